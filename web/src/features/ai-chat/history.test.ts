import { describe, expect, it } from 'vitest';
import { COMMUNICATION_HISTORY_KEY } from '../track-data/communicationHistory';
import type { ChatEntry } from './chatMessages';
import { loadConversation, saveConversation } from './history';

const entry = (id: number, answer: string): ChatEntry => ({
  id,
  question: 'q',
  answer,
  dialogMessage: '',
  formTransfer: [],
  upload: false,
  fill_all: false,
  context_id: 'c',
});

const stored = () => JSON.parse(localStorage.getItem(COMMUNICATION_HISTORY_KEY) ?? 'null');

describe('chat history in localStorage', () => {
  it('saves and loads the conversation of a step in a round, keeping other items', () => {
    const other = { stepId: 's2', roundId: 'r-1', communicationHistory: [] };
    localStorage.setItem(COMMUNICATION_HISTORY_KEY, JSON.stringify([other, null, 'junk']));
    saveConversation('r-1', 's1', { entries: [entry(1, 'a')], threadId: 't-1' });
    expect(stored()).toEqual([
      other,
      null,
      'junk',
      { stepId: 's1', roundId: 'r-1', communicationHistory: [entry(1, 'a')], threadId: 't-1' },
    ]);
    expect(loadConversation('r-1', 's1')).toEqual({ entries: [entry(1, 'a')], threadId: 't-1' });
    expect(loadConversation('r-1', 's2')).toEqual({ entries: [], threadId: null });
  });

  it('drops entries without an answer and fills missing texts', () => {
    const partial = { id: 2, answer: 'b' };
    localStorage.setItem(
      COMMUNICATION_HISTORY_KEY,
      JSON.stringify([{ stepId: 's1', roundId: 'r-1', communicationHistory: [{ id: 1 }, partial, 'x'] }]),
    );
    expect(loadConversation('r-1', 's1')).toEqual({
      entries: [{ ...partial, question: '', dialogMessage: '', formTransfer: [] }],
      threadId: null,
    });
  });

  it('starts over when the stored data is not a list, and removes an empty conversation', () => {
    localStorage.setItem(COMMUNICATION_HISTORY_KEY, '{broken');
    expect(loadConversation('r-1', 's1')).toEqual({ entries: [], threadId: null });
    saveConversation('r-1', 's1', { entries: [entry(1, 'a')], threadId: null });
    expect(stored()).toHaveLength(1);
    saveConversation('r-1', 's1', { entries: [], threadId: null });
    expect(stored()).toEqual([]);
  });
});
