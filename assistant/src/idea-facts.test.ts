import { emptyFrame, type IdeaFrame } from '@idea-studio/sdk';
import { describe, expect, it } from 'vitest';
import { readFrame } from './frame/read.js';
import { factsFromFrame, type IdeaFacts, readIdeaFacts } from './idea-facts.js';
import type { Lang } from './types.js';

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
  ['Hundebetreuung für Berufstätige', 'de', { form: 'service', sufferer: /^Berufstätige mit Hund$/, business: false }],
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

  it('takes the subject of a one-liner that states the problem as the sufferer, and what they cannot do as no offer, partner or channel', () => {
    const cases: Array<[string, Lang, RegExp, boolean]> = [
      [
        'Parents in Lyon cannot find someone to pick up their kids from school when they work late',
        'en',
        /^parents$/,
        false,
      ],
      ['Small bakeries struggle to sell leftover bread', 'en', /^small bakeries$/, true],
      ['Dog owners in Porto cannot find someone to walk their dog at short notice', 'en', /^dog owners$/, false],
      ['Eltern in Leipzig finden keinen Babysitter für spontane Abende', 'de', /^Eltern$/, false],
      ['Handwerksbetriebe verlieren Zeit mit der Suche nach Material', 'de', /^Handwerksbetriebe$/, true],
    ];
    for (const [idea, lang, sufferer, business] of cases) {
      const facts = readIdeaFacts({ title: idea }, lang);
      expect(facts.sufferer.text, idea).toMatch(sufferer);
      expect(facts.sufferer.business, idea).toBe(business);
      expect(facts.sufferer.named, idea).toBe(true);
      expect(facts.offer, idea).toBe('');
      expect(facts.partners, idea).toEqual([]);
      expect(facts.channels, idea).toEqual([]);
    }
    // The assistant's own solution names how a marketplace works and whom it suggests: neither is its thing.
    const drafted = readIdeaFacts(
      {
        solution:
          'A matching platform that suggests the right provider for dog walking to dog owners, based on their needs and location.',
      },
      'en',
    );
    expect(drafted.form).toBe('marketplace');
    expect(drafted.object ?? '').not.toMatch(/matching|provider/);
    // Where they are stays the setting.
    expect(readIdeaFacts({ title: cases[0]![0] }, 'en').setting?.place).toBe('Lyon');
    // An offer still reads as one: its group comes after "for".
    expect(readIdeaFacts({ title: 'Mobile dog grooming for busy owners' }, 'en').offer).toMatch(/dog grooming/);
  });

  it('leaves open what the words do not name', () => {
    const facts = readIdeaFacts({ title: 'Automated bookkeeping for freelancers' }, 'en');
    expect(facts.setting).toBeUndefined();
    expect(facts.partners).toEqual([]);
    expect(facts.channels).toEqual([]);
  });

  it('reads text-message spellings as the words they stand for: "u" is no thing the app is about', () => {
    const typed = readIdeaFacts({ title: 'app that tells u when ur passport is about to expire, 1.99 one time' }, 'en');
    expect(typed.object).toBe('passport');
    expect(typed.sufferer.text).not.toMatch(/\bus\b/);
    const text = 'app that tells u when ur passport or driving licence is about to expire, 1.99 one time';
    expect(factsFromFrame(readFrame({ text }, 'en'), 'en', undefined, text).object).toBe('passport');
  });
});

/**
 * More one-liners, each with every fact a careful reader takes from it: half German; B2C and B2B; rentals,
 * marketplaces, subscriptions, boxes, apps, services and courses; relative clauses, payers and named details.
 */
type Facts = Omit<Partial<IdeaFacts>, 'sufferer' | 'setting' | 'revenue'> & {
  sufferer: Partial<IdeaFacts['sufferer']>;
  setting?: Partial<NonNullable<IdeaFacts['setting']>>;
  revenue?: Partial<NonNullable<IdeaFacts['revenue']>>;
};

