import { describe, expect, it } from 'vitest';
import type { Lang } from '../types.js';
import { fromGroup, germanSubordinate, inFirstPerson } from './first-person.js';

describe('a persona note in the persona’s own words', () => {
  it.each([
    ['Starts baking at three in the morning', 'en', 'I start baking at three in the morning', true],
    ['spends Sundays with his family', 'en', 'I spend Sundays with my family', true],
    ['Hardly ever finishes on time', 'en', 'I hardly ever finish on time', true],
    [
      'Has tried the usual workarounds and is tired of them',
      'en',
      'I have tried the usual workarounds and am tired of them',
      true,
    ],
    [
      'Needs to see a working result within the first week',
      'en',
      'I need to see a working result within the first week',
      true,
    ],
    ['Would drop it if nothing changes', 'en', 'I would drop it if nothing changes', true],
    ['Juggles work, school runs and household alone', 'en', 'I juggle work, school runs and household alone', true],
    ['Reads a lot and travels to conferences', 'en', 'I read a lot and travel to conferences', true],
    ['Forms and offices that are hard to understand', 'en', 'forms and offices that are hard to understand', false],
    ['Tools that are not made for scientific work', 'en', 'tools that are not made for scientific work', false],
    ['Unpredictable daily demand', 'en', 'unpredictable daily demand', false],
    ['Up before dawn', 'en', 'up before dawn', false],
    ['Arbeitet lange in einem Co-Working-Space', 'de', 'Ich arbeite lange in einem Co-Working-Space', true],
    ['Kümmert sich um seine Mutter', 'de', 'Ich kümmere mich um meine Mutter', true],
    ['Fährt mittags zur Mutter', 'de', 'Ich fahre mittags zur Mutter', true],
    ['Liest viel und reist zu Konferenzen', 'de', 'Ich lese viel und reise zu Konferenzen', true],
    [
      'Befürchtet, dass ein weiteres System ihren Stress erhöht',
      'de',
      'Ich befürchte, dass ein weiteres System meinen Stress erhöht',
      true,
    ],
    ['Works long hours in a co-working space', 'en', 'I work long hours in a co-working space', true],
    ['Worries that an offer ties them to one city', 'en', 'I worry that an offer ties me to one city', true],
    ['Already has a way that costs nothing', 'en', 'I already have a way that costs nothing', true],
    ['Relies on her mother and neighbours for help', 'en', 'I rely on my mother and neighbours for help', true],
    [
      'Switches only when someone they trust has tried it',
      'en',
      'I switch only when someone I trust has tried it',
      true,
    ],
    ['Shops that close early', 'en', 'shops that close early', false],
    ['Lebt zwischen Berlin und Lissabon', 'de', 'Ich lebe zwischen Berlin und Lissabon', true],
    ['Fängt um sieben an', 'de', 'Ich fange um sieben an', true],
    ['Spielt zweimal pro Woche Tennis', 'de', 'Ich spiele zweimal pro Woche Tennis', true],
    ['Pendelt mit dem Auto', 'de', 'Ich pendle mit dem Auto', true],
    [
      'Hat die üblichen Notlösungen ausprobiert und ist sie leid',
      'de',
      'Ich habe die üblichen Notlösungen ausprobiert und bin sie leid',
      true,
    ],
    ['Sieht nichts, wofür sich Geld ausgeben lässt', 'de', 'Ich sehe nichts, wofür sich Geld ausgeben lässt', true],
    ['Kann sich keine Extrakosten leisten', 'de', 'Ich kann mir keine Extrakosten leisten', true],
    [
      'Vermutet, dass ein Start-up sein Geld mit ihren Daten verdient',
      'de',
      'Ich vermute, dass ein Start-up sein Geld mit meinen Daten verdient',
      true,
    ],
    ['Gibt sein Wissen weiter', 'de', 'Ich gebe mein Wissen weiter', true],
    ['Berät Kundschaft in einem Möbelhaus', 'de', 'Ich berate Kundschaft in einem Möbelhaus', true],
    ['Lädt Freunde zum Essen ein', 'de', 'Ich lade Freunde zum Essen ein', true],
    ['Unternimmt viel mit den Kindern', 'de', 'Ich unternehme viel mit den Kindern', true],
    ['Angst, eine Dosis zu vergessen', 'de', 'Angst, eine Dosis zu vergessen', false],
    ['Ständige Rückfragen beim Hausarzt', 'de', 'ständige Rückfragen beim Hausarzt', false],
  ] as Array<[string, Lang, string, boolean]>)('%s (%s) → %s', (note, lang, text, clause) => {
    expect(inFirstPerson(note, lang)).toEqual({ text, clause });
  });
});

describe('a German note as a subordinate clause, its verb at the end', () => {
  it.each([
    [
      'Zieht in einer Kleinstadt allein ein zwölfjähriges Kind groß',
      'ich in einer Kleinstadt allein ein zwölfjähriges Kind großziehe',
    ],
    [
      'Ist auf Hilfe von ihrer Mutter und Nachbarn angewiesen',
      'ich auf Hilfe von meiner Mutter und Nachbarn angewiesen bin',
    ],
    ['Fängt um sechs an', 'ich um sechs anfange'],
    ['Hundesitter sagen kurzfristig ab', 'Hundesitter kurzfristig absagen'],
    // Only the first of two verbs: a modal after "und" opens a clause of its own.
    ['Ich warte tagelang und muss die Woche um das Rad herum planen', 'ich tagelang warte'],
    // The zu-infinitive that "damit" announces follows the verb.
    [
      'Ich verliere ganze Abende damit, Leihräder zu organisieren',
      'ich ganze Abende damit verliere, Leihräder zu organisieren',
    ],
    ['Ich kaufe Brot und alte Räder', 'ich Brot und alte Räder kaufe'],
    ['Ist abends kaum bereit', 'ich abends kaum bereit bin'],
  ])('%s → %s', (note, clause) => {
    expect(germanSubordinate(note)).toBe(clause);
  });

  it('gives nothing rather than a clause whose verb it cannot find', () => {
    expect(germanSubordinate('Lernt gern neue Leute kennen')).toBeUndefined();
  });
});

describe('a sentence about the persona’s own group in the first person', () => {
  it.each([
    [
      'Shops struggle with surfboards: it costs them time every week',
      'en',
      ['shop'],
      'I struggle with surfboards: it costs me time every week',
    ],
    ['Surfers in coastal towns lose their mornings', 'en', ['surfers'], 'I lose my mornings'],
    ['Pendlerinnen verlieren jeden Tag Zeit', 'de', ['Pendler'], 'Ich verliere jeden Tag Zeit'],
  ] as Array<[string, Lang, string[], string]>)('%s → %s', (sentence, lang, own, mine) => {
    expect(fromGroup(sentence, lang, own)).toBe(mine);
  });

  it('leaves a sentence about other people alone, compared by whole words, never by a prefix', () => {
    expect(fromGroup('Dog walkers cancel at short notice', 'en', ['nurses'])).toBeUndefined();
    expect(fromGroup('Hundesitter sagen kurzfristig ab', 'de', ['Hundebesitzer'])).toBeUndefined();
  });
});
