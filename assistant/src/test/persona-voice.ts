// Ideas of many kinds (English and German, private people and businesses, rentals, subscriptions, marketplaces,
// one-off sales, with and without a named setting, partner, channel or price), each with the facts of its one-liner
// and a persona composed for it, and every text the Validate steps write for that persona: the empathy map, the day
// and situations of Problem Shadowing, its closing and the expert chat.
import { EMPATHY_QUESTIONS, type Persona } from '@idea-studio/sdk';
import { buildFacts, type Facts } from '../facts.js';
import { insightAnswers } from '../generators/insights.js';
import { chatInput, chatRound, chatSummary } from '../generators/interview.js';
import { dayInLife, fillShadowing, shadowingClosing, shadowingSituations } from '../generators/situations.js';
import type { IdeaFacts } from '../idea-facts.js';
import { Rng } from '../random.js';
import type { PromptRequest } from '../types.js';

export interface Case {
  idea: IdeaFacts;
  /** The name on the round's idea card. */
  name: string;
  /** What the Basic Idea's problem section says, as the round's autofill writes it about the group. */
  problem: string;
  persona: Persona;
  /** Words the cost round must name (the charge), when the founder named a revenue model. */
  cost?: RegExp;
}

const p = (fields: Record<string, unknown>) => fields as unknown as Persona;

