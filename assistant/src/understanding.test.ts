// What the offline engine understands of real idea statements: the topic and the people who suffer, as a person
// would name them, through the functions the generators use — and what that means for the drafts it writes.
import type { IdeaCard } from '@idea-studio/sdk';
import { describe, expect, it } from 'vitest';
import { offlineAnswer } from './answer.js';
import { buildFacts } from './facts.js';
import { Rng } from './random.js';
import { loadCatalogue } from './test/catalogue.js';
import { sentences } from './text.js';
import type { Lang, PromptContext, PromptRequest } from './types.js';
import { ideaKind } from './understand.js';

const catalogue = loadCatalogue();

function request(id: string, input: string, context: Partial<PromptContext> = {}, attempt = 0): PromptRequest {
  const entry = catalogue.get(id);
  if (!entry) throw new Error(`No catalogue entry ${id}`);
  return { entry, input, history: [], attempt, context: { lang: 'en', stepResults: [], passages: [], ...context } };
}

/** The facts the Basic Idea generators see when the founder has typed `text` as the problem. */
function understand(text: string, lang: Lang) {
  return buildFacts(request('basicIdea:STEP_PROMPT', text, { lang, stepPromptNumber: 1 }), new Rng(1), {
    current: 'problem',
  });
}

interface Row {
  text: string;
  lang: Lang;
  topic: RegExp;
  sufferer: RegExp;
}

const ROWS: Row[] = [
  {
    text: 'Commuters lose hours every month because bike workshops are booked out for weeks when their bike breaks',
    lang: 'en',
    topic: /^bike repair$|^bikes?$/,
    sufferer: /^commuters$/,
  },
  { text: 'Laundry pickup for students', lang: 'en', topic: /^laundry$/, sufferer: /^students$/ },
  { text: 'How do I find my first customers?', lang: 'en', topic: /customers/, sufferer: /^founders$/ },
  {
    text: 'Dog owners struggle to find a groomer with free appointments at the weekend.',
    lang: 'en',
    topic: /groom/,
    sufferer: /^dog owners$/,
  },
  {
    text: 'Small accounting firms waste hours chasing clients for missing receipts every month.',
    lang: 'en',
    topic: /receipts/,
    sufferer: /^small accounting firms$/,
  },
  {
    text: 'Landlords overcharge international students who cannot check the market price.',
    lang: 'en',
    topic: /market price/,
    sufferer: /^international students$/,
  },
  {
    text: 'Parents who work night shifts cannot find daycare for their toddlers.',
    lang: 'en',
    topic: /^(daycare|childcare)$/,
    sufferer: /^parents$/,
  },
  {
    text: 'Small bakeries throw away too much bread every evening because they cannot predict demand.',
    lang: 'en',
    topic: /^bread$/,
    sufferer: /^small bakeries$/,
  },
  {
    text: 'Restaurants throw away tons of food because suppliers deliver fixed quantities.',
    lang: 'en',
    topic: /^food$/,
    sufferer: /^restaurants$/,
  },
  {
    text: 'Finding a dog groomer with free slots on weekends is almost impossible for busy dog owners.',
    lang: 'en',
    topic: /dog groom/,
    sufferer: /^busy dog owners$/,
  },
  {
    text: 'Elderly people living alone forget to take their medication.',
    lang: 'en',
    topic: /medication/,
    sufferer: /^elderly people$/,
  },
  {
    text: 'Pendler verlieren jeden Monat Stunden, weil Fahrradwerkstätten wochenlang ausgebucht sind, wenn ihr Fahrrad kaputtgeht.',
    lang: 'de',
    topic: /^Fahrradreparatur$|^Fahrrad$/,
    sufferer: /^Pendler$/,
  },
  { text: 'Wie finde ich meine ersten Kunden?', lang: 'de', topic: /^Kunden/, sufferer: /^Gründerinnen und Gründer$/ },
  { text: 'Fahrrad-Reparatur-Abo für Pendler', lang: 'de', topic: /^Fahrrad-Reparatur$/, sufferer: /^Pendler$/ },
  {
    text: 'Kleine Bäckereien werfen jeden Abend zu viel Brot weg, weil sie die Nachfrage nicht vorhersagen können.',
    lang: 'de',
    topic: /^Brot$/,
    sufferer: /^kleine Bäckereien$/,
  },
  {
    text: 'Pflegende Angehörige behalten komplizierte Medikamentenpläne kaum im Blick.',
    lang: 'de',
    topic: /Medikamentenpläne/,
    sufferer: /^pflegende Angehörige$/,
  },
  {
    text: 'Hundebesitzer finden am Wochenende keinen Hundefriseur mit freien Terminen.',
    lang: 'de',
    topic: /^(Hundefriseur|Hundepflege)$/,
    sufferer: /^Hundebesitzer$/,
  },
  {
    text: 'Kleine Steuerkanzleien verlieren jeden Monat Stunden, weil Mandanten ihre Belege zu spät schicken.',
    lang: 'de',
    topic: /Belege/,
    sufferer: /^kleine Steuerkanzleien$/,
  },
  {
    text: 'Studierende in München finden keine bezahlbaren WG-Zimmer.',
    lang: 'de',
    topic: /WG-Zimmer/,
    sufferer: /^Studierende in München$/,
  },
  {
    text: 'Eltern im Schichtdienst finden keinen Betreuungsplatz für ihre Kleinkinder.',
    lang: 'de',
    topic: /Betreuungsplatz/,
    sufferer: /^Eltern/,
  },
  {
    text: 'Viele Senioren vergessen, ihre Medikamente rechtzeitig einzunehmen.',
    lang: 'de',
    topic: /^Medikamente$/,
    sufferer: /^Senioren$/,
  },
  {
    text: 'Restaurants werfen Tonnen von Lebensmitteln weg, weil Lieferanten feste Mengen liefern.',
    lang: 'de',
    topic: /^Lebensmittel/,
    sufferer: /^Restaurants$/,
  },
  // Whom they cannot find names the work the idea is about, not the thing it is done to.
  {
    text: 'Dog owners in Porto cannot find someone to walk their dog at short notice when they work late shifts',
    lang: 'en',
    topic: /^dog walking$/,
    sufferer: /^dog owners( in Porto)?$/,
  },
  {
    text: 'Busy families cannot find anyone to clean their windows before the holidays',
    lang: 'en',
    topic: /^window cleaning$/,
    sufferer: /^busy families$|^families$/,
  },
];

