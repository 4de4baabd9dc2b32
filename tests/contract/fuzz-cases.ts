// Request cases generated from the contract's schemas with a seeded PRNG, for fuzz.test.ts: a plausible request
// per operation and caller, then one flaw at a time (malformed JSON, wrong types, missing or extra properties,
// hostile strings and numbers, hostile path and query values, wrong media types, oversized and deeply nested
// bodies, broken multipart forms). The same seed always gives the same cases in the same order.
import type { ContractNode, ContractOperation } from '@idea-studio/openapi';
import { DEFAULT_TRACK_ID } from '@idea-studio/sdk';
import { stepOfType } from '../src/harness/reference.js';

interface Rng {
  int(n: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `n` distinct items (all when there are fewer). */
  some<T>(items: readonly T[], n: number): T[];
}

/** mulberry32: small, fast and good enough to pick cases. */
function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]) => items[int(items.length)]!;
  return {
    int,
    chance: (p) => next() < p,
    pick,
    some: (items, n) => {
      const pool = [...items];
      const out = [];
      while (out.length < n && pool.length > 0) out.push(pool.splice(int(pool.length), 1)[0]!);
      return out;
    },
  };
}

/** Whose session a case carries. `xsrf`: the first user's cookie session with a missing or forged XSRF header. */
export type Caller = 'user1' | 'user2' | 'anonymous' | 'xsrf' | 'badToken';

/** The ids a caller puts into requests. */
export interface CallerIds {
  userId: string;
  projectId: string;
  roundId: string;
  resultFileId: string;
  resultFileName: string;
  hubFileId: string;
  threadId: string;
}

export interface FuzzCase {
  label: string;
  operationId: string;
  caller: Caller;
  method: string;
  /** Path and query below the server's origin, e.g. `/api/rounds/…/track?t=1`. */
  url: string;
  headers: Record<string, string>;
  payload?: () => string | Buffer;
  /** The url still reaches the operation's route (no `/` or `..` in a path value, nothing the router refuses). */
  intact: boolean;
  /** A request the server may accept: not sent with the first user's session where it would change their real things. */
  mayChange: boolean;
  /** Statuses the answer must have, when the rule is exact (401 without a session, 403 for XSRF). */
  expect?: number[];
  /** Sent over the real socket with fetch rather than injected. */
  overHttp: boolean;
}

type Schema = ContractNode;

const basicIdea = stepOfType('basicIdea');

// ── hostile values ──

const HUGE = 'x'.repeat(400_000);
/** Hostile strings: traversal in its spellings, NUL, unicode edge cases, injection classics, size edges. */
const STRINGS: readonly string[] = [
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%5c..%5cetc%5cpasswd',
  '....//....//etc/passwd',
  '/etc/passwd\u0000.pdf',
  'a\u0000b',
  '\u0000',
  '😀🚀 ünïcödé ñ 中文 العربية',
  '\u202e\u0301\u200b\u2028\u2029',
  '\ud800',
  '\ufffe\uffff',
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, meant literally
  '${7*7}{{7*7}}',
  '%s%n%x',
  '',
  ' ',
  '\r\n\t',
  'A'.repeat(65),
  'A'.repeat(201),
  'A'.repeat(20_001),
  'ü'.repeat(60_000),
  HUGE,
  '__proto__',
  'constructor',
  'file:///etc/passwd',
  'http://169.254.169.254/latest/meta-data/',
];

/** Numbers as raw JSON text, so values JSON.stringify cannot write (1e400, -0) are sent too. */
const NUMBERS: readonly string[] = [
  '-1',
  '-2147483649',
  '9007199254740993',
  '1e308',
  '1e400',
  '-1e400',
  '-0',
  '0.5',
  '1.0000000000000002',
  '123456789012345678901234567890',
];

