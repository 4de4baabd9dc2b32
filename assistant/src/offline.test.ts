import type { ChatMessage } from '@idea-studio/sdk';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { offlineAnswer } from './answer.js';
import { OfflineUnsupportedError } from './errors.js';
import { loadCatalogue, type TestRequest } from './test/catalogue.js';
import { stepIdOfType } from './test/track-ids.js';
import { normalizeSpace, sentences } from './text.js';
import type { Lang, PromptContext } from './types.js';

const catalogue = loadCatalogue();
const ajv = new Ajv({ strict: false, allErrors: true });

function request(
  id: string,
  input: string,
  context: Partial<PromptContext> = {},
  attempt = 0,
  history: TestRequest['history'] = [],
): TestRequest {
  const entry = catalogue.get(id);
  if (!entry) throw new Error(`No catalogue entry ${id}`);
  return { entry, input, history, attempt, context: { lang: 'en', stepResults: [], passages: [], ...context } };
}

function answer(id: string, input: string, context: Partial<PromptContext> = {}, attempt = 0): unknown {
  return offlineAnswer(request(id, input, context, attempt));
}

/** Every string inside an answer. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

const BASIC_EN = {
  problem: 'Small bakeries throw away too much bread every evening because they cannot predict demand.',
  users: 'Owners of independent bakeries with two to five shops in Berlin.',
  solution: 'An app that forecasts the next day’s demand per shop and sells leftover bread to nearby customers.',
};
const BASIC_DE = {
  problem: 'Pflegende Angehörige behalten komplizierte Medikamentenpläne kaum im Blick und haben Angst vor Fehlern.',
  users: 'Erwachsene Kinder, die ein Elternteil mit vielen Medikamenten zu Hause pflegen.',
  solution:
    'Eine smarte Tablettenbox mit App, die an jede Einnahme erinnert und die Familie warnt, wenn eine Dosis fehlt.',
};
const entries = (s: { problem: string; users: string; solution: string }) => [
  { type: 'PROBLEM', content: s.problem },
  { type: 'TARGET USER', content: s.users },
  { type: 'SOLUTION', content: s.solution },
];
const CARD = {
  name: 'BreadPilot',
  tagline: 'Less bread waste, more profit.',
  key_features: ['Daily demand forecast per shop', 'Leftover sales to nearby customers', 'Shop dashboard'],
  target_group: 'Owners of independent bakeries in Berlin',
  value_proposition: 'BreadPilot helps independent bakeries bake what they sell.',
};
const CARD_RESULT = { stepId: stepIdOfType('basicIdea'), name: 'basicIdea', result: CARD };
const MAIN_PERSONA = {
  name: 'Bernd Müller',
  short_summary: 'Runs a bakery with three shops. Bakes what he guesses he will sell.',
  values: ['Quality', 'Tradition', 'Reliability'],
  occupation: 'Owner of a bakery with three shops',
  sinus_milieu: 'Nostalgic Middle Class',
  goals: ['Keep the family business healthy', 'Waste less of what he bakes'],
  lifestyle: 'Starts baking at three in the morning, knows most customers by name, spends Sundays with his family.',
  pain_points: ['Unpredictable daily demand', 'Rising energy and ingredient costs'],
};
const PASSAGES_EN = [
  {
    fileName: 'bakery-waste-study.pdf',
    text: 'German bakeries discard between ten and twenty percent of their daily bread production. Most of this waste happens because demand forecasts are based on gut feeling rather than data.',
  },
];
const PASSAGES_DE = [
  {
    fileName: 'pflegestudie.pdf',
    text: 'Fast jede dritte pflegende Person berichtet von Fehlern bei der Medikamentengabe. Komplizierte Medikamentenpläne gelten als wichtigste Ursache.',
  },
];
const PAPER_TEXT = `Journal of Agricultural Engineering, Vol. 12

Low-Cost Soil Moisture Sensing for Smallholder
Vegetable Farms with LoRa Networks

Anna Schmidt1, Jonas Weber2 and Li Wei1
1 Department of Agricultural Engineering, University of Hohenheim

Abstract
Irrigation accounts for the largest share of freshwater use in agriculture. Smallholder vegetable farms rarely
measure soil moisture and irrigate based on experience. We present a low-cost capacitive soil moisture sensor
network that transmits readings over LoRa to a cloud dashboard. In a field trial on twelve farms, sensor-guided
irrigation reduced water use by 31 percent while yields remained stable.

1 Introduction
Water scarcity is increasing in many regions. Commercial soil moisture probes cost several hundred euros per
unit, which is too expensive for small farms. Cheap capacitive sensors have become available, but their
accuracy in different soil types is unclear. This study evaluates calibration methods for capacitive sensors in
sandy and loamy soils.

References
[1] Smith, J. (2020). Irrigation in Europe.`;
const PAPER_DE = `Digitale Lernbegleitung im ersten Studienjahr

von Maria Keller und Tobias Brandt
Institut für Hochschulforschung, Universität Kassel

Viele Studierende brechen ihr Studium im ersten Jahr ab, weil sie den Überblick über Prüfungen und Lernstoff verlieren.
In dieser Studie untersuchen wir eine digitale Lernbegleitung, die Modulpläne in wöchentliche Lernziele übersetzt.
An drei Hochschulen nutzten 420 Studierende die Lernbegleitung über ein Semester lang regelmäßig.
Die Abbruchquote sank in der Versuchsgruppe um 18 Prozent gegenüber der Kontrollgruppe.
Besonders profitierten Studierende, die neben dem Studium arbeiten und wenig Zeit für die Planung haben.`;
const PINS = [
  {
    topic: 'Pricing',
    content: 'Test a monthly | subscription with three bakeries',
    agentName: 'Marie Finance',
    prio: true,
  },
  { topic: 'Channels', text: 'Visit the regional bakery fair in spring', agentId: 'mentor_sales' },
];

/** Realistic requests for every entry the offline engine answers, in English and German. */
function cases(lang: Lang): Array<[label: string, req: TestRequest]> {
  const basic = lang === 'en' ? BASIC_EN : BASIC_DE;
  const passages = lang === 'en' ? PASSAGES_EN : PASSAGES_DE;
  const label = (l: string) => `${l} (${lang})`;
  return [
    [label('HOMECHAT restart'), request('HOMECHAT', '', { lang })],
    [
      label('HOMECHAT question'),
      request('HOMECHAT', lang === 'en' ? 'Who are my competitors?' : 'Wer sind meine Wettbewerber?', {
        lang,
        stepResults: [CARD_RESULT],
      }),
    ],
    [label('HOMECHAT statement'), request('HOMECHAT', basic.problem, { lang, passages })],
    [
      label('HOMECHAT name'),
      request(
        'HOMECHAT',
        lang === 'en' ? 'Can you suggest a name for my idea?' : 'Hast du einen Namen für meine Idee?',
        { lang, stepResults: [CARD_RESULT] },
      ),
    ],
    [
      label('HOMECHAT mentor'),
      request('HOMECHAT', lang === 'en' ? 'How should I price it?' : 'Wie setze ich den Preis?', {
        lang,
        agentId: 'mentor_finance',
        stepResults: [CARD_RESULT],
      }),
    ],
    [
      label('HOMECHAT synthetic user'),
      request(
        'HOMECHAT',
        lang === 'en' ? 'How do you plan your medication today?' : 'Wie planst du heute deine Medikamente?',
        { lang, agentId: 'vali_synthuser', roundId: 'round-1', stepInput: entries(basic) },
      ),
    ],
    [label('Basic Idea restart'), request('Basic Idea', '', { lang })],
    [label('Basic Idea problem'), request('Basic Idea', `Basic Idea problem: ${basic.problem}`, { lang, passages })],
    [
      label('Basic Idea first users'),
      request('Basic Idea', `Basic Idea first users: ${basic.users}`, { lang, stepInput: entries(basic).slice(0, 1) }),
    ],
    [
      label('Basic Idea solution'),
      request('Basic Idea', `Basic Idea solution: ${basic.solution}`, { lang, stepInput: entries(basic).slice(0, 2) }),
    ],
    [
      label('Basic Idea support'),
      request('Basic Idea', 'Basic Idea Support me: ', { lang, stepInput: entries(basic).slice(0, 1) }),
    ],
    [
      label('Basic Idea upload'),
      request(
        'Basic Idea',
        lang === 'en'
          ? 'Basic Idea problem: I have a study about this, can I upload the paper?'
          : 'Basic Idea problem: Ich habe eine Studie dazu, kann ich das Paper hochladen?',
        { lang },
      ),
    ],
    [
      label('Basic Idea fill all'),
      request(
        'Basic Idea',
        lang === 'en'
          ? 'Basic Idea problem: please fill all sections for me'
          : 'Basic Idea problem: Kannst du bitte alles ausfüllen?',
        { lang, stepInput: entries(basic).slice(0, 1) },
      ),
    ],
    [
      label('Basic Idea from file'),
      request('Basic Idea', `Basic Idea Idea Extract from file: ${lang === 'en' ? PAPER_TEXT : PAPER_DE}`, { lang }),
    ],
    [
      label('OPTIMIZE-MISSION'),
      request(
        'OPTIMIZE-MISSION',
        lang === 'en'
          ? 'Our mission is to make healthy and affordable lunch accessible for students in Berlin.'
          : 'Unsere Mission ist es, gesundes Mittagessen für Studierende in Berlin bezahlbar zu machen.',
        { lang },
      ),
    ],
    [label('EXPORT_MIRO pins'), request('EXPORT_MIRO', JSON.stringify(PINS), { lang })],
    [label('EXPORT_MIRO results'), request('EXPORT_MIRO', JSON.stringify([CARD_RESULT]), { lang })],
    [
      label('SUMMARIZE_DOCUMENT_UPLOAD'),
      request('SUMMARIZE_DOCUMENT_UPLOAD', lang === 'en' ? PAPER_TEXT : PAPER_DE, { lang }),
    ],
    [
      label('GENERATE_PRODUCT_IDEAS'),
      request(
        'GENERATE_PRODUCT_IDEAS',
        JSON.stringify({
          title:
            lang === 'en'
              ? 'Low-Cost Soil Moisture Sensing for Smallholder Vegetable Farms with LoRa Networks'
              : 'Digitale Lernbegleitung im ersten Studienjahr',
          author: 'Anna Schmidt',
          summary:
            lang === 'en'
              ? 'We present a low-cost capacitive soil moisture sensor network that transmits readings over LoRa to a cloud dashboard. Sensor-guided irrigation reduced water use by 31 percent.'
              : 'In dieser Studie untersuchen wir eine digitale Lernbegleitung, die Modulpläne in wöchentliche Lernziele übersetzt. Die Abbruchquote sank um 18 Prozent.',
        }),
        { lang },
      ),
    ],
    [
      label('CREATE_LP_DATA_INTERN with card'),
      request('CREATE_LP_DATA_INTERN', '', {
        lang,
        stepResults: [CARD_RESULT],
        company: { name: 'Krume GmbH', mission: null, industry: null },
      }),
    ],
    [
      label('CREATE_LP_DATA_INTERN from sections'),
      request('CREATE_LP_DATA_INTERN', '', { lang, stepInput: entries(basic) }),
    ],
    [label('INITIALIZE'), request('basicIdea:INITIALIZE_STEP_PROMPT', '', { lang })],
    [
      label('INITIALIZE with company'),
      request('basicIdea:INITIALIZE_STEP_PROMPT', '', {
        lang,
        company: {
          name: 'Krume',
          mission:
            lang === 'en' ? 'We help bakeries waste less bread.' : 'Wir helfen Bäckereien, weniger Brot wegzuwerfen.',
          industry: 'Food',
        },
      }),
    ],
    [label('STEP_PROMPT 1'), request('basicIdea:STEP_PROMPT', basic.problem, { lang, stepPromptNumber: 1, passages })],
    [
      label('STEP_PROMPT 2'),
      request('basicIdea:STEP_PROMPT', JSON.stringify(entries(basic).slice(0, 1)), { lang, stepPromptNumber: 2 }),
    ],
    [
      label('STEP_PROMPT 3'),
      request('basicIdea:STEP_PROMPT', basic.solution, {
        lang,
        stepPromptNumber: 3,
        stepInput: entries(basic).slice(0, 2),
      }),
    ],
    [label('STEP_PROMPT empty'), request('basicIdea:STEP_PROMPT', '', { lang, stepPromptNumber: 1 })],
    [
      label('FILL_OUT_ALL from title'),
      request(
        'basicIdea:FILL_OUT_ALL_PROMPT',
        lang === 'en'
          ? 'A platform that helps students in Munich find affordable shared flats'
          : 'Eine Plattform, die Studierenden in München bezahlbare WG-Zimmer vermittelt',
        { lang },
      ),
    ],
    [
      label('FILL_OUT_ALL from problem'),
      request('basicIdea:FILL_OUT_ALL_PROMPT', JSON.stringify(entries(basic).slice(0, 1)), { lang, passages }),
    ],
    [
      label('FILL_OUT_ALL from nothing'),
      request('basicIdea:FILL_OUT_ALL_PROMPT', 'My Business Model Canvas 24.11.2026', { lang }),
    ],
    [label('CLOSING'), request('basicIdea:CLOSING_STEP_PROMPT', JSON.stringify(entries(basic)), { lang })],
    [
      label('WEB_ANALYSIS_COMPETITION'),
      request('WEB_ANALYSIS_COMPETITION', basic.problem, { lang, stepResults: [CARD_RESULT] }),
    ],
    [
      label('WEB_ANALYSIS_MARKET'),
      request('WEB_ANALYSIS_MARKET', basic.problem, { lang, stepInput: entries(basic), passages }),
    ],
    [
      label('userTinder STEP_PROMPT'),
      request('userTinder:STEP_PROMPT', JSON.stringify(entries(basic)), { lang, stepResults: [CARD_RESULT], passages }),
    ],
    ...[1, 2, 3, 4].map((question): [string, TestRequest] => [
      label(`insightMapping STEP_PROMPT ${question}`),
      request('insightMapping:STEP_PROMPT', JSON.stringify({ question: 'hears', persona: MAIN_PERSONA }), {
        lang,
        stepPromptNumber: question,
        stepResults: [CARD_RESULT],
      }),
    ]),
    ...(
      [
        ['INITIALIZE_STEP_PROMPT', 0, false],
        ['STEP_PROMPT', 0, false],
        ['STEP_PROMPT', 2, false],
        ['FILL_OUT_ALL_PROMPT', undefined, false],
        ['CLOSING_STEP_PROMPT', undefined, true],
      ] as const
    ).map(([promptType, number, answered]): [string, TestRequest] => [
      label(`problemShadowing ${promptType} ${number ?? ''}`),
      request(`problemShadowing:${promptType}`, shadowingContent(lang, answered), {
        lang,
        stepPromptNumber: number,
        stepResults: [CARD_RESULT],
      }),
    ]),
    ...[1, 4].map((round): [string, TestRequest] => [
      label(`expertChat STEP_PROMPT ${round}`),
      request('expertChat:STEP_PROMPT', chatContent(lang, round - 1, round), {
        lang,
        stepPromptNumber: round,
        stepResults: [CARD_RESULT],
      }),
    ]),
    [
      label('expertChat CLOSING'),
      request('expertChat:CLOSING_STEP_PROMPT', chatContent(lang, 4), { lang, stepResults: [CARD_RESULT] }),
    ],
  ];
}

