import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, fakeApi, ok, tooManyRequests } from '../../../test/fakeApi';
import { makeUser, userDataResponse } from '../../../test/fixtures';
import { expectSnackbar, linksIn, pageTitle, storeIn, storeRemembered } from '../../../test/helpers';
import { anonymousApi, renderApp } from '../../../test/render';

const email = () => screen.getByLabelText(/^E-Mail/) as HTMLInputElement;
const password = () => screen.getByLabelText(/^(Password|Passwort)\W*$/) as HTMLInputElement;

function fillAndSubmit(address: string, secret: string, button = 'Log in') {
  fireEvent.change(email(), { target: { value: address } });
  fireEvent.change(password(), { target: { value: secret } });
  fireEvent.click(screen.getByRole('button', { name: button }));
}

describe('login page', () => {
  it('shows its fields and links in English', () => {
    renderApp('/login');
    expect(pageTitle()).toBe('Log in');
    expect(email()).toBeTruthy();
    expect(password().type).toBe('password');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/login/resetpassword');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/login/register');
    expect(linksIn(screen.getByRole('navigation', { name: 'Legal' }))).toEqual([
      ['Terms', '/terms'],
      ['Privacy', '/privacy'],
    ]);
  });

  it('shows its fields and links in German', () => {
    renderApp('/login', { store: storeIn('de') });
    expect(pageTitle()).toBe('Anmelden');
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' }).getAttribute('href')).toBe('/login/resetpassword');
    expect(screen.getByRole('link', { name: 'Registrieren' }).getAttribute('href')).toBe('/login/register');
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeTruthy();
    expect(linksIn(screen.getByRole('navigation', { name: 'Rechtliches' }))).toEqual([
      ['AGB', '/terms'],
      ['Datenschutz', '/privacy'],
    ]);
  });

  it('shows validation messages only after a field was touched, and keeps the button disabled meanwhile', () => {
    renderApp('/login');
    const submit = screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(screen.queryByText('This field is required')).toBeNull();
    fireEvent.blur(email());
    expect(screen.getByText('This field is required')).toBeTruthy();
    fireEvent.change(email(), { target: { value: 'ada@' } });
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    fireEvent.change(email(), { target: { value: 'ada@example.com' } });
    fireEvent.change(password(), { target: { value: 'secret' } });
    expect(submit.disabled).toBe(false);
  });

  it('remembers the e-mail and opens the 2FA page with the verifyId', async () => {
    const api = fakeApi({ 'POST /auth/login': () => ok({ verifyId: 'v-77' }) });
    const { currentPath } = renderApp('/login', { api });
    fillAndSubmit(' ada@example.com ', 'Secret#2026');
    await waitFor(() => expect(currentPath()).toBe('/login/verify/v-77'));
    expect(api.callsTo('POST /auth/login')[0]?.body).toEqual({ email: 'ada@example.com', password: 'Secret#2026' });
    expect(localStorage.getItem('idea_loginemail')).toBe('ada@example.com');
    expect(pageTitle()).toBe('Two-factor verification');
  });

  it('prefills the remembered e-mail', () => {
    localStorage.setItem('idea_loginemail', 'grace@example.com');
    renderApp('/login');
    expect(email().value).toBe('grace@example.com');
  });

  it("shows the server's message for wrong credentials and stays", async () => {
    const api = fakeApi({
      'POST /auth/login': () => fail(401, 'invalidCredentials', 'Login failed', 'E-mail or password is wrong.'),
    });
    const { currentPath } = renderApp('/login', { api });
    fillAndSubmit('ada@example.com', 'wrong');
    expect(await expectSnackbar('Login failed', 'E-mail or password is wrong.')).toBe('error');
    expect(currentPath()).toBe('/login');
  });

  it("shows 'Too many requests, please try again later.' on 429", async () => {
    const api = fakeApi({ 'POST /auth/login': () => tooManyRequests() });
    renderApp('/login', { api });
    fillAndSubmit('ada@example.com', 'Secret#2026');
    await expectSnackbar('Error', 'Too many requests, please try again later.');
  });

  it('and in German: Zu viele Anfragen', async () => {
    const api = fakeApi({ 'POST /auth/login': () => tooManyRequests() });
    renderApp('/login', { api, store: storeIn('de') });
    fillAndSubmit('ada@example.com', 'Secret#2026', 'Anmelden');
    await expectSnackbar('Fehler', 'Zu viele Anfragen, bitte versuche es später noch einmal.');
  });
});

