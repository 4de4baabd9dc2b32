import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, type Schemas } from '../../../test/fakeApi';
import { makeUser } from '../../../test/fixtures';
import { storeIn } from '../../../test/helpers';
import { LANDING_PAGE } from '../../../test/landingFixtures';
import { renderApp } from '../../../test/render';
import { sessionApi } from '../../../test/trackFixtures';

describe('internal landing page at /landingpage', () => {
  it('shows the alert without a pid', async () => {
    const api = sessionApi();
    renderApp('/landingpage', { api });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('View not possible');
    expect(alert.textContent).toContain('URL not correct!');
    expect(api.callsTo('GET /userlp_easy2/internlp/{projectId}')).toHaveLength(0);
  });

  it("renders the round's landing page data", async () => {
    const api = sessionApi({ 'GET /userlp_easy2/internlp/{projectId}': () => ok(LANDING_PAGE) });
    const { currentPath } = renderApp('/landingpage?pid=r-7', { api });
    const page = await screen.findByTestId('landing-preview');
    expect(page.textContent).toContain(LANDING_PAGE.heroHeadline);
    expect(page.textContent).toContain(LANDING_PAGE.finalCTAHeadline);
    expect(within(page).getByRole('navigation').textContent).toContain(LANDING_PAGE.companyName);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Landing page preview');
    expect(api.callsTo('GET /userlp_easy2/internlp/{projectId}').map((c) => c.params.projectId)).toEqual(['r-7']);
    expect(currentPath()).toBe('/landingpage?pid=r-7');
    expect(api.unhandled).toEqual([]);
  });

  it('says so when the round has no landing page yet, with a link back', async () => {
    const api = sessionApi({
      'GET /userlp_easy2/internlp/{projectId}': () => fail(404, 'notFound', 'Not found', 'No landing page.'),
    });
    renderApp('/landingpage?pid=r-7', { api });
    expect(await screen.findByText('This round has no landing page yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your ideas' }).getAttribute('href')).toBe('/home');
    expect(screen.queryByTestId('landing-preview')).toBeNull();
  });

  it('needs a login', async () => {
    const { currentPath } = renderApp('/landingpage?pid=r-7');
    await waitFor(() => expect(currentPath()).toBe('/login'));
  });
});

describe('testimonial slots in the internal landing page', () => {
  const EXAMPLE_PAGE = {
    ...LANDING_PAGE,
    testimonial1Name: 'Example customer',
    testimonial1Position: 'Replace with a real quote from an interview',
    testimonialSources: { testimonial1: { kind: 'example' as const } },
  };
  const RECORD: Schemas['InterviewRecord'] = {
    id: 'int-1',
    roundId: 'r-7',
    role: 'Owner of a bakery',
    persona: null,
    heldOn: '2026-03-04',
    notes: 'Every evening I throw away a full basket of rolls.',
    fileName: null,
    analysis: {
      quotes: ['Every evening I throw away a full basket of rolls.'],
      confirmedPains: [],
      contradictedPains: [],
      surprises: [],
    },
    provider: 'offline',
    dateCreated: '2026-03-05T10:00:00.000Z',
  };
  const api = (lang: 'en' | 'de' = 'en') =>
    sessionApi(
      {
        'GET /userlp_easy2/internlp/{projectId}': () => ok(EXAMPLE_PAGE),
        'GET /rounds/{roundId}/interviews': () => ok({ interviews: [RECORD], insights: null } as never),
        'POST /rounds/{roundId}/results': () => ok({} as never),
      },
      makeUser({ lang }),
    );

  it('labels the AI’s testimonial as an example to replace (English and German)', async () => {
    renderApp('/landingpage?pid=r-7', { api: api() });
    const slot = await screen.findByTestId('testimonial-1');
    expect(within(slot).getByTestId('testimonial-source-1').textContent).toBe(
      'example — replace with a real quote from an interview',
    );
  });

  it('labels it in German', async () => {
    renderApp('/landingpage?pid=r-7', { api: api('de'), store: storeIn('de') });
    const slot = await screen.findByTestId('testimonial-1');
    expect(within(slot).getByTestId('testimonial-source-1').textContent).toBe(
      'Beispiel – durch ein echtes Zitat aus einem Interview ersetzen',
    );
  });

  it('fills a slot with a quote of an interview record and stores the page with its source', async () => {
    const fake = api();
    renderApp('/landingpage?pid=r-7', { api: fake });
    const slot = await screen.findByTestId('testimonial-1');
    fireEvent.click(within(slot).getByRole('button', { name: 'Fill testimonial 1 with a real quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Testimonial 1' });
    fireEvent.click(within(dialog).getByText('From an interview'));
    fireEvent.click(await within(dialog).findByLabelText('“Every evening I throw away a full basket of rolls.”'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save testimonial' }));
    await waitFor(() => expect(fake.callsTo('POST /rounds/{roundId}/results')).toHaveLength(1));
    const stored = fake.callsTo('POST /rounds/{roundId}/results')[0]!.body as Schemas['StepResultCreate'];
    expect(stored.result).toMatchObject({
      testimonial1: 'Every evening I throw away a full basket of rolls.',
      testimonial1Name: 'Owner of a bakery',
      testimonialSources: { testimonial1: { kind: 'interview', interviewId: 'int-1' } },
    });
    await waitFor(() =>
      expect(screen.getByTestId('testimonial-source-1').textContent).toBe('quoted from a real interview'),
    );
  });

  it('fills a slot by hand as the founder’s own words', async () => {
    const fake = api();
    renderApp('/landingpage?pid=r-7', { api: fake });
    fireEvent.click(await screen.findByRole('button', { name: 'Fill testimonial 1 with a real quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Testimonial 1' });
    fireEvent.click(within(dialog).getByText('By hand'));
    const save = within(dialog).getByRole('button', { name: 'Save testimonial' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/What the person said/), { target: { value: 'We would try it.' } });
    fireEvent.change(within(dialog).getByLabelText(/Their name/), { target: { value: 'Jana Krüger' } });
    fireEvent.change(within(dialog).getByLabelText(/Their role or position/), { target: { value: 'Baker' } });
    fireEvent.click(save);
    await waitFor(() => expect(fake.callsTo('POST /rounds/{roundId}/results')).toHaveLength(1));
    const stored = fake.callsTo('POST /rounds/{roundId}/results')[0]!.body as Schemas['StepResultCreate'];
    expect(stored.result).toMatchObject({
      testimonial1: 'We would try it.',
      testimonialSources: { testimonial1: { kind: 'founder' } },
      authors: { testimonial1: 'founder' },
    });
    await waitFor(() => expect(screen.getByTestId('testimonial-source-1').textContent).toBe('written by you'));
  });
});
