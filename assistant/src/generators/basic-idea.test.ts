import { describe, expect, it } from 'vitest';
import { offlineAnswer } from '../answer.js';
import { loadCatalogue } from '../test/catalogue.js';
import type { Lang, PromptRequest } from '../types.js';

const catalogue = loadCatalogue();

function ask(id: string, input: string, idea: string, lang: Lang): unknown {
  const request: PromptRequest = {
    entry: catalogue.get(id)!,
    input,
    history: [],
    attempt: 0,
    context: { lang, stepResults: [], passages: [], trackName: idea },
  };
  return offlineAnswer(request);
}

interface Card {
  name: string;
  tagline: string;
  key_features: string[];
  target_group: string;
  value_proposition: string;
}

/** The Basic Idea filled at once from the one-liner, then the idea card from those sections (as autofill does). */
function roundOf(idea: string, lang: Lang): { sections: Array<{ type: string; content: string }>; card: Card } {
  const drafted = ask('basicIdea:FILL_OUT_ALL_PROMPT', '', idea, lang) as Array<{ type: string; content: string }>;
  const sections = drafted.map(({ type, content }) => ({ type, content }));
  const answer = ask('basicIdea:CLOSING_STEP_PROMPT', JSON.stringify(sections), idea, lang);
  const card = (Array.isArray(answer) ? answer[0] : answer) as Card;
  return { sections, card };
}

const FILLER =
  /in one city or region|at home or at work|comes to them|on-site|sensor kit|in einer Stadt oder Region|zu Hause oder bei der Arbeit/i;

const IDEAS: Array<{ idea: string; lang: Lang; kept: string[]; group: RegExp; notGroup?: RegExp }> = [
  {
    idea: 'Surfboard rental with pick-up at local surf shops in coastal towns, paid per day',
    lang: 'en',
    kept: ['surfboard rental', 'local surf shops', 'in coastal towns', 'paid per day'],
    group: /^Surfers\b/,
    notGroup: /shops/i,
  },
  {
    idea: 'Leihräder für Pendler in Kleinstädten, abzuholen beim Bäcker, 5 € pro Tag',
    lang: 'de',
    kept: ['Leihräder', 'beim Bäcker', 'in Kleinstädten', '5 € pro Tag'],
    group: /^Pendler in Kleinstädten\b/,
    notGroup: /Bäcker/,
  },
  {
    idea: 'Kayak rental for tourists at lakeside campsites, paid per hour',
    lang: 'en',
    kept: ['kayak rental', 'lakeside campsites', 'paid per hour'],
    group: /^Tourists\b/,
  },
  {
    idea: 'Surfbrettverleih an der Ostsee',
    lang: 'de',
    kept: ['Surfbrettverleih', 'an der Ostsee'],
    group: /^Surfer\b/,
  },
  {
    idea: 'Paddleboard rental for holiday guests at lakeside hotels, booked at the hotel reception, €15 per hour',
    lang: 'en',
    kept: ['paddleboard rental', 'booked at the hotel reception', 'at lakeside hotels', '€15 per hour'],
    group: /^Holiday guests\b/,
  },
  {
    idea: 'A marketplace where retired craftsmen teach weekend workshops to teenagers',
    lang: 'en',
    kept: ['retired craftsmen', 'at weekends'],
    group: /^Teenagers\b/,
    notGroup: /craftsmen/,
  },
  {
    idea: 'Gemeinschaftsgärten auf Firmendächern, die Mitarbeitende gemeinsam bewirtschaften, finanziert vom Arbeitgeber',
    lang: 'de',
    kept: ['Gemeinschaftsgärten', 'auf Firmendächern', 'finanziert vom Arbeitgeber'],
    group: /^Mitarbeitende\b/,
  },
  {
    idea: 'Gemüsekisten vom Biohof für Familien, geliefert jeden Freitag, 30 € pro Kiste',
    lang: 'de',
    kept: ['Gemüsekisten', 'Biohof', '30 € pro Kiste'],
    group: /^Familien\b/,
  },
  {
    idea: 'Camping gear rental delivered to festivals by van, paid per weekend, with partner outdoor shops',
    lang: 'en',
    kept: ['camping gear rental', 'delivered to festivals by van', 'outdoor shops', 'paid per weekend'],
    group: /^Campers at festivals\b/,
    notGroup: /shops|gears/,
  },
  {
    idea: 'A cleaning service for small offices in Leeds, billed monthly',
    lang: 'en',
    kept: ['cleaning service', 'in Leeds', 'billed monthly'],
    group: /^Small offices\b/,
  },
];

