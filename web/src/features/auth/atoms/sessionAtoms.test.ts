import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { languageAtom } from '../../../i18n/languageAtom';
import { makeUser } from '../../../test/fixtures';
import {
  endSessionAtom,
  forgetLegacyCredentials,
  lastUrlAtom,
  loginEmailAtom,
  redirectPathAtom,
  rememberedAtom,
  startSessionAtom,
  takeRedirectAtom,
  userAtom,
} from './sessionAtoms';
import { LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS } from './storageKeys';

describe('browser storage keys (spec part 1 §3)', () => {
  it('uses the names of the spec for the login e-mail, and keeps no auto-login secret where scripts can read it', () => {
    expect(LOCAL_STORAGE_KEYS).toEqual({
      autoLogin: 'idea_autologin',
      loginEmail: 'idea_loginemail',
      language: 'idea_lang',
    });
    expect(Object.values(SESSION_STORAGE_KEYS)).toEqual(['idea_redirect', 'idea_lastUrl']);
  });

  it('removes the user id and API key an older version kept in localStorage', () => {
    localStorage.setItem('idea_userId', 'u-7');
    localStorage.setItem('idea_apiKey', 'k-7');
    localStorage.setItem('idea_loginemail', 'grace@example.com');
    forgetLegacyCredentials();
    expect(localStorage.getItem('idea_userId')).toBeNull();
    expect(localStorage.getItem('idea_apiKey')).toBeNull();
    expect(localStorage.getItem('idea_loginemail')).toBe('grace@example.com');
  });
});

describe('session atoms', () => {
  it('read what storage holds when a store first reads them', () => {
    localStorage.setItem('idea_autologin', '1');
    localStorage.setItem('idea_loginemail', 'grace@example.com');
    sessionStorage.setItem('idea_redirect', '/track/9');
    const store = createStore();
    expect(store.get(rememberedAtom)).toBe('1');
    expect(store.get(loginEmailAtom)).toBe('grace@example.com');
    expect(store.get(redirectPathAtom)).toBe('/track/9');
  });

  it('store plain strings and remove the key for null', () => {
    const store = createStore();
    store.set(loginEmailAtom, 'ada@example.com');
    expect(localStorage.getItem('idea_loginemail')).toBe('ada@example.com');
    store.set(loginEmailAtom, null);
    expect(localStorage.getItem('idea_loginemail')).toBeNull();
    expect(store.get(loginEmailAtom)).toBeNull();
  });

  it('a started session keeps the user and the user language, notes auto-login and stores no id or key', () => {
    const store = createStore();
    store.set(startSessionAtom, makeUser({ id: 'u-42', apiKey: 'k-42', lang: 'de', refreshtoken: null }));
    expect(localStorage.getItem('idea_autologin')).toBe('1');
    expect(JSON.stringify({ ...localStorage })).not.toContain('k-42');
    expect(store.get(userAtom)?.id).toBe('u-42');
    expect(store.get(userAtom)?.refreshtoken).toEqual(expect.any(Number));
    expect(store.get(languageAtom)).toBe('de');
  });

  it('ending the session clears sessionStorage, the auto-login flag and the user but keeps the login e-mail', () => {
    const store = createStore();
    store.set(startSessionAtom, makeUser());
    store.set(loginEmailAtom, 'ada@example.com');
    store.set(lastUrlAtom, '/home');
    sessionStorage.setItem('other', 'x');
    store.set(endSessionAtom);
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(rememberedAtom)).toBeNull();
    expect(store.get(lastUrlAtom)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('idea_autologin')).toBeNull();
    expect(localStorage.getItem('idea_loginemail')).toBe('ada@example.com');
  });

  it('a saved redirect is taken once', () => {
    const store = createStore();
    store.set(redirectPathAtom, '/home/track/3');
    expect(store.set(takeRedirectAtom)).toBe('/home/track/3');
    expect(store.set(takeRedirectAtom)).toBeNull();
    expect(sessionStorage.getItem('idea_redirect')).toBeNull();
  });
});
