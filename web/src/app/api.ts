import {
  ApiError,
  createIdeaClient,
  FALLBACK_HEADLINE,
  FALLBACK_TEXT,
  type HubUploadOptions,
  type IdeaClient,
  networkError,
  type Schemas,
  type UploadOptions,
  uploadHubFile,
  uploadWithProgress,
} from '@idea-studio/sdk';
import { redirectPathAtom, userAtom } from '../features/auth/atoms/sessionAtoms';
import { i18n } from '../i18n';
import { type SnackbarMessage, showSnackbarAtom } from '../ui/snackbar/snackbarAtoms';
import { createQueries, type QueryHooks } from './queryHooks';
import type { AppStore } from './store';

/** The API answers under /api of the app's own origin (the Vite dev server proxies it to the API server). */
export const API_BASE_URL = '/api';

/**
 * The web app's access to the API: one configuration, two faces.
 * - `client` applies the interceptor rules of spec part 1 §8: every failed call shows in the snackbar (the
 *   server's headline and text, else the generic texts), 429 shows 'Too many requests, please try again later.',
 *   and 401 / `notLoggedIn` outside the auth pages forgets the user, saves the page for after login and opens
 *   /login.
 * - `quiet` makes the same requests without any of that, for calls that stay silent per §8 (auto-login, logout,
 *   the promotion check) and for the auth guard, which handles its own failure.
 * Both throw `ApiError` through `unwrap`, so callers can still react to a failure. `$api` and `$quiet` are the
 * same two as openapi-react-query hooks, for server state (see `queries.ts`): a failed query of `$api` is
 * reported with the rules of `client` once, after its last attempt.
 */
export interface AppApi {
  client: IdeaClient;
  quiet: IdeaClient;
  $api: QueryHooks;
  $quiet: QueryHooks;
  /**
   * Applies the interceptor rules of `client` to a failure of a `quiet` call, for pages that first handle some
   * failures themselves (e.g. a refused download is an info message, not an error).
   */
  report: (error: unknown) => void;
  /**
   * A multipart upload with real progress (the SDK's `uploadWithProgress` against this API). Quiet like `quiet`:
   * upload errors belong to the file they concern (a row's error text), so callers decide what to `report`.
   */
  upload: <T>(options: AppUploadOptions) => Promise<T>;
  /**
   * A knowledge hub upload through the SDK's `uploadHubFile` (its upload rules first, then the upload with
   * progress events), quiet like `upload`.
   */
  uploadHubFile: (options: Omit<HubUploadOptions, 'baseUrl' | 'send' | 'token'>) => Promise<Schemas['HubFile']>;
}

/** An upload below the API's base address (path, field, file, fields, progress). */
export type AppUploadOptions = Omit<UploadOptions, 'baseUrl'>;

/** The function that sends uploads: the SDK's in the app, a fake in tests. */
export type Uploader = <T>(options: UploadOptions) => Promise<T>;

export interface AppApiOptions {
  /** The Jotai store whose snackbar and session state the interceptor updates. */
  store: AppStore;
  /** Opens a path of the app (wouter's navigate). */
  navigate: (to: string) => void;
  /** The page shown now: path plus query. */
  currentUrl: () => string;
  /** Injected fetch (tests); the browser's fetch otherwise. */
  fetch?: (request: Request) => Promise<Response>;
  /** Injected uploader (tests); the SDK's `uploadWithProgress` otherwise. */
  upload?: Uploader;
  baseUrl?: string;
}

/** Pages that deal with logging in themselves: a 401 there (e.g. a wrong password) must not redirect. */
export function isAuthPage(url: string): boolean {
  const path = url.split(/[?#]/)[0] ?? '';
  return path === '/login' || path.startsWith('/login/') || path.startsWith('/promotion/');
}

/** Headline and text of a failed call; the SDK's generic English fallback is shown in the UI language. */
export function errorMessage(error: Pick<ApiError, 'headline' | 'text'>): Omit<SnackbarMessage, 'type'> {
  return {
    headline: error.headline === FALLBACK_HEADLINE ? i18n.t('errors.headline') : error.headline,
    text: error.text === FALLBACK_TEXT ? i18n.t('errors.text') : error.text,
  };
}

/** The generic error of spec part 1 §8 ('Error' / 'There was a undetected error. Please try again later.'). */
export function genericErrorMessage(): SnackbarMessage {
  return { type: 'error', headline: i18n.t('errors.headline'), text: i18n.t('errors.text') };
}

export function tooManyRequestsMessage(): SnackbarMessage {
  return { type: 'error', headline: i18n.t('errors.headline'), text: i18n.t('errors.tooManyRequests') };
}

export function createAppApi(options: AppApiOptions): AppApi {
  const { store } = options;
  const shared = {
    baseUrl: options.baseUrl ?? API_BASE_URL,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
  const onTooManyRequests = () => store.set(showSnackbarAtom, tooManyRequestsMessage());
  const onError = (error: ApiError) => {
    if (error.isRateLimited) return; // already shown by onTooManyRequests
    store.set(showSnackbarAtom, { type: 'error', ...errorMessage(error) });
  };
  const onUnauthorized = () => {
    const url = options.currentUrl();
    if (isAuthPage(url)) return;
    store.set(userAtom, null);
    store.set(redirectPathAtom, url);
    options.navigate('/login');
  };
  const client = createIdeaClient({ ...shared, onTooManyRequests, onError, onUnauthorized });
  const quiet = createIdeaClient(shared);
  const report = (cause: unknown) => {
    const error = cause instanceof ApiError ? cause : networkError(cause);
    if (error.isUnauthorized) onUnauthorized();
    if (error.isRateLimited) onTooManyRequests();
    onError(error);
  };
  const send = options.upload ?? uploadWithProgress;
  const upload = <T>(upload: AppUploadOptions) => send<T>({ baseUrl: shared.baseUrl, ...upload });
  return {
    client,
    quiet,
    $api: createQueries(quiet, { reportFailures: true }),
    $quiet: createQueries(quiet, { reportFailures: false }),
    report,
    upload,
    uploadHubFile: (options) => uploadHubFile({ ...options, baseUrl: shared.baseUrl, send }),
  };
}
