// A step type needs nothing but its own modules: the throwaway "elevatorPitch" type is added through its server
// manifest (with its catalogue entries), its offline answers, its SDK worker, its CLI printer and a track that has it, with its contract
// block as a fixture (tests/src/fixtures/added-step) — no file of server/, assistant/, sdk/ or cli/ names it. It is then walked
// through the SDK and the CLI as a founder would: start, show, autofill, save (a PDF result file), results, and
// `run --autofill`; the server checks its input and result against the fixture's schemas.
import { buildProgram } from '@idea-studio/cli/dist/program.js';
import { registerStepPrinter } from '@idea-studio/cli/dist/steps/printers.js';
import {
  createIdeaClient,
  type IdeaClient,
  registerStepWorker,
  type StepType,
  stepWorker,
  typesProviding,
  unwrap,
} from '@idea-studio/sdk';
import { addTrack, registerStepType } from '@idea-studio/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pitchAnswers, secondsToSay } from '../src/fixtures/added-step/assistant.js';
import { pitchPrinter } from '../src/fixtures/added-step/cli.js';
import { contractWithPitch, PITCH_TYPE } from '../src/fixtures/added-step/contract.js';
import { pitchWorker } from '../src/fixtures/added-step/sdk.js';
import {
  PITCH_STEP_ID,
  PITCH_TRACK_ID,
  pitchCatalogue,
  pitchManifest,
  pitchTrack,
} from '../src/fixtures/added-step/server.js';
import { loginWithCode, registerConfirmed } from '../src/harness/accounts.js';
import { tempConfigDir } from '../src/harness/cli.js';
import { type RunningServer, startServer } from '../src/harness/server.js';

const contract = contractWithPitch();
let removals: Array<() => void> = [];
let server: RunningServer;
let env: Record<string, string>;
let client: IdeaClient;

beforeAll(async () => {
  removals = [
    registerStepType({ manifest: pitchManifest, catalogue: pitchCatalogue, offline: pitchAnswers, contract }),
    addTrack(pitchTrack, contract),
    registerStepWorker(pitchWorker),
    registerStepPrinter(PITCH_TYPE as StepType, pitchPrinter),
  ];
  // The offline engine answers the added prompts on the request thread (its worker threads know the built-in list).
  server = await startServer({ AI_THREADS: '0' }, { contract: { document: contract as never } });
  const user = await loginWithCode(server, await registerConfirmed(server));
  env = {
    IDEA_CONFIG_DIR: await tempConfigDir(),
    IDEA_API_URL: server.apiUrl,
    IDEA_USER_ID: user.id,
    IDEA_API_KEY: user.apiKey,
  };
  client = createIdeaClient({ baseUrl: server.apiUrl, token: user.token });
});

afterAll(async () => {
  await server?.close();
  for (const remove of removals.reverse()) remove();
});

interface Run {
  code: number;
  out: string;
  err: string;
}

/** The CLI's program in this process (so it sees the added worker and printer), its output captured. */
async function cli(args: string[]): Promise<Run> {
  const out: string[] = [];
  const err: string[] = [];
  process.exitCode = undefined;
  await buildProgram({
    env,
    interactive: false,
    output: { out: (line) => out.push(line), err: (line) => err.push(line) },
  }).parseAsync(['node', 'idea-studio', ...args]);
  const code = Number(process.exitCode ?? 0);
  process.exitCode = undefined;
  return { code, out: out.join('\n'), err: err.join('\n') };
}

// biome-ignore lint/suspicious/noExplicitAny: each command prints its own shape
async function json(args: string[]): Promise<any> {
  const run = await cli(['--json', ...args]);
  expect(run.err, args.join(' ')).toBe('');
  expect(run.code, args.join(' ')).toBe(0);
  return JSON.parse(run.out);
}

