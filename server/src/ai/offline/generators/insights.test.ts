import { type AiSuggestion, EMPATHY_QUESTIONS, type Persona } from '@idea-studio/sdk';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { stepIdOfType } from '../../../test/track-ids.js';
import { loadCatalogue } from '../../catalogue/index.js';
import type { Lang, PromptContext } from '../../types.js';
import { offlineAnswer } from '../index.js';
import { personaOf, questionOf } from './insights.js';

const catalogue = loadCatalogue();
const entry = catalogue.get('insightMapping:STEP_PROMPT')!;
const validate = new Ajv({ strict: false, allErrors: true }).compile(entry.outputSchema);

const CARD = {
  name: 'BreadPilot',
  tagline: 'Less bread waste, more profit.',
  key_features: ['Daily demand forecast per shop', 'Leftover sales to nearby customers', 'Shop dashboard'],
  target_group: 'Owners of independent bakeries in Berlin',
  value_proposition: 'BreadPilot helps independent bakeries bake what they sell.',
};
const BERND: Persona = {
  name: 'Bernd Müller',
  short_summary: 'Runs a bakery with three shops. Bakes what he guesses he will sell.',
  values: ['Quality', 'Tradition', 'Reliability'],
  occupation: 'Owner of a bakery with three shops',
  sinus_milieu: 'Nostalgic Middle Class',
  goals: ['Keep the family business healthy', 'Waste less of what he bakes', 'Find a successor'],
  lifestyle: 'Starts baking at three in the morning, knows most customers by name, spends Sundays with his family.',
  pain_points: ['Unpredictable daily demand', 'Rising energy and ingredient costs', 'Staff shortage'],
};
const GERDA: Persona = {
  name: 'Gerda Schulz',
  short_summary: 'Pflegt ihre Mutter zu Hause. Hat wenig Zeit für sich.',
  values: ['Familie', 'Verlässlichkeit', 'Sicherheit'],
  occupation: 'Verwaltungsangestellte',
  sinus_milieu: 'Nostalgisch-Bürgerliche',
  goals: ['Die Mutter sicher versorgt wissen', 'Den Beruf nicht aufgeben müssen'],
  lifestyle: 'Arbeitet vormittags im Rathaus, fährt mittags zur Mutter, sortiert abends die Tabletten für die Woche.',
  pain_points: ['Angst, eine Dosis zu vergessen', 'Ständige Rückfragen beim Hausarzt'],
};
const results = (persona: Persona = BERND) => [
  { stepId: stepIdOfType('basicIdea'), name: 'basicIdea', result: CARD },
  {
    stepId: stepIdOfType('userTinder'),
    name: 'userTinder',
    result: { main_persona: persona, accepted_users: [persona.name], rejected_users: [] },
  },
];

function answers(
  question: number,
  input: unknown = { question: EMPATHY_QUESTIONS[question - 1], persona: BERND },
  context: Partial<PromptContext> = {},
  attempt = 0,
): AiSuggestion[] {
  return offlineAnswer({
    entry,
    input: typeof input === 'string' ? input : JSON.stringify(input),
    history: [],
    attempt,
    context: { lang: 'en' as Lang, stepResults: results(), passages: [], stepPromptNumber: question, ...context },
  }) as AiSuggestion[];
}

const lifestyleParts = (persona: Persona) => persona.lifestyle.replace(/\.$/, '').split(', ');
/** The answer uses the persona's note, in the persona's own voice ("Starts baking …" → "I start baking …"). */
const says = (text: string, note: string) => {
  const words = note
    .toLowerCase()
    .replace(/\bhis\b/g, 'my')
    .split(' ');
  return text.toLowerCase().includes(words.length > 2 ? words.slice(1).join(' ') : words.join(' '));
};
const quotes = (list: AiSuggestion[], words: string[]) =>
  list.filter((answer) => words.some((w) => says(answer.text, w)));

