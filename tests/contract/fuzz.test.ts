// Schema-driven fuzz of every operation of the contract against the real server: thousands of generated requests
// (fuzz-cases.ts, seeded) from the first user, a second user holding the first user's ids, callers without a
// session, a cookie session without a valid XSRF pair and broken bearer tokens. Most are injected (the full Fastify
// pipeline without the socket); a share, the oversized bodies and the un-normalised paths go over the real socket.
// Every request must be answered within 5 s, never with a 5xx (but the contract's own "the AI gave no valid
// answer"), every 4xx with the error envelope; nothing of the first user may reach anyone else, and the first user's
// things must be exactly as before.
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { listOperations, loadContract } from '@idea-studio/openapi';
import { unwrap } from '@idea-studio/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf, makePng } from '../src/fixtures/files.js';
import { newCode, PASSWORD } from '../src/harness/accounts.js';
import { RAISED_LIMITS } from '../src/harness/processes.js';
import { stepOfType } from '../src/harness/reference.js';
import { type RunningServer, startServer } from '../src/harness/server.js';
import { type CallerIds, createGenerator, type FuzzCase, multipartBody } from './fuzz-cases.js';
import { type Owner, registerUser, seedOwner, snapshotOwner, startRound, threadStillExists } from './owned-data.js';

const SEED = 0x1dea5eed;
/**
 * A request without an answer by then counts as a hang. Generous: beside the other lanes of `npm test` on 2 cores, six
 * result saves in a row (each renders a PDF on the server's thread) took over 5 s.
 */
const TIMEOUT_MS = 30_000;
const INJECT_CONCURRENCY = 6;
const HTTP_CONCURRENCY = 4;

const doc = await loadContract();
const operations = listOperations(doc);
const privateOps = new Set(
  operations.filter((o) => (o.operation.security ?? doc.security ?? []).length > 0).map((o) => o.operationId),
);

let server: RunningServer;
let owner: Owner;
let secondToken: string;
let scratch: CallerIds;
let cookie: { session: string; xsrf: string };
let before: Awaited<ReturnType<typeof snapshotOwner>>;
let cases: FuzzCase[];

interface Outcome {
  c: FuzzCase;
  status?: number;
  contentType?: string;
  text?: string;
  error?: string;
}

/** Logs in through both steps over HTTP and answers the session and XSRF cookies the browser would keep. */
async function cookieLogin(email: string): Promise<{ session: string; xsrf: string }> {
  const post = (path: string, body: unknown) =>
    fetch(`${server.apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const sent = (await server.mailbox(email)).length;
  const { verifyId } = (await (await post('/auth/login', { email, password: PASSWORD })).json()) as {
    verifyId: string;
  };
  const code = await newCode(server, email, sent);
  const verified = await post('/auth/verify', { verifyId, verifyCode: code });
  const cookies = verified.headers.getSetCookie();
  const value = (name: string) =>
    cookies
      .find((c) => c.startsWith(`${name}=`))
      ?.split(';')[0]
      ?.slice(name.length + 1);
  const session = value('idea_usersession');
  const xsrf = value('XSRF-TOKEN');
  if (!session || !xsrf) throw new Error(`cookie login: ${verified.status} ${cookies.join(' | ')}`);
  return { session, xsrf: decodeURIComponent(xsrf) };
}

/** The first user's second round with a result file, a hub file and a thread: what their own fuzz may change. */
async function scratchOf(o: Owner, otherUserId: string): Promise<CallerIds> {
  const roundId = await startRound(o.client, o.user, 'Scratch round');
  const basicIdea = stepOfType('basicIdea');
  const file = await unwrap(
    o.client.POST('/knowledgehub/trackresult', {
      body: {
        roundId,
        name: 'Scratch card',
        data: { name: 'Scratch card' },
        type: 'Basic Idea',
        projectId: o.ids.projectId,
        currentStepNr: 1,
        stepId: basicIdea.id,
      },
    }),
  );
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await makePdf('Scratch', ['Scratch text.']))]), 'scratch.pdf');
  form.append('hubId', o.ids.projectId);
  const hub = await unwrap(
    o.client.POST('/knowledgehub/uploads', { body: form as never, bodySerializer: (b: unknown) => b as FormData }),
  );
  const chat = await unwrap(
    o.client.POST('/aiservice/default', {
      body: { agentId: 'flying_jhonny', modelId: 'HOMECHAT', userText: 'Scratch', threadId: null, roundId },
    }),
  );
  return {
    userId: otherUserId,
    projectId: o.ids.projectId,
    roundId,
    resultFileId: file.filedata.id,
    resultFileName: file.filedata.identifer,
    hubFileId: hub.fileId,
    threadId: chat.threadId,
  };
}

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${TIMEOUT_MS} ms: ${what}`)), TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function inject(c: FuzzCase): Promise<Outcome> {
  try {
    const res = await withTimeout(
      server.app.inject({
        method: c.method as 'GET',
        url: c.url,
        headers: c.headers,
        ...(c.payload ? { payload: c.payload() } : {}),
      }),
      c.label,
    );
    return { c, status: res.statusCode, contentType: String(res.headers['content-type'] ?? ''), text: res.body };
  } catch (error) {
    return { c, error: String(error) };
  }
}

