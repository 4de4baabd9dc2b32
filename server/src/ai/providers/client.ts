// The `openai` library's client for one OpenAI-compatible endpoint. It sends the requests and parses answers and
// server-sent events; retries and the timeout between streamed chunks stay in openai.ts.
import { type APIError, OpenAI as Library } from 'openai';

export interface ClientOptions {
  baseUrl: string;
  apiKey?: string;
  timeoutMs: number;
}

const errorBodies = new WeakMap<APIError, string>();

/**
 * The whole body of a failed response. The library keeps only its `error` field, but compatible servers also
 * answer `{"detail": …}` or a top-level `message`, and a refused option is named there.
 */
export function errorBody(error: APIError): string {
  return errorBodies.get(error) ?? error.message;
}

// Named `OpenAI` like its parent: the library builds its User-Agent from the class name ("OpenAI/JS 6.x").
const EndpointClient = class OpenAI extends Library {
  protected override makeStatusError(
    status: number,
    body: object | undefined,
    message: string | undefined,
    headers: Headers,
  ): APIError {
    const error = super.makeStatusError(status, body as object, message, headers);
    errorBodies.set(error, body === undefined ? (message ?? '') : JSON.stringify(body));
    return error;
  }
};

/**
 * A request option naming a callback for every piece of the response body that arrives. The library parses
 * server-sent events itself and skips comments, yet gateways send comments (`: keep-alive`, `: PROCESSING`)
 * while a slow model thinks: each one still shows the endpoint is alive, so the timeout between chunks restarts
 * on it. Passed with `onEveryPiece` as a request's `fetchOptions`; the library hands it to `fetch`.
 */
const ON_BYTES = Symbol('onBytes');

type TappedInit = RequestInit & { [ON_BYTES]?: () => void };
type FetchOptions = NonNullable<NonNullable<Parameters<Library['chat']['completions']['create']>[1]>['fetchOptions']>;

/** The request option that calls `callback` for every piece of the response body (see ON_BYTES). */
export function onEveryPiece(callback: () => void): FetchOptions {
  return { [ON_BYTES]: callback } as FetchOptions;
}

/** `fetch`, calling the request's ON_BYTES callback for every piece of the response body. */
async function tappedFetch(url: string | URL | Request, init?: TappedInit): Promise<Response> {
  const onBytes = init?.[ON_BYTES];
  if (!onBytes) return fetch(url, init);
  const { [ON_BYTES]: _, ...plain } = init;
  const response = await fetch(url, plain);
  if (!response.body) return response;
  const tapped = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        onBytes();
        controller.enqueue(chunk);
      },
    }),
  );
  return new Response(tapped, { status: response.status, statusText: response.statusText, headers: response.headers });
}

export function createClient({ baseUrl, apiKey, timeoutMs }: ClientOptions): Library {
  return new EndpointClient({
    baseURL: baseUrl,
    // The library refuses to start without a key, yet local servers (Ollama, LM Studio, llama.cpp) need none: a
    // placeholder satisfies it, and the Authorization header is dropped so such servers get no made-up credential.
    apiKey: apiKey || 'not-needed',
    ...(apiKey ? {} : { defaultHeaders: { Authorization: null } }),
    // Bounds the wait for the response headers only; openai.ts watches the body (and a stream between chunks).
    timeout: timeoutMs,
    // One retry policy: ours (attempt count, capped Retry-After, never after streamed text was passed on).
    maxRetries: 0,
    // OPENAI_ORG_ID / OPENAI_PROJECT_ID must not leak in from the environment: the server's config is the source.
    organization: null,
    project: null,
    // Its logger would print prompts and answers (debug) or broken stream chunks (error); we log numbers only.
    logLevel: 'off',
    fetch: tappedFetch,
  });
}
