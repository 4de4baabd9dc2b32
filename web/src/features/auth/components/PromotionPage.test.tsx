import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, fakeApi, ok, type Schemas } from '../../../test/fakeApi';
import { pageTitle } from '../../../test/helpers';
import { anonymousApi, renderApp } from '../../../test/render';
import { promotionIdOf } from './PromotionPage';

const registered: Schemas['RegisterResponse'] = {
  msg: { headline: 'Almost done', text: 'Please confirm your e-mail address.' },
  userdata: { email: 'ada@example.com', lang: 'en', status: 'CONFIRM' },
};

function register() {
  fireEvent.change(screen.getByLabelText(/^E-Mail/), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Password\W*$/), { target: { value: 'Secret#2026' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
}

describe('promotion page', () => {
  it.each([
    ['/promotion/summer', 'summer'],
    ['/promotion/campaign/summer', 'summer'],
    ['/promotion/summer?ref=mail', 'summer'],
    ['/promotion/spring%202026', 'spring 2026'],
  ])('reads the id of %s as %s', (path, id) => {
    expect(promotionIdOf(path)).toBe(id);
  });

  it('goes straight to the track when registration is skipped', async () => {
    const api = anonymousApi();
    api.on({
      'GET /auth/promotion/{promotionId}': () =>
        ok({ skipRegistration: 1, targetType: 'TRACK', targetId: 't-7', promotionData: {} }),
    });
    const { currentPath } = renderApp('/promotion/summer?ref=mail', { api });
    await waitFor(() => expect(currentPath()).toMatch(/^\/(track\/t-7|login)$/));
    expect(api.callsTo('GET /auth/promotion/{promotionId}')[0]?.params).toEqual({ promotionId: 'summer' });
    // the track is guarded: without a session the login opens and the track is kept for afterwards
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(sessionStorage.getItem('idea_redirect')).toBe('/track/t-7');
  });

  it('otherwise shows the registration form that carries the promotion', async () => {
    const api = fakeApi({
      'GET /auth/promotion/{promotionId}': () =>
        ok({ skipRegistration: 0, targetType: null, targetId: null, promotionData: { seats: 3 } }),
      'POST /auth/promotion/{promotionId}': () => ok(registered),
    });
    renderApp('/promotion/summer', { api });
    expect(await screen.findByText('You are signing up through a promotion.')).toBeTruthy();
    expect(pageTitle()).toBe('Sign up free');
    register();
    expect(await screen.findByRole('heading', { level: 1, name: 'Registration succesfull' })).toBeTruthy();
    const [call] = api.callsTo('POST /auth/promotion/{promotionId}');
    expect(call?.params).toEqual({ promotionId: 'summer' });
    expect(call?.body).toEqual({
      email: 'ada@example.com',
      password: 'Secret#2026',
      lang: 'en',
      promotionData: { seats: 3 },
    });
    expect(api.callsTo('POST /auth/register')).toHaveLength(0);
  });

  it('shows the plain registration form when the check fails, silently', async () => {
    const api = fakeApi({
      'GET /auth/promotion/{promotionId}': () => fail(404, 'notFound', 'Not found', 'No such promotion.'),
      'POST /auth/register': () => ok(registered),
    });
    renderApp('/promotion/unknown', { api });
    await waitFor(() => expect(pageTitle()).toBe('Sign up free'));
    expect(screen.queryByText('You are signing up through a promotion.')).toBeNull();
    expect(screen.queryByTestId('snackbar')).toBeNull();
    register();
    expect(await screen.findByRole('heading', { level: 1, name: 'Registration succesfull' })).toBeTruthy();
    expect(api.callsTo('POST /auth/register')).toHaveLength(1);
  });
});
