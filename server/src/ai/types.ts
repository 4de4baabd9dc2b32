// The shared vocabulary of the AI layer: what a prompt asks, what a provider answers, and the catalogue entry
// that ties a prompt id to its instructions and output schema. Both providers (openai, offline) implement
// `AiProvider`; the service validates every answer against the entry's schema.

import type { AiProviderName, IdeaFrame, Lang } from '@idea-studio/sdk';

export type ProviderName = AiProviderName;
export type { Lang };

/** How the answer is shaped: a chat reply object, structured JSON, or plain text. */
export type PromptKind = 'chat' | 'structured' | 'text';

// biome-ignore lint/suspicious/noExplicitAny: JSON Schema documents are free-form
export type JsonSchema = Record<string, any>;

export interface CatalogueEntry {
  /** e.g. OPTIMIZE-MISSION, HOMECHAT, SUMMARIZE_DOCUMENT_UPLOAD, or a step's `<stepType>:STEP_PROMPT` */
  id: string;
  kind: PromptKind;
  /** What the prompt is for, one line (shown in docs and logs). */
  title: string;
  /** The system instructions for a language model (English; the answer language is passed separately). */
  instructions: string;
  /**
   * JSON Schema every answer must match. In entries/*.json a `$ref` to a contract schema; once loaded, that schema
   * resolved (self-contained).
   */
  outputSchema: JsonSchema;
  /** The contract schema the output schema names (e.g. IdeaCardAnswer); set when loaded from entries/*.json. */
  outputName?: string;
  /** Retries after an invalid or empty answer (spec part 2 §8/§9: up to 3). */
  retries: number;
  /** Optional: the step type this entry belongs to (a StepType, see steps/). */
  stepType?: string;
  /** Optional: the prompt type of a step entry (INITIALIZE_STEP_PROMPT, STEP_PROMPT, …). */
  promptType?: string;
  /** Optional: needs web search (TAVILY_API_KEY or SEARXNG_URL). */
  webSearch?: boolean;
  /**
   * Optional: the input is a document (an uploaded paper), not the user's own words, so it never decides the
   * answer language (see language.ts).
   */
  documentInput?: boolean;
  /**
   * What of the round the prompt reads besides the founder's idea (which every prompt of a round gets): earlier
   * results by their result name (a step type, `report`, `canvas`, `landingPage`), `stepInput` (the current step's
   * saved input), `passages` (the knowledge hub) and `company`. Each is sent once; nothing undeclared is sent.
   * Required in entries/*.json; an entry added at run time without it reads every earlier result.
   */
  context?: ContextNeed[];
  /** Sampling temperature; extraction and copying prompts run low. Default by kind (see providers/prompt.ts). */
  temperature?: number;
  /** The longest answer in tokens (`max_tokens`). Default by kind (see providers/prompt.ts). */
  maxTokens?: number;
}

/** What a prompt may read of the round besides the founder's idea: a result name, or one of the other parts. */
export type ContextNeed = string;

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface StepResultContext {
  stepId: string;
  /** Step type name (a StepType). */
  name: string;
  result: unknown;
}

export interface Passage {
  fileName: string;
  text: string;
}

/** A web page found by the web search (only with TAVILY_API_KEY or SEARXNG_URL), cited by its URL. */
export interface WebResult {
  title: string;
  url: string;
  content: string;
}

/** Everything a prompt may draw on besides the user's own words. */
/** A text of the founder's Basic Idea with who wrote it (founder, ai-accepted, ai). */
export interface AuthoredText {
  type: string;
  content: string;
  author: string;
}

/** The idea as the founder gave it: every prompt of a round carries it, in one compact block. */
export interface FounderIdea {
  /** The track's title when it is the founder's one-liner (not the default title, not the idea card's name). */
  oneLiner?: string;
  /** The Basic Idea sections (PROBLEM, TARGET USER, SOLUTION) as saved, each with its author. */
  sections: AuthoredText[];
  /** The idea frame, each slot the founder's words or null ("not said"); absent until the idea has been read. */
  frame?: IdeaFrame;
  /** Who wrote each frame slot, by its entry type (OFFER, PEOPLE, …). */
  frameAuthors?: Record<string, string>;
}

export interface PromptContext {
  /** The answer language: the user's own words when clearly English or German, else the profile (language.ts). */
  lang: Lang;
  roundId?: string;
  /** The round's name as the founder typed it; absent while it is still the default title. */
  trackName?: string;
  stepId?: string;
  /** For STEP_PROMPT: which section/question of the step (1-based). */
  stepPromptNumber?: number;
  /** The founder's idea (the round's title when it is theirs, the Basic Idea sections, the idea frame). */
  idea?: FounderIdea;
  /** The round's earlier step results the prompt declares (CatalogueEntry.context). */
  stepResults: StepResultContext[];
  /** The user's saved input of the current step, if any. */
  stepInput?: unknown;
  /**
   * The founder's Basic Idea input (problem, users, solution) for the steps after it: the idea in their words, also
   * once the track has been renamed after the idea card.
   */
  ideaInput?: unknown;
  /** The most relevant knowledge hub passages, cited by file name. */
  passages: Passage[];
  company?: { name: string | null; mission: string | null; industry: string | null };
  /** Web search results, when the prompt searched the web (never without TAVILY_API_KEY). */
  webResults?: WebResult[];
  /** For chat prompts: the agent answering (flying_jhonny, a mentor id, vali_synthuser). */
  agentId?: string;
  /** A label the web sends with chat messages, e.g. 'Basic Idea problem', 'Basic Idea Support me'. */
  contextLabel?: string;
}

export interface PromptRequest {
  entry: CatalogueEntry;
  /** The user's text, or JSON serialised to text (spec part 2 §5: non-string input is serialised). */
  input: string;
  /** Earlier turns of the thread (chat prompts). */
  history: ChatTurn[];
  context: PromptContext;
  /** 0 on the first try, then 1, 2, … on retries (the offline engine varies its pick with it). */
  attempt: number;
}

export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

export interface ProviderAnswer {
  /** Parsed JSON for chat/structured entries, a string for text entries. */
  output: unknown;
  /** The raw text the provider produced (for logging and for wrapping invalid chat JSON). */
  raw: string;
  usage?: TokenUsage;
}

export interface CompleteOptions {
  signal?: AbortSignal;
  /** Called with text deltas while a chat answer streams (openai provider). */
  onDelta?: (delta: string) => void;
}

export interface AiProvider {
  readonly name: ProviderName;
  complete(request: PromptRequest, options?: CompleteOptions): Promise<ProviderAnswer>;
}
