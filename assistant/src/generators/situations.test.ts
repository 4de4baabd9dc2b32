// Problem Shadowing's offline answers for a persona whose idea card names the people by their shifts and the
// problem by dog walking: the day, the situations and the closing speak of the founder's subject, in the persona's
// voice, in both languages, the same for the same request and otherwise on a retry.
import type { Persona, ShadowingClosing, ShadowingSituation } from '@idea-studio/sdk';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { offlineAnswer } from '../answer.js';
import { loadCatalogue } from '../test/catalogue.js';
import { PAWWALK_CARD, PFOTENTOUR_CARD } from '../test/dog-walking.js';
import { stepIdOfType } from '../test/track-ids.js';
import type { Lang, PromptContext } from '../types.js';
import { germanClause, ownObjection } from './persona-notes.js';

const catalogue = loadCatalogue();
const ajv = new Ajv({ strict: false, allErrors: true });

const SARAH = {
  name: 'Sarah Klein',
  short_summary: 'Nurse on rotating shifts with a young collie.',
  occupation: 'Nurse',
  sinus_milieu: 'Adaptive Pragmatists',
  values: ['Reliability'],
  goals: ['Keep her collie happy and healthy', 'Have evenings free'],
  lifestyle: 'Works twelve-hour shifts at the hospital, walks the dog before and after work.',
  pain_points: ['No time to walk the dog during long shifts', 'Dog walkers cancel at short notice'],
  attitude: 'Early adopter',
  objections: ['Does not want strangers in her flat when she sleeps'],
} as unknown as Persona;
const JANA = {
  name: 'Jana Vogel',
  short_summary: 'Pflegekraft im Schichtdienst mit einem jungen Hund.',
  occupation: 'Pflegekraft',
  sinus_milieu: 'Adaptiv-Pragmatische',
  values: ['Verlässlichkeit'],
  goals: ['Ihren Hund gesund halten', 'Freie Abende haben'],
  lifestyle: 'Arbeitet im Schichtdienst im Krankenhaus, geht vor und nach der Arbeit mit dem Hund.',
  pain_points: ['Keine Zeit für Spaziergänge während langer Schichten', 'Hundesitter sagen kurzfristig ab'],
  attitude: 'Skeptiker',
  objections: ['Will keine Fremden in der Wohnung, wenn sie schläft'],
} as unknown as Persona;

function ask<T>(id: string, input: unknown, lang: Lang = 'en', n?: number, attempt = 0): T {
  const entry = catalogue.get(id)!;
  const context = {
    lang,
    stepPromptNumber: n,
    passages: [],
    stepResults: [
      { stepId: stepIdOfType('basicIdea'), name: 'basicIdea', result: lang === 'en' ? PAWWALK_CARD : PFOTENTOUR_CARD },
    ],
  } as unknown as PromptContext;
  const output = offlineAnswer({ entry, input: JSON.stringify(input), history: [], attempt, context });
  const validate = ajv.compile(entry.outputSchema);
  expect(validate(output), `${id}: ${JSON.stringify(validate.errors)}`).toBe(true);
  return output as T;
}

const day = (persona: Persona, lang: Lang = 'en', attempt = 0) =>
  ask<Array<{ day_in_life_story: string[] }>>(
    'problemShadowing:INITIALIZE_STEP_PROMPT',
    { persona },
    lang,
    0,
    attempt,
  )[0]!.day_in_life_story;
const situations = (persona: Persona, lang: Lang = 'en', attempt = 0) =>
  ask<ShadowingSituation[]>('problemShadowing:STEP_PROMPT', { persona }, lang, 0, attempt);

describe('the day in the life', () => {
  it('runs from morning to evening in 5–7 moments, each time of day once, about the founder’s subject', () => {
    for (const [persona, lang] of [
      [SARAH, 'en'],
      [JANA, 'de'],
    ] as const) {
      const story = day(persona, lang);
      expect(story.length).toBeGreaterThanOrEqual(5);
      expect(story.length).toBeLessThanOrEqual(7);
      const times = story.map((m) => m.split(':')[0]);
      expect(new Set(times).size, story.join('\n')).toBe(story.length);
      expect(story[0]).toMatch(lang === 'en' ? /^Early morning: Sarah / : /^Früh am Morgen: Jana /);
      expect(story.join(' ')).toContain(lang === 'en' ? 'dog walking' : 'Hundebetreuung');
      expect(story.join(' ')).not.toMatch(/…|\{|\}/);
    }
    expect(day(SARAH)).toEqual(day(SARAH));
  });

  it('gives a goal its "to" in English', () => {
    expect(day(SARAH).join(' ')).toMatch(/matters most: to (keep|have) /);
  });
});