/** Problem Shadowing's prompt content (the SDK's shape) about the main persona, its situations open or answered. */
function shadowingContent(lang: 'en' | 'de', answered: boolean): string {
  const situations =
    lang === 'en'
      ? [
          ['When the morning rush is over and trays of rolls are left, I', 'freeze what I can and give the rest away.'],
          ['When I plan tomorrow’s baking at night, I', 'guess from last week and hope the weather holds.'],
          ['When the energy bill arrives, I', 'wonder how long the ovens can run at night.'],
        ]
      : [
          ['Wenn nach dem Morgengeschäft Bleche voller Brötchen übrig sind,', 'friere ich ein, was geht.'],
          ['Wenn ich nachts das Backen für morgen plane,', 'schätze ich nach der letzten Woche.'],
          ['Wenn die Energierechnung kommt,', 'frage ich mich, wie lange die Öfen noch laufen.'],
        ];
  return JSON.stringify({
    persona: MAIN_PERSONA,
    idea_summary: `${CARD.name}: ${CARD.tagline}`,
    day_in_life_story: [MAIN_PERSONA.lifestyle],
    situations: situations.map(([step, answer]) => ({ step, answer: answered ? answer : '' })),
  });
}

/** The expert chat's prompt content (the SDK's shape): `answered` rounds so far, asking round `round`. */
function chatContent(lang: 'en' | 'de', answered: number, round?: number): string {
  const answer =
    lang === 'en'
      ? 'I would try it if it saves me a tray a day.'
      : 'Ich würde es testen, wenn es ein Blech am Tag spart.';
  const transcript = Array.from({ length: answered }, (_, i) => ({
    round: i + 1,
    question: lang === 'en' ? 'How would Bernd react to the forecast?' : 'Wie würde Bernd auf die Prognose reagieren?',
    answer,
  }));
  const partner = { name: 'Corvin Ashvale', description: 'A strategic hero of the night in dark armour.' };
  return JSON.stringify(
    round === undefined
      ? { partner: partner.name, persona: MAIN_PERSONA, transcript }
      : { round, partner, persona: MAIN_PERSONA, transcript },
  );
}
const ALL = [...cases('en'), ...cases('de')];

