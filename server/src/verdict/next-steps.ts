// The three next steps of the verdict: cheap experiments from the weakest criteria of this round, each saying what
// it tests, how, and which result would change the verdict — never "build it". They are chosen by rules:
// - the criteria are ranked against first, then open, then for; equal signals in the order of WEAKNESS_ORDER
//   (the core pain first: an idea without a confirmed pain has nothing to stand on);
// - each criterion that is not for takes the first experiment of its list (EXPERIMENTS_FOR) that is not chosen yet
//   and can be made (the mentor's concern needs a pin, the objection check an objection);
// - while fewer than three are chosen, FILL_ORDER adds the next cheapest proofs (for a GO: willingness to pay first).
// The texts name this round's things: the persona, the core pain (else a pain still unconfirmed, else one of the
// persona's), the key feature, the idea's name, the objection raised, the mentor and topic of the unanswered
// concern (else of the top pin), the competitor report's first alternative (else the way the persona handles the
// pain today) and the landing page's link. So two different ideas never read the same three experiments.
import { render } from '@idea-studio/assistant';
import { type ExperimentId, VERDICT_BANK, type VerdictLang } from './bank.js';
import type { VerdictFacts } from './evidence.js';
import {
  CRITERIA,
  type CriterionId,
  INTERVIEWS_CONFIRMING_FOR,
  SIGNUP_RATE_AGAINST,
  SIGNUP_RATE_FOR,
  SIGNUP_VIEWS_AGAINST,
  SIGNUP_VIEWS_FOR,
  SIGNUPS_FOR,
  type Signal,
  type Signals,
} from './rules.js';

export type NextStep = { id: ExperimentId; title: string; tests: string; how: string; changesVerdictIf: string };

/** How many experiments the verdict ends with. */
export const NEXT_STEP_COUNT = 3;
/** Problem interviews and the objection check: people to talk to (enough for the rules' N to be reachable). */
export const INTERVIEW_COUNT = 5;
/** Landing-page test: visitors to bring, enough views for the sign-up rule to decide either way. */
export const LANDING_TEST_VISITORS = SIGNUP_VIEWS_AGAINST;
/** Concierge delivery: people served by hand, and how many must come back. */
export const CONCIERGE_USERS = 3;
export const CONCIERGE_RETURNING = 2;
/** Price test: people offered a pre-order, and how many must pay the deposit. */
export const PRICE_TEST_PEOPLE = 10;
export const PRICE_TEST_PAYERS = 3;
/** Competitor check: people asked, and how many must want to switch. */
export const COMPETITOR_CHECK_PEOPLE = 5;
export const COMPETITOR_SWITCHERS = 3;
/** Mentor concern: independent sources to find and people to ask. */
export const CONCERN_SOURCES = 2;
export const CONCERN_PEOPLE = 3;

/** Ties between criteria of the same signal: the first here is the weaker. */
export const WEAKNESS_ORDER: readonly CriterionId[] = [
  'painsConfirmed',
  'objections',
  'mentorPins',
  'signups',
  'personaMatch',
  'reportFindings',
];

/** The experiments that address a weak criterion, preferred first. */
export const EXPERIMENTS_FOR: Readonly<Record<CriterionId, readonly ExperimentId[]>> = {
  painsConfirmed: ['problem-interviews', 'concierge'],
  objections: ['objection-check', 'problem-interviews'],
  mentorPins: ['mentor-concern', 'problem-interviews'],
  signups: ['landing-test', 'price-test'],
  personaMatch: ['problem-interviews', 'competitor-check'],
  reportFindings: ['competitor-check', 'price-test'],
};

/** What follows when fewer than three weak criteria ask for experiments. */
export const FILL_ORDER: readonly ExperimentId[] = [
  'price-test',
  'concierge',
  'landing-test',
  'competitor-check',
  'problem-interviews',
];

const RANK: Readonly<Record<Signal, number>> = { against: 0, open: 1, for: 2 };

/** The criteria from the weakest to the strongest. */
export function weakestCriteria(signals: Signals): CriterionId[] {
  return [...CRITERIA].sort(
    (a, b) => RANK[signals[a]] - RANK[signals[b]] || WEAKNESS_ORDER.indexOf(a) - WEAKNESS_ORDER.indexOf(b),
  );
}

/** What the round has for experiments that need it. */
export interface ExperimentMaterial {
  /** A pin whose concern can be checked. */
  hasPin: boolean;
  /** An objection raised by the persona or the simulated interview. */
  hasObjection: boolean;
}

