import { describe, expect, it, vi } from 'vitest';
import { createIdeaClient } from '../client.js';
import type { components } from '../generated/openapi.js';
import type { TrackData, TrackStructure } from './tracks.js';
import { goBack, goNext, recordAction, type Walker } from './walk.js';

type S = components['schemas'];

// A track of two streams with two steps each; ids are arbitrary (steps are found by type, never by id).
const step = (id: string, streamId: string, orderNr: number): S['Step'] => ({
  id,
  streamId,
  name_en: id,
  name_de: id,
  type: 'basicIdea',
  orderNr,
  minWords: 1,
  instructions: null,
});
const structure: TrackStructure = {
  track: { id: 'T', name_en: 'T', name_de: 'T', streams: [] },
  streams: [
    { id: 'A', name_en: 'A', name_de: 'A', orderNr: 1, stepCount: 2, steps: [step('a1', 'A', 1), step('a2', 'A', 2)] },
    { id: 'B', name_en: 'B', name_de: 'B', orderNr: 2, stepCount: 2, steps: [step('b1', 'B', 1), step('b2', 'B', 2)] },
  ],
};

const result = (stepId: string, streamId: string): S['StepResult'] => ({
  stepId,
  streamId,
  stepIndex: 1,
  name: 'basicIdea',
  result: {},
  finished: 1,
  fileId: null,
});

function round(over: Partial<TrackData> = {}, saved: string[] = []): TrackData {
  return {
    id: 'T',
    roundId: 'r1',
    name: 'Idea',
    finished: 0,
    editable: true,
    lastStreamId: 'A',
    lastStepId: 'initial-A',
    streams: structure.streams.map((s) => ({
      id: s.id,
      steps: s.steps,
      results: s.steps.filter((x) => saved.includes(x.id)).map((x) => result(x.id, s.id)),
    })),
    files: [],
    ...over,
  };
}