describe('offline answers', () => {
  it('never fakes web search results', () => {
    expect(() => answer('TAVILY_WEB_SEARCH', 'bakery software')).toThrow(OfflineUnsupportedError);
    expect(() => answer('TAVILY_WEB_SEARCH', 'bakery software')).toThrow(/TAVILY_API_KEY/);
  });

  it('refuses prompts it has no generator for, but answers any chat entry', () => {
    const structured = { ...catalogue.get('basicIdea:STEP_PROMPT')!, id: 'feedbackCard:STEP_PROMPT' };
    expect(() => offlineAnswer({ ...request('HOMECHAT', 'x'), entry: structured })).toThrow(OfflineUnsupportedError);
    const chat = { ...catalogue.get('HOMECHAT')!, id: 'EXPERT_CHAT' };
    const reply = offlineAnswer({ ...request('HOMECHAT', BASIC_EN.problem), entry: chat }) as { answer: string };
    expect(reply.answer).toMatch(/bread|bakeries/i);
  });
});

describe('every offline answer matches its entry’s output schema', () => {
  it.each(ALL)('%s', (_label, req) => {
    const output = offlineAnswer(req);
    const validate = ajv.compile(req.entry.outputSchema);
    expect(validate(output), JSON.stringify(validate.errors)).toBe(true);
  });
});

