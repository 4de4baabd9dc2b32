// The idea frame in the terminal against a real server: `idea read` prints how the assistant reads an idea (in
// English and German, or the frame itself with --json) without starting a round, and exits 1 with the server's
// message for input it refuses; `track start --idea` stores the reading with the Basic Idea's input (every slot the
// AI's), `step input --show` lists the slots with their authors, and `--set offer=…` makes one the founder's while
// the others stay the AI's.
import { beforeAll, describe, expect, it } from 'vitest';
import { type CliResult, runCli } from '../src/harness/cli.js';
import { cliJson, startCliSession } from '../src/harness/cliSession.js';

const IDEA = 'A laundry pickup service for students in Leeds, £5 per bag.';
const IDEE = 'Nachhilfe für Schüler in Köln per Video, 15 € pro Stunde.';
const FRAME_KEYS = ['channels', 'name', 'offer', 'partners', 'people', 'price', 'priceKind', 'setting', 'shape'];
const SLOTS = ['offer', 'people', 'setting', 'price', 'priceKind', 'partners', 'channels', 'shape', 'name'];

let env: Record<string, string>;

async function cli(args: string[]): Promise<CliResult> {
  const result = await runCli(args, env);
  expect(result.code, `${args.join(' ')}\n${result.stderr}`).toBe(0);
  return result;
}
const json = (args: string[]) => cliJson(env, args);
const squash = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

beforeAll(async () => {
  ({ env } = await startCliSession({ AUTH_RATE_LIMITS: 'autoLogin=1000/1m' }));
});

describe('idea read', () => {
  it('--json prints exactly the frame: each said slot a span of the idea, the unsaid ones null or []', async () => {
    const frame = await json(['idea', 'read', IDEA, '--title', 'Washly']);
    expect(Object.keys(frame).sort()).toEqual(FRAME_KEYS);
    expect(frame.offer).toEqual(expect.any(String));
    expect(frame.people).toEqual(expect.any(String));
    for (const slot of ['offer', 'people', 'setting', 'price'] as const) {
      if (frame[slot] !== null) expect(squash(IDEA)).toContain(squash(frame[slot]));
    }
    expect(Array.isArray(frame.partners) && Array.isArray(frame.channels)).toBe(true);
  });

  it('prints one line per slot in English, "not said" for an empty slot, and starts no round', async () => {
    const before = await json(['track', 'ls']);
    const { stdout } = await cli(['idea', 'read', IDEA]);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('How we read your idea:');
    expect(lines.slice(1, 10).map((l) => l.split(':')[0]!.trim())).toEqual([
      'What you offer',
      'Who it is for',
      'Where or when',
      'Price',
      'How it is charged',
      'Partners',
      'Channels',
      'Kind of business',
      'Product name',
    ]);
    // The idea names no partner and no product name.
    expect(lines.find((l) => l.includes('Partners:'))).toMatch(/Partners: +not said$/);
    expect(lines.find((l) => l.includes('Product name:'))).toMatch(/Product name: +not said$/);
    expect(stdout).toContain('(read by the offline assistant)');
    expect(await json(['track', 'ls'])).toEqual(before);
  });

  it('prints it in German with --lang de', async () => {
    const { stdout } = await cli(['idea', 'read', IDEE, '--lang', 'de']);
    expect(stdout).toMatch(/^So lesen wir deine Idee:\n {2}Was du anbietest: +\S/);
    expect(stdout).toMatch(/Partner: +nicht genannt/);
    expect(stdout).toContain('(gelesen vom Offline-Assistenten)');
    expect(stdout).not.toContain('not said');
  });

  it.each([
    ['an empty idea', ['idea', 'read', '']],
    ['a blank idea', ['idea', 'read', '   ']],
    ['an idea over 4,000 characters', ['idea', 'read', 'x'.repeat(4001)]],
    ['an unknown language', ['idea', 'read', IDEA, '--lang', 'fr']],
  ])("refuses %s with exit code 1 and the server's message", async (_label, args) => {
    const r = await runCli(args, env);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^Invalid input: \S/);
    const asJson = await runCli(['--json', ...args], env);
    expect(asJson.code).toBe(1);
    expect(JSON.parse(asJson.stderr).error).toMatchObject({ status: 400, code: 'validation' });
  });
});

