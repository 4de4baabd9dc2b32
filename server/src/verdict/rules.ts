// The closing verdict's rules (GO / PIVOT / NO-GO), as pure functions over numbers the evidence gives
// (server/src/verdict/evidence.ts counts them). Each of five criteria gives a signal: for, against or open.
//
// 1. Persona match (personaMatch): the main persona of User Tinder against the problem (the core problem of
//    Problem Shadowing, the idea card's target group and value proposition). The persona's occupation and pains
//    are compared word by word (content words, crudely stemmed) with the problem.
//    - open: no main persona, or no problem statement to compare with;
//    - for: they share at least PERSONA_SHARED_WORDS_FOR words;
//    - against: they share no word at all;
//    - open: in between.
// 2. Pains confirmed (painsConfirmed): the pains of the empathy map (what frustrates the persona most) against the
//    founder's own answers in Problem Shadowing. A pain is confirmed when its words recur in the answers.
//    The simulated expert interview is AI inference and never confirms a pain.
//    - open: no pains, or no answers of the founder;
//    - for: at least PAINS_CONFIRMED_SHARE_FOR of the pains are confirmed;
//    - against: none of them is;
//    - open: in between.
// 3. Mentor pins (mentorPins): the pins the founder prioritised on the feedback card. A pin is observed when it is
//    the founder's own (added by hand) or cites a document or web page; a mentor's unsourced pin is AI reasoning.
//    The rules do not read what a pin says, so pins alone never speak against the idea; a concern becomes an
//    experiment instead.
//    - open: no prioritised pin;
//    - for: at least MENTOR_OBSERVED_PINS_FOR prioritised pins are observed, and they are at least
//      MENTOR_OBSERVED_SHARE_FOR of the prioritised pins;
//    - open: otherwise (prioritised pins that rest mostly on AI reasoning).
// 4. Report findings (reportFindings): the points of the mentors' reports and of the Business Model Canvas that do
//    not merely repeat other evidence. A point is observed when it cites the founder's input, a document or a web
//    page. As with pins, the rules weigh where a finding comes from, not what it says.
//    - open: no report point;
//    - for: at least REPORT_OBSERVED_POINTS_FOR observed points;
//    - open: otherwise (the reports rest on the AI's assessment only).
// 5. Sign-ups (signups): only once the hosted landing page is published.
//    - open: no published page;
//    - against: at least SIGNUP_VIEWS_AGAINST views and a conversion below SIGNUP_RATE_AGAINST (checked first, so
//      a large page with many views cannot pass on its absolute count alone);
//    - for: at least SIGNUPS_FOR sign-ups, or a conversion of at least SIGNUP_RATE_FOR from at least
//      SIGNUP_VIEWS_FOR views;
//    - open: otherwise.
//
// observedShare: the percentage (rounded) of evidence items the founder observed (own input, documents, web sources,
// sign-ups) among all evidence items; 0 without evidence.
//
// The decision depends only on the five signals and observedShare:
// - NO_GO when NO_GO_MIN_AGAINST (2) or more criteria are against (this includes pains and sign-ups both against);
// - GO when no criterion is against, persona match and pains confirmed are for, and observedShare is at least
//   GO_MIN_OBSERVED_SHARE;
// - PIVOT otherwise.

export const CRITERIA = ['personaMatch', 'painsConfirmed', 'mentorPins', 'reportFindings', 'signups'] as const;
export type CriterionId = (typeof CRITERIA)[number];
export type Signal = 'for' | 'against' | 'open';
export type VerdictKind = 'GO' | 'PIVOT' | 'NO_GO';
export type Signals = Readonly<Record<CriterionId, Signal>>;

/** Persona match: shared words between the persona (occupation, pains) and the problem that make it a match. */
export const PERSONA_SHARED_WORDS_FOR = 2;
/** Pains confirmed: the share of the empathy map's pains that must recur in the founder's answers. */
export const PAINS_CONFIRMED_SHARE_FOR = 0.5;
/** A pain recurs in the answers when it shares this many content words with them (or all of its own, if fewer). */
export const PAIN_MATCH_MIN_WORDS = 2;
/** Mentor pins: observed prioritised pins needed at least. */
export const MENTOR_OBSERVED_PINS_FOR = 1;
/** Mentor pins: the share of the prioritised pins that must be observed. */
export const MENTOR_OBSERVED_SHARE_FOR = 0.5;
/** Report findings: observed (cited) points needed. */
export const REPORT_OBSERVED_POINTS_FOR = 2;
/** Sign-ups: this many sign-ups speak for the idea, whatever the views (unless the conversion is against). */
export const SIGNUPS_FOR = 10;
/** Sign-ups: a conversion of at least this share … */
export const SIGNUP_RATE_FOR = 0.05;
/** … from at least this many views speaks for the idea. */
export const SIGNUP_VIEWS_FOR = 40;
/** Sign-ups: a conversion below this share … */
export const SIGNUP_RATE_AGAINST = 0.02;
/** … after at least this many views speaks against the idea. */
export const SIGNUP_VIEWS_AGAINST = 100;
/** GO needs at least this percentage of observed evidence. */
export const GO_MIN_OBSERVED_SHARE = 50;
/** NO_GO from this many criteria against. */
export const NO_GO_MIN_AGAINST = 2;

