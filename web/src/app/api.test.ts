import { ApiError, unwrap } from '@idea-studio/sdk';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { redirectPathAtom, userAtom } from '../features/auth/atoms';
import { i18n } from '../i18n';
import { fail, fakeApi, notLoggedIn, ok, tooManyRequests } from '../test/fakeApi';
import { makeUser } from '../test/fixtures';
import { snackbarAtom } from '../ui/snackbar';
import { createAppApi, isAuthPage } from './api';

function setup(currentUrl: string, handlers: Parameters<typeof fakeApi>[0]) {
  const store = createStore();
  const api = fakeApi(handlers);
  const visited: string[] = [];
  const app = createAppApi({
    store,
    fetch: api.fetch,
    navigate: (to) => visited.push(to),
    currentUrl: () => currentUrl,
  });
  return { store, api, visited, app };
}

const snackbar = (store: ReturnType<typeof createStore>) => {
  const { visible, type, headline, text } = store.get(snackbarAtom);
  return { visible, type, headline, text };
};

describe('interceptor rules (spec part 1 §8)', () => {
  it("shows the server's headline and text in the snackbar and still rejects the call", async () => {
    const { store, app } = setup('/home', {
      'POST /user/data': () => fail(400, 'validation', 'Invalid data', 'The first name is too long.'),
    });
    const call = unwrap(app.client.POST('/user/data', { body: { prename: 'x'.repeat(101) } }));
    await expect(call).rejects.toMatchObject({ status: 400, code: 'validation' });
    expect(snackbar(store)).toEqual({
      visible: true,
      type: 'error',
      headline: 'Invalid data',
      text: 'The first name is too long.',
    });
  });

  it('falls back to the generic texts, in the UI language', async () => {
    const { store, app } = setup('/home', { 'GET /health': () => ({ status: 500, body: undefined }) });
    await unwrap(app.client.GET('/health')).catch(() => undefined);
    expect(snackbar(store)).toMatchObject({
      headline: 'Error',
      text: 'There was a undetected error. Please try again later.',
    });

    await i18n.changeLanguage('de');
    await unwrap(app.client.GET('/health')).catch(() => undefined);
    expect(snackbar(store)).toMatchObject({
      headline: 'Fehler',
      text: 'Es ist ein unerwarteter Fehler aufgetreten. Bitte versuche es später noch einmal.',
    });
  });

  it("shows 'Too many requests, please try again later.' for 429, once", async () => {
    const { store, app } = setup('/login', { 'POST /auth/login': () => tooManyRequests() });
    await unwrap(app.client.POST('/auth/login', { body: { email: 'ada@example.com', password: 'x' } })).catch(
      () => undefined,
    );
    expect(snackbar(store)).toEqual({
      visible: true,
      type: 'error',
      headline: 'Error',
      text: 'Too many requests, please try again later.',
    });
    expect(store.get(snackbarAtom).id).toBe(1);
  });

  it('sends the user to /login on 401 outside the auth pages, forgetting the user and keeping the page', async () => {
    const { store, app, visited } = setup('/home/account?tab=2', { 'POST /user/data': () => notLoggedIn() });
    store.set(userAtom, makeUser());
    await unwrap(app.client.POST('/user/data', { body: { lang: 'de' } })).catch(() => undefined);
    expect(visited).toEqual(['/login']);
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(redirectPathAtom)).toBe('/home/account?tab=2');
    expect(sessionStorage.getItem('idea_redirect')).toBe('/home/account?tab=2');
    expect(snackbar(store)).toMatchObject({ headline: 'Not logged in', text: 'Please log in.' });
  });

  it('treats the notLoggedIn code like a 401', async () => {
    const { app, visited } = setup('/home', {
      'POST /user/data': () => fail(403, 'notLoggedIn', 'Session ended', 'Please log in again.'),
    });
    await unwrap(app.client.POST('/user/data', { body: { lang: 'de' } })).catch(() => undefined);
    expect(visited).toEqual(['/login']);
  });

  it('stays on the auth pages, where a 401 means wrong credentials', async () => {
    const { store, app, visited } = setup('/login', {
      'POST /auth/login': () => fail(401, 'invalidCredentials', 'Login failed', 'E-mail or password is wrong.'),
    });
    await unwrap(app.client.POST('/auth/login', { body: { email: 'ada@example.com', password: 'x' } })).catch(
      () => undefined,
    );
    expect(visited).toEqual([]);
    expect(snackbar(store)).toMatchObject({ headline: 'Login failed', text: 'E-mail or password is wrong.' });
  });

  it('the quiet client shows nothing and navigates nowhere, but still rejects', async () => {
    const { store, app, visited, api } = setup('/home', {
      'POST /auth/checklogin': () => notLoggedIn(),
      'POST /auth/logout': () => tooManyRequests(),
    });
    await expect(unwrap(app.quiet.POST('/auth/checklogin', { body: {} }))).rejects.toMatchObject({ status: 401 });
    await app.quiet.POST('/auth/logout', {});
    expect(api.calls.map((c) => c.key)).toEqual(['POST /auth/checklogin', 'POST /auth/logout']);
    expect(visited).toEqual([]);
    expect(store.get(snackbarAtom).visible).toBe(false);
  });

  it('answers successful calls with the typed data', async () => {
    const user = makeUser({ prename: 'Grace' });
    const { app } = setup('/home', { 'POST /auth/checklogin': () => ok({ userdata: user }) });
    const data = await unwrap(app.client.POST('/auth/checklogin', { body: {} }));
    expect(data.userdata.prename).toBe('Grace');
  });
});

describe('report: the interceptor rules for a failure of a quiet call', () => {
  it('shows the error, and on 401 opens /login with the page saved', async () => {
    const { store, app, visited } = setup('/track/t1?roundId=r1', {
      'GET /knowledgehub/trackresult/{roundId}': () => notLoggedIn(),
    });
    store.set(userAtom, makeUser());
    const error = await unwrap(
      app.quiet.GET('/knowledgehub/trackresult/{roundId}', { params: { path: { roundId: 'r1' } } }),
    ).catch((e: unknown) => e);
    expect(visited).toEqual([]);
    app.report(error);
    expect(visited).toEqual(['/login']);
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(redirectPathAtom)).toBe('/track/t1?roundId=r1');
    expect(snackbar(store)).toMatchObject({ type: 'error', headline: 'Not logged in', text: 'Please log in.' });
  });

  it('shows the rate limit text once for 429 and the generic texts for anything that is not an ApiError', () => {
    const { store, app } = setup('/home', {});
    app.report(new ApiError(429, 'Error', 'Too many requests, please try again later.', undefined));
    expect(snackbar(store)).toMatchObject({ text: 'Too many requests, please try again later.' });
    expect(store.get(snackbarAtom).id).toBe(1);
    app.report(new TypeError('Failed to fetch'));
    expect(snackbar(store)).toMatchObject({
      headline: 'Error',
      text: 'There was a undetected error. Please try again later.',
    });
  });
});

describe('isAuthPage', () => {
  it.each([
    ['/login', true],
    ['/login/verify/v1?code=123456', true],
    ['/login/register', true],
    ['/promotion/summer', true],
    ['/home', false],
    ['/home/account', false],
    ['/track/42', false],
    ['/loginx', false],
  ])('%s → %s', (url, expected) => {
    expect(isAuthPage(url)).toBe(expected);
  });
});
