import type { JsonSchema, OperationObject } from './contract.js';

/**
 * The contract's 200 JSON answer schema of an operation, ready for Fastify's compiled serializer
 * (fast-json-stringify), which writes large answers several times faster than `JSON.stringify`.
 *
 * fast-json-stringify leaves out properties a schema does not declare, where JSON.stringify keeps them. So that
 * a compiled answer carries exactly what an uncompiled one does, every object schema that does not forbid more
 * properties allows them explicitly. Schemas that still hold a `$ref` (recursive ones) are not compiled.
 */
export function serializerSchema(
  operation: OperationObject,
  resolve: (value: unknown) => unknown,
): JsonSchema | undefined {
  const responses = operation.responses as Record<string, unknown> | undefined;
  const ok = resolve(responses?.['200']) as { content?: Record<string, { schema?: unknown }> } | undefined;
  const schema = ok?.content?.['application/json']?.schema;
  if (schema === undefined || JSON.stringify(schema).includes('"$ref"')) return undefined;
  return keepUndeclaredProperties(schema) as JsonSchema;
}

/** Keywords whose values are data, not schemas. */
const VALUES = new Set(['enum', 'const', 'default', 'example', 'examples', 'required']);

function keepUndeclaredProperties(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(keepUndeclaredProperties);
  if (typeof node !== 'object' || node === null) return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (VALUES.has(key)) {
      copy[key] = value;
      continue;
    }
    // `properties` maps names to schemas: walk the schemas, never treat the map itself as a schema.
    copy[key] =
      key === 'properties' && typeof value === 'object' && value !== null
        ? Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, keepUndeclaredProperties(sub)]))
        : keepUndeclaredProperties(value);
  }
  const isObjectSchema = copy.type === 'object' || (Array.isArray(copy.type) && copy.type.includes('object'));
  if ((isObjectSchema || 'properties' in copy) && copy.additionalProperties === undefined) {
    copy.additionalProperties = true;
  }
  return copy;
}
