// A changed idea frame is a changed idea, in the terminal against a real server: once a slot of the stored reading is
// changed (`step input --set offer=…`), `step show` on a step written before says it was written from an earlier
// reading of the idea, `track status` marks the step, and `--json` carries the flag; writing the step again clears it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliResult, runCli } from '../src/harness/cli.js';
import { cliJson, startCliSession } from '../src/harness/cliSession.js';
import type { RunningServer } from '../src/harness/server.js';

const IDEA = 'A laundry pickup service for students in Leeds, £5 per bag.';
const NOTICE = 'Written from an earlier reading of your idea — your idea has changed since.';

let server: RunningServer;
let env: Record<string, string>;
let roundId: string;

async function cli(args: string[]): Promise<CliResult> {
  const result = await runCli(args, env);
  expect(result.code, `${args.join(' ')}\n${result.stderr}`).toBe(0);
  return result;
}
const json = (args: string[]) => cliJson(env, args);

beforeAll(async () => {
  ({ server, env } = await startCliSession({ AUTH_RATE_LIMITS: 'autoLogin=1000/1m' }));
  ({ roundId } = await json(['track', 'start', '--name', 'Washly', '--idea', IDEA]));
  await cli(['next', roundId]);
  await cli([
    'step',
    'input',
    roundId,
    '--set',
    'users=Students in shared flats without a washing machine',
    '--set',
    'solution=We pick up, wash, fold and bring back their laundry',
  ]);
  await cli(['step', 'save', roundId]);
});
afterAll(async () => {
  await server?.close();
});

type Status = { streams: Array<{ steps: Array<{ id: string; done: boolean; writtenFromEarlierFrame: boolean }> }> };
const basicIdeaOf = (status: Status) => status.streams[0]!.steps[0]!;

describe('a step written from an earlier reading of the idea', () => {
  it('says nothing while the frame is the one the step was written from', async () => {
    const show = await cli(['step', 'show', roundId]);
    expect(show.stdout).not.toContain(NOTICE);
    expect((await json(['step', 'show', roundId])).writtenFromEarlierFrame).toBe(false);
    const status: Status = await json(['track', 'status', roundId]);
    expect(basicIdeaOf(status)).toMatchObject({ done: true, writtenFromEarlierFrame: false });
  });

  it('says so in step show and track status once a slot is changed, and --json carries the flag', async () => {
    await cli(['step', 'input', roundId, '--set', 'offer=Washing and folding, picked up at the door']);

    const show = await cli(['step', 'show', roundId]);
    expect(show.stdout).toContain(`! ${NOTICE}`);
    expect((await json(['step', 'show', roundId])).writtenFromEarlierFrame).toBe(true);

    const status = await cli(['track', 'status', roundId]);
    expect(status.stdout).toMatch(new RegExp(`✓ Basic Idea.*\\n +! ${NOTICE}`));
    expect(basicIdeaOf(await json(['track', 'status', roundId]))).toMatchObject({ writtenFromEarlierFrame: true });
  });

  it('is written again from the frame as it is now by saving the step again', async () => {
    await cli(['step', 'save', roundId]);
    expect((await cli(['step', 'show', roundId])).stdout).not.toContain(NOTICE);
    expect(basicIdeaOf(await json(['track', 'status', roundId]))).toMatchObject({ writtenFromEarlierFrame: false });
  });
});