describe('the offline engine understands the founder’s words', () => {
  it('holds at least eight statements per language', () => {
    expect(ROWS.filter((r) => r.lang === 'en').length).toBeGreaterThanOrEqual(8);
    expect(ROWS.filter((r) => r.lang === 'de').length).toBeGreaterThanOrEqual(8);
    expect(ROWS.length).toBeGreaterThanOrEqual(20);
  });

  it.each(ROWS)('$text', ({ text, lang, topic, sufferer }) => {
    const facts = understand(text, lang);
    expect(facts.subject).toMatch(topic);
    expect(facts.group).toMatch(sufferer);
    expect(facts.groupKnown).toBe(true);
  });

  it.each([
    ['My Business Model Canvas 2026-11-23', 'en'],
    ['My Business Model Canvas 24.11.2026', 'de'],
    ['2026-11-23', 'en'],
  ] as Array<[string, Lang]>)('takes "%s" for no words at all', (text, lang) => {
    const facts = understand(text, lang);
    expect(facts.empty).toBe(true);
    expect(facts.phrases).toEqual([]);
    expect(`${facts.subject} ${facts.group}`).not.toMatch(/canvas|model|business|\d/i);
  });

  it.each([
    ['Mobile dog grooming for busy owners', /^dog grooming$/],
    ['Dog walking.', /^dog walking$/],
  ])('keeps the activity of "%s" in the subject', (text, topic) => {
    expect(understand(text, 'en').subject).toMatch(topic);
  });
});

const COMMUTERS = ROWS[0]!.text;
const PENDLER = ROWS.find((r) => r.text.startsWith('Pendler'))!.text;
const entries = (s: { problem?: string; users?: string; solution?: string }) =>
  JSON.stringify(
    [
      { type: 'PROBLEM', content: s.problem ?? '' },
      { type: 'TARGET USER', content: s.users ?? '' },
      { type: 'SOLUTION', content: s.solution ?? '' },
    ].filter((e) => e.content),
  );

type Card = IdeaCard;
type Item = { text?: string; content?: string; origin?: string };

function ask(id: string, input: string, context: Partial<PromptContext> = {}, attempt = 0): unknown {
  return offlineAnswer(request(id, input, context, attempt));
}

/** The texts the engine wrote (not the founder's own sections handed back). */
function written(value: unknown): string[] {
  const items = (Array.isArray(value) ? value : [value]) as Array<Item | Card>;
  return items.flatMap((item) => {
    if ('name' in item) return [item.tagline, item.target_group, item.value_proposition, ...item.key_features];
    if (item.origin === 'user') return [];
    return [item.text ?? item.content ?? ''];
  });
}

