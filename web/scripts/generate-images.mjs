// Writes the persona portraits to public/assets/personas (one per style the SDK knows, see persona-images.mjs) and
// the interview partners' portraits to public/assets/partners (partner-images.mjs).
// Run `npm run generate:images -w @idea-studio/web` after changing the style list or the generator; the files are
// committed and a test fails when they are stale.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allPersonaImageStyles } from '@idea-studio/sdk';
import { PARTNER_IDS, partnerSvg } from './partner-images.mjs';
import { personaSvg } from './persona-images.mjs';

const target = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'assets', 'personas');
mkdirSync(target, { recursive: true });
const styles = allPersonaImageStyles();
for (const style of styles) writeFileSync(join(target, `${style}.svg`), `${personaSvg(style)}\n`);
console.log(`wrote ${styles.length} persona images to ${target}`);

const partners = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'assets', 'partners');
mkdirSync(partners, { recursive: true });
for (const id of PARTNER_IDS) writeFileSync(join(partners, `${id}.svg`), `${partnerSvg(id)}\n`);
console.log(`wrote ${PARTNER_IDS.length} interview partner images to ${partners}`);
