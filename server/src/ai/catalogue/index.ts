// The prompt catalogue as data: every file in ./entries is a JSON array of catalogue entries. Adding a step's
// prompts is adding a file — no code. An entry's output schema is a reference to a named schema of the contract
// (`{ "$ref": "#/components/schemas/IdeaCardAnswer" }`), so the contract is the one source of every AI answer's
// shape; it is resolved into a self-contained schema when loaded. Entries are checked when loaded: unique ids,
// instructions present, an output schema Ajv can compile, and the context each declares it reads (`context`: earlier
// results by name, the step's input, passages, company), with its temperature and answer length where set.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadContractSync } from '@idea-studio/openapi';
import { Ajv } from 'ajv';
import { createRefResolver } from '../../http/refs.js';
import { isStepType } from '../../steps/index.js';
import { stepEntryId } from '../../steps/types.js';
import type { CatalogueEntry, JsonSchema, PromptKind } from '../types.js';

const ENTRIES_DIR = new URL('./entries/', import.meta.url);
/**
 * The hash of the resolved entries the server's build checked in full (`recordCatalogueCheck`). Compiling the output
 * schemas took about a fifth of the server's start; entries with exactly this hash passed that check already, so the
 * start skips only the compiling. Any other entries (an edit, a test's own, a step type added at run time) are
 * compiled as before.
 */
const CHECKED_FILE = new URL('./checked.json', import.meta.url);

function entriesHash(entries: readonly CatalogueEntry[]): string {
  return createHash('sha256').update(JSON.stringify(entries)).digest('hex');
}

function checkedByBuild(entries: readonly CatalogueEntry[]): boolean {
  try {
    return JSON.parse(readFileSync(CHECKED_FILE, 'utf8')).hash === entriesHash(entries);
  } catch {
    return false;
  }
}

const KINDS: readonly PromptKind[] = ['chat', 'structured', 'text'];

/** What an entry may declare in `context` besides a step type's result. */
export const CONTEXT_PARTS: readonly string[] = ['report', 'canvas', 'landingPage', 'stepInput', 'passages', 'company'];

/** Why an entry's `context`, `temperature` or `maxTokens` cannot be, or undefined. */
function requestSettingsProblem(entry: CatalogueEntry): string | undefined {
  if (entry.context !== undefined) {
    if (!Array.isArray(entry.context)) return 'context must be a list';
    const unknown = entry.context.find((need) => !CONTEXT_PARTS.includes(need) && !isStepType(need));
    if (unknown !== undefined)
      return `context names "${unknown}", which is neither a step type nor one of ${CONTEXT_PARTS.join(', ')}`;
    if (new Set(entry.context).size !== entry.context.length) return 'context names a part twice';
  }
  if (entry.temperature !== undefined && !(entry.temperature >= 0 && entry.temperature <= 2))
    return 'temperature must be between 0 and 2';
  if (entry.maxTokens !== undefined && !(Number.isInteger(entry.maxTokens) && entry.maxTokens >= 16))
    return 'maxTokens must be an integer of at least 16';
  return undefined;
}

export class Catalogue {
  private readonly byId = new Map<string, CatalogueEntry>();

  constructor(entries: CatalogueEntry[]) {
    const ajv = checkedByBuild(entries) ? undefined : new Ajv({ strict: false });
    for (const entry of entries) {
      if (!entry.id || this.byId.has(entry.id))
        throw new Error(`Prompt catalogue: missing or duplicate id "${entry.id}".`);
      if (!KINDS.includes(entry.kind))
        throw new Error(`Prompt catalogue: ${entry.id} has unknown kind "${entry.kind}".`);
      if (!entry.instructions?.trim()) throw new Error(`Prompt catalogue: ${entry.id} has no instructions.`);
      if (!Number.isInteger(entry.retries) || entry.retries < 0)
        throw new Error(`Prompt catalogue: ${entry.id} needs retries ≥ 0.`);
      const problem = requestSettingsProblem(entry);
      if (problem) throw new Error(`Prompt catalogue: ${entry.id}: ${problem}.`);
      try {
        ajv?.compile(entry.outputSchema);
      } catch (error) {
        throw new Error(`Prompt catalogue: ${entry.id} has an invalid output schema: ${(error as Error).message}`);
      }
      this.byId.set(entry.id, entry);
    }
  }

