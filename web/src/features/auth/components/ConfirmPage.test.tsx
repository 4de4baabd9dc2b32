import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '../../../test/fakeApi';
import { makeUser, userDataResponse } from '../../../test/fixtures';
import { expectSnackbar, pageTitle, storeIn } from '../../../test/helpers';
import { anonymousApi, renderApp } from '../../../test/render';

describe('confirm e-mail page', () => {
  it('shows the wait message and, after a second, the spinner while confirming', async () => {
    vi.useFakeTimers();
    const api = fakeApi({ 'POST /auth/confirm/{confirmId}': () => new Promise(() => {}) });
    renderApp('/login/confirm/c-1', { api });
    expect(pageTitle()).toBe('Confirm your e-mail');
    expect(screen.getByText('Please wait a moment, we are confirming your e-mail address.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('wait-spinner').textContent).toBe('Just loading...');
  });

  it('and in German', () => {
    const api = fakeApi({ 'POST /auth/confirm/{confirmId}': () => new Promise(() => {}) });
    renderApp('/login/confirm/c-1', { api, store: storeIn('de') });
    expect(pageTitle()).toBe('E-Mail bestätigen');
    expect(screen.getByText('Einen Moment bitte, wir bestätigen deine E-Mail-Adresse.')).toBeTruthy();
  });

  it("confirms once, shows the server's message and opens /home", async () => {
    const api = fakeApi({
      'POST /auth/confirm/{confirmId}': () =>
        ok({ msg: { headline: 'E-mail confirmed', text: 'You can log in now.' } }),
      'POST /auth/checklogin': () => ok(userDataResponse(makeUser({ prename: 'Ada' }))),
      'GET /streams/usertracks': () => ok([]),
    });
    const { currentPath } = renderApp('/login/confirm/c-42?utm=mail', { api });
    expect(await expectSnackbar('E-mail confirmed', 'You can log in now.')).toBe('success');
    await waitFor(() => expect(currentPath()).toBe('/home'));
    const confirms = api.callsTo('POST /auth/confirm/{confirmId}');
    expect(confirms.map((c) => [c.params.confirmId, c.body])).toEqual([['c-42', { confirmId: 'c-42' }]]);
  });

  it('ends on the login page when nobody is logged in (the guard of /home)', async () => {
    const api = anonymousApi();
    api.on({
      'POST /auth/confirm/{confirmId}': () =>
        ok({ msg: { headline: 'E-mail confirmed', text: 'You can log in now.' } }),
    });
    const { currentPath } = renderApp('/login/confirm/c-42', { api });
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(pageTitle()).toBe('Log in');
  });

  it('a failed confirmation shows the error and opens /login', async () => {
    const api = fakeApi({
      'POST /auth/confirm/{confirmId}': () => fail(404, 'notFound', 'Link expired', 'This link was already used.'),
    });
    const { currentPath } = renderApp('/login/confirm/c-used', { api });
    await expectSnackbar('Link expired', 'This link was already used.');
    await waitFor(() => expect(currentPath()).toBe('/login'));
  });

  it("without an id shows 'Missing Data' and calls nothing", async () => {
    const { api } = renderApp('/login/confirm');
    await expectSnackbar('Missing Data', 'Confirm your Email not possible. Please contact the support.');
    // the page itself says it too, besides the snackbar
    expect(screen.getByRole('main').textContent).toContain(
      'Confirm your Email not possible. Please contact the support.',
    );
    expect(api.calls).toEqual([]);
  });

  it("without an id in German: 'Fehlende Daten'", async () => {
    renderApp('/login/confirm', { store: storeIn('de') });
    await expectSnackbar(
      'Fehlende Daten',
      'Die Bestätigung deiner E-Mail ist nicht möglich. Bitte wende dich an den Support.',
    );
  });
});