describe('the situations to complete', () => {
  it('opens every sentence with "When …, I" from the persona’s day and pains, with different answers', () => {
    const list = situations(SARAH);
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list.length).toBeLessThanOrEqual(6);
    for (const s of list) expect(s.step).toMatch(/^When .+, I$/);
    expect(new Set(list.map((s) => s.step)).size).toBe(list.length);
    expect(new Set(list.map((s) => s.answer)).size).toBe(list.length);
    const steps = list.map((s) => s.step);
    expect(steps).toContain('When I work twelve-hour shifts at the hospital, I');
    // A lack is something one has, not something one faces.
    expect(steps).toContain('When I again have no time to walk the dog during long shifts, I');
    // The founder's subject, not the target group's shifts.
    expect(steps.join(' ')).toContain('dog walking');
    expect(steps.join(' ')).not.toMatch(/solution for shifts/);
  });

  it('never completes a situation with the pain it already names', () => {
    for (const [persona, lang] of [
      [SARAH, 'en'],
      [JANA, 'de'],
    ] as const) {
      for (const attempt of [0, 1, 2]) {
        for (const s of situations(persona, lang, attempt)) {
          for (const pain of persona.pain_points ?? []) {
            const text = pain.toLowerCase().slice(0, 20);
            if (s.step.toLowerCase().includes(text)) expect(s.answer.toLowerCase()).not.toContain(text);
          }
        }
      }
    }
  });

  it('speaks German as a German sentence to complete', () => {
    const list = situations(JANA, 'de');
    for (const s of list) expect(s.step).toMatch(/^Wenn .+,$/);
    const steps = list.map((s) => s.step);
    expect(steps).toContain('Wenn ich im Schichtdienst im Krankenhaus arbeite,');
    expect(steps).toContain('Wenn ich wieder keine Zeit für Spaziergänge während langer Schichten habe,');
    // A pain with its own verb is something the persona notices, not a topic "um" which it goes; its verb stands at
    // the end of the subordinate clause, the particle joined to it.
    expect(steps).toContain('Wenn ich wieder merke, dass Hundesitter kurzfristig absagen,');
    expect(steps.join(' ')).toContain('Hundebetreuung');
  });

  it('is the same for the same request and differs on a retry', () => {
    expect(situations(SARAH)).toEqual(situations(SARAH));
    expect(situations(SARAH, 'en', 1)).not.toEqual(situations(SARAH));
  });
});

describe('alternatives, autofill and the closing', () => {
  it('offers 3–6 distinct alternatives to situation n, each keeping its sentence', () => {
    const list = situations(SARAH);
    for (const n of [1, 3, list.length]) {
      const alternatives = ask<ShadowingSituation[]>(
        'problemShadowing:STEP_PROMPT',
        { persona: SARAH, situations: list },
        'en',
        n,
      );
      expect(alternatives.length).toBeGreaterThanOrEqual(3);
      expect(alternatives.length).toBeLessThanOrEqual(6);
      for (const a of alternatives) expect(a.step).toBe(list[n - 1]!.step);
      expect(new Set(alternatives.map((a) => a.answer)).size).toBe(alternatives.length);
    }
  });

  it('fills every open situation and keeps the founder’s answers word for word', () => {
    const open = situations(JANA, 'de').map((s, i) => ({
      ...s,
      answer: i === 1 ? 'rufe ich meine Nachbarin an.' : '',
    }));
    const filled = ask<ShadowingSituation[]>(
      'problemShadowing:FILL_OUT_ALL_PROMPT',
      { persona: JANA, situations: open },
      'de',
    );
    expect(filled.map((s) => s.step)).toEqual(open.map((s) => s.step));
    expect(filled[1]!.answer).toBe('rufe ich meine Nachbarin an.');
    expect(filled.every((s) => s.answer.trim().length > 4)).toBe(true);
  });

  it('closes with the persona’s name, the founder’s own answers and 3–5 needs and barriers', () => {
    const answered = situations(SARAH).map((s, i) => (i === 0 ? { ...s, answer: 'I call my neighbour at six.' } : s));
    const [closing] = ask<ShadowingClosing[]>('problemShadowing:CLOSING_STEP_PROMPT', {
      persona: SARAH,
      situations: answered,
    });
    expect(closing!.target_user).toBe('Sarah Klein');
    expect(closing!.core_problem).toBe(closing!.persona_extension.core_problem);
    expect(closing!.core_problem).toMatch(/dog walking|dog walkers/);
    expect(closing!.core_problem).toContain("In Sarah's own words");
    const items = closing!.persona_extension.needs_and_barriers;
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.length).toBeLessThanOrEqual(5);
    expect(items.some((i) => i.startsWith('Need: '))).toBe(true);
    expect(items).toContain('Barrier: I do not want strangers in my flat when I sleep');
  });

  it('closes in German with the objection in the persona’s own voice', () => {
    const [closing] = ask<ShadowingClosing[]>(
      'problemShadowing:CLOSING_STEP_PROMPT',
      { persona: JANA, situations: situations(JANA, 'de') },
      'de',
    );
    expect(closing!.target_user).toBe('Jana Vogel');
    expect(closing!.core_problem).toContain('In Janas eigenen Worten');
    expect(closing!.persona_extension.needs_and_barriers).toContain(
      'Hürde: Ich will keine Fremden in der Wohnung, wenn ich schlafe',
    );
  });
});

describe('German notes', () => {
  it('turns a subordinate clause about the persona into their own', () => {
    expect(ownObjection('Zahlt nichts, solange er nicht sicher ist', 'de')).toBe(
      'ich zahle nichts, solange ich nicht sicher bin',
    );
    expect(ownObjection('Traut keiner App, weil sie schon einmal Daten verloren hat', 'de')).toBe(
      'ich traue keiner App, weil ich schon einmal Daten verloren habe',
    );
    expect(ownObjection('Mag keine Abos, wenn er nicht weiß, was es kostet', 'de')).toBe(
      'ich mag keine Abos, wenn ich nicht weiß, was es kostet',
    );
  });

  it('tells a pain with its own verb from a noun phrase', () => {
    expect(germanClause('Hundesitter sagen kurzfristig ab')).toBe(true);
    expect(germanClause('Kunden warten zu lange')).toBe(true);
    expect(germanClause('Keine Zeit für Spaziergänge')).toBe(false);
    expect(germanClause('Schwankende Nachfrage nach Brot')).toBe(false);
    expect(germanClause('Zeit zwischen den Schichten')).toBe(false);
  });
});
