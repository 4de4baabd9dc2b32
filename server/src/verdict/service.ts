// The closing verdict of a round (GET /rounds/{roundId}/verdict): the evidence gathered (evidence.ts), the signals
// and the decision by the documented rules (rules.ts), three experiments (next-steps.ts), and the prose from the
// bilingual bank (bank.ts) in the user's language. No language model is involved: the same round gives the same
// verdict, and every sentence states the numbers the rules took.
import type { components } from '@idea-studio/sdk';
import { render } from '../ai/offline/text.js';
import type { Db } from '../db/database.js';
import { roundOfUser } from '../rounds/access.js';
import { listStepResults } from '../rounds/repository.js';
import { toStepResult } from '../rounds/service.js';
import { VERDICT_BANK, type VerdictLang } from './bank.js';
import { gatherEvidence, type RoundEvidence, readLanding } from './evidence.js';
import { chooseExperiments, formatPercent, weakestCriteria, writeNextSteps } from './next-steps.js';
import {
  CRITERIA,
  type CriterionId,
  criteriaWith,
  decideVerdict,
  GO_MIN_OBSERVED_SHARE,
  observedShareOf,
  type Signal,
  type Signals,
  signalsOf,
  signupRate,
} from './rules.js';

export type Verdict = components['schemas']['Verdict'];
type VerdictReason = components['schemas']['VerdictReason'];

/** The user the verdict is made for: its owner, in the owner's language. */
export interface VerdictUser {
  id: string;
  lang: string;
}

const list = (items: readonly string[], lang: VerdictLang) =>
  new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(items);

/** The sentence of one criterion: what the rules saw, with their numbers. */
function reasonText(id: CriterionId, signal: Signal, evidence: RoundEvidence, lang: VerdictLang): string {
  const bank = VERDICT_BANK[lang];
  const { numbers: n, facts } = evidence;
  const persona = facts.persona ?? bank.fallback.persona;
  switch (id) {
    case 'personaMatch': {
      const t = bank.reasons.personaMatch;
      if (!n.persona.hasPersona) return t.noPersona;
      if (n.persona.problemWords === 0) return render(t.noProblem, { persona });
      const vars = { persona, count: String(n.persona.sharedWords), words: facts.sharedWords.join(', ') };
      return render(t[signal], vars);
    }
    case 'painsConfirmed': {
      const t = bank.reasons.painsConfirmed;
      const vars = {
        persona,
        total: String(n.pains.pains),
        confirmed: String(n.pains.confirmed),
        pain: facts.unconfirmedPains[0] ?? '',
      };
      const text =
        n.pains.pains === 0 ? t.noPains : n.pains.answers === 0 ? render(t.noAnswers, vars) : render(t[signal], vars);
      return facts.hasChat ? `${text} ${t.chat}` : text;
    }
    case 'mentorPins': {
      const t = bank.reasons.mentorPins;
      if (n.pins.pins === 0) return t.noPins;
      if (n.pins.prioritised === 0) return render(t.noPrio, { pins: String(n.pins.pins) });
      const vars = { observed: String(n.pins.observedPrioritised), total: String(n.pins.prioritised) };
      return render(signal === 'for' ? t.for : t.open, vars);
    }
    case 'reportFindings': {
      const t = bank.reasons.reportFindings;
      if (n.reports.reports === 0 || n.reports.points === 0) return t.none;
      const vars = { observed: String(n.reports.observedPoints), total: String(n.reports.points) };
      return render(signal === 'for' ? t.for : t.open, vars);
    }
    case 'signups': {
      const t = bank.reasons.signups;
      if (!n.signups.published) return t.unpublished;
      const vars = {
        signups: String(n.signups.signups),
        views: String(n.signups.views),
        rate: formatPercent(signupRate(n.signups), lang),
      };
      return render(t[signal], vars);
    }
  }
}

/** The summary: the signals counted, the observed share, what the verdict means and, when only that is missing, why not GO. */
function summaryText(
  verdict: Verdict['verdict'],
  signals: Signals,
  counts: { observed: number; inferred: number; share: number },
  lang: VerdictLang,
): string {
  const bank = VERDICT_BANK[lang];
  const labels = (ids: readonly CriterionId[]) =>
    list(
      ids.map((id) => bank.criterion[id]),
      lang,
    );
  const all = counts.observed + counts.inferred;
  const sentences = [
    render(bank.summary.counts, {
      for: String(criteriaWith(signals, 'for').length),
      against: String(criteriaWith(signals, 'against').length),
      open: String(criteriaWith(signals, 'open').length),
      total: String(CRITERIA.length),
    }),
    all > 0
      ? render(bank.summary.share, {
          share: String(counts.share),
          observed: String(counts.observed),
          all: String(all),
        })
      : bank.summary.noEvidence,
  ];
  const weak = weakestCriteria(signals).filter((id) => signals[id] !== 'for');
  if (verdict !== 'PIVOT' || weak.length > 0) {
    sentences.push(
      render(bank.summary.verdict[verdict], { weak: labels(weak), against: labels(criteriaWith(signals, 'against')) }),
    );
  }
  const onlyObservationMissing =
    verdict === 'PIVOT' &&
    criteriaWith(signals, 'against').length === 0 &&
    signals.personaMatch === 'for' &&
    signals.painsConfirmed === 'for';
  if (onlyObservationMissing) {
    sentences.push(render(bank.summary.needsObservation, { min: String(GO_MIN_OBSERVED_SHARE) }));
  }
  return sentences.join(' ');
}

/** The verdict from gathered evidence (pure: the same evidence gives the same verdict). */
export function composeVerdict(roundId: string, evidence: RoundEvidence, lang: VerdictLang): Verdict {
  const bank = VERDICT_BANK[lang];
  const signals = signalsOf(evidence.numbers);
  const evidenceItems = CRITERIA.flatMap((id) => evidence.items[id]);
  const observed = evidenceItems.filter((item) => item.observed).length;
  const inferred = evidenceItems.length - observed;
  const share = observedShareOf(observed, inferred);
  const verdict = decideVerdict(signals, share);
  const reasons: VerdictReason[] = CRITERIA.map((id) => ({
    id,
    signal: signals[id],
    text: reasonText(id, signals[id], evidence, lang),
    evidence: evidence.items[id],
  }));
  const experiments = chooseExperiments(signals, evidence.facts.topPinTopic !== null);
  return {
    roundId,
    verdict,
    headline: render(bank.headline[verdict], { name: evidence.facts.ideaName ?? bank.fallback.idea }),
    summary: summaryText(verdict, signals, { observed, inferred, share }, lang),
    observedShare: share,
    observedCount: observed,
    inferredCount: inferred,
    reasons,
    nextSteps: writeNextSteps(experiments, evidence.facts, lang),
  };
}

/** The verdict of the user's round, in the user's language; 404 for anyone but the round's user. */
export async function getVerdict(db: Db, appUrl: string, user: VerdictUser, roundId: string): Promise<Verdict> {
  const round = await roundOfUser(db, roundId, user.id);
  const lang: VerdictLang = user.lang === 'de' ? 'de' : 'en';
  const results = (await listStepResults(db, [round.id])).map(toStepResult);
  const landing = await readLanding(db, round.id, appUrl);
  const evidence = gatherEvidence({ trackId: round.track_id, roundName: round.name, results, landing, lang });
  return composeVerdict(round.id, evidence, lang);
}
