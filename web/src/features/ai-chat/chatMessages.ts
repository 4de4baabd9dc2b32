import type { AiChatEntry, AiProviderName, ChatMessage, ChatSuggestion } from '@idea-studio/sdk';

/**
 * The assistant's answers (part 2 §3 "AI reply", "AI chat entry"; the contract's ChatMessage and AiChatEntry): the
 * server answers `message` as a ChatMessage (or the text of a plain-text prompt); older or foreign answers may be a
 * JSON string or a list. The chat turns each of them into a `ChatMessage`; text that is not JSON becomes one answer
 * with an empty dialogMessage and no suggestions (part 2 §8).
 */
export type { ChatMessage };
export type Suggestion = ChatSuggestion;
export type AiProvider = AiProviderName;

/**
 * One exchange of the conversation as kept in localStorage `communicationHistory`: the user's question (empty for
 * the agent's own openings and restarts) and the agent's answer. `agentId` and `provider` say who answered.
 */
export type ChatEntry = AiChatEntry;

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function suggestionsOf(value: unknown): Suggestion[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((item) => (typeof item === 'string' ? item : isRecord(item) ? text(item.text) : ''))
    .map((t) => t.trim())
    .filter(Boolean)
    .map((t) => ({ text: t }));
}

/** One answer with nothing but text. */
export function plainMessage(answer: string): ChatMessage {
  return { answer, dialogMessage: '', formTransfer: [], upload: false, fill_all: false, context_id: '' };
}

function fromRecord(value: Record<string, unknown>): ChatMessage {
  return {
    answer: text(value.answer) || text(value.text),
    dialogMessage: text(value.dialogMessage),
    formTransfer: suggestionsOf(value.formTransfer),
    upload: value.upload === true,
    fill_all: value.fill_all === true,
    context_id: text(value.context_id),
  };
}

/** The chat messages of an AI reply's `message` (or an INITIALIZE_STEP_PROMPT's `promptResult`). */
export function parseChatMessages(message: unknown, depth = 0): ChatMessage[] {
  if (typeof message === 'string') {
    if (!message.trim()) return [];
    if (depth === 0) {
      try {
        return parseChatMessages(JSON.parse(message), depth + 1);
      } catch {
        return [plainMessage(message)];
      }
    }
    return [plainMessage(message)];
  }
  if (Array.isArray(message)) return message.flatMap((item) => parseChatMessages(item, depth + 1));
  if (isRecord(message)) {
    const parsed = fromRecord(message);
    return parsed.answer || parsed.dialogMessage || parsed.formTransfer.length > 0 ? [parsed] : [];
  }
  if (typeof message === 'number' || typeof message === 'boolean') return [plainMessage(String(message))];
  return [];
}

/** The suggestions shown for a turn at once (part 2 §2.15: a random pick of 4). */
export const SUGGESTIONS_SHOWN = 4;

/** A random pick of `count` suggestions in random order; all of them, in their order, when there are no more. */
export function pickSuggestions<T>(items: readonly T[], count = SUGGESTIONS_SHOWN, random = Math.random): T[] {
  const pool = [...items];
  if (pool.length <= count) return pool;
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}
