import { EXAMPLE_TESTIMONIAL, LANDING_PAGE_FIELDS, type LandingPageData } from '@idea-studio/sdk';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_SLOT_LABEL, landingLines } from './landing.js';

// `landing open` prints the AI's testimonials as examples, and a filled slot with where its words come from.

const PAGE = {
  ...Object.fromEntries(LANDING_PAGE_FIELDS.map((f) => [f, `Text of ${f}`])),
  testimonial1: 'Example: what bread waste costs a customer today',
  testimonial1Name: EXAMPLE_TESTIMONIAL.en.name,
  testimonial1Position: EXAMPLE_TESTIMONIAL.en.position,
  testimonial2: 'We would try it in both shops.',
  testimonial2Name: 'Jana Krüger',
  testimonial2Position: 'Bakery owner',
  testimonial3: 'Every evening I throw away a full basket of rolls.',
  testimonial3Name: 'Owner of a bakery',
  testimonial3Position: 'Interview, 2026-03-04',
  testimonialSources: {
    testimonial1: { kind: 'example' },
    testimonial2: { kind: 'founder' },
    testimonial3: { kind: 'interview', interviewId: 'int-1' },
  },
} as unknown as LandingPageData;

describe('landingLines', () => {
  it('marks an example slot as an example, without the example’s name', () => {
    const lines = landingLines(PAGE);
    expect(lines).toContain(`  1. [${EXAMPLE_SLOT_LABEL}] Example: what bread waste costs a customer today`);
    expect(lines.join('\n')).not.toContain(EXAMPLE_TESTIMONIAL.en.name);
  });

  it('prints a filled slot with its source: written by you, or the interview record', () => {
    const lines = landingLines(PAGE);
    expect(lines).toContain('  2. "We would try it in both shops." — Jana Krüger, Bakery owner  (written by you)');
    expect(lines).toContain(
      '  3. "Every evening I throw away a full basket of rolls." — Owner of a bakery, Interview, 2026-03-04  (from interview int-1)',
    );
  });

  it('counts a page without sources (stored before) as three examples', () => {
    const { testimonialSources: _s, ...old } = PAGE;
    const lines = landingLines(old as LandingPageData);
    expect(lines.filter((l) => l.includes(EXAMPLE_SLOT_LABEL))).toHaveLength(3);
  });
});

describe('landingLines in German', () => {
  it('heads every section in German and says where each testimonial comes from in German', () => {
    const lines = landingLines(PAGE, 'de');
    expect(lines[0]).toBe('Text of companyName  (Start · Über uns · Leistungen · Kontakt)');
    for (const heading of ['Angebote: ', 'Funktionen: ', 'Lösung: ', 'Leistungen: ']) {
      expect(lines.some((line) => line.startsWith(heading))).toBe(true);
    }
    expect(lines).toContain('Großes Bild');
    expect(lines).toContain('Abschluss-Aufruf');
    expect(lines).toContain(
      '  1. [Beispiel – durch ein echtes Zitat aus einem Interview ersetzen] Example: what bread waste costs a customer today',
    );
    expect(lines).toContain('  2. "We would try it in both shops." — Jana Krüger, Bakery owner  (von dir geschrieben)');
    expect(lines.join('\n')).not.toMatch(
      /\b(Offers|Features|Solution|Services|Testimonials|Big image|written by you)\b/,
    );
  });
});
