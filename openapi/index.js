// Loader for the Idea Studio contract. The YAML file is the single source of truth; every consumer
// (server routing, SDK generation, contract tests) reads it through here.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const contractPath = fileURLToPath(new URL('./idea-studio.yaml', import.meta.url));

/** The parsed contract; `$ref`s are left as they are. */
export async function loadContract() {
  return parse(await readFile(contractPath, 'utf8'));
}

/** Synchronous variant for tools that cannot await. */
export function loadContractSync() {
  return parse(readFileSync(contractPath, 'utf8'));
}

/** Every operation of the contract as `{ method, path, operationId, operation, pathItem }`. */
export function listOperations(contract) {
  const methods = ['get', 'put', 'post', 'delete', 'patch'];
  const out = [];
  for (const [path, pathItem] of Object.entries(contract.paths ?? {})) {
    for (const method of methods) {
      const operation = pathItem?.[method];
      if (operation) out.push({ method, path, operationId: operation.operationId, operation, pathItem });
    }
  }
  return out;
}
