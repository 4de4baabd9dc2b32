// The offline engine's content banks: curated phrasings and knowledge as data files in ./banks, one file per
// area, each with an English and a German half of the same shape. Templates use {placeholders} (see render()).
import { readFileSync } from 'node:fs';
import type { Lang } from './types.js';

const BANKS_DIR = new URL('./banks/', import.meta.url);

function load<T>(file: string): T {
  return JSON.parse(readFileSync(new URL(file, BANKS_DIR), 'utf8')) as T;
}

export type Bilingual<T> = Record<Lang, T>;

export interface Lexicon {
  stopwords: Bilingual<string[]>;
  verbs: Bilingual<string[]>;
  genericNouns: Bilingual<string[]>;
  groupWords: Bilingual<string[]>;
  paperCues: Bilingual<string[]>;
  fillAllCues: Bilingual<string[]>;
  /** Nouns that make a text a solution description ("A platform that …"). */
  solutionNouns: Bilingual<string[]>;
  /** Words that make a text a problem description. */
  problemCues: Bilingual<string[]>;
  // Closed word classes for reading sentences (nlp.ts); English roles come from compromise's tags, these decide
  // the kind of a clause and, for German, the class of a word.
  /** Words that open a subordinate clause, with the kind of clause: cause, condition, contrast, purpose. */
  subordinators: Bilingual<Array<[string, 'cause' | 'condition' | 'contrast' | 'purpose']>>;
  relatives: Bilingual<string[]>;
  determiners: Bilingual<string[]>;
  possessives: Bilingual<string[]>;
  firstPerson: Bilingual<string[]>;
  pronouns: Bilingual<string[]>;
  prepositions: Bilingual<string[]>;
  negations: Bilingual<string[]>;
  questionWords: Bilingual<string[]>;
  /** Beginnings of words that say something hurts (lose, struggle, verlier…): their clause names the sufferer. */
  painWords: Bilingual<string[]>;
  /** Verbs whose object is the one who suffers ("landlords overcharge students"). */
  harmVerbs: Bilingual<string[]>;
  /** Organisations rather than private people (B2B). */
  businessWords: Bilingual<string[]>;
  /** Groups named "of"/"von" someone else: "owners of small bakeries". */
  peopleOf: Bilingual<string[]>;
  /** What a business does for its customers: "bike workshops" → "bike repair", "Werkstätten" → "Reparatur". */
  serviceActivities: Bilingual<Array<[string, string]>>;
  /** The form a solution takes: "laundry pickup" is about laundry. */
  mechanismHeads: Bilingual<string[]>;
  /** Words that make a first-person question one about building a business ("my first customers"). */
  founderCues: Bilingual<string[]>;
  /** Existing brands: never taken for the founder's own product name. */
  knownBrands: Bilingual<string[]>;
  /** Words before a product name ("called PedalPal"). */
  namingCues: Bilingual<string[]>;
  /** Ends of closed compounds, to find a word's first part ("Fahrradwerkstätten" → "Fahrrad"). */
  compoundHeads: Bilingual<string[]>;
  /** Adjectives that general stop-word lists hold but that still describe a group ("small", "kleine"). */
  adjectiveStems: Bilingual<string[]>;
  /** Feelings as the topic they name: "feel lonely" is about loneliness. */
  painTopics: Bilingual<Array<[string, string]>>;
}

export interface Segment {
  /** Words that point to this field (prefix match; German compounds also match on their ending). */
  keywords: string[];
  /** Concrete early-adopter groups of the field. */
  groups: string[];
}

/** The kind of solution an idea calls for (nlp.ts reads it from the founder's words). */
export type IdeaKind = 'service' | 'marketplace' | 'tool' | 'device' | 'content';

export interface Mechanism {
  kind: IdeaKind;
  /** Words that make this mechanism the better fit within its kind. */
  keywords: string[];
  template: string;
  /** Short feature lines the mechanism itself implies, for idea cards and landing pages. */
  features: string[];
}