export const CASES: Case[] = [
  {
    name: 'BoardDrop',
    idea: {
      lang: 'en',
      source: 'Surfboard rental with pick-up at local surf shops in coastal towns, paid per day',
      offer: 'surfboard rental',
      object: 'surfboard',
      form: 'rental',
      sufferer: { text: 'surfers in coastal towns', head: 'surfers', business: false, named: false },
      setting: { text: 'in coastal towns', place: 'coastal towns' },
      partners: ['local surf shops'],
      channels: ['pick-up at local surf shops'],
      revenue: { model: 'rental', text: 'paid per day' },
      details: [],
    },
    problem:
      'Surfers struggle with everything around surfboards: it costs them time and money every week, and existing solutions do not fit their needs.',
    persona: p({
      name: 'Jake Turner',
      short_summary: 'Jake is a surfer in a small coastal town who works at a beach café.',
      occupation: 'Surfer and barista',
      demographics: { age: 27, gender: 'Male', location: 'Coastal town' },
      values: ['Freedom', 'Nature'],
      goals: ['Surf every good swell without hauling a board across town', 'Keep his budget under control'],
      lifestyle: 'Checks the swell at dawn, serves coffee at a beach café and surfs after work.',
      pain_points: [
        'Surfers struggle with everything around surfboards: it costs them time and money every week, and existing solutions do not fit their needs',
        'Has to drive an hour to the only board shop when his fin breaks',
        'Pays for a whole week of rental when he only needs a board for two days',
      ],
      attitude: 'Early adopter',
      objections: ['Would rather buy a used board than pay every day'],
      objection: 'I would rather buy a used board than pay every day.',
    }),
    cost: /per day/,
  },
  {
    name: 'CrumbCast',
    idea: {
      lang: 'en',
      source: 'Bread waste forecasting software for bakeries with several shops, as a monthly subscription',
      offer: 'bread waste forecasting software',
      object: 'bread waste',
      form: 'software',
      sufferer: { text: 'bakeries with several shops', head: 'bakeries', business: true, named: true },
      partners: [],
      channels: [],
      revenue: { model: 'subscription', text: 'as a monthly subscription' },
      details: [],
    },
    problem:
      'Bakeries throw away bread every evening because they cannot predict demand, and it costs them money every week.',
    persona: p({
      name: 'Helen Brooks',
      short_summary: 'Helen owns a bakery with three shops and bakes from four in the morning.',
      occupation: 'Owner of a bakery with three shops',
      demographics: { age: 48, gender: 'Female' },
      values: ['Craft', 'Thrift'],
      goals: ['Throw away less bread', 'Keep her staff'],
      lifestyle: 'Starts baking at four, drives between her three shops, does the accounts at night.',
      pain_points: [
        'Bakeries throw away bread every evening because they cannot predict demand',
        'Has no time to compare sales across her shops',
      ],
      attitude: 'Pragmatist',
      objections: ['Needs it running without training the whole team'],
      objection: 'I need it running without training the whole team.',
    }),
    cost: /monthly subscription|month/,
  },
  {
    name: 'GardenHands',
    idea: {
      lang: 'en',
      source: 'A marketplace where retirees in small villages find students to help with their garden, 10% commission',
      offer: 'garden help marketplace',
      object: 'garden',
      form: 'marketplace',
      sufferer: {
        text: 'retirees in small villages',
        head: 'retirees',
        business: false,
        ageBand: 'seniors',
        named: true,
      },
      setting: { text: 'in small villages', place: 'small villages' },
      partners: [],
      channels: [],
      revenue: { model: 'commission', text: '10% commission', price: '10%' },
      details: [],
    },
    problem: 'Retirees in small villages cannot keep up with their gardens and find no help nearby.',
    persona: p({
      name: 'Margaret Hill',
      short_summary: 'Margaret is a retired teacher in a small village with a large garden.',
      occupation: 'Retired teacher',
      demographics: { age: 74, gender: 'Female', location: 'Small village' },
      values: ['Independence', 'Community'],
      goals: ['Keep her garden the way her late husband liked it'],
      lifestyle: 'Gardens every morning, relies on her neighbours for lifts to town, reads in the evening.',
      pain_points: ['Cannot lift heavy bags of soil any more', 'Retirees cannot keep up with their gardens'],
      attitude: 'Sceptic',
      objections: ['Does not want strangers in her garden'],
      objection: 'I do not want strangers in my garden.',
    }),
    cost: /fee of 10% per booking/,
  },
  {
    name: 'FridayPot',
    idea: {
      lang: 'en',
      source: 'Meal kits for busy parents delivered every Friday, €39 a week',
      offer: 'meal kits',
      object: 'meal kit',
      form: 'delivery',
      sufferer: { text: 'busy parents', head: 'parents', business: false, ageBand: 'parents', named: true },
      setting: { text: 'every Friday', time: 'every Friday' },
      partners: [],
      channels: ['delivered every Friday'],
      revenue: { model: 'subscription', text: '€39 a week', price: '€39 a week' },
      details: [],
    },
    problem: 'Busy parents have no time to plan and shop for healthy dinners during the week.',
    persona: p({
      name: 'Priya Shah',
      short_summary: 'Priya is a mother of two who works full time as a project manager.',
      occupation: 'Project manager and mother of two',
      demographics: { age: 38, gender: 'Female' },
      values: ['Family', 'Health'],
      goals: ['Cook healthy dinners without planning every evening', 'Have more time with her kids'],
      lifestyle: 'Juggles work, school runs and household alone, shops on Saturdays.',
      pain_points: ['No time to plan meals during the week', 'Parents are tired of cooking the same five dishes'],
      attitude: 'Early adopter',
      objections: ['Worries that a subscription ties her to one provider'],
      objection: 'I worry that a subscription ties me to one provider.',
    }),
    cost: /€39 a week/,
  },
  {
    name: 'PaddleHour',
    idea: {
      lang: 'en',
      source:
        'Kayak rental for tourists at lakeside campsites, booked through the campsite reception and paid per hour',
      offer: 'kayak rental',
      object: 'kayak',
      form: 'rental',
      sufferer: { text: 'tourists at lakeside campsites', head: 'tourists', business: false, named: true },
      setting: { text: 'at lakeside campsites', place: 'lakeside campsites' },
      partners: ['campsite reception'],
      channels: ['booked through the campsite reception'],
      revenue: { model: 'rental', text: 'paid per hour' },
      details: [],
    },
    problem: 'Tourists at lakeside campsites have no easy way to get out on the water.',
    persona: p({
      name: 'Tom Becker',
      short_summary: 'Tom is a father on a camping holiday at a lake with his two kids.',
      occupation: 'Teacher on a camping holiday',
      demographics: { age: 42, gender: 'Male', location: 'Lakeside campsite' },
      values: ['Family', 'Nature'],
      goals: ['Give his kids a day on the water'],
      lifestyle: 'Spends the summer holidays at campsites, cooks on a gas stove and plans day trips with the kids.',
      pain_points: ['Tourists have no easy way to get out on the water', 'Hates queuing at the reception'],
      attitude: 'Pragmatist',
      objections: ['Would only rent if the kayak comes with life jackets for the kids'],
      objection: 'I would only rent if the kayak comes with life jackets for the kids.',
    }),
    cost: /per hour/,
  },
  {
    name: 'BookBench',
    idea: {
      lang: 'en',
      source: 'Bookkeeping software for small craft businesses in rural areas, free with paid extras',
      offer: 'bookkeeping software',
      object: 'bookkeeping',
      form: 'software',
      sufferer: { text: 'small craft businesses', head: 'businesses', business: true, named: true },
      setting: { text: 'in rural areas', place: 'rural areas' },
      partners: [],
      channels: [],
      revenue: { model: 'freemium', text: 'free with paid extras' },
      details: [],
    },
    problem: 'Small craft businesses lose their evenings to bookkeeping and miss deadlines.',
    persona: p({
      name: 'Daniel Reed',
      short_summary: 'Daniel runs a joinery with four staff in a rural area.',
      occupation: 'Owner of a joinery with four staff',
      demographics: { age: 51, gender: 'Male', location: 'Rural area' },
      values: ['Craft', 'Reliability'],
      goals: ['Spend his evenings with his family instead of with receipts'],
      lifestyle:
        'Works on building sites all day, answers customer calls in the van, sorts receipts at the kitchen table.',
      pain_points: ['Loses his evenings to bookkeeping', 'Misses tax deadlines when orders pile up'],
      attitude: 'Sceptic',
      objections: ['Trusts his spreadsheet more than any software'],
      objection: 'I trust my spreadsheet more than any software.',
    }),
    cost: /free basic version with paid extras/,
  },
  {
    name: 'NightNest',
    idea: {
      lang: 'en',
      source: 'Help for nurses on night shifts to find childcare',
      offer: 'childcare matching',
      form: 'service',
      sufferer: { text: 'nurses on night shifts', head: 'nurses', business: false, role: 'nurse', named: true },
      partners: [],
      channels: [],
      details: [],
    },
    problem: 'Nurses on night shifts cannot find childcare that covers the night.',
    persona: p({
      name: 'Grace Okafor',
      short_summary: 'Grace is a nurse on night shifts with a six-year-old son.',
      occupation: 'Nurse on night shifts',
      demographics: { age: 33, gender: 'Female' },
      values: ['Care', 'Reliability'],
      goals: ['Know her son is safe while she works'],
      lifestyle: 'Works three night shifts a week, sleeps in the mornings, picks her son up from school.',
      pain_points: ['Nurses cannot find childcare that covers the night', 'Babysitters cancel at short notice'],
      attitude: 'Early adopter',
      objections: ['Does not leave her son with someone she has not met'],
      objection: 'I do not leave my son with someone I have not met.',
    }),
  },
  {
    name: 'RadStation',
    idea: {
      lang: 'de',
      source: 'Leihräder für Pendler in Kleinstädten, abzuholen beim Bäcker, 5 € pro Tag',
      offer: 'Leihräder',
      object: 'Leihrad',
      form: 'Verleih',
      sufferer: { text: 'Pendler in Kleinstädten', head: 'Pendler', business: false, named: true },
      setting: { text: 'in Kleinstädten', place: 'Kleinstädte' },
      partners: ['Bäckereien'],
      channels: ['abzuholen beim Bäcker'],
      revenue: { model: 'rental', text: '5 € pro Tag', price: '5 €' },
      details: [],
    },
    problem: 'Pendler in Kleinstädten verlieren jeden Tag Zeit, weil sie auf den Bus warten.',
    persona: p({
      name: 'Sabine Krüger',
      short_summary: 'Sabine pendelt jeden Tag aus einer Kleinstadt zu ihrer Arbeit in der Kreisstadt.',
      occupation: 'Pendlerin und Verwaltungsangestellte',
      demographics: { age: 44, gender: 'weiblich', location: 'Kleinstadt' },
      values: ['Verlässlichkeit', 'Sparsamkeit'],
      goals: ['Ohne Auto pünktlich zur Arbeit kommen', 'Jeden Monat etwas Geld sparen'],
      lifestyle:
        'Ist auf Hilfe von ihrer Mutter und Nachbarn angewiesen, fängt um sieben im Büro an, kauft abends auf dem Heimweg ein.',
      pain_points: [
        'Pendler in Kleinstädten verlieren jeden Tag Zeit, weil sie auf den Bus warten',
        'Muss jede Ausgabe gegen den Rest des Budgets abwägen',
        'Der letzte Bus fährt schon um sieben',
      ],
      attitude: 'Pragmatikerin',
      objections: ['Mietet nur, wenn das Abholen Minuten dauert und keine Stunde'],
      objection: 'Ich miete nur, wenn das Abholen Minuten dauert und keine Stunde.',
    }),
    cost: /5 € pro Tag/,
  },
  {
    name: 'HofKiste',
    idea: {
      lang: 'de',
      source: 'Ein Abo für frisches Gemüse von Höfen aus der Region für Familien in Hamburg, 25 € im Monat',
      offer: 'Gemüse-Abo',
      object: 'Gemüse',
      form: 'Abo',
      sufferer: { text: 'Familien in Hamburg', head: 'Familien', business: false, ageBand: 'parents', named: true },
      setting: { text: 'in Hamburg', place: 'Hamburg' },
      partners: ['Höfe aus der Region'],
      channels: [],
      revenue: { model: 'subscription', text: '25 € im Monat', price: '25 € im Monat' },
      details: [],
    },
    problem: 'Familien in Hamburg finden kaum frisches Gemüse aus der Region, das in ihren Alltag passt.',
    persona: p({
      name: 'Jonas Wagner',
      short_summary: 'Jonas ist Vater von zwei Kindern und arbeitet als Lehrer in Hamburg.',
      occupation: 'Lehrer und Vater von zwei Kindern',
      demographics: { age: 39, gender: 'männlich', location: 'Hamburg' },
      values: ['Gesundheit', 'Familie'],
      goals: ['Seinen Kindern frisches Essen kochen', 'Weniger Zeit im Supermarkt verbringen'],
      lifestyle:
        'Bringt morgens die Kinder zur Kita, unterrichtet bis zum Nachmittag und kocht abends für die Familie.',
      pain_points: [
        'Familien finden kaum frisches Gemüse aus der Region',
        'Hat unter der Woche keine Zeit für den Markt',
      ],
      attitude: 'Early Adopter',
      objections: ['Mag keine Abos, wenn er nicht weiß, was in der Kiste ist'],
      objection: 'Ich mag keine Abos, wenn ich nicht weiß, was in der Kiste ist.',
    }),
    cost: /25 € im Monat/,
  },
  {
    name: 'Haushaltsheld',
    idea: {
      lang: 'de',
      source: 'Ein Marktplatz, auf dem Senioren auf dem Land Hilfe im Haushalt von Studierenden finden, 10 % Provision',
      offer: 'Marktplatz für Haushaltshilfe',
      object: 'Haushaltshilfe',
      form: 'Marktplatz',
      sufferer: { text: 'Senioren auf dem Land', head: 'Senioren', business: false, ageBand: 'seniors', named: true },
      setting: { text: 'auf dem Land' },
      partners: [],
      channels: [],
      revenue: { model: 'commission', text: '10 % Provision', price: '10 %' },
      details: [],
    },
    problem: 'Senioren auf dem Land finden keine Hilfe im Haushalt, weil sie niemanden in der Nähe kennen.',
    persona: p({
      name: 'Gerda Hoffmann',
      short_summary: 'Gerda ist Rentnerin, früher Lehrerin, und lebt allein in einem Dorf.',
      occupation: 'Rentnerin, früher Lehrerin',
      demographics: { age: 78, gender: 'weiblich', location: 'Auf dem Land' },
      values: ['Selbstständigkeit', 'Sicherheit'],
      goals: ['So lange wie möglich im eigenen Haus bleiben'],
      lifestyle:
        'Lebt allein in einem Dorf, fährt einmal pro Woche mit dem Bus in die Stadt, kümmert sich um ihren Garten.',
      pain_points: ['Senioren finden keine Hilfe im Haushalt', 'Kann keine schweren Einkäufe mehr tragen'],
      attitude: 'Skeptikerin',
      objections: ['Lässt keine Fremden ins Haus, wenn ihre Tochter nicht dabei ist'],
      objection: 'Ich lasse keine Fremden ins Haus, wenn meine Tochter nicht dabei ist.',
    }),
    cost: /Gebühr von 10 % pro Buchung/,
  },
  {
    name: 'BackPlan',
    idea: {
      lang: 'de',
      source: 'Software für kleine Bäckereien mit mehreren Filialen, die Retouren vorhersagt, im Monatsabo',
      offer: 'Retouren-Software',
      object: 'Retouren',
      form: 'Software',
      sufferer: { text: 'kleine Bäckereien mit mehreren Filialen', head: 'Bäckereien', business: true, named: true },
      partners: [],
      channels: [],
      revenue: { model: 'subscription', text: 'im Monatsabo' },
      details: [],
    },
    problem: 'Kleine Bäckereien werfen jeden Abend Brot weg, weil sie die Nachfrage nicht kennen.',
    persona: p({
      name: 'Katrin Schulz',
      short_summary: 'Katrin ist Inhaberin einer kleinen Bäckerei mit drei Filialen.',
      occupation: 'Inhaberin einer kleinen Bäckerei mit drei Filialen',
      demographics: { age: 52, gender: 'weiblich' },
      values: ['Handwerk', 'Sparsamkeit'],
      goals: ['Weniger Brot wegwerfen', 'Ihre Leute halten'],
      lifestyle: 'Steht um drei Uhr in der Backstube, fährt mittags die Filialen ab und macht abends die Abrechnung.',
      pain_points: [
        'Bäckereien werfen jeden Abend Brot weg',
        'Hat keine Zeit, die Verkäufe der Filialen zu vergleichen',
      ],
      attitude: 'Pragmatikerin',
      objections: ['Will keine Software, für die sie das ganze Team schulen muss'],
      objection: 'Ich will keine Software, für die ich das ganze Team schulen muss.',
    }),
    cost: /Monatsabo|Monat/,
  },
  {
    name: 'PfotenZeit',
    idea: {
      lang: 'de',
      source: 'Hundebetreuung für Pflegekräfte im Schichtdienst in München, bezahlt pro Stunde',
      offer: 'Hundebetreuung',
      object: 'Hund',
      form: 'Dienst',
      sufferer: {
        text: 'Pflegekräfte im Schichtdienst',
        head: 'Pflegekräfte',
        business: false,
        role: 'Pflegekraft',
        named: true,
      },
      setting: { text: 'in München', place: 'München' },
      partners: [],
      channels: [],
      revenue: { model: 'per-use', text: 'bezahlt pro Stunde' },
      details: [],
    },
    problem: 'Pflegekräfte im Schichtdienst haben keine Zeit, mit ihrem Hund rauszugehen.',
    persona: p({
      name: 'Jana Vogel',
      short_summary: 'Jana ist Pflegekraft im Schichtdienst in München und hat einen jungen Hund.',
      occupation: 'Pflegekraft im Schichtdienst',
      demographics: { age: 31, gender: 'weiblich', location: 'München' },
      values: ['Verlässlichkeit'],
      goals: ['Ihren Hund gesund halten', 'Freie Abende haben'],
      lifestyle: 'Arbeitet im Schichtdienst im Krankenhaus und geht vor und nach der Arbeit mit dem Hund.',
      pain_points: [
        'Pflegekräfte haben keine Zeit, mit ihrem Hund rauszugehen',
        'Hundesitter sagen kurzfristig ab',
        'Keine Zeit für Spaziergänge während langer Schichten',
      ],
      attitude: 'Skeptikerin',
      objections: ['Will keine Fremden in der Wohnung, wenn sie schläft'],
      objection: 'Ich will keine Fremden in der Wohnung, wenn ich schlafe.',
    }),
    cost: /pro Stunde/,
  },
  {
    name: 'SchlafKlar',
    idea: {
      lang: 'de',
      source: 'Ein Online-Kurs für Eltern von Kleinkindern zum Thema Schlaf, einmalig 49 €',
      offer: 'Online-Kurs',
      object: 'Schlaf',
      form: 'Kurs',
      sufferer: { text: 'Eltern von Kleinkindern', head: 'Eltern', business: false, ageBand: 'parents', named: true },
      partners: [],
      channels: [],
      revenue: { model: 'one-off', text: 'einmalig 49 €', price: '49 €' },
      details: [],
    },
    problem: 'Eltern von Kleinkindern schlafen seit Monaten nicht durch und wissen nicht, was hilft.',
    persona: p({
      name: 'Lena Braun',
      short_summary: 'Lena ist Mutter einer zweijährigen Tochter und arbeitet halbtags als Grafikerin.',
      occupation: 'Grafikerin und Mutter',
      demographics: { age: 34, gender: 'weiblich' },
      values: ['Familie', 'Gelassenheit'],
      goals: ['Wieder eine Nacht durchschlafen'],
      lifestyle: 'Arbeitet vormittags von zu Hause, holt mittags die Tochter ab und steht nachts zweimal auf.',
      pain_points: ['Eltern schlafen seit Monaten nicht durch', 'Widersprüchliche Ratschläge aus dem Internet'],
      attitude: 'Early Adopter',
      objections: ['Zahlt nichts, solange sie nicht sicher ist, dass es hilft'],
      objection: 'Ich zahle nichts, solange ich nicht sicher bin, dass es hilft.',
    }),
    cost: /einmalig 49 €/i,
  },
  {
    name: 'OstseeBoard',
    idea: {
      lang: 'de',
      source: 'Surfbrettverleih an der Ostsee, abzuholen im Surfshop, 20 € pro Tag',
      offer: 'Surfbrettverleih',
      object: 'Surfbrett',
      form: 'Verleih',
      sufferer: { text: 'Surfer an der Ostsee', head: 'Surfer', business: false, named: false },
      setting: { text: 'an der Ostsee' },
      partners: ['Surfshops'],
      channels: ['abzuholen im Surfshop'],
      revenue: { model: 'rental', text: '20 € pro Tag', price: '20 €' },
      details: [],
    },
    problem: 'Surfer an der Ostsee schleppen ihre Bretter mit dem Zug an den Strand.',
    persona: p({
      name: 'Finn Petersen',
      short_summary: 'Finn ist Surfer und Physiotherapeut in Kiel.',
      occupation: 'Surfer und Physiotherapeut',
      demographics: { age: 29, gender: 'männlich', location: 'An der Ostsee' },
      values: ['Freiheit', 'Natur'],
      goals: ['Bei jedem guten Wind auf dem Wasser sein'],
      lifestyle:
        'Behandelt tagsüber Patienten in einer Praxis, fährt nach der Arbeit an den Strand und repariert am Wochenende sein Board.',
      pain_points: ['Surfer schleppen ihre Bretter mit dem Zug an den Strand', 'Muss bei Wind spontan entscheiden'],
      attitude: 'Early Adopter',
      objections: ['Kauft lieber ein gebrauchtes Brett, als jeden Tag zu zahlen'],
      objection: 'Ich kaufe lieber ein gebrauchtes Brett, als jeden Tag zu zahlen.',
    }),
    cost: /20 € pro Tag/,
  },
];

