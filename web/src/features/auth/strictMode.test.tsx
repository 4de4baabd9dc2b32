import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fakeApi';
import { userDataResponse } from '../../test/fixtures';
import { storeRemembered } from '../../test/helpers';
import { renderApp } from '../../test/render';

// main.tsx renders the app in StrictMode, which mounts every effect twice in development. One-shot requests
// must still go out once: an e-mail confirmation link works only once, a 2FA code counts attempts.
describe('one-shot requests under StrictMode', () => {
  const session = { 'POST /auth/checklogin': () => ok(userDataResponse()) } as const;

  it('confirms the e-mail once', async () => {
    const api = fakeApi({
      ...session,
      'POST /auth/confirm/{confirmId}': () => ok({ msg: { headline: 'Confirmed', text: 'Welcome aboard.' } }),
    });
    const { currentPath } = renderApp('/login/confirm/c-1', { api, strict: true });
    await waitFor(() => expect(currentPath()).toBe('/home'));
    expect(api.callsTo('POST /auth/confirm/{confirmId}')).toHaveLength(1);
  });

  it('submits a code from the address once', async () => {
    const api = fakeApi({ ...session, 'POST /auth/verify': () => ok(userDataResponse()) });
    renderApp('/login/verify/v-1?code=123456', { api, strict: true });
    await screen.findByRole('heading', { level: 1, name: 'Welcome Ada' });
    expect(api.callsTo('POST /auth/verify')).toHaveLength(1);
  });

  it('tries auto-login once and checks the session once', async () => {
    storeRemembered();
    const api = fakeApi({ ...session, 'POST /auth/autologin': () => ok(userDataResponse()) });
    renderApp('/login', { api, strict: true });
    await screen.findByRole('heading', { level: 1, name: 'Welcome Ada' });
    expect(api.callsTo('POST /auth/autologin')).toHaveLength(1);
    expect(api.callsTo('POST /auth/checklogin')).toHaveLength(1);
  });

  it('sends a remembered e-mail for a password reset once', async () => {
    localStorage.setItem('idea_loginemail', 'ada@example.com');
    const api = fakeApi({ 'POST /auth/pwforgotten': () => ok(true) });
    const { currentPath } = renderApp('/login/resetpassword', { api, strict: true });
    await waitFor(() => expect(currentPath()).toBe('/login/password-forgotten-sent'));
    expect(api.callsTo('POST /auth/pwforgotten')).toHaveLength(1);
  });
});