export interface BasicIdeaBank {
  fallbackGroup: string;
  fallbackSubject: string;
  /** The group of a founder asking about their own venture ("How do I find my first customers?"). */
  founderGroup: string;
  /** Words that point to each kind of solution (a leading * matches only the end of a compound). */
  kinds: Array<{ kind: IdeaKind; keywords: string[] }>;
  problemTemplates: string[];
  /** Problem phrasings that only fit organisations (paper and spreadsheets, customers, large competitors). */
  problemTemplatesBusiness: string[];
  /** Topic-neutral prompts and clearly marked examples for a founder who has written nothing yet. */
  neutral: Record<'problem' | 'users' | 'solution', string[]>;
  neutralFillAll: Record<'problem' | 'users' | 'solution', string>;
  problemFromSentence: string[];
  passageProblem: string[];
  userTemplates: string[];
  userFromSentence: string[];
  mechanisms: Mechanism[];
  solutionFromSentence: string[];
  passageSolution: string[];
  /** Follow-up questions per section: problem, users, solution, support, file, general. */
  questions: Record<string, string[]>;
  /** Advice per section, used in Johnny's answers. */
  tips: Record<string, string[]>;
  /** Acknowledgements of what the user wrote, per section. */
  acknowledgements: Record<string, string[]>;
  openings: string[];
  openingWithContext: string[];
  openingQuestion: string[];
  greetings: string[];
  uploadOffers: string[];
  fillAllOffers: string[];
  fileIntro: string[];
  passageMentions: string[];
  taglines: string[];
  /** Taglines naming the offer the founder named: {offer}, {setting} (" in coastal towns" or empty), {group}. */
  offerTaglines?: string[];
  /** A feature for a named partner: {partner}. */
  partnerFeature?: string;
  /** A one-word channel or price as a feature ("Via Etsy", "Price: $240"). */
  channelFeature: string;
  priceFeature: string;
  valuePropositions: string[];
  nameSuffixes: string[];
  fillAll: {
    problem: string[];
    users: string[];
    /** Problems for an offer of a named form: {object}, {objects}, {offer}, {setting} (" in coastal towns" or empty). */
    problemByForm?: Record<string, string[]>;
  };
}

export interface ChatBank {
  intents: Array<{ id: string; keywords: string[]; answers: string[]; suggestions: string[] }>;
  reflect: string[];
  nextSteps: string[];
  /** The details the founder named, listed so they see them kept: {text} is the founder's words. */
  namedDetails: { intro: string; setting: string; partners: string; channels: string; revenue: string };
  /** What a direct question's answer adds from the founder's named details, by topic. */
  namedForTopic: {
    partnerCues: string[];
    price: string;
    customers: string;
    channel: string;
    partners: string;
    market: string;
    mvp: string;
  };
  generalSuggestions: string[];
  cardMentions: string[];
  /** Direct questions: the words a question starts with, and a coaching answer per topic (price, market, …). */
  questions: {
    keywords: string[];
    askIntro: string;
    answerQuestion: string[];
    topics: QuestionTopic[];
  };
  /** Support me: what Johnny says per section before his drafts for it. */
  support: Record<'problem' | 'users' | 'solution', string[]>;
}

/** How to find out what the founder asked: the honest limit, steps, questions to ask, hedged general knowledge. */
export interface QuestionTopic {
  id: string;
  keywords: string[];
  lead: string[];
  steps: string[];
  ask: string[];
  rule: string[];
  followUps: string[];
}

export interface MentorPerspective {
  keywords: string[];
  lens: string;
  advice: string[];
  questions: string[];
  suggestions: string[];
}

/** A mentor's focus on the Feedback Card (feedback.json): who has it, how they open, ask and pin. */
export interface FeedbackFocus {
  id: string;
  /** Agent ids with this focus; an agent not named anywhere gets the focus of its main tag, else 'general'. */
  agents: string[];
  tags: string[];
  openings: string[];
  /** Asked in order; the founder's answer to one becomes a pin with its topic and advice ({answer}). */
  questions: Array<{ ask: string; topic: string; pin: string }>;
  pins: Array<{ topic: string; content: string }>;
  /** Replies the founder could send (formTransfer). */
  replies: string[];
}

