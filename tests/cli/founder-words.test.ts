// The founder's own words in the terminal, with no raw API call: a round starts with the idea in the founder's words
// (`track start --idea`), steps are answered by name (`step input --set`) and by a scripted walk (`step answer
// --answers`) — Basic Idea sections, Problem Shadowing situations (own words and an AI suggestion taken as it is),
// Expert Chat rounds (an option by its letter and the founder's own words) — and `run --autofill` fills the rest.
// What the founder wrote survives every autofill and save and is labelled as theirs ("entered by you", author
// `founder`); what the AI filled in is the AI's. A German founder reads the same in German.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliResult, runCli, tempConfigDir } from '../src/harness/cli.js';
import { cliJson, startCliSession } from '../src/harness/cliSession.js';
import type { RunningServer } from '../src/harness/server.js';

const IDEA = 'Small bakeries throw away a fifth of their bread every evening because they cannot predict demand.';
const USERS = 'Owners of family bakeries in small towns who bake before dawn';
const SITUATION = 'I count the unsold loaves and feel sick about the money in the bin';
const ROUND_2 = 'I would only trust it after a week in which it guessed my Saturday rush right.';
const ROUND_3 = 'Honestly, twenty euros a month is fine if it saves me two trays of rolls a day.';

let server: RunningServer;
let env: Record<string, string>;
let dir: string;
let roundId: string;
/** What the steps printed along the way, by moment. */
const printed: Record<string, CliResult> = {};

async function cli(args: string[], environment = env): Promise<CliResult> {
  const result = await runCli(args, environment);
  expect(result.code, `${args.join(' ')}\n${result.stderr}`).toBe(0);
  return result;
}
const json = (args: string[], environment = env) => cliJson(environment, args);
async function answersFile(name: string, answers: unknown): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, JSON.stringify(answers));
  return path;
}
/** Every `author` in a JSON value. */
function authorsIn(value: unknown, found: unknown[] = []): unknown[] {
  if (Array.isArray(value)) for (const item of value) authorsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'author') found.push(item);
      authorsIn(item, found);
    }
  }
  return found;
}

beforeAll(async () => {
  ({ server, env } = await startCliSession({ AUTH_RATE_LIMITS: 'autoLogin=1000/1m' }));
  dir = await tempConfigDir();
  printed.start = await cli(['track', 'start', '--name', 'Bread rescue', '--idea', IDEA]);
  roundId = printed.start.stdout.match(/round (\S+)\./)![1]!;
  await cli(['next', roundId]);

  // Basic Idea: the idea is there; the first users by name; autofill fills only the solution.
  printed.ideaSet = await cli(['step', 'input', roundId, '--set', `users=${USERS}`]);
  printed.unknown = await runCli(['step', 'input', roundId, '--set', 'budget=5 €'], env);
  await cli(['step', 'autofill', roundId]);
  await cli(['step', 'save', roundId]);
  printed.idea = await cli(['step', 'show', roundId]);
  await cli(['next', roundId]);
  for (let step = 0; step < 2; step++) {
    await cli(['step', 'autofill', roundId]);
    await cli(['step', 'save', roundId]);
    await cli(['next', roundId]);
  }
  await cli(['next', roundId]);

  // Problem Shadowing: the first situation in the founder's words, the second the AI's suggestion taken as it is,
  // the rest autofilled.
  printed.shadowingFields = await cli(['step', 'input', roundId, '--show']);
  const shadowing = await answersFile('shadowing.json', {
    'situation.1': SITUATION,
    'situation.2': { suggestion: 1 },
  });
  printed.shadowingAnswered = await cli(['step', 'answer', roundId, '--answers', shadowing]);
  await cli(['step', 'autofill', roundId]);
  await cli(['step', 'save', roundId]);
  printed.shadowing = await cli(['step', 'show', roundId]);
  await cli(['next', roundId]);

  // Expert Chat: round 1 by its letter, round 2 in the founder's own words (the walk), round 3 by name; then
  // run --autofill answers round 4 and finishes the track.
  const chat = await answersFile('chat.json', { 'round.1': 'b', 'round.2': ROUND_2 });
  printed.chatAnswered = await cli(['step', 'answer', roundId, '--answers', chat]);
  printed.chatSet = await cli(['step', 'input', roundId, '--set', `answer=${ROUND_3}`]);
  printed.chatFields = await cli(['step', 'input', roundId, '--show']);
  printed.run = await cli(['run', roundId, '--autofill']);
  await cli(['back', roundId]);
  await cli(['back', roundId]);
  printed.chat = await cli(['step', 'show', roundId]);
}, 600_000);
afterAll(async () => {
  await server?.close();
});

