// The offline AI provider: the default without a configured model and the engine of every test. It answers
// each catalogue entry from the user's own words, the round's earlier results, knowledge-hub passages and the
// curated banks in ./banks — deterministically: the same request gives the same answer, a retry (attempt > 0)
// or a changed input gives another.
import type { PromptId, PromptOutput } from '@idea-studio/sdk';
import { OfflineUnsupportedError } from './errors.js';
import { buildFacts } from './facts.js';
import { readFrame } from './frame/read.js';
import { analysis } from './generators/analysis.js';
import { offlineCanvas } from './generators/canvas.js';
import { chatMessage } from './generators/chat.js';
import { interviewNotesAnswer } from './generators/interview-notes.js';
import { landingPage } from './generators/landing.js';
import { exportMiro } from './generators/miro.js';
import { optimizeMission } from './generators/mission.js';
import { productIdeas, summarizeDocument } from './generators/paper.js';
import { offlineReport, REPORT_PROMPTS } from './generators/reports.js';
import { hashString, Rng, stableStringify } from './random.js';
import { type AnyStepPromptAnswer, stepAnswerOf } from './steps/index.js';
import type { PromptRequest } from './types.js';

export { personaSeed } from './steps/index.js';

export { OfflineUnsupportedError };

/**
 * The seed of a request: everything that shapes the answer, so equal requests pick equally. The retry attempt is
 * not part of it: it shifts every pick instead (see Rng), which guarantees a retry differs from the first try.
 */
export function requestSeed(request: PromptRequest): number {
  const { context } = request;
  const seed = stepAnswerOf(request.entry.id)?.seed;
  if (seed) return seed(request);
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

/** An offline answer: the contract's answer of a catalogue entry (parsed JSON, or a string for text entries). */
export type OfflineAnswer = PromptOutput<PromptId> | AnyStepPromptAnswer;

/** The answer of one request (parsed JSON for chat/structured entries, a string for text entries). */
export function offlineAnswer(request: PromptRequest): OfflineAnswer {
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
  }
  // A step's prompts: the step type's module knows the generator (steps/).
  const step = stepAnswerOf(entry.id);
  // Each step module types its generators by the entry's contract answer (steps/types.ts StepAnswers).
  if (step) return step.answer(request, rng) as OfflineAnswer;
  if (REPORT_PROMPTS[entry.id]) return offlineReport(entry.id, request, rng);
  if (entry.id === 'GENERATE_BMC') return offlineCanvas(request, rng);
  switch (entry.id) {
    case 'ANALYZE_INTERVIEW':
      return interviewNotesAnswer(request.input);
    case 'READ_IDEA_FRAME':
      return readFrame(frameSourceOf(request.input), context.lang);
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

/** The idea to read of a READ_IDEA_FRAME request: JSON `{text, title}`, or the text itself. */
function frameSourceOf(input: string): { text: string; title: string | null } {
  try {
    const parsed = JSON.parse(input) as { text?: unknown; title?: unknown };
    if (parsed && typeof parsed === 'object' && typeof parsed.text === 'string') {
      return { text: parsed.text, title: typeof parsed.title === 'string' ? parsed.title : null };
    }
  } catch {
    // Not JSON: the whole input is the idea.
  }
  return { text: input, title: null };
}
