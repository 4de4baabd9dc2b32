// The offline AI provider: the default without a configured model and the engine of every test. It answers
// each catalogue entry from the user's own words, the round's earlier results, knowledge-hub passages and the
// curated banks in ./banks — deterministically: the same request gives the same answer, a retry (attempt > 0)
// or a changed input gives another.
import type { AiProvider, CompleteOptions, PromptRequest, ProviderAnswer } from '../types.js';
import type { OfflineAnswerer } from './engine-pool.js';
import { buildFacts, parseJson } from './facts.js';
import { analysis } from './generators/analysis.js';
import { fillAll, ideaCard, sectionOf, stepSuggestions } from './generators/basic-idea.js';
import { offlineCanvas } from './generators/canvas.js';
import { chatMessage, openingMessage } from './generators/chat.js';
import { feedbackCardMessage } from './generators/feedback.js';
import { insightAnswers, personaOf, questionOf } from './generators/insights.js';
import { chatInput, chatRound, chatSummary } from './generators/interview.js';
import { interviewNotesAnswer } from './generators/interview-notes.js';
import { landingPage } from './generators/landing.js';
import { exportMiro } from './generators/miro.js';
import { optimizeMission } from './generators/mission.js';
import { productIdeas, summarizeDocument } from './generators/paper.js';
import { tinderPersonas } from './generators/personas.js';
import { offlineReport, REPORT_PROMPTS } from './generators/reports.js';
import {
  dayInLife,
  fillShadowing,
  shadowingClosing,
  shadowingInput,
  shadowingSituations,
  situationAlternatives,
} from './generators/situations.js';
import { hashString, Rng, stableStringify } from './random.js';

/** Thrown for prompts the offline engine must not answer (web search) or does not know. */
export class OfflineUnsupportedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OfflineUnsupportedError';
  }
}

/**
 * The seed of a request: everything that shapes the answer, so equal requests pick equally. The retry attempt is
 * not part of it: it shifts every pick instead (see Rng), which guarantees a retry differs from the first try.
 */
export function requestSeed(request: PromptRequest): number {
  const { context } = request;
  if (request.entry.id === PERSONA_PROMPT) return personaSeed(request);
  return hashString(
    [
      request.entry.id,
      request.input,
      stableStringify(context.stepResults),
      stableStringify(context.stepInput ?? null),
      context.lang,
      String(context.stepPromptNumber ?? ''),
      context.contextLabel ?? '',
      context.agentId ?? '',
      context.roundId ?? '',
      context.trackName ?? '',
      stableStringify(request.history),
      stableStringify(context.passages),
      stableStringify(context.company ?? null),
    ].join('\u0001'),
  );
}

/** The prompt of User Tinder's potential users. */
export const PERSONA_PROMPT = 'userTinder:STEP_PROMPT';

/**
 * The seed of the personas: the idea's own text and the language, nothing of the round — neither its id nor its
 * name nor results of later steps — so the same idea meets the same people (names, people, order) in every round.
 * The idea's text is the Basic Idea sections the prompt is sent, or, when only the idea's title is sent, the title
 * with the round's Basic Idea card. The founder asks for new ones with the set number (stepPromptNumber: 1 is the
 * first set, 2 the next …) or a retry, which shifts every pick.
 */
export function personaSeed(request: PromptRequest): number {
  const set = Math.max(1, Math.floor(request.context.stepPromptNumber ?? 1));
  const idea = personaRequest(request);
  return hashString(
    [
      request.entry.id,
      ideaText(request.input),
      stableStringify(idea.context.stepResults.map((r) => r.result)),
      request.context.lang,
      String(set),
    ].join('\u0001'),
  );
}

/** The idea's text as the founder wrote it, whatever the JSON around it looks like (spacing, key order). */
function ideaText(input: string): string {
  const parsed = parseJson(input);
  return (parsed === undefined ? input : stableStringify(parsed)).replace(/\s+/g, ' ').trim();
}

/**
 * What the personas are made from: the idea's own words (the sections; the Basic Idea card only when no section is
 * sent) and the knowledge hub, not the round's name, id or other results, so equal ideas give equal personas.
 */
function personaRequest(request: PromptRequest): PromptRequest {
  const { lang, passages, stepPromptNumber, stepResults } = request.context;
  const sections = typeof parseJson(request.input) === 'object';
  const card = sections ? [] : stepResults.filter((r) => r.name === 'basicIdea');
  return { ...request, history: [], context: { lang, passages, stepPromptNumber, stepResults: card } };
}