describe('the reading stored with a round', () => {
  let roundId: string;
  let started: CliResult;

  beforeAll(async () => {
    started = await cli(['track', 'start', '--name', 'Washly', '--idea', IDEA]);
    roundId = started.stdout.match(/round (\S+)\./)![1]!;
    await cli(['next', roundId]);
  });

  it('track start --idea prints the reading (human) and includes the frame (json)', async () => {
    expect(started.stdout).toContain('How we read your idea:');
    expect(started.stdout).toMatch(/What you offer: +\S.* \[AI-generated, filled automatically\]/);
    expect(started.stdout).toContain(`idea-studio step input ${roundId} --set offer=`);
    const other = await json(['track', 'start', '--idea', IDEA]);
    expect(Object.keys(other.frame).sort()).toEqual(FRAME_KEYS);
    expect(other.idea).toMatchObject({ field: 'problem', value: IDEA });
  });

  it('step input --show lists the slots after the sections, each said slot the AI’s', async () => {
    const shown = await json(['step', 'input', roundId, '--show']);
    const fields: Array<{ name: string; value: string; author?: string; open: boolean }> = shown.fields;
    expect(fields.map((f) => f.name)).toEqual(['problem', 'users', 'solution', ...SLOTS]);
    const offer = fields.find((f) => f.name === 'offer')!;
    expect(offer.value).not.toBe('');
    expect(squash(IDEA)).toContain(squash(offer.value));
    for (const slot of fields.slice(3)) {
      if (slot.value) expect(slot.author, slot.name).toBe('ai');
      else expect(slot, slot.name).toMatchObject({ open: true });
    }
    const human = await cli(['step', 'input', roundId, '--show']);
    expect(human.stdout).toMatch(/offer +What you offer\n +✓ .+ \[AI-generated, filled automatically\]/);
  });

  it('--set offer=… makes that slot the founder’s; the sections and the other slots keep their authors', async () => {
    const before = (await json(['step', 'input', roundId, '--show'])).fields as Array<{
      name: string;
      value: string;
      author?: string;
    }>;
    const set = await cli(['step', 'input', roundId, '--set', 'offer=Washing and folding, picked up at the door']);
    expect(set.stdout).toMatch(/What you offer: +Washing and folding, picked up at the door \[entered by you\]/);
    expect(set.stdout).toContain(`The problem I solve:          ${IDEA} [entered by you]`);
    const after = (await json(['step', 'input', roundId, '--show'])).fields as typeof before;
    expect(after.find((f) => f.name === 'offer')).toMatchObject({
      value: 'Washing and folding, picked up at the door',
      author: 'founder',
    });
    expect(after.filter((f) => f.name !== 'offer')).toEqual(before.filter((f) => f.name !== 'offer'));
    expect(after.filter((f) => f.value && SLOTS.includes(f.name) && f.name !== 'offer').length).toBeGreaterThan(0);
    // step show prints the frame with the same authors.
    const show = await cli(['step', 'show', roundId]);
    expect(show.stdout).toMatch(/What you offer: +Washing and folding, picked up at the door \[entered by you\]/);
    expect(show.stdout).toMatch(/Who it is for: +\S.* \[AI-generated, filled automatically\]/);
  });

  it('refuses a price kind it does not know, and writes nothing', async () => {
    const before = await json(['step', 'input', roundId, '--show']);
    const refused = await runCli(['step', 'input', roundId, '--set', 'priceKind=bogus'], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Error: priceKind must be empty or one of subscription, per_use,');
    expect(await json(['step', 'input', roundId, '--show'])).toEqual(before);
  });
});