describe('offline empathy answers', () => {
  it.each([1, 2, 3, 4])('answer question %i with 3–6 valid suggestions', (question) => {
    const list = answers(question);
    expect(validate(list), JSON.stringify(validate.errors)).toBe(true);
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.length).toBeLessThanOrEqual(6);
    expect(new Set(list.map((a) => a.text)).size).toBe(list.length);
  });

  it.each([
    [1, 'hears', 'lifestyle'],
    [2, 'sees', 'lifestyle'],
    [3, 'feels', 'pain_points'],
    [4, 'frustrations', 'pain_points'],
  ] as const)('quote the persona’s own words for question %i (%s): first its %s', (question, _key, field) => {
    const list = answers(question);
    const own = field === 'lifestyle' ? lifestyleParts(BERND) : BERND.pain_points;
    expect(
      own.some((words) => says(list[0]!.text, words)),
      list[0]!.text,
    ).toBe(true);
    const everything = [...lifestyleParts(BERND), ...BERND.pain_points, ...BERND.goals];
    expect(quotes(list, everything).length).toBeGreaterThanOrEqual(2);
  });

  it('tie the answers to the idea’s subject from the Basic Idea card', () => {
    const all = [1, 2, 3, 4].flatMap((q) => answers(q)).map((a) => a.text);
    expect(all.filter((text) => /bread waste/.test(text)).length).toBeGreaterThanOrEqual(4);
  });

  it('start the four questions at different pain points and parts of the persona’s life', () => {
    const quoted = (text: string, own: string[]) => own.find((words) => says(text, words));
    const [hears, sees] = [answers(1)[0]!.text, answers(2)[0]!.text].map((t) => quoted(t, lifestyleParts(BERND)));
    const [feels, frustrations] = [answers(3)[0]!.text, answers(4)[0]!.text].map((t) => quoted(t, BERND.pain_points));
    expect(hears && sees && feels && frustrations).toBeTruthy();
    expect(hears).not.toBe(sees);
    expect(feels).not.toBe(frustrations);
  });

  it('take the main persona of the round’s User Tinder result when the input names none', () => {
    const list = answers(4, 'frustrations');
    expect(quotes(list, BERND.pain_points).length).toBeGreaterThanOrEqual(1);
  });

  it('answer at least three times for a persona saved with only a name and occupation', () => {
    const bare = { name: 'Bernd Müller', occupation: 'Baker' };
    for (const question of [1, 2, 3, 4]) {
      const list = answers(question, { question: 'x', persona: bare }, { stepResults: results().slice(0, 1) });
      expect(validate(list), JSON.stringify(validate.errors)).toBe(true);
      expect(list.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('speak German to a German founder', () => {
    const list = answers(3, { question: 'feels', persona: GERDA }, { lang: 'de', stepResults: results(GERDA) });
    expect(validate(list)).toBe(true);
    expect(list[0]!.text).toMatch(/(Angst, eine Dosis zu vergessen|ständige Rückfragen beim Hausarzt)/);
    expect(list.map((a) => a.text).join(' ')).toMatch(/\b(Ich|Mir|Was mich)\b/);
  });

  it('let the persona speak in the first person instead of pasting notes in quotation marks', () => {
    for (const [persona, lang] of [
      [BERND, 'en'],
      [GERDA, 'de'],
    ] as const) {
      const texts = [1, 2, 3, 4].flatMap((q) =>
        answers(q, { question: EMPATHY_QUESTIONS[q - 1], persona }, { lang, stepResults: results(persona) }),
      );
      const all = texts.map((a) => a.text).join('\n');
      expect(all).not.toMatch(/[“”„"]/);
      expect(all).not.toMatch(lang === 'en' ? /\bStarts baking|\bhis family\b/ : /\b(Arbeitet|Fährt|sortiert) /);
      expect(all).toMatch(
        lang === 'en'
          ? /I (start baking|know most customers|spend Sundays with my family)/
          : /Ich (arbeite|fahre|sortiere) /,
      );
    }
  });

  it('are deterministic, and a retry answers otherwise', () => {
    expect(answers(2)).toEqual(answers(2));
    expect(answers(2, undefined, {}, 1)).not.toEqual(answers(2));
  });
});

describe('insight helpers', () => {
  it.each([
    [1, undefined, 'hears'],
    [4, { question: 'hears' }, 'frustrations'],
    [undefined, { question: 'feels' }, 'feels'],
    [undefined, { question: 'smells' }, 'hears'],
    [9, undefined, 'hears'],
  ] as const)('question of step prompt %s and input %j is %s', (number, input, question) => {
    expect(questionOf(number, input)).toBe(question);
  });

  it('finds the persona in the input, the Tinder result or the saved map', () => {
    expect(personaOf(JSON.stringify({ persona: BERND }), [], undefined)?.name).toBe('Bernd Müller');
    expect(personaOf('', [CARD, { main_persona: GERDA }], undefined)?.name).toBe('Gerda Schulz');
    expect(personaOf('', [], { persona: { name: 'Ina Roth', occupation: 'Nurse' } })).toMatchObject({
      name: 'Ina Roth',
      occupation: 'Nurse',
      pain_points: [],
    });
    expect(personaOf('hello', [], undefined)).toBeUndefined();
  });
});
