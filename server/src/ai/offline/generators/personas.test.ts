import { allPersonaImageStyles, type Persona } from '@idea-studio/sdk';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { stepIdOfType } from '../../../test/track-ids.js';
import { loadCatalogue } from '../../catalogue/index.js';
import type { Lang, Passage, PromptContext } from '../../types.js';
import { offlineAnswer } from '../index.js';
import { attitudeMix, MAX_OFFLINE_PERSONAS, MIN_PERSONAS } from './personas.js';

const catalogue = loadCatalogue();
const entry = catalogue.get('userTinder:STEP_PROMPT')!;
const validate = new Ajv({ strict: false, allErrors: true }).compile(entry.outputSchema);

interface Idea {
  problem: string;
  users: string;
  solution: string;
}
const DOGS: Idea = {
  problem: 'Busy dog owners cannot find a groomer who has time for their dog.',
  users: 'Dog owners in Hamburg who work full time.',
  solution: 'A mobile dog grooming service booked in an app.',
};
const BAKERIES: Idea = {
  problem: 'Small bakeries throw away too much bread every evening because they cannot predict demand.',
  users: 'Owners of independent bakeries with two to five shops in Berlin.',
  solution: 'An app that forecasts the next day’s demand per shop and sells leftover bread to nearby customers.',
};
const HUNDE: Idea = {
  problem: 'Hundebesitzer in München warten wochenlang auf einen Termin beim Hundefriseur.',
  users: 'Berufstätige Hundebesitzer mit langhaarigen Hunden.',
  solution: 'Ein mobiler Hundesalon, der per App gebucht wird und vor die Haustür kommt.',
};
const PASSAGES: Passage[] = [
  {
    fileName: 'grooming-survey.pdf',
    text: 'In a survey of 300 dog owners in Hamburg, most said that grooming salons are booked out for weeks. Owners who work full time find no appointment that fits.',
  },
];

const entries = (idea: Idea) =>
  JSON.stringify([
    { type: 'PROBLEM', content: idea.problem },
    { type: 'TARGET USER', content: idea.users },
    { type: 'SOLUTION', content: idea.solution },
  ]);

function personas(idea: Idea, lang: Lang = 'en', context: Partial<PromptContext> = {}, attempt = 0): Persona[] {
  return offlineAnswer({
    entry,
    input: entries(idea),
    history: [],
    attempt,
    context: { lang, stepResults: [], passages: [], roundId: 'round-1', ...context },
  }) as Persona[];
}

const text = (persona: Persona) => JSON.stringify(persona);
const field = (persona: Persona, key: string) => (persona as Record<string, unknown>)[key];
const doubters = (list: Persona[], lang: Lang) =>
  list.filter((p) =>
    (lang === 'en' ? ['Sceptic', 'Anti-user'] : ['Skeptisch', 'Ablehnend (Anti-User)']).includes(
      field(p, 'attitude') as string,
    ),
  );

describe('the attitudes of a persona set', () => {
  it.each([
    [6, { early: 2, pragmatist: 2, sceptic: 1, anti: 1 }],
    [7, { early: 2, pragmatist: 2, sceptic: 2, anti: 1 }],
    [8, { early: 2, pragmatist: 3, sceptic: 2, anti: 1 }],
    [9, { early: 2, pragmatist: 3, sceptic: 2, anti: 2 }],
  ])('%i personas hold two early adopters and at least two who doubt or refuse', (count, expected) => {
    const mix = attitudeMix(count);
    expect(mix).toHaveLength(count);
    for (const [attitude, n] of Object.entries(expected)) expect(mix.filter((a) => a === attitude)).toHaveLength(n);
  });
});

