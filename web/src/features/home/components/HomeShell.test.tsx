import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, notLoggedIn, ok, type Schemas } from '../../../test/fakeApi';
import { makeUser, userDataResponse } from '../../../test/fixtures';
import { pageTitle, storeRemembered } from '../../../test/helpers';
import { renderApp } from '../../../test/render';
import { userAtom } from '../../auth/atoms';
import { backButtonAtom } from '../atoms/backButtonAtom';

function home(user: Schemas['User'] = makeUser(), path = '/home', extra: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'POST /auth/checklogin': () => ok(userDataResponse(user)),
    'GET /streams/usertracks': () => ok([]),
    ...extra,
  });
  return renderApp(path, { api });
}

const openMenu = async () => {
  fireEvent.click(await screen.findByRole('button', { name: /^User menu/ }));
};

describe('home page', () => {
  it('greets the user by first name with the tagline', async () => {
    home(makeUser({ prename: 'Ada' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Ada' })).toBeTruthy();
    expect(screen.getByText('A great day to disrupt the world with your innovation!')).toBeTruthy();
  });

  it('greets without a name when there is none', async () => {
    home(makeUser({ prename: null }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeTruthy();
  });

  it('has the logo linking to /home', async () => {
    home();
    const logo = await screen.findByRole('link', { name: 'Idea Studio — home' });
    expect(logo.getAttribute('href')).toBe('/home');
  });
});

describe('user menu', () => {
  it('shows the picture when the user has one', async () => {
    home(makeUser({ avatar: 1, refreshtoken: 1763700000000 }));
    const button = await screen.findByRole('button', { name: /^User menu/ });
    const image = button.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/api/user/avatar?r=1763700000000');
    expect(button.textContent).toContain('Ada Lovelace');
  });

  it('shows the initials without a picture', async () => {
    home(makeUser({ avatar: 0, prename: 'grace', lastname: 'hopper' }));
    const button = await screen.findByRole('button', { name: /^User menu/ });
    expect(button.querySelector('[data-kind="initials"]')?.textContent).toBe('GH');
    expect(button.querySelector('img')).toBeNull();
  });

  it('shows a user icon and the e-mail without names', async () => {
    home(makeUser({ prename: null, lastname: null, email: 'anon@example.com' }));
    const button = await screen.findByRole('button', { name: /^User menu/ });
    expect(button.querySelector('[data-kind="icon"] svg')).toBeTruthy();
    expect(button.textContent).toContain('anon@example.com');
  });

  it('offers Profile Settings, Switch to German and Logout', async () => {
    home();
    await openMenu();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Profile Settings',
      'Switch to German',
      'Logout',
    ]);
  });

  it('Profile Settings opens /home/account, which shows Close instead of the menu; Close goes back to /home', async () => {
    const { currentPath } = home();
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Profile Settings' }));
    await waitFor(() => expect(currentPath()).toBe('/home/account'));
    expect(pageTitle()).toBe('Profile Settings');
    expect(screen.queryByRole('button', { name: /^User menu/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(currentPath()).toBe('/home'));
    expect(await screen.findByRole('button', { name: /^User menu/ })).toBeTruthy();
  });

  it('Close elsewhere goes back in the history', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const { store } = home(makeUser(), '/home/track/42');
    await screen.findByRole('button', { name: /^User menu/ });
    act(() => store.set(backButtonAtom, true));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('Switch to German switches the whole UI and saves lang de; the entry then offers English', async () => {
    const user = makeUser({ prename: 'Ada', lastname: 'Lovelace', intentionRoleId: 2 });
    const { api, store } = home(user, '/home', { 'POST /user/data': () => ok(true) });
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Switch to German' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen Ada' })).toBeTruthy();
    expect(screen.getByText('Ein großartiger Tag, um die Welt mit deiner Innovation aufzumischen!')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('POST /user/data')).toHaveLength(1));
    expect(api.callsTo('POST /user/data')[0]?.body).toEqual({
      prename: 'Ada',
      lastname: 'Lovelace',
      intentionRoleId: 2,
      lang: 'de',
    });
    expect(localStorage.getItem('idea_lang')).toBe('de');
    expect(store.get(userAtom)?.lang).toBe('de');

    fireEvent.click(screen.getByRole('button', { name: /^Benutzermenü/ }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Profileinstellungen',
      'Auf Englisch umstellen',
      'Abmelden',
    ]);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Auf Englisch umstellen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Ada' })).toBeTruthy();
    await waitFor(() => expect(api.callsTo('POST /user/data')).toHaveLength(2));
    expect(api.callsTo('POST /user/data')[1]?.body).toMatchObject({ lang: 'en' });
  });

  it('a 401 while saving sends the user to /login', async () => {
    const { currentPath, store } = home(makeUser(), '/home', { 'POST /user/data': () => notLoggedIn() });
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Switch to German' }));
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(store.get(userAtom)).toBeNull();
    expect(sessionStorage.getItem('idea_redirect')).toBe('/home');
  });

  it('Logout ends the session on the server, clears storage and state, and opens /login', async () => {
    storeRemembered();
    localStorage.setItem('idea_loginemail', 'ada@example.com');
    const { api, currentPath, store } = home(makeUser(), '/home', {
      'POST /auth/logout': () => ok({ success: true }),
    });
    sessionStorage.setItem('something', 'of this tab');
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(api.callsTo('POST /auth/logout')).toHaveLength(1);
    expect(localStorage.getItem('idea_autologin')).toBeNull();
    expect(localStorage.getItem('idea_loginemail')).toBe('ada@example.com');
    expect(sessionStorage.getItem('something')).toBeNull();
    // what is left is only the page the app is on now
    expect(Object.keys(sessionStorage)).toEqual(['idea_lastUrl']);
    expect(sessionStorage.getItem('idea_lastUrl')).toBe('/login');
    expect(store.get(userAtom)).toBeNull();
    // no credentials left, so the login page does not log straight back in
    expect(api.callsTo('POST /auth/autologin')).toHaveLength(0);
    expect(pageTitle()).toBe('Log in');
  });

  it('Logout also ends the local session when the server call fails, without a message', async () => {
    storeRemembered();
    const { currentPath } = home(makeUser(), '/home', {
      'POST /auth/logout': () => ({ status: 500, body: undefined }),
    });
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(localStorage.getItem('idea_autologin')).toBeNull();
    expect(screen.queryByTestId('snackbar')).toBeNull();
  });

  it('starts in the language the user saved', async () => {
    home(makeUser({ lang: 'de', prename: 'Ada' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen Ada' })).toBeTruthy();
  });
});
