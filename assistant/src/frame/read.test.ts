// The reader on ideas of our own (none of them in the shared reading corpus): each slot scored as the corpus README
// scores it, the same goals, and the rules every reading keeps whatever the idea: spans of the founder's words only,
// nothing read where nothing was said, the title never the idea.
import { describe, expect, it } from 'vitest';
import { readFrame } from './read.js';
import { type AnnotatedIdea, READING_GOALS, SCORED_SLOTS, scoreCorpus } from './score.js';

const OWN: AnnotatedIdea[] = [
  {
    id: 'own-1',
    lang: 'en',
    idea: 'Paddleboard hire for holidaymakers on Lake Windermere, £15 per hour, booked through our website',
    offer: 'Paddleboard hire',
    offer_head: ['paddleboard'],
    people: 'holidaymakers',
    people_head: ['holidaymaker'],
    setting: 'Lake Windermere',
    price: '£15 per hour',
    price_kind: 'rent',
    partners: [],
    channels: ['website'],
    shape: 'rental',
  },
  {
    id: 'own-2',
    lang: 'en',
    idea: 'A volunteer-run repair café for neighbours in Hackney, members pay £5 a month',
    offer: 'volunteer-run repair café',
    offer_head: ['repair'],
    people: 'neighbours',
    people_head: ['neighbour'],
    setting: 'Hackney',
    price: '£5 a month',
    price_kind: 'membership',
    partners: [],
    channels: [],
    shape: 'repair',
  },
  {
    id: 'own-3',
    lang: 'en',
    idea: 'Shift scheduling software for small care agencies, £6 per carer per month',
    offer: 'Shift scheduling software',
    offer_head: ['scheduling'],
    people: 'small care agencies',
    people_head: ['agenc'],
    setting: null,
    price: '£6 per carer per month',
    price_kind: 'per_seat',
    partners: [],
    channels: [],
    shape: 'software_b2b',
  },
  {
    id: 'own-4',
    lang: 'en',
    idea: 'mobile bike servicing at office car parks for commuters, paid by their employers',
    offer: 'mobile bike servicing',
    offer_head: ['bike'],
    people: 'commuters',
    people_head: ['commuter'],
    setting: 'office car parks',
    price: null,
    price_kind: null,
    partners: ['employers'],
    channels: [],
    shape: 'repair',
  },
  {
    id: 'own-5',
    lang: 'en',
    idea: 'Weekly sourdough bread subscription for busy families in Bath, delivered by cargo bike, £12 a week',
    offer: 'Weekly sourdough bread subscription',
    offer_head: ['sourdough'],
    people: 'busy families',
    people_head: ['families'],
    setting: 'Bath',
    price: '£12 a week',
    price_kind: 'subscription',
    partners: [],
    channels: [],
    shape: 'food',
  },
  {
    id: 'own-6',
    lang: 'en',
    idea: 'An app that reminds gardeners when to sow and water, free with optional £3 plant guides',
    offer: 'app that reminds gardeners when to sow and water',
    offer_head: ['app'],
    people: 'gardeners',
    people_head: ['gardener'],
    setting: null,
    price: 'free with optional £3 plant guides',
    price_kind: 'free',
    partners: [],
    channels: [],
    shape: 'software_b2c',
  },
  {
    id: 'own-7',
    lang: 'en',
    idea: 'Chess club for retired teachers that meets in the town library every Thursday, £20 a year',
    offer: 'Chess club',
    offer_head: ['chess'],
    people: 'retired teachers',
    people_head: ['teacher'],
    setting: 'town library every Thursday',
    price: '£20 a year',
    price_kind: 'membership',
    partners: [],
    channels: [],
    shape: 'club_or_membership',
  },
  {
    id: 'own-8',
    lang: 'en',
    idea: 'Marketplace where students sell used textbooks to first-years, we keep 8%',
    offer: 'Marketplace',
    offer_head: ['marketplace'],
    people: 'students',
    people_head: ['student'],
    setting: null,
    price: 'we keep 8%',
    price_kind: 'commission',
    partners: [],
    channels: [],
    shape: 'marketplace',
  },
  {
    id: 'own-9',
    lang: 'en',
    idea: 'Dog grooming van that comes to your door in the suburbs of Leeds, £45 a visit',
    offer: 'Dog grooming van',
    offer_head: ['grooming'],
    people: null,
    people_head: [],
    setting: 'suburbs of Leeds',
    price: '£45 a visit',
    price_kind: 'per_use',
    partners: [],
    channels: [],
    shape: 'service_visit',
  },
  {
    id: 'own-10',
    lang: 'en',
    idea: 'Beginner pottery courses for adults on weekday evenings, £150 for six sessions',
    offer: 'Beginner pottery courses',
    offer_head: ['pottery'],
    people: 'adults',
    people_head: ['adult'],
    setting: 'weekday evenings',
    price: '£150 for six sessions',
    price_kind: 'one_off',
    partners: [],
    channels: [],
    shape: 'education',
  },
  {
    id: 'own-11',
    lang: 'en',
    idea: 'Toy library where parents borrow and swap toys instead of buying new ones, run with local nurseries',
    offer: 'Toy library',
    offer_head: ['toy'],
    people: 'parents',
    people_head: ['parent'],
    setting: null,
    price: null,
    price_kind: null,
    partners: ['local nurseries'],
    channels: [],
    shape: 'swap_or_sharing',
  },
  {
    id: 'own-12',
    lang: 'en',
    idea: 'Physiotherapy home visits for stroke patients after hospital discharge, covered by health insurers',
    offer: 'Physiotherapy home visits',
    offer_head: ['physiotherapy'],
    people: 'stroke patients',
    people_head: ['patient'],
    setting: 'after hospital discharge',
    price: null,
    price_kind: null,
    partners: ['health insurers'],
    channels: [],
    shape: 'health_care',
  },
  {
    id: 'own-13',
    lang: 'de',
    idea: 'Lastenradverleih für Familien in Freiburg, 20 € pro Tag, buchbar per App',
    offer: 'Lastenradverleih',
    offer_head: ['lastenrad'],
    people: 'Familien',
    people_head: ['famili'],
    setting: 'Freiburg',
    price: '20 € pro Tag',
    price_kind: 'rent',
    partners: [],
    channels: ['App'],
    shape: 'rental',
  },
  {
    id: 'own-14',
    lang: 'de',
    idea: 'Nähcafé als Verein für Nachbarinnen im Quartier, Mitgliedsbeitrag 8 € im Monat',
    offer: 'Nähcafé',
    offer_head: ['nähcafé'],
    people: 'Nachbarinnen',
    people_head: ['nachbarin'],
    setting: 'Quartier',
    price: 'Mitgliedsbeitrag 8 € im Monat',
    price_kind: 'membership',
    partners: [],
    channels: [],
    shape: 'club_or_membership',
  },
  {
    id: 'own-15',
    lang: 'de',
    idea: 'Dienstplan-Software für kleine Pflegedienste, 5 € pro Mitarbeiter und Monat',
    offer: 'Dienstplan-Software',
    offer_head: ['dienstplan'],
    people: 'kleine Pflegedienste',
    people_head: ['pflegedienst'],
    setting: null,
    price: '5 € pro Mitarbeiter und Monat',
    price_kind: 'per_seat',
    partners: [],
    channels: [],
    shape: 'software_b2b',
  },
  {
    id: 'own-16',
    lang: 'de',
    idea: 'Handyreparatur mit Abholung für Senioren, Festpreis 39 €',
    offer: 'Handyreparatur mit Abholung',
    offer_head: ['handyreparatur'],
    people: 'Senioren',
    people_head: ['senior'],
    setting: null,
    price: 'Festpreis 39 €',
    price_kind: 'per_use',
    partners: [],
    channels: [],
    shape: 'repair',
  },
  {
    id: 'own-17',
    lang: 'de',
    idea: 'Frühstückskisten vom Bäcker für Büros in Hamburg, jeden Montag geliefert, 60 € pro Woche',
    offer: 'Frühstückskisten vom Bäcker',
    offer_head: ['frühstück'],
    people: 'Büros',
    people_head: ['büro'],
    setting: 'Hamburg',
    price: '60 € pro Woche',
    price_kind: 'subscription',
    partners: ['Bäcker'],
    channels: [],
    shape: 'subscription_box',
  },
  {
    id: 'own-18',
    lang: 'de',
    idea: 'Plattform, die Studierende als Einkaufshilfen an ältere Nachbarn vermittelt, 3 € Vermittlungsgebühr pro Einkauf',
    offer: 'Plattform',
    offer_head: ['plattform'],
    people: 'ältere Nachbarn',
    people_head: ['nachbarn'],
    setting: null,
    price: '3 € Vermittlungsgebühr pro Einkauf',
    price_kind: 'per_use',
    partners: [],
    channels: [],
    shape: 'platform_matching',
  },
  {
    id: 'own-19',
    lang: 'de',
    idea: 'Gitarrenunterricht online für Erwachsene, die nie Noten gelernt haben, 25 € pro Stunde',
    offer: 'Gitarrenunterricht online',
    offer_head: ['gitarrenunterricht'],
    people: 'Erwachsene, die nie Noten gelernt haben',
    people_head: ['erwachsene'],
    setting: null,
    price: '25 € pro Stunde',
    price_kind: 'per_use',
    partners: [],
    channels: [],
    shape: 'education',
  },
  {
    id: 'own-20',
    lang: 'de',
    idea: 'Faltbare Hundenäpfe aus recyceltem Silikon, 14,90 €, verkauft über Tierhandlungen',
    offer: 'Faltbare Hundenäpfe aus recyceltem Silikon',
    offer_head: ['hundenäpfe'],
    people: null,
    people_head: [],
    setting: null,
    price: '14,90 €',
    price_kind: 'one_off',
    partners: ['Tierhandlungen'],
    channels: [],
    shape: 'physical_product',
  },
  {
    id: 'own-21',
    lang: 'de',
    idea: 'Kleidertausch-Partys für Studentinnen im Wohnheim, Eintritt kostenlos',
    offer: 'Kleidertausch-Partys',
    offer_head: ['kleidertausch'],
    people: 'Studentinnen',
    people_head: ['studentin'],
    setting: 'Wohnheim',
    price: 'Eintritt kostenlos',
    price_kind: 'free',
    partners: [],
    channels: [],
    shape: 'swap_or_sharing',
  },
  {
    id: 'own-22',
    lang: 'de',
    idea: 'Hausbesuche einer Ernährungsberaterin für Diabetiker auf dem Land, bezahlt von der Krankenkasse',
    offer: 'Hausbesuche einer Ernährungsberaterin',
    offer_head: ['hausbesuche'],
    people: 'Diabetiker',
    people_head: ['diabetiker'],
    setting: 'auf dem Land',
    price: null,
    price_kind: null,
    partners: ['Krankenkasse'],
    channels: [],
    shape: 'health_care',
  },
  {
    id: 'own-23',
    lang: 'de',
    idea: 'Mittagessen aus der Dorfküche für Schulkinder, 4,50 € pro Essen, bestellbar über WhatsApp',
    offer: 'Mittagessen aus der Dorfküche',
    offer_head: ['mittagessen'],
    people: 'Schulkinder',
    people_head: ['schulkinder'],
    setting: null,
    price: '4,50 € pro Essen',
    price_kind: 'per_use',
    partners: [],
    channels: ['WhatsApp'],
    shape: 'food',
  },
  {
    id: 'own-24',
    lang: 'de',
    idea: 'Fahrradwerkstatt auf Rädern für Pendler in Köln, Anfahrt 15 €',
    offer: 'Fahrradwerkstatt auf Rädern',
    offer_head: ['fahrradwerkstatt'],
    people: 'Pendler',
    people_head: ['pendler'],
    setting: 'Köln',
    price: 'Anfahrt 15 €',
    price_kind: 'per_use',
    partners: [],
    channels: [],
    shape: 'repair',
  },
];

