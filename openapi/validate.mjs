// Validates idea-studio.yaml against the official OpenAPI 3.1 schema and checks the house rules
// (unique verb+noun operationIds, one error envelope, every $ref resolvable). Exits non-zero on any problem.
import { Validator } from '@seriousme/openapi-schema-validator';
import { contractPath, listOperations, loadContract } from './index.js';

export async function validateContract() {
  const problems = [];
  const doc = await loadContract();
  const validator = new Validator();
  const res = await validator.validate(structuredClone(doc));
  if (!res.valid) problems.push(...[].concat(res.errors).map((e) => `schema: ${JSON.stringify(e)}`));

  const ids = new Set();
  for (const { method, path, operationId, operation } of listOperations(doc)) {
    const where = `${method.toUpperCase()} ${path}`;
    if (!operationId) problems.push(`${where}: no operationId`);
    else if (ids.has(operationId)) problems.push(`${where}: duplicate operationId ${operationId}`);
    else if (!/^[a-z]+[A-Z][A-Za-z0-9]*$/.test(operationId))
      problems.push(`${where}: operationId ${operationId} is not verb + noun`);
    ids.add(operationId);
    for (const [status, response] of Object.entries(operation.responses ?? {})) {
      if (Number(status) >= 400) {
        const ref = response.$ref ?? '';
        const schemaRef = response.content?.['application/json']?.schema?.$ref;
        const resolved = ref
          ? doc.components.responses[ref.split('/').pop()]?.content?.['application/json']?.schema?.$ref
          : schemaRef;
        if (resolved !== '#/components/schemas/ErrorEnvelope')
          problems.push(`${where} ${status}: not the ErrorEnvelope`);
      }
    }
  }
  const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? [];
  for (const r of new Set(refs)) {
    const pointer = r.slice(8, -1);
    let node = doc;
    for (const part of pointer.replace(/^#\//, '').split('/')) node = node?.[part];
    if (node === undefined) problems.push(`unresolvable ${pointer}`);
  }
  problems.push(...nullValues(doc).map((where) => `${where}: a null value (an unquoted comma in a flow mapping?)`));
  return { problems, operations: ids.size };
}

/**
 * Paths of mapping values that are null. The contract has none on purpose: in a YAML flow mapping such as
 * `{ description: Text, or more }` the comma ends the value and leaves a key "or more" with a null value.
 */
export function nullValues(node, where = '#') {
  if (Array.isArray(node)) return node.flatMap((item, i) => nullValues(item, `${where}/${i}`));
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) =>
    value === null ? [`${where}/${key}`] : nullValues(value, `${where}/${key}`),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { problems, operations } = await validateContract();
  if (problems.length) {
    console.error(`${contractPath} is not valid:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log(`openapi: idea-studio.yaml is valid OpenAPI 3.1 (${operations} operations)`);
}
