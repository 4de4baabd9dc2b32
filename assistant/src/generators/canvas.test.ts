// The offline Business Model Canvas: all nine blocks of the contract, built from the idea's facts — the people who
// suffer in Customer segments, the named partners in Key partners, the named channels in Channels, the revenue
// mechanism and a price test in Revenue streams — and the mentors' pins sorted into blocks by what they say, never
// dealt round-robin; bank phrasings for the offer's form only where the founder named nothing; no entry cut with
// an ellipsis; German for a German founder.
import { type BusinessModelCanvas, CANVAS_BLOCKS, type CanvasBlockKey } from '@idea-studio/sdk';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { offlineAnswer } from '../answer.js';
import type { IdeaFacts } from '../idea-facts.js';
import { Rng } from '../random.js';
import { loadCatalogue } from '../test/catalogue.js';
import { CLOSING_IDEAS, CLOSING_PINS, type ClosingIdea } from '../test/closing-ideas.js';
import { PAWWALK_CARD, PFOTENTOUR_CARD } from '../test/dog-walking.js';
import { testPin } from '../test/pins.js';
import { stepIdOfType } from '../test/track-ids.js';
import type { Lang, PromptContext } from '../types.js';
import { offlineCanvas } from './canvas.js';
import { roundFacts } from './round-facts.js';

const entry = loadCatalogue().get('GENERATE_BMC')!;
const validate = new Ajv({ strict: false, allErrors: true }).compile(entry.outputSchema);
const PINS = [
  testPin('mentor_launch', 'Tom', 'First channel', 'Dog parks and vets’ waiting rooms.', {
    origin: 'user',
    source: 'MANUALLY-ADDED',
    author: 'founder',
  }),
  testPin('mentor_business', 'Oskar', 'Revenue model', 'A monthly walk pass.', { prio: true }),
  testPin(
    'mentor_market',
    'Mara',
    'Pet spending',
    'Owners spend more on care every year, and the market keeps growing.',
    {
      origin: 'web',
      evidence: 'https://example.org/pets',
    },
  ),
];

function canvas(
  lang: Lang = 'en',
  pins: object[] = PINS,
  card: object = lang === 'en' ? PAWWALK_CARD : PFOTENTOUR_CARD,
  idea?: IdeaFacts,
): BusinessModelCanvas {
  const context = {
    lang,
    passages: [],
    stepResults: [
      { stepId: stepIdOfType('basicIdea'), name: 'basicIdea', result: card },
      {
        stepId: stepIdOfType('userTinder'),
        name: 'userTinder',
        result: { main_persona: { name: 'Sarah Klein', occupation: 'Nurse', short_summary: 'x' } },
      },
    ],
  } as unknown as PromptContext;
  const request = { entry, input: JSON.stringify({ reports: [], pins }), history: [], attempt: 0, context };
  // The idea's facts as a careful reader takes them from the one-liner, built by hand for each test idea.
  const output = idea
    ? offlineCanvas(request, new Rng(1), { ...roundFacts(request, new Rng(2)), idea })
    : offlineAnswer(request);
  expect(validate(output), JSON.stringify(validate.errors)).toBe(true);
  expect(JSON.stringify(output)).not.toMatch(/\{[a-zA-Z]+\}|undefined|…/);
  return output as BusinessModelCanvas;
}

const texts = (c: BusinessModelCanvas, key: CanvasBlockKey) => c[key].map((e) => e.text);
const blockOf = (c: BusinessModelCanvas, start: string) =>
  CANVAS_BLOCKS.find((k) => texts(c, k).some((t) => t.startsWith(start)));
const ideaCanvas = (idea: ClosingIdea, pins: object[] = []) => canvas(idea.idea.lang, pins, idea.card, idea.idea);
const pinsOf = (lang: Lang) =>
  CLOSING_PINS[lang].map(([agent, topic, content]) => testPin(agent, 'Mentor', topic, content));

