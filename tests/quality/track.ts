// Runs one-line ideas through the whole track offline, as a founder does from the terminal: a confirmed user sets
// their language (`profile set --lang`), starts a track named after the idea (`track start --name`) and lets the
// AI fill every step (`run <roundId> --autofill`), which ends with the reports, the canvas and the landing copy.
// The CLI runs in this process (the same program as the `idea-studio` binary, with its own environment and output)
// against one real server with SQLite and the offline AI. What the round then holds is read back as a founder's
// client reads it: the round's track data, every step's saved input and the User Tinder deck as it was dealt.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  autoLogin,
  createIdeaClient,
  type Lang,
  loadPersonas,
  loadTrackStructure,
  type Persona,
  stepContext,
  stepOfType,
  unwrap,
} from '@idea-studio/sdk';
import { terminalFounder } from '../src/harness/cliInProcess.js';
import { type RunningServer, startServer } from '../src/harness/server.js';

export type { Lang };

/** One step of the round: its type, its saved input and its saved result. */
export interface StepArtifacts {
  type: string;
  input: unknown;
  result: unknown;
}

/** Everything the whole track made for one idea. */
export interface TrackArtifacts {
  idea: string;
  lang: Lang;
  roundId: string;
  /** Milliseconds from `track start` to the end of `run --autofill`. */
  ms: number;
  /** What the CLI printed to stderr (empty when every command succeeded). */
  errors: string[];
  /** The steps by type: basicIdea, userTinder, insightMapping, problemShadowing, expertChat, feedbackCard. */
  steps: Record<string, StepArtifacts>;
  /** The User Tinder deck in the order it was dealt (the first is the suggested main persona). */
  deck: Persona[];
  /** The closing results by id: the four reports, business-model-canvas, landing-page. */
  outputs: Record<string, unknown>;
  /** The names of the round's result files. */
  files: string[];
  /** How many real interview records the round holds (absent in runs kept before it was recorded: none). */
  interviews?: number;
}

/** The longest track name the server takes. */
const MAX_TRACK_NAME = 120;

export interface QualityRunner {
  server: RunningServer;
  runIdea(idea: string, lang: Lang): Promise<TrackArtifacts>;
  close(): Promise<void>;
}

/** Starts one server for many ideas. */
export async function startQualityRunner(): Promise<QualityRunner> {
  // Many founders from one address: the per-client limits are lifted (each stays in force, just high).
  const many = ['register', 'login', 'verify', 'autoLogin', 'account'].map((name) => `${name}=100000/1m`).join(',');
  const server = await startServer({ AUTH_RATE_LIMITS: many, AI_RATE_LIMIT: '100000/1m' });
  const configRoot = await mkdtemp(join(tmpdir(), 'idea-studio-quality-'));
  let n = 0;
  // The CLI's failures set the process's exit code; the runner reports them in `errors` instead.
  const exitCode = process.exitCode;

  async function runIdea(idea: string, lang: Lang): Promise<TrackArtifacts> {
    n += 1;
    const { step, errors, user } = await terminalFounder(server, lang, join(configRoot, `user-${n}`));
    await step(['profile', 'set', '--prename', 'Ada', '--lang', lang]);
    const started = Date.now();
    // A one-liner a track name can hold is typed as the name (as before); a longer idea (a track name has at most
    // 120 characters) is given in the founder's words with --idea, and the track keeps its default name.
    const startOut = await step([
      '--json',
      'track',
      'start',
      idea.length <= MAX_TRACK_NAME ? '--name' : '--idea',
      idea,
    ]);
    if (!startOut.trim()) throw new Error(`track start failed for "${idea}": ${errors.join('; ')}`);
    const { roundId } = JSON.parse(startOut) as { roundId: string };
    await step(['--json', 'run', roundId, '--autofill']);
    const ms = Date.now() - started;

    const session = await autoLogin(createIdeaClient({ baseUrl: server.apiUrl }), user.id, user.apiKey ?? '');
    const client = createIdeaClient({ baseUrl: server.apiUrl, token: session.token });
    const data = await unwrap(client.GET('/rounds/{roundId}/track', { params: { path: { roundId } } }));
    const structure = await loadTrackStructure(client, data.id);
    const steps: Record<string, StepArtifacts> = {};
    const outputs: Record<string, unknown> = {};
    for (const stream of data.streams) {
      for (const result of stream.results ?? []) {
        const located = structure.streams.flatMap((s) => s.steps).find((s) => s.id === result.stepId);
        if (located) steps[located.type] = { type: located.type, input: null, result: result.result };
        else outputs[result.stepId] = result.result;
      }
    }
    for (const located of structure.streams.flatMap((s) => s.steps)) {
      const saved = await unwrap(
        client.GET('/rounds/{roundId}/inputs/{stepId}', { params: { path: { roundId, stepId: located.id } } }),
      );
      steps[located.type] = { type: located.type, input: saved.content, result: steps[located.type]?.result ?? null };
    }
    // The deck as it is dealt: the same idea text meets the same people, so asking again shows the founder's deck.
    const tinder = stepOfType(structure, 'userTinder');
    const deck = tinder ? await loadPersonas(stepContext(client, data, structure, tinder.step.id)) : [];
    const records = await unwrap(client.GET('/rounds/{roundId}/interviews', { params: { path: { roundId } } }));
    return {
      idea,
      lang,
      roundId,
      ms,
      errors,
      steps,
      deck,
      outputs,
      files: data.files.map((f) => f.fileName),
      interviews: records.interviews.length,
    };
  }

  return {
    server,
    runIdea,
    async close() {
      await server.close();
      await rm(configRoot, { recursive: true, force: true });
      process.exitCode = exitCode;
    },
  };
}

/** Runs items with at most `limit` at a time; answers the results in the items' order. */
export async function pool<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
