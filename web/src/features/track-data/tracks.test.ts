import { describe, expect, it } from 'vitest';
import { makeStepResult, resultsOf, STEP, STRUCTURE, VALIDATE } from '../../test/trackFixtures';
import { COMMUNICATION_HISTORY_KEY, forgetRoundHistory } from './communicationHistory';
import { localDescription, localName } from './names';
import { findStepResult, flattenResults, pinCount } from './roundResults';

const pins = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    topic: `T${i}`,
    content: 'c',
    agentId: 'a',
    prio: false,
    source: 'SIMPLE-CHAT',
  }));

describe('round results', () => {
  it('counts the pins of the Feedback Card result', () => {
    const card = makeStepResult(STEP.feedbackCard, { pins: pins(12), changedEvents: [] });
    expect(pinCount(flattenResults(resultsOf(makeStepResult(STEP.basicIdea), card)), STRUCTURE)).toBe(12);
  });

  it('finds the Feedback Card by its type, whatever its id', () => {
    const card = makeStepResult('renamed-card', { pins: pins(3) }, { streamId: VALIDATE });
    const renamed = {
      ...STRUCTURE,
      streams: STRUCTURE.streams.map((stream) => ({
        ...stream,
        steps: stream.steps.map((step) => (step.type === 'feedbackCard' ? { ...step, id: 'renamed-card' } : step)),
      })),
    };
    expect(pinCount(flattenResults(resultsOf(card)), renamed)).toBe(3);
    expect(pinCount(flattenResults(resultsOf(card)), STRUCTURE)).toBe(0);
  });

  it('has 0 pins without a Feedback Card result or without a pin list', () => {
    expect(pinCount(flattenResults(resultsOf(makeStepResult(STEP.basicIdea))), STRUCTURE)).toBe(0);
    expect(pinCount(flattenResults(resultsOf(makeStepResult(STEP.feedbackCard, { pins: 'none' }))), STRUCTURE)).toBe(0);
    expect(pinCount(flattenResults(resultsOf(makeStepResult(STEP.feedbackCard, null))), STRUCTURE)).toBe(0);
  });

  it('flattens user track results and track data streams alike, keeping the stream', () => {
    const card = makeStepResult(STEP.feedbackCard, {}, { streamId: undefined });
    const fromTrack = flattenResults([{ streamId: VALIDATE, stepResults: [card] }]);
    const fromData = flattenResults([{ id: VALIDATE, results: [card] }]);
    expect(fromTrack).toEqual([{ streamId: VALIDATE, result: card }]);
    expect(fromData).toEqual(fromTrack);
    expect(findStepResult(fromData, STEP.feedbackCard)?.streamId).toBe(VALIDATE);
    expect(findStepResult(fromData, STEP.basicIdea)).toBeUndefined();
  });
});

describe('forgetRoundHistory', () => {
  it("removes only the round's chat entries", () => {
    const entries = [
      { stepId: 's1', roundId: 'r-1', communicationHistory: [{ question: 'a' }] },
      { stepId: 's2', roundId: 'r-2', communicationHistory: [] },
      { stepId: 's3', roundId: 'r-1', communicationHistory: [] },
    ];
    localStorage.setItem(COMMUNICATION_HISTORY_KEY, JSON.stringify(entries));
    forgetRoundHistory('r-1');
    expect(JSON.parse(localStorage.getItem(COMMUNICATION_HISTORY_KEY) ?? '')).toEqual([entries[1]]);
  });

  it('leaves missing or unreadable data alone', () => {
    forgetRoundHistory('r-1');
    expect(localStorage.getItem(COMMUNICATION_HISTORY_KEY)).toBeNull();
    localStorage.setItem(COMMUNICATION_HISTORY_KEY, '{broken');
    forgetRoundHistory('r-1');
    expect(localStorage.getItem(COMMUNICATION_HISTORY_KEY)).toBe('{broken');
  });
});

describe('localName', () => {
  it('picks the UI language and falls back to English', () => {
    const item = { name_en: 'Validate', name_de: 'Validieren', description_en: 'Test it' };
    expect(localName(item, 'de')).toBe('Validieren');
    expect(localName(item, 'en')).toBe('Validate');
    expect(localName({ name_en: 'Ship', name_de: '' }, 'de')).toBe('Ship');
    expect(localDescription(item, 'de')).toBe('Test it');
  });
});
