// What a prompt sees besides the user's words (spec part 2 §1, DESIGN "The AI service"): the user's language, the
// round's earlier step results, the current step's saved input and the Basic Idea's (only rounds the user may see;
// inputs only for the round's own user; never another round's), the knowledge-hub passages of the round's project (else the
// user's default project) that are relevant to the current idea (relevance.ts), and the user's company.

import { type IdeaTermsOf, ideaTerms, relevantPassages, termQuery, type WeightedText } from '@idea-studio/assistant';
import { frameFromEntries, isDefaultIdeaTitle, isFrameEntryType } from '@idea-studio/sdk';
import { findCompany, findDefaultProjectId } from '../company/repository.js';
import { industries } from '../data/reference.js';
import type { Db } from '../db/database.js';
import { projectHasPassages, searchPassages } from '../hub/search.js';
import { roundVisibleTo } from '../rounds/access.js';
import { findUserInput, listStepResults } from '../rounds/repository.js';
import { fromJsonText } from '../rounds/values.js';
import { stepWithCapability } from '../steps/index.js';
import { streamsOfTrack } from '../tracks/definition.js';
import type { RoundRow } from '../tracks/repository.js';
import { agentForPrompt } from './data.js';
import type { AuthoredText, FounderIdea, Lang, PromptContext, StepResultContext, WebResult } from './types.js';

/** How many knowledge-hub passages a prompt gets. */
export const PASSAGE_COUNT = 5;
/** How many passages the full-text search proposes before they are ranked by relevance to the idea. */
const CANDIDATE_COUNT = 20;
/** The start of a long text (a whole document, a long result) is enough to know what it is about. */
const MAX_QUERY_CHARS = 2000;

export interface ContextOptions {
  userId: string;
  lang: Lang;
  /** A round of the user or of a project the user is a member of (else 404, as for a round that does not exist). */
  roundId?: string | null;
  /** The round, when the caller has already checked it. */
  round?: RoundRow;
  stepId?: string;
  stepPromptNumber?: number;
  agentId?: string;
  contextLabel?: string;
  webResults?: WebResult[];
}

/** Every step id of the track, in the track's order. */
function stepOrder(trackId: string): Map<string, number> {
  const order = new Map<string, number>();
  for (const stream of streamsOfTrack(trackId)) {
    for (const step of stream.steps) order.set(step.id, order.size);
  }
  return order;
}

/**
 * The round's step results the prompt of `stepId` may draw on: those of the steps before it in the track's order
 * (all of them for the closing view or without a step), in that order.
 */
async function earlierResults(db: Db, round: RoundRow, stepId: string | undefined): Promise<StepResultContext[]> {
  const order = stepOrder(round.track_id);
  const current = stepId === undefined ? undefined : order.get(stepId);
  const rows = await listStepResults(db, [round.id]);
  return rows
    .filter((row) => current === undefined || (order.get(row.step_id) ?? Number.MAX_SAFE_INTEGER) < current)
    .sort((a, b) => (order.get(a.step_id) ?? 0) - (order.get(b.step_id) ?? 0))
    .map((row) => ({ stepId: row.step_id, name: row.name, result: fromJsonText(row.result) }));
}

/** The track's Basic Idea step (the one that yields the idea card): where the founder wrote the idea down. */
function basicIdeaStepOf(trackId: string): string | undefined {
  const type = stepWithCapability('ideaCard');
  for (const stream of streamsOfTrack(trackId)) {
    const step = stream.steps.find((s) => s.type === type);
    if (step) return step.id;
  }
  return undefined;
}

/** The Basic Idea's sections, in the order the step shows them. */
const SECTION_TYPES = ['PROBLEM', 'TARGET USER', 'SOLUTION'];

/** The texts of a saved Basic Idea input: its sections and frame slots, each with its author. */
function authoredEntries(input: unknown): AuthoredText[] {
  if (!Array.isArray(input)) return [];
  return input.flatMap((entry) => {
    if (!entry || typeof entry !== 'object') return [];
    const { type, content, author } = entry as Record<string, unknown>;
    if (typeof type !== 'string' || typeof content !== 'string') return [];
    return [{ type, content: content.trim(), author: typeof author === 'string' ? author : 'founder' }];
  });
}

/** The idea card's name, when the Basic Idea has been closed (Save Result may rename the track after it). */
function ideaCardName(results: StepResultContext[]): string | undefined {
  const card = results.find((result) => result.name === stepWithCapability('ideaCard'))?.result;
  const first = Array.isArray(card) ? card[0] : card;
  const name = first && typeof first === 'object' ? (first as { name?: unknown }).name : undefined;
  return typeof name === 'string' ? name : undefined;
}

/**
 * The idea in the founder's words: the track's title when it is their one-liner (never the default title, never the
 * idea card's name the track was renamed to), the Basic Idea's sections as saved and the idea frame, each with its
 * author. Undefined when there is nothing of the founder's.
 */
