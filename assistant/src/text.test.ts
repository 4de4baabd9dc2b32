import { describe, expect, it } from 'vitest';
import { Rng } from './random.js';
import { detectLang, keyPhrases, lowerFirst, mentions, render, sentences, titleCase } from './text.js';

const phrases = (text: string, lang: 'en' | 'de' = 'en') => keyPhrases([{ text, weight: 1 }], lang).map((p) => p.text);

describe('key phrases', () => {
  it.each([
    [
      'Small bakeries throw away too much bread every evening because they cannot predict demand.',
      ['small bakeries', 'bread', 'demand'],
    ],
    ['Students who commute daily lose hours in crowded trains.', ['students', 'crowded trains']],
    [
      'Owners of electric cars struggle to find free charging stations in Berlin.',
      ['owners', 'electric cars', 'free charging stations', 'Berlin'],
    ],
    [
      'Low-Cost Soil Moisture Sensing for Smallholder Vegetable Farms',
      ['low-cost soil moisture sensing', 'smallholder vegetable farms'],
    ],
  ])('finds the noun phrases of "%s"', (text, expected) => {
    expect(phrases(text).sort()).toEqual([...expected].sort());
  });

  it.each([
    [
      'Kleine Bäckereien werfen jeden Abend zu viel Brot weg, weil sie die Nachfrage nicht vorhersagen können.',
      ['kleine Bäckereien', 'Brot', 'Nachfrage'],
    ],
    [
      'Pflegende Angehörige behalten komplizierte Medikamentenpläne kaum im Blick.',
      ['pflegende Angehörige', 'komplizierte Medikamentenpläne', 'Blick'],
    ],
    ['Inhaber kleiner Bäckereien in Köln', ['Inhaber kleiner Bäckereien', 'Köln']],
  ])('finds the German noun phrases of "%s"', (text, expected) => {
    expect(phrases(text, 'de').sort()).toEqual([...expected].sort());
  });

  it('marks groups of people and ranks phrases that recur higher', () => {
    const result = keyPhrases(
      [
        { text: 'Bakeries waste bread. Bread is baked too early.', weight: 2 },
        { text: 'Independent bakeries in Berlin', weight: 1 },
      ],
      'en',
    );
    expect(result[0]!.text).toBe('bread');
    expect(result.find((p) => p.text === 'independent bakeries')?.group).toBe(true);
  });

  it('drops phrases made only of generic words', () => {
    expect(phrases('My Business Model Canvas 24.11.2026')).toEqual([]);
    expect(phrases('An app for the platform')).toEqual([]);
  });
});

describe('text helpers', () => {
  it('splits sentences but not at abbreviations', () => {
    expect(sentences('We use sensors, e.g. capacitive ones. They are cheap! Are they accurate?')).toEqual([
      'We use sensors, e.g. capacitive ones.',
      'They are cheap!',
      'Are they accurate?',
    ]);
    expect(sentences('Viele Betriebe, z. B. Bäckereien, planen nach Gefühl. Das kostet Geld.')).toHaveLength(2);
  });

  it('tells English from German', () => {
    expect(detectLang('The problem is that the bakeries throw away bread')).toBe('en');
    expect(detectLang('Das Problem ist, dass die Bäckereien Brot wegwerfen')).toBe('de');
    expect(detectLang('LoRa')).toBeUndefined();
  });

  it('lower-cases only where it is right mid-sentence', () => {
    expect(lowerFirst('Small bakeries', 'en')).toBe('small bakeries');
    expect(lowerFirst('R&D departments', 'en')).toBe('R&D departments');
    expect(lowerFirst('Bäckereien in Köln', 'de')).toBe('Bäckereien in Köln');
    expect(lowerFirst('Kleine Bäckereien', 'de')).toBe('kleine Bäckereien');
    expect(lowerFirst('Eine App, die', 'de')).toBe('eine App, die');
  });

  it('renders templates with capitalised variables and leaves unknown ones', () => {
    expect(render('{Group} love {subject}.', { group: 'bakers', subject: 'bread' })).toBe('Bakers love bread.');
    expect(render('{unknown}', {})).toBe('{unknown}');
    expect(titleCase('soil moisture API')).toBe('Soil Moisture API');
  });
});

