import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, fakeApi, ok, type Schemas } from '../../../test/fakeApi';
import { expectSnackbar, linksIn, pageTitle, storeIn } from '../../../test/helpers';
import { renderApp } from '../../../test/render';

const email = () => screen.getByLabelText(/^E-Mail/) as HTMLInputElement;
const password = () => screen.getByLabelText(/^(Password|Passwort)\W*$/) as HTMLInputElement;
const honeypot = () => document.querySelector('input[name="phone"]') as HTMLInputElement;

const registered: Schemas['RegisterResponse'] = {
  msg: { headline: 'Registration successful', text: 'Please confirm your e-mail address with the link we sent you.' },
  userdata: { email: 'ada@example.com', lang: 'en', status: 'CONFIRM' },
};

function fill(address = 'ada@example.com', secret = 'Secret#2026') {
  fireEvent.change(email(), { target: { value: address } });
  fireEvent.change(password(), { target: { value: secret } });
}

describe('registration page', () => {
  it('shows both headings, the fields and the links in English', () => {
    renderApp('/login/register');
    expect(pageTitle()).toBe('Sign up free');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('No credit card required');
    expect(email()).toBeTruthy();
    expect(password()).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Already have an account?' }).getAttribute('href')).toBe('/login');
    const consent = screen.getByText(/By signing up you accept our/);
    expect(linksIn(consent)).toEqual([
      ['Terms', '/terms'],
      ['Privacy Policy', '/privacy'],
    ]);
  });

  it('and in German', () => {
    renderApp('/login/register', { store: storeIn('de') });
    expect(pageTitle()).toBe('Kostenlos registrieren');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Keine Kreditkarte erforderlich');
    expect(screen.getByRole('link', { name: 'Du hast schon ein Konto?' }).getAttribute('href')).toBe('/login');
  });

  it('hides the honeypot phone field from people and the keyboard', () => {
    renderApp('/login/register');
    const field = honeypot();
    expect(field.tabIndex).toBe(-1);
    expect(field.getAttribute('autocomplete')).toBe('off');
    expect(field.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Phone/ })).toBeNull();
  });

  it('is not submitted when the honeypot is filled', async () => {
    const api = fakeApi({ 'POST /auth/register': () => ok(registered) });
    renderApp('/login/register', { api });
    fill();
    fireEvent.change(honeypot(), { target: { value: '+49 170 0000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls).toEqual([]);
    expect(pageTitle()).toBe('Sign up free');
  });

  it('applies the password rules', () => {
    renderApp('/login/register');
    const submit = screen.getByRole('button', { name: 'Sign up' }) as HTMLButtonElement;
    fill('ada@example.com', 'secret');
    expect(submit.disabled).toBe(true);
    expect(screen.getByText('Your password must contain at least one uppercase letter.')).toBeTruthy();
    expect(screen.getByText('Your password must contain at least one number.')).toBeTruthy();
    fill('ada@example.com', 'Secret#2026');
    expect(submit.disabled).toBe(false);
  });

  it("registers with the UI language and shows 'Registration succesfull' with the server's message", async () => {
    const api = fakeApi({ 'POST /auth/register': () => ok(registered) });
    renderApp('/login/register', { api });
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Registration succesfull' })).toBeTruthy();
    expect(screen.getByText('Please confirm your e-mail address with the link we sent you.')).toBeTruthy();
    // The spec's heading once, without a second, differently spelled one from the server's message.
    expect(document.body.textContent?.match(/Registration succes/gi)).toEqual(['Registration succes']);
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/login');
    expect(api.callsTo('POST /auth/register')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'Secret#2026',
      lang: 'en',
    });
    expect(localStorage.getItem('idea_loginemail')).toBe('ada@example.com');
  });

  it('sends lang de from the German UI', async () => {
    const api = fakeApi({ 'POST /auth/register': () => ok(registered) });
    renderApp('/login/register', { api, store: storeIn('de') });
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Registrierung erfolgreich' })).toBeTruthy();
    expect(api.callsTo('POST /auth/register')[0]?.body).toMatchObject({ lang: 'de' });
  });

  it("shows 'Registration not succesfull!' and the server's reason when it fails", async () => {
    const api = fakeApi({
      'POST /auth/register': () =>
        fail(400, 'passwordSpecial', 'Invalid password', 'Your password must contain at least one special character.'),
    });
    renderApp('/login/register', { api });
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Registration not succesfull!' })).toBeTruthy();
    await expectSnackbar('Invalid password', 'Your password must contain at least one special character.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(pageTitle()).toBe('Sign up free'));
  });
});