const FULL: Array<[string, Lang, Facts]> = [
  [
    'Snowboard rental for beginners at ski resorts, booked online',
    'en',
    {
      offer: 'snowboard rental',
      object: 'snowboard',
      form: 'rental',
      sufferer: { text: 'beginners', business: false, named: true },
      setting: { text: 'at ski resorts', place: 'ski resorts' },
      channels: ['booked online'],
      revenue: { model: 'rental', text: 'snowboard rental' },
    },
  ],
  [
    'A cleaning service for small offices in Leeds, billed monthly',
    'en',
    {
      offer: 'cleaning service',
      object: 'cleaning',
      form: 'service',
      sufferer: { text: 'small offices', business: true, named: true },
      setting: { text: 'in Leeds', place: 'Leeds' },
      partners: [],
      revenue: { model: 'subscription', text: 'billed monthly' },
    },
  ],
  [
    'A subscription app that reminds older people to take their medication, €4.99 a month',
    'en',
    {
      form: 'subscription',
      sufferer: { text: 'older people', ageBand: 'seniors', business: false, named: true },
      revenue: { model: 'subscription', text: '€4.99 a month', price: '€4.99 a month' },
    },
  ],
  [
    'Dog daycare for busy professionals in Manchester, €30 per day',
    'en',
    {
      form: 'service',
      sufferer: { text: 'busy professionals with a dog', business: false },
      setting: { text: 'in Manchester', place: 'Manchester' },
      revenue: { model: 'per-use', text: '€30 per day', price: '€30 per day' },
    },
  ],
  [
    'Laundry pickup for night-shift nurses near hospitals, paid per bag',
    'en',
    {
      offer: 'laundry pickup',
      object: 'laundry',
      form: 'delivery',
      sufferer: { text: 'night-shift nurses', role: 'nurses', business: false },
      setting: { text: 'near hospitals', place: 'hospitals' },
      partners: [],
      revenue: { model: 'per-use', text: 'paid per bag' },
    },
  ],
  [
    'Guided night hikes for tourists in the Lake District, booked through hotels',
    'en',
    {
      sufferer: { text: 'tourists', business: false },
      setting: { text: 'in the Lake District at night', place: 'Lake District', time: 'at night' },
      partners: ['hotels'],
      channels: ['booked through hotels'],
    },
  ],
  [
    'Equipment rental for wedding photographers, delivered to the venue',
    'en',
    {
      object: 'equipment',
      form: 'rental',
      sufferer: { text: 'wedding photographers', named: true },
      setting: { text: 'at the venue', place: 'venue' },
      channels: ['delivered to the venue'],
    },
  ],
  [
    'An app that helps tenants in shared flats split utility bills fairly',
    'en',
    {
      form: 'app',
      object: 'utility bills',
      sufferer: { text: 'tenants', business: false, named: true },
      setting: { text: 'in shared flats', place: 'shared flats' },
    },
  ],
  [
    'A B2B platform matching restaurants with local farms for weekly vegetable deliveries, taking a 5% commission per order',
    'en',
    {
      offer: 'B2B platform',
      form: 'marketplace',
      sufferer: { text: 'restaurants', business: true, named: true },
      partners: ['local farms'],
      channels: ['weekly vegetable deliveries'],
      revenue: { model: 'commission', text: 'taking a 5% commission per order', price: '5%' },
    },
  ],
  [
    'Mobile bike repair for commuters at office car parks, paid by the employer as a staff benefit',
    'en',
    {
      object: 'bike',
      form: 'service',
      sufferer: { text: 'commuters', business: false },
      setting: { text: 'at office car parks', place: 'office car parks' },
      partners: ['employer'],
      revenue: { model: 'per-use', text: 'paid by the employer as a staff benefit', payer: 'the employer' },
    },
  ],
  [
    'A marketplace where retired craftsmen teach weekend workshops to teenagers',
    'en',
    {
      form: 'marketplace',
      sufferer: { text: 'teenagers', ageBand: 'teens' },
      partners: ['retired craftsmen'],
      setting: { text: 'at weekends', time: 'at weekends' },
    },
  ],
  [
    'A subscription box of age-appropriate science experiments for children aged 8 to 12, sold through primary schools',
    'en',
    {
      form: 'subscription',
      object: 'age-appropriate science experiments',
      sufferer: { text: 'children aged 8 to 12', ageBand: 'children', ages: [8, 12] },
      partners: ['primary schools'],
      channels: ['through primary schools'],
    },
  ],
  [
    'Mietbare Saunafässer für Ferienhäuser an der Ostsee, geliefert und aufgebaut vom örtlichen Zimmereibetrieb',
    'de',
    {
      offer: 'mietbare Saunafässer',
      object: 'Saunafässer',
      form: 'rental',
      sufferer: { text: 'Ferienhäuser', business: true, named: true },
      setting: { text: 'an der Ostsee', place: 'Ostsee' },
      partners: ['Zimmereibetrieb'],
      channels: ['geliefert und aufgebaut vom örtlichen Zimmereibetrieb'],
    },
  ],
  [
    'Reparaturservice für Fahrradwerkstätten in Leipzig',
    'de',
    {
      object: 'Reparatur',
      form: 'service',
      sufferer: { text: 'Fahrradwerkstätten', business: true, named: true },
      setting: { text: 'in Leipzig', place: 'Leipzig' },
    },
  ],
  [
    'Kinderbetreuung am Abend für Eltern im Schichtdienst',
    'de',
    {
      form: 'service',
      sufferer: { text: 'Eltern', ageBand: 'parents', business: false },
      setting: { text: 'am Abend', time: 'am Abend' },
    },
  ],
  [
    'Ein Marktplatz für gebrauchte Fahrräder, 5 % Provision pro Verkauf',
    'de',
    {
      offer: 'Marktplatz für gebrauchte Fahrräder',
      object: 'gebrauchte Fahrräder',
      form: 'marketplace',
      sufferer: { text: 'Radfahrer', named: false },
      revenue: { model: 'commission', text: '5 % Provision pro Verkauf', price: '5 %' },
    },
  ],
  [
    'Automatisierte Buchhaltung für Handwerksbetriebe',
    'de',
    {
      offer: 'automatisierte Buchhaltung',
      object: 'Buchhaltung',
      form: 'service',
      sufferer: { text: 'Handwerksbetriebe', business: true },
    },
  ],
  [
    'Wäscheservice für Senioren in München, abgeholt und geliefert per Lastenrad',
    'de',
    {
      object: 'Wäsche',
      sufferer: { text: 'Senioren', ageBand: 'seniors' },
      setting: { text: 'in München', place: 'München' },
      channels: ['abgeholt und geliefert per Lastenrad'],
    },
  ],
  [
    'Gemüsekisten vom Biohof für Familien, geliefert jeden Freitag, 30 € pro Kiste',
    'de',
    {
      form: 'box',
      sufferer: { text: 'Familien', ageBand: 'parents' },
      partners: ['Biohof'],
      channels: ['geliefert'],
      revenue: { model: 'per-use', text: '30 € pro Kiste', price: '30 € pro Kiste' },
      details: ['jeden Freitag'],
    },
  ],
  [
    'Yogakurse für Schwangere in Hamburg, 15 € pro Stunde',
    'de',
    {
      form: 'course',
      sufferer: { text: 'Schwangere', business: false },
      setting: { text: 'in Hamburg', place: 'Hamburg' },
      revenue: { model: 'per-use', text: '15 € pro Stunde', price: '15 € pro Stunde' },
    },
  ],
  [
    'Eine App, mit der Hundebesitzer Gassigeher in ihrer Nachbarschaft finden',
    'de',
    {
      form: 'app',
      sufferer: { text: 'Hundebesitzer', business: false, named: true },
      setting: { text: 'in ihrer Nachbarschaft', place: 'Nachbarschaft' },
    },
  ],
  [
    'Bauernhof-Ferien für Stadtkinder in Brandenburg, gebucht über Schulen',
    'de',
    {
      sufferer: { text: 'Stadtkinder', ageBand: 'children' },
      setting: { text: 'in Brandenburg', place: 'Brandenburg' },
      partners: ['Schulen'],
      channels: ['gebucht über Schulen'],
    },
  ],
  [
    'Abo für Kaffeebohnen aus kleinen Röstereien, monatlich per Post geliefert',
    'de',
    {
      offer: 'Abo für Kaffeebohnen',
      object: 'Kaffeebohnen',
      form: 'subscription',
      sufferer: { text: 'Kaffeeliebhaber', named: false },
      partners: ['Röstereien'],
      channels: ['per Post'],
      revenue: { model: 'subscription', text: 'monatlich' },
    },
  ],
  [
    'Ein Lieferdienst, der Apotheken-Bestellungen am selben Tag per E-Bike zu chronisch kranken Menschen bringt',
    'de',
    {
      form: 'delivery',
      object: 'Apotheken-Bestellungen',
      sufferer: { text: 'chronisch kranke Menschen', named: true },
      setting: { text: 'am selben Tag', time: 'am selben Tag' },
      partners: ['Apotheken'],
      channels: ['per E-Bike'],
    },
  ],
  [
    'Ein Abo für frisches Brot, das Bäckereien morgens an Berufspendler am Bahnhof liefern',
    'de',
    {
      object: 'frisches Brot',
      form: 'subscription',
      sufferer: { text: 'Berufspendler', business: false },
      setting: { text: 'am Bahnhof morgens', place: 'Bahnhof', time: 'morgens' },
      partners: ['Bäckereien'],
    },
  ],
  [
    'Eine Plattform, die Hebammen und werdende Eltern in ländlichen Regionen zusammenbringt, Vermittlungsgebühr 20 Euro',
    'de',
    {
      form: 'marketplace',
      sufferer: { text: 'werdende Eltern', ageBand: 'parents' },
      partners: ['Hebammen'],
      setting: { text: 'in ländlichen Regionen', place: 'ländlichen Regionen' },
      revenue: { model: 'commission', text: 'Vermittlungsgebühr 20 Euro', price: '20 Euro' },
    },
  ],
  [
    'Ein Marktplatz für Restposten von Baustoffen zwischen Handwerksbetrieben',
    'de',
    {
      object: 'Restposten von Baustoffen',
      form: 'marketplace',
      sufferer: { text: 'Handwerksbetriebe', business: true },
    },
  ],
  [
    'Reparaturservice für Smartphones direkt im Büro, gebucht über das Intranet der Firma',
    'de',
    {
      object: 'Smartphones',
      sufferer: { text: 'Büroangestellte', named: false, business: false },
      setting: { text: 'im Büro', place: 'Büro' },
      partners: ['Firma'],
      channels: ['gebucht über das Intranet der Firma'],
    },
  ],
];

