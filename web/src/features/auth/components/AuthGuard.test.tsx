import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, notLoggedIn, ok } from '../../../test/fakeApi';
import { makeUser, userDataResponse } from '../../../test/fixtures';
import { pageTitle, storeIn, storeRemembered } from '../../../test/helpers';
import { renderApp } from '../../../test/render';
import { makeTrackData, QUALIFY, TRACK_ID, trackDefinitionHandlers } from '../../../test/trackFixtures';
import { userAtom } from '../atoms';

describe('auth guard', () => {
  it('without a session clears sessionStorage, saves the target and opens /login', async () => {
    sessionStorage.setItem('something', 'of this tab');
    const api = fakeApi({ 'POST /auth/checklogin': () => notLoggedIn() });
    const { currentPath } = renderApp('/home/track/5?streamId=s1&stepId=st2', { api });
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(sessionStorage.getItem('something')).toBeNull();
    expect(sessionStorage.getItem('idea_redirect')).toBe('/home/track/5?streamId=s1&stepId=st2');
    expect(screen.queryByTestId('snackbar')).toBeNull();
  });

  it('after the two-step login the saved target is followed from /home', async () => {
    let loggedIn = false;
    const user = makeUser();
    const api = fakeApi({
      'POST /auth/checklogin': () => (loggedIn ? ok(userDataResponse(user)) : notLoggedIn()),
      'POST /auth/login': () => ok({ verifyId: 'v-1' }),
      'POST /auth/verify': () => {
        loggedIn = true;
        return ok(userDataResponse(user));
      },
      ...trackDefinitionHandlers,
      'GET /rounds/{roundId}/track': () => ok(makeTrackData({ roundId: 'r1' })),
    });
    const target = `/track/${TRACK_ID}?streamId=${QUALIFY}&stepId=initial-${QUALIFY}&roundId=r1`;
    const { currentPath } = renderApp(target, { api });
    await waitFor(() => expect(currentPath()).toBe('/login'));

    fireEvent.change(screen.getByLabelText(/^E-Mail/), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password\W*$/), { target: { value: 'Secret#2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(currentPath()).toBe('/login/verify/v-1'));

    fireEvent.change(screen.getByLabelText(/^2FA code\W*$/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify code' }));
    await waitFor(() => expect(currentPath()).toBe(target));
    expect(
      await screen.findByRole('heading', { level: 1, name: "Let's create your basic idea from scratch." }),
    ).toBeTruthy();
    expect(sessionStorage.getItem('idea_redirect')).toBeNull();
  });

  it('opens /login once with the notice for an unconfirmed address, and stops auto-login', async () => {
    storeRemembered();
    const api = fakeApi({
      'POST /auth/checklogin': () => fail(403, 'confirmEmail', 'E-mail not confirmed', 'Confirm it first.'),
      'POST /auth/autologin': () => ok(userDataResponse(makeUser({ status: 'CONFIRM' }))),
    });
    const { currentPath } = renderApp('/home', { api });
    const notice = await screen.findByTestId('unconfirmed-notice');
    expect(notice.textContent).toContain('E-mail not confirmed');
    expect(currentPath()).toBe('/login');
    expect(localStorage.getItem('idea_autologin')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('POST /auth/autologin')).toHaveLength(0);
    expect(api.callsTo('POST /auth/checklogin')).toHaveLength(1);
  });

  it('never loops for an unconfirmed account: the code leads once to /home, then to /login with the notice', async () => {
    // A server that still lets an unconfirmed account log in (as older servers did) must not make the app go
    // round between /home and /login.
    const user = makeUser({ id: 'u-7', apiKey: 'k-7', status: 'CONFIRM' });
    const api = fakeApi({
      'POST /auth/verify': () => ok(userDataResponse(user)),
      'POST /auth/autologin': () => ok(userDataResponse(user)),
      'POST /auth/checklogin': () => fail(403, 'confirmEmail', 'E-mail not confirmed', 'Confirm it first.'),
    });
    const { location, currentPath } = renderApp('/login/verify/v-7?code=123456', { api });
    await screen.findByTestId('unconfirmed-notice');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(currentPath()).toBe('/login');
    // /home was visited once and replaced by /login; no auto-login brings the user back.
    expect(location.history).toEqual(['/login/verify/v-7?code=123456', '/login']);
    expect(api.calls.map((call) => call.key).filter((key) => key.includes('/auth/'))).toEqual([
      'POST /auth/verify',
      'POST /auth/checklogin',
    ]);
  });

  it('logs unexpected failures and still opens /login', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = fakeApi({ 'POST /auth/checklogin': () => ({ status: 500, body: undefined }) });
    const { currentPath } = renderApp('/home', { api });
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('shows the wait spinner while it checks an unknown user', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const api = fakeApi({ 'POST /auth/checklogin': () => new Promise(() => {}) });
    renderApp('/home', { api });
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByTestId('wait-spinner').textContent).toBe('Just loading...');
  });

  it('lets a just-logged-in user in while it checks', () => {
    const store = storeIn('en');
    store.set(userAtom, makeUser({ prename: 'Ada' }));
    const api = fakeApi({ 'POST /auth/checklogin': () => new Promise(() => {}) });
    renderApp('/home', { api, store });
    expect(pageTitle()).toBe('Welcome Ada');
  });

  it('checks once while the user moves inside /home', async () => {
    const api = fakeApi({ 'POST /auth/checklogin': () => ok(userDataResponse()) });
    const { location } = renderApp('/home', { api });
    await screen.findByRole('heading', { name: 'Welcome Ada' });
    location.navigate('/home/account');
    await screen.findByRole('heading', { name: 'Profile Settings' });
    location.navigate('/home');
    await screen.findByRole('heading', { name: 'Welcome Ada' });
    expect(api.callsTo('POST /auth/checklogin')).toHaveLength(1);
  });
});
