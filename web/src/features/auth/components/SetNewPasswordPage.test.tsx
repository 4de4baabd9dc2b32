import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/fakeApi';
import { makeUser } from '../../../test/fixtures';
import { expectSnackbar, pageTitle, storeIn } from '../../../test/helpers';
import { renderApp } from '../../../test/render';

const password = () => screen.getByLabelText(/^(New password|Neues Passwort)\W*$/) as HTMLInputElement;

describe('set new password page', () => {
  it('shows the text of the spec in English', () => {
    renderApp('/login/set-new-password/r-1');
    expect(pageTitle()).toBe('Set new password');
    expect(
      screen.getByText('Set a new password for your account. After that you are directly logged in.'),
    ).toBeTruthy();
    expect(password().type).toBe('password');
  });

  it('and in German', () => {
    renderApp('/login/set-new-password/r-1', { store: storeIn('de') });
    expect(
      screen.getByText('Lege ein neues Passwort für dein Konto fest. Danach bist du direkt angemeldet.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Passwort festlegen' })).toBeTruthy();
  });

  it('applies the password rules before it can be sent', () => {
    renderApp('/login/set-new-password/r-1');
    const submit = screen.getByRole('button', { name: 'Set password' }) as HTMLButtonElement;
    fireEvent.change(password(), { target: { value: 'short' } });
    expect(screen.getByText('Your password is too short.')).toBeTruthy();
    expect(submit.disabled).toBe(true);
    fireEvent.change(password(), { target: { value: 'Longer#Pass1' } });
    expect(screen.queryByText('Your password is too short.')).toBeNull();
    expect(submit.disabled).toBe(false);
  });

  it("logs in: keeps the user and the credentials, shows the server's message and opens /home", async () => {
    const user = makeUser({ id: 'u-3', apiKey: 'k-3', prename: 'Hedy' });
    const api = fakeApi({
      'POST /auth/setnewpw': () =>
        ok({ userdata: user, msg: { headline: 'Password changed', text: 'Your new password is active.' } }),
      'POST /auth/checklogin': () => ok({ userdata: user }),
      'GET /streams/usertracks': () => ok([]),
    });
    const { currentPath } = renderApp('/login/set-new-password/r-77', { api });
    fireEvent.change(password(), { target: { value: 'Longer#Pass1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await expectSnackbar('Password changed', 'Your new password is active.')).toBe('success');
    await waitFor(() => expect(currentPath()).toBe('/home'));
    expect(await screen.findByRole('heading', { name: 'Welcome Hedy' })).toBeTruthy();
    expect(api.callsTo('POST /auth/setnewpw')[0]?.body).toEqual({ resetId: 'r-77', password: 'Longer#Pass1' });
    // The server remembers the browser by an httpOnly cookie; the page keeps only that flag, never the key.
    expect(localStorage.getItem('idea_autologin')).toBe('1');
    expect(JSON.stringify({ ...localStorage })).not.toContain('k-3');
  });
});
