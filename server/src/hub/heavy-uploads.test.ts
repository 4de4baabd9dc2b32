import { performance } from 'node:perf_hooks';
import { threadId } from 'node:worker_threads';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV, createAccount, injectAs, type TestAccount } from '../test/accounts.js';
import {
  buildTestApp,
  createResponseChecker,
  type Dialect,
  describeEachDialect,
  type TestApp,
} from '../test/helpers.js';
import { type FormPart, formData, makeDocx, makePdf, makeTextOfSize } from '../test/hub-files.js';
import { roundsApi } from '../test/rounds-api.js';
import { splitPassages } from './chunk.js';
import { DOCX_MIME, TEXT_MIME } from './detect.js';
import { createTextReader, registerTextReader, textReaderOf } from './extract-pool.js';
import { MAX_HUB_TEXT_CHARS, readHubText } from './read-text.js';
import { readHubFileText } from './repository.js';

/**
 * A docx of under 200 KB whose word/document.xml unpacks to about 30 MB of short words: within the archive's
 * expansion limit, but a million elements and far more text than a hub file may bring.
 */
function makeDocxBomb(): Buffer {
  const paragraph = 'a be to of in it is on at by '.repeat(4).trim();
  return makeDocx(Array.from({ length: 250_000 }, () => paragraph));
}

/**
 * A docx of short paragraphs. 70,000 of them hold a little more text than a file may: below the element limit
 * checked before parsing, so it is parsed (about a second of CPU) and refused when its text is measured.
 */
function makeLongDocx(paragraphs = 70_000): Buffer {
  return makeDocx(Array.from({ length: paragraphs }, (_, i) => `Line ${i} of a long list of words.`.padEnd(32, '.')));
}

/**
 * Polls /api/health every 10 ms while `work` runs. Answers the longest wait for an answer beyond the pause (a
 * blocked event loop delays the pause's timer too), and whether it stayed short: under a quarter of the work's own
 * duration, or under 1,000 ms where that is more. Work on the request thread holds health for seconds (a long
 * document takes that long); on worker threads health answers between its turns, though beside other suites on both cores a wait
 * of 502 ms was seen.
 */
async function healthWhile(app: TestApp['app'], work: Promise<unknown>): Promise<{ longest: number; free: boolean }> {
  let settled = false;
  const done = () => {
    settled = true;
  };
  const began = performance.now();
  work.then(done, done);
  let longest = 0;
  while (!settled) {
    const start = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    longest = Math.max(longest, performance.now() - start - 10);
    expect(res.statusCode).toBe(200);
  }
  const total = performance.now() - began;
  return { longest, free: longest < Math.max(1000, total / 4) };
}

describe('readHubText', () => {
  it('returns the text and its passages', async () => {
    const result = await readHubText(TEXT_MIME, Buffer.from('First paragraph.\n\nSecond paragraph.'));
    expect(result).toEqual({
      ok: true,
      text: 'First paragraph.\n\nSecond paragraph.',
      passages: ['First paragraph.\n\nSecond paragraph.'],
    });
  });

  it('takes text up to the cap and refuses one character more', async () => {
    const exact = await readHubText(TEXT_MIME, makeTextOfSize(MAX_HUB_TEXT_CHARS, 'abcdefghij'));
    expect(exact.ok && exact.text.length).toBe(MAX_HUB_TEXT_CHARS);
    const over = await readHubText(TEXT_MIME, makeTextOfSize(MAX_HUB_TEXT_CHARS + 1, 'abcdefghij'));
    expect(over).toEqual({ ok: false, reason: 'tooLong' });
  });

  it('refuses a docx with text over the cap once it is extracted', async () => {
    expect(await readHubText(DOCX_MIME, makeLongDocx())).toEqual({ ok: false, reason: 'tooLong' });
  });

  it('refuses a docx bomb before parsing it', async () => {
    expect(await readHubText(DOCX_MIME, makeDocxBomb())).toEqual({ ok: false, reason: 'tooLong' });
    // No text at all, but 400,000 elements: parsing them would take seconds and gigabytes.
    const empty = makeDocx(Array.from({ length: 100_000 }, () => ''));
    expect(empty.length).toBeLessThan(50_000);
    expect(await readHubText(DOCX_MIME, empty)).toEqual({ ok: false, reason: 'tooLong' });
  });

  it('reports a broken file as unreadable', async () => {
    expect(await readHubText(DOCX_MIME, Buffer.from('PK\u0003\u0004 broken'))).toEqual({
      ok: false,
      reason: 'unreadable',
    });
  });
});

