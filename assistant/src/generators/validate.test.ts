// The offline answers of the Validate steps (situations.ts, interview.ts): every prompt answers the contract's
// shape, from the persona's own notes and the idea's words, the same for the same request and otherwise on a
// retry, in English and German; the expert chat never only agrees.
import {
  type ExpertChatEntry,
  type ExpertChatSummary,
  type Persona,
  type ShadowingClosing,
  type ShadowingSituation,
  stripOptionLabel,
} from '@idea-studio/sdk';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { offlineAnswer } from '../answer.js';
import { loadCatalogue } from '../test/catalogue.js';
import { stepIdOfType } from '../test/track-ids.js';
import type { Lang, PromptContext } from '../types.js';
import { ideaSubject, ownObjection } from './persona-notes.js';

const catalogue = loadCatalogue();
const ajv = new Ajv({ strict: false, allErrors: true });

const CARD = {
  name: 'BreadPilot',
  tagline: 'Less bread waste, more profit.',
  key_features: ['Daily demand forecast per shop', 'Leftover sales to nearby customers', 'Shop dashboard'],
  target_group: 'Owners of independent bakeries in Berlin',
  value_proposition: 'BreadPilot helps independent bakeries bake what they sell.',
};
const KARTE = {
  name: 'BrotPilot',
  tagline: 'Weniger Brot im Müll, mehr Gewinn.',
  key_features: ['Tägliche Bedarfsprognose je Filiale', 'Restbrot an Nachbarn verkaufen'],
  target_group: 'Inhaber unabhängiger Bäckereien',
  value_proposition: 'BrotPilot hilft Bäckereien, so viel Brot zu backen, wie sie verkaufen.',
};
const BERND = {
  name: 'Bernd Müller',
  short_summary: 'Runs a bakery with three shops. Bakes what he guesses he will sell.',
  values: ['Quality', 'Tradition'],
  occupation: 'Owner of a bakery with three shops',
  sinus_milieu: 'Nostalgic Middle Class',
  goals: ['Keep the family business healthy', 'Waste less bread'],
  lifestyle: 'Starts baking at three in the morning, knows most customers by name.',
  pain_points: ['Unpredictable daily demand', 'Trays of bread left over every evening'],
  attitude: 'Sceptic',
  objections: ['Does not trust software that he cannot check himself'],
} as unknown as Persona;
const GERD = {
  name: 'Gerd Brandt',
  short_summary: 'Führt eine Bäckerei mit zwei Filialen.',
  values: ['Tradition'],
  occupation: 'Bäckermeister',
  sinus_milieu: 'Traditionelle',
  goals: ['Weniger Brot wegwerfen'],
  lifestyle: 'Steht um drei Uhr in der Backstube, verkauft mittags selbst im Laden.',
  pain_points: ['Schwankende Nachfrage nach Brot', 'Steigende Energiekosten'],
  attitude: 'Pragmatisch',
} as unknown as Persona;

const context = (lang: Lang, card: object, stepPromptNumber?: number): PromptContext =>
  ({
    lang,
    stepPromptNumber,
    passages: [],
    stepResults: [{ stepId: stepIdOfType('basicIdea'), name: 'basicIdea', result: card }],
  }) as unknown as PromptContext;

function ask<T>(id: string, input: unknown, lang: Lang = 'en', n?: number, attempt = 0): T {
  const entry = catalogue.get(id)!;
  const output = offlineAnswer({
    entry,
    input: JSON.stringify(input),
    history: [],
    attempt,
    context: context(lang, lang === 'en' ? CARD : KARTE, n),
  });
  const validate = ajv.compile(entry.outputSchema);
  expect(validate(output), `${id}: ${JSON.stringify(validate.errors)}`).toBe(true);
  return output as T;
}

describe('Problem Shadowing offline', () => {
  const persona = BERND;
  const situations = () => ask<ShadowingSituation[]>('problemShadowing:STEP_PROMPT', { persona }, 'en', 0);

  it('tells the persona’s day from their own notes, and the situations as sentences to complete', () => {
    const [day] = ask<Array<{ day_in_life_story: string[] }>>(
      'problemShadowing:INITIALIZE_STEP_PROMPT',
      { persona },
      'en',
      0,
    );
    expect(day!.day_in_life_story.length).toBeGreaterThanOrEqual(5);
    expect(day!.day_in_life_story[0]).toBe('Early morning: Bernd starts baking at three in the morning.');
    const list = situations();
    expect(list.length).toBeGreaterThanOrEqual(4);
    for (const s of list) expect(s.step).toMatch(/^When .+, I$/);
    expect(list.map((s) => s.step)).toContain('When I face unpredictable daily demand again, I');
    expect(new Set(list.map((s) => s.answer)).size).toBe(list.length);
    expect(JSON.stringify(list)).toContain('bread');
    expect(situations()).toEqual(list);
    expect(
      offlineAnswer({
        entry: catalogue.get('problemShadowing:STEP_PROMPT')!,
        input: JSON.stringify({ persona }),
        history: [],
        attempt: 1,
        context: context('en', CARD, 0),
      }),
    ).not.toEqual(list);
  });

  it('offers alternatives to situation n and autofills only the open answers', () => {
    const list = situations().map((s, i) => ({ ...s, answer: i === 0 ? 'I freeze what I can.' : '' }));
    const alternatives = ask<ShadowingSituation[]>(
      'problemShadowing:STEP_PROMPT',
      { persona, situations: list },
      'en',
      2,
    );
    expect(alternatives.length).toBeGreaterThanOrEqual(3);
    for (const a of alternatives) expect(a.step).toBe(list[1]!.step);
    const filled = ask<ShadowingSituation[]>('problemShadowing:FILL_OUT_ALL_PROMPT', { persona, situations: list });
    expect(filled[0]!.answer).toBe('I freeze what I can.');
    expect(filled.every((s) => s.answer.length > 5)).toBe(true);
    const [closing] = ask<ShadowingClosing[]>('problemShadowing:CLOSING_STEP_PROMPT', { persona, situations: filled });
    expect(closing!.target_user).toBe('Bernd Müller');
    expect(closing!.core_problem).toContain('Bernd Müller (Owner of a bakery with three shops)');
    expect(closing!.persona_extension.needs_and_barriers).toContain(
      'Barrier: I do not trust software that I cannot check myself',
    );
  });

  it('answers a German founder in German', () => {
    const list = ask<ShadowingSituation[]>('problemShadowing:STEP_PROMPT', { persona: GERD }, 'de', 0);
    expect(list.map((s) => s.step)).toContain('Wenn ich um drei Uhr in der Backstube stehe,');
    for (const s of list) expect(s.step).toMatch(/^Wenn .+,$/);
    const [closing] = ask<ShadowingClosing[]>(
      'problemShadowing:CLOSING_STEP_PROMPT',
      {
        persona: GERD,
        situations: list,
      },
      'de',
    );
    expect(closing!.core_problem).toContain('In Gerds eigenen Worten');
    expect(closing!.persona_extension.needs_and_barriers[0]).toBe('Bedürfnis: weniger Brot wegwerfen');
  });
});

