import { describe, expect, it } from 'vitest';
import { chatMessage } from '../../test/aiFixtures';
import { parseChatMessages, pickSuggestions, plainMessage } from './chatMessages';
import { loadConversation, saveConversation } from './history';

describe('parseChatMessages', () => {
  const message = chatMessage({ formTransfer: [{ text: 'One' }, { text: ' ' }, { text: 'Two' }] });
  const parsed = { ...message, formTransfer: [{ text: 'One' }, { text: 'Two' }] };

  it.each([
    ['an object', message],
    ['a JSON string', JSON.stringify(message)],
    ['a list', [message]],
    ['a JSON string of a list', JSON.stringify([message])],
  ])('reads %s', (_kind, input) => {
    expect(parseChatMessages(input)).toEqual([parsed]);
  });

  it('wraps text that is not JSON as one answer with empty dialogMessage and no suggestions', () => {
    expect(parseChatMessages('Sure! {not json')).toEqual([plainMessage('Sure! {not json')]);
    expect(plainMessage('x')).toEqual({
      answer: 'x',
      dialogMessage: '',
      formTransfer: [],
      upload: false,
      fill_all: false,
      context_id: '',
    });
  });

  it('keeps several messages, takes string suggestions and drops empty items', () => {
    const list = [{ answer: 'A', formTransfer: ['x', 'y'], fill_all: true }, {}, null, { answer: 'B', upload: true }];
    expect(parseChatMessages(list)).toEqual([
      { ...plainMessage('A'), formTransfer: [{ text: 'x' }, { text: 'y' }], fill_all: true },
      { ...plainMessage('B'), upload: true },
    ]);
  });

  it('answers nothing for empty input', () => {
    expect(parseChatMessages('')).toEqual([]);
    expect(parseChatMessages(null)).toEqual([]);
  });
});

describe('pickSuggestions', () => {
  const items = ['a', 'b', 'c', 'd', 'e', 'f'];

  it('picks 4 different suggestions from the list', () => {
    const picked = pickSuggestions(items);
    expect(picked).toHaveLength(4);
    expect(new Set(picked).size).toBe(4);
    for (const item of picked) expect(items).toContain(item);
  });

  it('depends on the random source', () => {
    expect(pickSuggestions(items, 4, () => 0)).toEqual(['b', 'c', 'd', 'e']);
    expect(pickSuggestions(items, 4, () => 0.999)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps all of them, in order, when there are 4 or fewer', () => {
    expect(pickSuggestions(['a', 'b', 'c'], 4, () => 0)).toEqual(['a', 'b', 'c']);
  });
});

describe('conversation history in localStorage', () => {
  const entry = { ...chatMessage(), id: 1, question: 'Hello', agentId: 'flying_jhonny', provider: 'offline' as const };

  it('stores {stepId, roundId, communicationHistory} per step and round, with the thread', () => {
    saveConversation('r-1', 's-1', { entries: [entry], threadId: 'th-1' });
    saveConversation('r-2', 's-1', { entries: [entry], threadId: null });
    const stored = JSON.parse(localStorage.getItem('communicationHistory') ?? '[]');
    expect(stored).toEqual([
      { stepId: 's-1', roundId: 'r-1', communicationHistory: [entry], threadId: 'th-1' },
      { stepId: 's-1', roundId: 'r-2', communicationHistory: [entry], threadId: null },
    ]);
    expect(loadConversation('r-1', 's-1')).toEqual({ entries: [entry], threadId: 'th-1' });
    expect(loadConversation('r-1', 's-2')).toEqual({ entries: [], threadId: null });
  });

  it('removes the entry of an empty conversation and survives unreadable data', () => {
    saveConversation('r-1', 's-1', { entries: [entry], threadId: 'th-1' });
    saveConversation('r-1', 's-1', { entries: [], threadId: null });
    expect(JSON.parse(localStorage.getItem('communicationHistory') ?? '')).toEqual([]);
    localStorage.setItem('communicationHistory', '{broken');
    expect(loadConversation('r-1', 's-1')).toEqual({ entries: [], threadId: null });
  });
});
