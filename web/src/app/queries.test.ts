import { ApiError, createIdeaClient } from '@idea-studio/sdk';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fail, fakeApi, ok } from '../test/fakeApi';
import { makeUser } from '../test/fixtures';
import { makeUserTrack } from '../test/trackFixtures';
import { createQueries, REPORT_FAILURE, serverState } from './queries';

function setup(handlers: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(handlers);
  const quiet = createIdeaClient({ baseUrl: 'http://localhost/api', fetch: api.fetch });
  return {
    api,
    quiet,
    $api: createQueries(quiet, { reportFailures: true }),
    $quiet: createQueries(quiet, { reportFailures: false }),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  };
}

describe('server state queries', () => {
  it('answer the contract body and reject a refusal with the SDK ApiError and its status', async () => {
    const { $api, queryClient } = setup({
      'GET /streams/usertracks': () => ok([makeUserTrack({ name: 'Kiosk' })]),
      'GET /rounds/{roundId}/track': () => fail(404, 'notFound', 'Not found', 'This round does not exist.'),
    });
    const tracks = await queryClient.fetchQuery(serverState.userTracks($api));
    expect(tracks.map((t) => t.name)).toEqual(['Kiosk']);
    const error = await queryClient.fetchQuery(serverState.round($api, 'r-9')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect([(error as ApiError).status, (error as ApiError).code, (error as ApiError).text]).toEqual([
      404,
      'notFound',
      'This round does not exist.',
    ]);
  });

  it('turn a request without an answer into the SDK network error', async () => {
    const quiet = createIdeaClient({
      baseUrl: 'http://localhost/api',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const $api = createQueries(quiet, { reportFailures: true });
    const error = await new QueryClient().fetchQuery({ ...serverState.agents($api), retry: false }).catch((e) => e);
    expect([error instanceof ApiError, (error as ApiError).status, (error as ApiError).code]).toEqual([
      true,
      0,
      'network',
    ]);
  });

  it('never abort a request: a page that stops listening still gets the answer into the cache', async () => {
    const api = fakeApi({ 'GET /aiservice/agents': () => ok([]) });
    const quiet = createIdeaClient({
      baseUrl: 'http://localhost/api',
      // a fetch that honours the abort signal, as the browser's does
      fetch: (request) =>
        request.signal.aborted ? Promise.reject(new DOMException('aborted', 'AbortError')) : api.fetch(request),
    });
    const $api = createQueries(quiet, { reportFailures: true });
    const stop = new AbortController();
    stop.abort();
    const { queryFn, queryKey } = serverState.agents($api);
    const answer = await (queryFn as (context: never) => Promise<unknown>)({
      queryKey,
      signal: stop.signal,
      meta: undefined,
      client: new QueryClient(),
    } as never);
    expect(answer).toEqual([]);
    expect(api.callsTo('GET /aiservice/agents')).toHaveLength(1);
  });

  it('give one key per endpoint, the same from $api and $quiet; only $api asks to report failures', () => {
    const { $api, $quiet, quiet } = setup({});
    expect(serverState.round($api, 'r-1').queryKey).toEqual(serverState.round($quiet, 'r-1').queryKey);
    expect(serverState.round($api, 'r-1').queryKey).toEqual([
      'get',
      '/rounds/{roundId}/track',
      { params: { path: { roundId: 'r-1' } } },
    ]);
    expect(serverState.round($api, 'r-1').queryKey).not.toEqual(serverState.round($api, 'r-2').queryKey);
    expect(serverState.round($api, 'r-1').meta).toEqual(REPORT_FAILURE);
    expect(serverState.round($quiet, 'r-1').meta).toBeUndefined();
    expect(serverState.trackStructure(quiet, 'Clu-4-HBY').meta).toEqual(REPORT_FAILURE);
    expect(serverState.projectMembers($api, makeUser().projectData.own[0]?.projectId ?? '').queryKey[1]).toBe(
      '/projects/{projectId}/members',
    );
  });

  it('keep reference lists for the page view, but ask rounds again on the next visit', () => {
    const { $api } = setup({});
    expect(serverState.industries($api).staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(serverState.agents($api).staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(serverState.userTracks($api).staleTime).toBeUndefined();
  });
});
