import type { InterviewInsights } from '@idea-studio/sdk';

/** How many real interview records confirm and contradict a pain. */
export interface PainEvidence {
  confirmed: number;
  contradicted: number;
}

const key = (text: string) => text.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * A look-up from an empathy-map answer to what the round's interview records say of it (the server's insights,
 * matched by the pain's exact text), so the map itself shows where real conversations corrected it. Undefined for
 * an answer no record speaks to.
 */
export function painEvidenceOf(insights: InterviewInsights | undefined): (text: string) => PainEvidence | undefined {
  const found = new Map<string, PainEvidence>();
  const entry = (pain: string) => {
    const k = key(pain);
    const known = found.get(k) ?? { confirmed: 0, contradicted: 0 };
    found.set(k, known);
    return known;
  };
  for (const pain of insights?.confirmed ?? []) entry(pain.pain).confirmed = pain.interviewIds.length;
  for (const pain of insights?.contradicted ?? []) entry(pain.pain).contradicted = pain.interviewIds.length;
  return (text) => found.get(key(text));
}
