import { describe, expect, it } from 'vitest';
import type { Lang } from '../types.js';
import { type IdeaFacts, readIdeaFacts } from './idea-facts.js';

interface Expected {
  offer?: RegExp;
  object?: RegExp;
  form?: string;
  /** The sufferer's text. */
  sufferer?: RegExp;
  named?: boolean;
  business?: boolean;
  ageBand?: string;
  place?: RegExp;
  time?: RegExp;
  partners?: RegExp[];
  channels?: RegExp[];
  revenue?: string;
  price?: RegExp;
  revenueText?: RegExp;
}

/** One-liners as a founder types them, with the facts a careful reader takes from them. */
const IDEAS: Array<[string, Lang, Expected]> = [
  [
    'Surfboard rental with pick-up at local surf shops in coastal towns, paid per day',
    'en',
    {
      offer: /^surfboard rental$/,
      object: /^surfboard$/,
      form: 'rental',
      sufferer: /surfers/,
      named: false,
      business: false,
      place: /^coastal towns$/,
      partners: [/^local surf shops$/],
      channels: [/^pick-up at local surf shops$/],
      revenue: 'rental',
      revenueText: /paid per day/,
    },
  ],
  [
    'Kayak rental for tourists at lakeside campsites, paid per hour',
    'en',
    {
      form: 'rental',
      object: /kayak/i,
      sufferer: /^tourists$/,
      business: false,
      partners: [/campsites/],
      revenue: 'rental',
    },
  ],
  [
    'Weekly vegetable boxes from local farms delivered by cargo bike, €25 per box',
    'en',
    { form: 'box', partners: [/local farms/], channels: [/cargo bike/], price: /€25/, revenue: 'per-use' },
  ],
  [
    'Marketplace for used baby clothes where parents sell to parents, 10% commission',
    'en',
    { form: 'marketplace', sufferer: /^parents$/, business: false, revenue: 'commission', price: /10%/ },
  ],
  ['Automated bookkeeping for freelancers', 'en', { offer: /bookkeeping/, sufferer: /^freelancers$/, named: true }],
  ['Scheduling software for small bakeries', 'en', { form: 'app', sufferer: /small bakeries/, business: true }],
  [
    'Meal kit subscription for busy parents, $60 a week',
    'en',
    { sufferer: /busy parents/, ageBand: 'parents', revenue: 'subscription', price: /\$60/ },
  ],
  [
    'Dog walking service for seniors in London',
    'en',
    { form: 'service', sufferer: /seniors/, ageBand: 'seniors', place: /London/ },
  ],
  [
    'Tutoring for students at night, booked through WhatsApp',
    'en',
    { sufferer: /^students$/, ageBand: 'students', time: /at night/, channels: [/WhatsApp/i] },
  ],
  [
    'Cleaning service for dental practices, paid monthly',
    'en',
    { form: 'service', sufferer: /dental practices/, business: true, revenue: 'subscription' },
  ],
  [
    'E-bike sharing for commuters in suburbs',
    'en',
    { form: 'rental', sufferer: /commuters/, place: /suburbs/, revenue: 'rental' },
  ],
  ['Handmade ceramic mugs sold online for $30 each', 'en', { price: /\$30/ }],
  [
    'Leihräder für Pendler in Kleinstädten, abzuholen beim Bäcker, 5 € pro Tag',
    'de',
    {
      offer: /^Leihräder$/,
      object: /^Räder$/,
      form: 'rental',
      sufferer: /^Pendler$/,
      named: true,
      business: false,
      place: /^Kleinstädten$/,
      partners: [/^Bäcker$/],
      channels: [/^abzuholen beim Bäcker$/],
      revenue: 'rental',
      price: /^5 € pro Tag$/,
    },
  ],
  [
    'Surfbrettverleih an der Ostsee',
    'de',
    {
      offer: /^Surfbrettverleih$/,
      object: /^Surfbrett$/,
      form: 'rental',
      sufferer: /Surfer/,
      named: false,
      place: /Ostsee/,
    },
  ],
  [
    'Nachhilfe-Abo für Schüler der Mittelstufe, 49 € im Monat',
    'de',
    { form: 'subscription', object: /^Nachhilfe$/, sufferer: /^Schüler/, revenue: 'subscription', price: /49 €/ },
  ],
  ['Terminplanung für Fahrradwerkstätten', 'de', { sufferer: /^Fahrradwerkstätten$/, business: true }],
  ['Hundebetreuung für Berufstätige', 'de', { form: 'service', sufferer: /^Berufstätige$/, business: false }],
  [
    'Gemüsekiste vom Bauernhof für Familien, 20 € pro Woche',
    'de',
    { form: 'box', sufferer: /Familien/, ageBand: 'parents', revenue: 'subscription', price: /20 €/ },
  ],
  ['Marktplatz für gebrauchte Kinderräder mit 10 % Provision', 'de', { form: 'marketplace', revenue: 'commission' }],
  [
    'Kanuverleih für Urlauber am Bodensee',
    'de',
    { form: 'rental', object: /^Kanu$/, place: /^Bodensee$/, revenue: 'rental' },
  ],
  [
    'Reinigungsservice für Arztpraxen in München, monatlich abgerechnet',
    'de',
    { form: 'service', sufferer: /Arztpraxen/, business: true, place: /München/, revenue: 'subscription' },
  ],
  ['Einkaufshilfe für Senioren auf dem Land', 'de', { sufferer: /Senioren/, ageBand: 'seniors', place: /Land/ }],
  [
    'Lastenrad-Sharing für Familien im Stadtteil, buchbar per App',
    'de',
    { form: 'rental', sufferer: /Familien/, channels: [/App/] },
  ],
  [
    'Werkzeugverleih für Heimwerker über den Baumarkt, 8 € pro Tag',
    'de',
    { form: 'rental', sufferer: /Heimwerker/, partners: [/Baumarkt/], revenue: 'rental', price: /8 €/ },
  ],
];

