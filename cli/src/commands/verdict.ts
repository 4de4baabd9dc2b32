// `idea-studio verdict <roundId>`: GO, PIVOT or NO-GO for the round's idea from the evidence gathered, with the
// evidence counted by class (observed in the real world, the founder's claims, the AI's inference), each reason's
// signal and evidence (its class and where it comes from) and the three next experiments, in the user's language
// (the server writes the prose in it; the labels here follow).
import {
  currentUser,
  type EvidenceLang,
  evidenceLabel,
  loadVerdict,
  type Schemas,
  type Verdict,
} from '@idea-studio/sdk';
import type { Context } from '../context.js';
import { print } from '../output.js';

type EvidenceClass = Schemas['EvidenceClass'];

/** The command's words in both languages. */
export const VERDICT_LABELS = {
  en: {
    share: (share: number) => `${share} % observed in the real world`,
    counts: (observed: number, claims: number, inferred: number) =>
      `Evidence: ${observed} observed, ${claims} your own claims, ${inferred} inferred by the AI`,
    class: { observed: 'observed', founderClaim: 'your claim', aiInferred: 'AI-inferred' } as Record<
      EvidenceClass,
      string
    >,
    title: 'VERDICT',
    reasons: 'Reasons',
    signal: { for: 'for', against: 'against', open: 'open' },
    nextSteps: 'Next steps',
    tests: 'Tests',
    how: 'How',
    changesIf: 'Changes the verdict if',
  },
  de: {
    share: (share: number) => `${share} % in der echten Welt beobachtet`,
    counts: (observed: number, claims: number, inferred: number) =>
      `Belege: ${observed} beobachtet, ${claims} deine eigenen Aussagen, ${inferred} von der KI gefolgert`,
    class: { observed: 'beobachtet', founderClaim: 'deine Aussage', aiInferred: 'von der KI gefolgert' } as Record<
      EvidenceClass,
      string
    >,
    title: 'URTEIL',
    reasons: 'Gründe',
    signal: { for: 'dafür', against: 'dagegen', open: 'offen' },
    nextSteps: 'Nächste Schritte',
    tests: 'Testet',
    how: 'Wie',
    changesIf: 'Ändert das Urteil, wenn',
  },
} as const;

/** GO, PIVOT or NO-GO as people write it. */
export const verdictLabel = (verdict: Verdict['verdict']): string => verdict.replace('_', '-');

export function verdictLines(v: Verdict, lang: EvidenceLang = 'en'): string[] {
  const t = VERDICT_LABELS[lang];
  return [
    `${t.title}: ${verdictLabel(v.verdict)}`,
    v.headline,
    `  ${v.summary}`,
    `  ${t.share(v.observedShare)}`,
    `  ${t.counts(v.observedCount, v.claimCount, v.inferredCount)}`,
    t.reasons,
    ...v.reasons.flatMap((reason) => [
      `  [${t.signal[reason.signal]}] ${reason.text}`,
      ...reason.evidence.map((item) => `    - ${item.text} [${t.class[item.class]}: ${evidenceLabel(item, lang)}]`),
    ]),
    t.nextSteps,
    ...v.nextSteps.flatMap((step, i) => [
      `  ${i + 1}. ${step.title}`,
      `     ${t.tests}: ${step.tests}`,
      `     ${t.how}: ${step.how}`,
      `     ${t.changesIf}: ${step.changesVerdictIf}`,
    ]),
  ];
}

export async function verdict(ctx: Context, roundId: string) {
  const client = await ctx.client();
  const v = await loadVerdict(client, roundId);
  // JSON output needs no labels; only the printed lines ask for the user's language.
  const lang: EvidenceLang = ctx.json ? 'en' : (await currentUser(client)).lang === 'de' ? 'de' : 'en';
  print(ctx, v, () => verdictLines(v, lang));
  return v;
}
