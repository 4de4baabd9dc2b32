import { ApiError, type IdeaClient, networkError, type paths, toApiError } from '@idea-studio/sdk';
import createQueryHooks, { type OpenapiQueryClient } from 'openapi-react-query';

/**
 * openapi-react-query hooks over the quiet client, which `serverState` (queries.ts) builds its queries with. A
 * request that is asked again (a network failure or a 5xx, see `queryClient.ts`) is not reported once per attempt:
 * a query of `$api` carries `meta.reportFailure`, and its failure is reported once, after the last attempt, with the
 * rules of `client` (`useReportQueryFailures`).
 */
export type QueryHooks = OpenapiQueryClient<paths>;

/** `meta` of the queries whose failure is reported (snackbar, login on 401, the 429 message). */
export const REPORT_FAILURE = { reportFailure: true } as const;

type Call = (path: never, init?: { signal?: AbortSignal }) => Promise<{ error?: unknown; response: Response }>;

/**
 * The client as query hooks want it: a failed call rejects with the SDK's `ApiError` (as `unwrap` does, so retries
 * and callers see the status), and a request is never aborted — a page that stops listening only means its answer
 * is cached for the next one (an aborted request would count as a failure).
 */
function rejecting(client: IdeaClient): IdeaClient {
  const wrap =
    (call: Call): Call =>
    async (path, init) => {
      const { signal: _ignored, ...rest } = init ?? {};
      let result: Awaited<ReturnType<Call>>;
      try {
        result = await call(path, rest);
      } catch (error) {
        throw error instanceof ApiError ? error : networkError(error);
      }
      if (!result.response.ok) throw toApiError(result.response.status, result.error);
      return result;
    };
  const methods = client as unknown as Record<'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH', Call>;
  return {
    ...client,
    GET: wrap(methods.GET),
    POST: wrap(methods.POST),
    PUT: wrap(methods.PUT),
    DELETE: wrap(methods.DELETE),
    PATCH: wrap(methods.PATCH),
  } as unknown as IdeaClient;
}

type AnyOptions = { meta?: Record<string, unknown> } | undefined;

/**
 * openapi-react-query over the quiet client. With `reportFailures` every query it makes carries `REPORT_FAILURE`.
 * Query errors are the SDK's `ApiError` (the types say the contract's error body, which the adapter turns into one).
 */
export function createQueries(quiet: IdeaClient, { reportFailures }: { reportFailures: boolean }): QueryHooks {
  const hooks = createQueryHooks<paths>(rejecting(quiet));
  if (!reportFailures) return hooks;
  const reported = (options: AnyOptions) => ({ ...options, meta: { ...options?.meta, ...REPORT_FAILURE } });
  type Loose = (method: string, path: string, init?: unknown, options?: AnyOptions, client?: unknown) => unknown;
  const queryOptions = hooks.queryOptions as unknown as Loose;
  const useQuery = hooks.useQuery as unknown as Loose;
  const useSuspenseQuery = hooks.useSuspenseQuery as unknown as Loose;
  return {
    ...hooks,
    queryOptions: ((method, path, init, options) => queryOptions(method, path, init, reported(options))) as Loose,
    useQuery: ((method, path, init, options, client) =>
      useQuery(method, path, init, reported(options), client)) as Loose,
    useSuspenseQuery: ((method, path, init, options, client) =>
      useSuspenseQuery(method, path, init, reported(options), client)) as Loose,
  } as unknown as QueryHooks;
}
