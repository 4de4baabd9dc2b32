import type { Verdict } from '@idea-studio/sdk';
import { describe, expect, it } from 'vitest';
import { verdictLines } from './verdict.js';

// The printed verdict names each evidence class: the counts, the observed share and a class on every item, in
// English and German.

const VERDICT: Verdict = {
  roundId: 'r-1',
  verdict: 'PIVOT',
  headline: 'PIVOT: PawWalk needs a change of course before the next step',
  summary: 'No real-world evidence yet: everything here was inferred by the AI.',
  observedShare: 33,
  observedCount: 1,
  claimCount: 1,
  inferredCount: 1,
  reasons: [
    {
      id: 'painsConfirmed',
      signal: 'open',
      text: '1 of 1 real interviews confirm “Walkers cancel”; a GO needs at least 3.',
      evidence: [
        {
          text: 'Real interview with Nurse (2026-11-20) confirms “Walkers cancel”',
          origin: 'document',
          source: 'interview notes: Nurse, 2026-11-20',
          observed: true,
          class: 'observed',
          where: 'interviews',
        },
        { text: 'call a walker', origin: 'user', source: null, observed: false, class: 'founderClaim', where: 's' },
        { text: 'Walkers cancel', origin: 'ai', source: null, observed: false, class: 'aiInferred', where: 'i' },
      ],
    },
  ],
  nextSteps: [1, 2, 3].map((n) => ({ id: `e${n}`, title: `T${n}`, tests: 'x', how: 'y', changesVerdictIf: 'z' })),
};

describe('verdictLines', () => {
  it('prints the classes in English', () => {
    const lines = verdictLines(VERDICT, 'en');
    expect(lines).toContain('  33 % observed in the real world');
    expect(lines).toContain('  Evidence: 1 observed, 1 your own claims, 1 inferred by the AI');
    expect(lines).toContain(
      '    - Real interview with Nurse (2026-11-20) confirms “Walkers cancel” [observed: from your document: interview notes: Nurse, 2026-11-20]',
    );
    expect(lines).toContain('    - call a walker [your claim: entered by you]');
    expect(lines).toContain('    - Walkers cancel [AI-inferred: AI-generated]');
    expect(lines).toContain('  [open] 1 of 1 real interviews confirm “Walkers cancel”; a GO needs at least 3.');
  });

  it('prints the classes in German', () => {
    const lines = verdictLines(VERDICT, 'de');
    expect(lines).toContain('  33 % in der echten Welt beobachtet');
    expect(lines).toContain('  Belege: 1 beobachtet, 1 deine eigenen Aussagen, 1 von der KI gefolgert');
    expect(lines).toContain('    - call a walker [deine Aussage: von dir eingegeben]');
    expect(lines).toContain('    - Walkers cancel [von der KI gefolgert: KI-generiert]');
    expect(lines).toContain('Nächste Schritte');
    expect(lines[0]).toMatch(/^URTEIL: /);
    expect(lines.join('\n')).not.toMatch(/\b(VERDICT|Tests|How|Changes the verdict if):/);
    expect(lines.filter((l) => l.startsWith('     Ändert das Urteil, wenn: '))).toHaveLength(3);
  });
});