describe('an account whose e-mail address is not confirmed', () => {
  const unconfirmed = () => fail(403, 'confirmEmail', 'E-mail not confirmed', 'Please confirm your e-mail address.');

  it('gets the notice instead of the code, and can have the link sent again', async () => {
    const api = fakeApi({
      'POST /auth/login': unconfirmed,
      'POST /auth/resendconfirm': () => ok({ msg: { headline: 'Link sent', text: 'A new link is on its way.' } }),
    });
    const { currentPath } = renderApp('/login', { api });
    fillAndSubmit('ada@example.com', 'Secret#2026');
    const notice = await screen.findByTestId('unconfirmed-notice');
    expect(notice.textContent).toContain('E-mail not confirmed');
    expect(notice.textContent).toContain('Please confirm your e-mail address with the link in the mail we sent you');
    expect(currentPath()).toBe('/login');
    expect(screen.queryByTestId('snackbar')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    await screen.findByText(/a new link is on its way\. Please check your mailbox\./);
    expect(api.callsTo('POST /auth/resendconfirm').map((c) => c.body)).toEqual([{ email: 'ada@example.com' }]);
    expect(screen.queryByRole('button', { name: 'Send the link again' })).toBeNull();
  });

  it('needs a valid address to send the link, and speaks German', async () => {
    const api = fakeApi({ 'POST /auth/login': unconfirmed });
    renderApp('/login', { api, store: storeIn('de') });
    fillAndSubmit('ada@example.com', 'Secret#2026', 'Anmelden');
    await screen.findByText('E-Mail-Adresse nicht bestätigt');
    fireEvent.change(email(), { target: { value: 'ada@' } });
    expect((screen.getByRole('button', { name: 'Link erneut senden' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Gib oben deine E-Mail-Adresse ein, um einen neuen Link zu bekommen.')).toBeTruthy();
  });

  it('stops auto-login when the server refuses the account as unconfirmed', async () => {
    storeRemembered();
    const api = fakeApi({ 'POST /auth/autologin': unconfirmed });
    const { currentPath } = renderApp('/login', { api });
    await screen.findByTestId('unconfirmed-notice');
    expect(currentPath()).toBe('/login');
    expect(localStorage.getItem('idea_autologin')).toBeNull();
  });
});

describe('auto-login', () => {
  it('asks the server once to log in by its cookie (no id or key in the page) and opens /home on success', async () => {
    storeRemembered();
    const user = makeUser({ id: 'u-5', apiKey: '', prename: 'Grace' });
    const api = fakeApi({
      'POST /auth/autologin': () => ok(userDataResponse(user)),
      'POST /auth/checklogin': () => ok(userDataResponse(user)),
    });
    const { currentPath } = renderApp('/login', { api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Grace' })).toBeTruthy();
    expect(currentPath()).toBe('/home');
    expect(api.callsTo('POST /auth/autologin').map((c) => c.body)).toEqual([{}]);
    expect(localStorage.getItem('idea_autologin')).toBe('1');
  });

  it('follows a saved redirect after success', async () => {
    storeRemembered();
    sessionStorage.setItem('idea_redirect', '/home/account');
    const api = fakeApi({
      'POST /auth/autologin': () => ok(userDataResponse()),
      'POST /auth/checklogin': () => ok(userDataResponse()),
    });
    const { currentPath } = renderApp('/login', { api });
    await waitFor(() => expect(currentPath()).toBe('/home/account'));
    expect(sessionStorage.getItem('idea_redirect')).toBeNull();
  });

  it('does nothing visible when it fails, and stops trying once the server no longer remembers the browser', async () => {
    storeRemembered();
    const api = fakeApi({
      'POST /auth/autologin': () => fail(401, 'notRemembered', 'Auto-login failed', 'Please log in.'),
    });
    const { currentPath } = renderApp('/login', { api });
    await waitFor(() => expect(api.callsTo('POST /auth/autologin')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(currentPath()).toBe('/login');
    expect(screen.queryByTestId('snackbar')).toBeNull();
    expect(pageTitle()).toBe('Log in');
    expect(localStorage.getItem('idea_autologin')).toBeNull();
  });

  it('keeps trying later when the server could not answer', async () => {
    storeRemembered();
    const api = fakeApi({ 'POST /auth/autologin': () => fail(503, 'unavailable', 'Unavailable', 'Later.') });
    renderApp('/login', { api });
    await waitFor(() => expect(api.callsTo('POST /auth/autologin')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(localStorage.getItem('idea_autologin')).toBe('1');
  });

  it('is not tried for a browser the server does not remember, even with an old id and key stored', async () => {
    localStorage.setItem('idea_userId', 'u-5');
    localStorage.setItem('idea_apiKey', 'k-5');
    const api = anonymousApi();
    renderApp('/login', { api });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls).toEqual([]);
  });
});
