import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/fakeApi';
import { expectSnackbar, pageTitle, storeIn } from '../../../test/helpers';
import { renderApp } from '../../../test/render';

const email = () => screen.getByLabelText(/^E-Mail/) as HTMLInputElement;

describe('password forgotten page', () => {
  it.each(['/login/resetpassword', '/login/password-forgotten'])('shows the e-mail field and Log in? at %s', (path) => {
    renderApp(path);
    expect(pageTitle()).toBe('Forgot your password?');
    expect(email().value).toBe('');
    expect(screen.getByRole('link', { name: 'Log in?' }).getAttribute('href')).toBe('/login');
  });

  it('in German', () => {
    renderApp('/login/resetpassword', { store: storeIn('de') });
    expect(pageTitle()).toBe('Passwort vergessen?');
    expect(screen.getByRole('button', { name: 'Link senden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Anmelden?' }).getAttribute('href')).toBe('/login');
  });

  it('sends the typed address and shows the sent page', async () => {
    const api = fakeApi({ 'POST /auth/pwforgotten': () => ok(true) });
    const { currentPath } = renderApp('/login/resetpassword', { api });
    fireEvent.change(email(), { target: { value: 'grace@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    await waitFor(() => expect(currentPath()).toBe('/login/password-forgotten-sent'));
    expect(api.callsTo('POST /auth/pwforgotten')[0]?.body).toEqual({ email: 'grace@example.com' });
    expect(pageTitle()).toBe('Check your mailbox');
    expect(screen.getByRole('link', { name: 'Log in?' }).getAttribute('href')).toBe('/login');
  });

  it('prefills a remembered login e-mail and submits it by itself', async () => {
    localStorage.setItem('idea_loginemail', 'ada@example.com');
    const api = fakeApi({ 'POST /auth/pwforgotten': () => ok(true) });
    const { currentPath } = renderApp('/login/password-forgotten', { api });
    expect(email().value).toBe('ada@example.com');
    await waitFor(() => expect(currentPath()).toBe('/login/password-forgotten-sent'));
    expect(api.callsTo('POST /auth/pwforgotten').map((c) => c.body)).toEqual([{ email: 'ada@example.com' }]);
  });

  it('stays with the generic error when the server answers false', async () => {
    const api = fakeApi({ 'POST /auth/pwforgotten': () => ok(false) });
    const { currentPath } = renderApp('/login/resetpassword', { api });
    fireEvent.change(email(), { target: { value: 'grace@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    await expectSnackbar('Error', 'There was a undetected error. Please try again later.');
    expect(currentPath()).toBe('/login/resetpassword');
  });

  it('the sent page in German', () => {
    renderApp('/login/password-forgotten-sent', { store: storeIn('de') });
    expect(pageTitle()).toBe('Schau in dein Postfach');
  });
});
