// The AI answers, typed by prompt. Every answer shape is a named schema of the contract (openapi/idea-studio.yaml,
// "AI answer shapes"); the server's prompt catalogue names the same schema for each prompt id, and a server test
// fails when PROMPT_OUTPUTS and the catalogue disagree. The helpers call the AI service and give the answer the
// type of the prompt that was asked (the server has already validated it against that schema).
import { type IdeaClient, type Schemas, unwrap } from './client.js';
import type { StepType } from './flows/tracks.js';

export type AiProviderName = Schemas['AiProviderName'];
export type AiOrigin = Schemas['AiOrigin'];
export type AiAnswerSource = Schemas['AiAnswerSource'];
export type ChatSuggestion = Schemas['ChatSuggestion'];
export type ChatMessage = Schemas['ChatMessage'];
export type AiChatEntry = Schemas['AiChatEntry'];
export type ChatRequest = Schemas['ChatRequest'];
export type ChatReply = Schemas['ChatReply'];
export type AiSuggestion = Schemas['AiSuggestion'];
export type StepInputEntry = Schemas['StepInputEntry'];
export type BasicIdeaDraftEntry = Schemas['BasicIdeaDraftEntry'];
export type IdeaCard = Schemas['IdeaCard'];
export type ExtractedPaper = Schemas['ExtractedPaper'];
export type ProductIdea = Schemas['ProductIdea'];
export type MarketFinding = Schemas['MarketFinding'];
export type WebSearchFinding = Schemas['WebSearchFinding'];
export type Persona = Schemas['Persona'];
export type TinderInput = Schemas['TinderInput'];
export type TinderResult = Schemas['TinderResult'];
export type EmpathyMap = Schemas['EmpathyMap'];
export type InsightSuggestion = Schemas['InsightSuggestion'];
export type InsightMappingInput = Schemas['InsightMappingInput'];
export type ShadowingSituation = Schemas['ShadowingSituation'];
export type ShadowingInitial = Schemas['ShadowingInitial'];
export type ShadowingClosing = Schemas['ShadowingClosing'];
export type ShadowingResult = Schemas['ShadowingResult'];
export type ExpertChatSummary = Schemas['ExpertChatSummary'];
export type ExpertChatResult = Schemas['ExpertChatResult'];
export type ExpertChatEntry = Schemas['ExpertChatEntry'];
export type ExpertChatInput = Schemas['ExpertChatInput'];
export type InterviewPartner = Schemas['InterviewPartner'];
export type FeedbackPin = Schemas['FeedbackPin'];
export type ChangedEvent = Schemas['ChangedEvent'];
export type FeedbackCardResult = Schemas['FeedbackCardResult'];
export type PinDraft = Schemas['PinDraft'];
export type FeedbackCardMessage = Schemas['FeedbackCardMessage'];
export type FeedbackCardRequest = Schemas['FeedbackCardRequest'];
export type FeedbackCardReply = Schemas['FeedbackCardReply'];
export type Report = Schemas['Report'];
export type ReportPoint = Schemas['ReportPoint'];
export type BusinessModelCanvas = Schemas['BusinessModelCanvas'];
export type LandingPageData = Schemas['LandingPageData'];
export type ClosingOption = Schemas['ClosingOption'];
export type ReportOption = Schemas['ReportOption'];
export type Agent = Schemas['Agent'];
export type PromptType = Schemas['PromptType'];
export type IdeaFrameRequest = Schemas['IdeaFrameRequest'];
export type IdeaFrameResponse = Schemas['IdeaFrameResponse'];

/** The providers the server can answer with (the contract's AiProviderName). */
export const AI_PROVIDERS = ['offline', 'openai'] as const satisfies readonly AiProviderName[];

/**
 * Which contract schema answers each prompt of the catalogue that is not a step's own: chat model ids, standalone and
 * plain-text prompt ids, global step prompt types. A step's prompts (`<stepType>:<promptType>`) are in the contract's
 * StepPromptOutputs, per step type.
 */
export const PROMPT_OUTPUTS = {
  HOMECHAT: 'ChatMessage',
  'Basic Idea': 'ChatMessage',
  'OPTIMIZE-MISSION': 'AiText',
  EXPORT_MIRO: 'AiText',
  SUMMARIZE_DOCUMENT_UPLOAD: 'ExtractedPaper',
  GENERATE_PRODUCT_IDEAS: 'ProductIdeaList',
  CREATE_LP_DATA_INTERN: 'LandingPageData',
  WEB_ANALYSIS_COMPETITION: 'MarketFindingList',
  WEB_ANALYSIS_MARKET: 'MarketFindingList',
  TAVILY_WEB_SEARCH: 'WebSearchFindingList',
  MARKET_POTENTIAL_REPORT: 'Report',
  COMPETITOR_REPORT: 'Report',
  USER_VALIDATION_REPORT: 'Report',
  MENTOR_FEEDBACK_REPORT: 'Report',
  GENERATE_BMC: 'BusinessModelCanvas',
  ANALYZE_INTERVIEW: 'InterviewAnalysis',
  READ_IDEA_FRAME: 'IdeaFrame',
} as const satisfies Record<string, keyof Schemas>;