function check(facts: IdeaFacts, e: Expected): string[] {
  const problems: string[] = [];
  const want = (label: string, ok: boolean, got: unknown) => {
    if (!ok) problems.push(`${label}: ${JSON.stringify(got)}`);
  };
  if (e.offer) want('offer', e.offer.test(facts.offer), facts.offer);
  if (e.object) want('object', e.object.test(facts.object ?? ''), facts.object);
  if (e.form) want('form', facts.form === e.form, facts.form);
  if (e.sufferer) want('sufferer', e.sufferer.test(facts.sufferer.text), facts.sufferer.text);
  if (e.named !== undefined) want('named', facts.sufferer.named === e.named, facts.sufferer.named);
  if (e.business !== undefined) want('business', facts.sufferer.business === e.business, facts.sufferer.business);
  if (e.ageBand) want('ageBand', facts.sufferer.ageBand === e.ageBand, facts.sufferer.ageBand);
  if (e.place) want('place', e.place.test(facts.setting?.place ?? ''), facts.setting);
  if (e.time) want('time', e.time.test(facts.setting?.time ?? ''), facts.setting);
  for (const p of e.partners ?? [])
    want(
      'partners',
      facts.partners.some((x) => p.test(x)),
      facts.partners,
    );
  for (const c of e.channels ?? [])
    want(
      'channels',
      facts.channels.some((x) => c.test(x)),
      facts.channels,
    );
  if (e.revenue) want('revenue', facts.revenue?.model === e.revenue, facts.revenue);
  if (e.price) want('price', e.price.test(facts.revenue?.price ?? ''), facts.revenue);
  if (e.revenueText) want('revenue text', e.revenueText.test(facts.revenue?.text ?? ''), facts.revenue);
  return problems;
}

describe('readIdeaFacts reads the founder’s one-liner', () => {
  it.each(IDEAS)('%s (%s)', (idea, lang, expected) => {
    const facts = readIdeaFacts({ title: idea }, lang);
    expect(check(facts, expected)).toEqual([]);
  });

  it('holds half German and half English one-liners', () => {
    expect(IDEAS.length).toBeGreaterThanOrEqual(24);
    expect(IDEAS.filter(([, lang]) => lang === 'de').length).toBeGreaterThanOrEqual(12);
  });

  it('never prefix-matches: "Automated" is no "auto", "Application" no "app" form of a car', () => {
    const facts = readIdeaFacts({ title: 'Automated invoices for craftsmen' }, 'en');
    expect(JSON.stringify(facts)).not.toMatch(/\bauto\b|car|drivers/i);
  });

  it('never takes a partner as the sufferer', () => {
    for (const [idea, lang] of IDEAS) {
      const facts = readIdeaFacts({ title: idea }, lang);
      for (const partner of facts.partners) expect(facts.sufferer.text.toLowerCase()).not.toBe(partner.toLowerCase());
    }
  });

  it('keeps a German region named by a capitalised adjective whole', () => {
    const facts = readIdeaFacts(
      { title: 'Kanuverleih für Urlauber an der Mecklenburgischen Seenplatte, Abholung auf Campingplätzen' },
      'de',
    );
    expect(facts.setting).toMatchObject({
      text: 'an der Mecklenburgischen Seenplatte',
      place: 'Mecklenburgischen Seenplatte',
    });
    expect(facts.sufferer.text).toBe('Urlauber');
  });

  it('leaves open what the words do not name', () => {
    const facts = readIdeaFacts({ title: 'Automated bookkeeping for freelancers' }, 'en');
    expect(facts.setting).toBeUndefined();
    expect(facts.partners).toEqual([]);
    expect(facts.channels).toEqual([]);
  });
});