  get(id: string): CatalogueEntry | undefined {
    return this.byId.get(id) ?? addedEntries.get(id);
  }

  /** The entry of a step's prompt type, e.g. (the step's type, 'STEP_PROMPT'). */
  forStep(stepType: string, promptType: string): CatalogueEntry | undefined {
    return this.get(stepEntryId(stepType, promptType));
  }

  all(): CatalogueEntry[] {
    return [...this.byId.values(), ...addedEntries.values()];
  }
}

/** Entries of step types added while the server runs (steps/index.ts `registerStepType`), by id. */
const addedEntries = new Map<string, CatalogueEntry>();

/**
 * Adds a step type's entries to every catalogue: checked as the files' entries are, their output schemas resolved
 * against the contract that declares them. Returns the function that removes them again.
 */
export function addCatalogueEntries(entries: readonly CatalogueEntry[], contract: unknown): () => void {
  const resolved = resolveEntries(entries, contract);
  const taken = resolved.find((entry) => addedEntries.has(entry.id) || readCatalogueIds().has(entry.id));
  if (taken) throw new Error(`Prompt catalogue: missing or duplicate id "${taken.id}".`);
  new Catalogue(resolved); // the same checks as the files' entries
  for (const entry of resolved) addedEntries.set(entry.id, entry);
  return () => {
    for (const entry of resolved) addedEntries.delete(entry.id);
  };
}

let fileIds: Set<string> | undefined;
const readCatalogueIds = (): Set<string> => {
  fileIds ??= new Set(readCatalogueEntries().map((entry) => entry.id));
  return fileIds;
};

export { stepEntryId };

const SCHEMA_REF = /^#\/components\/schemas\/([A-Za-z0-9]+)$/;

/** The contract schema an entry's output schema names (`{ $ref: '#/components/schemas/X' }` → X), if it is one. */
export function outputSchemaName(schema: JsonSchema): string | undefined {
  const keys = Object.keys(schema);
  if (keys.length !== 1 || typeof schema.$ref !== 'string') return undefined;
  return SCHEMA_REF.exec(schema.$ref)?.[1];
}

/** The entries as written in entries/*.json (sorted by file name), their output schemas still references. */
export function readCatalogueEntries(dir: URL = ENTRIES_DIR): CatalogueEntry[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  return files.flatMap((file) => JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as CatalogueEntry[]);
}

/** Each entry with its output schema (a contract `$ref`) resolved against the contract. */
function resolveEntries(entries: readonly CatalogueEntry[], contract: unknown): CatalogueEntry[] {
  const resolver = createRefResolver(contract);
  return entries.map((entry) => {
    const name = outputSchemaName(entry.outputSchema);
    if (!name) throw new Error(`Prompt catalogue: ${entry.id} must name its output schema as a contract $ref.`);
    return { ...entry, outputName: name, outputSchema: resolver.resolve(entry.outputSchema) };
  });
}

/**
 * Checks the entries of the files in full, then records their hash (CHECKED_FILE), so the server's start does not
 * compile them again. Run by the server's build (scripts/check-catalogue.mjs); throws on a broken entry.
 */
export function recordCatalogueCheck(dir: URL = ENTRIES_DIR, contract: unknown = loadContractSync()): void {
  rmSync(CHECKED_FILE, { force: true });
  const entries = withDeclaredContext(resolveEntries(readCatalogueEntries(dir), contract));
  new Catalogue(entries);
  writeFileSync(CHECKED_FILE, `${JSON.stringify({ hash: entriesHash(entries) })}\n`);
}

/** An entry of the files declares what of the round it reads (CatalogueEntry.context; `[]`: only the idea). */
function withDeclaredContext(entries: CatalogueEntry[]): CatalogueEntry[] {
  const undeclared = entries.find((entry) => !Array.isArray(entry.context));
  if (undeclared) throw new Error(`Prompt catalogue: ${undeclared.id} must declare the context it reads ("context").`);
  return entries;
}

/** Reads every entries/*.json file and resolves each output schema against the contract. */
export function loadCatalogue(dir: URL = ENTRIES_DIR, contract: unknown = loadContractSync()): Catalogue {
  return new Catalogue(withDeclaredContext(resolveEntries(readCatalogueEntries(dir), contract)));
}
