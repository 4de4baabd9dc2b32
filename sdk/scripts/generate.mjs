// Generates src/generated/openapi.ts from the contract. `npm run generate -w @idea-studio/sdk`.
// The sdk test `generated.test.ts` fails when the committed file differs from a fresh generation.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { contractPath } from '@idea-studio/openapi';
import openapiTS, { astToString } from 'openapi-typescript';

export const generatedPath = fileURLToPath(new URL('../src/generated/openapi.ts', import.meta.url));

export const HEADER = `/**
 * Types of the Idea Studio API, generated from openapi/idea-studio.yaml by openapi-typescript.
 * DO NOT EDIT: change the contract and run \`npm run generate\` instead.
 */

`;

export async function generate() {
  const ast = await openapiTS(pathToFileURL(contractPath));
  return HEADER + astToString(ast);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await writeFile(generatedPath, await generate());
  console.log(`sdk: wrote ${generatedPath}`);
}
