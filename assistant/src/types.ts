// What a prompt asks: the request the offline assistant answers and a language model is sent (the server builds it
// from the round, see server/src/ai/context.ts), with the founder's idea and the round's earlier results.
import type { IdeaFrame, Lang } from '@idea-studio/sdk';

export type { Lang };

/** How the answer is shaped: a chat reply object, structured JSON, or plain text. */
export type PromptKind = 'chat' | 'structured' | 'text';

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
  /** The answering agent's name and main topic (a tag's English name), for a mentor's answer. */
  agent?: { name: string; mainTag: string };
  /** A label the web sends with chat messages, e.g. 'Basic Idea problem', 'Basic Idea Support me'. */
  contextLabel?: string;
}

/** What the assistant needs of a catalogue entry: its id, how the answer is shaped, whether it searches the web. */
export interface AssistantEntry {
  id: string;
  kind: PromptKind;
  webSearch?: boolean;
}

export interface AssistantRequest<Entry extends AssistantEntry = AssistantEntry> {
  entry: Entry;
  /** The user's text, or JSON serialised to text (spec part 2 §5: non-string input is serialised). */
  input: string;
  /** Earlier turns of the thread (chat prompts). */
  history: ChatTurn[];
  context: PromptContext;
  /** 0 on the first try, then 1, 2, … on retries (the offline engine varies its pick with it). */
  attempt: number;
}

/** A request for any entry (the assistant reads only what AssistantEntry names). */
export type PromptRequest = AssistantRequest;