export interface FeedbackBank {
  focuses: FeedbackFocus[];
  acknowledgements: string[];
  pinned: string[];
  firstPins: string[];
  covered: string[];
  moreQuestions: string[];
  documentPin: { topic: string; content: string };
  webPin: string;
  /** The synthetic user speaking as the round's main persona. */
  persona: {
    missing: string;
    openings: string[];
    questions: string[];
    answers: string[];
    painTopic: string;
    painContent: string;
    goalTopic: string;
    goalContent: string;
    doubtTopic: string;
    doubtContent: string;
    replies: string[];
  };
}

/** Phrasings of the canvas's blocks when the round's own material leaves one short (canvas.json). */
export type CanvasBank = Record<
  | 'keyPartners'
  | 'keyActivities'
  | 'keyResources'
  | 'valuePropositions'
  | 'customerRelationships'
  | 'channels'
  | 'customerSegments'
  | 'costStructure'
  | 'revenueStreams',
  string[]
> & { persona: string };

export type ReportKind = 'market' | 'competitor' | 'users' | 'mentors';

/** The offline reports' phrasings (reports.json). */
export interface ReportBank {
  titles: Record<ReportKind, string>;
  summaries: Record<ReportKind, string>;
  headings: {
    analysis: Record<'market' | 'competitor', string>;
    mentor: string;
    problem: string;
    needs: string;
    reaction: string;
    priorities: string;
    next: string;
  };
  noPins: string;
  objection: string;
  learned: string;
  /** Summary sentences written from the round's own material (the findings, the interview, the pins). */
  details: Record<
    'analysis' | 'mentorPins' | 'mentorNone' | 'doubts' | 'untested' | 'noChat' | 'priority' | 'noPriority',
    string
  >;
  /** Per report, slots of phrasings: the first that fits the round in each slot is a next step. */
  nextSteps: Record<ReportKind, ReportVariant[][]>;
  /** Per report, the summary's last sentence: the first that fits. */
  summaryTails: Record<ReportKind, ReportVariant[]>;
}

/** A report phrasing and the variables it needs (closing-facts `Variant`). */
export interface ReportVariant {
  text: string;
  needs?: string[];
  forms?: string[];
  notForms?: string[];
}

/**
 * A persona archetype of the bank (personas.json): what User Tinder's personas are drawn from, not the contract's
 * `Persona` a step result holds.
 */
export interface BankPersona {
  key: string;
  milieu: string;
  gender: 'female' | 'male' | 'non-binary';
  firstNames: string[];
  lastNames: string[];
  age: [number, number];
  occupation: string;
  summary: string;
  values: string[];
  goals: string[];
  painPoints: string[];
  lifestyle: string;
  voice: string[];
  /** Real fears and constraints that could keep this person from a new offer ({subject}). */
  fears: string[];
  /** How readily this person tries something new: 1 (rarely) to 3 (first in line). */
  openness: number;
  /** Decides for an organisation (a business, a practice, a farm), so fits a B2B idea's first users. */
  decides: boolean;
}

/** How a potential user stands towards the idea (User Tinder). */
export type Attitude = 'early' | 'pragmatist' | 'sceptic' | 'anti';

/** The phrasings that tie a potential user to the founder's idea, per attitude. */
export interface TinderBank {
  /** The attitude's label on a persona card ("Early adopter", "Skeptisch"). */
  attitudes: Record<Attitude, string>;
}

/**
 * Answers to the four empathy questions, grouped by the persona's words they take: {pain} as a noun phrase
 * (painNoun) or as a sentence (painClause), {life}, {goal}, {objection}, {values}; `idea` phrasings need only the
 * idea's subject, `general` ones nothing.
 */
export type InsightTemplates = Partial<
  Record<'life' | 'painNoun' | 'painClause' | 'goal' | 'objection' | 'values' | 'idea' | 'general', string[]>
>;
export type InsightBank = Record<'hears' | 'sees' | 'feels' | 'frustrations', InsightTemplates>;