/** The answer of one request (parsed JSON for chat/structured entries, a string for text entries). */
export function offlineAnswer(request: PromptRequest): unknown {
  const rng = new Rng(requestSeed(request), Math.max(0, Math.floor(request.attempt)));
  const { entry, context } = request;
  switch (entry.id) {
    case 'HOMECHAT':
    case 'Basic Idea':
      return chatMessage(request, rng);
    case 'OPTIMIZE-MISSION':
      return optimizeMission(request.input, context.lang, context.company?.name, rng);
    case 'EXPORT_MIRO':
      return exportMiro(request.input, context.lang, rng);
    case 'SUMMARIZE_DOCUMENT_UPLOAD':
      return summarizeDocument(request.input, context.lang);
    case 'GENERATE_PRODUCT_IDEAS':
      return productIdeas(request.input, context.lang, rng);
    case 'CREATE_LP_DATA_INTERN':
      return landingPage(buildFacts(request, rng.fork('facts'), { allowStarter: true }), rng);
    case 'basicIdea:INITIALIZE_STEP_PROMPT':
      return [openingMessage(request, rng)];
    case 'basicIdea:STEP_PROMPT': {
      const section = sectionOf(context.stepPromptNumber);
      const facts = buildFacts(request, rng.fork('facts'), { current: section, allowStarter: true });
      return stepSuggestions(section, facts, rng);
    }
    case 'basicIdea:FILL_OUT_ALL_PROMPT':
      return fillAll(buildFacts(request, rng.fork('facts'), { allowStarter: true }), rng);
    case 'basicIdea:CLOSING_STEP_PROMPT':
      return [ideaCard(buildFacts(request, rng.fork('facts'), { allowStarter: true }), rng)];
    case 'feedbackCard:CHAT':
      return feedbackCardMessage(request, rng);
    case PERSONA_PROMPT:
      return tinderPersonas(buildFacts(personaRequest(request), rng.fork('facts'), { allowStarter: true }), rng);
    case 'insightMapping:STEP_PROMPT': {
      // The input is the persona and the question: the idea's words come from the round's results instead.
      const facts = buildFacts({ ...request, input: '' }, rng.fork('facts'), { allowStarter: true });
      const results = context.stepResults.map((r) => r.result);
      const persona = personaOf(request.input, results, context.stepInput);
      return insightAnswers(questionOf(context.stepPromptNumber, parseJson(request.input)), persona, facts, rng);
    }
  }
  // The Validate steps: the input is JSON about the persona; the idea's words come from the round's results.
  if (entry.stepType === 'problemShadowing' || entry.stepType === 'expertChat') {
    const results = context.stepResults.map((r) => r.result);
    const facts = buildFacts({ ...request, input: '' }, rng.fork('facts'), { allowStarter: true });
    switch (entry.id) {
      case 'problemShadowing:INITIALIZE_STEP_PROMPT': {
        const { persona } = shadowingInput(request.input, results);
        return [{ day_in_life_story: dayInLife(persona, facts, rng) }];
      }
      case 'problemShadowing:STEP_PROMPT': {
        const input = shadowingInput(request.input, results);
        const n = context.stepPromptNumber ?? 0;
        return n >= 1 ? situationAlternatives(n, input, facts, rng) : shadowingSituations(input.persona, facts, rng);
      }
      case 'problemShadowing:FILL_OUT_ALL_PROMPT':
        return fillShadowing(shadowingInput(request.input, results), facts, rng);
      case 'problemShadowing:CLOSING_STEP_PROMPT':
        return shadowingClosing(shadowingInput(request.input, results), facts, rng);
      case 'expertChat:STEP_PROMPT':
        return chatRound(chatInput(request.input, context.stepPromptNumber, results), facts, results, rng);
      case 'expertChat:CLOSING_STEP_PROMPT':
        return chatSummary(chatInput(request.input, context.stepPromptNumber, results), facts, results);
    }
  }
  if (REPORT_PROMPTS[entry.id]) return offlineReport(entry.id, request, rng);
  if (entry.id === 'GENERATE_BMC') return offlineCanvas(request, rng);
  switch (entry.id) {
    case 'ANALYZE_INTERVIEW':
      return interviewNotesAnswer(request.input);
    case 'WEB_ANALYSIS_COMPETITION':
      return analysis('competition', buildFacts(request, rng.fork('facts')), rng, context.webResults);
    case 'WEB_ANALYSIS_MARKET':
      return analysis('market', buildFacts(request, rng.fork('facts')), rng, context.webResults);
  }
  if (entry.id === 'TAVILY_WEB_SEARCH' || entry.webSearch) {
    throw new OfflineUnsupportedError(
      'Web search needs TAVILY_API_KEY or SEARXNG_URL: the offline assistant never makes up web results.',
    );
  }
  // Chat entries of later steps get a general chat answer; other prompts need their own generator.
  if (entry.kind === 'chat') return chatMessage(request, rng);
  throw new OfflineUnsupportedError(`The offline assistant has no answer for the prompt "${entry.id}" yet.`);
}

/**
 * The offline provider. With `engine` (engine-pool.ts: worker threads) the answers are worked out there; without,
 * on the calling thread. Both give the same answer to the same request.
 */
export function createOfflineProvider(engine?: OfflineAnswerer): AiProvider {
  return {
    name: 'offline',
    async complete(request: PromptRequest, options?: CompleteOptions): Promise<ProviderAnswer> {
      if (engine) return engine(request, options);
      options?.signal?.throwIfAborted();
      const output = offlineAnswer(request);
      return { output, raw: typeof output === 'string' ? output : JSON.stringify(output) };
    },
  };
}
