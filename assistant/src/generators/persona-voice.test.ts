// The Validate steps in the persona's own voice, over ideas of many kinds (English and German, private people and
// businesses, rentals, subscriptions, marketplaces, one-off sales, with and without a named setting, partner,
// channel or price) and personas composed for them: the empathy map, the day and situations of Problem Shadowing,
// its core problem and the expert chat never repeat six words of the founder's sentence, never glue "I" to a group
// ("I shop struggle"), never cut a sentence with an ellipsis, speak German without the known failure shapes, and
// the cost round names how the offer is paid when the founder said so.
import { describe, expect, it } from 'vitest';
import { CASES, textsOf } from '../test/persona-voice.js';
import type { Lang } from '../types.js';
import { germanSubordinate } from './first-person.js';
import { costOf, homeOf, repeatsSource } from './idea-voice.js';

/** "I" glued to a word in -s ("I shop struggle", "I serves customers"): no first person verb ends so. */
const EN_GLUE = /\bI (?!(?:always|sometimes|perhaps|was|nevertheless|thus|less|unless)\b)[a-z]*[^s'u]s\b/;

/** German shapes that read wrong, each with its name. */
const DE_FAILURES: Array<[string, RegExp]> = [
  [
    'a clause cut off after an article',
    /(?<!\p{L})(?<!das )(der|die|das|den|dem|des|eine|einen|einem|einer|meine[mnrs]?)\s*(?:[.;:!?]|,(?! (?:was|wo|der|die|das|den|dem|wie)\b))/u,
  ],
  ['"angewiesen" left out', /\bauf Hilfe\b(?![^,.]*angewiesen)[^,.]*\bbin\b/],
  ['a "wenn" clause without its verb at the end', /\bWenn [^,.;:–—„“]*\s\p{Lu}[\p{Ll}-]+,/u],
  ['lower-case "ich" opening a sentence after a colon', /: ich\b/],
  ['"Ich" capitalised after a dash', /[–—] Ich\b/],
  [
    'a dative plural without its -n',
    /(?<!\p{L})(?:bei|mit|von|aus|nach|seit) (?:\p{Lu}\p{Ll}*)?(?:räder|bretter|bücher|kinder)(?!\p{L})/iu,
  ],
  ['a colon after "denn"', /\bdenn:/],
  ['English in German', /\b(the|and|with|when|because|per day|per hour)\b/i],
];

describe('the Validate steps in the persona’s own voice', () => {
  it('cover at least twelve ideas of both languages, private people and businesses', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(12);
    expect(CASES.filter((c) => c.idea.lang === 'de').length).toBeGreaterThanOrEqual(6);
    expect(CASES.some((c) => c.idea.sufferer.business)).toBe(true);
  });

  it.each(CASES.map((c) => [c.idea.source, c] as const))('%s: no six words of the idea, no ellipsis', (_s, c) => {
    for (const attempt of [0, 1]) {
      const { voice } = textsOf(c, 3, attempt);
      for (const text of voice) {
        expect(repeatsSource(text, [c.idea.source]), text).toBe(false);
        expect(text, text).not.toMatch(/…|\.\.\./);
        expect(text, text).not.toMatch(/\{|\}|undefined/);
      }
    }
  });

  it.each(CASES.map((c) => [c.idea.source, c] as const))('%s: reads as the persona’s grammar', (_s, c) => {
    const { all } = textsOf(c);
    for (const text of all) {
      if (c.idea.lang === 'en') {
        expect(text, text).not.toMatch(EN_GLUE);
        expect(text, text).not.toMatch(/\bI (surfers?|shops|bakeries|parents|tourists|retirees|nurses|owners?)\b/i);
      } else {
        for (const [name, shape] of DE_FAILURES) expect(text, `${name}: ${text}`).not.toMatch(shape);
      }
    }
  });

  it.each(CASES.filter((c) => c.cost).map((c) => [c.idea.source, c] as const))(
    '%s: the cost round names how the offer is paid',
    (_s, c) => {
      const { rounds } = textsOf(c);
      const round = rounds[2]!;
      expect(round.follow_up_question, round.follow_up_question).toMatch(c.cost!);
      expect(round.options.filter((o) => c.cost!.test(o)).length, round.options.join('\n')).toBeGreaterThanOrEqual(2);
    },
  );

  it.each(CASES.map((c) => [c.idea.source, c] as const))(
    '%s: a core problem of two short sentences and at most one short quote',
    (_s, c) => {
      const { closing } = textsOf(c);
      const core = closing.core_problem;
      expect(core).not.toMatch(/What it costs|Was es kostet/);
      expect((core.match(c.idea.lang === 'en' ? /“/g : /„/g) ?? []).length, core).toBeLessThanOrEqual(1);
      const quote = core.match(/[“„]([^”“]+)[”“]/)?.[1] ?? '';
      expect(quote.split(/\s+/).length, core).toBeLessThanOrEqual(22);
      const outside = core.replace(/[“„][^”“]+[”“]/, '');
      expect(outside.split(/(?<=[.!?])\s+/).filter((s) => /\p{L}{3}/u.test(s)).length, core).toBeLessThanOrEqual(3);
      expect(core).toContain(c.persona.name);
    },
  );

  it('turns a sentence about the persona’s own group into their own experience, or leaves it out', () => {
    // "Parents are tired of …" is the mother's own experience.
    expect(textsOf(CASES[3]!).voice.join('\n')).toMatch(/I am tired of cooking the same five dishes/);
    expect(textsOf(CASES[7]!).voice.join('\n')).toMatch(/Ich verliere jeden Tag Zeit, weil ich auf den Bus warte/);
    // The founder's problem sentence as a pain is no experience of the surfer's: it is not said in any form.
    const surfer = textsOf(CASES[0]!).voice.join('\n');
    expect(surfer).not.toMatch(/\bI surfers?\b|I shop struggle|struggle with everything around/i);
  });

  it('carries the setting, the partner and the channel into the map, the day and the chat', () => {
    const surfer = textsOf(CASES[0]!);
    expect(surfer.map.join(' ')).toMatch(/coastal town|local surf shops|pick-up at local surf shops|per day/);
    expect(surfer.day.join(' ')).toMatch(/in a coastal town|local surf shops/);
    expect(surfer.rounds[1]!.follow_up_question).toContain('pick-up at local surf shops');
    const pendler = textsOf(CASES[7]!);
    expect(pendler.map.join(' ')).toMatch(/in meiner Kleinstadt|Bäckereien|abzuholen beim Bäcker|pro Tag/);
    expect(pendler.rounds[1]!.follow_up_question).toContain('abzuholen beim Bäcker');
  });

  it('gives a retired persona a day without work', () => {
    const retired = CASES.find((c) => /Rentnerin/.test(String(c.persona.occupation)))!;
    expect(textsOf(retired).day.join(' ')).not.toMatch(/Arbeit|Schule/);
  });

  it('says nothing of a price when the founder named none', () => {
    const nurse = textsOf(CASES[6]!);
    expect(nurse.all.join(' ')).not.toMatch(/per day|per hour|subscription at|a fee per/);
    expect(nurse.rounds[2]!.follow_up_question).toMatch(/pay for it|give up/);
  });
});

