import { COMMUNICATION_HISTORY_KEY, readCommunicationHistory } from '../track-data/communicationHistory';
import type { AiProvider, ChatEntry } from './chatMessages';

/**
 * The conversation of a step in a round, kept in localStorage `communicationHistory` as
 * `[{ stepId, roundId, communicationHistory }]` (part 2 §3). The thread id is kept with it, so a reload continues
 * the same conversation on the server. Deleting a round removes its entries (track-data/communicationHistory).
 */
export interface StoredConversation {
  entries: ChatEntry[];
  threadId: string | null;
}

function readAll() {
  return readCommunicationHistory() ?? [];
}

const isEntry = (value: unknown): value is ChatEntry =>
  !!value && typeof value === 'object' && typeof (value as ChatEntry).answer === 'string';

export function loadConversation(roundId: string, stepId: string): StoredConversation {
  const record = readAll().find((r) => r && r.roundId === roundId && r.stepId === stepId);
  if (!record) return { entries: [], threadId: null };
  const entries = Array.isArray(record.communicationHistory) ? record.communicationHistory.filter(isEntry) : [];
  return {
    entries: entries.map((entry) => ({
      ...entry,
      question: typeof entry.question === 'string' ? entry.question : '',
      dialogMessage: typeof entry.dialogMessage === 'string' ? entry.dialogMessage : '',
      formTransfer: Array.isArray(entry.formTransfer) ? entry.formTransfer : [],
    })),
    threadId: typeof record.threadId === 'string' ? record.threadId : null,
  };
}

/** Saves the conversation; an empty one without a thread removes the entry. */
export function saveConversation(roundId: string, stepId: string, conversation: StoredConversation): void {
  const others = readAll().filter((r) => !(r && r.roundId === roundId && r.stepId === stepId));
  const empty = conversation.entries.length === 0 && !conversation.threadId;
  const next = empty
    ? others
    : [...others, { stepId, roundId, communicationHistory: conversation.entries, threadId: conversation.threadId }];
  try {
    localStorage.setItem(COMMUNICATION_HISTORY_KEY, JSON.stringify(next));
  } catch {
    // storage full or blocked: the conversation still lives in memory
  }
}

/** The provider of the latest answer, for the offline badge. */
export function lastProvider(entries: readonly ChatEntry[]): AiProvider | null {
  for (let i = entries.length - 1; i >= 0; i--) {
    const provider = entries[i]?.provider;
    if (provider) return provider;
  }
  return null;
}