async function overFetch(c: FuzzCase): Promise<Outcome> {
  const payload = c.payload?.();
  try {
    const res = await fetch(`${server.url}${c.url}`, {
      method: c.method,
      headers: c.headers,
      body: typeof payload === 'string' || payload === undefined ? payload : new Uint8Array(payload),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return { c, status: res.status, contentType: res.headers.get('content-type') ?? '', text: await res.text() };
  } catch (error) {
    return { c, error: `${String(error)} ${String((error as { cause?: unknown }).cause ?? '')}` };
  }
}

/** A request exactly as written (node:http keeps `..` segments that fetch would resolve). */
function overRawHttp(c: FuzzCase): Promise<Outcome> {
  return new Promise((resolve) => {
    const url = new URL(server.url);
    const req = httpRequest(
      { host: url.hostname, port: url.port, method: c.method, path: c.url, headers: c.headers, timeout: TIMEOUT_MS },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            c,
            status: res.statusCode,
            contentType: String(res.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer within the timeout')));
    req.on('error', (error) => resolve({ c, error: String(error) }));
    req.end(c.payload?.());
  });
}

/** Raw bytes over a socket, for requests no HTTP client would send; answers what came back before the close. */
function overSocket(c: FuzzCase, raw: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const url = new URL(server.url);
    const chunks: Buffer[] = [];
    const socket = connect(Number(url.port), url.hostname, () => socket.write(raw));
    socket.setTimeout(TIMEOUT_MS, () => socket.destroy(new Error('no answer within the timeout')));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error) => resolve({ c, error: String(error) }));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
      const contentType = /\r\ncontent-type: *([^\r]+)/i.exec(head)?.[1] ?? '';
      resolve(
        Number.isNaN(status)
          ? { c, error: `no status in ${JSON.stringify(text.slice(0, 80))}` }
          : { c, status, contentType, text: body },
      );
    });
  });
}

/** A JSON body of about `bytes` streamed without a content length (chunked), as a proxy or a slow client sends it. */
async function streamed(c: FuzzCase, bytes: number): Promise<Outcome> {
  const encoder = new TextEncoder();
  const chunk = encoder.encode('x'.repeat(65_536));
  const body = new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode('{"roundId":"r","name":"'));
      for (let sent = 0; sent < bytes; sent += chunk.length) controller.enqueue(chunk);
      controller.enqueue(encoder.encode('"}'));
      controller.close();
    },
  });
  try {
    const init = {
      method: c.method,
      headers: c.headers,
      body,
      duplex: 'half',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    };
    const res = await fetch(`${server.url}${c.url}`, init as RequestInit);
    return { c, status: res.status, contentType: res.headers.get('content-type') ?? '', text: await res.text() };
  } catch (error) {
    return { c, error: String(error) };
  }
}

