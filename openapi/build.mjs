// The contract's build: validates idea-studio.yaml (validate.mjs), then writes the parsed contract as JSON with
// the hash of its YAML to dist/idea-studio.json, which index.js reads instead of parsing the YAML again.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { contractPath, parseContractYaml, parsedContractPath, yamlSha256 } from './index.js';
import { validateContract } from './validate.mjs';

const { problems, operations } = await validateContract();
if (problems.length) {
  console.error(`${contractPath} is not valid:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}

const text = readFileSync(contractPath, 'utf8');
const document = parseContractYaml(text);
// The JSON must read back as the same document (YAML can hold values JSON cannot, such as .inf).
if (!isDeepStrictEqual(JSON.parse(JSON.stringify(document)), document)) {
  console.error(`${contractPath} holds a value JSON cannot represent; the contract must stay JSON-compatible.`);
  process.exit(1);
}
mkdirSync(dirname(parsedContractPath), { recursive: true });
writeFileSync(parsedContractPath, JSON.stringify({ yamlSha256: yamlSha256(text), document }));
console.log(`openapi: idea-studio.yaml is valid OpenAPI 3.1 (${operations} operations); parsed copy in dist/`);
