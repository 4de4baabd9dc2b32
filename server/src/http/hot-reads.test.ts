import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV, createAccount, type TestAccount } from '../test/accounts.js';
import { buildTestApp, type TestApp } from '../test/helpers.js';
import { roundsApi } from '../test/rounds-api.js';
import { BASIC_IDEA, QUALIFY } from '../test/track-ids.js';
import { loadContract } from './contract.js';
import { handlers } from './handlers.js';
import { serializerSchema } from './response-schema.js';
import { registerContractRoutes } from './routes.js';
import { createValidators } from './validation.js';

describe('serializerSchema', () => {
  const resolve = (value: unknown) => value;
  const operation = (schema: unknown) => ({ responses: { '200': { content: { 'application/json': { schema } } } } });

  it('keeps properties a schema does not declare, unless the schema forbids them', () => {
    const schema = serializerSchema(
      operation({
        type: 'object',
        properties: {
          open: { type: 'object', properties: { a: { type: 'string' } } },
          closed: { type: 'object', additionalProperties: false, properties: { b: { type: 'string' } } },
          list: { type: 'array', items: { type: 'object' } },
          choice: { type: 'string', enum: ['object'], default: 'object' },
        },
      }),
      resolve,
      // biome-ignore lint/suspicious/noExplicitAny: a deep walk into a schema built in this test
    ) as any;
    expect(schema.additionalProperties).toBe(true);
    expect(schema.properties.open.additionalProperties).toBe(true);
    expect(schema.properties.closed.additionalProperties).toBe(false);
    expect(schema.properties.list.items.additionalProperties).toBe(true);
    // Values are data, not schemas.
    expect(schema.properties.choice).toEqual({ type: 'string', enum: ['object'], default: 'object' });
  });

  it('leaves answers without a JSON schema, and recursive ($ref) schemas, to JSON.stringify', () => {
    expect(serializerSchema({ responses: { '200': { description: 'A file.' } } }, resolve)).toBeUndefined();
    expect(serializerSchema(operation({ type: 'object', properties: { node: { $ref: 'x' } } }), resolve)).toBe(
      undefined,
    );
  });
});

describe('registerContractRoutes', () => {
  it('compiles the 200 answer of the hot reads from the contract, and of no other route', async () => {
    const app = Fastify();
    const compiled = new Set<string>(); // GET routes come with a HEAD route of their own
    app.addHook('onRoute', (route) => {
      const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
      if (response?.[200]) compiled.add((route.config as { operation: { operationId: string } }).operation.operationId);
    });
    const { document } = await loadContract();
    app.setValidatorCompiler(createValidators(document).compiler);
    registerContractRoutes(app, document, handlers);
    await app.ready();
    expect([...compiled].sort()).toEqual(
      ['checkLogin', 'getTrackData', 'listAgents', 'listHubFiles', 'listResultFiles', 'listUserTracks'].sort(),
    );
    await app.close();
  });
});

describe('hot reads: compiled answers and compression', () => {
  let testApp: TestApp;
  let founder: TestAccount;
  let roundId: string;
  const { api, startRound } = roundsApi(() => testApp.app);
  // Free-form JSON the contract does not describe, with properties the serializer must not drop.
  const result = { name: 'Sunbox', nested: { list: [1, 'two', null, { deep: true }] }, 'odd key "quoted"': 'ü ✓' };

  beforeAll(async () => {
    testApp = await buildTestApp({ env: ACCOUNT_TEST_ENV });
    founder = await createAccount(testApp.app, 'hot');
    roundId = await startRound(founder, 'Solar kiosks');
    for (let i = 0; i < 9; i++) await startRound(founder, `Idea ${i}`);
    const saved = await api(founder, 'POST', `/rounds/${roundId}/results`, {
      streamId: QUALIFY,
      stepId: BASIC_IDEA,
      name: 'basicIdea',
      result,
      stepIndex: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(() => testApp?.close());

  it('answers a compiled track list with every byte JSON.stringify would write', async () => {
    const res = await api(founder, 'GET', '/streams/usertracks');
    expect(res.statusCode).toBe(200);
    const tracks = res.json();
    expect(tracks).toHaveLength(10);
    const round = tracks.find((track: { roundId: string }) => track.roundId === roundId);
    expect(round.results.flatMap((entry: { stepResults: unknown[] }) => entry.stepResults)[0].result).toEqual({
      ...result,
      // The idea card's name is labelled as the AI's proposal: the round's idea names no product.
      nameProposed: true,
    });
    expect(res.body).toBe(JSON.stringify(tracks));
  });

  it('compresses JSON above the threshold as the client asks (brotli first, then gzip), and not below', async () => {
    const url = '/api/streams/usertracks';
    const plain = await testApp.app.inject({ method: 'GET', url, headers: founder.headers });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await testApp.app.inject({
      method: 'GET',
      url,
      headers: { ...founder.headers, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await testApp.app.inject({
      method: 'GET',
      url,
      headers: { ...founder.headers, 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

    const small = await testApp.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('answers errors of compiled routes in the error envelope', async () => {
    const anonymous = await api(undefined, 'GET', '/streams/usertracks');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('notLoggedIn');
    const other = await createAccount(testApp.app, 'other');
    const foreign = await api(other, 'GET', `/rounds/${roundId}/track`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().msg.headline).toBeTruthy();
  });
});
