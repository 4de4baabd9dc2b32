import { LANGUAGE_STORAGE_KEY } from '../../../i18n';

/**
 * Every name the web app keeps in browser storage (spec part 1 §3), in one place. The values are plain strings,
 * not JSON, so they read the same in the browser's developer tools as they are written here.
 */
export const LOCAL_STORAGE_KEYS = {
  /** The user id for auto-login (`userdata.id`), written after a completed login. */
  userId: 'idea_userId',
  /** The API key for auto-login (`userdata.apiKey`), written together with the user id. */
  apiKey: 'idea_apiKey',
  /** The remembered login e-mail: prefills password-forgotten and enables "New code" on the 2FA page. */
  loginEmail: 'idea_loginemail',
  /** The chosen UI language ('en' | 'de'); owned by `src/i18n`. */
  language: LANGUAGE_STORAGE_KEY,
} as const;

export const SESSION_STORAGE_KEYS = {
  /** Where to go after login: the guarded URL the user tried to open. Followed once from /home. */
  redirect: 'idea_redirect',
  /** The last URL visited inside the app (path and query). */
  lastUrl: 'idea_lastUrl',
} as const;

/** Cookies of a browser session. Both are set and cleared by the server; the session cookie is httpOnly. */
export const COOKIE_NAMES = {
  session: 'idea_usersession',
  xsrf: 'XSRF-TOKEN',
} as const;
