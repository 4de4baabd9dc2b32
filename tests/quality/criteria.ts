// The criteria of the quality corpus. Each is a pass rate in % over the ideas it applies to: an idea passes when
// none of its texts fails the criterion. Words are matched whole, stemmed by the Snowball stemmers (English
// plurals and possessives; German case endings and umlauts; feminine forms; a German compound matches by its last
// part), so "surf shops" matches "surf shop", "Packstationen" matches "Packstation" and "Berghütten" "Hütte".
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stemmer as stemEnglish } from '@orama/stemmers/english';
import { stemmer as stemGerman } from '@orama/stemmers/german';
import nlp from 'compromise';
import { englishIn } from '../src/harness/englishText.js';
import type { CorpusEntry, CorpusRun } from './corpus.js';
import { type LintFinding, lintTexts } from './prose-lint.js';
import type { Lang, TrackArtifacts } from './track.js';

export interface Failure {
  criterion: string;
  idea: string;
  lang: Lang;
  /** What is wrong, each with the offending text. */
  problems: string[];
}

export interface Row {
  criterion: string;
  passed: number;
  total: number;
}

export interface Evaluation {
  ideas: number;
  rows: Row[];
  failures: Failure[];
}

// ---------------------------------------------------------------------------------------------------------------
// Words

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*|[%€$]/gu;