describe('the charge as the persona names it', () => {
  it.each([
    [{ model: 'rental', period: 'day' }, 'en', 'a fee per day', 'paying per day'],
    [{ model: 'rental', period: 'day', price: '5 €' }, 'de', '5 € pro Tag', 'pro Tag zu zahlen'],
    [{ model: 'subscription', price: '$20 per month' }, 'en', '$20 per month', 'paying every month'],
    [{ model: 'subscription' }, 'de', 'ein Monatsabo', 'jeden Monat zu zahlen'],
    [{ model: 'marketplace-fee' }, 'en', 'a fee on every booking', 'paying a fee on every booking'],
    [{ model: 'one-off', price: '49 €' }, 'de', 'einmalig 49 €', 'einmal zu zahlen'],
  ] as const)('%j (%s) → %s', (market, lang, name, paying) => {
    const cost = costOf(market as Parameters<typeof costOf>[0], lang as Lang);
    expect(cost?.name).toBe(name);
    expect(cost?.paying).toBe(paying);
  });

  it('is the persona’s own place', () => {
    expect(homeOf(' in a coastal town', 'en')).toBe('in my coastal town');
    expect(homeOf(' in Hamburg', 'en')).toBe('in Hamburg');
    expect(homeOf(' in einer Kleinstadt', 'de')).toBe('in meiner Kleinstadt');
    expect(homeOf(' auf dem Land', 'de')).toBe('auf dem Land');
  });
});

describe('a German note as a subordinate clause', () => {
  it.each([
    [
      'Ist auf Hilfe von ihrer Mutter und Nachbarn angewiesen',
      'ich auf Hilfe von meiner Mutter und Nachbarn angewiesen bin',
    ],
    ['Fängt um sieben im Büro an', 'ich um sieben im Büro anfange'],
    ['Hundesitter sagen kurzfristig ab', 'Hundesitter kurzfristig absagen'],
    ['Gibt jeden Monat mehr für Leihräder aus als geplant', 'ich jeden Monat mehr für Leihräder ausgebe als geplant'],
    [
      'Braucht Anrufe, Nachrichten und Erinnerungen, nur um Leihräder zu regeln',
      'ich Anrufe, Nachrichten und Erinnerungen brauche, nur um Leihräder zu regeln',
    ],
    ['Hat keine Zeit, mit ihrem Hund rauszugehen', 'ich keine Zeit habe, mit meinem Hund rauszugehen'],
    ['Arbeitet im Schichtdienst und geht abends joggen', 'ich im Schichtdienst arbeite'],
  ])('%s → %s', (note, clause) => {
    expect(germanSubordinate(note)).toBe(clause);
  });

  it('is left out when it would end on an article', () => {
    expect(germanSubordinate('Steht jeden Morgen auf der')).toBeUndefined();
  });
});
