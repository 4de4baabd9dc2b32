// Checks a real response against openapi/idea-studio.yaml: the status must be one the operation declares
// (or its `default`), and a JSON body must match the declared schema (JSON Schema 2020-12, as OpenAPI 3.1).
import { listOperations, loadContract } from '@idea-studio/openapi';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule, { type FormatsPlugin } from 'ajv-formats';

// ajv-formats is CommonJS; its callable export is `default` under NodeNext typing and at runtime alike.
const addFormats = (addFormatsModule as unknown as { default: FormatsPlugin }).default;

// biome-ignore lint/suspicious/noExplicitAny: a parsed YAML document
type Doc = Record<string, any>;

export interface ResponseCheck {
  operationId: string;
  status: number;
  contentType: string | null;
  body: unknown;
}

export async function createContractValidator() {
  const doc: Doc = await loadContract();
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema({ ...doc, $id: 'contract' });
  const byId = new Map(listOperations(doc).map((o) => [o.operationId, o]));

  const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

  function resolveResponse(response: Doc): Doc {
    if (!response?.$ref) return response;
    const name = String(response.$ref).split('/').pop()!;
    return doc.components.responses[name];
  }

  /** Problems of a response; an empty list when it matches the contract. */
  function check({ operationId, status, contentType, body }: ResponseCheck): string[] {
    const op = byId.get(operationId);
    if (!op) return [`unknown operation ${operationId}`];
    const responses = op.operation.responses ?? {};
    const key = String(status) in responses ? String(status) : 'default' in responses ? 'default' : undefined;
    if (!key) return [`${operationId}: status ${status} is not declared`];
    const response = resolveResponse(responses[key]);
    const media = Object.keys(response.content ?? {});
    if (media.length === 0) return [];
    const type = (contentType ?? '').split(';')[0]!.trim();
    if (!media.includes(type))
      return [`${operationId} ${status}: content type "${type}" is not one of ${media.join(', ')}`];
    if (type !== 'application/json') return [];
    const base = responses[key].$ref
      ? `contract#/components/responses/${pointer(String(responses[key].$ref).split('/').pop()!)}`
      : `contract#/paths/${pointer(op.path)}/${op.method}/responses/${key}`;
    const validate = ajv.getSchema(`${base}/content/application~1json/schema`);
    if (!validate) return [`${operationId} ${status}: schema not found`];
    if (validate(body)) return [];
    return (validate.errors ?? []).map((e) => `${operationId} ${status}: ${e.instancePath || '(body)'} ${e.message}`);
  }

  return { check, operations: [...byId.values()] };
}
