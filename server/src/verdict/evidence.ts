// What the verdict rests on, gathered from the round (server/src/verdict/rules.ts explains the rules): per criterion
// the evidence items (each with its origin, its source and where it is kept) and the numbers the rules take.
// Observed are the founder's own input (shadowing answers, pins added by hand), documents, web sources and the
// landing page's sign-ups; everything the AI wrote (the persona, the empathy map, the simulated interview, the
// mentors' unsourced pins, the reports' own assessment) is inferred. Report and canvas points that merely repeat
// other evidence (a pin, the core problem) are left out, so nothing is counted twice.
import {
  type AiOrigin,
  CANVAS_BLOCKS,
  CANVAS_ID,
  type components,
  EMPATHY_QUESTIONS,
  type FeedbackPin,
  feedbackCardOf,
  hostedPagePath,
  isCanvas,
  isRecord,
  isReport,
  mainPersonaOfResult,
  needWords,
  type Persona,
  personaLine,
  personaOccupation,
  REPORTS_STREAM,
} from '@idea-studio/sdk';
import { findReportOption } from '../ai/data.js';
import { render } from '../ai/offline/text.js';
import type { Db } from '../db/database.js';
import type { StepResult } from '../rounds/service.js';
import { stepIdOfTypeInTrack } from '../tracks/definition.js';
import { VERDICT_BANK, type VerdictLang } from './bank.js';
import { CRITERIA, type CriterionId, type CriterionNumbers, painRecurs } from './rules.js';

export type EvidenceItem = components['schemas']['VerdictEvidence'];

/** A competitor report's first point names its alternative in at most this many words before a colon. */
const ALTERNATIVE_MAX_WORDS = 8;

/** Where the landing page's sign-ups are kept in an evidence item. */
export const LANDING_WHERE = 'landing-page';

/** The round's hosted landing page as the verdict reads it. */
export interface LandingFacts {
  published: boolean;
  views: number;
  signups: number;
  /** The published page's public address (null before publishing). */
  link: string | null;
}

/** The names the prose and the experiments are filled with (null: the round has none). */
export interface VerdictFacts {
  ideaName: string | null;
  persona: string | null;
  /** Words the persona shares with the problem. */
  sharedWords: string[];
  coreProblem: string | null;
  /** The empathy map's pains confirmed by the founder's answers, and the ones still open (strongest first). */
  confirmedPains: string[];
  unconfirmedPains: string[];
  /** The main persona's own pain points. */
  personaPains: string[];
  /** The round has a simulated expert interview. */
  hasChat: boolean;
  /** The topic of the first prioritised pin, else of the first pin. */
  topPinTopic: string | null;
  keyFeature: string | null;
  /** The first alternative of the competitor report. */
  alternative: string | null;
  landingLink: string | null;
}

export interface RoundEvidence {
  items: Record<CriterionId, EvidenceItem[]>;
  numbers: CriterionNumbers;
  facts: VerdictFacts;
}

export interface EvidenceInput {
  trackId: string;
  roundName: string;
  results: readonly StepResult[];
  landing: LandingFacts;
  lang: VerdictLang;
}

const ORIGINS: readonly string[] = ['user', 'ai', 'document', 'web'];

const clean = (value: unknown): string => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');
const texts = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map((item) => clean(isRecord(item) ? item.text : item)).filter((text) => text.length > 0)
    : [];

/** A text as compared for repeats: lower case, single spaces, no closing punctuation. */
const sameKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s.!?…:;,]+$/u, '')
    .trim();

/**
 * The origin of a claim and its source: a document or web claim needs its file name or URL, else it counts as the
 * AI's (as the reports treat pins); user and AI claims cite nothing.
 */
export function citedOrigin(origin: unknown, source: unknown): { origin: AiOrigin; source: string | null } {
  const known = ORIGINS.includes(origin as string) ? (origin as AiOrigin) : 'ai';
  const cited = clean(source);
  if (known === 'document' || known === 'web')
    return cited ? { origin: known, source: cited } : { origin: 'ai', source: null };
  return { origin: known, source: null };
}

/** An evidence item; observed unless the AI inferred it. */
export function evidenceItem(text: string, origin: AiOrigin, source: string | null, where: string): EvidenceItem {
  return { text, origin, source, observed: origin !== 'ai', where };
}

/** A pin's origin: its own when it has one, else the founder's for a pin added by hand, else the mentor's AI. */
export function pinOrigin(pin: FeedbackPin): { origin: AiOrigin; source: string | null } {
  const origin = pin.origin ?? (pin.source === 'MANUALLY-ADDED' ? 'user' : 'ai');
  return citedOrigin(origin, pin.evidence);
}

const meets = (word: string, other: string) =>
  other === word || (Math.min(word.length, other.length) >= 4 && (other.startsWith(word) || word.startsWith(other)));

