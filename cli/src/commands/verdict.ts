// `idea-studio verdict <roundId>`: GO, PIVOT or NO-GO for the round's idea from the evidence gathered, with each
// reason's signal and evidence (where it comes from) and the three next experiments.
import { evidenceLabel, loadVerdict, type Verdict } from '@idea-studio/sdk';
import type { Context } from '../context.js';
import { print } from '../output.js';

/** GO, PIVOT or NO-GO as people write it. */
export const verdictLabel = (verdict: Verdict['verdict']): string => verdict.replace('_', '-');

export function verdictLines(v: Verdict): string[] {
  return [
    `VERDICT: ${verdictLabel(v.verdict)}`,
    v.headline,
    `  ${v.summary}`,
    `  ${v.observedShare} % rests on what you observed (${v.observedCount} observed, ${v.inferredCount} inferred)`,
    'Reasons',
    ...v.reasons.flatMap((reason) => [
      `  [${reason.signal}] ${reason.text}`,
      ...reason.evidence.map((item) => `    - ${item.text} [${evidenceLabel(item)}]`),
    ]),
    'Next steps',
    ...v.nextSteps.flatMap((step, i) => [
      `  ${i + 1}. ${step.title}`,
      `     Tests: ${step.tests}`,
      `     How: ${step.how}`,
      `     Changes the verdict if: ${step.changesVerdictIf}`,
    ]),
  ];
}

export async function verdict(ctx: Context, roundId: string) {
  const client = await ctx.client();
  const v = await loadVerdict(client, roundId);
  print(ctx, v, () => verdictLines(v));
  return v;
}