/** Everything the Basic Idea step writes for a problem statement (suggestions for all sections, fill-all). */
function drafts(problem: string, lang: Lang, context: Partial<PromptContext> = {}): string[] {
  const base = { lang, ...context };
  return [
    ...written(ask('basicIdea:STEP_PROMPT', problem, { ...base, stepPromptNumber: 1 })),
    ...written(ask('basicIdea:STEP_PROMPT', entries({ problem }), { ...base, stepPromptNumber: 2 })),
    ...written(ask('basicIdea:STEP_PROMPT', entries({ problem }), { ...base, stepPromptNumber: 3 })),
    ...written(ask('basicIdea:FILL_OUT_ALL_PROMPT', entries({ problem }), base)),
  ];
}

// Function words of one language that never belong in the other's drafts.
const ENGLISH_WORDS = /\b(the|and|with|for|who|that|is|are|their|your|every|around|of)\b/i;
const GERMAN_WORDS = /\b(und|der|die|das|für|mit|nicht|ist|sind|ihre|rund|beim|oder)\b/i;
/** A sentence that stops mid-clause: on a connector, an article or a relative pronoun, or with an ellipsis. */
const CUT = /(\b(and|or|who|that|which|with|the|a|an|to|of|und|oder|die|der|das|mit|für|zu)|…|\.\.\.)\s*[.!?]?$/i;

describe('what the drafts make of it', () => {
  it('names the commuters as the people, never the workshops, and no fragment like "bike breaks"', () => {
    for (const draft of drafts(COMMUTERS, 'en')) {
      // The founder's own sentence may be quoted whole; what the engine adds must not use a fragment of it.
      const text = draft.replace(COMMUTERS, '');
      expect(text).not.toMatch(/bike breaks/i);
      expect(text).not.toMatch(/^(bike workshops|local repair shops)\b/i);
      expect(text).not.toMatch(/sensor/i);
    }
    const [, users, solution] = ask('basicIdea:FILL_OUT_ALL_PROMPT', entries({ problem: COMMUTERS })) as Item[];
    expect(users!.content).toMatch(/^Commuters\b/);
    expect(solution!.content).toMatch(/service|subscription|booking|marketplace/i);
  });

  it('gives a laundry pickup a service, not a sensor kit', () => {
    const solutions = ask('basicIdea:STEP_PROMPT', 'Laundry pickup for students', { stepPromptNumber: 3 }) as Item[];
    const mechanisms = solutions.filter((s) => !/^Laundry pickup for students/.test(s.text!));
    expect(mechanisms[0]!.text).toMatch(/service/i);
    for (const { text } of solutions) expect(text).not.toMatch(/sensor|device/i);
    const filled = ask('basicIdea:FILL_OUT_ALL_PROMPT', 'Laundry pickup for students') as Item[];
    expect(filled[0]!.content).toMatch(/^Students .*\blaundry\b/);
    expect(filled[0]!.content).not.toMatch(/laundry pickup/i);
    expect(filled[2]).toMatchObject({ content: 'Laundry pickup for students.', origin: 'user' });
  });

  it('gives a German bike-repair problem no sensor kit and a German question no "ersten" topic', () => {
    for (const text of drafts(PENDLER, 'de')) expect(text).not.toMatch(/Sensor/);
    for (const text of drafts('Wie finde ich meine ersten Kunden?', 'de')) {
      expect(text).not.toMatch(/rund um ersten|Thema ersten|Wie finde ich/);
    }
  });

  it.each([
    ['en', 'My Business Model Canvas 2026-11-23'],
    ['de', 'My Business Model Canvas 2026-11-23'],
    ['en', '2026-11-23'],
  ] as Array<[Lang, string]>)('(%s) never takes "%s" for the topic', (lang, title) => {
    const texts = [
      ...written(ask('basicIdea:STEP_PROMPT', title, { lang, stepPromptNumber: 1 })),
      ...written(ask('basicIdea:STEP_PROMPT', title, { lang, stepPromptNumber: 2 })),
      ...written(ask('basicIdea:STEP_PROMPT', title, { lang, stepPromptNumber: 3 })),
      ...written(ask('basicIdea:FILL_OUT_ALL_PROMPT', title, { lang })),
      ...(ask('basicIdea:INITIALIZE_STEP_PROMPT', title, { lang }) as Array<{ answer: string }>).map((m) => m.answer),
    ];
    for (const text of texts)
      expect(text).not.toMatch(/canvas|business model|\d{4}-\d{2}-\d{2}|\d{1,2}\.\d{1,2}\.\d{4}/i);
    // Topic-neutral help: questions and examples that say they are examples.
    const suggestions = ask('basicIdea:STEP_PROMPT', title, { lang, stepPromptNumber: 1 }) as Item[];
    expect(suggestions.some((s) => /\?/.test(s.text!))).toBe(true);
    expect(suggestions.some((s) => /^(Example|Beispiel)/.test(s.text!))).toBe(true);
  });

  it.each(ROWS.filter((r) => r.lang === 'de').map((r) => r.text))('writes only German for "%s"', (problem) => {
    for (const text of drafts(problem, 'de')) expect(text).not.toMatch(ENGLISH_WORDS);
  });

  it.each(ROWS.filter((r) => r.lang === 'en').map((r) => r.text))('writes only English for "%s"', (problem) => {
    for (const text of drafts(problem, 'en')) expect(text).not.toMatch(GERMAN_WORDS);
  });

  it('keeps a German template free of an English solution clause', () => {
    const [card] = ask(
      'basicIdea:CLOSING_STEP_PROMPT',
      entries({
        problem: PENDLER,
        users: 'Berufspendler in Hamburg, die täglich mit dem Rad zur Arbeit fahren.',
        solution: 'A monthly repair subscription with a mechanic who comes to the office.',
      }),
      { lang: 'de' },
    ) as Card[];
    expect(`${card!.tagline} ${card!.value_proposition}`).not.toMatch(ENGLISH_WORDS);
  });
});