/**
 * The content words of `a` that recur in `b`, as written in `a` (each stem once). Words are compared as needWords()
 * cuts them, and a word also meets a longer one it begins ("walk" meets "walking", "Hund" meets "Hundebesitzer")
 * once the shorter has four letters.
 */
export function sharedWords(a: string, b: string): string[] {
  const right = [...needWords(b)];
  const found = new Set<string>();
  const words: string[] = [];
  for (const word of a.normalize('NFKC').split(/[^\p{L}\p{N}]+/u)) {
    const [stem] = needWords(word);
    if (!stem || found.has(stem) || !right.some((other) => meets(stem, other))) continue;
    found.add(stem);
    words.push(word);
  }
  return words;
}

/** The round's hosted landing page: published or not, its views and its sign-ups (read directly). */
export async function readLanding(db: Db, roundId: string, appUrl: string): Promise<LandingFacts> {
  const page = await db
    .selectFrom('landing_pages')
    .select(['id', 'views', 'published_at'])
    .where('round_id', '=', roundId)
    .executeTakeFirst();
  if (!page?.published_at) return { published: false, views: 0, signups: 0, link: null };
  const counted = await db
    .selectFrom('landing_signups')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('page_id', '=', page.id)
    .executeTakeFirst();
  return {
    published: true,
    views: Number(page.views) || 0,
    signups: Number(counted?.count ?? 0),
    link: `${appUrl.replace(/\/+$/, '')}${hostedPagePath(page.id)}`,
  };
}

