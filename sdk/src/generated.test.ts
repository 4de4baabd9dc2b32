import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { generate, generatedPath, HEADER } from '../scripts/generate.mjs';

describe('generated contract types', () => {
  it('carry the do-not-edit header', async () => {
    const committed = await readFile(generatedPath, 'utf8');
    expect(committed.startsWith(HEADER)).toBe(true);
    expect(committed).toContain('DO NOT EDIT');
  });

  it('are fresh: a new generation from openapi/idea-studio.yaml is identical (run `npm run generate` if not)', async () => {
    const committed = await readFile(generatedPath, 'utf8');
    expect(committed === (await generate())).toBe(true);
  });
});