/** Fresh one-liners, tried as a new user would: the same reading must hold for ideas the tables above never saw. */
const FRESH: Array<[string, Lang, Facts]> = [
  [
    'Mobile bike repair for delivery riders in Berlin, paid per repair, parts from local bike shops',
    'en',
    {
      form: 'service',
      sufferer: { text: 'delivery riders', named: true },
      setting: { place: 'Berlin' },
      partners: ['local bike shops'],
      revenue: { model: 'per-use', text: 'paid per repair' },
    },
  ],
  [
    'Fensterputzer für Arztpraxen, abgerechnet pro Einsatz',
    'de',
    {
      sufferer: { text: 'Arztpraxen', business: true },
      revenue: { model: 'per-use', text: 'abgerechnet pro Einsatz' },
    },
  ],
  [
    'Camping gear rental delivered to festivals, paid per weekend',
    'en',
    {
      form: 'rental',
      sufferer: { text: 'campers', named: false },
      setting: { text: 'at festivals', place: 'festivals' },
      channels: ['delivered to festivals'],
      revenue: { model: 'rental', text: 'paid per weekend' },
    },
  ],
  [
    'Camping gear rental delivered to festivals by van, paid per weekend, with partner outdoor shops',
    'en',
    {
      object: 'camping gear',
      sufferer: { text: 'campers', named: false },
      setting: { text: 'at festivals' },
      partners: ['partner outdoor shops'],
      channels: ['delivered to festivals by van'],
    },
  ],
  [
    'Rent-a-tool lockers at hardware stores so DIY beginners can borrow a drill for the weekend',
    'en',
    {
      form: 'rental',
      sufferer: { text: 'DIY beginners' },
      setting: { time: 'for the weekend' },
      partners: ['hardware stores'],
      channels: ['lockers at hardware stores'],
    },
  ],
  [
    'Second-hand textbook marketplace for university students, 8% fee per sale',
    'en',
    { form: 'marketplace', sufferer: { text: 'university students', ageBand: 'students' } },
  ],
  [
    'Senior-friendly tablet lessons at public libraries, free for pensioners and paid by the council',
    'en',
    {
      form: 'course',
      sufferer: { text: 'pensioners', ageBand: 'seniors' },
      setting: { place: 'public libraries' },
      partners: ['public libraries', 'council'],
      revenue: { model: 'per-use', payer: 'the council' },
    },
  ],
  [
    'Ein Reparatur-Abo für Kaffeemaschinen in Büros, 39 € im Monat',
    'de',
    {
      object: 'Kaffeemaschinen',
      form: 'subscription',
      sufferer: { text: 'Büros', business: true },
      revenue: { model: 'subscription', price: '39 € im Monat' },
    },
  ],
  [
    'Skiverleih für Familien in Tiroler Skigebieten, Abholung an der Talstation',
    'de',
    {
      object: 'Ski',
      form: 'rental',
      sufferer: { text: 'Familien' },
      setting: { text: 'in Tiroler Skigebieten', place: 'Tiroler Skigebieten' },
      channels: ['Abholung an der Talstation'],
    },
  ],
  [
    'Essen auf Rädern für ältere Menschen auf dem Land, bezahlt von der Pflegekasse',
    'de',
    {
      sufferer: { text: 'ältere Menschen', ageBand: 'seniors' },
      setting: { text: 'auf dem Land' },
      partners: ['Pflegekasse'],
      revenue: { text: 'bezahlt von der Pflegekasse', payer: 'Pflegekasse' },
    },
  ],
  [
    'Fahrradkurierdienst für Apotheken in Leipzig, abgerechnet pro Lieferung',
    'de',
    {
      sufferer: { text: 'Apotheken', business: true },
      channels: [],
      revenue: { model: 'per-use', text: 'abgerechnet pro Lieferung' },
    },
  ],
  [
    'Mietwäsche für Ferienwohnungen an der Nordsee, geliefert von einer Wäscherei aus Husum',
    'de',
    {
      form: 'rental',
      sufferer: { text: 'Ferienwohnungen', business: true },
      setting: { place: 'Nordsee' },
      partners: ['Wäscherei'],
      channels: ['geliefert von einer Wäscherei'],
    },
  ],
];