describe.each([
  ['dog grooming (en)', DOGS, 'en', 'dog owners'],
  ['bakeries (en)', BAKERIES, 'en', 'bakeries'],
  ['Hundesalon (de)', HUNDE, 'de', 'Hundebesitzer'],
] as Array<[string, Idea, Lang, string]>)('the offline potential users of %s', (_label, idea, lang, group) => {
  const list = personas(idea, lang);

  it('are a valid persona list of 6 to 9, as the contract wants them', () => {
    expect(validate(list), JSON.stringify(validate.errors)).toBe(true);
    expect(list.length).toBeGreaterThanOrEqual(MIN_PERSONAS);
    expect(list.length).toBeLessThanOrEqual(MAX_OFFLINE_PERSONAS);
  });

  it('differ in name, occupation, milieu and age: none repeats an earlier one', () => {
    const distinct = (values: unknown[]) => new Set(values).size;
    expect(distinct(list.map((p) => p.name))).toBe(list.length);
    expect(distinct(list.map((p) => p.name.split(' ')[0]))).toBe(list.length);
    expect(distinct(list.map((p) => p.name.split(' ').at(-1)))).toBe(list.length);
    expect(distinct(list.map((p) => p.occupation))).toBe(list.length);
    expect(distinct(list.map((p) => p.sinus_milieu))).toBe(list.length);
    expect(distinct(list.map((p) => p.demographics?.age))).toBe(list.length);
    expect(distinct(list.map((p) => p.image))).toBe(list.length);
    expect(distinct(list.map((p) => field(p, 'quote')))).toBe(list.length);
  });

  it('carry every field the spec names, with an image style the web has an asset for', () => {
    const styles = allPersonaImageStyles();
    for (const persona of list) {
      expect(persona.short_summary.split(/(?<=[.!?])\s+/).length, persona.short_summary).toBe(2);
      expect(persona.values.length).toBeGreaterThanOrEqual(3);
      expect(persona.goals.length).toBeGreaterThanOrEqual(2);
      expect(persona.pain_points.length).toBeGreaterThanOrEqual(2);
      expect(persona.lifestyle).not.toBe('');
      expect(persona.demographics?.occupation).toBe(persona.occupation);
      expect(persona.demographics?.gender).toMatch(/^(Male|Female|non-binary|männlich|weiblich|nicht-binär)$/);
      expect(styles).toContain(persona.image);
      expect((field(persona, 'objections') as string[]).length).toBeGreaterThanOrEqual(1);
    }
  });

  it('include at least two sceptics or anti-users whose fears name the idea', () => {
    const subject = lang === 'en' ? /groom|bread|baker/i : /hund/i;
    const critics = doubters(list, lang);
    expect(critics.length).toBeGreaterThanOrEqual(2);
    for (const critic of critics) {
      expect(critic.pain_points.join(' ')).toMatch(subject);
      expect((field(critic, 'objections') as string[]).join(' ')).toMatch(subject);
    }
  });

  it('open with an early adopter from the founder’s first users, who has the founder’s problem', () => {
    const [first] = list;
    expect(first!.short_summary).toContain(group);
    expect(first!.pain_points[0]).toBe(idea.problem.replace(/\.$/, ''));
  });
});

describe('offline potential users from the founder’s words', () => {
  it('make a dog-grooming idea’s personas about dog owners and grooming', () => {
    const list = personas(DOGS);
    const all = list.map(text).join(' ');
    expect(all).toMatch(/dog owners in Hamburg who work full time/);
    expect(list.filter((p) => /groom/i.test(text(p)))).toHaveLength(list.length);
    const early = list.filter((p) => field(p, 'attitude') === 'Early adopter');
    expect(early).toHaveLength(2);
    for (const persona of early) {
      expect(persona.short_summary).toMatch(/dog owners/);
      expect(persona.demographics?.location).toBe('Hamburg');
    }
  });

  it('make the early adopters of a business idea work at one of the founder’s first users', () => {
    const early = personas(BAKERIES).filter((p) => field(p, 'attitude') === 'Early adopter');
    expect(early).toHaveLength(2);
    for (const persona of early) {
      expect(persona.short_summary).toMatch(/at one of the .*bakeries/i);
      expect(persona.occupation).toMatch(/bakery|bakeries/);
    }
  });

  it('back the first persona with a knowledge-hub sentence, named by its file', () => {
    const [first] = personas(DOGS, 'en', { passages: PASSAGES });
    expect(field(first!, 'evidence')).toMatch(/^grooming-survey\.pdf: “.*booked out for weeks/);
  });

  it('speak German to a German founder', () => {
    const list = personas(HUNDE, 'de');
    expect(list.map((p) => p.sinus_milieu).every((m) => !/[A-Z][a-z]+s$/.test(m))).toBe(true);
    expect(list[0]!.short_summary).toContain('„berufstätige Hundebesitzer mit langhaarigen Hunden“');
    expect(doubters(list, 'de').length).toBeGreaterThanOrEqual(2);
  });

  it('use the Basic Idea card of the round when the input is only the idea’s title', () => {
    const card = {
      name: 'BreadPilot',
      tagline: 'Less bread waste, more profit.',
      key_features: ['Daily demand forecast per shop', 'Leftover sales to nearby customers', 'Shop dashboard'],
      target_group: 'Owners of independent bakeries in Berlin',
      value_proposition: 'BreadPilot helps independent bakeries bake what they sell.',
    };
    const list = offlineAnswer({
      entry,
      input: 'BreadPilot',
      history: [],
      attempt: 0,
      context: {
        lang: 'en',
        stepResults: [{ stepId: stepIdOfType('basicIdea'), name: 'basicIdea', result: card }],
        passages: [],
      },
    }) as Persona[];
    expect(validate(list)).toBe(true);
    expect(list.map(text).join(' ')).toMatch(/bread/i);
  });
});