describe('the founder’s own words from the terminal', () => {
  it('track start --idea saves the idea as the Basic Idea’s problem, the founder’s', () => {
    expect(printed.start.stdout).toContain(
      'Your idea is saved in your words as "The problem I solve" [entered by you].',
    );
    expect(printed.ideaSet.stdout).toContain(`The problem I solve:          ${IDEA} [entered by you]`);
    expect(printed.ideaSet.stdout).toContain(`${USERS} [entered by you]`);
  });

  it('refuses a field the step does not have, naming the fields it has, with exit code 1', () => {
    expect(printed.unknown.code).toBe(1);
    expect(printed.unknown.stderr).toContain(
      'Error: This step has no field "budget"; its fields are: problem, users, solution, offer, people, setting, price, priceKind, partners, channels, shape, name.',
    );
  });

  it('autofill keeps the founder’s sections and fills only the empty one, as the AI’s', async () => {
    const lines = printed.idea.stdout.split('\n');
    expect(lines.find((l) => l.includes('The problem I solve:'))).toBe(
      `  The problem I solve:          ${IDEA} [entered by you]`,
    );
    expect(lines.find((l) => l.includes('The first people who use it:'))).toContain(`${USERS} [entered by you]`);
    expect(lines.find((l) => l.includes('The solution in a nutshell:'))).toMatch(
      /\S.*\[AI-generated, filled automatically\]$/,
    );
  });

  it('Problem Shadowing keeps the founder’s answer and the accepted suggestion through autofill and save', () => {
    expect(printed.shadowingFields.stdout).toMatch(/situation\.1 +Situation 1: /);
    expect(printed.shadowingAnswered.stdout).toContain(`${SITUATION} [entered by you]`);
    const result = printed.shadowing.stdout.split('Core problem')[1] ?? '';
    expect(result).toContain(`${SITUATION} [entered by you]`);
    expect(result.match(/\[AI-generated, accepted by you\]/g)).toHaveLength(1);
    expect(result).toContain('[AI-generated, filled automatically]');
  });

  it('the Expert Chat takes an option by its letter and the founder’s own words, and the partner reacts to them', () => {
    expect(printed.chatAnswered.stdout).toContain(`✓ ${ROUND_2} [entered by you]`);
    expect(printed.chatAnswered.stdout).toMatch(/✓ .+ \[AI-generated, accepted by you\]/);
    expect(printed.chatSet.stdout).toContain(`✓ ${ROUND_3} [entered by you]`);
    // The open round 4: the partner quotes the founder's own words of round 3 and offers the options.
    const fields = printed.chatFields.stdout;
    expect(fields).toMatch(/round\.4 +Round 4: .*in your own words: “Honestly, twenty euros a month/);
    expect(fields).toMatch(/ {6}a\) .+\n {6}b\) .+\n {6}c\) .+/);
  });

  it('run --autofill answers only the open round and keeps the founder’s answers in the saved result', async () => {
    expect(printed.run.stdout).toContain('The track is finished.');
    // The saved result's transcript, as step show prints it after the input.
    const shown = printed.chat.stdout.split('result:')[1]!.split('Summary')[0]!;
    expect(shown).toContain(`✓ ${ROUND_2} [entered by you]`);
    expect(shown).toContain(`✓ ${ROUND_3} [entered by you]`);
    expect(shown.match(/\[AI-generated, filled automatically\]/g)).toHaveLength(1);
    const view = await json(['step', 'show', roundId]);
    expect(view.result.transcript.map((t: { author?: string }) => t.author)).toEqual([
      'ai-accepted',
      'founder',
      'founder',
      'ai',
    ]);
    expect(view.result.transcript[1].answer).toBe(ROUND_2);
    // The saved input carries the same authors.
    expect(authorsIn(view.input)).toEqual(['ai-accepted', 'founder', 'founder', 'ai']);
  });
});

describe('a German founder', () => {
  let german: Record<string, string>;
  let roundDe: string;
  const IDEE = 'Kleine Bäckereien werfen jeden Abend ein Fünftel ihres Brotes weg, weil sie den Bedarf nicht kennen.';

  beforeAll(async () => {
    ({ env: german } = await startCliSession());
    await cli(['profile', 'set', '--lang', 'de'], german);
  }, 120_000);

  it('reads the idea saved as theirs, the fields and the refusals in German', async () => {
    // The idea from a file, as a script keeps it.
    const ideaFile = join(dir, 'idee.txt');
    await writeFile(ideaFile, `${IDEE}\n`);
    const started = await cli(['track', 'start', '--idea-file', ideaFile], german);
    expect(started.stdout).toContain(
      'Deine Idee ist in deinen Worten als „Das Problem, das ich löse“ gespeichert [von dir eingegeben].',
    );
    roundDe = started.stdout.match(/Runde (\S+)\./)![1]!;
    await cli(['next', roundDe], german);
    const set = await cli(['step', 'input', roundDe, '--set', 'users=Inhaber kleiner Familienbäckereien'], german);
    expect(set.stdout).toContain(`Das Problem, das ich löse:                     ${IDEE} [von dir eingegeben]`);
    expect(set.stdout).toContain('Inhaber kleiner Familienbäckereien [von dir eingegeben]');
    const fields = await cli(['step', 'input', roundDe, '--show'], german);
    expect(fields.stdout).toMatch(/solution +Die Lösung in aller Kürze\n +· offen/);
    const refused = await runCli(['step', 'input', roundDe, '--set', 'preis=5'], german);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Fehler: Dieser Schritt hat kein Feld „preis“; seine Felder sind:');
    const filled = await cli(['step', 'autofill', roundDe], german);
    expect(filled.stdout).toContain(`${IDEE} [von dir eingegeben]`);
    expect(filled.stdout).toMatch(/Die Lösung in aller Kürze: +\S.*\[KI-generiert, automatisch ausgefüllt\]/);
  });
});