describe('readIdeaFacts takes every fact a one-liner names', () => {
  it.each([...FULL, ...FRESH])('%s (%s)', (idea, lang, expected) => {
    expect(readIdeaFacts({ title: idea }, lang)).toMatchObject(expected);
  });

  it('holds at least 24 one-liners, half of them German', () => {
    expect(FULL.length).toBeGreaterThanOrEqual(24);
    expect(FULL.filter(([, lang]) => lang === 'de').length * 2).toBeGreaterThanOrEqual(FULL.length);
  });

  it('reads the same facts from the Basic Idea sections when the track has no one-liner', () => {
    const facts = readIdeaFacts(
      {
        solution: 'Surfboard rental with pick-up at local surf shops, paid per day',
        users: 'Surfers on holiday in coastal towns',
        problem: 'Visitors cannot bring their own boards on the train.',
      },
      'en',
    );
    expect(facts).toMatchObject({
      form: 'rental',
      object: 'surfboard',
      partners: ['local surf shops'],
      channels: ['pick-up at local surf shops'],
      revenue: { model: 'rental', text: 'paid per day' },
      setting: { place: 'coastal towns' },
    });
  });

  it('keeps the other side of a marketplace when the users section names the sufferers', () => {
    const facts = readIdeaFacts(
      {
        solution:
          'Eine Plattform, die Hebammen und werdende Eltern in ländlichen Regionen zusammenbringt, Vermittlungsgebühr 20 Euro.',
        users: 'Werdende Eltern in ländlichen Regionen, die noch keine Hebamme gefunden haben.',
        problem: 'Werdende Eltern finden auf dem Land kaum eine Hebamme.',
      },
      'de',
      { group: 'werdende Eltern', groupKnown: true, business: false, subject: 'Hebamme' },
    );
    expect(facts).toMatchObject({ form: 'marketplace', partners: ['Hebammen'], sufferer: { text: 'werdende Eltern' } });
    expect(facts.details).toEqual([]);
  });

  it('names no place the founder did not name: university students are no setting', () => {
    const facts = readIdeaFacts({ title: 'Second-hand textbook marketplace for university students' }, 'en');
    expect(facts.setting).toBeUndefined();
  });

  it('never names a partner as the sufferer, nor a people word as the thing offered', () => {
    for (const [idea, lang] of FULL) {
      const facts = readIdeaFacts({ title: idea }, lang);
      for (const partner of facts.partners) expect(facts.sufferer.text).not.toBe(partner);
      expect(facts.object ?? '').not.toMatch(/^(?:people|Menschen|parents|Eltern)$/);
    }
  });

  it('matches terms as whole words: no "auto" in "Automatisierte", no "car" in "care homes"', () => {
    const de = readIdeaFacts({ title: 'Automatisierte Buchhaltung für Handwerksbetriebe' }, 'de');
    expect(JSON.stringify(de)).not.toMatch(/Auto(?:fahrer|s)\b/);
    const en = readIdeaFacts({ title: 'A cleaning service that visits care homes every month' }, 'en');
    expect(JSON.stringify(en)).not.toMatch(/drivers|cars?\b/);
    expect(en.sufferer).toMatchObject({ text: 'care homes', business: true });
  });
});

