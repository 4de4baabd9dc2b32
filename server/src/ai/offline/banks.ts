// The offline engine's content banks: curated phrasings and knowledge as data files in ./banks, one file per
// area, each with an English and a German half of the same shape. Templates use {placeholders} (see render()).
import { readFileSync } from 'node:fs';
import type { Lang } from '../types.js';

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
}

export interface Segment {
  /** Words that point to this field (prefix match; German compounds also match on their ending). */
  keywords: string[];
  /** Concrete early-adopter groups of the field. */
  groups: string[];
}

export interface StarterIdea {
  subject: string;
  group: string;
  problem: string;
  users: string;
  solution: string;
}

export interface Mechanism {
  keywords: string[];
  template: string;
  /** A short feature line for idea cards and landing pages. */
  feature: string;
}

export interface BasicIdeaBank {
  fallbackGroup: string;
  fallbackSubject: string;
  problemTemplates: string[];
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
  valuePropositions: string[];
  genericFeatures: string[];
  nameSuffixes: string[];
  fillAll: { problem: string[]; users: string[] };
}

export interface ChatBank {
  intents: Array<{ id: string; keywords: string[]; answers: string[]; suggestions: string[] }>;
  reflect: string[];
  nextSteps: string[];
  generalSuggestions: string[];
  cardMentions: string[];
}

export interface MentorPerspective {
  keywords: string[];
  lens: string;
  advice: string[];
  questions: string[];
  suggestions: string[];
}

export interface Persona {
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
}

export interface PersonaBank {
  archetypes: Persona[];
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
  closers: string[];
  closersNoAudience: string[];
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
export const starterIdeas = load<Bilingual<StarterIdea[]>>('starter-ideas.json');
export const basicIdeaBank = load<Bilingual<BasicIdeaBank>>('basic-idea.json');
export const chatBank = load<Bilingual<ChatBank>>('chat.json');
export const mentorBank = load<Bilingual<MentorPerspective[]>>('mentors.json');
export const personaBank = load<Bilingual<PersonaBank>>('personas.json');
export const landingBank = load<Bilingual<LandingBank>>('landing.json');
export const missionBank = load<Bilingual<MissionBank>>('mission.json');
export const analysisBank = load<Bilingual<AnalysisBank>>('analysis.json');
export const paperBank = load<Bilingual<PaperBank>>('paper.json');
export const generalBank = load<Bilingual<GeneralBank>>('general.json');

/** Every bank by file name, for the tests that keep the two languages in step. */
export const allBanks: Record<string, unknown> = {
  'segments.json': segments,
  'starter-ideas.json': starterIdeas,
  'basic-idea.json': basicIdeaBank,
  'chat.json': chatBank,
  'mentors.json': mentorBank,
  'personas.json': personaBank,
  'landing.json': landingBank,
  'mission.json': missionBank,
  'analysis.json': analysisBank,
  'paper.json': paperBank,
  'general.json': generalBank,
};