describe('createTextReader', () => {
  it('reads files on a worker thread', async () => {
    const threads = new Set<number>();
    const reader = createTextReader({ threads: 1, onRead: (info) => threads.add(info.threadId) });
    try {
      const docx = await reader.readHubText(DOCX_MIME, makeDocx(['Read beside the requests.']));
      expect(docx).toEqual({ ok: true, text: 'Read beside the requests.', passages: ['Read beside the requests.'] });
      const pdf = await reader.readPdfText(await makePdf([['Slide one']], { title: 'Deck of the bakery' }));
      expect(pdf).toMatchObject({ ok: true, content: { pages: ['Slide one'], title: 'Deck of the bakery' } });
      expect(await reader.readHubText(DOCX_MIME, Buffer.from('PK broken'))).toEqual({
        ok: false,
        reason: 'unreadable',
      });
      expect(threads.size).toBe(1);
      expect(threads.has(threadId)).toBe(false);
    } finally {
      await reader.close();
    }
    await expect(reader.readHubText(TEXT_MIME, Buffer.from('Closed.'))).rejects.toThrow();
  });

  it('counts a file that needs more memory than a thread has as too long, and goes on', async () => {
    // Within every limit, but parsing its 40,000 paragraphs takes a few hundred megabytes.
    const docx = makeLongDocx(40_000);
    const roomy = createTextReader({ threads: 1 });
    const small = createTextReader({ threads: 1, maxHeapMb: 96 });
    try {
      expect(await roomy.readHubText(DOCX_MIME, docx)).toMatchObject({ ok: true });
      const ok = { ok: true, text: 'Small.', passages: ['Small.'] };
      expect(await small.readHubText(TEXT_MIME, Buffer.from('Small.'))).toEqual(ok);
      expect(await small.readHubText(DOCX_MIME, docx)).toEqual({ ok: false, reason: 'tooLong' });
      expect(await small.readHubText(TEXT_MIME, Buffer.from('Small.'))).toEqual(ok);
    } finally {
      await Promise.all([roomy.close(), small.close()]);
    }
  }, 60_000);
});

describe('registerTextReader', () => {
  it('decorates the app with a reader that closes with it; with 0 threads files are read on the calling thread', async () => {
    const app = Fastify({ logger: false });
    registerTextReader(app, { threads: 0 });
    expect(app.hasDecorator('textReader')).toBe(false);
    expect(await textReaderOf(app).readHubText(TEXT_MIME, Buffer.from('Here.'))).toMatchObject({ ok: true });

    registerTextReader(app, { threads: 1 });
    await app.ready();
    expect(textReaderOf(app)).toBe(app.textReader);
    expect(await app.textReader.readHubText(TEXT_MIME, Buffer.from('There.'))).toMatchObject({
      ok: true,
      text: 'There.',
    });
    await app.close();
    await expect(app.textReader.readHubText(TEXT_MIME, Buffer.from('Closed.'))).rejects.toThrow();
  });
});

describe('splitPassages on large text', () => {
  it('cuts 2,000,000 characters of one-word sentences in linear time', () => {
    const text = 'Go. '.repeat(MAX_HUB_TEXT_CHARS / 4);
    const start = performance.now();
    const passages = splitPassages(text);
    // About 0.3 s: the bound leaves room for a busy machine and still catches work that grows with the square.
    expect(performance.now() - start).toBeLessThan(2_000);
    expect(passages.join(' ')).toBe(text.trim());
  });
});

/** An app with one extraction thread, as on a two-core server, and the founders of a suite. */
function uploadsSuite(dialect: Dialect) {
  const suite = {} as {
    t: TestApp;
    check: ReturnType<typeof createResponseChecker>;
    alice: TestAccount;
    bob: TestAccount;
    carol: TestAccount;
  };
  beforeAll(async () => {
    // Four uploads a minute: alice's four heavy files are exactly the limit; carol runs into it.
    suite.t = await buildTestApp({
      dialect,
      env: { ...ACCOUNT_TEST_ENV, UPLOAD_RATE_LIMIT: '4/1m', EXTRACT_THREADS: '1' },
    });
    suite.check = createResponseChecker(suite.t.app.contract);
    suite.alice = await createAccount(suite.t.app, 'alice');
    suite.bob = await createAccount(suite.t.app, 'bob');
    suite.carol = await createAccount(suite.t.app, 'carol');
  });
  afterAll(() => suite.t?.close());

  const parts = (hubId: string, filename: string, content: Buffer): FormPart[] => [
    { name: 'hubId', value: hubId },
    { name: 'file', filename, content },
  ];
  return {
    suite,
    upload: (account: TestAccount, hubId: string, filename: string, content: Buffer) =>
      injectAs(suite.t.app, account, {
        method: 'POST',
        url: '/api/knowledgehub/uploads',
        ...formData(parts(hubId, filename, content)),
      }),
    extractPdf: (account: TestAccount, content: Buffer) =>
      injectAs(suite.t.app, account, {
        method: 'POST',
        url: '/api/knowledgehub/pdfextract',
        ...formData([{ name: 'file', filename: 'deck.pdf', content }]),
      }),
    expectError(res: LightMyRequestResponse, operationId: string, status: number) {
      expect(res.statusCode, res.body).toBe(status);
      expect(suite.check(operationId, status, res.json())).toBeUndefined();
      return res.json();
    },
  };
}