describe('a step type added through its modules alone', () => {
  it('is known to the SDK and the server, and served in the track data', async () => {
    expect(stepWorker(PITCH_TYPE as StepType)).toBe(pitchWorker);
    expect(typesProviding('mainPersona')).not.toContain(PITCH_TYPE);
    const tracks = await unwrap(client.GET('/data/tracks'));
    expect(tracks.map((track) => track.id)).toContain(PITCH_TRACK_ID);
    const steps = await unwrap(
      client.GET('/streams/steps/{streamId}', { params: { path: { streamId: 'Pitch-Stream' } } }),
    );
    expect(steps).toMatchObject([{ id: PITCH_STEP_ID, type: PITCH_TYPE }]);
  });

  it('is walked through the CLI: show, autofill, save with a PDF result file, show the result', async () => {
    const idea = 'Mobile bike repair for delivery riders in Berlin';
    const { roundId } = await json(['track', 'start', '--track', PITCH_TRACK_ID, '--name', idea]);
    await json(['next', roundId]);

    const empty = await cli(['step', 'show', roundId]);
    expect(empty.code).toBe(0);
    expect(empty.out).toContain('Elevator Pitch');
    expect(empty.out).toContain('Pitch draft: (empty)');
    const refused = await cli(['step', 'save', roundId]);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('The Elevator Pitch needs its text.');

    const filled = await json(['step', 'autofill', roundId]);
    expect(filled.pitch).toContain(idea);
    expect((await cli(['step', 'show', roundId])).out).toContain(`Pitch draft: ${filled.pitch}`);

    const saved = await json(['step', 'save', roundId]);
    expect(saved.file.identifer).toMatch(/\.pdf$/);
    expect(saved.result).toMatchObject({ stepId: PITCH_STEP_ID, name: PITCH_TYPE });
    expect(saved.result.result).toEqual({ pitch: filled.pitch, seconds: secondsToSay(filled.pitch) });
    const shown = await cli(['step', 'show', roundId]);
    expect(shown.out).toContain(`Pitch (${secondsToSay(filled.pitch)} s): ${filled.pitch}`);
    expect(await json(['results', 'ls', roundId])).toHaveLength(1);
  });

  it('keeps what the founder wrote: run --autofill fills only the empty pitch, and walks to the end', async () => {
    const { roundId } = await json(['track', 'start', '--track', PITCH_TRACK_ID, '--name', 'Night bakery']);
    await json(['next', roundId]);
    const own = 'Fresh bread at 5 a.m. for night-shift nurses, delivered to the ward.';
    await unwrap(
      client.PUT('/rounds/{roundId}/inputs/{stepId}', {
        params: { path: { roundId, stepId: PITCH_STEP_ID } },
        body: { content: { pitch: own } },
      }),
    );
    const ran = await json(['run', roundId, '--autofill']);
    expect(ran.steps).toMatchObject([
      { step: 'Elevator Pitch', action: 'saved' },
      { step: 'Elevator Pitch', action: 'next' },
    ]);
    expect(ran.stopped).toBe('The track is finished.');
    expect(ran.share.link).toContain(roundId);
    const status = await json(['track', 'status', roundId]);
    expect(status).toMatchObject({ finished: expect.anything(), position: { stepId: 'closing-stream' } });
    expect(status.finished).toBeTruthy();
    const data = await unwrap(client.GET('/rounds/{roundId}/track', { params: { path: { roundId } } }));
    const result = data.streams.flatMap((stream) => stream.results).find((r) => r.stepId === PITCH_STEP_ID);
    expect(result?.result).toEqual({ pitch: own, seconds: secondsToSay(own) });
  });

  it('track ls tells each round by its own track; an unknown --track is refused', async () => {
    const idea = await json(['track', 'start', '--name', 'Idea track round']);
    const rounds = await cli(['track', 'ls']);
    expect(rounds.code).toBe(0);
    expect(rounds.out).toMatch(new RegExp(`${idea.roundId} +Idea track round +\\(open; \\S+ 0%`));
    expect(rounds.out).toMatch(
      /Mobile bike repair for delivery riders in Berlin +\((open|finished); Pitch-Stream \d+%\)/,
    );
    const unknown = await cli(['track', 'start', '--track', 'No-Such-Track']);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('Unknown track No-Such-Track');
  });

  it("the server checks the added type's input and result against its contract schemas", async () => {
    const { roundId } = await json(['track', 'start', '--track', PITCH_TRACK_ID, '--name', 'Seed library']);
    await json(['next', roundId]);
    const input = await client.PUT('/rounds/{roundId}/inputs/{stepId}', {
      params: { path: { roundId, stepId: PITCH_STEP_ID } },
      body: { content: { pitch: 5 } },
    });
    expect(input.response.status).toBe(400);
    expect(JSON.stringify(input.error)).toContain('content/pitch must be string');

    const result = await client.POST('/rounds/{roundId}/results', {
      params: { path: { roundId } },
      body: {
        streamId: 'Pitch-Stream',
        stepId: PITCH_STEP_ID,
        name: PITCH_TYPE,
        result: { pitch: ' ', seconds: 0 },
        stepIndex: 1,
      },
    });
    expect(result.response.status).toBe(400);
    expect(JSON.stringify(result.error)).toContain('The pitch needs its text and the seconds it takes.');
  });
});
