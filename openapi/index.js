// Loader for the Idea Studio contract. The YAML file is the single source of truth; every consumer
// (server routing, SDK generation, contract tests) reads it through here.
// Parsing the YAML takes most of a second, and the server reads the contract several times as it starts, so the
// build (build.mjs) keeps the parsed contract as JSON with the hash of the YAML it came from. It is used only while
// that hash matches the YAML on disk; otherwise (no build yet, an edited contract) the YAML is parsed as before.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const contractPath = fileURLToPath(new URL('./idea-studio.yaml', import.meta.url));
/** The parsed contract the build writes: `{ yamlSha256, document }`. */
export const parsedContractPath = fileURLToPath(new URL('./dist/idea-studio.json', import.meta.url));

export function yamlSha256(yamlText) {
  return createHash('sha256').update(yamlText).digest('hex');
}

/** The document of the built JSON when it was made from exactly this YAML text; undefined otherwise. */
function fromBuild(yamlText, builtText) {
  if (builtText === undefined) return undefined;
  try {
    const built = JSON.parse(builtText);
    return built.yamlSha256 === yamlSha256(yamlText) ? built.document : undefined;
  } catch {
    return undefined;
  }
}

// The YAML parser is loaded only when the built JSON cannot be used.
const requireHere = createRequire(import.meta.url);
const parseYaml = (text) => requireHere('yaml').parse(text);

/** The parsed contract; `$ref`s are left as they are. */
export async function loadContract() {
  const [text, built] = await Promise.all([
    readFile(contractPath, 'utf8'),
    readFile(parsedContractPath, 'utf8').catch(() => undefined),
  ]);
  return fromBuild(text, built) ?? parseYaml(text);
}

/** Synchronous variant for tools that cannot await. */
export function loadContractSync() {
  const text = readFileSync(contractPath, 'utf8');
  let built;
  try {
    built = readFileSync(parsedContractPath, 'utf8');
  } catch {
    built = undefined;
  }
  return fromBuild(text, built) ?? parseYaml(text);
}

/** The contract parsed from the YAML itself, never from the build's JSON. */
export function parseContractYaml(yamlText) {
  return parseYaml(yamlText);
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
