import type { UserData } from '@idea-studio/sdk';
import { atom } from 'jotai';
import { isLanguage } from '../../../i18n';
import { languageAtom } from '../../../i18n/languageAtom';
import { clearStorage, storageAtom, writeStored } from './storageAtom';
import { LEGACY_LOCAL_STORAGE_KEYS, LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS } from './storageKeys';

/** The logged-in user (`userdata` of the server), or null while nobody is logged in or the check is pending. */
export const userAtom = atom<UserData | null>(null);

/** localStorage `idea_autologin`: '1' while the server remembers this browser (its httpOnly cookie). */
export const rememberedAtom = storageAtom('local', LOCAL_STORAGE_KEYS.autoLogin);
/** localStorage `idea_loginemail`: the e-mail of the last login attempt (or registration). */
export const loginEmailAtom = storageAtom('local', LOCAL_STORAGE_KEYS.loginEmail);
/** sessionStorage: the URL to open after the next login (set by the auth guard, followed from /home). */
export const redirectPathAtom = storageAtom('session', SESSION_STORAGE_KEYS.redirect);
/** sessionStorage: the last URL visited in the app. */
export const lastUrlAtom = storageAtom('session', SESSION_STORAGE_KEYS.lastUrl);

/** Removes the auto-login id and key an older version kept in localStorage (see LEGACY_LOCAL_STORAGE_KEYS). */
export function forgetLegacyCredentials(): void {
  for (const key of LEGACY_LOCAL_STORAGE_KEYS) writeStored('local', key, null);
}

/**
 * Keeps the user of a checked session. A local `refreshtoken` timestamp is added when the server sends none, so
 * the avatar URL (`/api/user/avatar?r=…`) changes per session and the browser does not show a stale picture.
 * The UI follows the user's saved language.
 */
export const setUserAtom = atom(null, (get, set, user: UserData) => {
  set(userAtom, { ...user, refreshtoken: user.refreshtoken ?? Date.now() });
  if (isLanguage(user.lang) && get(languageAtom) !== user.lang) set(languageAtom, user.lang);
});

/**
 * A login completed (2FA code, auto-login or a new password): keep the user and note that the server now
 * remembers this browser (it set the httpOnly auto-login cookie with the answer). The API key of the answer is
 * for scripts and is not kept.
 */
export const startSessionAtom = atom(null, (_get, set, user: UserData) => {
  set(setUserAtom, user);
  set(unconfirmedNoticeAtom, false);
  set(rememberedAtom, '1');
});

/** Empties sessionStorage (the saved redirect, the last URL and anything else kept for this tab). */
export const clearSessionStorageAtom = atom(null, (_get, set) => {
  clearStorage('session');
  set(redirectPathAtom, null);
  set(lastUrlAtom, null);
});

/**
 * Logout (spec part 1 §4): clear sessionStorage, the auto-login flag and the user. The session and auto-login
 * cookies are httpOnly and cleared by the server's logout answer. The remembered login e-mail stays for the next
 * login.
 */
export const endSessionAtom = atom(null, (_get, set) => {
  set(clearSessionStorageAtom);
  set(rememberedAtom, null);
  set(userAtom, null);
});

/** Reads and forgets the saved redirect (it is followed once). */
export const takeRedirectAtom = atom(null, (get, set): string | null => {
  const target = get(redirectPathAtom);
  if (target !== null) set(redirectPathAtom, null);
  return target;
});

/**
 * The login page's notice that the account's e-mail address is not confirmed yet (part 1 §6), set wherever the
 * server answers `confirmEmail` (login, 2FA, auto-login, the auth guard) and cleared by a completed login.
 */
export const unconfirmedNoticeAtom = atom(false);

/**
 * The server refused an unconfirmed account: forget the user and stop auto-login (it would log in again and go
 * round between /home and /login) and show the notice on the login page.
 */
export const accountUnconfirmedAtom = atom(null, (_get, set) => {
  set(userAtom, null);
  set(rememberedAtom, null);
  set(unconfirmedNoticeAtom, true);
});