describe('no placeholder text in any answer', () => {
  it.each(ALL)('%s', (_label, req) => {
    for (const text of texts(offlineAnswer(req))) {
      expect(text.trim(), 'empty text').not.toBe('');
      expect(text).not.toMatch(/lorem|ipsum|\bTODO\b|placeholder/i);
      expect(text).not.toMatch(/\{\{|\bundefined\b|\bnull\b|\bNaN\b|\[object/);
      expect(text, 'unfilled template variable').not.toMatch(/\{[A-Za-z]+\}/);
      expect(text).not.toMatch(/as an AI|language model/i);
    }
  });
});

describe('determinism', () => {
  it.each(ALL)('%s: the same request gives the same answer', (_label, req) => {
    expect(offlineAnswer(structuredClone(req))).toEqual(offlineAnswer(req));
  });

  it.each([
    ['basicIdea:STEP_PROMPT', { stepPromptNumber: 1 }],
    ['basicIdea:STEP_PROMPT', { stepPromptNumber: 3 }],
    ['basicIdea:CLOSING_STEP_PROMPT', {}],
    ['HOMECHAT', {}],
    ['Basic Idea', { contextLabel: 'Basic Idea problem' }],
    ['WEB_ANALYSIS_MARKET', {}],
    ['CREATE_LP_DATA_INTERN', {}],
  ] as Array<[string, Partial<PromptContext>]>)('%s: a different input gives a different answer', (id, context) => {
    const a = answer(id, JSON.stringify(entries(BASIC_EN)), context);
    const b = answer(
      id,
      JSON.stringify(
        entries({
          ...BASIC_EN,
          problem: 'Dog owners in Hamburg struggle to find reliable dog sitters for weekend trips.',
        }),
      ),
      context,
    );
    expect(b).not.toEqual(a);
  });

  it.each([
    ['basicIdea:STEP_PROMPT', BASIC_EN.problem, { stepPromptNumber: 1 }],
    ['basicIdea:CLOSING_STEP_PROMPT', JSON.stringify(entries(BASIC_EN)), {}],
    ['basicIdea:FILL_OUT_ALL_PROMPT', BASIC_EN.problem, {}],
    ['Basic Idea', `Basic Idea problem: ${BASIC_EN.problem}`, {}],
    ['HOMECHAT', 'What should I do next?', { stepResults: [CARD_RESULT] }],
    [
      'GENERATE_PRODUCT_IDEAS',
      JSON.stringify({
        title: 'Soil moisture sensing',
        author: '',
        summary: 'Cheap sensors measure soil moisture on small farms.',
      }),
      {},
    ],
    ['WEB_ANALYSIS_COMPETITION', BASIC_EN.problem, {}],
    ['CREATE_LP_DATA_INTERN', '', { stepResults: [CARD_RESULT] }],
  ] as Array<[string, string, Partial<PromptContext>]>)('%s: a retry gives another answer', (id, input, context) => {
    expect(answer(id, input, context, 1)).not.toEqual(answer(id, input, context, 0));
  });
});

describe('answers build on the user’s words', () => {
  it('suggests problems that name the user’s group and subject', () => {
    const items = answer('basicIdea:STEP_PROMPT', BASIC_EN.problem, { stepPromptNumber: 1 }) as Array<{ text: string }>;
    expect(items.length).toBeGreaterThanOrEqual(6);
    expect(items.length).toBeLessThanOrEqual(9);
    for (const { text } of items) expect(text).toMatch(/bakeries/i);
    expect(items.filter(({ text }) => /bread|demand/i.test(text)).length).toBeGreaterThanOrEqual(6);
    expect(new Set(items.map((i) => i.text)).size).toBe(items.length);
  });

  it('suggests German problems in German with the user’s spelling', () => {
    const items = answer('basicIdea:STEP_PROMPT', BASIC_DE.problem, { lang: 'de', stepPromptNumber: 1 }) as Array<{
      text: string;
    }>;
    expect(items.every(({ text }) => /Angehörige/.test(text) || /Medikamentenpläne/.test(text))).toBe(true);
    expect(items.some(({ text }) => /\b(und|für|rund um|beim Thema)\b/.test(text))).toBe(true);
  });

  it('suggests first users and solutions from the earlier sections', () => {
    const users = answer('basicIdea:STEP_PROMPT', JSON.stringify(entries(BASIC_EN).slice(0, 1)), {
      stepPromptNumber: 2,
    }) as Array<{ text: string }>;
    expect(users.filter(({ text }) => /bakeries|bakery|cafés/i.test(text)).length).toBeGreaterThanOrEqual(4);
    const solutions = answer('basicIdea:STEP_PROMPT', '', {
      stepPromptNumber: 3,
      stepInput: entries(BASIC_EN).slice(0, 2),
    }) as Array<{ text: string }>;
    expect(solutions.every(({ text }) => /^(A|An) /.test(text))).toBe(true);
    expect(solutions.filter(({ text }) => /bakeries|bread|demand/i.test(text)).length).toBe(solutions.length);
  });

  it('gives examples when the user has written nothing yet', () => {
    const items = answer('basicIdea:STEP_PROMPT', '', { stepPromptNumber: 1 }) as Array<{ text: string }>;
    expect(items.length).toBeGreaterThanOrEqual(6);
    for (const { text } of items) expect(text.split(' ').length).toBeGreaterThan(8);
  });

  it('makes an idea card from the three sections', () => {
    const [card] = answer('basicIdea:CLOSING_STEP_PROMPT', JSON.stringify(entries(BASIC_EN))) as Array<typeof CARD>;
    expect(card!.name).toMatch(/^\p{Lu}\p{L}+$/u);
    expect(card!.name.toLowerCase()).toMatch(/bread|demand|shop|bake|leftover/);
    expect(card!.target_group).toContain('independent bakeries');
    expect(card!.key_features.join(' ')).toMatch(/forecasts the next day’s demand per shop/i);
    expect(card!.value_proposition).toContain(card!.name);
    expect(card!.value_proposition).toMatch(/an app that forecasts/i);
  });

  it('keeps the user’s sections when filling all and drafts the missing ones', () => {
    const filled = answer('basicIdea:FILL_OUT_ALL_PROMPT', JSON.stringify(entries(BASIC_EN).slice(0, 1))) as Array<{
      type: string;
      content: string;
      origin: string;
    }>;
    expect(filled.map((f) => f.type)).toEqual(['PROBLEM', 'TARGET USER', 'SOLUTION']);
    expect(filled[0]).toMatchObject({ content: BASIC_EN.problem, origin: 'user' });
    expect(filled[1]!.content).toMatch(/bakeries/i);
    expect(filled[2]!.content).toMatch(/bakeries|bread|demand/i);
  });

  it('fills all from a single solution sentence, keeping it as the solution', () => {
    const sentence = 'A platform that helps students in Munich find affordable shared flats';
    const filled = answer('basicIdea:FILL_OUT_ALL_PROMPT', sentence) as Array<{ type: string; content: string }>;
    expect(filled[2]!.content).toBe(`${sentence}.`);
    expect(filled[0]!.content).toMatch(/students/i);
    expect(filled[1]!.content).toMatch(/^Students in Munich/);
  });

  it('fills all from a product idea derived from a paper', () => {
    const idea = {
      ideaTitle: 'Soil Moisture Kit',
      ideaAbstract: 'A kit for farms.',
      problemStatement: 'Vegetable farms water by gut feeling and waste water.',
      targetUsers: 'Organic vegetable growers in Brandenburg',
      solutionMechanism: 'Cheap sensors and an app that says when to water.',
    };
    const filled = answer('basicIdea:FILL_OUT_ALL_PROMPT', JSON.stringify(idea)) as Array<{ content: string }>;
    expect(filled.map((f) => f.content)).toEqual([idea.problemStatement, idea.targetUsers, idea.solutionMechanism]);
  });

  it('rewrites a mission in active voice, keeping subject and audience', () => {
    const en = answer(
      'OPTIMIZE-MISSION',
      'Our mission is to really make healthy lunch affordable for students in Berlin.',
    ) as string;
    expect(en).toMatch(/^We make healthy lunch affordable for students in Berlin\./);
    expect(sentences(en).length).toBeLessThanOrEqual(2);
    const de = answer(
      'OPTIMIZE-MISSION',
      'Unser Ziel ist es, kleinen Bäckereien eine innovative Lösung gegen Lebensmittelverschwendung anzubieten.',
      { lang: 'de' },
    ) as string;
    expect(de).toMatch(/^Wir bieten kleinen Bäckereien eine Lösung gegen Lebensmittelverschwendung an\./);
    const keep = answer('OPTIMIZE-MISSION', 'Acme builds tools for remote teams. We care about privacy.') as string;
    expect(keep).toBe('Acme builds tools for remote teams. We care about privacy.');
    expect(() => answer('OPTIMIZE-MISSION', '  ')).toThrow();
  });

  it('answers the chat with the user’s words, a question and 4–6 suggestions', () => {
    const reply = answer('Basic Idea', `Basic Idea problem: ${BASIC_EN.problem}`) as Record<string, unknown>;
    expect(reply.context_id).toBe('Basic Idea problem');
    expect(reply.answer).toContain('Small bakeries throw away too much bread');
    expect(reply.dialogMessage).toMatch(/\?$/);
    const suggestions = reply.formTransfer as Array<{ text: string }>;
    expect(suggestions.length).toBeGreaterThanOrEqual(4);
    expect(suggestions.length).toBeLessThanOrEqual(6);
    for (const { text } of suggestions) expect(text).toMatch(/[.!?]$/);
    expect(reply).toMatchObject({ upload: false, fill_all: false });
  });

  it('takes the context label from the context when the message has none', () => {
    const reply = answer('Basic Idea', BASIC_EN.users, {
      contextLabel: 'Basic Idea first users',
      stepInput: entries(BASIC_EN).slice(0, 1),
    }) as ChatMessage;
    expect(reply.context_id).toBe('Basic Idea first users');
    expect(reply.formTransfer.some(({ text }) => /bakeries/i.test(text))).toBe(true);
  });

  it('greets on an empty message (Reset Chat)', () => {
    const home = answer('HOMECHAT', '') as ChatMessage;
    expect(home.answer).toMatch(/Johnny/);
    expect(home.formTransfer.length).toBeGreaterThanOrEqual(4);
    const basic = answer('Basic Idea', '', { lang: 'de' }) as ChatMessage;
    expect(basic.answer).toMatch(/Johnny/);
    expect(basic.context_id).toBe('Basic Idea problem');
  });

  it('offers the upload when a paper or study is mentioned and fill-all when asked', () => {
    const upload = answer(
      'Basic Idea',
      'Basic Idea problem: I found a study about this, maybe upload the paper?',
    ) as ChatMessage;
    expect(upload.upload).toBe(true);
    expect(upload.answer).toMatch(/upload/i);
    const fill = answer('Basic Idea', 'Basic Idea solution: Kannst du bitte alles ausfüllen?', {
      lang: 'de',
      stepInput: entries(BASIC_DE).slice(0, 1),
    }) as ChatMessage;
    expect(fill.fill_all).toBe(true);
    expect(fill.formTransfer[0]!.text).toBe(BASIC_DE.problem);
  });

  it('extracts an idea from a file text and offers to fill all sections', () => {
    const reply = answer('Basic Idea', `Basic Idea Idea Extract from file: ${PAPER_TEXT}`) as ChatMessage;
    expect(reply.fill_all).toBe(true);
    expect(reply.answer).toMatch(/Problem: .*\nFirst users: .*\nSolution: /s);
    expect(reply.answer).toMatch(/soil moisture/i);
  });

  it('speaks as a mentor or as the synthetic user', () => {
    const mentor = answer('HOMECHAT', 'How should I price it?', {
      agentId: 'mentor_finance',
      stepResults: [CARD_RESULT],
    }) as { answer: string };
    expect(mentor.answer).toMatch(/finance/i);
    expect(mentor.answer).toMatch(/bakeries/i);
    const persona = {
      stepId: stepIdOfType('userTinder'),
      name: 'userTinder',
      result: { positivePersonas: [{ name: 'Bernd Müller', occupation: 'Owner of a bakery' }] },
    };
    const synth = answer('HOMECHAT', 'How do you handle leftovers?', {
      agentId: 'vali_synthuser',
      stepResults: [CARD_RESULT, persona],
    }) as { answer: string };
    expect(synth.answer).toMatch(/Bernd Müller/);
  });

  it('summarises a paper by its own sentences', () => {
    const paper = answer('SUMMARIZE_DOCUMENT_UPLOAD', PAPER_TEXT) as { title: string; author: string; summary: string };
    expect(paper.title).toBe('Low-Cost Soil Moisture Sensing for Smallholder Vegetable Farms with LoRa Networks');
    expect(paper.author).toBe('Anna Schmidt, Jonas Weber and Li Wei');
    const flat = normalizeSpace(PAPER_TEXT.replace(/-\n/g, ''));
    const picked = sentences(paper.summary);
    expect(picked.length).toBeGreaterThanOrEqual(3);
    expect(picked.length).toBeLessThanOrEqual(5);
    for (const sentence of picked) expect(flat).toContain(sentence);
    expect(paper.summary).not.toMatch(/Smith|Irrigation in Europe/);

    const german = answer('SUMMARIZE_DOCUMENT_UPLOAD', PAPER_DE, { lang: 'de' }) as typeof paper;
    expect(german.title).toBe('Digitale Lernbegleitung im ersten Studienjahr');
    expect(german.author).toBe('Maria Keller und Tobias Brandt');
    for (const sentence of sentences(german.summary)) expect(normalizeSpace(PAPER_DE)).toContain(sentence);
  });

  it('summarises a plain text without title or author lines', () => {
    const text =
      'Many cities struggle with heat in summer. Trees on streets lower the temperature by several degrees. ' +
      'Planting them takes years, and many young trees die in dry summers. Sensors in the soil can tell the city when to water.';
    const paper = answer('SUMMARIZE_DOCUMENT_UPLOAD', text) as { title: string; author: string; summary: string };
    expect(paper.author).toBe('');
    expect(paper.title.length).toBeGreaterThan(5);
    for (const sentence of sentences(paper.summary)) expect(text).toContain(sentence);
  });

  it('cannot summarise a document without text', () => {
    expect(() => answer('SUMMARIZE_DOCUMENT_UPLOAD', '  \n ')).toThrow();
  });

  it('derives product ideas from a paper’s key terms, each from another angle', () => {
    const ideas = answer(
      'GENERATE_PRODUCT_IDEAS',
      JSON.stringify({
        title: 'Low-Cost Soil Moisture Sensing for Smallholder Vegetable Farms with LoRa Networks',
        author: 'Anna Schmidt',
        summary: 'We present a low-cost capacitive soil moisture sensor network that transmits readings over LoRa.',
      }),
    ) as Array<Record<string, string>>;
    expect(ideas.length).toBeGreaterThanOrEqual(3);
    expect(ideas.length).toBeLessThanOrEqual(5);
    expect(new Set(ideas.map((i) => i.ideaTitle)).size).toBe(ideas.length);
    for (const idea of ideas) {
      expect(`${idea.ideaTitle} ${idea.ideaAbstract} ${idea.solutionMechanism}`).toMatch(/soil moisture|LoRa/i);
    }
  });

  it('exports pins as Miro rows under an intro without a pipe', () => {
    const text = answer('EXPORT_MIRO', JSON.stringify(PINS)) as string;
    const [intro, ...rows] = text.split('\n');
    expect(intro).not.toContain('|');
    expect(rows).toEqual([
      '| Pricing | Test a monthly / subscription with three bakeries | Marie Finance |',
      '| Channels | Visit the regional bakery fair in spring | mentor_sales |',
    ]);
    const results = answer('EXPORT_MIRO', JSON.stringify([CARD_RESULT]), { lang: 'de' }) as string;
    expect(results).toContain('| Name | BreadPilot | Idea Studio |');
    expect(results).toContain(
      '| Kernfunktionen | Daily demand forecast per shop; Leftover sales to nearby customers; Shop dashboard |',
    );
    expect(() => answer('EXPORT_MIRO', '[]')).toThrow();
    const lines = answer('EXPORT_MIRO', 'Visit the bakery fair\nCall three bakeries in Berlin') as string;
    expect(lines.split('\n').slice(1)).toEqual([
      '| Bakery fair | Visit the bakery fair | Idea Studio |',
      '| Bakeries | Call three bakeries in Berlin | Idea Studio |',
    ]);
  });
});

describe('earlier results flow into later prompts', () => {
  it('builds the landing page from the Basic Idea card', () => {
    const page = answer('CREATE_LP_DATA_INTERN', '', {
      stepResults: [CARD_RESULT],
      company: { name: 'Krume GmbH', mission: null, industry: null },
    }) as Record<string, string>;
    expect(page.companyName).toBe('BreadPilot');
    expect(page.heroHeadline).toBe('Less bread waste, more profit');
    expect(page.heroDescription).toBe(CARD.value_proposition);
    expect([page.offeringTitle1, page.offeringTitle2, page.offeringTitle3]).toEqual(CARD.key_features);
    expect(Object.values(page).filter((v) => v.includes('BreadPilot')).length).toBeGreaterThanOrEqual(5);
  });

  it('chains the closing card of the step into the landing page', () => {
    const [card] = answer('basicIdea:CLOSING_STEP_PROMPT', JSON.stringify(entries(BASIC_DE)), { lang: 'de' }) as Array<
      typeof CARD
    >;
    const page = answer('CREATE_LP_DATA_INTERN', '', {
      lang: 'de',
      stepResults: [{ stepId: stepIdOfType('basicIdea'), name: 'basicIdea', result: card }],
    }) as Record<string, string>;
    expect(page.companyName).toBe(card!.name);
    expect(page.heroDescription).toBe(card!.value_proposition);
  });

  it('uses the company name when there is no idea card; testimonials are example slots that name no persona', () => {
    const persona = {
      stepId: stepIdOfType('userTinder'),
      name: 'userTinder',
      result: { positivePersonas: [{ name: 'Bernd Müller', occupation: 'Owner of a bakery with three shops' }] },
    };
    const page = answer('CREATE_LP_DATA_INTERN', '', {
      stepInput: entries(BASIC_EN),
      stepResults: [persona],
      company: { name: 'Krume', mission: null, industry: null },
    }) as Record<string, string>;
    expect(page.companyName).toBe('Krume');
    for (const n of [1, 2, 3]) {
      expect(page[`testimonial${n}Name`]).toBe('Example customer');
      // The position says whom a real quote should come from: the people the founder's idea names.
      expect(page[`testimonial${n}Position`]).toBe('Small bakeries');
      expect(page[`testimonial${n}`]).toMatch(/^Example: /);
    }
    expect(JSON.stringify(page)).not.toMatch(/Bernd|Müller|own words/);
  });

  it('lets Johnny refer to the idea card', () => {
    const reply = answer('HOMECHAT', 'What should I do next?', { stepResults: [CARD_RESULT] }) as { answer: string };
    expect(reply.answer).toContain('BreadPilot');
  });

  it('analyses the competition of the idea in the card', () => {
    const findings = answer('WEB_ANALYSIS_COMPETITION', '', { stepResults: [CARD_RESULT] }) as Array<
      Record<string, unknown>
    >;
    expect(findings.length).toBeGreaterThanOrEqual(3);
    expect(findings.every((f) => f.origin === 'ai' && f.source === null)).toBe(true);
    expect(findings.filter((f) => /bakeries/.test(String(f.text))).length).toBeGreaterThanOrEqual(3);
    expect(findings.some((f) => /BreadPilot/.test(String(f.text)))).toBe(true);
  });
});

describe('web results (with TAVILY_API_KEY) lead the web analyses, cited by URL', () => {
  it('puts the pages first, marked as from the web', () => {
    const webResults = [
      {
        title: 'Bakery software compared',
        url: 'https://example.org/bakery-software',
        content: 'Three vendors sell planning software to bakery chains. None of them targets single shops.',
      },
      {
        title: 'Food waste in retail',
        url: 'https://example.org/waste',
        content: 'Bread is the most wasted food item.',
      },
    ];
    const findings = answer('WEB_ANALYSIS_COMPETITION', BASIC_EN.problem, {
      stepResults: [CARD_RESULT],
      webResults,
    }) as Array<Record<string, unknown>>;
    expect(findings.slice(0, 2)).toEqual([
      {
        title: 'Bakery software compared',
        text: 'Three vendors sell planning software to bakery chains. None of them targets single shops.',
        origin: 'web',
        source: 'https://example.org/bakery-software',
      },
      {
        title: 'Food waste in retail',
        text: 'Bread is the most wasted food item.',
        origin: 'web',
        source: 'https://example.org/waste',
      },
    ]);
    expect(findings.length).toBeLessThanOrEqual(6);
    expect(findings.slice(2).every((f) => f.origin === 'ai')).toBe(true);
  });
});

describe('knowledge-hub passages are cited with their file', () => {
  it('in step suggestions', () => {
    const items = answer('basicIdea:STEP_PROMPT', BASIC_EN.problem, {
      stepPromptNumber: 1,
      passages: PASSAGES_EN,
    }) as Array<{ text: string; origin: string; source?: string }>;
    const cited = items.filter((i) => i.origin === 'document');
    expect(cited).toHaveLength(1);
    expect(cited[0]!.source).toBe('bakery-waste-study.pdf');
    expect(cited[0]!.text).toMatch(/ten and twenty percent|gut feeling/);
    expect(items.filter((i) => i.origin === 'ai')).toHaveLength(items.length - 1);
  });

  it('in market findings', () => {
    const findings = answer('WEB_ANALYSIS_MARKET', '', {
      stepInput: entries(BASIC_DE),
      lang: 'de',
      passages: PASSAGES_DE,
    }) as Array<Record<string, unknown>>;
    const doc = findings.find((f) => f.origin === 'document');
    expect(doc).toMatchObject({ source: 'pflegestudie.pdf' });
    expect(String(doc!.text)).toMatch(/Medikamentenpläne|Medikamentengabe/);
  });

  it('in Johnny’s answer and in a drafted problem', () => {
    const reply = answer('Basic Idea', `Basic Idea problem: ${BASIC_EN.problem}`, { passages: PASSAGES_EN }) as {
      answer: string;
    };
    expect(reply.answer).toContain('bakery-waste-study.pdf');
    const filled = answer(
      'basicIdea:FILL_OUT_ALL_PROMPT',
      JSON.stringify([{ type: 'TARGET USER', content: BASIC_EN.users }]),
      {
        passages: PASSAGES_EN,
      },
    ) as Array<{ origin: string; source?: string; content: string }>;
    expect(filled[0]).toMatchObject({ origin: 'document', source: 'bakery-waste-study.pdf' });
  });
});