describe('seeded choice', () => {
  it('repeats for the same seed and differs for another', () => {
    const a = new Rng(42);
    const b = new Rng(42);
    const list = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect([a.pick(list), a.shuffle(list), a.int(1, 9)]).toEqual([b.pick(list), b.shuffle(list), b.int(1, 9)]);
    const picks = (seed: number) => Array.from({ length: 5 }, () => new Rng(seed).shuffle(list).join(''));
    expect(picks(1)).not.toEqual(picks(2));
  });

  it('shifts every pick on a retry', () => {
    const list = ['a', 'b', 'c'];
    for (let seed = 0; seed < 50; seed++) {
      expect(new Rng(seed, 1).pick(list)).not.toBe(new Rng(seed, 0).pick(list));
      expect(new Rng(seed, 1).shuffle(list)).not.toEqual(new Rng(seed, 0).shuffle(list));
      expect(new Rng(seed, 1).fork('x').pick(list)).not.toBe(new Rng(seed, 0).fork('x').pick(list));
    }
  });
});

describe('key phrases skip quantity and time words', () => {
  it('finds the thing, not the fraction ("a fifth of their bread every evening")', () => {
    const phrases = keyPhrases(
      [
        {
          text: 'Small bakeries throw away a fifth of their bread every evening because they cannot predict demand',
          weight: 1,
        },
      ],
      'en',
    ).map((p) => p.text.toLowerCase());
    expect(phrases).not.toContain('fifth');
    expect(phrases).toContain('bread');
  });
});

describe('mentions matches whole words, inflections and German compounds, never a prefix', () => {
  it.each([
    ['autos', 'auto'],
    ['commuters', 'commut'],
    ['pendeln', 'pendel'],
    ['caregivers', 'caregiv'],
    ['fahrradwerkstatt', 'werkstatt'],
    ['hundebetreuung', 'hund'],
    ['kinderbetreuung', 'kind'],
    ['autowerkstatt', 'auto'],
    ['photographers', 'photograph'],
  ])('%s mentions %s', (word, keyword) => expect(mentions([word], keyword)).toBe(true));
  it.each([
    ['automated', 'auto'],
    ['automatisierte', 'auto'],
    ['carpets', 'car'],
    ['kindness', 'kind'],
    ['homework', 'home'],
    ['teamviewer', 'team'],
  ])('%s does not mention %s', (word, keyword) => expect(mentions([word], keyword)).toBe(false));
  it('matches a multi-word term only as whole words (its last word inflected)', () => {
    expect(mentions(['daily', 'commuters'], 'daily commuters')).toBe(true);
    expect(mentions(['supply', 'chains'], 'supply chain')).toBe(true);
    expect(mentions(['supply', 'chainsaw'], 'supply chain')).toBe(false);
  });
});

describe('mentions in English looks at whole words only', () => {
  it.each([
    ['care', 'car'],
    ['packaging', 'aging'],
    ['carpets', 'car'],
  ])('%s does not mention %s', (word, keyword) => expect(mentions([word], keyword, 'en')).toBe(false));
  it.each([
    ['cars', 'car'],
    ['commuters', 'commut'],
    ['rental', 'rent'],
  ])('%s mentions %s', (word, keyword) => expect(mentions([word], keyword, 'en')).toBe(true));
  it('still looks into German compounds', () => {
    expect(mentions(['fahrradwerkstatt'], 'werkstatt', 'de')).toBe(true);
    expect(mentions(['hundebetreuung'], 'hund', 'de')).toBe(true);
  });
});

describe('render', () => {
  it('closes a value’s relative clause with a comma where the sentence goes on', () => {
    const group = 'Eltern, deren Buggy nach dem Urlaub kaputt ist';
    expect(render('Für {group} ist das Thema {subject} lästig.', { group, subject: 'Kinderwagen' })).toBe(
      'Für Eltern, deren Buggy nach dem Urlaub kaputt ist, ist das Thema Kinderwagen lästig.',
    );
    expect(render('Gemacht für {group}.', { group })).toBe(`Gemacht für ${group}.`);
    expect(render('Made for {group} in Leeds', { group: 'dog owners' })).toBe('Made for dog owners in Leeds');
    // A value that ends its sentence, or a new sentence after it, takes no comma.
    const goal = 'Eine Lösung finden, die einfach funktioniert.';
    expect(render('{goal} Stell diesen Nutzen an den Anfang.', { goal })).toBe(
      `${goal} Stell diesen Nutzen an den Anfang.`,
    );
  });
});