export function stem(word: string, lang: Lang): string {
  const w = word
    .toLowerCase()
    .replace(/’/g, "'")
    // A zu-infinitive is its verb: "abzuholen" is "abholen", "mitzubringen" "mitbringen".
    .replace(/^(ab|an|auf|aus|bei|ein|mit|nach|vor|weg|zurück|zusammen|her|hin|los)zu(\p{L}{3,}en)$/u, '$1$2');
  if (lang === 'en') return stemEnglish(w.replace(/'s?$/, ''));
  // Snowball keeps the feminine ending: "Hundehalterin" is a "Hundehalter", "Inhaberinnen" are "Inhaber".
  const masculine =
    w.length > 7 && w.endsWith('innen') ? w.slice(0, -5) : /[^aeiou]in$/.test(w) && w.length > 5 ? w.slice(0, -2) : w;
  // Snowball keeps the plural s after a vowel: "Yogastudios" is "Yogastudio", "Kitas" "Kita" (not "Preis", "Haus").
  return stemGerman(masculine.length > 4 && /[aoy]s$/.test(masculine) ? masculine.slice(0, -1) : masculine);
}

export function tokens(text: string, lang: Lang): string[] {
  return (text.match(WORD) ?? []).map((w) => stem(w, lang));
}

/** A term as alternatives of stemmed word sequences ("farmers' market|market"). */
function alternatives(term: string, lang: Lang): string[][] {
  return term
    .split('|')
    .map((alt) => tokens(alt, lang))
    .filter((alt) => alt.length > 0);
}

/** Whether the text's words hold the term (one of its alternatives) as a whole-word sequence. */
function holdsSequence(words: readonly string[], term: readonly string[], lang: Lang): boolean {
  outer: for (let i = 0; i + term.length <= words.length; i++) {
    for (let j = 0; j < term.length; j++) {
      const word = words[i + j]!;
      const part = term[j]!;
      if (word === part) continue;
      // A German compound names its kind last: "Berghütte" is a "Hütte", "Innenstadt" a "Stadt".
      if (lang === 'de' && j === term.length - 1 && part.length >= 4 && word.endsWith(part)) continue;
      continue outer;
    }
    return true;
  }
  return false;
}

export function holds(text: string, term: string, lang: Lang): boolean {
  const words = tokens(text, lang);
  return alternatives(term, lang).some((alt) => holdsSequence(words, alt, lang));
}

// ---------------------------------------------------------------------------------------------------------------
// What a round holds, as texts

interface Text {
  where: string;
  text: string;
}

const SKIP_KEYS = new Set([
  'id',
  'agentId',
  'author',
  'origin',
  'session',
  'dateCreated',
  'dateEdited',
  'created',
  'image',
  'kind',
  'type',
  'source',
  'prio',
  'fileId',
  'stepId',
  'roundId',
  'streamId',
  'changedEvents',
  'testimonialSources',
  // The interview partner as the step keeps it: a fixed character sketch that screens show translated.
  'selectedInterViewPartner',
]);

/** The idea frame's slots that hold a value of the contract's lists, not words ("per_use", "club_or_membership"). */
const FRAME_CODE_SLOTS = new Set(['PRICE KIND', 'SHAPE']);

function textsOf(value: unknown, where: string): Text[] {
  if (typeof value === 'string') return value.trim() ? [{ where, text: value }] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => textsOf(v, `${where}[${i}]`));
  if (value && typeof value === 'object') {
    if (FRAME_CODE_SLOTS.has(String((value as { type?: unknown }).type))) return [];
    return Object.entries(value).flatMap(([key, v]) => (SKIP_KEYS.has(key) ? [] : textsOf(v, `${where}.${key}`)));
  }
  return [];
}

type Persona = TrackArtifacts['deck'][number];

const result = (a: TrackArtifacts, type: string) => (a.steps[type]?.result ?? null) as Record<string, unknown> | null;

function mainPersona(a: TrackArtifacts): Persona | undefined {
  return (result(a, 'userTinder')?.main_persona as Persona | undefined) ?? undefined;
}

const PERSONA_VOICE = [
  'short_summary',
  'pain_points',
  'objections',
  'objection',
  'quote',
  'lifestyle',
  'goals',
] as const;

/** The texts that speak as or about a persona: where the idea sentence must never be pasted. */
function personaVoiceTexts(a: TrackArtifacts): Text[] {
  const people = [...a.deck.map((p, i) => [`deck[${i}]`, p] as const), ['main_persona', mainPersona(a)] as const];
  const texts = people.flatMap(([where, p]) =>
    p ? PERSONA_VOICE.flatMap((key) => textsOf((p as Record<string, unknown>)[key], `${where}.${key}`)) : [],
  );
  const insight = textsOf(result(a, 'insightMapping'), 'insightMapping');
  const shadowing = result(a, 'problemShadowing');
  const situations = [
    ...textsOf(shadowing?.situations, 'problemShadowing.situations'),
    ...textsOf(shadowing?.day_in_life_story, 'problemShadowing.day_in_life_story'),
  ];
  const transcript = (result(a, 'expertChat')?.transcript ?? []) as { answer?: string }[];
  const answers = transcript.flatMap((t, i) => textsOf(t.answer, `expertChat.transcript[${i}].answer`));
  return [...texts, ...insight, ...situations, ...answers];
}

function allTexts(a: TrackArtifacts): Text[] {
  return [
    ...Object.entries(a.steps).flatMap(([type, s]) => [
      ...textsOf(s.input, `${type}.input`),
      ...textsOf(s.result, `${type}.result`),
    ]),
    ...textsOf(a.deck, 'deck'),
    ...Object.entries(a.outputs).flatMap(([id, o]) => textsOf(o, id)),
  ];
}

const joined = (texts: readonly Text[]) => texts.map((t) => t.text).join('\n');

function canvasBlock(a: TrackArtifacts, block: string): string[] {
  const canvas = (a.outputs['business-model-canvas'] ?? {}) as Record<string, { text: string }[] | undefined>;
  return (canvas[block] ?? []).map((item) => item.text);
}

/** Names of the people and products of a round (never spell-checked; person names must be capitalised). */
function namesOf(a: TrackArtifacts): { names: string[]; people: string[] } {
  const card = result(a, 'basicIdea');
  const chat = result(a, 'expertChat');
  const pins = (result(a, 'feedbackCard')?.pins ?? []) as { agentName?: string }[];
  const people = [
    ...a.deck.map((p) => p.name),
    mainPersona(a)?.name ?? '',
    String(chat?.interview_partner ?? ''),
    ...pins.map((p) => p.agentName ?? ''),
  ].filter(Boolean);
  const landing = (a.outputs['landing-page'] ?? {}) as Record<string, unknown>;
  const products = [String(card?.name ?? ''), String(landing.companyName ?? '')].filter(Boolean);
  return { names: [...new Set([...people, ...products])], people: [...new Set(people)] };
}

// ---------------------------------------------------------------------------------------------------------------
// Details the founder named

type DetailKind = 'setting' | 'partners' | 'channels' | 'revenue';
const DETAIL_KINDS: DetailKind[] = ['setting', 'partners', 'channels', 'revenue'];

function namedDetails(entry: CorpusEntry): { kind: DetailKind; term: string }[] {
  return DETAIL_KINDS.flatMap((kind) => (entry[kind] ?? []).map((term) => ({ kind, term })));
}

function missingDetails(entry: CorpusEntry, text: string): string[] {
  return namedDetails(entry)
    .filter((d) => !holds(text, d.term, entry.lang))
    .map((d) => `${d.kind} "${d.term.split('|')[0]}" missing`);
}

// ---------------------------------------------------------------------------------------------------------------
// Personas

/** Quoted words are a label the persona is given ("der Zielgruppe „Vermieter“"), not who they are. */
const withoutQuotes = (text: string) => text.replace(/[„“”"«»‚‘][^„“”"«»‚‘]*[“”"»‘’]/g, ' ');

/**
 * Who a persona is: their occupation and their everyday life. Not the summary: a sentence there that declares them
 * one of the target group ("… is one of the tourists") leaves their job and life unchanged.
 */
function personaIdentity(p: Persona): string {
  const record = p as Record<string, unknown>;
  const demographics = (record.demographics ?? {}) as Record<string, unknown>;
  return [record.occupation, demographics.occupation, record.lifestyle]
    .filter((v): v is string => typeof v === 'string')
    .map(withoutQuotes)
    .join('\n');
}

function ageOf(p: Persona): number | undefined {
  const demographics = ((p as Record<string, unknown>).demographics ?? {}) as Record<string, unknown>;
  const age = Number.parseInt(String(demographics.age ?? ''), 10);
  return Number.isFinite(age) ? age : undefined;
}

/** Why a persona does not fit the idea's sufferer, or undefined when they fit. */
export function personaMisfit(p: Persona, entry: CorpusEntry): string | undefined {
  const identity = personaIdentity(p);
  const lang = entry.lang;
  if (entry.proxies?.some((w) => holds(identity, w, lang))) return undefined;
  if (!entry.sufferer.some((w) => holds(identity, w, lang))) {
    return `${p.name} (${(p as Record<string, unknown>).occupation}) is none of ${entry.sufferer.slice(0, 4).join(', ')}`;
  }
  const age = ageOf(p);
  if (entry.age && age !== undefined && (age < entry.age[0] || age > entry.age[1])) {
    return `${p.name} is ${age}, not ${entry.age[0]}–${entry.age[1]}`;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Filler

/**
 * The general phrasing that stands in when the founder named nothing there (from the offline banks), per slot of
 * the idea frame: where the founder named the slot (the corpus's annotation), the stand-in is filler.
 */
const SETTING_FILLER: Record<Lang, RegExp[]> = {
  en: [/\bin one city or region\b/i, /\bat home or at work\b/i],
  de: [/\bin einer Stadt oder Region\b/i, /\bzu Hause oder bei der Arbeit\b/i, /\bnach Hause oder zur Arbeit\b/i],
};
const CHANNEL_FILLER: Record<Lang, RegExp[]> = {
  en: [
    /\bat home or at work\b/i,
    /\bmobile on-site service\b/i,
    /\bcomes to them\b/i,
    /\bwhere [\p{L} -]{2,60} already (?:gather|meet)\b/iu,
    /\bdirect sales: visiting the first\b/i,
    /\btrade associations and fairs of\b/i,
  ],
  de: [
    /\bzu Hause oder bei der Arbeit\b/i,
    /\bnach Hause oder zur Arbeit\b/i,
    /\bmobile[nr]? Vor-Ort-Service\b/i,
    /\bwo (?:deine Zielgruppe|[\p{L} -]{2,60}) schon zusammenkomm/iu,
    /\bDirektvertrieb: die ersten\b/i,
    /\bVerbände und Fachmessen\b/i,
  ],
};
const PARTNER_FILLER: Record<Lang, RegExp[]> = {
  en: [
    /\bassociations and communities of\b/i,
    /\bsuppliers (?:and service partners )?who deliver what\b/i,
    /\ban association of [\p{L} -]{2,60} could introduce\b/iu,
    /\ba club or community of\b/i,
  ],
  de: [
    /\bVerbände und Gemeinschaften\b/i,
    /\bLieferanten (?:für das, was|und Dienstleister, die liefern)\b/i,
    /\bein Verband für [\p{L} -]{2,60} könnte\b/iu,
  ],
};
const PRICE_FILLER: Record<Lang, RegExp[]> = {
  en: [
    /\bnot sure about (?:the )?pric(?:e|es|ing)\b/i,
    /\ba price per job or per appointment\b/i,
    /\ba recurring fee from\b/i,
    /\ba fee per location or per user\b/i,
  ],
  de: [
    /\bbeim Preis bin ich mir (?:noch )?unsicher\b/i,
    /\bein Preis pro Auftrag oder Termin\b/i,
    /\beine wiederkehrende Gebühr\b/i,
    /\beine Gebühr pro Standort oder Nutzer\b/i,
  ],
};
/** Where the founder named an amount, asking them to name a price is filler too ("paid per hour" names none). */
const AMOUNT_FILLER: Record<Lang, RegExp[]> = {
  en: [/\bname a price\b/i],
  de: [/\bnenne einen Preis\b/i],
};
/** A form the founder named (a rental, a marketplace, a subscription, a product) is not an on-site service. */
const FORM_FILLER: Record<Lang, RegExp[]> = {
  en: [/\bmobile on-site service\b/i],
  de: [/\bmobile[nr]? Vor-Ort-Service\b/i],
};

function fillerPatterns(entry: CorpusEntry): { slot: string; pattern: RegExp }[] {
  const lang = entry.lang;
  const of = (slot: string, list: RegExp[]) => list.map((pattern) => ({ slot, pattern }));
  return [
    ...(entry.setting?.length ? of('setting', SETTING_FILLER[lang]) : []),
    ...(entry.channels?.length ? of('channels', CHANNEL_FILLER[lang]) : []),
    ...(entry.partners?.length ? of('partners', PARTNER_FILLER[lang]) : []),
    ...(entry.revenue?.length ? of('price', PRICE_FILLER[lang]) : []),
    ...(entry.revenue?.some((r) => /\d/.test(r)) ? of('price', AMOUNT_FILLER[lang]) : []),
    ...(entry.kind !== 'service' ? of('shape', FORM_FILLER[lang]) : []),
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// Canvas blocks

const REVENUE_CUE: Record<Lang, RegExp> = {
  en: /\b(?:pay|pays|paid|paying|payment|payments|price|prices|pricing|priced|fee|fees|subscription|subscriptions|subscribe|revenue|revenues|commission|commissions|rent|rents|rental|rentals|licen[cs]e|licen[cs]es|donation|donations|sale|sales|sell|sells|selling|margin|margins|charge|charges|charged|billed|billing|earn|earns|income|deposit|deposits|pre-order|pre-orders|tariff|membership|per (?:day|hour|week|month|year|order|booking|shipment|unit|use|resident|practice|seat|user))\b|[€$%]/i,
  de: /\b(?:zahl(?:en|t|st|ung|ungen)|bezahl\w*|preis\w*|\w*preis(?:e|en)?|gebühr\w*|\w*gebühr(?:en)?|abo|abos|abonnement\w*|\w+-?abo|umsatz\w*|einnahme\w*|erlös\w*|provision\w*|miete\w*|\w*miete|vermiet\w*|lizenz\w*|spende\w*|verkauf\w*|verkaufen|marge\w*|pauschale\w*|\w*pauschale|beitrag|beiträge|mitgliedschaft\w*|vorbestellung\w*|anzahlung\w*|pro (?:tag|stunde|woche|monat|jahr|beleg|buchung|bestellung|nutzung|person))\b|[€$%]/i,
};
/** Advice about pricing, revenue or the size of the market: it belongs in Revenue streams or Customer segments. */
const REVENUE_ADVICE: Record<Lang, RegExp> = {
  en: /\b(?:revenue model|willingness to pay|price test|pricing|market size|bottom-up|size the (?:first )?market|recurring revenue)\b/i,
  de: /\b(?:erlösmodell|einnahmemodell|zahlungsbereitschaft|preistest|preismodell|marktgröße|bottom-up|markt (?:von unten|bottom-up)|wiederkehrende einnahmen)\b/i,
};
const COST_CUE: Record<Lang, RegExp> = {
  en: /\b(?:costs?|expenses?|spend|spending|budget|salar(?:y|ies)|wages?|overheads?|insurance|fixed|investment|invest)\b/i,
  de: /\b(?:\w*kosten|ausgaben?|budget\w*|gehalt|gehälter|löhne?|versicherung\w*|investition\w*|fixkosten)\b/i,
};

function misplacedCanvasTexts(a: TrackArtifacts, entry: CorpusEntry): string[] {
  const lang = entry.lang;
  const namesPartner = (text: string) => (entry.partners ?? []).some((p) => holds(text, p, lang));
  const namesRevenue = (text: string) => (entry.revenue ?? []).some((r) => holds(text, r, lang));
  const problems: string[] = [];
  for (const text of canvasBlock(a, 'keyPartners')) {
    if (REVENUE_ADVICE[lang].test(text) && !namesPartner(text))
      problems.push(`Key partners hold revenue advice: ${text}`);
  }
  for (const text of canvasBlock(a, 'channels')) {
    if (REVENUE_ADVICE[lang].test(text)) problems.push(`Channels hold revenue advice: ${text}`);
  }
  for (const text of canvasBlock(a, 'revenueStreams')) {
    if (!REVENUE_CUE[lang].test(text) && !namesRevenue(text)) problems.push(`Revenue streams hold no revenue: ${text}`);
  }
  for (const text of canvasBlock(a, 'costStructure')) {
    if (!COST_CUE[lang].test(text)) problems.push(`Cost structure holds no cost: ${text}`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------
// Words leaking from other ideas

const here = dirname(fileURLToPath(import.meta.url));
const ROOT = join(here, '..', '..');
/** Where the engine's own words are: its banks, and the sources that compose text (never their tests). */
const SOURCES = ['server', 'assistant', 'sdk', 'cli'].map((dir) => join(ROOT, dir, 'src'));

function sourceFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const path = join(dir, e.name);
      if (e.isDirectory()) return sourceFiles(path);
      return /\.(?:ts|json)$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [path] : [];
    });
  } catch {
    return [];
  }
}

let background: Record<Lang, Set<string>> | undefined;
/** Words the engine's own banks and sources and the stop lists hold: they may appear in any round. */
function backgroundWords(): Record<Lang, Set<string>> {
  if (background) return background;
  const all = { en: new Set<string>(), de: new Set<string>() };
  for (const file of SOURCES.flatMap(sourceFiles)) {
    const text = readFileSync(file, 'utf8');
    for (const lang of ['en', 'de'] as const) for (const w of tokens(text, lang)) all[lang].add(w);
  }
  const lists = createRequire(import.meta.url)('stopwords-iso') as Record<string, string[]>;
  for (const lang of ['en', 'de'] as const) for (const w of [...lists.en!, ...lists.de!]) all[lang].add(stem(w, lang));
  background = all;
  return all;
}

/** The nouns of a one-liner: what it is about ("kayak", "Saunafässer"), not its generic verbs ("bestellt"). */
function nounsOf(text: string, lang: Lang): string[] {
  if (lang === 'de') return (text.match(WORD) ?? []).filter((w) => /^\p{Lu}/u.test(w));
  return (nlp(text).nouns().out('array') as string[]).flatMap((n) => n.match(WORD) ?? []);
}

/** The nouns of each corpus idea that no other idea has and the engine's banks and sources never say. */
export function distinctiveWords(corpus: readonly CorpusEntry[]): Map<string, Set<string>> {
  const bg = backgroundWords();
  const count = new Map<string, number>();
  const perIdea = new Map<string, Set<string>>();
  for (const entry of corpus) {
    const words = new Set(
      nounsOf(entry.idea, entry.lang)
        .filter((w) => w.length >= 4 && !/\d/.test(w))
        .map((w) => stem(w, entry.lang))
        .filter((w) => w.length >= 4 && !bg[entry.lang].has(w)),
    );
    perIdea.set(entry.id, words);
    for (const w of words) count.set(w, (count.get(w) ?? 0) + 1);
  }
  for (const words of perIdea.values()) for (const w of words) if ((count.get(w) ?? 0) > 1) words.delete(w);
  return perIdea;
}

// ---------------------------------------------------------------------------------------------------------------
// Stock sentences: the same sentence in the rounds of many ideas

/** A sentence of fewer words is a heading, a label or a tag (not prose): it is never counted. */
export const STOCK_MIN_WORDS = 5;
/** A sentence that reads the same in the rounds of this many other ideas is stock. */
export const STOCK_OTHER_IDEAS = 3;
/** The share of a round's sentences that may be stock, in %. */
export const STOCK_MAX_SHARE = 2;

let stopStems: Record<Lang, Set<string>> | undefined;
function stopWords(lang: Lang): Set<string> {
  if (!stopStems) {
    const lists = createRequire(import.meta.url)('stopwords-iso') as Record<string, string[]>;
    stopStems = {
      en: new Set(lists.en!.map((w) => stem(w, 'en'))),
      de: new Set(lists.de!.map((w) => stem(w, 'de'))),
    };
  }
  return stopStems[lang];
}

/** The idea's own content words (stemmed): masked before sentences of different rounds are compared. */
export function ideaWords(idea: string, lang: Lang): Set<string> {
  const stops = stopWords(lang);
  return new Set(
    (idea.match(WORD) ?? [])
      .filter((w) => w.length >= 3 || /\d/.test(w))
      .map((w) => stem(w, lang))
      .filter((w) => !stops.has(w)),
  );
}

/** The sentences of a text: split after . ! ? … and at line breaks. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\s*\n+\s*/u)
    .map((t) => t.trim())
    .filter(Boolean);
}

/**
 * A sentence as it is compared across rounds: lower case, whitespace and punctuation gone, every word of the idea
 * masked ("_"); undefined for a sentence of fewer than STOCK_MIN_WORDS words.
 */
export function stockKey(sentence: string, own: ReadonlySet<string>, lang: Lang): string | undefined {
  const words = sentence.match(WORD) ?? [];
  if (words.length < STOCK_MIN_WORDS) return undefined;
  return words
    .map((w) => {
      const lower = w.toLowerCase();
      return own.has(stem(w, lang)) || /^\d/.test(lower) ? '_' : lower;
    })
    .join(' ');
}

/** Each round's distinct sentences by their key, with where the sentence is first found. */
function roundSentences(run: CorpusRun): Map<string, { where: string; text: string }> {
  const own = ideaWords(run.entry.idea, run.entry.lang);
  const out = new Map<string, { where: string; text: string }>();
  for (const t of allTexts(run.artifacts)) {
    for (const sentence of sentencesOf(t.text)) {
      const key = stockKey(sentence, own, run.entry.lang);
      if (key && !out.has(key)) out.set(key, { where: t.where, text: sentence });
    }
  }
  return out;
}

/**
 * Per idea, its stock sentences: a sentence of its round that reads the same (stockKey) in the rounds of
 * STOCK_OTHER_IDEAS or more other ideas. An idea fails when more than STOCK_MAX_SHARE % of its sentences are stock.
 */
export function stockProblems(runs: readonly CorpusRun[]): Map<string, string[]> {
  const perRun = runs.map((run) => ({ run, sentences: roundSentences(run) }));
  const ideasOf = new Map<string, Set<string>>();
  for (const { run, sentences } of perRun) {
    for (const key of sentences.keys()) {
      const ids = ideasOf.get(key) ?? new Set<string>();
      ids.add(run.entry.id);
      ideasOf.set(key, ids);
    }
  }
  const out = new Map<string, string[]>();
  for (const { run, sentences } of perRun) {
    const stock = [...sentences].filter(([key]) => (ideasOf.get(key)?.size ?? 1) - 1 >= STOCK_OTHER_IDEAS);
    const share = sentences.size === 0 ? 0 : (100 * stock.length) / sentences.size;
    if (share <= STOCK_MAX_SHARE) {
      out.set(run.entry.id, []);
      continue;
    }
    stock.sort((a, b) => (ideasOf.get(b[0])?.size ?? 0) - (ideasOf.get(a[0])?.size ?? 0));
    out.set(run.entry.id, [
      `${stock.length} of ${sentences.size} sentences are stock (${share.toFixed(1)} %)`,
      ...stock.map(
        ([key, s]) => `stock "${cut(key, 120)}": ${s.where} (${(ideasOf.get(key)?.size ?? 1) - 1} other ideas)`,
      ),
    ]);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Invented conversations

/**
 * What claims that the founder (or the team) talked to people or watched them: "I spoke with three of them last
 * month", "they all mentioned", "in our interviews", "customers told us", "Evidence from conversations" — in
 * English and German. A negated claim ("I have not talked to users yet") is none.
 */
const CONVERSATION_CLAIM: Record<Lang, RegExp[]> = {
  en: [
    /\b(?:I|we)(?:'ve|’ve| have| had)?(?: already| recently| just)? (?:spoke|spoken|talked|chatted|met|interviewed|surveyed|asked|visited|observed|watched|shadowed|heard from)\b(?! (?:about|if|whether))/i,
    /\b(?:they all|all of them|most of them|many of them|each of them) (?:mentioned|told (?:me|us)|complained|confirmed|said)\b/i,
    /\bthey (?:mentioned|complained|told (?:me|us))\b/i,
    /\b(?:customers|users|clients|people|parents|owners|they) (?:have )?told (?:me|us)\b/i,
    /\bin (?:our|my) (?:interviews|conversations|talks|survey|surveys|research)\b/i,
    /\b(?:evidence|insights?|findings?|what you (?:heard|learned)) from (?:conversations|interviews|talks)\b/i,
    /\bwhat (?:you heard from|[\p{L} -]{2,60} told you)\b/iu,
    /\bin (?:the|our|my) (?:first )?(?:conversations|interviews) (?:so far|last (?:week|month))\b/i,
  ],
  de: [
    /\b(?:ich|wir) (?:habe|haben|hatte|hatten)(?! (?:\p{L}+ )?(?:noch )?(?:nicht|nie|kein))(?: [\p{L}-]+){0,6} (?:gesprochen|geredet|befragt|interviewt|beobachtet|besucht|getroffen|gehört)\b/iu,
    /\b(?:alle|sie alle|die meisten|viele von ihnen)(?: haben)?(?: [\p{L}-]+){0,4} (?:erwähnt|erzählt|bestätigt|geklagt|gesagt)\b/iu,
    /\b(?:Kunden|Nutzer\p{L}*|Eltern|Leute|sie) haben (?:uns|mir)(?: [\p{L}-]+){0,4} (?:gesagt|erzählt|bestätigt)\b/iu,
    /\bin (?:unseren|meinen) (?:Interviews|Gesprächen|Befragungen|Umfragen)\b/i,
    /\bBelege aus (?:den )?(?:Gesprächen|Interviews)\b/i,
    /\bwas [\p{L} ()-]{2,60} dir erzählt haben\b/iu,
  ],
};

export function conversationClaim(text: string, lang: Lang): string | undefined {
  for (const pattern of CONVERSATION_CLAIM[lang]) {
    const found = pattern.exec(text)?.[0];
    if (found) return found;
  }
  return undefined;
}

/** The texts that speak for the founder: the Feedback Card (chips sent, pins), the reports, canvas and landing copy. */
function founderClaimTexts(a: TrackArtifacts): Text[] {
  const card = a.steps.feedbackCard;
  return [
    ...textsOf(card?.input, 'feedbackCard.input'),
    ...textsOf(card?.result, 'feedbackCard.result'),
    ...Object.entries(a.outputs).flatMap(([id, o]) => textsOf(o, id)),
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// The offer's and the people's words

/** A head word is found when a word of the text starts with (or holds) its first max(4, len − 2) letters. */
export function headIn(text: string, head: string): boolean {
  const h = head.toLowerCase();
  const prefix = h.slice(0, Math.max(4, h.length - 2));
  const all = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}'’-]+/u)
    .filter(Boolean)
    .flatMap((w) => [w, ...w.split('-')]);
  return all.some((w) => w.startsWith(prefix) || (prefix.length >= 4 && w.includes(prefix)));
}

function missingHeads(entry: CorpusEntry, text: string): string[] {
  return [
    ...(entry.offerHead ?? []).filter((h) => !headIn(text, h)).map((h) => `offer "${h}" missing`),
    ...(entry.peopleHead ?? []).filter((h) => !headIn(text, h)).map((h) => `people "${h}" missing`),
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// The criteria

interface Criterion {
  name: string;
  applies(entry: CorpusEntry): boolean;
  /** The problems of one idea's round (empty: it passes). */
  check?(run: CorpusRun, ctx: EvaluationContext): string[] | Promise<string[]>;
  /** For a criterion that compares the rounds of all ideas measured together: the problems per idea id. */
  across?(runs: readonly CorpusRun[]): Map<string, string[]>;
  /**
   * `npm test` (quality.test.ts) holds the criterion to its target; false for a criterion that is measured and
   * printed but not yet held (the generators are being rewritten to write from the idea frame).
   */
  gated?: boolean;
}

interface EvaluationContext {
  corpus: readonly CorpusEntry[];
  distinctive: Map<string, Set<string>>;
}

const hasDetails = (entry: CorpusEntry) => namedDetails(entry).length > 0;
const hasSufferer = (entry: CorpusEntry) => entry.sufferer.length > 0;
const hasHeads = (entry: CorpusEntry) => Boolean(entry.offerHead?.length || entry.peopleHead?.length);
/** A text as a failure quotes it: on one line, long ones shortened (marked "[…]"). */
const cut = (text: string, max = 220) => {
  const line = text.replace(/\s*\n+\s*/g, ' / ');
  return line.length > max ? `${line.slice(0, max)}[…]` : line;
};

export const CRITERIA: Criterion[] = [
  {
    name: 'named details kept: idea card',
    applies: hasDetails,
    check: ({ entry, artifacts }) => missingDetails(entry, joined(textsOf(result(artifacts, 'basicIdea'), 'card'))),
  },
  {
    name: 'named details kept: persona deck',
    applies: hasDetails,
    check: ({ entry, artifacts }) => missingDetails(entry, joined(textsOf(artifacts.deck, 'deck'))),
  },
  {
    name: 'named details kept: canvas',
    applies: hasDetails,
    check: ({ entry, artifacts }) =>
      missingDetails(entry, joined(textsOf(artifacts.outputs['business-model-canvas'], 'canvas'))),
  },
  {
    name: 'named details kept: landing copy',
    applies: hasDetails,
    check: ({ entry, artifacts }) =>
      missingDetails(entry, joined(textsOf(artifacts.outputs['landing-page'], 'landing'))),
  },
  {
    name: 'personas fit the sufferer: deck ≥ 50 %',
    applies: hasSufferer,
    check: ({ entry, artifacts }) => {
      const misfits = artifacts.deck.map((p) => personaMisfit(p, entry)).filter((m): m is string => Boolean(m));
      if (artifacts.deck.length === 0) return ['no persona deck'];
      const fitting = artifacts.deck.length - misfits.length;
      return fitting * 2 >= artifacts.deck.length ? [] : [`${fitting} of ${artifacts.deck.length} fit`, ...misfits];
    },
  },
  {
    name: 'personas fit the sufferer: main persona',
    applies: hasSufferer,
    check: ({ entry, artifacts }) => {
      const first = artifacts.deck[0];
      const chosen = mainPersona(artifacts);
      const problems: string[] = [];
      if (!first) problems.push('no persona deck');
      else {
        const misfit = personaMisfit(first, entry);
        if (misfit) problems.push(`first of the deck: ${misfit}`);
      }
      if (!chosen) problems.push('no main persona chosen');
      else if (chosen.name !== first?.name) {
        const misfit = personaMisfit(chosen, entry);
        if (misfit) problems.push(`chosen main persona: ${misfit}`);
      }
      return problems;
    },
  },
  {
    name: 'no pasted idea sentence',
    applies: () => true,
    check: ({ entry, artifacts }) => {
      const idea = (entry.idea.match(WORD) ?? []).map((w) => w.toLowerCase());
      const runs = new Set<string>();
      for (let i = 0; i + 6 <= idea.length; i++) runs.add(idea.slice(i, i + 6).join(' '));
      if (runs.size === 0) return [];
      return personaVoiceTexts(artifacts)
        .filter((t) => {
          const words = (t.text.match(WORD) ?? []).map((w) => w.toLowerCase());
          for (let i = 0; i + 6 <= words.length; i++) if (runs.has(words.slice(i, i + 6).join(' '))) return true;
          return false;
        })
        .map((t) => `${t.where}: ${cut(t.text)}`);
    },
  },
  {
    name: 'no filler where a detail was named',
    applies: (entry) => fillerPatterns(entry).length > 0,
    check: ({ entry, artifacts }) => {
      const patterns = fillerPatterns(entry);
      return allTexts(artifacts).flatMap((t) => {
        for (const { slot, pattern } of patterns) {
          const filler = pattern.exec(t.text)?.[0];
          if (filler) return [`${slot} filler "${filler}": ${t.where}: ${cut(t.text)}`];
        }
        return [];
      });
    },
  },
  {
    name: 'prose lint clean',
    applies: () => true,
    check: async ({ entry, artifacts }) => {
      const { names, people } = namesOf(artifacts);
      const findings = await lintTexts(
        allTexts(artifacts).map((t) => t.text),
        { lang: entry.lang, founderWords: entry.idea, names, personNames: people },
      );
      return findings.map((f: LintFinding) => `${f.rule} ${f.message}: ${cut(f.text)}`);
    },
  },
  {
    name: 'no words leaking from other corpus ideas',
    applies: () => true,
    check: ({ entry, artifacts }, ctx) => {
      const own = new Set(tokens(entry.idea, entry.lang));
      const problems: string[] = [];
      for (const t of allTexts(artifacts)) {
        const words = new Set(tokens(t.text, entry.lang));
        for (const other of ctx.corpus) {
          if (other.id === entry.id || other.lang !== entry.lang) continue;
          for (const w of ctx.distinctive.get(other.id) ?? []) {
            if (words.has(w) && !own.has(w)) problems.push(`"${w}" of ${other.id}: ${t.where}: ${cut(t.text)}`);
          }
        }
      }
      return problems;
    },
  },
  {
    name: 'no English in German rounds',
    applies: (entry) => entry.lang === 'de',
    check: ({ entry, artifacts }) => {
      const { names } = namesOf(artifacts);
      return allTexts(artifacts).flatMap((t) => {
        // "Profile" and "Editor" are German words too (the detector's UI list is for screens).
        const why = englishIn(t.text.replace(/\b(?:Profile|Editor)\b/g, ' '), [entry.idea, ...names]);
        return why ? [`${why}: ${t.where}: ${cut(t.text)}`] : [];
      });
    },
  },
  {
    name: 'canvas: named partners in Key partners',
    applies: (entry) => Boolean(entry.partners?.length),
    check: ({ entry, artifacts }) => {
      const block = canvasBlock(artifacts, 'keyPartners').join('\n');
      return (entry.partners ?? [])
        .filter((p) => !holds(block, p, entry.lang))
        .map((p) => `"${p.split('|')[0]}" not in Key partners: ${cut(block, 300)}`);
    },
  },
  {
    name: 'canvas: revenue in Revenue streams',
    applies: (entry) => Boolean(entry.revenue?.length),
    check: ({ entry, artifacts }) => {
      const block = canvasBlock(artifacts, 'revenueStreams').join('\n');
      return (entry.revenue ?? [])
        .filter((r) => !holds(block, r, entry.lang))
        .map((r) => `"${r.split('|')[0]}" not in Revenue streams: ${cut(block, 300)}`);
    },
  },
  {
    name: 'canvas: channels in Channels',
    applies: (entry) => Boolean(entry.channels?.length),
    check: ({ entry, artifacts }) => {
      const block = canvasBlock(artifacts, 'channels').join('\n');
      return (entry.channels ?? [])
        .filter((c) => !holds(block, c, entry.lang))
        .map((c) => `"${c.split('|')[0]}" not in Channels: ${cut(block, 300)}`);
    },
  },
  {
    name: 'canvas: no block holds text of another',
    applies: () => true,
    check: ({ entry, artifacts }) => misplacedCanvasTexts(artifacts, entry).map((p) => cut(p)),
  },
  {
    name: 'stock sentences ≤ 2 %',
    applies: () => true,
    across: stockProblems,
    gated: false,
  },
  {
    name: 'no invented conversation',
    applies: () => true,
    gated: false,
    check: ({ entry, artifacts }) => {
      if ((artifacts.interviews ?? 0) > 0) return [];
      return founderClaimTexts(artifacts).flatMap((t) => {
        const claim = conversationClaim(t.text, entry.lang);
        return claim ? [`claims "${claim}": ${t.where}: ${cut(t.text)}`] : [];
      });
    },
  },
  {
    name: 'offer and people named: idea card',
    applies: hasHeads,
    gated: false,
    check: ({ entry, artifacts }) => missingHeads(entry, joined(textsOf(result(artifacts, 'basicIdea'), 'card'))),
  },
  {
    name: 'offer and people named: persona deck',
    applies: hasHeads,
    gated: false,
    check: ({ entry, artifacts }) => missingHeads(entry, joined(textsOf(artifacts.deck, 'deck'))),
  },
  {
    name: 'offer and people named: canvas',
    applies: hasHeads,
    gated: false,
    check: ({ entry, artifacts }) =>
      missingHeads(entry, joined(textsOf(artifacts.outputs['business-model-canvas'], 'canvas'))),
  },
  {
    name: 'offer and people named: landing copy',
    applies: hasHeads,
    gated: false,
    check: ({ entry, artifacts }) => missingHeads(entry, joined(textsOf(artifacts.outputs['landing-page'], 'landing'))),
  },
  {
    name: 'the whole track ran',
    applies: () => true,
    check: ({ artifacts }) => [
      ...artifacts.errors,
      ...(artifacts.outputs['business-model-canvas'] ? [] : ['no canvas']),
      ...(artifacts.outputs['landing-page'] ? [] : ['no landing copy']),
    ],
  },
];

/** One idea's problems per criterion: null where the criterion does not apply, empty where it passes. */
export type RunChecks = Record<string, string[] | null>;

const contexts = new WeakMap<readonly CorpusEntry[], EvaluationContext>();
function contextFor(corpus: readonly CorpusEntry[]): EvaluationContext {
  let ctx = contexts.get(corpus);
  if (!ctx) {
    ctx = { corpus, distinctive: distinctiveWords(corpus) };
    contexts.set(corpus, ctx);
  }
  return ctx;
}

/** Checks one idea's round against every criterion; `corpus` is the whole corpus (for the words of other ideas). */
export async function checkRun(run: CorpusRun, corpus: readonly CorpusEntry[]): Promise<RunChecks> {
  const ctx = contextFor(corpus);
  const checks: RunChecks = {};
  for (const criterion of CRITERIA) {
    if (!criterion.check) continue;
    checks[criterion.name] = criterion.applies(run.entry) ? await criterion.check(run, ctx) : null;
  }
  return checks;
}

/** The pass rates and failures of checked runs. */
export function summarize(checked: readonly { entry: CorpusEntry; checks: RunChecks }[]): Evaluation {
  const rows: Row[] = [];
  const failures: Failure[] = [];
  for (const criterion of CRITERIA) {
    const row: Row = { criterion: criterion.name, passed: 0, total: 0 };
    for (const { entry, checks } of checked) {
      const problems = checks[criterion.name];
      if (!problems) continue;
      row.total += 1;
      if (problems.length === 0) row.passed += 1;
      else failures.push({ criterion: criterion.name, idea: entry.idea, lang: entry.lang, problems });
    }
    rows.push(row);
  }
  return { ideas: checked.length, rows, failures };
}

/**
 * Measures every criterion over the runs (a run checked already keeps its checks); the criteria that compare
 * rounds (stock sentences) are measured over the runs given, together.
 */
export async function evaluate(runs: readonly CorpusRun[], corpus: readonly CorpusEntry[]): Promise<Evaluation> {
  const checked = [];
  for (const run of runs) {
    checked.push({ entry: run.entry, checks: { ...(run.checks ?? (await checkRun(run, corpus))) } });
  }
  for (const criterion of CRITERIA) {
    if (!criterion.across) continue;
    const problems = criterion.across(runs.filter((run) => criterion.applies(run.entry)));
    for (const { entry, checks } of checked) {
      checks[criterion.name] = criterion.applies(entry) ? (problems.get(entry.id) ?? []) : null;
    }
  }
  return summarize(checked);
}

export const rate = (row: Row) => (row.total === 0 ? 100 : (100 * row.passed) / row.total);

/** "N ideas" and the table of pass rates per criterion, in percent. */
export function formatTable(evaluation: Evaluation): string {
  const width = Math.max(...evaluation.rows.map((r) => r.criterion.length), 9);
  const lines = [
    `${evaluation.ideas} ideas`,
    '',
    `| ${'criterion'.padEnd(width)} | pass rate | ideas   |`,
    `| ${'-'.repeat(width)} | --------: | ------: |`,
    ...evaluation.rows.map(
      (r) =>
        `| ${r.criterion.padEnd(width)} | ${`${rate(r).toFixed(0)} %`.padStart(9)} | ${`${r.passed}/${r.total}`.padStart(7)} |`,
    ),
  ];
  return lines.join('\n');
}

/** What a problem is, without the text it quotes: "spelling unknown word \"Alexs\"", "setting \"Ostsee\" missing". */
const problemKind = (problem: string) => problem.split(/: /)[0]!.replace(/^(?:deck|main_persona)\[?\d*\]?\.?/, '');

/**
 * The worst failures per criterion: the problems most ideas share (with how many ideas), then the ideas with most
 * problems, each with its first distinct problems and the offending texts.
 */
export function formatFailures(evaluation: Evaluation, perCriterion = 5, problemsPerIdea = 3): string {
  const lines: string[] = [];
  for (const row of evaluation.rows) {
    const failing = evaluation.failures
      .filter((f) => f.criterion === row.criterion)
      .sort((a, b) => b.problems.length - a.problems.length);
    if (failing.length === 0 || perCriterion <= 0) continue;
    lines.push('', `✗ ${row.criterion}: ${failing.length} of ${row.total} ideas fail`);
    const shared = new Map<string, number>();
    for (const f of failing)
      for (const kind of new Set(f.problems.map(problemKind))) shared.set(kind, (shared.get(kind) ?? 0) + 1);
    const common = [...shared].sort((a, b) => b[1] - a[1]).filter(([, n]) => n > 1);
    if (common.length > 0) {
      lines.push(
        `  most common: ${common
          .slice(0, 4)
          .map(([kind, n]) => `${cut(kind, 90)} (${n} ideas)`)
          .join('; ')}`,
      );
    }
    for (const f of failing.slice(0, perCriterion)) {
      lines.push(`  • ${f.idea} (${f.lang}): ${f.problems.length} problem${f.problems.length === 1 ? '' : 's'}`);
      const seen = new Set<string>();
      const distinct = f.problems.filter((p) => {
        const kind = problemKind(p);
        if (seen.has(kind)) return false;
        seen.add(kind);
        return true;
      });
      for (const p of distinct.slice(0, problemsPerIdea)) lines.push(`      ${p}`);
    }
  }
  return lines.join('\n');
}