describe('factsFromFrame names the work a founder does', () => {
  const frame = (offer: string): IdeaFrame => ({
    ...emptyFrame(),
    offer,
    people: 'dog owners',
    shape: 'service_visit',
  });

  it('keeps the founder’s punctuation in the people: "Eltern, deren Buggy nach dem Urlaub kaputt ist"', () => {
    const text =
      'Kinderwagen-Reparatur mit Abholung – für Eltern, deren Buggy nach dem Urlaub kaputt ist. Pauschal 49 €';
    const facts = factsFromFrame(readFrame({ text }, 'de'), 'de', undefined, text);
    expect(facts.sufferer.text).toBe('Eltern, deren Buggy nach dem Urlaub kaputt ist');
  });

  it('asked to rent: "Rent a professional espresso machine" is that machine’s rental, the machine its thing', () => {
    const text = 'Rent a professional espresso machine for office parties, £90 a day';
    const facts = factsFromFrame(readFrame({ text }, 'en'), 'en', undefined, text);
    expect(facts).toMatchObject({ object: 'professional espresso machine', form: 'rental' });
    expect(facts.offer).toBe('professional espresso machine rental');
  });

  it('as a noun: "groom dogs" is dog grooming, "repair e-bikes" is e-bike repairing', () => {
    const grooming = factsFromFrame(frame('groom dogs'), 'en', undefined, 'so we groom dogs at their door');
    expect(grooming.offer).toBe('dog grooming');
    expect(grooming.object).toBe('dog grooming');
    const repair = factsFromFrame(frame('repair e-bikes'), 'en', undefined, 'We repair e-bikes at home');
    expect(repair.offer).toBe('e-bike repairing');
  });

  it('reads the thing a described work is done to: "Repairing broken washing machines"', () => {
    const facts = factsFromFrame(
      { ...frame('Repairing broken washing machines'), shape: 'repair' },
      'en',
      undefined,
      'Repairing broken washing machines for landlords of student flats',
    );
    expect(facts.offer).toMatch(/^repairing broken washing machines$/i);
    expect(facts.object).toMatch(/washing machines/);
  });

  it('reads a run of nouns the tagger takes partly for verbs as one thing: "toy swap boxes", "blood pressure checks"', () => {
    for (const offer of ['toy swap boxes', 'blood pressure checks']) {
      const facts = factsFromFrame(frame(offer), 'en', undefined, `${offer} for parents of toddlers`);
      expect(facts.offer).toBe(offer);
      expect(facts.object).toBe(offer);
    }
  });

  it('takes the reader’s offer span for the offer although the tagger reads verbs in it', () => {
    const bags = factsFromFrame(
      frame('Tote bags sewn from old sails'),
      'en',
      undefined,
      'Tote bags sewn from old sails',
    );
    expect(bags.offer).toMatch(/^tote bags/i);
    expect(bags.object ?? bags.offer).toMatch(/tote bags/i);
    const tents = factsFromFrame(frame('Zelte und Bänke mieten'), 'de', undefined, 'Zelte und Bänke mieten für Feste');
    expect(tents.object).toMatch(/^Zelte/);
    // A problem statement is no offer.
    const problem = 'Elderly people living alone forget their pills';
    expect(factsFromFrame(frame(problem), 'en', undefined, problem).offer).toBe('');
  });

  it('writes the nouns of German typed all in lower case as German writes them', () => {
    const text = 'lastenradverleih für junge familien im stadtteil, 20 euro am tag';
    const facts = factsFromFrame(
      { ...emptyFrame(), offer: 'lastenradverleih', people: 'junge familien', setting: 'stadtteil', shape: 'rental' },
      'de',
      undefined,
      text,
    );
    expect(facts.offer).toBe('Lastenradverleih');
    expect(facts.sufferer.text).toBe('junge Familien');
    expect(facts.setting?.text).toMatch(/Stadtteil/);
  });

  it('names the work a German founder does: "darum waschen wir Autos" is "Autos waschen"', () => {
    const text = 'Pendler haben keine Zeit für die Waschanlage, darum waschen wir Autos auf dem Firmenparkplatz';
    const facts = factsFromFrame({ ...emptyFrame(), offer: 'Autos', shape: 'service_visit' }, 'de', undefined, text);
    expect(facts.offer).toBe('Autos waschen');
    expect(facts.object).toBe('Autos');
    // A verb that only says the founder sells is no work: "wir verkaufen Kräuter" sells the herbs.
    const herbs = factsFromFrame({ ...emptyFrame(), offer: 'Kräuter' }, 'de', undefined, 'Wir verkaufen Kräuter');
    expect(herbs.offer).not.toMatch(/verkaufen/);
  });

  it('keeps a thing that is no work as the founder wrote it', () => {
    expect(factsFromFrame(frame('Paddleboard hire'), 'en', undefined, 'Paddleboard hire on the lake').offer).toMatch(
      /paddleboard hire/i,
    );
  });
});