describe('the idea card', () => {
  const LONG_USERS =
    'Commuters who cycle more than ten kilometres to work every day in Hamburg, who have no car as a backup and who cannot afford to lose a day when their bike is in the workshop.';
  const PEDALPAL =
    'PedalPal is a 19 euro monthly bike repair subscription with a mobile mechanic who services your bike at work, plus a replacement bike while yours is being repaired, so that commuters never lose a working day again.';

  it.each([
    ['en', { problem: COMMUTERS, users: LONG_USERS, solution: PEDALPAL }],
    // A "where" clause is cut only after its verb ("… where commuters in Hamburg who ride to work every day are").
    [
      'en',
      {
        problem: COMMUTERS,
        users: 'Commuters in Hamburg who ride to work every day',
        solution:
          'A mobile on-site service that takes care of bike repair where commuters in Hamburg who ride to work every day are.',
      },
    ],
    [
      'en',
      {
        problem: ROWS[7]!.text,
        users: 'Owners of independent bakeries with two to five shops in Berlin.',
        solution:
          'An app that forecasts the next day’s demand per shop, sells leftover bread to nearby customers in the last opening hour and shows which products sell best on which weekday.',
      },
    ],
    [
      'de',
      {
        problem: PENDLER,
        users:
          'Berufspendler in Hamburg, die täglich mehr als zehn Kilometer mit dem Rad zur Arbeit fahren, kein Auto als Ersatz haben und es sich nicht leisten können, einen Tag zu verlieren.',
        solution:
          'Ein Fahrrad-Reparatur-Abo für Pendler: Ein mobiler Mechaniker wartet das Rad direkt am Arbeitsplatz und bringt bei größeren Schäden ein Ersatzrad mit.',
      },
    ],
  ] as Array<[Lang, Record<string, string>]>)('(%s) is never cut mid-sentence', (lang, sections) => {
    const [card] = ask('basicIdea:CLOSING_STEP_PROMPT', entries(sections), { lang }) as Card[];
    for (const line of [card!.tagline, card!.value_proposition]) {
      expect(line).toMatch(/[.!?]$/);
      expect(line).not.toMatch(CUT);
    }
    for (const line of [card!.target_group, ...card!.key_features]) {
      expect(line).not.toMatch(CUT);
      expect(line).not.toMatch(/\bwhere [^.]*\bin \p{Lu}\p{L}+$/u);
      expect(line.split(' ').length).toBeLessThanOrEqual(25);
    }
    expect(card!.target_group.split(' ').length).toBeGreaterThanOrEqual(3);
    expect(card!.key_features.length).toBeGreaterThanOrEqual(3);
    for (const text of written(card)) for (const s of sentences(text)) expect(s).not.toMatch(CUT);
  });

  it('takes the product name the founder wrote and never nests it in another name', () => {
    const [card] = ask(
      'basicIdea:CLOSING_STEP_PROMPT',
      entries({ problem: COMMUTERS, users: LONG_USERS, solution: PEDALPAL }),
    ) as Card[];
    expect(card!.name).toBe('PedalPal');
    expect(card!.value_proposition).not.toMatch(/\b\p{Lu}\w+ is PedalPal|PedalPal is PedalPal|PedalPal:/u);
    const withName = ask(
      'basicIdea:CLOSING_STEP_PROMPT',
      entries({
        problem: COMMUTERS,
        users: 'Commuters in Hamburg.',
        solution: 'Commuters get their bike serviced at work with PedalPal.',
      }),
    ) as Card[];
    expect(withName[0]!.name).toBe('PedalPal');
    const typedTitle = ask(
      'basicIdea:CLOSING_STEP_PROMPT',
      entries({ problem: COMMUTERS, users: 'Commuters in Hamburg.', solution: 'A monthly bike repair subscription.' }),
      {
        trackName: 'Bike Buddy',
      },
    ) as Card[];
    expect(typedTitle[0]!.name).toBe('Bike Buddy');
  });

  it('keeps a generated name on every save of the same idea', () => {
    const sections = entries({
      problem: COMMUTERS,
      users: 'Commuters in Hamburg.',
      solution: 'A monthly bike repair subscription with a mobile mechanic.',
    });
    const [first] = ask('basicIdea:CLOSING_STEP_PROMPT', sections) as Card[];
    // Saving again: the track now carries the card's name, the thread grew, a retry happened.
    const again = offlineAnswer({
      ...request('basicIdea:CLOSING_STEP_PROMPT', sections, { trackName: first!.name, roundId: 'round-7' }, 1),
      history: [{ role: 'user', content: 'Make it shorter' }],
    }) as Card[];
    expect(again[0]!.name).toBe(first!.name);
    const [other] = ask('basicIdea:CLOSING_STEP_PROMPT', sections, {
      company: { name: 'Acme', mission: null, industry: null },
    }) as Card[];
    expect(other!.name).toBe(first!.name);
  });

  it('builds German names on sensible roots, never on stop words', () => {
    const [card] = ask(
      'basicIdea:CLOSING_STEP_PROMPT',
      entries({
        problem: PENDLER,
        users: 'Pendler in Hamburg.',
        solution: 'Ein monatliches Abo, bei dem ein mobiler Mechaniker das Rad am Arbeitsplatz repariert.',
      }),
      { lang: 'de', trackName: 'Fahrrad-Reparatur-Abo für Pendler' },
    ) as Card[];
    expect(card!.name).toMatch(/^(Fahrrad|Pendel|Rad)/);
    const [fromTitle] = ask('basicIdea:CLOSING_STEP_PROMPT', 'Fahrrad-Reparatur-Abo für Pendler', {
      lang: 'de',
    }) as Card[];
    expect(fromTitle!.name).toMatch(/^(Fahrrad|Pendel)/);
  });
});

