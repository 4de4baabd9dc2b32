import { describe, expect, it } from 'vitest';
import { COMMUNICATION_HISTORY_KEY, readCommunicationHistory } from './communicationHistory';

describe('readCommunicationHistory', () => {
  it('returns the stored list with every item as it is', () => {
    const entries = [{ stepId: 's1', roundId: 'r-1', communicationHistory: [], threadId: 't' }, null, 'junk', 3];
    localStorage.setItem(COMMUNICATION_HISTORY_KEY, JSON.stringify(entries));
    expect(readCommunicationHistory()).toEqual(entries);
  });

  it.each([
    ['nothing stored', null],
    ['an empty string', ''],
    ['broken JSON', '{broken'],
    ['an object instead of a list', '{"roundId":"r-1"}'],
  ])('is undefined for %s', (_label, stored) => {
    if (stored !== null) localStorage.setItem(COMMUNICATION_HISTORY_KEY, stored);
    expect(readCommunicationHistory()).toBeUndefined();
  });
});
