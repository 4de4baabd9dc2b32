import { describe, expect, it } from 'vitest';
import type { Persona } from '../ai.js';
import {
  activeSituation,
  answeredSituations,
  fillSituations,
  ideaSummaryOf,
  SHADOWING_LABELS,
  shadowingFromInput,
  shadowingPersonaGone,
  shadowingResult,
  shadowingSaveEnabled,
  shadowingToInput,
  startShadowing,
  withSituationAnswer,
} from './shadowing.js';

const lena = { name: 'Lena Weber', short_summary: 'Nurse.', values: [] } as unknown as Persona;
const QUESTIONS = [
  { step: 'When the salon cancels, I' },
  { step: 'When I come home after a night shift, I' },
  { step: 'When the dog smells again, I' },
];
const fresh = () => startShadowing('Lena Weber', 'GroomGo: grooming at your door', ['Up at six.', ' '], QUESTIONS);

describe('Problem Shadowing rules (part 2 §4.5)', () => {
  it('starts with every answer open and the day without empty moments', () => {
    const state = fresh();
    expect(state.story).toEqual(['Up at six.']);
    expect(state.situations.map((s) => s.answer)).toEqual(['', '', '']);
    expect(activeSituation(state)).toBe(1);
    expect(shadowingSaveEnabled(state)).toBe(false);
  });

  it('moves the active section to the answered situations plus one, at most the number of situations', () => {
    let state = withSituationAnswer(fresh(), 0, 'wait three weeks.');
    expect([answeredSituations(state), activeSituation(state)]).toEqual([1, 2]);
    state = withSituationAnswer(state, 1, 'brush the dog myself.');
    expect(activeSituation(state)).toBe(3);
    expect(shadowingSaveEnabled(state)).toBe(false);
    state = withSituationAnswer(state, 2, 'feel bad about it.');
    expect(activeSituation(state)).toBe(3);
    expect(shadowingSaveEnabled(state)).toBe(true);
    expect(withSituationAnswer(state, 7, 'x')).toBe(state);
    expect(shadowingSaveEnabled(withSituationAnswer(state, 1, '  '))).toBe(false);
  });

  it('autofills only the open answers, by question text first and position second', () => {
    const state = withSituationAnswer(fresh(), 0, 'my own words.');
    const filled = fillSituations(state, [
      { step: 'When the dog smells again, I', answer: ' bathe him in the tub. ' },
      { step: 'Something else', answer: 'call a friend.' },
      { step: 'When the salon cancels, I', answer: 'AI words.' },
    ]);
    expect(filled.situations.map((s) => s.answer)).toEqual([
      'my own words.',
      'call a friend.',
      'bathe him in the tub.',
    ]);
    expect(shadowingSaveEnabled(filled)).toBe(true);
  });

  it('keeps who wrote each answer: Autofill’s are the AI’s, the founder’s own stay theirs, into the input and back', () => {
    const state = withSituationAnswer(fresh(), 0, 'my own words.', 'founder');
    const filled = fillSituations(
      state,
      QUESTIONS.map((q) => ({ step: q.step, answer: 'AI words.' })),
    );
    expect(filled.situations.map((s) => s.author)).toEqual(['founder', 'ai', 'ai']);
    const entries = shadowingToInput(filled);
    expect(entries.slice(3).map((e) => e.author)).toEqual(['founder', 'ai', 'ai']);
    // The labels and an open answer carry no author: nobody wrote them as an answer.
    expect(entries.slice(0, 3).some((e) => 'author' in e)).toBe(false);
    expect(shadowingToInput(fresh()).some((e) => 'author' in e)).toBe(false);
    expect(shadowingFromInput(entries)?.situations.map((s) => s.author)).toEqual(['founder', 'ai', 'ai']);
    const result = shadowingResult(filled, {
      target_user: 'Lena Weber',
      persona_extension: { core_problem: 'No time.', needs_and_barriers: [] },
      core_problem: 'No time.',
    });
    expect(result.situations.map((s) => s.author)).toEqual(['founder', 'ai', 'ai']);
  });

  it('saves the entries with the spec’s labels and reads them back', () => {
    const state = withSituationAnswer(fresh(), 1, 'sleep first.');
    const entries = shadowingToInput(state);
    expect(entries.slice(0, 3)).toEqual([
      { type: SHADOWING_LABELS.targetUser, content: 'Lena Weber' },
      { type: SHADOWING_LABELS.ideaSummary, content: 'GroomGo: grooming at your door' },
      { type: SHADOWING_LABELS.situation, content: 'Up at six.' },
    ]);
    expect(entries[4]).toEqual({ type: 'When I come home after a night shift, I', content: 'sleep first.' });
    expect(shadowingFromInput(entries)).toEqual(state);
    expect(shadowingFromInput(entries.slice(0, 3))).toBeNull();
    expect(shadowingFromInput({ not: 'a list' })).toBeNull();
    expect(shadowingFromInput([null, 7, { type: '', content: 'x' }, ...entries])).toEqual(state);
  });

  it('knows when the saved shadowing belongs to another persona', () => {
    expect(shadowingPersonaGone(fresh(), lena)).toBe(false);
    expect(shadowingPersonaGone(fresh(), { ...lena, name: 'Ole Berg' })).toBe(true);
    expect(shadowingPersonaGone(fresh(), undefined)).toBe(true);
  });

  it('makes the result from the answers and the closing prompt', () => {
    const state = fillSituations(
      fresh(),
      QUESTIONS.map((q) => ({ step: q.step, answer: ' answered. ' })),
    );
    const result = shadowingResult(state, {
      target_user: 'Lena Weber',
      persona_extension: { core_problem: 'No time.', needs_and_barriers: ['Need: evenings', ' '] },
      core_problem: ' ',
    });
    expect(result).toEqual({
      target_user: 'Lena Weber',
      day_in_life_story: ['Up at six.'],
      situations: QUESTIONS.map((q) => ({ step: q.step, answer: 'answered.', author: 'ai' })),
      core_problem: 'No time.',
      needs_and_barriers: ['Need: evenings'],
    });
  });

  it('sums up the idea card in one line', () => {
    expect(ideaSummaryOf({ name: 'GroomGo', tagline: 'At your door.', value_proposition: 'For busy owners.' })).toBe(
      'GroomGo: At your door. — For busy owners.',
    );
    expect(ideaSummaryOf(null)).toBe('');
  });
});
