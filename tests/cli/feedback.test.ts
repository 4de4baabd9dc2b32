// The Feedback Card from the terminal (issue: mentor feedback): a talk with a mentor pins feedback with its origin,
// pins are added by hand, rephrased, prioritised and deleted by their number, --autofill gathers the 30 pins Ship
// needs across the mentors (its PDF is made by run --autofill in validate.test.ts), and `report` makes a mentor's
// report as a PDF, opening the stored one until the mentor changes something.

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadContract } from '@idea-studio/openapi';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, tempConfigDir } from '../src/harness/cli.js';
import { cliJson, startCliSession } from '../src/harness/cliSession.js';
import type { RunningServer } from '../src/harness/server.js';

let server: RunningServer;
let env: Record<string, string>;
let cardErrors: (value: unknown) => string[];

beforeAll(async () => {
  ({ server, env } = await startCliSession({ AUTH_RATE_LIMITS: 'autoLogin=1000/1m' }));
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addSchema({ ...(await loadContract()), $id: 'contract' });
  const validate = ajv.getSchema('contract#/components/schemas/FeedbackCardResult')!;
  cardErrors = (value) => (validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`));
});
afterAll(async () => {
  await server?.close();
});

const json = (args: string[]) => cliJson(env, args);

interface Pin {
  topic: string;
  content: string;
  agentId: string;
  prio: boolean;
  source: string;
  origin: string;
  author?: string;
}

/** A round with a saved Basic Idea: what the mentors talk about. */
async function roundWithIdea(name: string): Promise<string> {
  const { roundId } = await json(['track', 'start', '--name', name]);
  await json(['next', roundId]);
  await json(['step', 'autofill', roundId]);
  await json(['step', 'save', roundId]);
  return roundId;
}

describe('the Feedback Card from the CLI', () => {
  it('talks with a mentor, and adds, rephrases, prioritises and deletes pins by their number', async () => {
    const roundId = await roundWithIdea('Mobile dog grooming for busy owners');

    const none = await runCli(['feedback', roundId, 'Hello'], env);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('No mentor is currently assigned');
    expect(none.stderr).toContain('mentor_market');

    const opening = await runCli(['feedback', roundId, '--mentor', 'mentor_market'], env);
    expect(opening.code, opening.stderr).toBe(0);
    expect(opening.stdout).toMatch(/^Mara: /);
    expect(opening.stdout).toContain('Pinned:');
    // The mentor's pins are the AI's, kept by the founder: never "entered by you".
    expect(opening.stdout).toContain('[AI-generated, accepted by you]');
    expect(opening.stdout).not.toContain('entered by you');
    expect(opening.stdout).toContain('You could answer:');

    const reply = await json([
      'feedback',
      roundId,
      'Groomers in Hamburg would pay first, about 300 of them.',
      '--mentor',
      'mentor_market',
    ]);
    // What the founder typed, the mentor pins as the founder's own claim; its other pins are accepted AI text.
    const own = reply.message.pins.filter((p: { origin: string }) => p.origin === 'user');
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((p: { author: string }) => p.author === 'founder')).toBe(true);
    const kept: { pins: Pin[] } = await json(['pins', 'ls', roundId]);
    expect(kept.pins.filter((p) => p.origin === 'user').every((p) => p.author === 'founder')).toBe(true);
    expect(kept.pins.filter((p) => p.origin !== 'user').every((p) => p.author === 'ai-accepted')).toBe(true);

    const added = await runCli(
      [
        'pins',
        'add',
        roundId,
        '--mentor',
        'mentor_tech',
        '--topic',
        'Van insurance',
        '--content',
        'Ask two insurers about a grooming van.',
      ],
      env,
    );
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toContain('Van insurance: Ask two insurers about a grooming van. [entered by you]');
    const blank = await runCli(
      ['pins', 'add', roundId, '--mentor', 'mentor_tech', '--topic', ' ', '--content', 'x'],
      env,
    );
    expect(blank.code).toBe(1);
    expect(blank.stderr).toContain('A pin needs a topic and a content');

    let card: { pins: Pin[]; changedEvents: Array<{ type: string; agentId: string }> } = await json([
      'pins',
      'ls',
      roundId,
    ]);
    expect(cardErrors(card)).toEqual([]);
    const n = card.pins.findIndex((p) => p.topic === 'Van insurance') + 1;
    card = await json(['pins', 'prio', roundId, String(n)]);
    expect(card.pins[n - 1]!.prio).toBe(true);
    card = await json(['pins', 'edit', roundId, String(n), '--topic', 'Insurance', '--content', 'Get two quotes.']);
    expect(card.pins[n - 1]).toMatchObject({ topic: 'Insurance', content: 'Get two quotes.', prio: false });
    expect(card.pins[n - 1]!.author).toBe('founder');
    const count = card.pins.length;
    card = await json(['pins', 'rm', roundId, '1']);
    expect(card.pins).toHaveLength(count - 1);
    expect(card.changedEvents).toEqual(
      expect.arrayContaining([
        { type: 'add', agentId: 'mentor_market' },
        { type: 'add', agentId: 'mentor_tech' },
        { type: 'priorised', agentId: 'mentor_tech' },
        { type: 'edited', agentId: 'mentor_tech' },
        { type: 'deleted', agentId: 'mentor_market' },
      ]),
    );
    const missing = await runCli(['pins', 'rm', roundId, '99'], env);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('There is no pin 99');

    const rows = await runCli(['export', roundId, '--whiteboard'], env);
    expect(rows.code, rows.stderr).toBe(0);
    expect(rows.stdout.trim().split('\n')).toHaveLength(card.pins.length);
    expect(rows.stdout).toMatch(/^\| Mara \| /);
    const csvPath = join(await tempConfigDir(), 'pins.csv');
    expect((await runCli(['export', roundId, '--csv', csvPath], env)).code).toBe(0);
    const csv = await readFile(csvPath, 'utf8');
    expect(csv.split('\n')[0]).toBe('mentor,topic,content,prioritised,source,author,origin,evidence,created');
    expect(csv).toContain(',SIMPLE-CHAT,ai-accepted,"AI-generated, accepted by you",');
    expect(csv).toMatch(/,founder,entered by you,/);

    const listed = await runCli(['pins', 'ls', roundId], env);
    expect(listed.stdout).toContain('Mara (mentor_market)');
    expect(listed.stdout).toMatch(/\d+ Feedbacks, \d+ Feedback left until Ship/);
    expect(listed.stdout).toContain('[AI-generated, accepted by you]');

    // A German founder reads who wrote each pin in German, with the SDK's words.
    expect((await runCli(['profile', 'set', '--lang', 'de'], env)).code).toBe(0);
    try {
      const german = await runCli(['pins', 'ls', roundId], env);
      expect(german.stdout).toContain('[KI-generiert, von dir übernommen]');
      expect(german.stdout).toContain('[von dir eingegeben]');
      expect(german.stdout).not.toContain('accepted by you');
    } finally {
      await runCli(['profile', 'set', '--lang', 'en'], env);
    }
  });

  it('--autofill gathers the 30 pins Ship needs across the mentors; reports are made and stored; then the canvas', async () => {
    const roundId = await roundWithIdea('Bread rescue for Berlin bakeries');
    const card: { pins: Pin[] } = await json(['feedback', roundId, '--autofill']);
    expect(cardErrors(card)).toEqual([]);
    expect(card.pins.length).toBeGreaterThanOrEqual(30);
    const mentors = new Set(card.pins.map((p) => p.agentId));
    expect(mentors.size).toBeGreaterThanOrEqual(6);
    expect(card.pins.every((p) => ['ai', 'user', 'document', 'web'].includes(p.origin))).toBe(true);
    expect(card.pins.some((p) => /bread|bakery|bakeries/i.test(p.content))).toBe(true);

    // A report is made from the pins and stored; it opens as stored until its mentor changes something.
    const out = await tempConfigDir();
    const first = await json(['report', roundId, 'market-potential', '--out', out]);
    expect(first.generated).toBe(true);
    expect(first.report.title).toMatch(/^Market Potential Report: /);
    expect(first.files).toHaveLength(1);
    const { text } = await extractText(new Uint8Array(await readFile(first.files[0].path)), { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toMatch(/Feedback of Mara.*\((AI-generated|entered by you)\)/);
    const events = (await json(['pins', 'ls', roundId])).changedEvents as Array<{ agentId: string }>;
    expect(events.some((e) => e.agentId === 'mentor_market')).toBe(false);
    expect((await json(['report', roundId, 'market-potential', '--out', out])).generated).toBe(false);
    await json([
      'pins',
      'add',
      roundId,
      '--mentor',
      'mentor_market',
      '--topic',
      'Ovens',
      '--content',
      'Ask about ovens.',
    ]);
    const again = await runCli(['report', roundId, 'market-potential', '--out', out], env);
    expect(again.code, again.stderr).toBe(0);
    // The report quotes the pin as the card keeps it: its topic as a lead of its own, then its words.
    expect(again.stdout).toContain('Ovens. Ask about ovens. [entered by you]');
    expect(again.stdout).toContain('(made now)');
    const early = await runCli(['bmc', roundId], env);
    expect(early.code).toBe(1);
    expect(early.stderr).toContain('The Business Model Canvas needs every report first.');
    for (const id of ['competitor', 'user-validation', 'mentor-feedback'])
      await json(['report', roundId, id, '--out', out]);
    const drawn = await runCli(['bmc', roundId, '--out', out], env);
    expect(drawn.code, drawn.stderr).toBe(0);
    for (const block of ['Key partners', 'Value propositions', 'Customer segments', 'Revenue streams']) {
      expect(drawn.stdout).toContain(block);
    }
    expect(drawn.stdout).toContain('licensed under CC BY-SA 3.0');
    expect(drawn.stdout).toMatch(/Wrote .*Business Model Canvas\.pdf/);

    const unknown = await runCli(['report', roundId, 'horoscope'], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Unknown report horoscope');
  });
});
