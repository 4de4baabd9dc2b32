// What every prompt of a whole track sends to a language model. A recording fake model (tests/src/harness/
// fakeModel.ts) stands in for an OpenAI-compatible endpoint and answers each request with a valid answer for its
// schema; a founder runs the whole track from the terminal (`track start --name`, `run --autofill`, which ends with
// the reports, the canvas and the landing page), once in English and once in German.
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { terminalFounder } from '../src/harness/cliInProcess.js';
import { type FakeModel, type ModelRequest, startFakeModel } from '../src/harness/fakeModel.js';
import { type RunningServer, startServer } from '../src/harness/server.js';

const IDEAS = {
  en: {
    idea: 'Bike repair at your door for commuters, paid per fix, parts from local bike shops',
    phrase: 'paid per fix',
  },
  de: {
    idea: 'Fahrradreparatur vor der Haustür für Pendler, 30 Euro im Monat, Teile vom Fahrradladen',
    phrase: '30 Euro im Monat',
  },
} as const;

let model: FakeModel;
let server: RunningServer;
let configRoot: string;
const runs: Record<string, { requests: ModelRequest[]; roundId: string; errors: string[] }> = {};
const exitCode = process.exitCode;

beforeAll(async () => {
  model = await startFakeModel();
  server = await startServer({
    AI_PROVIDER: 'openai',
    AI_BASE_URL: model.baseUrl,
    AI_API_KEY: 'sk-fake',
    AI_MODEL: 'fake-model',
    AI_RATE_LIMIT: '100000/1m',
    AUTH_RATE_LIMITS: 'autoLogin=1000/1m',
  });
  configRoot = await mkdtemp(join(tmpdir(), 'idea-studio-prompts-'));
  for (const lang of ['en', 'de'] as const) {
    const { step, errors } = await terminalFounder(server, lang, join(configRoot, lang));
    const from = model.requests.length;
    await step(['profile', 'set', '--prename', 'Ada', '--lang', lang]);
    const { roundId } = JSON.parse(await step(['--json', 'track', 'start', '--name', IDEAS[lang].idea]));
    await step(['--json', 'run', roundId, '--autofill']);
    runs[lang] = { requests: model.requests.slice(from), roundId, errors };
  }
  if (process.env.PROMPT_DUMP) writeFileSync(process.env.PROMPT_DUMP, JSON.stringify(runs, null, 1));
}, 300_000);

afterAll(async () => {
  await server?.close();
  await model?.close();
  await rm(configRoot, { recursive: true, force: true });
  process.exitCode = exitCode;
});

const NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};
const num = (word: string) => NUMBERS[word.toLowerCase()] ?? Number(word);
const N = '(\\d+|one|two|three|four|five|six|seven|eight|nine|ten)';
/** Counts of texts, not of list items: they are no schema's business. */
const UNITS =
  /^(sentences?|words?|characters?|lines?|rounds?|sections\b.*headed|minutes?|hours?|days?|months?|years?|percent)$/i;

/** The [min, max] of every list in a JSON schema. */
// biome-ignore lint/suspicious/noExplicitAny: JSON Schema documents are free-form
function listCounts(schema: any, out: Array<[number | undefined, number | undefined]> = []) {
  if (!schema || typeof schema !== 'object') return out;
  if (schema.type === 'array') out.push([schema.minItems, schema.maxItems]);
  for (const child of Object.values(schema)) listCounts(child, out);
  return out;
}

/** The counts an instruction names ("exactly three reactions", "6 to 10 users", "up to 8 suggestions"). */
function namedCounts(text: string): Array<{ phrase: string; min?: number; max?: number }> {
  const found: Array<{ phrase: string; min?: number; max?: number }> = [];
  const patterns: Array<[RegExp, (m: RegExpMatchArray) => { min?: number; max?: number }]> = [
    [new RegExp(`\\bexactly ${N} ([a-z-]+)`, 'gi'), (m) => ({ min: num(m[1]!), max: num(m[1]!) })],
    [new RegExp(`\\b${N} to ${N} ([a-z-]+)`, 'gi'), (m) => ({ min: num(m[1]!), max: num(m[2]!) })],
    [new RegExp(`\\b(?:up to|at most) ${N} ([a-z-]+)`, 'gi'), (m) => ({ max: num(m[1]!) })],
    [new RegExp(`\\bat least ${N} ([a-z-]+)`, 'gi'), (m) => ({ min: num(m[1]!) })],
  ];
  for (const [pattern, read] of patterns) {
    for (const m of text.matchAll(pattern)) {
      const noun = m[m.length - 1]!;
      if (UNITS.test(noun) || !/s$/.test(noun) || /^(?:is|was|has|its|this|as)$/.test(noun)) continue;
      found.push({ phrase: m[0], ...read(m) });
    }
  }
  return found;
}

const content = (request: ModelRequest) =>
  (request.body.messages as Array<{ content: string }>).map((m) => m.content).join('\n');

describe('every prompt of a whole track', () => {
  it('runs the whole track against the model, in English and in German', () => {
    for (const lang of ['en', 'de']) {
      expect(runs[lang]!.errors).toEqual([]);
      expect(runs[lang]!.requests.length).toBeGreaterThan(40);
    }
  });

  it.each(['en', 'de'] as const)('carries the founder’s words in every prompt of the round (%s)', (lang) => {
    const missing = runs[lang]!.requests.filter((r) => r.kind !== 'text' && !content(r).includes(IDEAS[lang].phrase));
    expect(missing.map((r) => r.kind)).toEqual([]);
  });

  it.each(['en', 'de'] as const)('keeps every request under 16,000 characters (%s)', (lang) => {
    const over = runs[lang]!.requests.map((r) => ({ kind: r.kind, chars: content(r).length })).filter(
      (r) => r.chars > 16_000,
    );
    expect(over).toEqual([]);
  });

  it.each(['en', 'de'] as const)('sends no bookkeeping: ids, timestamps, image names (%s)', (lang) => {
    const { roundId, requests } = runs[lang]!;
    for (const request of requests) {
      const text = content(request);
      expect(text, request.kind).not.toContain(roundId);
      expect(text, request.kind).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
      expect(text, request.kind).not.toMatch(/\b[0-9A-HJKMNP-TV-Z]{26}\b/);
      expect(text, request.kind).not.toMatch(
        /dateCreated|dateEdited|"session"|"image"|persona-[a-z]+-[a-z-]+-\d|\.(?:png|jpe?g|webp)\b/,
      );
    }
  });

  it('asks for every answer by a strict schema, with a temperature and max_tokens', () => {
    for (const request of [...runs.en!.requests, ...runs.de!.requests]) {
      expect(typeof request.body.temperature, request.kind).toBe('number');
      expect(request.body.max_tokens, request.kind).toBeGreaterThan(0);
      if (request.body.response_format)
        expect(request.body.response_format.json_schema.strict, request.kind).toBe(true);
    }
  });

  it('names in its instructions only the counts its schema holds', () => {
    const wrong: string[] = [];
    for (const request of runs.en!.requests) {
      const schema = request.body.response_format?.json_schema?.schema;
      if (!schema) continue;
      const lists = listCounts(schema);
      for (const named of namedCounts(request.body.messages[0].content)) {
        const fits = lists.some(
          ([min, max]) =>
            (named.min === undefined || named.min === (min ?? 0) || (named.min === 1 && min === undefined)) &&
            (named.max === undefined || named.max === max),
        );
        if (!fits) wrong.push(`${request.kind}: "${named.phrase}"`);
      }
    }
    expect([...new Set(wrong)]).toEqual([]);
  });
});
