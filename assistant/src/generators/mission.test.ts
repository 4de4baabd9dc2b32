import { describe, expect, it } from 'vitest';
import { Rng } from '../random.js';
import { sentences } from '../text.js';
import { fixTypos, optimizeMission } from './mission.js';

const optimize = (mission: string, lang: 'en' | 'de' = 'en', company: string | null = null) =>
  optimizeMission(mission, lang, company, new Rng(7, 0));

// Real missions as founders type them, the rewrite, and the founder's words it must keep.
const MISSIONS: Array<[lang: 'en' | 'de', mission: string, rewrite: string, keeps: string[]]> = [
  [
    'en',
    'we dont want to just fix bikes, we basically want to help commuters in Berlin to get to work every day without stress',
    "We don't just fix bikes: we help commuters in Berlin get to work every day without stress.",
    ['bikes', 'commuters in Berlin', 'without stress'],
  ],
  [
    'en',
    'At GreenCrate we believe that we can reduce food waste by connecting local farmers with restaurants, because alot of vegetables get thrown away every day and thats a shame.',
    'At GreenCrate we reduce food waste by connecting local farmers with restaurants, because a lot of vegetables get thrown away every day.',
    ['GreenCrate', 'food waste', 'local farmers', 'restaurants', 'vegetables'],
  ],
  [
    'en',
    'Basically we are a startup that wants to make it super easy for small cafes to order fresh milk from local farms, so they dont run out anymore and dont have to drive to the supermarket.',
    "We make it easy for small cafes to order fresh milk from local farms, so they don't run out anymore and don't have to drive to the supermarket.",
    ['small cafes', 'fresh milk', 'local farms', 'supermarket'],
  ],
  [
    'en',
    'Our goal is to help elderly people in rural areas to stay in their homes longer by connecting them with neighbours who help with shopping and small repairs.',
    'We help elderly people in rural areas stay in their homes longer by connecting them with neighbours who help with shopping and small repairs.',
    ['elderly people', 'rural areas', 'neighbours', 'shopping'],
  ],
  [
    'en',
    'We are Fresh Futures. Our mission is to help independent grocers waste less fresh produce. We use pallet sensors that measure ripeness. We love what we do!',
    'We help independent grocers waste less fresh produce. We use pallet sensors that measure ripeness.',
    ['independent grocers', 'fresh produce', 'pallet sensors'],
  ],
  [
    'de',
    'Wir wollen eigentlich Hundebesitzern in Hamburg helfen, ihre Hunde ohne großen Aufwand pflegen zu lassen.',
    'Wir helfen Hundebesitzern in Hamburg, ihre Hunde ohne großen Aufwand pflegen zu lassen.',
    ['Hundebesitzern in Hamburg', 'Hunde'],
  ],
  [
    'de',
    'Unser Ziel ist es irgendwie, kleinen Bäckereien eine innovative Lösung gegen Lebensmittelverschwendung anzubieten, weil jeden Abend so viel Brot im Müll landet.',
    'Wir bieten kleinen Bäckereien eine Lösung gegen Lebensmittelverschwendung an, weil jeden Abend so viel Brot im Müll landet.',
    ['kleinen Bäckereien', 'Lebensmittelverschwendung', 'Brot'],
  ],
  [
    'de',
    'Wir sind ein Startup, das Pflegekräften helfen will, ihre Schichten einfacher zu planen. Das ist unser Traum!',
    'Wir helfen Pflegekräften, ihre Schichten einfacher zu planen.',
    ['Pflegekräften', 'Schichten'],
  ],
  [
    'de',
    'Unsere Mission ist es, gesundes Mittagessen für Studierende in Berlin bezahlbar zu machen.',
    'Wir machen gesundes Mittagessen für Studierende in Berlin bezahlbar.',
    ['gesundes Mittagessen', 'Studierende in Berlin', 'bezahlbar'],
  ],
];

const SLOGANS =
  /measure our success|every decision we make|simple, reliable|built together|Unseren Erfolg|Jede Entscheidung|Einfach, verlässlich|stehen für/i;

describe('OPTIMIZE-MISSION offline', () => {
  it.each(MISSIONS)('(%s) %s', (lang, mission, rewrite, keeps) => {
    const result = optimize(mission, lang);
    expect(result).toBe(rewrite);
    expect(result).not.toBe(mission);
    for (const words of keeps) expect(result).toContain(words);
    expect(sentences(result).length).toBeLessThanOrEqual(2);
    expect(result).not.toMatch(SLOGANS);
    expect(result).not.toMatch(/\b(dont|thats|alot|basically|super|eigentlich|irgendwie|innovative?)\b/i);
  });

  it('answers in the language of the mission, whatever the profile says', () => {
    expect(optimize('Unsere Mission ist es, Pflegekräfte zu entlasten.', 'en')).toBe('Wir entlasten Pflegekräfte.');
    expect(optimize('Our mission is to relieve nurses of paperwork.', 'de')).toBe('We relieve nurses of paperwork.');
  });

  it('leaves a clear mission as it is and adds nothing to a short one', () => {
    expect(optimize('Acme builds tools for remote teams. We care about privacy.', 'en', 'Acme')).toBe(
      'Acme builds tools for remote teams. We care about privacy.',
    );
    expect(optimize('We help shops')).toBe('We help shops.');
    expect(optimize('Healthy lunch for every student')).toBe('We make healthy lunch for every student possible.');
  });

  it('fixes contractions and common typos, keeping the case', () => {
    expect(fixTypos('Dont worry, i think its fine and we cant wait, thats teh plan', 'en')).toBe(
      "Don't worry, I think its fine and we can't wait, that's the plan",
    );
    // German words that look like English typos stay: "im" is "in dem".
    expect(fixTypos('Wir helfen im Alltag, vorallem morgends', 'de')).toBe('Wir helfen im Alltag, vor allem morgens');
  });

  it('refuses an empty mission', () => {
    expect(() => optimize('  ')).toThrow();
  });
});
