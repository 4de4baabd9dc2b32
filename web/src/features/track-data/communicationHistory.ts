/**
 * The AI chat keeps its conversations in localStorage under `communicationHistory`: a list of
 * `{ stepId, roundId, communicationHistory }` (part 2 §3). Deleting a round removes its entries (part 2 §7.3).
 * This module is the one reader of that list; the chat (ai-chat/history) checks the conversations' shape itself.
 */
export const COMMUNICATION_HISTORY_KEY = 'communicationHistory';

/**
 * One stored entry, as read: the storage is the user's, so every field is unchecked, and an item may be any JSON
 * value (reading a field of a string or number gives undefined; `null` must be checked). The chat also keeps its
 * thread id here.
 */
export type CommunicationHistoryEntry = {
  stepId?: unknown;
  roundId?: unknown;
  communicationHistory?: unknown;
  threadId?: unknown;
} | null;

/**
 * The stored list with every item as it is (so writing it back loses nothing); undefined when there is none, when
 * it is not a JSON list or when the storage cannot be read.
 */
export function readCommunicationHistory(): CommunicationHistoryEntry[] | undefined {
  try {
    const stored = localStorage.getItem(COMMUNICATION_HISTORY_KEY);
    if (!stored) return undefined;
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Removes every entry of the round; other rounds' entries and unreadable data stay untouched. */
export function forgetRoundHistory(roundId: string): void {
  const entries = readCommunicationHistory();
  if (!entries) return;
  const kept = entries.filter((entry) => !(entry && typeof entry === 'object' && entry.roundId === roundId));
  if (kept.length === entries.length) return;
  localStorage.setItem(COMMUNICATION_HISTORY_KEY, JSON.stringify(kept));
}