describe('the offline Business Model Canvas', () => {
  it('fills all nine blocks from the idea, the persona and the pins, each entry with its origin', () => {
    const c = canvas();
    for (const key of CANVAS_BLOCKS) expect(c[key].length, key).toBeGreaterThanOrEqual(1);
    expect(texts(c, 'customerSegments')).toEqual(
      expect.arrayContaining(['Busy dog owners who work long shifts.', expect.stringContaining('Sarah Klein (Nurse)')]),
    );
    expect(c.valuePropositions[0]!.text).toBe('PawWalk helps busy dog owners find reliable dog walkers nearby.');
    expect(c.channels).toContainEqual({
      text: 'First channel: Dog parks and vets’ waiting rooms.',
      origin: 'user',
      source: null,
    });
    expect(c.revenueStreams).toContainEqual({
      text: 'Revenue model: A monthly walk pass.',
      origin: 'ai',
      source: null,
    });
    expect(c.customerSegments).toContainEqual({
      text: 'Pet spending: Owners spend more on care every year, and the market keeps growing.',
      origin: 'web',
      source: 'https://example.org/pets',
    });
  });

  it('keeps the founder’s origin only for a pin the founder wrote (not for an autofilled card’s pin)', () => {
    const c = canvas('en', [
      testPin('mentor_launch', 'Tom', 'Told by owners', 'They find us through referrals.', {
        origin: 'user',
        author: 'ai',
      }),
      testPin('mentor_launch', 'Tom', 'Typed', 'Vets first, as a channel.', { origin: 'user', author: 'founder' }),
    ]);
    const entries = CANVAS_BLOCKS.flatMap((key) => c[key]);
    expect(entries.find((e) => e.text.startsWith('Told by owners'))?.origin).toBe('ai');
    expect(entries.find((e) => e.text.startsWith('Typed'))?.origin).toBe('user');
  });

  it('stands without pins, and speaks German to a German founder', () => {
    const c = canvas('de', []);
    expect(c.valuePropositions[0]!.text).toMatch(/PfotenTour/);
    for (const key of CANVAS_BLOCKS) expect(c[key].length, key).toBeGreaterThanOrEqual(1);
  });

  it.each(CLOSING_IDEAS.map((i) => [i.id, i] as const))('%s: every named detail stands in its block', (_id, idea) => {
    const c = ideaCanvas(idea, pinsOf(idea.idea.lang));
    const { partners, channels, revenue, sufferer, setting } = idea.idea;
    for (const partner of partners)
      expect(texts(c, 'keyPartners').join(' '), partner).toContain(partner.replace(/^\p{Ll}/u, (l) => l.toUpperCase()));
    for (const channel of channels)
      expect(texts(c, 'channels').join(' ').toLowerCase()).toContain(channel.toLowerCase());
    if (revenue) {
      const money = texts(c, 'revenueStreams').join(' ');
      expect(money).toContain(revenue.price ?? revenue.text);
    }
    const segments = texts(c, 'customerSegments').join(' ').toLowerCase();
    expect(segments).toContain(sufferer.text.toLowerCase());
    if (setting) expect(CANVAS_BLOCKS.flatMap((k) => texts(c, k)).join(' ')).toContain(setting.text);
    for (const key of CANVAS_BLOCKS) expect(c[key].length, key).toBeGreaterThanOrEqual(1);
  });

  it.each(CLOSING_IDEAS.map((i) => [i.id, i] as const))(
    '%s: pins stand in the block their words speak of',
    (_id, idea) => {
      const lang = idea.idea.lang;
      const c = ideaCanvas(idea, pinsOf(lang));
      for (const [, topic, , block] of CLOSING_PINS[lang]) expect(blockOf(c, `${topic}:`), topic).toBe(block);
      // A revenue pin is never a partner; a partner's quoted answer is kept as the founder's statement.
      expect(texts(c, 'keyPartners').join(' ')).not.toMatch(/Revenue model|Erlösmodell|price|Preis/);
      expect(texts(c, 'keyPartners')).toContain(
        lang === 'en' ? 'Key partners: a surf club nearby.' : 'Wichtige Partner: ein Sportverein im Ort.',
      );
    },
  );

  it('puts no bank phrasing into a block the founder named something for', () => {
    const surf = ideaCanvas(CLOSING_IDEAS.find((i) => i.id === 'surf')!);
    expect(texts(surf, 'channels')).toEqual(['Pick-up at local surf shops in coastal towns.']);
    expect(texts(surf, 'keyPartners')).toEqual([
      'Local surf shops: pick-up and return points for surfboards.',
      'Agree with local surf shops what they earn per day and who pays for damage.',
    ]);
    expect(texts(surf, 'revenueStreams')).toEqual([
      'Rental fees, in your words: “paid per day”.',
      'Price test: name a price per day and take ten advance bookings for Swellbase from surfers on holiday before you buy more surfboards.',
    ]);
    expect(texts(surf, 'keyActivities')).toContain('Handing over and taking back surfboards at local surf shops.');
    const rad = ideaCanvas(CLOSING_IDEAS.find((i) => i.id === 'leihrad')!);
    expect(texts(rad, 'keyPartners')).toEqual([
      'Bäcker: Abholung und Rückgabe.',
      'Vorher vereinbaren: was deine Partner (Bäcker) pro Tag bekommen und wer für Schäden zahlt.',
    ]);
    expect(texts(rad, 'channels')).toEqual(['Abzuholen beim Bäcker in Kleinstädten.']);
    expect(texts(rad, 'revenueStreams')).toEqual([
      'Leihgebühren, in deinen Worten: „5 € pro Tag“.',
      'Preistest: Biete Leihräder für 5 € pro Tag zehn Menschen aus deiner Zielgruppe an und zähle, wer bei RadDa bucht.',
    ]);
  });

  it('phrases the blocks the founder left open for the offer’s form', () => {
    const byId = (id: string) => ideaCanvas(CLOSING_IDEAS.find((i) => i.id === id)!);
    expect(texts(byId('textbooks'), 'keyActivities')).toContain(
      'Winning both sides of ShelfSwap: those who offer and those who look.',
    );
    expect(texts(byId('bookkeeping'), 'keyResources')).toContain('Receiptly and the data it gathers.');
    expect(texts(byId('soil-sensor'), 'revenueStreams')).toContain('The sale of PlotPulse.');
    expect(texts(byId('physio'), 'channels')).toContain(
      'Direktvertrieb: die ersten Betriebe mit Praxistakt persönlich besuchen.',
    );
    expect(texts(byId('kanu'), 'costStructure')).toContain(
      'Partnerkosten: was deine Partner (Partner-Campingplätze) für jede Ausleihe bei Paddelpunkt bekommen.',
    );
    // A rental never hears of app stores, an app never of a stock of boards.
    expect(JSON.stringify(byId('surf'))).not.toMatch(/app store|at home or at work|mobile on-site/i);
    expect(JSON.stringify(byId('bookkeeping'))).not.toMatch(/stock of|hand-over/i);
  });

  it('shortens a long pin at a sentence boundary', () => {
    const long = testPin(
      'mentor_business',
      'Oskar',
      'Price from the value created',
      'Work out what the problem costs them today and set your price at a clear fraction of it, so that the purchase pays for itself within a few weeks. Then the sales talk gets easy. Keep a note of every price you name.',
    );
    const c = canvas('en', [long]);
    expect(texts(c, 'revenueStreams')).toContain(
      'Price from the value created: Work out what the problem costs them today and set your price at a clear fraction of it, so that the purchase pays for itself within a few weeks.',
    );
  });
});