export function founderIdea(
  title: string | undefined,
  ideaInput: unknown,
  results: StepResultContext[],
): FounderIdea | undefined {
  const cardName = ideaCardName(results)?.trim().toLowerCase();
  const oneLiner = title && title.trim().toLowerCase() !== cardName ? title.trim() : undefined;
  const entries = authoredEntries(ideaInput);
  const sections = SECTION_TYPES.flatMap((type) => entries.filter((e) => e.type === type && e.content));
  const frame = frameFromEntries(ideaInput);
  if (!oneLiner && sections.length === 0 && !frame) return undefined;
  const idea: FounderIdea = { sections };
  if (oneLiner) idea.oneLiner = oneLiner;
  if (frame) {
    idea.frame = frame;
    idea.frameAuthors = Object.fromEntries(
      entries.filter((e) => isFrameEntryType(e.type)).map((e) => [e.type, e.author]),
    );
  }
  return idea;
}

/** The words of a value: a string as it is, JSON (a step's entries, a result) by its string values only. */
function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (!/^[[{]/.test(trimmed)) return value;
    try {
      return textOf(JSON.parse(trimmed));
    } catch {
      return value;
    }
  }
  const strings: string[] = [];
  const visit = (v: unknown, depth: number) => {
    if (typeof v === 'string') strings.push(v);
    else if (depth < 8 && v && typeof v === 'object') for (const child of Object.values(v)) visit(child, depth + 1);
  };
  visit(value, 0);
  return strings.join('\n');
}

/** The current idea in the words that pick its passages: the message first, then the step's input and results. */
function ideaTexts(context: PromptContext, query: string): WeightedText[] {
  return [
    { text: textOf(query), weight: 3 },
    { text: textOf(context.stepInput), weight: 2 },
    ...context.stepResults.map((result) => ({ text: textOf(result.result), weight: 1.5 })),
  ].map((item) => ({ ...item, text: item.text.slice(0, MAX_QUERY_CHARS) }));
}

/**
 * Builds the context of a prompt; `query` (the user's input) picks the knowledge-hub passages. `termsOf` finds the
 * idea's words (default: on the calling thread; the service passes the app's worker threads when it has them).
 */
export async function buildPromptContext(
  db: Db,
  options: ContextOptions,
  query: string,
  termsOf: IdeaTermsOf = async (texts) => ideaTerms(texts),
): Promise<PromptContext> {
  const round =
    options.round ?? (options.roundId ? await roundVisibleTo(db, options.roundId, options.userId) : undefined);
  const context: PromptContext = {
    lang: options.lang,
    stepResults: [],
    passages: [],
  };
  if (round) {
    context.roundId = round.id;
    if (!isDefaultIdeaTitle(round.name)) context.trackName = round.name;
    context.stepResults = await earlierResults(db, round, options.stepId);
  }
  if (options.stepId) context.stepId = options.stepId;
  if (options.stepPromptNumber !== undefined) context.stepPromptNumber = options.stepPromptNumber;
  if (options.agentId) {
    context.agentId = options.agentId;
    const agent = agentForPrompt(options.agentId);
    if (agent) context.agent = agent;
  }
  if (options.contextLabel) context.contextLabel = options.contextLabel;
  if (options.webResults && options.webResults.length > 0) context.webResults = options.webResults;

  let ideaInput: unknown;
  if (round && round.user_id === options.userId) {
    if (options.stepId) {
      const input = await findUserInput(db, round.id, options.stepId);
      if (input) context.stepInput = fromJsonText(input.content);
    }
    const ideaStep = basicIdeaStepOf(round.track_id);
    if (ideaStep && ideaStep !== options.stepId) {
      const input = await findUserInput(db, round.id, ideaStep);
      if (input) context.ideaInput = fromJsonText(input.content);
      ideaInput = context.ideaInput;
    } else if (ideaStep) {
      ideaInput = context.stepInput;
    }
  }
  if (round) {
    // A track renamed after the idea card holds the card's name, not the founder's one-liner.
    const idea = founderIdea(context.trackName, ideaInput, context.stepResults);
    if (idea) context.idea = idea;
  }

  const projectId = round?.project_id ?? (await findDefaultProjectId(db, options.userId));
  if (projectId && (await projectHasPassages(db, projectId))) {
    const terms = await termsOf(ideaTexts(context, query));
    const hits =
      terms.size > 0 ? await searchPassages(db, projectId, termQuery(terms), CANDIDATE_COUNT, { prefix: true }) : [];
    context.passages = relevantPassages(hits, terms, PASSAGE_COUNT).map((hit) => ({
      fileName: hit.fileName,
      text: hit.text,
    }));
  }

  const company = await findCompany(db, options.userId);
  if (company && (company.name || company.mission || company.industry_id !== null)) {
    const industry = industries.find((entry) => entry.id === company.industry_id);
    context.company = {
      name: company.name,
      mission: company.mission,
      industry: industry ? (options.lang === 'de' ? industry.name_de : industry.name_en) : null,
    };
  }
  return context;
}
