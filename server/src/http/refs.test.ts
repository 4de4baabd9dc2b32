import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { CONTRACT_SCHEMA_KEY, createRefResolver, followPointer, RefResolutionError } from './refs.js';

const doc = {
  components: {
    schemas: {
      Id: { type: 'string', minLength: 1 },
      User: { type: 'object', properties: { id: { $ref: '#/components/schemas/Id' } } },
      Node: {
        type: 'object',
        properties: { children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } },
      },
      'a/b~c': { type: 'integer' },
    },
  },
};

describe('followPointer', () => {
  it('follows escaped JSON pointers', () => {
    expect(followPointer(doc, '#/components/schemas/a~1b~0c')).toEqual({ type: 'integer' });
    expect(followPointer(doc, '#')).toBe(doc);
  });

  it('rejects external and dangling refs', () => {
    expect(() => followPointer(doc, 'other.yaml#/x')).toThrow(RefResolutionError);
    expect(() => followPointer(doc, '#/components/schemas/Missing')).toThrow(/points to nothing/);
  });
});

describe('createRefResolver', () => {
  it('inlines nested refs without touching the source', () => {
    const resolved = createRefResolver(doc).resolve({ $ref: '#/components/schemas/User' });
    expect(resolved).toEqual({ type: 'object', properties: { id: { type: 'string', minLength: 1 } } });
    expect(doc.components.schemas.User.properties.id).toEqual({ $ref: '#/components/schemas/Id' });
  });

  it('keeps constraints next to a $ref and drops annotations', () => {
    const resolver = createRefResolver(doc);
    expect(resolver.resolve({ $ref: '#/components/schemas/Id', description: 'an id' })).toEqual({
      type: 'string',
      minLength: 1,
    });
    expect(resolver.resolve({ $ref: '#/components/schemas/Id', maxLength: 4 })).toEqual({
      allOf: [{ type: 'string', minLength: 1 }],
      maxLength: 4,
    });
  });

  it('turns a recursive ref into a ref into the registered contract, which Ajv validates', () => {
    const resolved = createRefResolver(doc).resolve({ $ref: '#/components/schemas/Node' });
    expect(resolved).toEqual({
      type: 'object',
      properties: { children: { type: 'array', items: { $ref: `${CONTRACT_SCHEMA_KEY}#/components/schemas/Node` } } },
    });
    const ajv = new Ajv({ strict: false });
    ajv.addSchema(doc, CONTRACT_SCHEMA_KEY);
    const validate = ajv.compile(resolved);
    expect(validate({ children: [{ children: [{}] }] })).toBe(true);
    expect(validate({ children: [{ children: [{ children: 'no' }] }] })).toBe(false);
  });
});
