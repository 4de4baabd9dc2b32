import { type components, type paths, toApiError, type UploadOptions } from '@idea-studio/sdk';

/**
 * A fake of the Idea Studio API for component tests, handed to the SDK client as its `fetch` (no globals are
 * patched). Handlers are keyed by "METHOD /path" as written in the contract and must answer the contract's
 * 200 body for that operation — typed from the generated `paths`, so a contract change breaks the tests that
 * rely on the old shape. Requests without a handler get a 501 envelope and are listed in `unhandled`.
 * Multipart uploads (`upload`, the app's stand-in for `uploadWithProgress`) reach the same handlers; their body is
 * the form's fields with the file as `{ name, type, size }`.
 */

export type Schemas = components['schemas'];
type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';

type OperationOf<P extends keyof paths, M extends Method> = paths[P][M];

/** "POST /auth/login", "GET /auth/promotion/{promotionId}", … — every operation of the contract. */
export type RouteKey = {
  [P in keyof paths]: {
    [M in Method]: OperationOf<P, M> extends { responses: unknown } ? `${Uppercase<M>} ${P & string}` : never;
  }[Method];
}[keyof paths];

type SplitKey<K> = K extends `${infer M} ${infer P}` ? [Lowercase<M>, P] : never;

/** The JSON body the contract promises for a 200 answer of a route. */
export type OkBody<K extends RouteKey> =
  SplitKey<K> extends [infer M, infer P]
    ? P extends keyof paths
      ? M extends Method
        ? OperationOf<P, M> extends { responses: { 200: { content: { 'application/json': infer B } } } }
          ? B
          : never
        : never
      : never
    : never;

export interface Reply<B> {
  status: number;
  body: B | Schemas['ErrorEnvelope'] | undefined;
  headers?: Record<string, string>;
  /** Bytes sent as they are instead of the JSON body (downloads). */
  raw?: Uint8Array<ArrayBuffer> | string;
}

export interface FakeCall {
  key: string;
  method: string;
  /** The path below /api, e.g. /auth/login. */
  path: string;
  /** Path parameters of the matched route, e.g. { promotionId: 'summer' }. */
  params: Record<string, string>;
  query: URLSearchParams;
  headers: Headers;
  /** The parsed JSON body of the request, if any. */
  body: unknown;
}

export type Handler<K extends RouteKey> = (call: FakeCall) => Reply<OkBody<K>> | Promise<Reply<OkBody<K>>>;
export type Handlers = { [K in RouteKey]?: Handler<K> };

/** A 200 answer with the contract's body. */
export function ok<B>(body: B): Reply<B> {
  return { status: 200, body };
}

/** An error answer in the envelope. */
export function fail(status: number, code: string, headline: string, text: string): Reply<never> {
  const envelope: Schemas['ErrorEnvelope'] = { msg: { headline, text }, code };
  return { status, body: envelope };
}

/** A 200 answer with a file, as downloads send it (e.g. a PDF with its Content-Disposition). */
export function file(bytes: Uint8Array<ArrayBuffer> | string, contentType: string, fileName: string): Reply<never> {
  return {
    status: 200,
    body: undefined,
    raw: bytes,
    headers: {
      'content-type': contentType,
      'content-disposition': `attachment; filename="${fileName}"`,
    },
  };
}

/** A 429 with the server's envelope. */
export const tooManyRequests = () => fail(429, 'tooManyRequests', 'Slow down', 'Too many attempts.');
/** The 401 of a missing session. */
export const notLoggedIn = () => fail(401, 'notLoggedIn', 'Not logged in', 'Please log in.');

function compile(template: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { regex: new RegExp(`^${source}$`), names };
}

export interface FakeApi {
  fetch: (request: Request) => Promise<Response>;
  /** Every request, in order. */
  calls: FakeCall[];
  /** Requests no handler answered. */
  unhandled: FakeCall[];
  /** The calls of one route, e.g. `api.callsTo('POST /auth/login')`. */
  callsTo(key: RouteKey): FakeCall[];
  /** Adds or replaces handlers. */
  on(handlers: Handlers): void;
  /**
   * The uploader handed to the app: reports `uploadProgress` (percentages of the file's size) through
   * `onProgress`, then answers through the handlers like `fetch`, resolving to the body or rejecting with the
   * SDK's `ApiError`.
   */
  upload: <T>(options: UploadOptions) => Promise<T>;
  /** Progress events each upload reports before its request is answered (default: one at 100 %). */
  uploadProgress: number[];
}

/** The file of an upload as handlers see it in `call.body`. */
export interface UploadedFile {
  name: string;
  type: string;
  size: number;
}

export function fakeApi(initial: Handlers = {}, basePath = '/api'): FakeApi {
  const routes = new Map<string, { regex: RegExp; names: string[]; method: string; handler: Handler<RouteKey> }>();
  const calls: FakeCall[] = [];
  const unhandled: FakeCall[] = [];

  const on = (handlers: Handlers) => {
    for (const [key, handler] of Object.entries(handlers)) {
      const [method, template] = key.split(' ') as [string, string];
      routes.set(key, { ...compile(template), method, handler: handler as Handler<RouteKey> });
    }
  };
  on(initial);

  const dispatch = async (url: URL, method: string, headers: Headers, body: unknown): Promise<Response> => {
    const path = url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : url.pathname;
    for (const [key, route] of routes) {
      const match = route.method === method ? route.regex.exec(path) : null;
      if (!match) continue;
      const params = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]));
      const call: FakeCall = { key, method, path, params, query: url.searchParams, headers, body };
      calls.push(call);
      const reply = await route.handler(call);
      if (reply.raw !== undefined) return new Response(reply.raw, { status: reply.status, headers: reply.headers });
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json', ...reply.headers },
      });
    }
    const call: FakeCall = {
      key: `${method} ${path}`,
      method,
      path,
      params: {},
      query: url.searchParams,
      headers,
      body,
    };
    calls.push(call);
    unhandled.push(call);
    const envelope: Schemas['ErrorEnvelope'] = {
      msg: { headline: 'Not implemented', text: `The fake API has no handler for ${call.key}.` },
      code: 'notImplemented',
    };
    return new Response(JSON.stringify(envelope), { status: 501, headers: { 'content-type': 'application/json' } });
  };

  const fetch = async (request: Request): Promise<Response> => {
    const text = request.method === 'GET' ? '' : await request.clone().text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    return dispatch(new URL(request.url), request.method, request.headers, body);
  };

  const api: FakeApi = {
    fetch,
    calls,
    unhandled,
    callsTo: (key) => calls.filter((call) => call.key === key),
    on,
    uploadProgress: [100],
    upload: async <T>(options: UploadOptions): Promise<T> => {
      const { data, name, type } = options.file;
      const size = data instanceof Blob ? data.size : data.byteLength;
      for (const percent of api.uploadProgress) options.onProgress?.(Math.round((size * percent) / 100), size);
      const file: UploadedFile = { name, type, size };
      const url = new URL(`${options.baseUrl}${options.path}`, 'http://localhost');
      const response = await dispatch(url, 'POST', new Headers(), { ...options.fields, [options.field]: file });
      const text = await response.text();
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
      if (!response.ok) throw toApiError(response.status, body);
      return body as T;
    },
  };
  return api;
}