describe('the expert chat offline', () => {
  const round = (n: number, persona: Persona, lang: Lang = 'en', extra: object = {}) =>
    ask<ExpertChatEntry[]>(
      'expertChat:STEP_PROMPT',
      { round: n, partner: { name: 'Corvin Ashvale' }, persona, transcript: [], ...extra },
      lang,
      n,
    )[0]!;

  it('asks four different rounds in the partner’s voice, with three real alternatives each', () => {
    const entries = [1, 2, 3, 4].map((n) => round(n, BERND));
    expect(new Set(entries.map((e) => e.follow_up_question)).size).toBe(4);
    for (const [i, entry] of entries.entries()) {
      expect(entry).toMatchObject({ speaker: 'Corvin Ashvale', turn: i + 1 });
      expect(entry.options.map((o) => o.slice(0, 3))).toEqual(['a) ', 'b) ', 'c) ']);
      expect(new Set(entry.options.map(stripOptionLabel)).size).toBe(3);
      expect(entry.options.every((o) => o.includes('BreadPilot') || o.includes('bread'))).toBe(true);
    }
    expect(entries[0]!.text).toMatch(/^Corvin/);
  });

  it('never only agrees: a sceptic’s most likely reaction is a doubt from their own notes', () => {
    for (const n of [1, 2, 3, 4]) {
      const [a] = round(n, BERND).options;
      expect(a, `round ${n}`).toMatch(/doubtful|no head|costs me|every euro|walk away|Trust|don't see|stick to/);
      expect(a).toMatch(/software|demand|bread/);
    }
    // A pragmatist sets conditions first, and still hears a doubt among the options.
    const options = round(3, GERD, 'de').options;
    expect(options[0]).toMatch(/vergleichen|Umstieg/);
    expect(
      options.some((o) => /Zweifel|kostet mich|jeder Euro|springe ab|Vertrauen|Gewohnten|sehe es noch nicht/.test(o)),
    ).toBe(true);
  });

  it.each([1, 2, 3, 4])('asks round %i anew after a refresh, never repeating the discarded options', (n) => {
    for (const persona of [BERND, GERD]) {
      const first = round(n, persona);
      const again = round(n, persona, 'en', { discarded: [first.follow_up_question, ...first.options] });
      for (const option of again.options) {
        expect(first.options.map(stripOptionLabel)).not.toContain(stripOptionLabel(option));
      }
    }
  });

  it('sums up with the objections heard, and names untested ones when every answer was favourable', () => {
    const transcript = [1, 2, 3, 4].map((n) => ({
      round: n,
      question: 'Q?',
      answer: 'I would use BreadPilot every day.',
    }));
    const [kind] = ask<ExpertChatSummary[]>('expertChat:CLOSING_STEP_PROMPT', {
      partner: 'Juno Brightwell',
      persona: BERND,
      transcript,
    });
    expect(kind!.summary).toContain('every answer chosen was a favourable one');
    expect(kind!.objections.join(' ')).toContain('Still untested');
    transcript[2]!.answer = 'Honestly, I am doubtful: I do not trust software.';
    const [honest] = ask<ExpertChatSummary[]>('expertChat:CLOSING_STEP_PROMPT', {
      partner: 'Juno Brightwell',
      persona: BERND,
      transcript,
    });
    expect(honest!.objections[0]).toContain('Heard in round 3');
  });
});

describe('persona notes', () => {
  it('names the subject as the persona lives it and speaks objections in their voice', () => {
    expect(ideaSubject({ lang: 'en', card: CARD, subjectKnown: false, subject: 'x' } as never, BERND)).toBe('bread');
    expect(ownObjection('Does not want strangers in her flat when she sleeps', 'en')).toBe(
      'I do not want strangers in my flat when I sleep',
    );
  });
});
