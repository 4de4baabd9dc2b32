// The prompt catalogue as data: every file in ./entries is a JSON array of catalogue entries. Adding a step's
// prompts is adding a file — no code. Entries are checked when loaded: unique ids, instructions present, and an
// output schema Ajv can compile.
import { readdirSync, readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import type { CatalogueEntry, PromptKind } from '../types.js';

const ENTRIES_DIR = new URL('./entries/', import.meta.url);
const KINDS: readonly PromptKind[] = ['chat', 'structured', 'text'];

export class Catalogue {
  private readonly byId = new Map<string, CatalogueEntry>();

  constructor(entries: CatalogueEntry[]) {
    const ajv = new Ajv({ strict: false });
    for (const entry of entries) {
      if (!entry.id || this.byId.has(entry.id))
        throw new Error(`Prompt catalogue: missing or duplicate id "${entry.id}".`);
      if (!KINDS.includes(entry.kind))
        throw new Error(`Prompt catalogue: ${entry.id} has unknown kind "${entry.kind}".`);
      if (!entry.instructions?.trim()) throw new Error(`Prompt catalogue: ${entry.id} has no instructions.`);
      if (!Number.isInteger(entry.retries) || entry.retries < 0)
        throw new Error(`Prompt catalogue: ${entry.id} needs retries ≥ 0.`);
      try {
        ajv.compile(entry.outputSchema);
      } catch (error) {
        throw new Error(`Prompt catalogue: ${entry.id} has an invalid output schema: ${(error as Error).message}`);
      }
      this.byId.set(entry.id, entry);
    }
  }

  get(id: string): CatalogueEntry | undefined {
    return this.byId.get(id);
  }

  /** The entry of a step's prompt type, e.g. ('basicIdea', 'STEP_PROMPT'). */
  forStep(stepType: string, promptType: string): CatalogueEntry | undefined {
    return this.byId.get(stepEntryId(stepType, promptType));
  }

  all(): CatalogueEntry[] {
    return [...this.byId.values()];
  }
}

export function stepEntryId(stepType: string, promptType: string): string {
  return `${stepType}:${promptType}`;
}

/** Reads every entries/*.json file (sorted by name). */
export function loadCatalogue(dir: URL = ENTRIES_DIR): Catalogue {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const entries = files.flatMap((file) => JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as CatalogueEntry[]);
  return new Catalogue(entries);
}