describe('offline potential users are deterministic', () => {
  it('gives the same request the same personas', () => {
    expect(personas(DOGS)).toEqual(personas(DOGS));
  });

  it('gives a retry and another idea other personas', () => {
    const first = personas(DOGS);
    expect(personas(DOGS, 'en', {}, 1)).not.toEqual(first);
    expect(personas(BAKERIES).map((p) => p.name)).not.toEqual(first.map((p) => p.name));
  });
});

describe('offline potential users are stable per idea', () => {
  const names = (list: Persona[]) => list.map((p) => p.name);
  const otherCard = {
    name: 'GroomGo',
    tagline: 'Grooming at your door.',
    key_features: ['Book in the app'],
    target_group: 'Dog owners',
    value_proposition: 'GroomGo brings the groomer.',
  };

  it.each([
    ['DOGS', DOGS, 'en'],
    ['BAKERIES', BAKERIES, 'en'],
    ['HUNDE', HUNDE, 'de'],
  ] as const)(
    '%s: two rounds with other names, ids and results get the same people in the same order',
    (_n, idea, lang) => {
      const first = personas(idea, lang, { roundId: 'round-1', trackName: 'My first try' });
      const second = personas(idea, lang, {
        roundId: 'round-2',
        trackName: 'Second round, same idea',
        stepResults: [{ stepId: stepIdOfType('basicIdea'), name: 'basicIdea', result: otherCard }],
        stepInput: { positivePersonas: [] },
      });
      expect(second).toEqual(first);
    },
  );

  it('gives new people when the founder asks for a new set (the set number) or on a retry', () => {
    const first = names(personas(DOGS));
    expect(names(personas(DOGS, 'en', { stepPromptNumber: 2 }))).not.toEqual(first);
    expect(names(personas(DOGS, 'en', {}, 1))).not.toEqual(first);
    // Set 1 is the first set, whether the number is sent or not.
    expect(names(personas(DOGS, 'en', { stepPromptNumber: 1 }))).toEqual(first);
  });
});

describe('each offline persona’s own objection', () => {
  it.each([
    ['DOGS', DOGS, 'en', /^I /, /groom/i],
    ['BAKERIES', BAKERIES, 'en', /^I /, /bread|bakery|bakeries|demand/i],
    ['HUNDE', HUNDE, 'de', /^Ich /, /hund|friseur|salon/i],
  ] as const)('%s: every persona says, in the first person, what would stop them', (_n, idea, lang, voice, subject) => {
    const list = personas(idea, lang);
    const objections = list.map((p) => String(field(p, 'objection') ?? ''));
    for (const objection of objections) {
      expect(objection.length).toBeGreaterThan(15);
      expect(objection).toMatch(/[.!?]$/);
    }
    // Their own terms: no fixed sentence, and most of them voice it as "I …" about this idea's subject.
    expect(new Set(objections).size).toBe(objections.length);
    expect(objections.filter((o) => voice.test(o)).length).toBeGreaterThanOrEqual(Math.ceil(list.length / 2));
    expect(objections.filter((o) => subject.test(o)).length).toBeGreaterThanOrEqual(2);
  });
});
