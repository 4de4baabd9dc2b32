// The committed persona portraits are exactly what the generator makes: a missing, stale or hand-edited file fails
// here (run `npm run generate:images -w @idea-studio/web`).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allPersonaImageStyles, personaImageUrl } from '@idea-studio/sdk';
import { describe, expect, it } from 'vitest';
import { GENERATED_HEADER, personaSvg } from '../../../scripts/persona-images.mjs';

const dir = join(__dirname, '..', '..', '..', 'public', 'assets', 'personas');

describe('persona portraits', () => {
  it('has one generated file for every style and no other', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.svg'));
    expect(files.sort()).toEqual(
      allPersonaImageStyles()
        .map((s) => `${s}.svg`)
        .sort(),
    );
  });

  it.each(allPersonaImageStyles())('%s is up to date', (style) => {
    const committed = readFileSync(join(dir, `${style}.svg`), 'utf8');
    expect(committed).toContain(GENERATED_HEADER);
    expect(committed).toBe(`${personaSvg(style)}\n`);
  });

  it('differ between variants and genders of a milieu', () => {
    const styles = allPersonaImageStyles().filter((s) => s.startsWith('persona-traditional-'));
    expect(new Set(styles.map(personaSvg)).size).toBe(styles.length);
  });

  it('are what the app links to', () => {
    for (const style of allPersonaImageStyles()) expect(personaImageUrl(style)).toBe(`/assets/personas/${style}.svg`);
  });
});