const entry = { id: 'test', kind: 'structured' } as unknown as PromptRequest['entry'];

/** The round's idea card as the founder saved it: the name, the offer and the people it is for. */
export function cardOf(c: Case) {
  const en = c.idea.lang === 'en';
  return {
    name: c.name,
    tagline: en ? `${c.idea.offer}, made simple.` : `${c.idea.offer}, ganz einfach.`,
    key_features: [c.idea.channels[0] ?? c.idea.offer],
    target_group: c.idea.sufferer.text,
    value_proposition: en
      ? `${c.name} gives ${c.idea.sufferer.text} ${c.idea.offer}.`
      : `${c.name}: ${c.idea.offer} für ${c.idea.sufferer.text}.`,
  };
}

/** The engine's facts of the round, with the facts of the founder's one-liner as the reader takes them. */
export function factsOf(c: Case): Facts {
  const facts = buildFacts(
    {
      entry,
      input: '',
      history: [],
      attempt: 0,
      context: {
        lang: c.idea.lang,
        trackName: c.idea.source,
        stepResults: [{ stepId: 'basic-idea', name: 'basicIdea', result: cardOf(c) }],
        passages: [],
        stepInput: [{ type: 'PROBLEM', content: c.problem }],
      },
    } as unknown as PromptRequest,
    new Rng(1),
    { allowStarter: true },
  );
  return { ...facts, idea: c.idea } as Facts;
}

