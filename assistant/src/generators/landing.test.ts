// The offline landing copy is built from the idea's facts (built by hand for each test idea): the setting, channel,
// price and partners the founder named stand in the offerings and features; the form decides the phrasings (a
// rental speaks of pick-up and return); general filler never stands beside a named detail.
import { describe, expect, it, vi } from 'vitest';
import { buildFacts } from '../facts.js';
import { Rng } from '../random.js';
import { loadCatalogue } from '../test/catalogue.js';
import { CLOSING_IDEAS, type ClosingIdea } from '../test/closing-ideas.js';
import type { Lang } from '../types.js';
import { landingPage } from './landing.js';

const handBuilt = vi.hoisted(() => ({ idea: undefined as unknown }));
vi.mock('../idea-facts.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../idea-facts.js')>()),
  readIdeaFacts: () => handBuilt.idea,
}));

const entry = loadCatalogue().get('CREATE_LP_DATA_INTERN')!;

function page(idea: ClosingIdea, card: object = idea.card, problem?: string) {
  const lang: Lang = idea.idea.lang;
  handBuilt.idea = idea.idea;
  const facts = buildFacts(
    { entry, input: idea.idea.source, history: [], attempt: 0, context: { lang, stepResults: [], passages: [] } },
    new Rng(1),
  );
  return landingPage(
    { ...facts, idea: idea.idea, card: { ...card }, ...(problem ? { problemClause: problem } : {}) } as typeof facts,
    new Rng(3),
  );
}

const FILLER =
  /at home or at work|mobile on-site service|comes to them|in one city or region|zu Hause oder bei der Arbeit|Vor-Ort-Service|in einer Stadt oder Region/i;

describe('landing copy from the idea facts (offline)', () => {
  it.each(CLOSING_IDEAS.map((i) => [i.id, i] as const))('%s: named details kept, no filler, clean', (_id, idea) => {
    const copy = page(idea);
    const all = Object.values(copy).join('\n');
    expect(all).not.toMatch(/\{[a-zA-Z]+\}|undefined|…|\s[,.]\s/);
    const offer = [
      copy.offeringTitle1,
      copy.offeringTitle2,
      copy.offeringTitle3,
      copy.feature1,
      copy.feature2,
      copy.feature3,
    ];
    expect(new Set(offer.map((t) => t.toLowerCase())).size).toBe(6);
    const facts = idea.idea;
    const named = [facts.setting?.text, facts.partners[0], facts.revenue?.price].filter(Boolean) as string[];
    for (const detail of named) expect(all.toLowerCase(), detail).toContain(detail.toLowerCase());
    if (facts.setting || facts.channels.length || facts.form !== 'service') expect(all).not.toMatch(FILLER);
  });

  it('a rental speaks of pick-up and return where the founder named it, and of its day price', () => {
    const surf = page(CLOSING_IDEAS.find((i) => i.id === 'surf')!);
    expect(surf.offeringTitle1).toBe('Pick-up and return at local surf shops');
    expect(Object.values(surf).join(' ')).toMatch(/paid per day/i);
    expect(Object.values(surf).join(' ')).toContain('Surfboard rental in coastal towns');
  });

  it('never calls a named rental a marketplace, nor quotes a persona label as the problem', () => {
    const surf = CLOSING_IDEAS.find((i) => i.id === 'surf')!;
    const copy = page(
      surf,
      { ...surf.card, value_proposition: 'A marketplace that connects surfers with trusted providers for surfboards.' },
      'people like you (Surfer and nurse) keeps running into the same problem',
    );
    expect(copy.heroDescription).toBe('Surfboard rental in coastal towns, pick-up at local surf shops.');
    expect(copy.solution1).toBe(
      'Swellbase starts where the problem starts: in the everyday life of surfers on holiday.',
    );
    expect(Object.values(copy).join(' ')).not.toMatch(/marketplace|people like you|\(/);
  });

  it('says a price that names its period once: "30 Euro im Monat", never "… im Monat pro Monat"', () => {
    const base = CLOSING_IDEAS.find((i) => i.idea.lang === 'de')!;
    const idea: ClosingIdea = {
      ...base,
      idea: {
        ...base.idea,
        form: 'service',
        revenue: { model: 'subscription', text: '30 Euro im Monat', price: '30 Euro im Monat' },
      },
    };
    const all = Object.values(page(idea)).join('\n');
    expect(all).toContain('30 Euro im Monat');
    expect(all).not.toMatch(/im Monat pro Monat/);
  });

  it('never pastes the founder’s sentence as a feature or as the hero text', () => {
    const surf = CLOSING_IDEAS.find((i) => i.id === 'surf')!;
    const copy = page(surf, {
      ...surf.card,
      key_features: [surf.idea.source, 'Wax and leash included'],
      value_proposition: `Swellbase saves time and money: ${surf.idea.source}.`,
    });
    const all = Object.values(copy).join(' ');
    expect(all).not.toContain('with pick-up at local surf shops in coastal towns');
    expect(all).toContain('Wax and leash included');
    expect(copy.heroDescription).toBe('Surfboard rental in coastal towns, pick-up at local surf shops.');
  });
});

describe('the form’s phrasings are drawn per idea', () => {
  const surf = CLOSING_IDEAS.find((i) => i.id === 'surf')!;
  /** A rental that names nothing but its thing, so the form's phrasings fill the offerings. */
  const rental = (name: string, offer: string, object: string): ClosingIdea => ({
    id: name,
    card: { ...surf.card, name, key_features: [] },
    idea: {
      ...surf.idea,
      source: `${offer} for families`,
      offer,
      object,
      setting: undefined,
      partners: [],
      channels: [],
      revenue: undefined,
    },
  });
  const offerings = (copy: ReturnType<typeof page>, object: string) =>
    [copy.offeringTitle1, copy.offeringTitle2, copy.offeringTitle3]
      .map((t) => t.replace(new RegExp(`${object}s?`, 'i'), '_'))
      .sort();

  it('two rental ideas on one seed get different offerings, not the same three', () => {
    const a = page(rental('Pitchly', 'camping gear rental', 'camping gear'));
    const b = page(rental('Cargoo', 'cargo bike rental', 'cargo bike'));
    expect(offerings(a, 'camping gear')).not.toEqual(offerings(b, 'cargo bike'));
    // Both still speak of a rental: every line under an offering names the product.
    for (const copy of [a, b])
      for (const sub of [copy.offeringSubheadline1, copy.offeringSubheadline2, copy.offeringSubheadline3])
        expect(sub).toContain(copy.companyName);
  });
});