export interface PersonaNumbers {
  hasPersona: boolean;
  /** Content words of the problem statement(s). */
  problemWords: number;
  /** Words the persona's occupation and pains share with the problem. */
  sharedWords: number;
}

export function personaSignal(n: PersonaNumbers): Signal {
  if (!n.hasPersona || n.problemWords === 0) return 'open';
  if (n.sharedWords >= PERSONA_SHARED_WORDS_FOR) return 'for';
  if (n.sharedWords === 0) return 'against';
  return 'open';
}

export interface PainNumbers {
  /** Pains of the empathy map. */
  pains: number;
  /** Of them, the ones whose words recur in the founder's shadowing answers. */
  confirmed: number;
  /** The founder's answers in Problem Shadowing. */
  answers: number;
}

export function painsSignal(n: PainNumbers): Signal {
  if (n.pains === 0 || n.answers === 0) return 'open';
  if (n.confirmed / n.pains >= PAINS_CONFIRMED_SHARE_FOR) return 'for';
  if (n.confirmed === 0) return 'against';
  return 'open';
}

/** Whether a pain with `painWords` content words, `shared` of them found in the answers, recurs there. */
export function painRecurs(painWords: number, shared: number): boolean {
  return painWords > 0 && shared >= Math.min(PAIN_MATCH_MIN_WORDS, painWords);
}

export interface PinNumbers {
  /** All pins of the feedback card. */
  pins: number;
  prioritised: number;
  /** Prioritised pins the founder added or that cite a document or web page. */
  observedPrioritised: number;
}

export function mentorPinsSignal(n: PinNumbers): Signal {
  if (n.prioritised === 0) return 'open';
  const observed = n.observedPrioritised;
  if (observed >= MENTOR_OBSERVED_PINS_FOR && observed / n.prioritised >= MENTOR_OBSERVED_SHARE_FOR) return 'for';
  return 'open';
}

export interface ReportNumbers {
  /** Reports (and the canvas) stored for the round. */
  reports: number;
  /** Their points that are not repeats of other evidence. */
  points: number;
  /** Of them, the ones citing the founder's input, a document or a web page. */
  observedPoints: number;
}

export function reportSignal(n: ReportNumbers): Signal {
  if (n.reports === 0 || n.points === 0) return 'open';
  if (n.observedPoints >= REPORT_OBSERVED_POINTS_FOR) return 'for';
  return 'open';
}

export interface SignupNumbers {
  /** The hosted landing page is published. */
  published: boolean;
  views: number;
  signups: number;
}

/** Sign-ups per view (0 without views). */
export const signupRate = (n: Pick<SignupNumbers, 'views' | 'signups'>): number =>
  n.views > 0 ? n.signups / n.views : 0;

export function signupSignal(n: SignupNumbers): Signal {
  if (!n.published) return 'open';
  const rate = signupRate(n);
  if (n.views >= SIGNUP_VIEWS_AGAINST && rate < SIGNUP_RATE_AGAINST) return 'against';
  if (n.signups >= SIGNUPS_FOR) return 'for';
  if (n.views >= SIGNUP_VIEWS_FOR && rate >= SIGNUP_RATE_FOR) return 'for';
  return 'open';
}

export interface CriterionNumbers {
  persona: PersonaNumbers;
  pains: PainNumbers;
  pins: PinNumbers;
  reports: ReportNumbers;
  signups: SignupNumbers;
}

/** Every criterion's signal. */
export function signalsOf(n: CriterionNumbers): Signals {
  return {
    personaMatch: personaSignal(n.persona),
    painsConfirmed: painsSignal(n.pains),
    mentorPins: mentorPinsSignal(n.pins),
    reportFindings: reportSignal(n.reports),
    signups: signupSignal(n.signups),
  };
}

/** The observed evidence items' share in percent, rounded; 0 without evidence. */
export function observedShareOf(observed: number, inferred: number): number {
  const all = observed + inferred;
  return all > 0 ? Math.round((100 * observed) / all) : 0;
}

/** The criteria with the given signal, in the order of CRITERIA. */
export const criteriaWith = (signals: Signals, signal: Signal): CriterionId[] =>
  CRITERIA.filter((id) => signals[id] === signal);

/** GO, PIVOT or NO_GO from the five signals and the observed share (see the rules at the top). */
export function decideVerdict(signals: Signals, observedShare: number): VerdictKind {
  const against = criteriaWith(signals, 'against').length;
  if (against >= NO_GO_MIN_AGAINST) return 'NO_GO';
  if (
    against === 0 &&
    signals.personaMatch === 'for' &&
    signals.painsConfirmed === 'for' &&
    observedShare >= GO_MIN_OBSERVED_SHARE
  ) {
    return 'GO';
  }
  return 'PIVOT';
}
