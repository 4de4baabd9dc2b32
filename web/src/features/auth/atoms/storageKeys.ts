import { LANGUAGE_STORAGE_KEY } from '../../../i18n';

/**
 * Every name the web app keeps in browser storage (spec part 1 §3), in one place. The values are plain strings,
 * not JSON, so they read the same in the browser's developer tools as they are written here.
 */
export const LOCAL_STORAGE_KEYS = {
  /**
   * '1' while this browser holds an auto-login cookie (`idea_remember`, httpOnly, set by the server at a completed
   * login): the login page then asks the server to log in by itself. The flag is no secret; the token is out of
   * the page's reach.
   */
  autoLogin: 'idea_autologin',
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

/**
 * Where spec part 1 §3 kept the auto-login user id and API key (`idea_userId`, `idea_apiKey`). A key in storage any
 * script of the page can read is a stolen login waiting to happen, so the app keeps neither and removes them
 * wherever an older version left them (see `forgetLegacyCredentials`).
 */
export const LEGACY_LOCAL_STORAGE_KEYS = ['idea_userId', 'idea_apiKey'] as const;

/** Cookies of a browser session. All are set and cleared by the server; only XSRF-TOKEN is readable by the page. */
export const COOKIE_NAMES = {
  session: 'idea_usersession',
  xsrf: 'XSRF-TOKEN',
  /** The auto-login token: path /api/auth, SameSite=Strict, replaced at each use, 30 days after the login at most. */
  remember: 'idea_remember',
} as const;