/** The three experiments for the signals. */
export function chooseExperiments(signals: Signals, material: ExperimentMaterial): ExperimentId[] {
  const chosen: ExperimentId[] = [];
  const possible = (id: ExperimentId) =>
    !chosen.includes(id) &&
    (id !== 'mentor-concern' || material.hasPin) &&
    (id !== 'objection-check' || material.hasObjection);
  for (const criterion of weakestCriteria(signals)) {
    if (chosen.length >= NEXT_STEP_COUNT || signals[criterion] === 'for') break;
    const pick = EXPERIMENTS_FOR[criterion].find(possible);
    if (pick) chosen.push(pick);
  }
  for (const id of FILL_ORDER) {
    if (chosen.length >= NEXT_STEP_COUNT) break;
    if (possible(id)) chosen.push(id);
  }
  return chosen;
}

/** A share (0.05) as the number before a percent sign in the user's language ("5", "2,5"). */
export const formatPercent = (share: number, lang: VerdictLang): string =>
  new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(share * 100);

/**
 * Words of a named thing (a pain, a feature, a topic) an experiment's sentence quotes whole; a longer one is cut
 * where a clause ends within it, and quoted whole when no clause ends there.
 */
export const QUOTE_MAX_WORDS = 28;

/** Where a clause ends inside a sentence: a comma, semicolon or colon, or a dash between spaces. */
const CLAUSE_END = /(?:[,;:]|\s[–—-])(?=\s)/gu;

/**
 * A name to quote inside a sentence: its first sentence without a closing full stop, never cut inside a clause and
 * never with '…'. The founder's answers and the AI's points can be paragraphs; an experiment names them.
 */
export function quoted(text: string): string {
  const first = (text.trim().split(/(?<=[.!?])\s+/)[0] ?? '')
    .replace(/[.!?]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  const words = (part: string) => part.split(' ').filter(Boolean).length;
  if (words(first) <= QUOTE_MAX_WORDS) return first;
  let cut: string | undefined;
  for (const match of first.matchAll(CLAUSE_END)) {
    const clause = first.slice(0, match.index).trim();
    if (words(clause) > QUOTE_MAX_WORDS) break;
    if (words(clause) >= 4) cut = clause;
  }
  return cut ?? first;
}

/** The pain an experiment asks about: the core pain, else one still unconfirmed, else one of the persona's. */
export function experimentPain(facts: VerdictFacts): string | null {
  return facts.corePain ?? facts.unconfirmedPains[0] ?? facts.personaPains[0] ?? null;
}

/** The experiments written out in the user's language with the round's names. */
export function writeNextSteps(ids: readonly ExperimentId[], facts: VerdictFacts, lang: VerdictLang): NextStep[] {
  const bank = VERDICT_BANK[lang];
  const name = facts.ideaName ?? bank.fallback.idea;
  const pain = experimentPain(facts);
  const vars: Record<string, string> = {
    persona: facts.persona ?? bank.fallback.persona,
    pain: pain ? quoted(pain) : render(bank.fallback.pain, { name }),
    feature: quoted(facts.keyFeature ?? facts.ideaName ?? bank.fallback.feature),
    alternative: quoted(facts.alternative ?? ''),
    name,
    objection: quoted(facts.objection ?? ''),
    topic: quoted(facts.concern?.topic ?? facts.topPinTopic ?? ''),
    mentor: facts.concern?.mentor ?? facts.topPinMentor ?? bank.fallback.mentor,
    link: facts.landingLink ?? '',
    visitors: String(LANDING_TEST_VISITORS),
    rateFor: formatPercent(SIGNUP_RATE_FOR, lang),
    viewsFor: String(SIGNUP_VIEWS_FOR),
    signupsFor: String(SIGNUPS_FOR),
    rateAgainst: formatPercent(SIGNUP_RATE_AGAINST, lang),
    viewsAgainst: String(SIGNUP_VIEWS_AGAINST),
    users: String(CONCIERGE_USERS),
    returning: String(CONCIERGE_RETURNING),
    people: String(PRICE_TEST_PEOPLE),
    payers: String(PRICE_TEST_PAYERS),
    sources: String(CONCERN_SOURCES),
    confirm: String(INTERVIEWS_CONFIRMING_FOR),
  };
  const counts: Partial<Record<ExperimentId, Record<string, string>>> = {
    'problem-interviews': { count: String(INTERVIEW_COUNT) },
    'objection-check': { count: String(INTERVIEW_COUNT) },
    'competitor-check': { count: String(COMPETITOR_CHECK_PEOPLE), switchers: String(COMPETITOR_SWITCHERS) },
    'mentor-concern': { people: String(CONCERN_PEOPLE) },
  };
  return ids.map((id) => {
    const text =
      id === 'competitor-check' && !facts.alternative ? bank.experiments.competitorToday : bank.experiments[id];
    const filled = { ...vars, ...counts[id] };
    const how = id === 'landing-test' && !facts.landingLink ? bank.experiments.landingUnpublishedHow : text.how;
    return {
      id,
      title: render(text.title, filled),
      tests: render(text.tests, filled),
      how: render(how, filled),
      changesVerdictIf: render(text.changesVerdictIf, filled),
    };
  });
}
