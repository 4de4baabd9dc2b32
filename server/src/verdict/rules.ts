// The closing verdict's rules (GO / PIVOT / NO-GO), as pure functions over numbers the evidence gives
// (server/src/verdict/evidence.ts counts them). Each of six criteria gives a signal: for, against or open.
//
// Evidence comes in three classes, decided by where an item is kept, never by what a model says of it:
// - observed (from the real world): interview records (their quotes, the pains they confirm or contradict),
//   documents and web pages cited with their file name or URL, the hosted landing page's views and sign-ups;
// - founderClaim: text whose author is `founder` (typed or edited by the founder). Claims are not observations:
//   they can make a criterion open, never `for` on their own;
// - aiInferred: everything else (persona, empathy map, simulated interview, mentor pins without a cited source,
//   autofilled or accepted answers, report points without a real source). A model cannot make its own text
//   observed: a point claiming a web page or document without naming it, or the founder's input without a founder
//   author, is aiInferred.
//
// The core pain is the round's core problem (Problem Shadowing), else the first pain of the empathy map.
//
// 1. Persona match (personaMatch): does the AI's main persona have the founder's problem, and have real people
//    been found who do?
//    - open: no main persona, or no problem statement to compare with;
//    - against: the persona's occupation and pains have nothing in common with the problem (no shared content
//      word: the persona was made for another problem);
//    - for: the persona fits (at least PERSONA_FIT_WORDS content words in common) and at least
//      PERSONA_INTERVIEWS_FOR real interview records confirm a pain of the round (people with the problem exist);
//    - open otherwise (a fit the AI inferred only). The word comparison decides the signal, the prose never quotes it.
// 2. Pains confirmed (painsConfirmed): the core pain against the interview records (observed only).
//    - open: no core pain;
//    - against: at least CONTRADICTING_AGAINST records contradict the core pain, or more records contradict than
//      confirm it (a pain the conversations put in doubt is no confirmed pain);
//    - for: at least INTERVIEWS_CONFIRMING_FOR records confirm it;
//    - open otherwise: the founder's own shadowing answers are claims, the simulated interview is inference.
// 3. Objections (objections): the main persona's objection and the objections of the simulated interview.
//    - open: none was raised;
//    - for: there are objections, but at least INTERVIEWS_CONFIRMING_FOR records confirm the core pain (real people
//      have the problem in spite of what the AI objected);
//    - against: otherwise: an objection nobody answered with a real conversation stands against the idea.
// 4. Mentor pins (mentorPins): the pins the founder prioritised on the Feedback Card.
//    A mentor's concern is a prioritised pin the founder did not write: the founder marked a mentor's point as one
//    of the most important, so it stands as an open question to the idea until answered. (We do not guess from
//    the wording whether a point "sounds" like a risk: that would be the mechanical reading this verdict avoids.)
//    It is answered when the founder wrote a pin of their own (author founder) for the same mentor at or after it
//    (typed replies to a mentor come back as the founder's pins); without dates, any founder pin of that mentor
//    answers it.
//    - open: no prioritised pin;
//    - against: a concern is unanswered;
//    - for: at least MENTOR_OBSERVED_PINS_FOR prioritised pins cite a document or web page, and they are at least
//      MENTOR_OBSERVED_SHARE_FOR of the prioritised pins;
//    - open otherwise.
// 5. Report findings (reportFindings): the reports' and the canvas's points that do not repeat other evidence.
//    - open: no point;
//    - for: at least REPORT_OBSERVED_POINTS_FOR points cite a document or web page;
//    - open otherwise (never against: a report's assessment is the AI's).
// 6. Sign-ups (signups): only once the hosted landing page is published.
//    - open: no published page;
//    - against: at least SIGNUP_VIEWS_AGAINST views and a conversion below SIGNUP_RATE_AGAINST (checked first);
//    - for: at least SIGNUPS_FOR sign-ups, or a conversion of at least SIGNUP_RATE_FOR from at least
//      SIGNUP_VIEWS_FOR views;
//    - open otherwise.
//
// observedShare: observed items / all items in percent (rounded; 0 without items), so an all-autofill round
// shows 0 %.
//
// The decision depends only on the six signals:
// - GO needs real-world evidence: the core pain confirmed in INTERVIEWS_CONFIRMING_FOR records (painsConfirmed for)
//   or sign-ups for (the documented rate over enough views, or SIGNUPS_FOR), and no criterion against. A round of
//   AI inference and claims has neither, so it is never GO.
// - NO_GO needs NO_GO_MIN_AGAINST or more criteria against, at least one of them resting on observed evidence
//   (painsConfirmed or signups against: interviews contradicting, or too few sign-ups). Why: the AI's own
//   objections and a persona that misses can sink an idea on paper only; giving up an idea needs the real world
//   to have said no at least once. Without that, the idea gets a PIVOT and experiments that ask the real world.
// - PIVOT otherwise.

