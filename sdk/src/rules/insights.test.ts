import { describe, expect, it } from 'vitest';
import type { Persona } from '../ai.js';
import {
  addAnswer,
  canOpenQuestion,
  deleteAnswer,
  editAnswer,
  empathyMap,
  type InsightState,
  insightPersonaGone,
  insightSaveEnabled,
  insightsComplete,
  insightsFromInput,
  insightsToInput,
  needsAnswers,
  nextQuestion,
  startInsights,
  withAnswers,
} from './insights.js';

const mia: Persona = {
  name: 'Mia Berg',
  occupation: 'Nurse',
  short_summary: 'Works nights.',
  values: [],
  sinus_milieu: 'Performers',
  goals: [],
  lifestyle: '',
  pain_points: [],
};
const answered = (state: InsightState, questions: number[]) =>
  questions.reduce((s, q) => addAnswer(s, q, `answer ${q}`), state);

describe('the four questions (part 2 §4.7)', () => {
  it('starts at question 1 for the persona (name, occupation)', () => {
    const s = startInsights(mia);
    expect(s).toMatchObject({ activeStep: 1, persona: { name: 'Mia Berg', occupation: 'Nurse' } });
    expect(needsAnswers(s, 1)).toBe(true);
  });

  it.each([
    // activeStep, answered questions, save enabled, may open 1..4
    [1, [], false, [true, false, false, false]],
    [2, [1], false, [true, true, false, false]],
    [4, [1, 2, 3], false, [true, true, true, true]],
    [5, [], true, [true, true, true, true]],
    [1, [1, 2, 3, 4], true, [true, true, true, true]],
  ])('at %i with answers on %j: save %s, open %j', (activeStep, questions, save, open) => {
    const s = answered({ ...startInsights(mia), activeStep }, questions);
    expect(insightSaveEnabled(s)).toBe(save);
    expect([1, 2, 3, 4].map((q) => canOpenQuestion(s, q))).toEqual(open);
    expect(canOpenQuestion(s, 0)).toBe(false);
    expect(canOpenQuestion(s, 5)).toBe(false);
  });

  it('Next goes one question on, up to beyond the fourth', () => {
    let s = startInsights(mia);
    for (let i = 0; i < 6; i++) s = nextQuestion(s);
    expect(s.activeStep).toBe(5);
  });
});

describe('answers', () => {
  it('are added with ids unique in the map, edited, and deleted', () => {
    let s = withAnswers(startInsights(mia), 1, [{ text: 'Colleagues talk about shifts' }, { text: '  ' }]);
    s = addAnswer(s, 1, 'My mother asks about the kids');
    s = addAnswer(s, 2, 'Empty playgrounds at 7 am');
    expect(s.storage[0].map((a) => a.id)).toEqual(['hears-1', 'hears-2']);
    s = deleteAnswer(s, 1, 'hears-1');
    s = addAnswer(s, 1, 'A third one');
    expect(new Set(s.storage.flat().map((a) => a.id)).size).toBe(3);
    s = editAnswer(s, 2, 'sees-1', '  Empty playgrounds at six  ');
    expect(s.storage[1]).toEqual([{ id: 'sees-1', text: 'Empty playgrounds at six', author: 'founder' }]);
    expect(editAnswer(s, 2, 'sees-1', ' ').storage[1]).toEqual([]);
    // Who wrote each: the AI's suggestions kept are accepted, Autofill's the AI's, typed ones the founder's.
    expect(addAnswer(s, 1, 'Typed', 'founder').storage[0].at(-1)?.author).toBe('founder');
    const auto = withAnswers(startInsights(mia), 1, [{ text: 'Alarms' }], 'ai');
    expect(auto.storage[0]).toEqual([{ id: 'hears-1', text: 'Alarms', author: 'ai' }]);
    const kept = withAnswers(startInsights(mia), 1, [{ text: 'Alarms' }], 'ai-accepted');
    expect(kept.storage[0][0]?.author).toBe('ai-accepted');
    expect(editAnswer(kept, 1, 'hears-1', ' Alarms ').storage[0][0]?.author).toBe('ai-accepted');
    expect(editAnswer(kept, 1, 'hears-1', 'Alarms all night').storage[0][0]?.author).toBe('founder');
    expect(addAnswer(s, 3, '   ')).toBe(s);
  });

  it('complete only with an answer on every question; the map lists the texts', () => {
    const s = answered(startInsights(mia), [1, 2, 3]);
    expect(insightsComplete(s.storage)).toBe(false);
    const done = addAnswer(s, 4, 'Being called in on a free day');
    expect(insightsComplete(done.storage)).toBe(true);
    expect(empathyMap(done)).toEqual({
      persona: { name: 'Mia Berg', occupation: 'Nurse' },
      hears: ['answer 1'],
      sees: ['answer 2'],
      feels: ['answer 3'],
      frustrations: ['Being called in on a free day'],
    });
  });
});

describe('saved input', () => {
  it('round-trips; bad data reads as null or empty lists', () => {
    const s = answered({ ...startInsights(mia), activeStep: 3 }, [1, 2]);
    expect(insightsFromInput(insightsToInput(s))).toEqual(s);
    for (const bad of [null, [], 'x', {}, { persona: { name: ' ' } }]) expect(insightsFromInput(bad)).toBeNull();
    const odd = insightsFromInput({ persona: { name: 'Mia Berg' }, suggestionStorage: [[{ text: 'x' }, 5], 'no'] });
    expect(odd?.storage).toEqual([[], [], [], []]);
    expect(odd?.activeStep).toBe(1);
  });

  it('without a saved active step, opens the first question without an answer', () => {
    const input = insightsToInput(answered(startInsights(mia), [1, 2]));
    const { activeStep: _, ...withoutStep } = input;
    expect(insightsFromInput(withoutStep)?.activeStep).toBe(3);
  });

  it('knows when the map belongs to another persona than the main one', () => {
    const s = startInsights(mia);
    expect(insightPersonaGone(s, mia)).toBe(false);
    expect(insightPersonaGone(s, { ...mia, name: 'Ole Brandt' })).toBe(true);
    expect(insightPersonaGone(s, undefined)).toBe(true);
  });
});