describe('the kind of an idea comes from whole words and their inflections', () => {
  it.each([
    ['Automatisierte Buchhaltung für Handwerksbetriebe', 'de', 'tool'],
    ['Software, die Dienstpläne verwaltet', 'de', 'tool'],
    ['Babysitting for night-shift nurses', 'en', 'service'],
    ['Lieferdienst für Apotheken', 'de', 'service'],
  ] as const)('%s is a %s idea', (text, lang, kind) => {
    expect(ideaKind([{ text, weight: 1 }], lang)).toBe(kind);
  });
  it('takes no prefix for a word: a marketing newsletter is no marketplace', () => {
    expect(ideaKind([{ text: 'A marketing newsletter for bakeries', weight: 1 }], 'en')).not.toBe('marketplace');
  });
});

describe('the time of a place', () => {
  const facts = (idea: string) =>
    buildFacts(
      request('basicIdea:CLOSING_STEP_PROMPT', '', { trackName: idea, idea: { oneLiner: idea, sections: [] } }),
      new Rng(1),
      {
        allowStarter: true,
      },
    ).idea;

  it('is no word of a thing the founder names: "at Christmas markets" is no time', () => {
    const idea =
      'Tea cosies knitted from old jumpers for renters in draughty flats, sold at Christmas markets, £12 each';
    expect(facts(idea).setting?.text ?? '').not.toMatch(/Christmas/);
  });
});
