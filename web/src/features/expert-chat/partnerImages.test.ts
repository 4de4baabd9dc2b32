// The committed interview partner portraits are exactly what the generator makes: a missing, stale or hand-edited
// file fails here (run `npm run generate:images -w @idea-studio/web`).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INTERVIEW_PARTNERS } from '@idea-studio/sdk';
import { describe, expect, it } from 'vitest';
import { PARTNER_HEADER, PARTNER_IDS, partnerSvg } from '../../../scripts/partner-images.mjs';

const dir = join(__dirname, '..', '..', '..', 'public', 'assets', 'partners');

describe('interview partner portraits', () => {
  it('has one generated file for every partner the SDK knows, and the app links to it', () => {
    expect(PARTNER_IDS).toEqual(INTERVIEW_PARTNERS.map((p) => p.id));
    expect(
      readdirSync(dir)
        .filter((f) => f.endsWith('.svg'))
        .sort(),
    ).toEqual(PARTNER_IDS.map((id) => `${id}.svg`).sort());
    for (const partner of INTERVIEW_PARTNERS) expect(partner.image).toBe(`/assets/partners/${partner.id}.svg`);
  });

  it.each(PARTNER_IDS)('%s is up to date and differs from the others', (id) => {
    const committed = readFileSync(join(dir, `${id}.svg`), 'utf8');
    expect(committed).toContain(PARTNER_HEADER);
    expect(committed).toBe(`${partnerSvg(id)}\n`);
    expect(PARTNER_IDS.filter((other) => other !== id).map(partnerSvg)).not.toContain(partnerSvg(id));
  });
});
