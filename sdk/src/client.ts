// The Idea Studio client: openapi-fetch typed by the generated contract types, plus the request rules of
// spec part 1 §7 (credentials, Accept header, X-XSRF-TOKEN on unsafe same-origin requests, the `t` cache-buster
// on GETs) and the error rules of part 1 §8 (see errors.ts). Works in browsers (cookie session) and in Node
// (bearer token for the CLI and scripts).
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { ApiError, networkError, toApiError } from './errors.js';
import type { components, paths } from './generated/openapi.js';
import type { RunTimings } from './timings.js';

export type Paths = paths;
export type Schemas = components['schemas'];
export type IdeaClient = Client<paths>;
/** A language the product speaks (the contract's `Lang`): a user's system language, a page's, a mail's. */
export type Lang = Schemas['Lang'];

export const ACCEPT_HEADER = 'application/json, text/plain, text/html';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const DEFAULT_API_URL = 'http://localhost:3000/api';

export interface ClientOptions {
  /** `/api` in the browser; an absolute URL such as http://localhost:3000/api in Node. */
  baseUrl?: string;
  /** Bearer token (or a getter) for API clients without cookies. */
  token?: string | (() => string | undefined);
  /** Adds `t=<timestamp>` to every GET (default true). */
  cacheBust?: boolean;
  /** Reads a cookie; defaults to document.cookie in browsers. */
  readCookie?: (name: string) => string | undefined;
  /** Injected fetch, e.g. for tests. */
  fetch?: (request: Request) => Promise<Response>;
  /** Called for 401 or a `notLoggedIn` error (the web sends the user to login). */
  onUnauthorized?: (error: ApiError) => void;
  /** Called for 429 (the web shows 'Too many requests, please try again later.'). */
  onTooManyRequests?: (error: ApiError) => void;
  /** Called for every failed call with the error to show (the web's snackbar). */
  onError?: (error: ApiError) => void;
  /** Times every call into a run's stages (`run --autofill --timings`, the benchmark). */
  timings?: RunTimings;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function browserCookie(name: string): string | undefined {
  const doc = (globalThis as { document?: { cookie?: string } }).document;
  if (!doc?.cookie) return undefined;
  for (const part of doc.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

function isSameOrigin(url: string): boolean {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  if (!origin) return false;
  return new URL(url, origin).origin === origin;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.clone().text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function requestRules(options: ClientOptions): Middleware {
  const readCookie = options.readCookie ?? browserCookie;
  return {
    onRequest({ request }) {
      let next = request;
      if (options.cacheBust !== false && request.method === 'GET') {
        const url = new URL(request.url);
        url.searchParams.set('t', String(Date.now()));
        next = new Request(url, request);
      }
      if (!next.headers.has('Accept')) next.headers.set('Accept', ACCEPT_HEADER);
      const token = typeof options.token === 'function' ? options.token() : options.token;
      if (token) next.headers.set('Authorization', `Bearer ${token}`);
      if (!SAFE_METHODS.has(next.method) && (options.readCookie || isSameOrigin(next.url))) {
        const xsrf = readCookie(XSRF_COOKIE);
        if (xsrf) next.headers.set(XSRF_HEADER, xsrf);
      }
      return next;
    },
  };
}

export function errorRules(options: ClientOptions): Middleware {
  return {
    async onResponse({ response }) {
      if (response.ok) return undefined;
      const error = toApiError(response.status, await readBody(response));
      if (error.isUnauthorized) options.onUnauthorized?.(error);
      if (error.isRateLimited) options.onTooManyRequests?.(error);
      options.onError?.(error);
      return undefined;
    },
    onError({ error }) {
      const apiError = networkError(error);
      options.onError?.(apiError);
      return apiError;
    },
  };
}

export function createIdeaClient(options: ClientOptions = {}): IdeaClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? '/api',
    credentials: 'include',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(requestRules(options), errorRules(options));
  if (options.timings) client.use(options.timings.middleware);
  return client;
}

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Resolves to the data of a successful call, or throws the ApiError of a failed one. */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  let result: FetchResult<T>;
  try {
    result = await call;
  } catch (err) {
    throw err instanceof ApiError ? err : networkError(err);
  }
  if (!result.response.ok) throw toApiError(result.response.status, result.error);
  return result.data as T;
}
