// A step is one module per package: outside the step modules, their registries and the track data, no source file
// names a step type, and no code holds a step id (ids live in the track data only). Code asks for what a step
// provides (a capability) instead. Tests and test support may name both.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContractSync } from '@idea-studio/openapi';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Where a step type may be named: each package's step modules and the registry built from them. */
const STEP_MODULES = [
  /^server\/src\/steps\//,
  /^assistant\/src\/steps\//,
  /^sdk\/src\/steps\/(?!round\.ts$)[a-zA-Z]+\.ts$/,
  /^cli\/src\/steps\//,
  /^web\/src\/features\/[a-z-]+\/step\.ts$/,
  /^web\/src\/features\/track-page\/webSteps\.ts$/,
];
const NOT_SOURCE = [/\.test\.tsx?$/, /\/test\//, /\/generated\//, /^server\/src\/testing\.ts$/];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    return /\.(ts|tsx|json)$/.test(entry.name) ? [path] : [];
  });
}

const stepTypes = (loadContractSync() as { components: { schemas: { StepType: { enum: string[] } } } }).components
  .schemas.StepType.enum;
const tracks = JSON.parse(readFileSync(join(root, 'server/src/data/reference/tracks.json'), 'utf8')) as {
  streams: { steps: { id: string }[] }[];
}[];
/** Every step id of the track data. */
const stepIds = tracks.flatMap((track) => track.streams.flatMap((stream) => stream.steps.map((step) => step.id)));

const files = ['server/src', 'assistant/src', 'sdk/src', 'cli/src', 'web/src']
  .flatMap(sourceFiles)
  .filter((path) => !NOT_SOURCE.some((re) => re.test(path)))
  .filter((path) => path !== 'server/src/data/reference/tracks.json');

it('finds the step types of the contract and the step ids of the track data', () => {
  expect(stepTypes.length).toBeGreaterThanOrEqual(6);
  expect(stepIds.length).toBeGreaterThanOrEqual(stepTypes.length);
  expect(files.length).toBeGreaterThan(300);
});

it('names a step type only in the step modules and their registries', () => {
  // Code only: data files may speak of step types (the catalogue's prompt entries, one file per step type; the closing
  // options' requirements; the texts of the web's i18n files, keyed by step).
  // A type as a string ('userTinder', "userTinder:STEP_PROMPT") or as an object key (userTinder: …).
  const named = new RegExp(`(['"\`])(${stepTypes.join('|')})(['"\`:])|\\b(${stepTypes.join('|')})\\s*:(?!:)`);
  const offenders = files
    .filter((path) => /\.tsx?$/.test(path) && !STEP_MODULES.some((re) => re.test(path)))
    .flatMap((path) =>
      readFileSync(join(root, path), 'utf8')
        .split('\n')
        .map((line, i) => ({ line: line.trim(), at: `${path}:${i + 1}` }))
        .filter(({ line }) => !/^(\/\/|\/\*|\*)/.test(line) && named.test(line))
        .map(({ at, line }) => `${at}  ${line}`),
    );
  expect(offenders).toEqual([]);
});

it('holds no step id in code: ids live in the track data', () => {
  const offenders = files.flatMap((path) => {
    const text = readFileSync(join(root, path), 'utf8');
    return stepIds.filter((id) => text.includes(`'${id}'`) || text.includes(`"${id}"`)).map((id) => `${path}: ${id}`);
  });
  expect(offenders).toEqual([]);
});