/** A server that records every call; `fail` makes a route answer an error. */
function fakeServer(fail: Record<string, number> = {}) {
  const calls: Array<{ route: string; body: unknown }> = [];
  const fetch = async (request: Request) => {
    const route = `${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}`;
    calls.push({ route, body: request.method === 'GET' ? undefined : await request.json() });
    const status = fail[route] ?? 200;
    const body = status === 200 ? { success: true } : { msg: { headline: 'Error', text: 'Refused.' }, code: 'x' };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  const client = createIdeaClient({ baseUrl: 'http://api.test/api', fetch, token: 'tok' });
  const resetChat = vi.fn();
  const walker: Walker = { client, resetChat };
  return { calls, walker, resetChat, routes: () => calls.map((c) => c.route) };
}

describe('goNext', () => {
  it('moves from where the round stands: records Next there, saves the progress, then resets the chat', async () => {
    const server = fakeServer();
    server.resetChat.mockImplementation(() => expect(server.routes()).toHaveLength(2));
    const moved = await goNext(server.walker, round(), structure);
    expect(moved).toEqual({ ok: true, move: { streamId: 'A', stepId: 'a1', finished: 0 } });
    expect(server.calls).toEqual([
      { route: 'POST /rounds/r1/actions', body: { action: 'Next', streamId: 'A', stepId: 'initial-A' } },
      { route: 'PUT /streams/usertracks', body: { streamId: 'A', stepId: 'a1', roundId: 'r1', finished: 0 } },
    ]);
    expect(server.resetChat).toHaveBeenCalledTimes(1);
  });

  it('moves from the position given (the web’s address)', async () => {
    const server = fakeServer();
    const moved = await goNext(server.walker, round({}, ['a1']), structure, { streamId: 'A', stepId: 'a1' });
    expect(moved).toMatchObject({ ok: true, move: { stepId: 'a2' } });
  });

  it.each([
    ['the step has no result', { lastStepId: 'a1' }, []],
    ['an earlier step lost its result', { lastStepId: 'a2' }, ['a2']],
  ])("is refused with 'You have no Result saved!' when %s, without any call", async (_label, at, saved) => {
    const server = fakeServer();
    const moved = await goNext(server.walker, round(at, saved), structure);
    expect(moved).toEqual({ ok: false, warning: { headline: 'Error', text: 'You have no Result saved!' } });
    expect(server.calls).toEqual([]);
    expect(server.resetChat).not.toHaveBeenCalled();
  });

  it('records Stream finished from the last step of a stream', async () => {
    const server = fakeServer();
    const moved = await goNext(server.walker, round({ lastStepId: 'a2' }, ['a1', 'a2']), structure);
    expect(moved).toMatchObject({ ok: true, move: { streamId: 'B', stepId: 'closing-stream', finished: 0 } });
    expect(server.calls[0]?.body).toMatchObject({ action: 'Stream finished' });
    expect(server.routes()).not.toContain('PUT /streams/usertracks/finished');
  });

  it('finishes the round at the end of the last stream', async () => {
    const server = fakeServer();
    const data = round({ lastStreamId: 'B', lastStepId: 'b2' }, ['a1', 'a2', 'b1', 'b2']);
    const moved = await goNext(server.walker, data, structure);
    expect(moved).toMatchObject({ ok: true, move: { streamId: 'B', stepId: 'closing-stream', finished: 1 } });
    expect(server.calls.slice(1)).toEqual([
      {
        route: 'PUT /streams/usertracks',
        body: { streamId: 'B', stepId: 'closing-stream', roundId: 'r1', finished: 1 },
      },
      { route: 'PUT /streams/usertracks/finished', body: { roundId: 'r1' } },
    ]);
  });

  it('throws when the progress cannot be saved, and leaves the chat alone', async () => {
    const server = fakeServer({ 'PUT /streams/usertracks': 400 });
    await expect(goNext(server.walker, round(), structure)).rejects.toMatchObject({ text: 'Refused.' });
    expect(server.resetChat).not.toHaveBeenCalled();
  });

  it('moves although the report action cannot be recorded', async () => {
    const server = fakeServer({ 'POST /rounds/r1/actions': 500 });
    expect(await goNext(server.walker, round(), structure)).toMatchObject({ ok: true });
    expect(server.routes()).toContain('PUT /streams/usertracks');
  });
});

describe('goBack', () => {
  it('leaves for home from the start view, saving nothing', async () => {
    const server = fakeServer();
    expect(await goBack(server.walker, round(), structure)).toEqual({ home: true });
    expect(server.calls).toEqual([]);
  });

  it('moves one step back without a result, records Back, sets finished back to 0 and resets the chat', async () => {
    const server = fakeServer();
    const data = round({ lastStreamId: 'B', lastStepId: 'closing-stream', finished: 1 });
    const moved = await goBack(server.walker, data, structure);
    expect(moved).toEqual({ home: false, move: { streamId: 'B', stepId: 'b2', finished: 0 } });
    expect(server.calls).toEqual([
      { route: 'POST /rounds/r1/actions', body: { action: 'Back', streamId: 'B', stepId: 'closing-stream' } },
      { route: 'PUT /streams/usertracks', body: { streamId: 'B', stepId: 'b2', roundId: 'r1', finished: 0 } },
    ]);
    expect(server.resetChat).toHaveBeenCalledTimes(1);
  });
});

describe('recordAction', () => {
  it('sends the action with the position it was taken at, and never throws', async () => {
    const server = fakeServer({ 'POST /rounds/r1/actions': 404 });
    await recordAction(server.walker.client, 'r1', 'Save & Exit', { streamId: 'B', stepId: 'b1' });
    expect(server.calls).toEqual([
      { route: 'POST /rounds/r1/actions', body: { action: 'Save & Exit', streamId: 'B', stepId: 'b1' } },
    ]);
  });
});