// Heavy files are read and refused on the extraction thread before anything reaches the database, so one dialect
// shows it; each of these tests parses megabytes of XML for seconds.
describe('heavy uploads', () => {
  const { suite, upload, expectError } = uploadsSuite('sqlite');
  let bomb: Buffer;
  beforeAll(() => {
    bomb = makeDocxBomb();
  });

  it('refuses two docx bombs at once with 413 while /api/health keeps answering', async () => {
    expect(bomb.length).toBeLessThan(200_000);
    const uploads = Promise.all([
      upload(suite.alice, suite.alice.projectId, 'bomb-1.docx', bomb),
      upload(suite.alice, suite.alice.projectId, 'bomb-2.docx', bomb),
    ]);
    const health = await healthWhile(suite.t.app, uploads);
    // Without the worker threads each bomb held the event loop for seconds.
    expect.soft(health.free, `health waited ${Math.round(health.longest)} ms`).toBe(true);
    for (const res of await uploads) {
      const body = expectError(res, 'uploadHubFile', 413);
      expect(body.code).toBe('textTooLong');
      expect(body.msg.text).toMatch(/2,000,000 characters/);
    }
  }, 60_000);

  it('reads long documents on worker threads while /api/health keeps answering', async () => {
    const long = makeLongDocx();
    const uploads = Promise.all([
      upload(suite.alice, suite.alice.projectId, 'long-1.docx', long),
      upload(suite.alice, suite.alice.projectId, 'long-2.docx', long),
    ]);
    const health = await healthWhile(suite.t.app, uploads);
    expect.soft(health.free, `health waited ${Math.round(health.longest)} ms`).toBe(true);
    for (const res of await uploads) expect(expectError(res, 'uploadHubFile', 413).code).toBe('textTooLong');
  }, 60_000);

  it("reads an interview's docx on a worker thread too while /api/health keeps answering", async () => {
    const roundId = await roundsApi(() => suite.t.app).startRound(suite.bob, 'Bakery');
    const long = makeLongDocx();
    expect(long.length).toBeLessThan(1_000_000);
    const record = (fileName: string, content: Buffer) =>
      injectAs(suite.t.app, suite.bob, {
        method: 'POST',
        url: `/api/rounds/${roundId}/interviews`,
        payload: { role: 'Owner of a bakery', document: { fileName, data: content.toString('base64') } },
      });
    const answers = Promise.all([record('long-1.docx', long), record('long-2.docx', long)]);
    const health = await healthWhile(suite.t.app, answers);
    expect.soft(health.free, `health waited ${Math.round(health.longest)} ms`).toBe(true);
    for (const res of await answers) expect(expectError(res, 'createInterview', 400).code).toBe('notesTooLong');
    const short = await record(
      'call.docx',
      makeDocx(['Owner of the bakery on the corner.', 'Rolls sell out by nine.']),
    );
    expect(short.statusCode, short.body).toBe(201);
    expect(short.json().notes).toContain('Rolls sell out by nine.');
  }, 60_000);
});

describeEachDialect('uploads beside the heavy ones', (dialect) => {
  const { suite, upload, extractPdf, expectError } = uploadsSuite(dialect);

  it('still stores ordinary text, docx and PDF uploads with their passages', async () => {
    const files: [string, Buffer, string][] = [
      ['notes.txt', Buffer.from('Bakery notes.\n\nFresh rolls every morning.'), 'Fresh rolls every morning.'],
      ['plan.docx', makeDocx(['Business plan', 'Sourdough for the whole street.']), 'Sourdough for the whole street.'],
      ['flyer.pdf', await makePdf([['Opening day flyer', 'Free coffee until noon.']]), 'Free coffee until noon.'],
    ];
    for (const [name, content, expected] of files) {
      const res = await upload(suite.bob, suite.bob.projectId, name, content);
      expect(res.statusCode, res.body).toBe(200);
      expect(await readHubFileText(suite.t.app.db, res.json().fileId)).toContain(expected);
    }
  });

  it('answers 429 in the error envelope after the upload limit', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) {
      answers.push(
        (await upload(suite.carol, suite.carol.projectId, `note-${i}.txt`, Buffer.from(`Note ${i}.`))).statusCode,
      );
    }
    expect(answers).toEqual([200, 200, 200, 200, 429]);
    const res = await upload(suite.carol, suite.carol.projectId, 'late.txt', Buffer.from('Late.'));
    expect(expectError(res, 'uploadHubFile', 429).code).toBe('tooManyRequests');
  });

  it('limits the PDF text extraction too', async () => {
    const pdf = await makePdf([['Pitch deck', 'One slide.']]);
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) answers.push((await extractPdf(suite.carol, pdf)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 429]);
    expect(expectError(await extractPdf(suite.carol, pdf), 'extractPdfText', 429).code).toBe('tooManyRequests');
  });
});
