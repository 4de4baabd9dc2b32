// A recording fake of an OpenAI-compatible model on 127.0.0.1: it keeps every chat-completion request and answers
// each with a valid answer for the JSON schema the request names (`response_format.json_schema`), or a plain text
// for a text prompt — so a whole track can run against the real server's `openai` provider while a test reads what
// every prompt sent.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ModelRequest {
  // biome-ignore lint/suspicious/noExplicitAny: a chat-completion body is read freely
  body: any;
  /** The prompt kind: the json_schema's name, or `text` for a plain-text request. */
  kind: string;
}

export interface FakeModel {
  /** The base URL to configure as AI_BASE_URL (`…/v1`). */
  baseUrl: string;
  requests: ModelRequest[];
  close(): Promise<void>;
}

// biome-ignore lint/suspicious/noExplicitAny: JSON Schema documents are free-form
type Schema = Record<string, any>;

/** A value valid for `schema`: every property, the fewest items allowed (at least one), distinct texts. */
export function sampleOf(schema: Schema, next: () => number, key = '', index = 0): unknown {
  if (!schema || typeof schema !== 'object') return null;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) {
    // The n-th item of a list takes the n-th value, so lists that must hold each value once do.
    const values = schema.enum.filter((v: unknown) => v !== null);
    return values.length > 0 ? values[index % values.length] : schema.enum[0];
  }
  const options = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(options)) {
    const pick = options.find((o: Schema) => o.type !== 'null') ?? options[0];
    return sampleOf({ ...schema, anyOf: undefined, oneOf: undefined, ...pick }, next, key, index);
  }
  if (Array.isArray(schema.allOf) && schema.type === undefined)
    return sampleOf(Object.assign({}, ...schema.allOf), next, key, index);
  const type = Array.isArray(schema.type) ? (schema.type.find((t: string) => t !== 'null') ?? 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [name, child] of Object.entries<Schema>(schema.properties ?? {}))
        out[name] = sampleOf(child, next, name, index);
      return out;
    }
    case 'array': {
      const count = Math.min(Math.max(schema.minItems ?? 1, 1), schema.maxItems ?? Number.MAX_SAFE_INTEGER);
      return Array.from({ length: count }, (_, i) => sampleOf(schema.items ?? {}, next, key, i));
    }
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default: {
      if (schema.format === 'uri' || schema.format === 'url') return `https://example.org/page-${next()}`;
      const min = schema.minLength ?? 1;
      const max = schema.maxLength ?? 400;
      // Names and labels are short; other texts as long as a model's sentence.
      const short = /name|title|topic|heading|age|gender|occupation|speaker|location|tag|milieu/i.test(key);
      let text = short
        ? `${key || 'Label'} ${next()}`
        : `Sample ${key || 'text'} number ${next()}, written as a model would write it, with a reason and an example`;
      while (text.length < min) text += ' and more';
      return text.slice(0, max);
    }
  }
}

export async function startFakeModel(): Promise<FakeModel> {
  const requests: ModelRequest[] = [];
  let counter = 0;
  const next = () => ++counter;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      const format = body.response_format?.json_schema;
      requests.push({ body, kind: format?.name ?? (body.response_format ? 'json' : 'text') });
      const content = format ? JSON.stringify(sampleOf(format.schema, next)) : `Sample plain answer ${next()}.`;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: `chatcmpl-${counter}`,
          object: 'chat.completion',
          created: 1_800_000_000,
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