export const CRITERIA = [
  'personaMatch',
  'painsConfirmed',
  'objections',
  'mentorPins',
  'reportFindings',
  'signups',
] as const;
export type CriterionId = (typeof CRITERIA)[number];
export type Signal = 'for' | 'against' | 'open';
export type VerdictKind = 'GO' | 'PIVOT' | 'NO_GO';
export type Signals = Readonly<Record<CriterionId, Signal>>;
export type EvidenceClass = 'observed' | 'founderClaim' | 'aiInferred';

/** Interview records that must confirm the core pain (N): a GO, and an objection outweighed. */
export const INTERVIEWS_CONFIRMING_FOR = 3;
/** Interview records contradicting the core pain that turn the pains against the idea. */
export const CONTRADICTING_AGAINST = 2;
/** Persona match: content words the persona and the problem must share to fit. */
export const PERSONA_FIT_WORDS = 2;
/** Persona match: interview records confirming some pain of the round that make the fit observed. */
export const PERSONA_INTERVIEWS_FOR = 1;
/** Mentor pins: prioritised pins citing a document or web page needed at least. */
export const MENTOR_OBSERVED_PINS_FOR = 1;
/** Mentor pins: the share of the prioritised pins that must cite a document or web page. */
export const MENTOR_OBSERVED_SHARE_FOR = 0.5;
/** Report findings: points citing a document or web page needed. */
export const REPORT_OBSERVED_POINTS_FOR = 2;
/** Sign-ups: this many sign-ups speak for the idea, whatever the views (unless the conversion is against). */
export const SIGNUPS_FOR = 10;
/** Sign-ups: a conversion of at least this share … */
export const SIGNUP_RATE_FOR = 0.05;
/** … from at least this many views speaks for the idea (M). */
export const SIGNUP_VIEWS_FOR = 40;
/** Sign-ups: a conversion below this share … */
export const SIGNUP_RATE_AGAINST = 0.02;
/** … after at least this many views speaks against the idea. */
export const SIGNUP_VIEWS_AGAINST = 100;
/** NO_GO from this many criteria against (one of them observed). */
export const NO_GO_MIN_AGAINST = 2;
/** The criteria whose `against` rests on observed evidence (interviews contradicting, sign-ups too few). */
export const OBSERVED_AGAINST: readonly CriterionId[] = ['painsConfirmed', 'signups'];

export interface PersonaNumbers {
  hasPersona: boolean;
  /** Content words of the problem statement(s). */
  problemWords: number;
  /** Content words the persona's occupation and pains share with the problem (never shown in prose). */
  sharedWords: number;
  /** Interview records confirming at least one pain of the round. */
  interviewsConfirming: number;
}

export function personaSignal(n: PersonaNumbers): Signal {
  if (!n.hasPersona || n.problemWords === 0) return 'open';
  if (n.sharedWords === 0) return 'against';
  if (n.sharedWords >= PERSONA_FIT_WORDS && n.interviewsConfirming >= PERSONA_INTERVIEWS_FOR) return 'for';
  return 'open';
}