async function runPool<T, R>(items: T[], concurrency: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

function isEnvelope(o: Outcome): boolean {
  if (!o.contentType?.startsWith('application/json')) return false;
  try {
    const body = JSON.parse(o.text ?? '') as { code?: unknown; msg?: { headline?: unknown; text?: unknown } };
    return (
      typeof body.code === 'string' && typeof body.msg?.headline === 'string' && typeof body.msg?.text === 'string'
    );
  } catch {
    return false;
  }
}

/**
 * The only 5xx answer allowed: a web search the server has not got (503, on the operations that declare it), a
 * state of the server's configuration, not of the request. Input that gives the assistant nothing to work with
 * (a paper summary of `%s%n%x`) is a 400 that says so, never an AI failure.
 */
const DOCUMENTED_5XX: Record<number, string> = { 503: 'webSearchUnavailable' };
const declares = (operationId: string, status: number) =>
  String(status) in (operations.find((o) => o.operationId === operationId)?.operation.responses ?? {});

function documented5xx(o: Outcome): boolean {
  const code = DOCUMENTED_5XX[o.status!];
  if (!code || !declares(o.c.operationId, o.status!) || !isEnvelope(o)) return false;
  return (JSON.parse(o.text!) as { code: string }).code === code;
}

/** What is wrong with an answer; undefined when nothing is. */
function problemOf(o: Outcome): string | undefined {
  const { c } = o;
  if (o.error !== undefined || o.status === undefined) return `no answer (${o.error})`;
  if (o.status >= 500 && !documented5xx(o)) return `${o.status}: ${o.text?.slice(0, 200)}`;
  if (o.status >= 400 && !isEnvelope(o)) return `${o.status} without the envelope: ${o.text?.slice(0, 200)}`;
  if (c.expect && !c.expect.includes(o.status)) return `${o.status}, expected ${c.expect.join('/')}`;
  if (o.text?.includes('[native code]')) return `${o.status} carries JavaScript internals: ${o.text.slice(0, 200)}`;
  if (c.caller === 'user1' && c.intact && privateOps.has(c.operationId) && o.status === 401) {
    return 'the first user’s session was refused';
  }
  if (c.caller !== 'user1' && c.intact) {
    const leaked = owner.secrets.find((secret) => o.text?.includes(secret));
    if (leaked) return `${o.status} carries the first user’s "${leaked}"`;
  }
  return undefined;
}

const report = (outcomes: Outcome[]) =>
  outcomes.flatMap((o) => {
    const problem = problemOf(o);
    return problem ? [`${o.c.method} ${o.c.url.slice(0, 120)} | ${o.c.label.slice(0, 120)} → ${problem}`] : [];
  });

beforeAll(async () => {
  server = await startServer(RAISED_LIMITS);
  owner = await seedOwner(server, 'Fuzzowner');
  const second = await registerUser(server, 'Fuzzsecond');
  secondToken = second.user.token!;
  scratch = await scratchOf(owner, second.user.id);
  cookie = await cookieLogin(owner.email);
  before = await snapshotOwner(owner);

  const realIds: CallerIds = owner.ids;
  const generator = createGenerator(doc, SEED);
  cases = generator.cases(
    operations,
    [
      { caller: 'user1', ids: scratch, headers: { authorization: `Bearer ${owner.user.token}` } },
      { caller: 'user2', ids: realIds, headers: { authorization: `Bearer ${secondToken}` } },
      { caller: 'anonymous', ids: realIds, headers: {} },
    ],
    { cookie, realIds, pdf: await makePdf('Fuzz', ['Fuzz text.']), png: await makePng(4, 4), httpShare: 0.065 },
  );
  // Deleting operations last, so the first user's scratch things are there for every other case to reach.
  const deleting = (c: FuzzCase) => c.method === 'DELETE' || c.operationId === 'deleteTrack';
  cases = [...cases.filter((c) => !deleting(c)), ...cases.filter(deleting)];
});
afterAll(async () => {
  await server?.close();
});

describe(`schema-driven fuzz of every operation (seed 0x${SEED.toString(16)})`, () => {
  it('the cookie session works with its XSRF pair (so the XSRF refusals are about the header)', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/checklogin',
      headers: {
        cookie: `idea_usersession=${cookie.session}; XSRF-TOKEN=${encodeURIComponent(cookie.xsrf)}`,
        'x-xsrf-token': cookie.xsrf,
        'content-type': 'application/json',
      },
      payload: '{}',
    });
    expect(res.statusCode).toBe(200);
  });

  it('the answer check refuses a 5xx, a bare 4xx and a leak (it can fail)', () => {
    const c = cases.find((x) => x.operationId === 'getTrackData' && x.caller === 'user2' && x.intact)!;
    const json = 'application/json';
    const aiFailed = JSON.stringify({ code: 'aiFailed', msg: { headline: 'Error', text: 'AI response failed' } });
    expect(problemOf({ c, status: 500, contentType: json, text: '{}' })).toBeDefined();
    expect(problemOf({ c, status: 502, contentType: json, text: aiFailed })).toBeDefined();
    expect(problemOf({ c, status: 400, contentType: json, text: '{"error":"Bad Request"}' })).toBeDefined();
    expect(problemOf({ c, status: 200, contentType: json, text: JSON.stringify(owner.ids) })).toBeDefined();
    expect(problemOf({ c, error: 'timeout' })).toBeDefined();
  });

  it('generates cases for every operation and caller', () => {
    const byOperation = new Set(cases.map((c) => c.operationId));
    expect(operations.filter((o) => !byOperation.has(o.operationId)).map((o) => o.operationId)).toEqual([]);
    for (const caller of ['user1', 'user2', 'anonymous', 'xsrf', 'badToken']) {
      expect(cases.some((c) => c.caller === caller)).toBe(true);
    }
  });

  it(`answers ≥ 5,000 injected requests (seed 0x${SEED.toString(16)}): no 5xx, every 4xx the envelope, no hang, no leak`, async () => {
    const injected = cases.filter((c) => !c.overHttp);
    expect(injected.length).toBeGreaterThanOrEqual(5_000);
    const outcomes = await runPool(injected, INJECT_CONCURRENCY, inject);
    expect(report(outcomes)).toEqual([]);
  });

  it(`answers ≥ 300 of the generated requests over the real socket (seed 0x${SEED.toString(16)})`, async () => {
    const sent = cases.filter((c) => c.overHttp);
    expect(sent.length).toBeGreaterThanOrEqual(300);
    const outcomes = await runPool(sent, HTTP_CONCURRENCY, overFetch);
    expect(report(outcomes)).toEqual([]);
  });

  it('answers oversized bodies, un-normalised paths and malformed requests over the real socket', async () => {
    type Who = 'user1' | 'user2' | 'anonymous';
    const tokens: Record<Who, string | undefined> = {
      user1: owner.user.token,
      user2: secondToken,
      anonymous: undefined,
    };
    interface Body {
      contentType: string;
      payload: () => string | Buffer;
    }
    const special = (label: string, method: string, url: string, who: Who, body?: Body, expected?: number[]) => {
      const headers: Record<string, string> = tokens[who] ? { authorization: `Bearer ${tokens[who]}` } : {};
      if (body) headers['content-type'] = body.contentType;
      return {
        label,
        operationId: label,
        caller: who,
        method,
        url,
        headers,
        payload: body?.payload,
        intact: false,
        mayChange: false,
        expect: expected,
        overHttp: true,
      } satisfies FuzzCase;
    };
    const json = (bytes: number): Body => {
      const text = JSON.stringify({ content: 'c'.repeat(bytes) });
      return { contentType: 'application/json', payload: () => text };
    };
    // A PDF header, so the upload is judged by its size rather than refused for its type first.
    const upload = (field: string, bytes: number, fields: Record<string, string> = {}): Body => {
      const data = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes, 0x20)]);
      const parts = [
        ...Object.entries(fields).map(([name, value]) => ({ name, value })),
        { name: field, filename: 'big.pdf', type: 'application/pdf', data },
      ];
      const body = multipartBody(parts, 'fuzzbig');
      return { contentType: 'multipart/form-data; boundary=fuzzbig', payload: () => body };
    };
    const MiB = 1_048_576;
    const { roundId, stepId, resultFileId, resultFileName, projectId } = owner.ids;
    const file = `/api/knowledgehub/trackresult/${roundId}/${resultFileId}`;

    const viaFetch = [
      special('1.5 MiB to a 1 MiB route', 'POST', '/api/auth/checklogin', 'user1', json(1.5 * MiB), [413]),
      special('1.5 MiB, no session', 'POST', '/api/auth/login', 'anonymous', json(1.5 * MiB), [413]),
      special(
        '2.5 MiB to a 2 MiB route',
        'PUT',
        `/api/rounds/${scratch.roundId}/inputs/${stepId}`,
        'user1',
        json(2.5 * MiB),
        [413],
      ),
      special('40 MiB', 'POST', '/api/streams/trackname', 'user1', json(40 * MiB), [413]),
      special(
        '7 MiB hub file',
        'POST',
        '/api/knowledgehub/uploads',
        'user1',
        upload('file', 7 * MiB, { hubId: projectId }),
        [413],
      ),
      special('7 MiB PDF to read', 'POST', '/api/knowledgehub/pdfextract', 'user1', upload('file', 7 * MiB), [413]),
      special('7 MiB avatar', 'POST', '/api/user/avatar', 'user1', upload('avatar', 7 * MiB), [413]),
      special(
        '7 MiB hub file, no session',
        'POST',
        '/api/knowledgehub/uploads',
        'anonymous',
        upload('file', 7 * MiB),
        [401],
      ),
      special(
        '7 MiB into the first user’s hub',
        'POST',
        '/api/knowledgehub/uploads',
        'user2',
        upload('file', 7 * MiB, { hubId: projectId }),
        [404, 413],
      ),
    ];
    const raw = [
      special('dot segments out of /api', 'GET', '/api/../../../etc/passwd', 'user1'),
      special('dot segments in a round id', 'GET', '/api/rounds/../../../etc/passwd/track', 'user2'),
      special('encoded dot segments', 'GET', '/api/rounds/%2e%2e/%2e%2e/etc/passwd', 'user2'),
      special('traversal as the file name', 'GET', `${file}/..%2F..%2F..%2Fetc%2Fpasswd`, 'user2', undefined, [404]),
      special(
        'backslash traversal as the file name',
        'GET',
        `${file}/..%5c..%5cwindows%5cwin.ini`,
        'user1',
        undefined,
        [404],
      ),
      special(
        'the first user’s file by its name',
        'GET',
        `${file}/${encodeURIComponent(resultFileName)}`,
        'user2',
        undefined,
        [404],
      ),
      special('bad percent-encoding', 'GET', '/api/rounds/%E0%A4%A/track', 'user1', undefined, [400]),
      special('a 12 KB url', 'GET', `/api/rounds/${'r'.repeat(12_000)}/track`, 'user1'),
    ];
    // Requests Node itself refuses before the app sees them.
    const malformed: Array<[FuzzCase, string]> = [
      [
        special('a header line without a colon', 'GET', '/api/health', 'anonymous', undefined, [400]),
        'GET /api/health HTTP/1.1\r\nHost: fuzz\r\nNo colon here\r\n\r\n',
      ],
      [
        special('a 20 KB url', 'GET', '/api/health', 'anonymous', undefined, [431]),
        `GET /api/rounds/${'r'.repeat(20_000)}/track HTTP/1.1\r\nHost: fuzz\r\n\r\n`,
      ],
      [
        special('a 20 KB cookie', 'GET', '/api/health', 'anonymous', undefined, [431]),
        `GET /api/health HTTP/1.1\r\nHost: fuzz\r\nCookie: c=${'c'.repeat(20_000)}\r\n\r\n`,
      ],
      [special('not HTTP at all', 'GET', '/', 'anonymous', undefined, [400]), 'HELLO\r\n\r\n'],
    ];
    const chunked = special('3 MiB chunked, no length', 'PUT', '/api/streams/trackname', 'user1', undefined, [413]);
    chunked.headers['content-type'] = 'application/json';

    const outcomes = [
      ...(await runPool(viaFetch, 2, overFetch)),
      ...(await runPool(raw, 2, overRawHttp)),
      ...(await Promise.all(malformed.map(([c, bytes]) => overSocket(c, bytes)))),
      await streamed(chunked, 3 * MiB),
    ];
    expect(report(outcomes)).toEqual([]);
  });

  it('a result file with a long title is downloaded and deleted by its owner (the router took 100 characters)', async () => {
    const user1 = { authorization: `Bearer ${owner.user.token}` };
    // A round of its own: the fuzz deleted the scratch round.
    const roundId = await startRound(owner.client, owner.user, 'Long titles');
    for (const title of ['N'.repeat(150), '😀'.repeat(150)]) {
      const file = await unwrap(
        owner.client.POST('/knowledgehub/trackresult', {
          body: {
            roundId,
            name: title,
            data: { name: 'Long' },
            type: 'Basic Idea',
            projectId: scratch.projectId,
            currentStepNr: 1,
            stepId: stepOfType('basicIdea').id,
          },
        }),
      );
      const url = `/api/knowledgehub/trackresult/${roundId}/${file.filedata.id}/${encodeURIComponent(file.filedata.identifer)}`;
      const download = await fetch(`${server.url}${url}`, { headers: user1 });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect((await fetch(`${server.url}${url}`, { method: 'DELETE', headers: user1 })).status).toBe(200);
    }
  });

  it('prompt ids and keys named like Object.prototype members are plain unknown names', async () => {
    const post = (path: string, body: unknown) =>
      server.app.inject({
        method: 'POST',
        url: `/api${path}`,
        headers: { authorization: `Bearer ${owner.user.token}`, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    for (const promptId of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      // The landing page's requirements were looked up by promptId in a plain object: `__proto__` was a 500.
      const res = await post('/aiservice/standalone', { promptId, userInput: 'x', roundId: owner.ids.roundId });
      expect(res.statusCode, `${promptId}: ${res.body}`).toBe(404);
    }
    const miro = await post('/aiservice/standalone', {
      promptId: 'EXPORT_MIRO',
      userInput: { constructor: 'About the builder', toString: 'About text' },
    });
    expect(miro.statusCode).toBe(200);
    expect(miro.body).not.toContain('[native code]');
  });

  it('a round deleted while its result PDF renders answers 404, not 500', async () => {
    const roundId = await startRound(owner.client, owner.user, 'Race round');
    const post = (path: string, body: unknown) =>
      fetch(`${server.apiUrl}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${owner.user.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    // Long enough to render that the deletion lands in between.
    const creating = post('/knowledgehub/trackresult', {
      roundId,
      name: 'Race',
      data: { lines: Array.from({ length: 3_000 }, (_, i) => `Line ${i} of a long result`) },
      type: 'Basic Idea',
      projectId: owner.ids.projectId,
      currentStepNr: 1,
      stepId: stepOfType('basicIdea').id,
    });
    await new Promise((r) => setTimeout(r, 50));
    expect((await post('/streams/deletetrack', { roundId })).status).toBe(200);
    const created = await creating;
    const body = await created.text();
    expect(created.status, body).toBe(404);
    expect(JSON.parse(body)).toMatchObject({ code: 'notFound' });
  });

  it('leaves the first user’s things exactly as they were', async () => {
    expect(await snapshotOwner(owner)).toEqual(before);
    expect(await threadStillExists(owner)).toBe(true);
  });
});