/** Gathers the evidence of every criterion and the numbers the rules take. */
export function gatherEvidence(input: EvidenceInput): RoundEvidence {
  const { trackId, results } = input;
  const stepOf = (type: string) => stepIdOfTypeInTrack(trackId, type);
  const resultOf = (stepId: string | undefined): unknown =>
    stepId === undefined
      ? undefined
      : results.find((r) => r.stepId === stepId && r.streamId !== REPORTS_STREAM)?.result;

  const ideaStep = stepOf('basicIdea');
  const tinderStep = stepOf('userTinder');
  const insightStep = stepOf('insightMapping');
  const shadowingStep = stepOf('problemShadowing');
  const chatStep = stepOf('expertChat');
  const cardStep = stepOf('feedbackCard');

  const idea = resultOf(ideaStep);
  const card = isRecord(idea) ? idea : {};
  const persona: Persona | undefined = mainPersonaOfResult(resultOf(tinderStep));
  const shadowing = resultOf(shadowingStep);
  const shadow = isRecord(shadowing) ? shadowing : {};
  const insights = resultOf(insightStep);
  const chat = resultOf(chatStep);
  const pins = feedbackCardOf(resultOf(cardStep)).pins.filter((p) => isRecord(p) && clean(p.topic) && clean(p.content));

  const items = Object.fromEntries(CRITERIA.map((id) => [id, [] as EvidenceItem[]])) as Record<
    CriterionId,
    EvidenceItem[]
  >;
  const seen = new Set<string>();
  /** Adds an item to a criterion unless the same claim is already evidence. */
  const add = (criterion: CriterionId, item: EvidenceItem): boolean => {
    const key = sameKey(item.text);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    items[criterion].push(item);
    return true;
  };

  // 1. Persona match: the persona against the problem statements.
  const coreProblem = clean(shadow.core_problem) || null;
  const targetGroup = clean(card.target_group);
  const valueProposition = clean(card.value_proposition);
  const problemText = [coreProblem ?? '', targetGroup, valueProposition].join(' ');
  const personaText = persona ? [personaOccupation(persona), ...texts(persona.pain_points)].join(' ') : '';
  const shared = persona ? sharedWords(personaText, problemText) : [];
  if (persona && tinderStep) add('personaMatch', evidenceItem(personaLine(persona), 'ai', null, tinderStep));
  if (coreProblem && shadowingStep) add('personaMatch', evidenceItem(coreProblem, 'ai', null, shadowingStep));
  if (ideaStep) {
    for (const text of [targetGroup, valueProposition].filter(Boolean)) {
      add('personaMatch', evidenceItem(text, 'ai', null, ideaStep));
    }
  }

  // 2. Pains: the empathy map's frustrations against the founder's own shadowing answers.
  const painQuestion = EMPATHY_QUESTIONS[EMPATHY_QUESTIONS.length - 1]!;
  const pains = [...new Set(texts(isRecord(insights) ? insights[painQuestion] : undefined))];
  const situations = Array.isArray(shadow.situations) ? shadow.situations : [];
  const answers = situations.map((s) => clean(isRecord(s) ? s.answer : '')).filter(Boolean);
  const answerText = answers.join(' ');
  const painWords = (pain: string) => needWords(pain).size;
  const confirmedPains = pains.filter((pain) => painRecurs(painWords(pain), sharedWords(pain, answerText).length));
  const anchor = [coreProblem ?? '', ...(persona ? texts(persona.pain_points) : [])].join(' ');
  const unconfirmedPains = pains
    .filter((pain) => !confirmedPains.includes(pain))
    .map((pain, index) => ({ pain, index, score: sharedWords(pain, anchor).length }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((x) => x.pain);
  if (insightStep) for (const pain of pains) add('painsConfirmed', evidenceItem(pain, 'ai', null, insightStep));
  if (shadowingStep) {
    for (const answer of answers) add('painsConfirmed', evidenceItem(answer, 'user', null, shadowingStep));
  }
  const chatRecord = isRecord(chat) ? chat : undefined;
  const chatClaims = chatRecord ? texts(chatRecord.learned) : [];
  if (chatRecord && chatClaims.length === 0 && clean(chatRecord.summary)) chatClaims.push(clean(chatRecord.summary));
  if (chatStep) for (const claim of chatClaims) add('painsConfirmed', evidenceItem(claim, 'ai', null, chatStep));

  // 3. Mentor pins: the prioritised ones.
  const prioritised = pins.filter((p) => p.prio === true);
  let observedPrioritised = 0;
  if (cardStep) {
    for (const pin of prioritised) {
      const { origin, source } = pinOrigin(pin);
      if (add('mentorPins', evidenceItem(`${clean(pin.topic)}: ${clean(pin.content)}`, origin, source, cardStep))) {
        if (origin !== 'ai') observedPrioritised += 1;
      }
    }
  }
  // Every pin (prioritised or not) is known to the reports, which quote them: such points are no new findings.
  for (const pin of pins) seen.add(sameKey(`${clean(pin.topic)}: ${clean(pin.content)}`));

  // 4. Report findings: the reports' and the canvas's own points.
  const reports = results.filter(
    (r) => r.streamId === REPORTS_STREAM && !!findReportOption(r.stepId) && isReport(r.result),
  );
  const canvas = results.find((r) => r.streamId === REPORTS_STREAM && r.stepId === CANVAS_ID && isCanvas(r.result));
  const points: { text: unknown; origin: unknown; source: unknown; where: string }[] = [];
  for (const report of reports) {
    if (!isReport(report.result)) continue;
    for (const section of report.result.sections) {
      for (const point of section.points) points.push({ ...point, where: report.stepId });
    }
  }
  if (canvas && isCanvas(canvas.result)) {
    for (const block of CANVAS_BLOCKS) {
      for (const entry of canvas.result[block]) points.push({ ...entry, where: CANVAS_ID });
    }
  }
  let observedPoints = 0;
  for (const point of points) {
    const text = clean(point.text);
    const { origin, source } = citedOrigin(point.origin, point.source);
    if (text && add('reportFindings', evidenceItem(text, origin, source, point.where)) && origin !== 'ai') {
      observedPoints += 1;
    }
  }

  // 5. Sign-ups of the published landing page.
  const { landing } = input;
  if (landing.published) {
    const text = render(VERDICT_BANK[input.lang].evidence.signups, {
      signups: String(landing.signups),
      views: String(landing.views),
    });
    items.signups.push(evidenceItem(text, 'web', landing.link, LANDING_WHERE));
  }

  const competitor = reports.find((r) => r.stepId === 'competitor')?.result;
  const firstPoint = isReport(competitor) ? clean(competitor.sections[0]?.points[0]?.text) : '';
  // A competitor point reads "Alternative: what it does"; the part before the colon names the alternative.
  const named = firstPoint.includes(':') ? clean(firstPoint.slice(0, firstPoint.indexOf(':'))) : '';
  const alternative = named && named.split(' ').length <= ALTERNATIVE_MAX_WORDS ? named : null;
  const topPin = prioritised[0] ?? pins[0];

  return {
    items,
    numbers: {
      persona: { hasPersona: !!persona, problemWords: needWords(problemText).size, sharedWords: shared.length },
      pains: { pains: pains.length, confirmed: confirmedPains.length, answers: answers.length },
      pins: { pins: pins.length, prioritised: items.mentorPins.length, observedPrioritised },
      reports: {
        reports: reports.length + (canvas ? 1 : 0),
        points: items.reportFindings.length,
        observedPoints,
      },
      signups: { published: landing.published, views: landing.views, signups: landing.signups },
    },
    facts: {
      ideaName: clean(card.name) || clean(input.roundName) || null,
      persona: persona ? persona.name : null,
      sharedWords: shared,
      coreProblem,
      confirmedPains,
      unconfirmedPains,
      personaPains: persona ? texts(persona.pain_points) : [],
      hasChat: chatClaims.length > 0,
      topPinTopic: topPin ? clean(topPin.topic) : null,
      keyFeature: texts(card.key_features)[0] ?? null,
      alternative,
      landingLink: landing.link,
    },
  };
}