/** Path parameter values, with whether the url still names the same route. */
const PATH_VALUES: ReadonlyArray<{ raw: string; intact: boolean }> = [
  { raw: encodeURIComponent('../../etc/passwd'), intact: false },
  { raw: '..%2F..%2Fetc%2Fpasswd', intact: false },
  { raw: '%2e%2e%2f%2e%2e%2fetc%2fpasswd', intact: false },
  { raw: '..%5c..%5cwindows%5cwin.ini', intact: false },
  { raw: '..', intact: false },
  { raw: '../../../../etc/passwd', intact: false },
  { raw: '%00', intact: true },
  { raw: 'a%00b', intact: true },
  // Refused by the router before any route: no session check, the envelope all the same.
  { raw: '%', intact: false },
  { raw: '%zz', intact: false },
  { raw: '%E0%A4%A', intact: false },
  { raw: 'x'.repeat(4_000), intact: false },
  { raw: encodeURIComponent('😀ünï'), intact: true },
  { raw: 'x'.repeat(65), intact: true },
  { raw: 'x'.repeat(300), intact: true },
  { raw: '-1', intact: true },
  { raw: '1e400', intact: true },
  { raw: '__proto__', intact: true },
  { raw: 'constructor', intact: true },
  { raw: encodeURIComponent("' OR 1=1 --"), intact: true },
  { raw: '%20', intact: true },
];

const QUERIES: readonly string[] = [
  `t=${'9'.repeat(40)}`,
  't=1&t=2',
  't=%00',
  't=%',
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  `t=${encodeURIComponent('../../etc/passwd')}`,
  `r=${'1'.repeat(50)}&t=${encodeURIComponent('😀')}`,
  `${'k'.repeat(2_000)}=1`,
];

/** Bodies sent as JSON: malformed ones, prototype pollution, and well-formed ones that are no object. */
const ODD_JSON: readonly string[] = [
  '{"a": ',
  '{"a": 1,}',
  "{'a': 1}",
  '{"a": NaN}',
  '{"a": undefined}',
  '\ufeff{}',
  '{"a": 1} trailing',
  '[1, 2',
  '{"a": "\\u00"}',
  '{"a": "\u0000"}',
  '{"__proto__": {"polluted": true}}',
  '{"constructor": {"prototype": {"polluted": true}}}',
  'null',
  '[]',
  '"string"',
  '42',
  'true',
];

const WRONG_CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data; boundary=nothing',
  'application/json-patch+json',
  'application/octet-stream',
];

/** Values of each JSON type, to put where another type belongs. */
const OF_TYPE: Record<string, readonly unknown[]> = {
  string: ['x', '', '0'],
  number: [0, -1, 1.5],
  integer: [0, -1, 7],
  boolean: [true, false],
  null: [null],
  array: [[], [1, 'x'], [null]],
  object: [{}, { nested: { deeper: 1 } }],
};

