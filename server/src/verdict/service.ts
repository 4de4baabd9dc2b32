// The closing verdict of a round (GET /rounds/{roundId}/verdict): the evidence gathered and classed (evidence.ts),
// the signals and the decision by the documented rules (rules.ts), three experiments (next-steps.ts), and the prose
// from the bilingual bank (bank.ts) in the user's language. No language model is involved: the same round gives the
// same verdict, and the class of every item comes from where it is kept.

import { render } from '@idea-studio/assistant';
import { type Author, authorOf, type components } from '@idea-studio/sdk';
import type { Db } from '../db/database.js';
import { readInterviewInsights } from '../interviews/insights.js';
import { roundOfUser } from '../rounds/access.js';
import { findUserInput, listStepResults } from '../rounds/repository.js';
import { toStepResult } from '../rounds/service.js';
import { fromJsonText } from '../rounds/values.js';
import { stepWithCapability } from '../steps/index.js';
import { stepIdOfTypeInTrack } from '../tracks/definition.js';
import { VERDICT_BANK, type VerdictLang } from './bank.js';
import { gatherEvidence, type RoundEvidence, readLanding } from './evidence.js';
import { chooseExperiments, formatPercent, quoted, weakestCriteria, writeNextSteps } from './next-steps.js';
import {
  CRITERIA,
  type CriterionId,
  criteriaWith,
  decideVerdict,
  hasObservedAgainst,
  INTERVIEWS_CONFIRMING_FOR,
  observedShareOf,
  SIGNUP_RATE_FOR,
  SIGNUP_VIEWS_FOR,
  SIGNUPS_FOR,
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

/** The sentence of one criterion: what the rules saw, naming the class of evidence it rests on. */
function reasonText(id: CriterionId, signal: Signal, evidence: RoundEvidence, lang: VerdictLang): string {
  const bank = VERDICT_BANK[lang];
  const { numbers: n, facts } = evidence;
  const persona = facts.persona ?? bank.fallback.persona;
  const pain = quoted(facts.corePain ?? '');
  switch (id) {
    case 'personaMatch': {
      const t = bank.reasons.personaMatch;
      if (!n.persona.hasPersona) return t.noPersona;
      if (n.persona.problemWords === 0) return render(t.noProblem, { persona });
      return render(t[signal], { persona, count: String(n.persona.interviewsConfirming) });
    }
    case 'painsConfirmed': {
      const t = bank.reasons.painsConfirmed;
      if (!n.pains.hasCorePain) return t.noPain;
      const vars = {
        pain,
        confirming: String(n.pains.confirming),
        contradicting: String(n.pains.contradicting),
        interviews: String(n.pains.interviews),
        min: String(INTERVIEWS_CONFIRMING_FOR),
      };
      let text: string;
      if (signal === 'for' || signal === 'against') text = render(t[signal], vars);
      else if (n.pains.interviews > 0) text = render(t.someInterviews, vars);
      else if (n.pains.claims > 0) text = render(t.claims, vars);
      else text = render(t.inferred, vars);
      return facts.hasChat && signal !== 'for' ? `${text} ${t.chat}` : text;
    }
    case 'objections': {
      const t = bank.reasons.objections;
      if (n.objections.objections === 0 || !facts.objection) return t.none;
      const text = render(signal === 'for' ? t.for : t.against, {
        persona,
        objection: quoted(facts.objection),
        count: String(n.objections.confirming),
        pain,
      });
      const more = n.objections.objections - 1;
      return more > 0 ? `${text} ${render(t.more, { count: String(more) })}` : text;
    }
    case 'mentorPins': {
      const t = bank.reasons.mentorPins;
      if (n.pins.pins === 0) return t.noPins;
      if (n.pins.prioritised === 0) return render(t.noPrio, { pins: String(n.pins.pins) });
      if (signal === 'against' && facts.concern) {
        return render(t.against, { mentor: facts.concern.mentor, topic: quoted(facts.concern.topic) });
      }
      const vars = {
        observed: String(n.pins.observedPrioritised),
        claims: String(n.pins.claimPrioritised),
        total: String(n.pins.prioritised),
      };
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
      if (n.signups.views === 0) return t.noViews;
      const vars = {
        signups: String(n.signups.signups),
        views: String(n.signups.views),
        rate: formatPercent(signupRate(n.signups), lang),
      };
      return render(t[signal], vars);
    }
  }
}

interface ClassCounts {
  observed: number;
  claims: number;
  inferred: number;
  share: number;
}

/** The summary: the signals counted, the evidence by class, what the verdict means and what a GO still needs. */
function summaryText(verdict: Verdict['verdict'], signals: Signals, counts: ClassCounts, lang: VerdictLang): string {
  const bank = VERDICT_BANK[lang];
  const labels = (ids: readonly CriterionId[]) =>
    list(
      ids.map((id) => bank.criterion[id]),
      lang,
    );
  const against = criteriaWith(signals, 'against');
  const all = counts.observed + counts.claims + counts.inferred;
  const sentences = [
    render(bank.summary.counts, {
      for: String(criteriaWith(signals, 'for').length),
      against: String(against.length),
      open: String(criteriaWith(signals, 'open').length),
      total: String(CRITERIA.length),
    }),
  ];
  if (all === 0) sentences.push(bank.summary.noEvidence);
  else {
    sentences.push(
      render(bank.summary.classes, {
        observed: String(counts.observed),
        share: String(counts.share),
        claims: String(counts.claims),
        inferred: String(counts.inferred),
      }),
    );
    if (counts.observed === 0) sentences.push(counts.claims > 0 ? bank.summary.onlyClaims : bank.summary.onlyInferred);
  }
  const weak = weakestCriteria(signals).filter((id) => signals[id] !== 'for');
  if (verdict !== 'PIVOT' || weak.length > 0) {
    const againstLabels = labels(against);
    sentences.push(
      render(bank.summary.verdict[verdict], {
        weak: labels(weak),
        against: againstLabels,
        Against: againstLabels.charAt(0).toUpperCase() + againstLabels.slice(1),
      }),
    );
  }
  if (verdict === 'PIVOT' && against.length >= 2 && !hasObservedAgainst(signals)) {
    sentences.push(render(bank.summary.notNoGo, { against: labels(against) }));
  }
  if (verdict === 'PIVOT' && against.length === 0) {
    sentences.push(
      render(bank.summary.needsRealWorld, {
        confirm: String(INTERVIEWS_CONFIRMING_FOR),
        rate: formatPercent(SIGNUP_RATE_FOR, lang),
        views: String(SIGNUP_VIEWS_FOR),
        signups: String(SIGNUPS_FOR),
      }),
    );
  }
  return sentences.join(' ');
}

/** The verdict from gathered evidence (pure: the same evidence gives the same verdict). */
export function composeVerdict(roundId: string, evidence: RoundEvidence, lang: VerdictLang): Verdict {
  const bank = VERDICT_BANK[lang];
  const signals = signalsOf(evidence.numbers);
  const items = CRITERIA.flatMap((id) => evidence.items[id]);
  const observed = items.filter((item) => item.class === 'observed').length;
  const claims = items.filter((item) => item.class === 'founderClaim').length;
  const inferred = items.length - observed - claims;
  const share = observedShareOf(observed, items.length);
  const verdict = decideVerdict(signals);
  const reasons: VerdictReason[] = CRITERIA.map((id) => ({
    id,
    signal: signals[id],
    text: reasonText(id, signals[id], evidence, lang),
    evidence: evidence.items[id],
  }));
  const { facts } = evidence;
  const experiments = chooseExperiments(signals, {
    hasPin: facts.concern !== null || facts.topPinTopic !== null,
    hasObjection: facts.objection !== null,
  });
  return {
    roundId,
    verdict,
    headline: render(bank.headline[verdict], { name: facts.ideaName ?? bank.fallback.idea }),
    summary: summaryText(verdict, signals, { observed, claims, inferred, share }, lang),
    observedShare: share,
    observedCount: observed,
    claimCount: claims,
    inferredCount: inferred,
    reasons,
    nextSteps: writeNextSteps(experiments, facts, lang),
  };
}

/** The Basic Idea sections the founder wrote (typed or edited), as the step's saved input keeps them. */
async function founderIdeaSections(db: Db, roundId: string, trackId: string): Promise<string[]> {
  const stepId = stepIdOfTypeInTrack(trackId, stepWithCapability('ideaCard'));
  const row = stepId ? await findUserInput(db, roundId, stepId) : undefined;
  const input = row ? fromJsonText(row.content) : null;
  if (!Array.isArray(input)) return [];
  return input
    .filter((entry) => entry && typeof entry === 'object' && authorOf(entry.author) === 'founder')
    .map((entry) => (typeof entry.content === 'string' ? entry.content.replace(/\s+/g, ' ').trim() : ''))
    .filter(Boolean);
}

/** Who wrote each Problem Shadowing answer, by its question, as the step's saved input keeps it. */
async function shadowingAuthors(db: Db, roundId: string, trackId: string): Promise<Map<string, Author>> {
  const authors = new Map<string, Author>();
  const stepId = stepIdOfTypeInTrack(trackId, stepWithCapability('coreProblem'));
  if (!stepId) return authors;
  const row = await findUserInput(db, roundId, stepId);
  const input = row ? fromJsonText(row.content) : null;
  if (!Array.isArray(input)) return authors;
  for (const entry of input) {
    if (!entry || typeof entry !== 'object') continue;
    const { type, author } = entry as { type?: unknown; author?: unknown };
    const key = typeof type === 'string' ? type.replace(/\s+/g, ' ').trim() : '';
    if (key && !authors.has(key)) authors.set(key, authorOf(author));
  }
  return authors;
}

/** The verdict of the user's round, in the user's language; 404 for anyone but the round's user. */
export async function getVerdict(db: Db, appUrl: string, user: VerdictUser, roundId: string): Promise<Verdict> {
  const round = await roundOfUser(db, roundId, user.id);
  const lang: VerdictLang = user.lang === 'de' ? 'de' : 'en';
  const results = (await listStepResults(db, [round.id])).map(toStepResult);
  const landing = await readLanding(db, round.id, appUrl);
  const interviews = await readInterviewInsights(db, round.id);
  const authors = await shadowingAuthors(db, round.id, round.track_id);
  const ideaSections = await founderIdeaSections(db, round.id, round.track_id);
  const evidence = gatherEvidence({
    trackId: round.track_id,
    roundName: round.name,
    results,
    landing,
    interviews,
    shadowingAuthors: authors,
    founderIdeaSections: ideaSections,
    lang,
  });
  return composeVerdict(round.id, evidence, lang);
}
