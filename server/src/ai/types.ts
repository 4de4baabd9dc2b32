// The shared vocabulary of the AI layer: what a provider answers, and the catalogue entry that ties a prompt id to
// its instructions and output schema. What a prompt asks (PromptRequest, PromptContext) is the assistant package's
// (@idea-studio/assistant), which answers it offline. Both providers (openai, offline) implement `AiProvider`; the
// service validates every answer against the entry's schema.

import type { AssistantRequest, PromptKind } from '@idea-studio/assistant';
import type { AiProviderName, Lang } from '@idea-studio/sdk';

export type {
  AuthoredText,
  ChatTurn,
  FounderIdea,
  Passage,
  PromptContext,
  PromptKind,
  StepResultContext,
  WebResult,
} from '@idea-studio/assistant';

export type ProviderName = AiProviderName;
export type { Lang };

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

/** A prompt for a catalogue entry (the assistant package's request, with the server's whole entry). */
export type PromptRequest = AssistantRequest<CatalogueEntry>;

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