export type PromptId = keyof typeof PROMPT_OUTPUTS;
/** The answer of a prompt, e.g. PromptOutput<'GENERATE_BMC'> is BusinessModelCanvas. */
export type PromptOutput<K extends PromptId> = Schemas[(typeof PROMPT_OUTPUTS)[K]];

/** The contract's answer schemas of each step type's own prompts (StepPromptOutputs). */
type StepPrompts = Schemas['StepPromptOutputs'];

/**
 * The answer of a step prompt: the step type's own prompt (the contract's StepPromptOutputs), else the global entry
 * of that prompt type. With the step type left open it is the union over every step type that has the prompt.
 */
export type StepPromptOutput<P extends PromptType, S extends StepType = StepType> = S extends StepType
  ? P extends keyof StepPrompts[S]
    ? StepPrompts[S][P]
    : P extends PromptId
      ? PromptOutput<P>
      : never
  : never;

/** Prompt ids that POST /aiservice/standalone answers, and those of POST /aiservice/clean-airesponse. */
export type ReportPromptId =
  | 'MARKET_POTENTIAL_REPORT'
  | 'COMPETITOR_REPORT'
  | 'USER_VALIDATION_REPORT'
  | 'MENTOR_FEEDBACK_REPORT';
export type StandalonePromptId =
  | 'SUMMARIZE_DOCUMENT_UPLOAD'
  | 'GENERATE_PRODUCT_IDEAS'
  | 'CREATE_LP_DATA_INTERN'
  | 'GENERATE_BMC'
  | ReportPromptId;
export type TextPromptId = 'OPTIMIZE-MISSION' | 'EXPORT_MIRO';

export interface AiCallOptions {
  signal?: AbortSignal;
}

export interface StepAiAnswer<T> extends Omit<Schemas['AiStepResponse'], 'promptResult'> {
  promptResult: T;
}

export interface PromptAnswer<T> {
  promptResult: T;
  provider: AiProviderName;
}

/** POST /aiservice/airesponse, typed by the prompt type (and the step type, when given). */
export async function askStepAi<P extends PromptType, S extends StepType = StepType>(
  client: IdeaClient,
  body: Schemas['AiStepRequest'] & { promptType: P },
  options: AiCallOptions & { stepType?: S } = {},
): Promise<StepAiAnswer<StepPromptOutput<P, S>>> {
  const answer = await unwrap(client.POST('/aiservice/airesponse', { body, signal: options.signal }));
  return answer as StepAiAnswer<StepPromptOutput<P, S>>;
}

/** POST /aiservice/standalone: a standalone task by prompt id, its answer typed by the prompt. */
export async function askStandaloneAi<K extends StandalonePromptId>(
  client: IdeaClient,
  promptId: K,
  userInput: unknown,
  options: AiCallOptions & { roundId?: string | null } = {},
): Promise<PromptAnswer<PromptOutput<K>>> {
  const answer = await unwrap(
    client.POST('/aiservice/standalone', {
      body: { promptId, userInput, ...(options.roundId !== undefined ? { roundId: options.roundId } : {}) },
      signal: options.signal,
    }),
  );
  return answer as PromptAnswer<PromptOutput<K>>;
}

/** POST /aiservice/clean-airesponse: a plain-text answer. */
export async function askTextAi(
  client: IdeaClient,
  promptId: TextPromptId,
  content: unknown,
  options: AiCallOptions = {},
): Promise<PromptAnswer<string>> {
  const answer = await unwrap(
    client.POST('/aiservice/clean-airesponse', { body: { promptId, content }, signal: options.signal }),
  );
  return answer as PromptAnswer<string>;
}

/**
 * POST /aiservice/feedbackcard: one turn with a mentor of the Feedback Card. An empty message (re)starts the talk
 * with the mentor's opening; the reply's pins are proposals the caller adds to the card (rules/pins.ts).
 */
export async function sendFeedbackMessage(
  client: IdeaClient,
  body: FeedbackCardRequest,
  options: AiCallOptions = {},
): Promise<FeedbackCardReply> {
  return unwrap(client.POST('/aiservice/feedbackcard', { body, signal: options.signal }));
}

/**
 * POST /aiservice/ideaframe: how the assistant reads the founder's idea (the idea frame), each slot a span of the
 * founder's words or empty. Nothing is stored: a client keeps the reading by saving it as the Basic Idea's input.
 */
export async function readIdeaFrame(
  client: IdeaClient,
  body: IdeaFrameRequest,
  options: AiCallOptions = {},
): Promise<IdeaFrameResponse> {
  return unwrap(client.POST('/aiservice/ideaframe', { body, signal: options.signal }));
}

/** The whiteboard export's text from the AI's answer: everything from the first `|` (part 2 §7.1, EXPORT_MIRO). */
export function whiteboardText(answer: string): string {
  const start = answer.indexOf('|');
  return start < 0 ? '' : answer.slice(start).trim();
}

/** EXPORT_MIRO over pins or results: rows `| topic | content | agent |` to paste into a whiteboard tool. */
export async function exportToWhiteboard(client: IdeaClient, content: unknown, options: AiCallOptions = {}) {
  const answer = await askTextAi(client, 'EXPORT_MIRO', content, options);
  return whiteboardText(answer.promptResult);
}