export interface PainNumbers {
  /** The round has a core pain (core problem, else the empathy map's first pain). */
  hasCorePain: boolean;
  /** Interview records of the round. */
  interviews: number;
  /** Records confirming the core pain. */
  confirming: number;
  /** Records contradicting the core pain. */
  contradicting: number;
  /** The founder's own shadowing answers (claims; they never confirm). */
  claims: number;
}

export function painsSignal(n: PainNumbers): Signal {
  if (!n.hasCorePain) return 'open';
  if (n.contradicting >= CONTRADICTING_AGAINST || n.contradicting > n.confirming) return 'against';
  if (n.confirming >= INTERVIEWS_CONFIRMING_FOR) return 'for';
  return 'open';
}

export interface ObjectionNumbers {
  /** Objections raised: the persona's own and the simulated interview's. */
  objections: number;
  /** Records confirming the core pain. */
  confirming: number;
}

export function objectionsSignal(n: ObjectionNumbers): Signal {
  if (n.objections === 0) return 'open';
  return n.confirming >= INTERVIEWS_CONFIRMING_FOR ? 'for' : 'against';
}

export interface PinNumbers {
  /** All pins of the feedback card. */
  pins: number;
  prioritised: number;
  /** Prioritised pins citing a document or web page. */
  observedPrioritised: number;
  /** Prioritised pins the founder wrote (claims). */
  claimPrioritised: number;
  /** Prioritised mentor pins with no later pin of the founder for the same mentor. */
  unansweredConcerns: number;
}

export function mentorPinsSignal(n: PinNumbers): Signal {
  if (n.prioritised === 0) return 'open';
  if (n.unansweredConcerns > 0) return 'against';
  const observed = n.observedPrioritised;
  if (observed >= MENTOR_OBSERVED_PINS_FOR && observed / n.prioritised >= MENTOR_OBSERVED_SHARE_FOR) return 'for';
  return 'open';
}

export interface ReportNumbers {
  /** Reports (and the canvas) stored for the round. */
  reports: number;
  /** Their points that are not repeats of other evidence. */
  points: number;
  /** Of them, the ones citing a document or a web page. */
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
  objections: ObjectionNumbers;
  pins: PinNumbers;
  reports: ReportNumbers;
  signups: SignupNumbers;
}

/** Every criterion's signal. */
export function signalsOf(n: CriterionNumbers): Signals {
  return {
    personaMatch: personaSignal(n.persona),
    painsConfirmed: painsSignal(n.pains),
    objections: objectionsSignal(n.objections),
    mentorPins: mentorPinsSignal(n.pins),
    reportFindings: reportSignal(n.reports),
    signups: signupSignal(n.signups),
  };
}

/** The observed items' share of all evidence items in percent, rounded; 0 without evidence. */
export function observedShareOf(observed: number, all: number): number {
  return all > 0 ? Math.round((100 * observed) / all) : 0;
}

/** The criteria with the given signal, in the order of CRITERIA. */
export const criteriaWith = (signals: Signals, signal: Signal): CriterionId[] =>
  CRITERIA.filter((id) => signals[id] === signal);

/** Whether the signals hold real-world evidence for the idea (the condition of a GO). */
export const hasRealWorldSupport = (signals: Signals): boolean =>
  signals.painsConfirmed === 'for' || signals.signups === 'for';

/** Whether a criterion against rests on observed evidence (the condition of a NO_GO). */
export const hasObservedAgainst = (signals: Signals): boolean =>
  OBSERVED_AGAINST.some((id) => signals[id] === 'against');

/** GO, PIVOT or NO_GO from the six signals (see the rules at the top). */
export function decideVerdict(signals: Signals): VerdictKind {
  const against = criteriaWith(signals, 'against').length;
  if (against >= NO_GO_MIN_AGAINST && hasObservedAgainst(signals)) return 'NO_GO';
  if (against === 0 && hasRealWorldSupport(signals)) return 'GO';
  return 'PIVOT';
}
