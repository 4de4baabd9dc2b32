import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { listOperations, loadContract } from './index.js';
import { nullValues, validateContract } from './validate.mjs';

describe('the contract', () => {
  it('validates as OpenAPI 3.1 and follows the house rules', async () => {
    const { problems } = await validateContract();
    expect(problems).toEqual([]);
  });

  it('finds a flow mapping cut at an unquoted comma', () => {
    const doc = parse('a:\n  b: { description: Text, or any JSON. }\n  c: { description: "Text, quoted." }\n');
    expect(nullValues(doc)).toEqual(['#/a/b/or any JSON.']);
  });

  it('serves under /api and every JSON request body refuses unknown properties', async () => {
    const doc = await loadContract();
    expect(doc.servers).toEqual([{ url: '/api' }]);
    for (const { operationId, operation } of listOperations(doc)) {
      const ref = operation.requestBody?.content?.['application/json']?.schema?.$ref;
      if (!ref) continue;
      const schema = doc.components.schemas[ref.split('/').pop()];
      // A oneOf of whole bodies: each branch closes itself; a oneOf next to properties only constrains them.
      const bodies = schema.properties ? [schema] : (schema.oneOf ?? [schema]);
      for (const body of bodies) expect(body.additionalProperties, operationId).toBe(false);
    }
  });

  it('marks the public calls and protects the rest', async () => {
    const doc = await loadContract();
    const publicOps = listOperations(doc)
      .filter((o) => Array.isArray(o.operation.security) && o.operation.security.length === 0)
      .map((o) => o.operationId)
      .sort();
    expect(publicOps).toContain('loginUser');
    expect(publicOps).toContain('listIndustries');
    expect(publicOps).not.toContain('listUserTracks');
    expect(doc.security.length).toBe(2);
  });
});
