/**
 * The AI chat keeps its conversations in localStorage under `communicationHistory`: a list of
 * `{ stepId, roundId, communicationHistory }` (part 2 §3). Deleting a round removes its entries (part 2 §7.3).
 */
export const COMMUNICATION_HISTORY_KEY = 'communicationHistory';

interface HistoryEntry {
  stepId?: unknown;
  roundId?: unknown;
  communicationHistory?: unknown;
}

/** Removes every entry of the round; other rounds' entries and unreadable data stay untouched. */
export function forgetRoundHistory(roundId: string): void {
  let stored: string | null;
  try {
    stored = localStorage.getItem(COMMUNICATION_HISTORY_KEY);
  } catch {
    return;
  }
  if (!stored) return;
  let entries: unknown;
  try {
    entries = JSON.parse(stored);
  } catch {
    return;
  }
  if (!Array.isArray(entries)) return;
  const kept = entries.filter(
    (entry: HistoryEntry) => !(entry && typeof entry === 'object' && entry.roundId === roundId),
  );
  if (kept.length === entries.length) return;
  localStorage.setItem(COMMUNICATION_HISTORY_KEY, JSON.stringify(kept));
}