describe('readFrame on ideas of our own', () => {
  const scores = scoreCorpus(OWN, (idea) => readFrame({ text: idea.idea }, idea.lang));
  it.each(SCORED_SLOTS.map((slot) => [slot]))('reads %s as well as the goal asks', (slot) => {
    const score = scores.find((s) => s.slot === slot)!;
    expect(score.percent, JSON.stringify(score.failures, null, 1)).toBeGreaterThanOrEqual(READING_GOALS[slot]);
  });

  it.each(OWN.map((idea) => [idea.id, idea]))("%s: every slot is a span of the founder's words", (_id, idea) => {
    const frame = readFrame({ text: idea.idea }, idea.lang);
    const text = idea.idea.toLowerCase();
    for (const value of [frame.offer, frame.people, frame.setting, frame.price, ...frame.partners, ...frame.channels])
      if (value) expect(text).toContain(value.toLowerCase());
  });
});

describe('readFrame', () => {
  it('reads the slots of a one-liner as the founder wrote them', () => {
    expect(
      readFrame(
        { text: 'Paddleboard hire for holidaymakers on Lake Windermere, £15 per hour, booked through our website' },
        'en',
      ),
    ).toEqual({
      offer: 'Paddleboard hire',
      people: 'holidaymakers',
      setting: 'Lake Windermere',
      price: '£15 per hour',
      priceKind: 'rent',
      partners: [],
      channels: ['website'],
      shape: 'rental',
      name: null,
    });
  });

  it('leaves what was not said empty instead of inventing it', () => {
    const frame = readFrame({ text: 'an app that tells you when your passport expires' }, 'en');
    expect(frame).toMatchObject({
      people: null,
      setting: null,
      price: null,
      priceKind: null,
      partners: [],
      channels: [],
    });
    expect(frame.shape).toBe('software_b2c');
  });

  it('takes a product name from the title, never the problem or the people', () => {
    const frame = readFrame(
      {
        text: 'Mobile Hundepflege für Berufstätige in München, 45 € pro Besuch',
        title: 'Pfotenmobil – mobile Hundepflege',
      },
      'de',
    );
    expect(frame.name).toBe('Pfotenmobil');
    expect(frame.offer).toBe('Mobile Hundepflege');
    expect(frame.people).toBe('Berufstätige');
    expect(frame.setting).toBe('München');
    expect(frame.priceKind).toBe('per_use');
    expect(JSON.stringify([frame.offer, frame.people, frame.setting])).not.toMatch(/pfotenmobil/i);
  });

  it('takes a leading name of the idea as its name, not as its offer', () => {
    const frame = readFrame({ text: 'GripMate: non-slip handle covers for walking sticks, £12 each' }, 'en');
    expect(frame.name).toBe('GripMate');
    expect(frame.offer).toBe('non-slip handle covers for walking sticks');
    expect(frame.priceKind).toBe('one_off');
  });

  it('reads nothing from an empty idea', () => {
    expect(readFrame({ text: '   ' }, 'en')).toMatchObject({ offer: null, people: null, shape: 'other' });
  });

  it('reads sloppy lower-case German', () => {
    const frame = readFrame({ text: 'fenster putzen für ältere leute im dorf 20 euro die stunde' }, 'de');
    expect(frame).toMatchObject({
      offer: 'fenster putzen',
      people: 'ältere leute',
      setting: 'dorf',
      price: '20 euro die stunde',
      priceKind: 'per_use',
    });
  });

  it('reads the Basic Idea sections one a line: the first-users line names the people, the solution the offer', () => {
    const en = readFrame(
      {
        text: 'Commuters waste an hour a week getting their bikes fixed\nOffice workers who cycle to work\nA mobile repair van that comes to office car parks, paid per fix',
      },
      'en',
    );
    expect(en).toMatchObject({
      offer: 'mobile repair van',
      people: 'Office workers who cycle to work',
      setting: 'office car parks',
      price: 'paid per fix',
      priceKind: 'per_use',
      shape: 'repair',
    });
    const de = readFrame(
      {
        text: 'Eltern finden keinen Babysitter für den Abend\nJunge Familien in Köln\nEine App, die geprüfte Studierende als Babysitter vermittelt, 15 € Gebühr pro Buchung',
      },
      'de',
    );
    expect(de).toMatchObject({
      offer: 'App, die geprüfte Studierende als Babysitter vermittelt',
      people: 'Junge Familien',
      priceKind: 'per_use',
      shape: 'platform_matching',
    });
  });

  it('reads a problem statement: its people, and what the founder then does as the offer', () => {
    expect(
      readFrame(
        {
          text: 'Busy dog owners in Hamburg have no time to take their dogs to the groomer, so we groom dogs at their door',
        },
        'en',
      ),
    ).toMatchObject({ offer: 'groom dogs', people: 'Busy dog owners', setting: 'Hamburg', shape: 'service_visit' });
    expect(
      readFrame(
        {
          text: 'Pendler in Leipzig verlieren Zeit, weil Werkstätten ausgebucht sind. Wir reparieren Räder am Arbeitsplatz, 30 Euro im Monat',
        },
        'de',
      ),
    ).toMatchObject({
      offer: 'Räder',
      people: 'Pendler',
      setting: 'Leipzig',
      priceKind: 'subscription',
      shape: 'repair',
    });
  });

  it('reads what the founder does to a thing whose name the tagger takes for a verb', () => {
    expect(readFrame({ text: 'We repair e-bikes at home in Munich for a fixed fee of 49 euros' }, 'en')).toMatchObject({
      offer: 'repair e-bikes',
      price: '49 euros',
      shape: 'repair',
    });
  });

  it('takes no thing for people, whatever the tagger guesses from the words around it', () => {
    const marketplace = readFrame(
      {
        text: 'Marketplace for leftover building materials – builders list half pallets, DIYers pick up cheap. Builders pay 8%',
      },
      'en',
    );
    expect(marketplace.people).not.toMatch(/materials/);
    expect(marketplace.people).toMatch(/builders/i);
    expect(
      readFrame(
        { text: "A B2B tool that helps small bakeries plan tomorrow's bread from today's sales, 49 euros a month" },
        'en',
      ),
    ).toMatchObject({ offer: 'B2B tool', people: 'small bakeries', priceKind: 'subscription', shape: 'software_b2b' });
  });

  it('keeps a time noun that ends the offer’s compound in the offer: "board game nights | in village pubs"', () => {
    expect(readFrame({ text: 'Board game nights in village pubs, £5 a head' }, 'en')).toMatchObject({
      offer: 'Board game nights',
      setting: 'village pubs',
    });
    // A time of its own still goes with the place.
    expect(readFrame({ text: 'Schwimmkurse für Kinder, nachmittags im Bewegungsbad' }, 'de').setting).toMatch(
      /nachmittags im Bewegungsbad/,
    );
  });

  it('reads on past an abbreviation’s stop in a sentence that goes on: "£60 a month incl. 2 workshops"', () => {
    expect(
      readFrame({ text: 'Makerspace membership for hobby welders in Sheffield, £60 a month incl. 2 workshops' }, 'en')
        .price,
    ).toBe('£60 a month incl. 2 workshops');
  });
});