describe('the idea card keeps every detail the founder named', () => {
  it.each(IDEAS)('$idea', ({ idea, lang, kept, group, notGroup }) => {
    const { sections, card } = roundOf(idea, lang);
    const cardText = [card.tagline, ...card.key_features, card.target_group, card.value_proposition].join('\n');
    for (const detail of kept) expect(cardText.toLowerCase()).toContain(detail.toLowerCase());
    expect(card.target_group).toMatch(group);
    if (notGroup) expect(card.target_group).not.toMatch(notGroup);
    expect(cardText).not.toMatch(FILLER);
    expect(sections.map((s) => s.content).join('\n')).not.toMatch(FILLER);
    expect(cardText).not.toMatch(/…/);
  });

  it('keeps a rental a rental: the solution draft is the founder’s offer, not an app', () => {
    const { sections } = roundOf(
      'Surfboard rental with pick-up at local surf shops in coastal towns, paid per day',
      'en',
    );
    const solution = sections.find((s) => s.type === 'SOLUTION')!.content;
    expect(solution).toMatch(/^Surfboard rental/);
    expect(solution).not.toMatch(/\bapp\b|dashboard|sensor/i);
  });

  it.each([
    ['Mobile bike repair for delivery riders in Lisbon, paid per fix', /\b(?:on|around|with|handle) bike\b(?! repair)/],
    ['Wedding dress rental for brides in small towns', /\b(?:on|around|with|handle) wedding dress\b(?! rental)/],
  ])(
    'speaks of the things of "%s" in the plural, though alone compromise takes their word for a verb',
    (idea, singular) => {
      const { sections, card } = roundOf(idea, 'en');
      const text = [...sections.map((s) => s.content), card.tagline, card.value_proposition, card.target_group].join(
        '\n',
      );
      expect(text).not.toMatch(singular);
    },
  );

  it('speaks of a countable thing in the plural and promises no new tools to a rental', () => {
    const { sections } = roundOf(
      'Paddleboard rental for holiday guests at lakeside hotels, booked at the hotel reception, €15 per hour',
      'en',
    );
    const text = sections.map((s) => s.content).join('\n');
    expect(text).not.toMatch(/around paddleboard\b|handle paddleboard\b|new tools/);
  });

  it('takes a one-liner that names its offer as the solution, whatever its form', () => {
    const { sections } = roundOf(
      'Gemeinschaftsgärten auf Firmendächern, die Mitarbeitende gemeinsam bewirtschaften, finanziert vom Arbeitgeber',
      'de',
    );
    expect(sections.find((s) => s.type === 'SOLUTION')!.content).toMatch(/^Gemeinschaftsgärten auf Firmendächern/);
  });
});

describe('the idea card’s features', () => {
  it('never paste the founder’s whole one-liner as one of them', () => {
    const idea = 'Ein Spielecafé in Jena, wo Leute gemeinsam Brettspiele testen, 4 Euro Eintritt';
    const { card } = roundOf(idea, 'de');
    for (const feature of card.key_features) expect(feature.length).toBeLessThan(idea.length - 10);
  });

  it('keep what a clause of the founder does, with the price a feature of its own', () => {
    const { card } = roundOf(
      'A B2B tool that helps small florists plan tomorrow’s flowers from today’s orders, 39 euros a month',
      'en',
    );
    expect(card.key_features).toContain('39 euros a month');
    expect(card.key_features.some((f) => /^Helps small florists plan/i.test(f) && !/39 euros/.test(f))).toBe(true);
  });
});