export interface PersonaBank {
  archetypes: BankPersona[];
  tinder: TinderBank;
  insights: InsightBank;
  synthAnswers: string[];
  /** Questions the founder could ask the synthetic user next. */
  interviewQuestions: string[];
  /** What the synthetic user asks back. */
  synthQuestions: string[];
}

export interface LandingBank {
  heroButton1: string[];
  heroButton2: string[];
  offerHeadline: string[];
  offeringSubheadline: string[];
  featuresHeadline: string[];
  solutionHeadline: string[];
  solutions: string[];
  testimonials: string[];
  bigImageSection: string[];
  valuePropositionHeadline: string[];
  serviceCards: Array<{ name: string; description: string }>;
  finalCTAHeadline: string[];
  finalCTAButton: string[];
  heroHeadlineFallback: string[];
  heroDescriptionFallback: string[];
}

export interface MissionBank {
  /** Regular-expression sources (case-insensitive) of openings that become the subject "We"/"Wir". */
  weOpenings: string[];
  hedges: string[];
  buzzwords: string[];
  /** Filler phrases: [regular-expression source (case-insensitive), replacement]. */
  fillers: Array<[string, string]>;
  /** Whole sentences that say nothing about the mission ("That's our dream!"), as regular-expression sources. */
  fillerSentences: string[];
  /** Common misspellings and contractions written without apostrophe: [as typed, right]. */
  typos: Array<[string, string]>;
  nounMission: string[];
  separablePrefixes: string[];
}

export interface AnalysisFinding {
  keywords?: string[];
  title: string;
  text: string;
}

export interface AnalysisBank {
  competitors: AnalysisFinding[];
  drivers: AnalysisFinding[];
  generalDrivers: AnalysisFinding[];
  sizing: AnalysisFinding[];
  risks: AnalysisFinding[];
  documentFinding: AnalysisFinding[];
}

export interface PaperAngle {
  key: string;
  title: string;
  abstract: string;
  problem: string;
  users: string;
  mechanism: string;
}

export interface PaperBank {
  angles: PaperAngle[];
  defaultUsers: string[];
  headings: string[];
  affiliationCues: string[];
  authorPrefixes: string[];
  referenceHeadings: string[];
}

export interface GeneralBank {
  miroIntro: string[];
  miroDefaultAgent: string;
  miroTopics: Record<string, string>;
}

export const lexicon = load<Lexicon>('lexicon.json');
export const segments = load<Bilingual<Segment[]>>('segments.json');
export const basicIdeaBank = load<Bilingual<BasicIdeaBank>>('basic-idea.json');
export const chatBank = load<Bilingual<ChatBank>>('chat.json');
export const mentorBank = load<Bilingual<MentorPerspective[]>>('mentors.json');
export const personaBank = load<Bilingual<PersonaBank>>('personas.json');
export const landingBank = load<Bilingual<LandingBank>>('landing.json');
export const missionBank = load<Bilingual<MissionBank>>('mission.json');
export const analysisBank = load<Bilingual<AnalysisBank>>('analysis.json');
export const paperBank = load<Bilingual<PaperBank>>('paper.json');
export const generalBank = load<Bilingual<GeneralBank>>('general.json');
export const feedbackBank = load<Bilingual<FeedbackBank>>('feedback.json');
export const reportBank = load<Bilingual<ReportBank>>('reports.json');
export const canvasBank = load<Bilingual<CanvasBank>>('canvas.json');

/** Every bank by file name, for the tests that keep the two languages in step. */
export const allBanks: Record<string, unknown> = {
  'segments.json': segments,
  'basic-idea.json': basicIdeaBank,
  'chat.json': chatBank,
  'mentors.json': mentorBank,
  'personas.json': personaBank,
  'landing.json': landingBank,
  'mission.json': missionBank,
  'analysis.json': analysisBank,
  'paper.json': paperBank,
  'general.json': generalBank,
  'feedback.json': feedbackBank,
  'reports.json': reportBank,
  'canvas.json': canvasBank,
};
