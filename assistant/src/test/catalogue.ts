// The prompt catalogue the server sends to a model (server/src/ai/catalogue/entries), read for the tests: each entry
// names its answer's contract schema, and the offline answers are checked against that same schema, so both
// assistants give one shape. Read as data: the assistant package does not depend on the server.
import { readdirSync, readFileSync } from 'node:fs';
import { loadContractSync } from '@idea-studio/openapi';
import type { AssistantEntry, AssistantRequest } from '../types.js';

const ENTRIES = new URL('../../../server/src/ai/catalogue/entries/', import.meta.url);

// biome-ignore lint/suspicious/noExplicitAny: JSON Schema documents are free-form
type JsonSchema = Record<string, any>;

export interface TestEntry extends AssistantEntry {
  /** The answer's schema, every `$ref` of the contract written out. */
  outputSchema: JsonSchema;
  [key: string]: unknown;
}

/** A copy of `node` with every `#/…` reference of the contract replaced by what it points to. */
function inline(node: unknown, contract: unknown, path: readonly string[] = []): unknown {
  if (Array.isArray(node)) return node.map((item) => inline(item, contract, path));
  if (!node || typeof node !== 'object') return node;
  const { $ref, ...rest } = node as JsonSchema;
  if (typeof $ref === 'string') {
    if (path.includes($ref)) throw new Error(`The test catalogue cannot write out the recursive ${$ref}.`);
    const target = $ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (at as JsonSchema)?.[key], contract);
    return { ...(inline(target, contract, [...path, $ref]) as JsonSchema), ...rest };
  }
  return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, inline(value, contract, path)]));
}

/** A request for a catalogue entry of the tests. */
export type TestRequest = AssistantRequest<TestEntry>;

export function loadCatalogue(): Map<string, TestEntry> {
  const contract = loadContractSync();
  const entries = new Map<string, TestEntry>();
  for (const file of readdirSync(ENTRIES).filter((name) => name.endsWith('.json'))) {
    for (const entry of JSON.parse(readFileSync(new URL(file, ENTRIES), 'utf8')) as TestEntry[]) {
      entries.set(entry.id, { ...entry, outputSchema: inline(entry.outputSchema, contract) as JsonSchema });
    }
  }
  return entries;
}