function deepNesting(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

// ── the contract ──

interface ContractReader {
  deref(node: Schema | undefined): Schema | undefined;
}

function contractReader(doc: ContractNode): ContractReader {
  return {
    deref(node) {
      let current = node;
      for (let hops = 0; current?.$ref && hops < 20; hops++) {
        current = String(current.$ref)
          .slice(2)
          .split('/')
          .reduce((at: Schema | undefined, key) => at?.[key], doc);
      }
      return current;
    },
  };
}

interface Property {
  name: string;
  schema: Schema;
  required: boolean;
}

function typeOf(schema: Schema): string {
  if (Array.isArray(schema.type)) return schema.type.find((t: string) => t !== 'null') ?? 'null';
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  return 'any';
}

// ── plausible values ──

/** The operations whose `projectId` or `id` is a round id (landing pages, see hosted-pages/service.ts). */
const ROUND_AS_PROJECT = new Set([
  'createLandingPageAccount',
  'createExternalLandingPage',
  'getInternalLandingPage',
  'getLandingPageConfig',
]);

/** A value the server accepts for a field of this name, so that flaws elsewhere reach the handlers. */
function plausible(operationId: string, name: string, ids: CallerIds, rng: Rng): unknown {
  switch (name) {
    case 'roundId':
      return ids.roundId;
    case 'projectId':
      return ROUND_AS_PROJECT.has(operationId) ? ids.roundId : ids.projectId;
    case 'id':
      if (operationId === 'deleteHubFile') return ids.hubFileId;
      return ROUND_AS_PROJECT.has(operationId) ? ids.roundId : ids.projectId;
    case 'hubId':
      return ids.projectId;
    case 'fileId':
      return ids.resultFileId;
    case 'fileName':
      return ids.resultFileName;
    case 'threadId':
      return ids.threadId;
    case 'userId':
      return ids.userId;
    case 'stepId':
      return basicIdea.id;
    case 'streamId':
      return basicIdea.streamId;
    case 'trackId':
      return DEFAULT_TRACK_ID;
    case 'agentId':
      return operationId === 'sendFeedbackCardMessage' ? 'mentor_market' : 'flying_jhonny';
    case 'modelId':
      return 'HOMECHAT';
    case 'promptId':
      return operationId === 'createCleanAiResponse' ? 'OPTIMIZE-MISSION' : 'SUMMARIZE_DOCUMENT_UPLOAD';
    case 'promptType':
      return 'STEP_PROMPT';
    case 'password':
      return 'Fuzz-Secret-123!';
    case 'email':
      return `fuzz.${rng.int(1e9)}@example.com`;
    case 'emails':
      return 'fuzz.share@example.com';
    case 'lang':
      return 'en';
    case 'verifyCode':
      return String(100_000 + rng.int(900_000));
    default:
      return undefined;
  }
}

/** A value valid for the schema (as far as a small generator goes). */
function sample(reader: ContractReader, schema: Schema | undefined, rng: Rng, depth = 0): unknown {
  const s = reader.deref(schema);
  if (!s || depth > 5) return null;
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return rng.pick(s.enum);
  if (s.allOf) return Object.assign({}, ...s.allOf.map((part: Schema) => sample(reader, part, rng, depth + 1)));
  if (s.oneOf || s.anyOf) return sample(reader, (s.oneOf ?? s.anyOf)[0], rng, depth + 1);
  switch (typeOf(s)) {
    case 'string': {
      if (s.format === 'email') return `fuzz.${rng.int(1e9)}@example.com`;
      if (s.format === 'date-time') return new Date(Date.UTC(2026, 0, 1 + rng.int(300))).toISOString();
      if (s.format === 'uri') return 'https://example.com/fuzz';
      if (s.pattern === '^[0-9]{6}$') return String(100_000 + rng.int(900_000));
      const min = s.minLength ?? 1;
      const max = Math.max(min, Math.min(s.maxLength ?? min + 12, min + 12));
      return 'fuzz'.repeat(8).slice(0, min + rng.int(max - min + 1)) || 'f';
    }
    case 'integer':
    case 'number': {
      const min = s.minimum ?? 0;
      const max = s.maximum ?? min + 10;
      return min + rng.int(Math.max(1, max - min + 1));
    }
    case 'boolean':
      return rng.chance(0.5);
    case 'null':
      return null;
    case 'array': {
      const count = Math.max(s.minItems ?? 0, 1);
      return Array.from({ length: Math.min(count, 3) }, () => sample(reader, s.items, rng, depth + 1));
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set<string>(s.required ?? []);
      for (const [name, child] of Object.entries(s.properties ?? {})) {
        if (required.has(name) || rng.chance(0.5)) out[name] = sample(reader, child as Schema, rng, depth + 1);
      }
      return out;
    }
    default:
      return { note: 'fuzz' };
  }
}

// ── one operation's cases ──

interface CallerSetup {
  caller: Caller;
  ids: CallerIds;
  headers: Record<string, string>;
}

export interface Generator {
  /** Every case of every operation, for these callers. */
  cases(operations: ContractOperation[], callers: CallerSetup[], extra: ExtraSetup): FuzzCase[];
}

export interface ExtraSetup {
  /** The first user's cookie session: the session and XSRF cookies and the XSRF token. */
  cookie: { session: string; xsrf: string };
  /** The first user's real ids (XSRF cases must be refused before they reach them). */
  realIds: CallerIds;
  /** A valid PDF and PNG for the upload forms. */
  pdf: Buffer;
  png: Buffer;
  /** Share of cases sent over the real socket. */
  httpShare: number;
}

/**
 * Operations that change the first user's real things whatever ids a request names (their account settings; the
 * landing page publish, which without an id republishes their latest page): with the first user's session, only
 * requests the server must refuse.
 */
const OWN_REAL_WRITES = new Set([
  'updateUserData',
  'updateCompanyMetadata',
  'uploadUserAvatar',
  'createExternalLandingPage',
]);
/** Ending a session mid-run would turn the rest of its cases into 401s: only sent without one. */
const SESSION_ENDERS = new Set(['logoutUser', 'logoutUserGet']);
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function createGenerator(doc: ContractNode, seed: number): Generator {
  const reader = contractReader(doc);
  const rng = createRng(seed);

  return {
    cases(operations, callers, extra) {
      const out: FuzzCase[] = [];
      for (const op of operations) {
        for (const setup of callers) {
          if (SESSION_ENDERS.has(op.operationId) && setup.caller !== 'anonymous') continue;
          out.push(...operationCases(op, setup, extra));
        }
        out.push(...xsrfCases(op, extra), ...badTokenCases(op, extra));
      }
      return out;
    },
  };

  function parametersOf(op: ContractOperation): Schema[] {
    return [...(op.pathItem.parameters ?? []), ...(op.operation.parameters ?? [])].map((p) => reader.deref(p)!);
  }

  function isPrivate(op: ContractOperation): boolean {
    const security = op.operation.security ?? doc.security ?? [];
    return security.length > 0;
  }

  function jsonSchemaOf(op: ContractOperation): Schema | undefined {
    return reader.deref(op.operation.requestBody)?.content?.['application/json']?.schema;
  }

  function isMultipart(op: ContractOperation): boolean {
    return Boolean(reader.deref(op.operation.requestBody)?.content?.['multipart/form-data']);
  }

  /** The top-level properties of a body schema (the first branch of a oneOf). */
  function propertiesOf(schema: Schema | undefined): Property[] {
    let s = reader.deref(schema);
    if (s?.oneOf) s = reader.deref(s.oneOf[0]);
    if (!s?.properties) return [];
    const required = new Set<string>(s.required ?? []);
    return Object.entries(s.properties).map(([name, child]) => ({
      name,
      schema: reader.deref(child as Schema)!,
      required: required.has(name),
    }));
  }

  /** A plausible body: sampled from the schema, with the caller's ids and known-good values by field name. */
  function plausibleBody(op: ContractOperation, ids: CallerIds): Record<string, unknown> | undefined {
    const schema = jsonSchemaOf(op);
    if (!schema) return undefined;
    const body = sample(reader, schema, rng);
    if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
    const record = body as Record<string, unknown>;
    for (const property of propertiesOf(schema)) {
      const value = plausible(op.operationId, property.name, ids, rng);
      if (value !== undefined) record[property.name] = value;
    }
    return record;
  }

  function urlOf(op: ContractOperation, ids: CallerIds, override?: { name: string; raw: string }, query = ''): string {
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      override?.name === name ? override.raw : encodeURIComponent(String(plausible(op.operationId, name, ids, rng))),
    );
    return `/api${path}${query ? `?${query}` : ''}`;
  }

  function operationCases(op: ContractOperation, setup: CallerSetup, extra: ExtraSetup): FuzzCase[] {
    const { caller, ids, headers } = setup;
    const privateOp = isPrivate(op);
    const cases: FuzzCase[] = [];
    const add = (
      flaw: string,
      request: {
        url?: string;
        payload?: () => string | Buffer;
        contentType?: string;
        intact?: boolean;
        mayChange?: boolean;
        http?: boolean;
      },
    ) => {
      const mayChange = request.mayChange ?? false;
      if (caller === 'user1' && mayChange && OWN_REAL_WRITES.has(op.operationId)) return;
      const intact = request.intact ?? true;
      cases.push({
        label: `${op.operationId} as ${caller}: ${flaw}`,
        operationId: op.operationId,
        caller,
        method: op.method.toUpperCase(),
        url: request.url ?? urlOf(op, ids),
        headers: { ...headers, ...(request.contentType ? { 'content-type': request.contentType } : {}) },
        payload: request.payload,
        intact,
        mayChange,
        // Without a session a private operation is refused before anything else is looked at.
        expect: caller === 'anonymous' && privateOp && intact ? [401] : undefined,
        overHttp: request.http !== false && rng.chance(extra.httpShare),
      });
    };

    const schema = jsonSchemaOf(op);
    const base = plausibleBody(op, ids);
    const json = (value: unknown) => () => JSON.stringify(value);
    const sendJson = (flaw: string, body: unknown, mayChange = false) =>
      add(flaw, { payload: json(body), contentType: 'application/json', mayChange });

    // The plausible request itself (for the second user and anonymous callers: with the first user's ids).
    if (schema) sendJson('plausible', base, true);
    else if (isMultipart(op)) multipartCases(op, ids, extra, add);
    else add('plausible', { mayChange: true });

    for (const param of parametersOf(op).filter((p) => p.in === 'path')) {
      for (const value of rng.some(PATH_VALUES, 8)) {
        add(`path ${param.name}=${value.raw.slice(0, 40)}`, {
          url: urlOf(op, ids, { name: param.name, raw: value.raw }),
          payload: schema ? json(base) : undefined,
          contentType: schema ? 'application/json' : undefined,
          intact: value.intact,
          // fetch resolves dot segments itself: those go in-process, where they arrive as written.
          http: value.intact,
        });
      }
    }
    for (const query of rng.some(QUERIES, 3)) {
      add(`query ${query.slice(0, 40)}`, {
        url: urlOf(op, ids, undefined, query),
        payload: schema ? json(base) : undefined,
        contentType: schema ? 'application/json' : undefined,
        mayChange: true,
      });
    }

    if (!schema) {
      if (!isMultipart(op)) {
        // A body where the operation takes none.
        add('unexpected JSON body', {
          payload: json({ roundId: ids.roundId }),
          contentType: 'application/json',
          // fetch refuses a body on GET.
          http: op.method !== 'get',
        });
      }
      return cases;
    }

    // Without a required body, no body (and JSON null) is a valid request.
    const optionalBody = !reader.deref(op.operation.requestBody)?.required;
    for (const text of rng.some(ODD_JSON, 5)) {
      add(`JSON ${JSON.stringify(text.slice(0, 30))}`, {
        payload: () => text,
        contentType: 'application/json',
        // A byte-order mark before `{}` is still the empty object (the JSON parser drops it): a valid request where
        // the body has no required property.
        mayChange: (optionalBody && text === 'null') || text === '\ufeff{}',
      });
    }
    for (const contentType of rng.some(WRONG_CONTENT_TYPES, 2)) {
      add(`content type ${contentType}`, { payload: json(base), contentType });
    }
    add('no content type', { payload: json(base) });
    add('empty body', { payload: () => '', contentType: 'application/json', mayChange: optionalBody });
    add('nested 20000 deep', { payload: () => deepNesting(20_000), contentType: 'application/json' });
    add('oversized (3 MiB)', {
      payload: () => JSON.stringify({ ...base, padding: 'p'.repeat(3 * 1024 * 1024) }),
      contentType: 'application/json',
    });

    const properties = propertiesOf(schema);
    for (const property of properties) {
      const type = typeOf(property.schema);
      const wrongTypes = Object.keys(OF_TYPE).filter(
        (t) => t !== type && !(type === 'number' && t === 'integer') && !(type === 'integer' && t === 'number'),
      );
      const declared = Array.isArray(property.schema.type) ? property.schema.type : [type];
      const wrong = wrongTypes.filter((t) => !declared.includes(t) && type !== 'any');
      for (const t of rng.some(wrong, 3)) {
        sendJson(`${property.name} as ${t}`, { ...base, [property.name]: rng.pick(OF_TYPE[t]!) });
      }
      if (property.required) {
        const { [property.name]: _dropped, ...rest } = base ?? {};
        sendJson(`without ${property.name}`, rest);
      }
      if (type === 'string' || type === 'any') {
        for (const value of rng.some(STRINGS, 5)) {
          sendJson(
            `${property.name}=${JSON.stringify(value.slice(0, 24))}…(${value.length})`,
            {
              ...base,
              [property.name]: value,
            },
            true,
          );
        }
      }
      if (type === 'integer' || type === 'number' || type === 'any') {
        for (const raw of rng.some(NUMBERS, 3)) {
          const text = JSON.stringify({ ...base, [property.name]: 0 }).replace(
            `"${property.name}":0`,
            `"${property.name}":${raw}`,
          );
          add(`${property.name}=${raw}`, { payload: () => text, contentType: 'application/json', mayChange: true });
        }
      }
      if (type === 'array' || type === 'object' || type === 'any') {
        sendJson(
          `${property.name} wide`,
          { ...base, [property.name]: Array.from({ length: 5_000 }, (_, i) => i) },
          true,
        );
      }
    }
    sendJson('extra property', { ...base, [`extra${rng.int(1000)}`]: 'x' }, true);
    add('__proto__ property', {
      payload: () => JSON.stringify(base).replace(/^\{/, '{"__proto__":{"isAdmin":true},'),
      contentType: 'application/json',
    });
    return cases;
  }

  function multipartCases(
    op: ContractOperation,
    ids: CallerIds,
    extra: ExtraSetup,
    add: (
      flaw: string,
      request: { payload?: () => string | Buffer; contentType?: string; mayChange?: boolean; http?: boolean },
    ) => void,
  ) {
    const avatar = op.operationId === 'uploadUserAvatar';
    const field = avatar ? 'avatar' : 'file';
    const good = avatar
      ? { name: field, filename: 'avatar.png', type: 'image/png', data: extra.png }
      : { name: field, filename: 'fuzz.pdf', type: 'application/pdf', data: extra.pdf };
    // A form with the good file in it may be accepted, whatever else is odd about it.
    const send = (flaw: string, parts: Part[], options: { refused?: boolean; cut?: number } = {}) => {
      const boundary = `fuzz${rng.int(1e9)}`;
      const body = multipartBody(parts, boundary);
      add(flaw, {
        payload: () => (options.cut ? body.subarray(0, options.cut) : body),
        contentType: `multipart/form-data; boundary=${boundary}`,
        mayChange: !options.refused,
      });
    };
    const refused = { refused: true };
    // Hub files and PDFs to read are refused for a bad name; an avatar is stored whatever it was called.
    const namesChecked = { refused: !avatar };
    const fields = (hubId = ids.projectId): Part[] =>
      op.operationId === 'uploadHubFile'
        ? [
            { name: 'hubId', value: hubId },
            { name: 'fileType', value: 'RAGFILE' },
          ]
        : [];

    send('plausible', [...fields(), good]);
    send('without the file', fields(), refused);
    send('file name ../../etc/passwd', [...fields(), { ...good, filename: '../../etc/passwd' }]);
    send('file name ..\\..\\boot.ini', [...fields(), { ...good, filename: '..\\..\\boot.ini' }]);
    send('file name with NUL', [...fields(), { ...good, filename: 'a\u0000b.pdf' }], namesChecked);
    send('file name unicode', [...fields(), { ...good, filename: avatar ? '😀ü.png' : '😀ü中文.pdf' }]);
    send('file name 300 characters', [...fields(), { ...good, filename: `${'n'.repeat(300)}.pdf` }], namesChecked);
    send('field of 10 KB', [...fields('h'.repeat(10_000)), good]);
    send('hubId traversal', [...fields('../../etc/passwd'), good]);
    send('30 fields', [...fields(), ...Array.from({ length: 30 }, (_, i) => ({ name: `f${i}`, value: 'x' })), good]);
    send('12 files', [...fields(), good, ...Array.from({ length: 11 }, (_, i) => ({ ...good, name: `other${i}` }))]);
    send('two files in the field', [...fields(), good, good], refused);
    send(
      'garbage bytes',
      [...fields(), { ...good, data: Buffer.from('%PDF-garbage\u0000\u00ff'.repeat(50)) }],
      refused,
    );
    send('empty file', [...fields(), { ...good, data: Buffer.alloc(0) }], refused);
    send('cut off', [...fields(), good], { ...refused, cut: 60 });
    add('no boundary', { payload: () => 'abc', contentType: 'multipart/form-data' });
    add('JSON instead', { payload: () => '{"file":"x"}', contentType: 'application/json' });
    add('form-urlencoded instead', { payload: () => 'file=x', contentType: 'application/x-www-form-urlencoded' });
  }

  /** The first user's cookie session on an unsafe private operation, with real ids, without a valid XSRF pair. */
  function xsrfCases(op: ContractOperation, extra: ExtraSetup): FuzzCase[] {
    const method = op.method.toUpperCase();
    if (!UNSAFE.has(method) || !isPrivate(op)) return [];
    const { session, xsrf } = extra.cookie;
    const sessionCookie = `idea_usersession=${session}`;
    const variants: Array<[string, Record<string, string>]> = [
      ['no XSRF header', { cookie: `${sessionCookie}; XSRF-TOKEN=${xsrf}` }],
      ['forged header and cookie', { cookie: `${sessionCookie}; XSRF-TOKEN=forged`, 'x-xsrf-token': 'forged' }],
      ['header not the cookie', { cookie: `${sessionCookie}; XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': `${xsrf}x` }],
      ['header without the XSRF cookie', { cookie: sessionCookie, 'x-xsrf-token': xsrf }],
      ['session token as XSRF token', { cookie: `${sessionCookie}; XSRF-TOKEN=${session}`, 'x-xsrf-token': session }],
      ['empty header', { cookie: `${sessionCookie}; XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': '' }],
    ];
    const body = isMultipart(op) ? undefined : plausibleBody(op, extra.realIds);
    return rng.some(variants, 4).map(([flaw, headers]) => ({
      label: `${op.operationId} as xsrf: ${flaw}`,
      operationId: op.operationId,
      caller: 'xsrf' as const,
      method,
      url: urlOf(op, extra.realIds),
      headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      payload: body ? () => JSON.stringify(body) : undefined,
      intact: true,
      mayChange: false,
      expect: [403],
      overHttp: rng.chance(extra.httpShare),
    }));
  }

  /** Broken credentials on a private operation: refused as no session at all. */
  function badTokenCases(op: ContractOperation, extra: ExtraSetup): FuzzCase[] {
    if (!isPrivate(op)) return [];
    const tokens = [
      'Bearer ',
      'Bearer ../../etc/passwd',
      `Bearer ${'t'.repeat(5_000)}`,
      'Bearer null',
      'Basic dXNlcjpwYXNz',
      `Bearer ${extra.cookie.session}x`,
      'Bearer a b c',
    ];
    const body = isMultipart(op) ? undefined : plausibleBody(op, extra.realIds);
    return rng.some(tokens, 3).map((authorization) => ({
      label: `${op.operationId} as badToken: ${authorization.slice(0, 30)}`,
      operationId: op.operationId,
      caller: 'badToken' as const,
      method: op.method.toUpperCase(),
      url: urlOf(op, extra.realIds),
      headers: { authorization, ...(body ? { 'content-type': 'application/json' } : {}) },
      payload: body ? () => JSON.stringify(body) : undefined,
      intact: true,
      mayChange: false,
      expect: [401],
      overHttp: rng.chance(extra.httpShare),
    }));
  }
}

// ── multipart ──

type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

export function multipartBody(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'filename' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}`
        : `Content-Disposition: form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`));
    chunks.push('filename' in part ? part.data : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}
