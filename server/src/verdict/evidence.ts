// What the verdict rests on, gathered from the round (server/src/verdict/rules.ts explains the rules): per criterion
// the evidence items, each with its class (observed, founderClaim, aiInferred), its origin, its source and where it
// is kept, and the numbers the rules take.
//
// The class comes from where an item is kept, never from what a model says of it (evidenceClassOf):
// - interview records and the landing page's views and sign-ups are observed; a document or web page is observed
//   only when it is cited (a file name, an http(s) URL);
// - text the founder wrote (author `founder`) is the founder's claim; a missing author is not the founder's;
// - everything else is the AI's inference, whatever origin it claims (a report point saying "web" without a URL,
//   a mentor pin saying "user" without a founder author).
// Report and canvas points that merely repeat other evidence (a pin, the core problem) are left out, so nothing is
// counted twice.

import { render } from '@idea-studio/assistant';
import {
  type AiOrigin,
  type Author,
  CANVAS_BLOCKS,
  CANVAS_ID,
  type components,
  EMPATHY_QUESTIONS,
  type FeedbackPin,
  feedbackCardOf,
  hostedPagePath,
  isCanvas,
  isFounderAuthored,
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
import type { Db } from '../db/database.js';
import type { InterviewInsights } from '../interviews/insights.js';
import type { InterviewRecord } from '../interviews/repository.js';
import type { StepResult } from '../rounds/service.js';
import { type StepCapability, stepWithCapability } from '../steps/index.js';
import { stepIdOfTypeInTrack } from '../tracks/definition.js';
import { VERDICT_BANK, type VerdictLang } from './bank.js';
import { CRITERIA, type CriterionId, type CriterionNumbers, type EvidenceClass } from './rules.js';

export type EvidenceItem = components['schemas']['VerdictEvidence'];

/** A competitor report's first point names its alternative in at most this many words before a colon. */
const ALTERNATIVE_MAX_WORDS = 8;

/** Where the landing page's sign-ups are kept in an evidence item. */
export const LANDING_WHERE = 'landing-page';
/** Where interview records are kept in an evidence item. */
export const INTERVIEWS_WHERE = 'interviews';

/** The round's hosted landing page as the verdict reads it. */
export interface LandingFacts {
  published: boolean;
  views: number;
  signups: number;
  /** The published page's public address (null before publishing). */
  link: string | null;
}

/** A real interview as the prose names it. */
export interface RecordFact {
  id: string;
  role: string;
  heldOn: string;
  /** A verbatim quote of the record about the core pain, if it has one. */
  quote: string | null;
}

/** A mentor's prioritised pin nobody answered. */
export interface ConcernFact {
  mentor: string;
  topic: string;
}

/** The names the prose and the experiments are filled with (null: the round has none). */
export interface VerdictFacts {
  ideaName: string | null;
  persona: string | null;
  coreProblem: string | null;
  /** The core problem, else the empathy map's first pain. */
  corePain: string | null;
  /** Records confirming and contradicting the core pain. */
  confirmingRecords: RecordFact[];
  contradictingRecords: RecordFact[];
  interviewCount: number;
  /** The empathy map's pains no record confirms yet (in the map's order). */
  unconfirmedPains: string[];
  /** The main persona's own pain points. */
  personaPains: string[];
  /** The round has a simulated expert interview. */
  hasChat: boolean;
  /** The first objection raised (the persona's own, else the simulated interview's). */
  objection: string | null;
  /** The first unanswered concern of a mentor. */
  concern: ConcernFact | null;
  /** The topic of the first prioritised pin, else of the first pin, and its mentor. */
  topPinTopic: string | null;
  topPinMentor: string | null;
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
  /** The round's interview records (latest first) and their insights against the round's pains. */
  interviews: { records: readonly InterviewRecord[]; insights: InterviewInsights };
  /** Who wrote each Problem Shadowing answer, by situation question, as the step's saved input keeps it. */
  shadowingAuthors: ReadonlyMap<string, Author>;
  /** The Basic Idea sections (problem, first users, solution) the founder wrote: the founder's claims. */
  founderIdeaSections?: readonly string[];
  lang: VerdictLang;
}

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

const WEB_ADDRESS = /^https?:\/\/\S+$/i;

/** What a stored claim says of itself: its origin, its cited file or page, and who wrote it. */
export interface ClaimedOrigin {
  origin?: unknown;
  source?: unknown;
  author?: unknown;
}

/**
 * The class of a claim and the origin it really has, from where it came from: a document with its file name or a
 * web page with its URL is observed; `user` with a founder author is the founder's claim; anything else (no
 * source, no founder author, an unknown origin) is the AI's inference with origin `ai`.
 */
export function evidenceClassOf(claimed: ClaimedOrigin): {
  origin: AiOrigin;
  source: string | null;
  class: EvidenceClass;
} {
  const source = clean(claimed.source);
  if (claimed.origin === 'document' && source) return { origin: 'document', source, class: 'observed' };
  if (claimed.origin === 'web' && WEB_ADDRESS.test(source)) return { origin: 'web', source, class: 'observed' };
  if (claimed.origin === 'user' && isFounderAuthored(claimed.author)) {
    return { origin: 'user', source: null, class: 'founderClaim' };
  }
  return { origin: 'ai', source: null, class: 'aiInferred' };
}

/** An evidence item of a claim, classed by evidenceClassOf. */
export function evidenceItem(text: string, claimed: ClaimedOrigin, where: string): EvidenceItem {
  const found = evidenceClassOf(claimed);
  return { text, ...found, observed: found.class === 'observed', where };
}

/** An item the AI made (persona, empathy map, simulated interview, the idea card). */
const inferred = (text: string, where: string): EvidenceItem => evidenceItem(text, { origin: 'ai' }, where);

/** A pin's claimed origin: its own when it has one, else `user` for a pin added by hand, else the mentor's AI. */
export function pinClaim(pin: FeedbackPin): ClaimedOrigin {
  const origin = pin.origin ?? (pin.source === 'MANUALLY-ADDED' ? 'user' : 'ai');
  return { origin, source: pin.evidence, author: pin.author };
}

/**
 * The prioritised mentor pins nobody answered (rules.ts, criterion 4): a prioritised pin the founder did not write,
 * with no pin of the founder for the same mentor made at or after it.
 */
export function unansweredConcerns(pins: readonly FeedbackPin[]): FeedbackPin[] {
  return pins.filter((pin) => {
    if (pin.prio !== true || isFounderAuthored(pin.author)) return false;
    return !pins.some(
      (other) =>
        other !== pin &&
        isFounderAuthored(other.author) &&
        other.agentId === pin.agentId &&
        (!pin.dateCreated || !other.dateCreated || other.dateCreated >= pin.dateCreated),
    );
  });
}

const meets = (word: string, other: string) =>
  other === word || (Math.min(word.length, other.length) >= 4 && (other.startsWith(word) || word.startsWith(other)));

/**
 * The content words of `a` that recur in `b`, as written in `a` (each stem once). Used only to decide whether the
 * AI's persona was made for the founder's problem at all; no sentence quotes these words or their count.
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
  const { trackId, results, lang } = input;
  const bank = VERDICT_BANK[lang];
  const stepOf = (capability: StepCapability) => stepIdOfTypeInTrack(trackId, stepWithCapability(capability));
  const resultOf = (stepId: string | undefined): unknown =>
    stepId === undefined
      ? undefined
      : results.find((r) => r.stepId === stepId && r.streamId !== REPORTS_STREAM)?.result;

  const ideaStep = stepOf('ideaCard');
  const tinderStep = stepOf('mainPersona');
  const insightStep = stepOf('empathyMap');
  const shadowingStep = stepOf('coreProblem');
  const chatStep = stepOf('expertInterview');
  const cardStep = stepOf('feedbackPins');

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

  // Pains: the empathy map's frustrations; the core pain is the core problem, else the first of them.
  const painQuestion = EMPATHY_QUESTIONS[EMPATHY_QUESTIONS.length - 1]!;
  const pains = [...new Set(texts(isRecord(insights) ? insights[painQuestion] : undefined))];
  const coreProblem = clean(shadow.core_problem) || null;
  const corePain = coreProblem ?? pains[0] ?? null;

  // The interview records against the core pain.
  const { records, insights: interviewInsights } = input.interviews;
  const confirmedEntry = interviewInsights.confirmed.find((entry) => entry.pain === corePain);
  const contradictedEntry = interviewInsights.contradicted.find((entry) => entry.pain === corePain);
  const recordFact = (record: InterviewRecord, entry: typeof confirmedEntry): RecordFact => ({
    id: record.id,
    role: clean(record.role),
    heldOn: record.heldOn,
    quote: entry?.quotes.find((q) => q.interviewId === record.id)?.text ?? null,
  });
  const confirmingRecords = records
    .filter((r) => confirmedEntry?.interviewIds.includes(r.id))
    .map((r) => recordFact(r, confirmedEntry));
  const contradictingRecords = records
    .filter((r) => contradictedEntry?.interviewIds.includes(r.id))
    .map((r) => recordFact(r, contradictedEntry));
  const confirmedAnywhere = new Set(interviewInsights.confirmed.flatMap((entry) => entry.interviewIds));

  // 1. Persona match: the AI's persona against the problem statements (inferred, all of it).
  const targetGroup = clean(card.target_group);
  const valueProposition = clean(card.value_proposition);
  const problemText = [coreProblem ?? '', targetGroup, valueProposition].join(' ');
  const personaText = persona ? [personaOccupation(persona), ...texts(persona.pain_points)].join(' ') : '';
  const shared = persona ? sharedWords(personaText, problemText) : [];
  if (persona && tinderStep) add('personaMatch', inferred(personaLine(persona), tinderStep));
  if (coreProblem && shadowingStep) add('personaMatch', inferred(coreProblem, shadowingStep));
  if (ideaStep) {
    for (const text of [targetGroup, valueProposition].filter(Boolean)) add('personaMatch', inferred(text, ideaStep));
    // What the founder wrote of the problem, the first users and the solution: claims, not observations.
    for (const text of input.founderIdeaSections ?? []) {
      add('personaMatch', evidenceItem(text, { origin: 'user', author: 'founder' }, ideaStep));
    }
  }

  // 2. Pains: every interview record (observed), the empathy map's pains (inferred), the shadowing answers (the
  // founder's claims when the founder wrote them) and what the simulated interview taught (inferred).
  for (const record of records) {
    const fact = { role: clean(record.role), date: record.heldOn };
    const source = record.fileName ?? render(bank.evidence.interviewSource, fact);
    const confirming = confirmingRecords.find((r) => r.id === record.id);
    const contradicting = contradictingRecords.find((r) => r.id === record.id);
    const other = record.analysis.confirmedPains.find((pain) => pain !== corePain);
    const text = confirming
      ? render(confirming.quote ? bank.evidence.recordConfirmsQuote : bank.evidence.recordConfirms, {
          ...fact,
          pain: corePain ?? '',
          quote: confirming.quote ?? '',
        })
      : contradicting
        ? render(contradicting.quote ? bank.evidence.recordContradictsQuote : bank.evidence.recordContradicts, {
            ...fact,
            pain: corePain ?? '',
            quote: contradicting.quote ?? '',
          })
        : other
          ? render(bank.evidence.recordConfirms, { ...fact, pain: other })
          : render(bank.evidence.recordNone, fact);
    // Records are never merged as repeats: two people saying the same is two observations.
    items.painsConfirmed.push(evidenceItem(text, { origin: 'document', source }, INTERVIEWS_WHERE));
  }
  if (insightStep) for (const pain of pains) add('painsConfirmed', inferred(pain, insightStep));
  const situations = Array.isArray(shadow.situations) ? shadow.situations.filter(isRecord) : [];
  let claims = 0;
  if (shadowingStep) {
    for (const situation of situations) {
      const answer = clean(situation.answer);
      if (!answer) continue;
      // The result's own author when it has one, else the one the step's input keeps for that question.
      const author = situation.author ?? input.shadowingAuthors.get(clean(situation.step));
      const item = evidenceItem(answer, { origin: 'user', author }, shadowingStep);
      if (add('painsConfirmed', item) && item.class === 'founderClaim') claims += 1;
    }
  }
  const chatRecord = isRecord(chat) ? chat : undefined;
  const chatClaims = chatRecord ? texts(chatRecord.learned) : [];
  if (chatRecord && chatClaims.length === 0 && clean(chatRecord.summary)) chatClaims.push(clean(chatRecord.summary));
  if (chatStep) for (const claim of chatClaims) add('painsConfirmed', inferred(claim, chatStep));

  // 3. Objections: the persona's own and the simulated interview's (inferred, all of them).
  const objections: string[] = [];
  const personaObjection = persona ? clean((persona as Record<string, unknown>).objection) : '';
  if (personaObjection && tinderStep && add('objections', inferred(personaObjection, tinderStep))) {
    objections.push(personaObjection);
  }
  if (chatStep && chatRecord) {
    for (const objection of texts(chatRecord.objections)) {
      if (add('objections', inferred(objection, chatStep))) objections.push(objection);
    }
  }

  // 4. Mentor pins: the prioritised ones, and the concerns nobody answered.
  const prioritised = pins.filter((p) => p.prio === true);
  let observedPrioritised = 0;
  let claimPrioritised = 0;
  if (cardStep) {
    for (const pin of prioritised) {
      const item = evidenceItem(`${clean(pin.topic)}: ${clean(pin.content)}`, pinClaim(pin), cardStep);
      if (!add('mentorPins', item)) continue;
      if (item.class === 'observed') observedPrioritised += 1;
      if (item.class === 'founderClaim') claimPrioritised += 1;
    }
  }
  const concerns = unansweredConcerns(pins);
  // Every pin (prioritised or not) is known to the reports, which quote them: such points are no new findings.
  for (const pin of pins) seen.add(sameKey(`${clean(pin.topic)}: ${clean(pin.content)}`));

  // 5. Report findings: the reports' and the canvas's own points.
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
    // A report point has no author: its claim of the founder's input is the AI's paraphrase.
    const item = evidenceItem(text, { origin: point.origin, source: point.source }, point.where);
    if (text && add('reportFindings', item) && item.class === 'observed') observedPoints += 1;
  }

  // 6. Views and sign-ups of the published landing page: observed once somebody has seen it.
  const { landing } = input;
  if (landing.published && landing.views > 0) {
    const text = render(bank.evidence.signups, { signups: String(landing.signups), views: String(landing.views) });
    items.signups.push(evidenceItem(text, { origin: 'web', source: landing.link }, LANDING_WHERE));
  }

  const competitor = reports.find((r) => r.stepId === 'competitor')?.result;
  const firstPoint = isReport(competitor) ? clean(competitor.sections[0]?.points[0]?.text) : '';
  // A competitor point reads "Alternative: what it does"; the part before the colon names the alternative.
  const named = firstPoint.includes(':') ? clean(firstPoint.slice(0, firstPoint.indexOf(':'))) : '';
  const alternative = named && named.split(' ').length <= ALTERNATIVE_MAX_WORDS ? named : null;
  const topPin = prioritised[0] ?? pins[0];
  const confirmedPains = new Set(interviewInsights.confirmed.map((entry) => entry.pain));
  const firstConcern = concerns[0];

  return {
    items,
    numbers: {
      persona: {
        hasPersona: !!persona,
        problemWords: needWords(problemText).size,
        sharedWords: shared.length,
        interviewsConfirming: records.filter((r) => confirmedAnywhere.has(r.id)).length,
      },
      pains: {
        hasCorePain: corePain !== null,
        interviews: records.length,
        confirming: confirmingRecords.length,
        contradicting: contradictingRecords.length,
        claims,
      },
      objections: { objections: objections.length, confirming: confirmingRecords.length },
      pins: {
        pins: pins.length,
        prioritised: items.mentorPins.length,
        observedPrioritised,
        claimPrioritised,
        unansweredConcerns: concerns.length,
      },
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
      coreProblem,
      corePain,
      confirmingRecords,
      contradictingRecords,
      interviewCount: records.length,
      unconfirmedPains: pains.filter((pain) => !confirmedPains.has(pain)),
      personaPains: persona ? texts(persona.pain_points) : [],
      hasChat: chatClaims.length > 0,
      objection: objections[0] ?? null,
      concern: firstConcern
        ? { mentor: clean(firstConcern.agentName) || firstConcern.agentId, topic: clean(firstConcern.topic) }
        : null,
      topPinTopic: topPin ? clean(topPin.topic) : null,
      topPinMentor: topPin ? clean(topPin.agentName) || topPin.agentId : null,
      keyFeature: texts(card.key_features)[0] ?? null,
      alternative,
      landingLink: landing.link,
    },
  };
}
