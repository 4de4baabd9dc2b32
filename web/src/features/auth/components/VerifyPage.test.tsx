import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, fakeApi, ok } from '../../../test/fakeApi';
import { makeUser, userDataResponse } from '../../../test/fixtures';
import { expectSnackbar, pageTitle, storeIn } from '../../../test/helpers';
import { renderApp } from '../../../test/render';

const codeInput = () => screen.getByLabelText(/^(2FA code|2FA-Code)\W*$/) as HTMLInputElement;

function loggedInApi(user = makeUser()) {
  return fakeApi({
    'POST /auth/verify': () => ok(userDataResponse(user)),
    'POST /auth/checklogin': () => ok(userDataResponse(user)),
    'GET /streams/usertracks': () => ok([]),
  });
}

describe('two-factor verification page', () => {
  it('shows the code field, Verify code, New code and Log in again? in English', () => {
    renderApp('/login/verify/v-1');
    expect(pageTitle()).toBe('Two-factor verification');
    expect(codeInput()).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify code' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New code' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in again?' }).getAttribute('href')).toBe('/login');
  });

  it('and in German', () => {
    renderApp('/login/verify/v-1', { store: storeIn('de') });
    expect(pageTitle()).toBe('Zwei-Faktor-Bestätigung');
    expect(codeInput()).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Code bestätigen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Neuer Code' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Erneut anmelden?' }).getAttribute('href')).toBe('/login');
  });

  it('prefills a ?code= and submits it at once; success stores the credentials and opens /home', async () => {
    const api = loggedInApi(makeUser({ id: 'u-9', apiKey: 'k-9', prename: 'Katherine' }));
    const { currentPath } = renderApp('/login/verify/v-9?code=123456', { api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Katherine' })).toBeTruthy();
    expect(currentPath()).toBe('/home');
    expect(api.callsTo('POST /auth/verify').map((c) => c.body)).toEqual([{ verifyId: 'v-9', verifyCode: '123456' }]);
    // The server remembers the browser by an httpOnly cookie; the page keeps only that flag, never the key.
    expect(localStorage.getItem('idea_autologin')).toBe('1');
    expect(JSON.stringify({ ...localStorage })).not.toContain('k-9');
  });

  it('does not auto-submit a code that is not six digits', async () => {
    const api = loggedInApi();
    renderApp('/login/verify/v-9?code=12ab', { api });
    expect(codeInput().value).toBe('12');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.callsTo('POST /auth/verify')).toHaveLength(0);
  });

  it('verifies a typed code and follows the saved redirect from /home', async () => {
    sessionStorage.setItem('idea_redirect', '/home/account');
    const api = loggedInApi();
    const { currentPath, location } = renderApp('/login/verify/v-3', { api });
    const submit = screen.getByRole('button', { name: 'Verify code' }) as HTMLButtonElement;
    fireEvent.change(codeInput(), { target: { value: '65432' } });
    expect(submit.disabled).toBe(true);
    expect(screen.getByText('Your input is not valid')).toBeTruthy();
    fireEvent.change(codeInput(), { target: { value: '654321' } });
    fireEvent.click(submit);
    await waitFor(() => expect(currentPath()).toBe('/home/account'));
    // /home opened first and was replaced by the redirect target, so Back does not bounce through /home
    expect(location.history).toEqual(['/login/verify/v-3', '/home/account']);
    expect(api.callsTo('POST /auth/verify')[0]?.body).toEqual({ verifyId: 'v-3', verifyCode: '654321' });
  });

  it("shows the server's message for a wrong code and stays", async () => {
    const api = fakeApi({
      'POST /auth/verify': () => fail(401, 'invalidCode', 'Wrong code', 'The code is not correct.'),
    });
    const { currentPath } = renderApp('/login/verify/v-3?code=000000', { api });
    await expectSnackbar('Wrong code', 'The code is not correct.');
    expect(currentPath()).toBe('/login/verify/v-3?code=000000');
    expect(localStorage.getItem('idea_autologin')).toBeNull();
  });

  it('does not take the error of a wrong code along to /home once the right one is entered', async () => {
    let attempts = 0;
    const user = makeUser({ prename: 'Ada' });
    const api = fakeApi({
      'POST /auth/verify': () =>
        ++attempts === 1
          ? fail(401, 'invalidCode', 'Wrong code', 'The code is not correct.')
          : ok(userDataResponse(user)),
      'POST /auth/checklogin': () => ok(userDataResponse(user)),
      'GET /streams/usertracks': () => ok([]),
    });
    const { currentPath } = renderApp('/login/verify/v-3', { api });
    fireEvent.change(codeInput(), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify code' }));
    await expectSnackbar('Wrong code', 'The code is not correct.');
    fireEvent.change(codeInput(), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify code' }));
    await screen.findByRole('heading', { level: 1, name: 'Welcome Ada' });
    expect(currentPath()).toBe('/home');
    await waitFor(() => expect(screen.queryByTestId('snackbar')).toBeNull());
  });

  it('sends an unconfirmed account back to /login with the notice', async () => {
    const api = fakeApi({
      'POST /auth/verify': () => fail(403, 'confirmEmail', 'E-mail not confirmed', 'Confirm it first.'),
    });
    const { currentPath } = renderApp('/login/verify/v-3?code=123456', { api });
    await screen.findByTestId('unconfirmed-notice');
    expect(currentPath()).toBe('/login');
    expect(screen.queryByTestId('snackbar')).toBeNull();
  });

  it("New code without a remembered e-mail shows 'Missing data' and calls nothing", async () => {
    const { api } = renderApp('/login/verify/v-1');
    fireEvent.click(screen.getByRole('button', { name: 'New code' }));
    expect(
      await expectSnackbar('Missing data', 'No E-Mail for Login found. Please go to Login-Page and log in again.'),
    ).toBe('error');
    expect(api.callsTo('POST /auth/new2fa')).toHaveLength(0);
  });

  it("and in German: 'Fehlende Daten'", async () => {
    renderApp('/login/verify/v-1', { store: storeIn('de') });
    fireEvent.click(screen.getByRole('button', { name: 'Neuer Code' }));
    await expectSnackbar(
      'Fehlende Daten',
      'Keine E-Mail für die Anmeldung gefunden. Bitte gehe zur Login-Seite und melde dich erneut an.',
    );
  });

  it("New code with a remembered e-mail requests a code for this login and shows the server's message", async () => {
    localStorage.setItem('idea_loginemail', 'ada@example.com');
    const api = fakeApi({
      'POST /auth/new2fa': () => ok({ msg: { headline: 'Code sent', text: 'We have sent you a new code.' } }),
    });
    renderApp('/login/verify/v-1', { api });
    fireEvent.click(screen.getByRole('button', { name: 'New code' }));
    expect(await expectSnackbar('Code sent', 'We have sent you a new code.')).toBe('success');
    expect(api.callsTo('POST /auth/new2fa')[0]?.body).toEqual({ email: 'ada@example.com', verifyId: 'v-1' });
  });
});
