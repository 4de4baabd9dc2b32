import { loadContractSync } from '@idea-studio/openapi';
import { describe, expect, it } from 'vitest';
import type { JsonSchema, OpenApiDocument } from './contract.js';
import { readContractRoutes } from './routes.js';
import { createValidators } from './validation.js';

describe('request validators', () => {
  const document = loadContractSync() as OpenApiDocument;

  // The server compiles each validator on its route's first request (validation.ts `lazily`), so a schema Ajv
  // cannot compile would only show then: every one is compiled here.
  it('compiles the schema of every part of every operation of the contract', () => {
    const { body, request } = createValidators(document, { checkSchemas: true });
    const compiled: string[] = [];
    for (const route of readContractRoutes(document)) {
      const { body: bodySchema, ...parts } = route.schema;
      const bodies = (bodySchema as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content;
      for (const schema of bodies ? Object.values(bodies).map((media) => media.schema) : [bodySchema]) {
        if (schema) expect(() => body.compile(schema), route.info.operationId).not.toThrow();
      }
      for (const schema of Object.values(parts)) {
        if (schema) expect(() => request.compile(schema), route.info.operationId).not.toThrow();
      }
      compiled.push(route.info.operationId);
    }
    expect(compiled.length).toBeGreaterThan(50);
  });

  it('compiles on the first use and answers as a compiled validator does', () => {
    const { compiler } = createValidators(document);
    const schema = { type: 'object', required: ['name'], properties: { name: { type: 'string', minLength: 1 } } };
    const check = compiler({ schema, httpPart: 'body', method: 'POST', url: '/x' }) as ((data: unknown) => boolean) & {
      errors?: unknown[] | null;
    };
    expect(check({ name: 'Sunbox' })).toBe(true);
    expect(check.errors).toBeNull();
    expect(check({ name: '' })).toBe(false);
    expect(check.errors?.length).toBeGreaterThan(0);
    const query = compiler({
      schema: { type: 'object', properties: { n: { type: 'integer' } } },
      httpPart: 'querystring',
      method: 'GET',
      url: '/x',
    }) as (data: unknown) => boolean;
    const data = { n: '3' };
    expect(query(data)).toBe(true);
    expect(data.n).toBe(3); // coerced, as the request's Ajv does
  });
});
