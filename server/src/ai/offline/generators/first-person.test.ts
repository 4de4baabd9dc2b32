import { describe, expect, it } from 'vitest';
import type { Lang } from '../../types.js';
import { inFirstPerson } from './first-person.js';

describe('a persona note in the persona’s own words', () => {
  it.each([
    ['Starts baking at three in the morning', 'en', 'I start baking at three in the morning', true],
    ['spends Sundays with his family', 'en', 'I spend Sundays with my family', true],
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
    ['Angst, eine Dosis zu vergessen', 'de', 'Angst, eine Dosis zu vergessen', false],
    ['Ständige Rückfragen beim Hausarzt', 'de', 'ständige Rückfragen beim Hausarzt', false],
  ] as Array<[string, Lang, string, boolean]>)('%s (%s) → %s', (note, lang, text, clause) => {
    expect(inFirstPerson(note, lang)).toEqual({ text, clause });
  });
});
