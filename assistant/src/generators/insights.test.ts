import { type AiSuggestion, EMPATHY_QUESTIONS, type Persona } from '@idea-studio/sdk';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { offlineAnswer } from '../answer.js';
import { basicIdeaBank, personaBank } from '../banks.js';
import { loadCatalogue } from '../test/catalogue.js';
import { stepIdOfType } from '../test/track-ids.js';
import type { Lang, PromptContext } from '../types.js';
import { MAX_ANSWER_WORDS, personaOf, questionOf } from './insights.js';
import { lifestyleParts, noteOf, personaSubject } from './note-voice.js';

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

const partsOf = (persona: Persona) => persona.lifestyle.replace(/\.$/, '').split(', ');
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
    const own = field === 'lifestyle' ? partsOf(BERND) : BERND.pain_points;
    expect(
      own.some((words) => says(list[0]!.text, words)),
      list[0]!.text,
    ).toBe(true);
    const everything = [...partsOf(BERND), ...BERND.pain_points, ...BERND.goals];
    expect(quotes(list, everything).length).toBeGreaterThanOrEqual(2);
  });

  it('tie the answers to the idea’s subject from the Basic Idea card', () => {
    const all = [1, 2, 3, 4].flatMap((q) => answers(q)).map((a) => a.text);
    expect(all.filter((text) => /bread waste/.test(text)).length).toBeGreaterThanOrEqual(4);
  });

  it('start the four questions at different pain points and parts of the persona’s life', () => {
    const quoted = (text: string, own: string[]) => own.find((words) => says(text, words));
    const [hears, sees] = [answers(1)[0]!.text, answers(2)[0]!.text].map((t) => quoted(t, partsOf(BERND)));
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

/** Founders' ideas as the Basic Idea step holds them, and the potential users the offline engine makes for them. */
interface Idea {
  lang: Lang;
  problem: string;
  users: string;
  solution: string;
  /** Words of the idea's subject, as the card and the personas name it. */
  subject: RegExp;
}
const IDEAS: Record<string, Idea> = {
  'dog grooming': {
    lang: 'en',
    problem: 'Busy dog owners cannot find a groomer who has time for their dog.',
    users: 'Dog owners in Hamburg who work full time.',
    solution: 'A mobile dog grooming service booked in an app.',
    subject: /dog grooming/i,
  },
  bakery: {
    lang: 'en',
    problem: 'Small bakeries throw away too much bread every evening because they cannot predict demand.',
    users: 'Owners of independent bakeries with two to five shops in Berlin.',
    solution: 'An app that forecasts the next day’s demand per shop and sells leftover bread to nearby customers.',
    subject: /bread|leftover/i,
  },
  Hundesalon: {
    lang: 'de',
    problem: 'Hundebesitzer in München warten wochenlang auf einen Termin beim Hundefriseur.',
    users: 'Berufstätige Hundebesitzer mit langhaarigen Hunden.',
    solution: 'Ein mobiler Hundesalon, der per App gebucht wird und vor die Haustür kommt.',
    subject: /Hunde/,
  },
};

function roundOf(idea: Idea) {
  const input = JSON.stringify([
    { type: 'PROBLEM', content: idea.problem },
    { type: 'TARGET USER', content: idea.users },
    { type: 'SOLUTION', content: idea.solution },
  ]);
  const ask = (id: string) =>
    offlineAnswer({
      entry: catalogue.get(id)!,
      input,
      history: [],
      attempt: 0,
      context: { lang: idea.lang, stepResults: [], passages: [], roundId: 'round-1' },
    }) as unknown[];
  return { card: ask('basicIdea:CLOSING_STEP_PROMPT')[0], personas: ask('userTinder:STEP_PROMPT') as Persona[] };
}

/** The four quadrants of the map for a persona, with or without the round's idea card. */
function mapOf(persona: Persona, lang: Lang, card?: unknown, attempt = 0): Record<string, string[]> {
  const stepResults = [
    ...(card ? [{ stepId: stepIdOfType('basicIdea'), name: 'basicIdea', result: card }] : []),
    {
      stepId: stepIdOfType('userTinder'),
      name: 'userTinder',
      result: { main_persona: persona, accepted_users: [persona.name], rejected_users: [] },
    },
  ];
  return Object.fromEntries(
    EMPATHY_QUESTIONS.map((question, i) => [
      question,
      answers(i + 1, { question, persona }, { lang, stepResults }, attempt).map((a) => a.text),
    ]),
  );
}

/** The words of a persona's own notes that say something (no function words). */
const ownWords = (persona: Persona) =>
  [...persona.pain_points, persona.lifestyle]
    .join(' ')
    .toLowerCase()
    .split(/[^\p{L}-]+/u)
    .filter((w) => w.length > 5);

describe.each(Object.entries(IDEAS))('the offline empathy map for the %s idea', (_label, idea) => {
  const { card, personas } = roundOf(idea);
  const lang = idea.lang;

  it.each([true, false])('reads as the persona’s own words (idea card in context: %s)', (withCard) => {
    for (const [persona, attempt] of personas.flatMap((p) => [0, 1].map((n) => [p, n] as const))) {
      const map = mapOf(persona, lang, withCard ? card : undefined, attempt);
      const all = Object.values(map).flat();
      for (const list of Object.values(map)) {
        expect(list.length, JSON.stringify(list)).toBeGreaterThanOrEqual(3);
        expect(list.length).toBeLessThanOrEqual(6);
        expect(new Set(list).size).toBe(list.length);
      }
      for (const text of all) {
        expect(text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length, text).toBeLessThanOrEqual(MAX_ANSWER_WORDS);
        // No note pasted in quotation marks, none in the third person, no placeholder left.
        expect(text).not.toMatch(/[“”„"{}]/);
        expect(text, text).toMatch(/^\p{Lu}.*[.!?]$/u);
      }
      const joined = all.join(' ');
      expect(joined).not.toMatch(
        lang === 'en' ? /\b(Starts|Works|Fears|Worries|Has|Needs|Would) / : /\b(Arbeitet|Beginnt|Lebt|Hat|Will|Würde) /,
      );
      // The persona's own pain points and everyday life are in the map, and the idea's subject, never a placeholder.
      expect(
        ownWords(persona).some((w) => joined.toLowerCase().includes(w)),
        `${persona.name}: ${joined}`,
      ).toBe(true);
      expect(joined).toMatch(idea.subject);
      expect(joined).not.toContain(basicIdeaBank[lang].fallbackSubject);
    }
  });

  it('names the idea card’s subject in every quadrant when the card is in context', () => {
    const map = mapOf(personas[0]!, lang, card);
    for (const list of Object.values(map)) expect(list.join(' ')).toMatch(idea.subject);
  });

  it('lets the persona speak of themselves in the first person', () => {
    const all = personas.flatMap((persona) => Object.values(mapOf(persona, lang, card)).flat());
    const mine = all.filter((text) => (lang === 'en' ? /\b(I|my|me)\b/ : /\b(ich|mich|mir|mein\w*)\b/i).test(text));
    expect(all.filter((t) => !mine.includes(t))).toEqual([]);
  });
});

describe('the empathy phrasings', () => {
  it.each(['en', 'de'] as const)('never set a note in quotation marks (%s)', (lang) => {
    const templates = Object.values(personaBank[lang].insights).flatMap((groups) => Object.values(groups).flat());
    expect(templates.length).toBeGreaterThan(40);
    expect(templates.filter((t) => /[“”„"]/.test(t))).toEqual([]);
  });

  it('give every question phrasings for each kind of note the persona has', () => {
    for (const lang of ['en', 'de'] as const) {
      for (const groups of Object.values(personaBank[lang].insights)) {
        for (const group of ['painNoun', 'painClause', 'goal', 'objection', 'idea', 'general'] as const) {
          expect(groups[group]?.length, group).toBeGreaterThan(0);
        }
        expect((groups.general ?? []).length).toBeGreaterThanOrEqual(3);
      }
    }
  });
});

describe('offline empathy answers without an idea card', () => {
  it('take the subject from the persona’s own notes instead of a placeholder', () => {
    const noCard = { stepResults: results().slice(1) };
    const persona = { ...BERND, goals: ['Find a solution for bread waste that simply works', ...BERND.goals] };
    const withObjections = { ...persona, objections: ['Would drop it if bread waste still needed many calls'] };
    const all = [1, 2, 3, 4].flatMap((q) => answers(q, { persona: withObjections }, noCard)).map((a) => a.text);
    expect(all.join(' ')).toMatch(/bread waste/);
    expect(all.join(' ')).not.toMatch(/everyday organisation/);
  });

  it('leave the subject out when nothing names it, still answering three times at least', () => {
    const bare = { name: 'Bernd Müller', occupation: 'Baker' };
    for (const question of [1, 2, 3, 4]) {
      const list = answers(question, { persona: bare }, { stepResults: [] });
      expect(validate(list), JSON.stringify(validate.errors)).toBe(true);
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list.map((a) => a.text).join(' ')).not.toMatch(/everyday organisation|\{/);
    }
  });
});

describe('a persona note in the empathy map', () => {
  it.each([
    ['Starts baking at three in the morning', 'en', 'I start baking at three in the morning', true],
    ['Unpredictable daily demand', 'en', 'unpredictable daily demand', false],
    ['Too little time for herself', 'en', 'too little time for myself', false],
    ['Customers who cancel at short notice', 'en', 'customers who cancel at short notice', false],
    ['Every euro counts', 'en', 'every euro counts', true],
    [
      'Rising costs leave no budget for a new way of handling X',
      'en',
      'rising costs leave no budget for a new way of handling X',
      true,
    ],
    [
      'Anything around X that touches patient data must meet strict rules',
      'en',
      'anything around X that touches patient data must meet strict rules',
      true,
    ],
    ['Too many calls with suppliers', 'en', 'too many calls with suppliers', false],
    [
      'Busy dog owners cannot find a groomer who has time for their dog',
      'en',
      'busy dog owners cannot find a groomer who has time for their dog',
      true,
    ],
    ['Fears having to relearn everything', 'en', 'I fear having to relearn everything', true],
    [
      'Switches only when someone they trust has tried it',
      'en',
      'I switch only when someone I trust has tried it',
      true,
    ],
    ['Beginnt um drei Uhr morgens mit dem Backen', 'de', 'ich beginne um drei Uhr morgens mit dem Backen', true],
    ['Jeder Euro zählt', 'de', 'jeder Euro zählt', true],
    ['Steigende Energie- und Rohstoffkosten', 'de', 'steigende Energie- und Rohstoffkosten', false],
    [
      'Werkzeuge, die nicht für wissenschaftliche Arbeit gemacht sind',
      'de',
      'Werkzeuge, die nicht für wissenschaftliche Arbeit gemacht sind',
      false,
    ],
    ['Software, die sich ständig ändert', 'de', 'Software, die sich ständig ändert', false],
    ['Wenig Wertschätzung für ihre Arbeit', 'de', 'wenig Wertschätzung für meine Arbeit', false],
    [
      'Alles rund um X, das Patientendaten berührt, muss strenge Regeln erfüllen',
      'de',
      'alles rund um X, das Patientendaten berührt, muss strenge Regeln erfüllen',
      true,
    ],
  ] as Array<[string, Lang, string, boolean]>)('%s (%s) → %s', (note, lang, text, clause) => {
    expect(noteOf(note, lang)).toEqual({ text, clause });
  });

  it.each([
    [
      'Juggles work, school runs and household alone, relies on her mother for help.',
      'en',
      ['Juggles work, school runs and household alone', 'relies on her mother for help'],
    ],
    [
      'Works early, late and night shifts, meets friends from the choir.',
      'en',
      ['Works early, late and night shifts', 'meets friends from the choir'],
    ],
    [
      'Arbeitet Früh-, Spät- und Nachtschichten, trifft Freundinnen aus dem Chor.',
      'de',
      ['Arbeitet Früh-, Spät- und Nachtschichten', 'trifft Freundinnen aus dem Chor'],
    ],
  ] as Array<[string, Lang, string[]]>)(
    'splits the lifestyle %s into what the persona does',
    (lifestyle, lang, parts) => {
      expect(lifestyleParts(lifestyle, lang)).toEqual(parts);
    },
  );

  it('finds the idea’s subject in what the persona’s notes keep naming', () => {
    const persona = (goals: string[], objections: string[]): Persona =>
      ({ ...BERND, goals, objections, short_summary: '' }) as Persona;
    expect(
      personaSubject(
        persona(
          ['Find a solution for leftover bread this year', 'Keep the business profitable'],
          ['Rising costs leave no budget for a new way of handling leftover bread'],
        ),
        'en',
      ),
    ).toBe('leftover bread');
    expect(
      personaSubject(
        persona(
          ['Eine Lösung rund um Hundepflege finden'],
          ['Zahlt erst, wenn es beim Thema Hundepflege funktioniert'],
        ),
        'de',
      ),
    ).toBe('Hundepflege');
    expect(personaSubject(BERND, 'en')).toBeUndefined();
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