const PARTNER = 'Mira Skylark';

/** Every text the Validate steps write for the case's persona: the empathy map, the shadowing and the chat. */
export function textsOf(c: Case, seed = 3, attempt = 0) {
  const facts = factsOf(c);
  const rng = () => new Rng(seed, attempt);
  const map = EMPATHY_QUESTIONS.flatMap((q) => insightAnswers(q, c.persona, facts, rng()).map((a) => a.text));
  const day = dayInLife(c.persona, facts, rng());
  const open = shadowingSituations(c.persona, facts, rng());
  const filled = fillShadowing(
    { persona: c.persona, story: day, situations: open.map((s) => ({ ...s, answer: '' })) },
    facts,
    rng(),
  );
  const [closing] = shadowingClosing({ persona: c.persona, story: day, situations: filled }, facts, rng());
  const shadowing = { ...closing, situations: filled, day_in_life_story: day };
  const results = [shadowing];
  const transcript: Array<{ round: number; question: string; answer: string }> = [];
  const rounds = [];
  for (const round of [1, 2, 3, 4]) {
    const input = JSON.stringify({ round, partner: PARTNER, persona: c.persona, transcript });
    const [turn] = chatRound(chatInput(input, round, results), facts, results, rng());
    rounds.push(turn!);
    // The founder picks the doubt in the cost round, the first option elsewhere.
    const pick = round === 3 ? 2 : 0;
    transcript.push({
      round,
      question: `${turn!.text} ${turn!.follow_up_question}`,
      answer: turn!.options[pick]!.replace(/^[a-c]\)\s*/, ''),
    });
  }
  const [summary] = chatSummary(
    chatInput(JSON.stringify({ round: 4, partner: PARTNER, persona: c.persona, transcript }), 4, results),
    facts,
    results,
  );
  const voice = [
    ...map,
    ...open.map((s) => `${s.step} ${s.answer}`),
    ...filled.map((s) => s.answer),
    ...day,
    closing!.core_problem,
    ...closing!.persona_extension.needs_and_barriers,
    ...rounds.flatMap((r) => r.options),
  ];
  const all = [
    ...voice,
    ...rounds.flatMap((r) => [r.text, r.follow_up_question ?? '']),
    summary!.summary,
    ...summary!.learned,
    ...summary!.objections,
  ];
  return { map, day, open, filled, closing: closing!, rounds, summary: summary!, voice, all, facts };
}
