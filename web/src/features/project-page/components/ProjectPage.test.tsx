import { CANVAS_BLOCKS } from '@idea-studio/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, fakeApi, notLoggedIn, ok, type Schemas } from '../../../test/fakeApi';
import { storeIn } from '../../../test/helpers';
import { renderApp } from '../../../test/render';
import { sessionApi } from '../../../test/trackFixtures';

type Page = Schemas['ProjectPage'];

const canvas = Object.fromEntries(
  CANVAS_BLOCKS.map((key) => [key, [{ text: `Entry of ${key}`, origin: 'ai', source: null }]]),
) as unknown as Schemas['BusinessModelCanvas'];

function sharedPage(overrides: Partial<Page> = {}): Page {
  return {
    roundId: 'r-7',
    name: 'Solar Kiosk round',
    shared: true,
    owner: false,
    ideaCard: {
      name: 'Solar Kiosk',
      tagline: 'Power where the tents are',
      key_features: ['Rent-a-battery', 'Pay by phone'],
      target_group: 'Campsite owners',
      value_proposition: 'Charged devices without a generator.',
    },
    persona: {
      name: 'Lena Berger',
      occupation: 'Campsite manager',
      short_summary: 'Runs a family campsite at a lake.',
      values: ['Reliability', 'Nature'],
      sinus_milieu: 'Adaptive-Pragmatic Middle Class',
      goals: ['Happy guests'],
      lifestyle: 'Outdoors',
      pain_points: ['Generator noise'],
    },
    empathyMap: [
      { question: 'hears', answers: ['Guests complain about dead phones'] },
      { question: 'sees', answers: ['Queues at the one socket'] },
      { question: 'feels', answers: ['Stressed in the high season'] },
      { question: 'frustrations', answers: [] },
    ],
    canvas,
    landingPageLink: 'https://studio.example.com/lp/solar-kiosk',
    ...overrides,
  };
}

/** A visitor without a session: the login check answers 401. */
function anonymous(page: () => ReturnType<typeof ok<Page>> | ReturnType<typeof fail>) {
  return fakeApi({ 'POST /auth/checklogin': () => notLoggedIn(), 'GET /projectpage/{roundId}': page });
}

describe('project page at /projectpage', () => {
  it("shows a shared round's parts to an anonymous visitor, without sending them to login", async () => {
    const api = anonymous(() => ok(sharedPage()));
    const { currentPath } = renderApp('/projectpage?pid=r-7', { api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Solar Kiosk round' })).toBeTruthy();
    expect(api.callsTo('GET /projectpage/{roundId}').map((c) => c.params.roundId)).toEqual(['r-7']);

    const idea = screen.getByRole('region', { name: 'Business idea' });
    for (const text of [
      'Solar Kiosk',
      'Power where the tents are',
      'Rent-a-battery',
      'Pay by phone',
      'Campsite owners',
      'Charged devices without a generator.',
    ]) {
      expect(idea.textContent).toContain(text);
    }

    const persona = screen.getByRole('region', { name: 'Main persona' });
    expect(within(persona).getByRole('heading', { name: 'Lena Berger' })).toBeTruthy();
    expect(persona.textContent).toContain('Campsite manager');
    expect(persona.querySelector('img')?.getAttribute('src')).toBeTruthy();

    const map = screen.getByRole('region', { name: 'Empathy map' });
    expect(
      within(map)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'What does Lena Berger hear?',
      'What does Lena Berger see?',
      'What does Lena Berger feel?',
      'What frustrates Lena Berger most?',
    ]);
    expect(within(map).getByTestId('empathy-hears').textContent).toContain('Guests complain about dead phones');
    expect(within(map).getByTestId('empathy-frustrations').textContent).toContain('No answers.');

    const canvasPart = screen.getByRole('region', { name: 'Business Model Canvas' });
    expect(within(canvasPart).getByTestId('canvas').textContent).toContain('Entry of valuePropositions');

    const link = within(screen.getByRole('region', { name: 'Landing page' })).getByRole('link');
    expect(link.getAttribute('href')).toBe('https://studio.example.com/lp/solar-kiosk');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');

    expect(screen.queryByTestId('owner-notice')).toBeNull();
    expect(screen.queryByText('Not done yet.')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(currentPath()).toBe('/projectpage?pid=r-7');
  });

  it('shows a quiet line for each part the round has not done yet', async () => {
    renderApp('/projectpage?pid=r-7', {
      api: anonymous(() =>
        ok(sharedPage({ ideaCard: null, persona: null, empathyMap: null, canvas: null, landingPageLink: null })),
      ),
    });
    await screen.findByRole('heading', { level: 1, name: 'Solar Kiosk round' });
    expect(screen.getAllByText('Not done yet.')).toHaveLength(5);
    expect(screen.queryByTestId('canvas')).toBeNull();
    expect(screen.queryByRole('link', { name: /Open the landing page/ })).toBeNull();
  });

  it('labels a product name the assistant proposed, and not the founder’s own', async () => {
    const proposed = sharedPage();
    proposed.ideaCard = { ...proposed.ideaCard!, nameProposed: true };
    const { unmount } = renderApp('/projectpage?pid=r-7', { api: anonymous(() => ok(proposed)) });
    expect(await screen.findByTestId('project-name-proposed')).toBeTruthy();
    unmount();
    const own = sharedPage();
    own.ideaCard = { ...own.ideaCard!, nameProposed: false };
    renderApp('/projectpage?pid=r-7', { api: anonymous(() => ok(own)) });
    await screen.findByRole('heading', { level: 1, name: 'Solar Kiosk round' });
    expect(screen.queryByTestId('project-name-proposed')).toBeNull();
  });

  it('reveals nothing for a private or unknown round (404)', async () => {
    const { currentPath } = renderApp('/projectpage?pid=r-secret', {
      api: anonymous(() => fail(404, 'notFound', 'Not found', 'Round r-secret belongs to Ada.')),
    });
    expect(await screen.findByText('This project page is not public or does not exist.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Project page');
    expect(document.body.textContent).not.toContain('Ada');
    expect(screen.queryByTestId('snackbar')).toBeNull();
    expect(currentPath()).toBe('/projectpage?pid=r-secret');
  });

  it('tells the owner that only they see the page until it is shared', async () => {
    const api = sessionApi({ 'GET /projectpage/{roundId}': () => ok(sharedPage({ owner: true, shared: false })) });
    renderApp('/projectpage?pid=r-7', { api });
    expect((await screen.findByTestId('owner-notice')).textContent).toBe(
      'Only you can see this page until you share it in the closing view.',
    );
  });

  it('shows the alert without a pid', async () => {
    const api = anonymous(() => ok(sharedPage()));
    const { currentPath } = renderApp('/projectpage', { api });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('View not possible');
    expect(alert.textContent).toContain('URL not correct!');
    expect(api.callsTo('GET /projectpage/{roundId}')).toHaveLength(0);
    await waitFor(() => expect(currentPath()).toBe('/projectpage'));
  });

  it('speaks German', async () => {
    renderApp('/projectpage?pid=r-7', {
      api: anonymous(() => ok(sharedPage({ owner: true, shared: false, canvas: null }))),
      store: storeIn('de'),
    });
    expect((await screen.findByTestId('owner-notice')).textContent).toBe(
      'Nur du siehst diese Seite, bis du sie in der Abschlussansicht teilst.',
    );
    expect(screen.getByRole('region', { name: 'Geschäftsidee' })).toBeTruthy();
    expect(screen.getByText('Was hört Lena Berger?')).toBeTruthy();
    expect(screen.getByText('Noch nicht erledigt.')).toBeTruthy();
  });
});
