// What the founder's words say about the idea: who suffers (the target group a person would name, not the one the
// sentence blames), what the problem is about (a real noun phrase, never a time, a quantity or a default title),
// which kind of solution fits (service, marketplace, tool, device, content) and the product name the founder gave.
// Built on the sentence roles of nlp.ts.
import { isDefaultIdeaTitle } from '@idea-studio/sdk';
import { basicIdeaBank, type IdeaKind, lexicon } from './banks.js';
import nlp, { inflectNoun } from './compromise.js';
import { isPeopleWord, type NounPhrase, phraseText, type Reading, splitSentences } from './nlp.js';
import { mentions } from './text.js';
import type { Lang } from './types.js';

export type { IdeaKind };

const lowerSet = (list: readonly string[]) => new Set(list.map((w) => w.toLowerCase()));
const GENERIC = lowerSet([...lexicon.genericNouns.en, ...lexicon.genericNouns.de]);
const MECHANISM_HEADS = { en: lowerSet(lexicon.mechanismHeads.en), de: lowerSet(lexicon.mechanismHeads.de) };
const PEOPLE_OF = { en: lowerSet(lexicon.peopleOf.en), de: lowerSet(lexicon.peopleOf.de) };
const FOUNDER_CUES = lowerSet([...lexicon.founderCues.en, ...lexicon.founderCues.de]);
const KNOWN_BRANDS = lowerSet([...lexicon.knownBrands.en, ...lexicon.knownBrands.de]);
const NAMING_CUES = lowerSet([...lexicon.namingCues.en, ...lexicon.namingCues.de]);
const COMPOUND_HEADS = {
  en: [...lexicon.compoundHeads.en].sort((a, b) => b.length - a.length),
  de: [...lexicon.compoundHeads.de].sort((a, b) => b.length - a.length),
};
const SERVICE_ACTIVITIES = {
  en: new Map(lexicon.serviceActivities.en),
  de: new Map(lexicon.serviceActivities.de),
};
const STOP = { en: lowerSet(lexicon.stopwords.en), de: lowerSet(lexicon.stopwords.de) };
const PAIN_TOPICS = { en: new Map(lexicon.painTopics.en), de: new Map(lexicon.painTopics.de) };
/** Prepositions that narrow a group down: "in Munich", "on night shifts", "im Schichtdienst". */
const GROUP_PLACES = /^(in|im|on|at|from|around|aus|am|bei|beim|without|ohne|with|mit)$/;
/** Words for people that say nothing without what follows ("people who move to a new city"). */
const WEAK_GROUPS = new Set(['people', 'persons', 'users', 'customers', 'menschen', 'personen', 'leute', 'nutzer']);
/** Words that describe a form of solution, not a topic ("mobile app", "digitale Plattform"). */
export const SOLUTION_ADJECTIVES =
  /^(mobile|digital|smart|online|on-site|local|personal|monthly|weekly|daily|new|simple|easy|free|ai|mobiler?|mobilen?|digitaler?|digitalen?|smarter?|smarten?|lokaler?|lokalen?|persönlicher?|persönlichen?|monatlicher?|monatlichen?|neuer?|neuen?|einfacher?|einfachen?|kostenloser?|kostenlosen?)$/i;
/** German prepositions that take the dative. */
const DATIVE = /^(von|vom|mit|bei|beim|aus|zu|zum|zur|nach|seit|gegenüber)$/;
/** Verbs whose object is the one helped ("we help small bakeries"). */
const HELP = /^(help|support|enabl|serv|assist|connect|hilf|helf|unterstütz|ermöglich|begleit|verbind)/;
/** German verbs of a "Wie finde ich …?" question, as the second part of a compound noun: Kundensuche. */
const GERMAN_VERB_NOUNS: Array<[RegExp, string]> = [
  [/^(find|such)/, 'suche'],
  [/^gewinn/, 'gewinnung'],
  [/^plan/, 'planung'],
  [/^organisier/, 'organisation'],
  [/^verwalt/, 'verwaltung'],
  [/^bezahl/, 'bezahlung'],
  [/^finanzier/, 'finanzierung'],
  [/^vermarkt/, 'vermarktung'],
];

/** Words that only date a text or are the default track title: "My Business Model Canvas 2026-11-23", "24.11.2026". */
export function withoutDefaultTitle(text: string): string {
  if (isDefaultIdeaTitle(text)) return '';
  const rest = text
    .replace(/\b(?:my|mein)\s+business\s+model\s+canvas\b/gi, ' ')
    .replace(/\b\d{4}-\d{1,2}-\d{1,2}(?:[T\s]\d{1,2}:\d{2}(?::\d{2})?)?\b/g, ' ')
    .replace(/\b\d{1,2}[./]\d{1,2}[./]\d{2,4}\b/g, ' ')
    .replace(/\b\d{1,2}:\d{2}\b/g, ' ');
  return /\p{L}{2,}/u.test(rest) ? text : '';
}

export function isCamelCase(word: string): boolean {
  return /^\p{Lu}\p{Ll}+(?:\p{Lu}\p{Ll}*)+$/u.test(word) && word.length >= 5;
}

/** The phrase as it reads mid-sentence, German adjectives in a form that fits any position ("ersten" never). */
function display(phrase: NounPhrase, lang: Lang): string {
  return phraseText(phrase, lang);
}

// ---------------------------------------------------------------------------------------------------------------
// Who suffers

export interface Sufferer {
  text: string;
  /** Organisations rather than private people. */
  business: boolean;
  /** The founder asks about their own venture ("How do I find my first customers?"). */
  self: boolean;
}

interface Scored {
  phrase: NounPhrase;
  score: number;
}

/** The people who have the problem, by the role their phrase plays in the sentences. */
export function findSufferer(reading: Reading): Sufferer | undefined {
  const { phrases, lang } = reading;
  const scored: Scored[] = [];
  let self: Scored | undefined;
  for (const p of phrases) {
    if (p.pronoun === 'first') {
      if (p.subject && (p.pain || reading.question)) {
        const score = 6 + (reading.question ? 1 : 0) + (p.clauseKind === 'main' ? 1 : 0);
        if (!self || score > self.score) self = { phrase: p, score };
      }
      continue;
    }
    if (p.pronoun === 'third') {
      // "they cannot predict demand": the pain belongs to the group the pronoun stands for.
      if (p.subject && p.pain) {
        const antecedent = [...scored].reverse().find((s) => s.phrase.order < p.order && s.phrase.people);
        if (antecedent) antecedent.score += 2;
      }
      continue;
    }
    if (p.stop || p.place) continue;
    // "Vegans have trouble …": a plural that acts in the main clause and suffers names people, if nothing else does.
    const acting = p.subject && p.clauseKind === 'main' && p.pain && p.plural && !p.copula;
    if (!p.people && !acting) continue;
    let score = p.people ? 3 : 1;
    if (p.subject) score += p.clauseKind === 'main' ? 3 : p.clauseKind === 'cause' ? -2 : 0;
    if (p.subject && p.pain) score += 2;
    if (p.relativePain) score += 2;
    if (p.harmed) score += 4;
    if (p.prep === 'for' || p.prep === 'für') score += 2;
    if (p.prep === 'by') score -= 3;
    if (p.object && p.verb && HELP.test(p.verb)) score += 4;
    if (p.clauseKind === 'cause' && !p.subject) score -= 1;
    scored.push({ phrase: p, score: score - p.order * 0.01 });
  }
  // A title without a verb that opens with a plural ("Rural kiosks without grid power") names its group first.
  if (scored.length === 0 && reading.verbs.length === 0) {
    const first = phrases.find((p) => !p.pronoun && !p.stop);
    if (first && (first.plural || first.business) && !MECHANISM_HEADS[lang].has(first.head) && !GENERIC.has(first.head))
      scored.push({ phrase: first, score: 1 });
  }
  const best = scored.sort((a, b) => b.score - a.score)[0];
  if (self && (!best || self.score >= best.score)) {
    const words = phrases.flatMap((p) => p.words.map((w) => w.toLowerCase()));
    if (words.some((w) => FOUNDER_CUES.has(w))) {
      return { text: basicIdeaBank[lang].founderGroup, business: false, self: true };
    }
  }
  if (!best) return undefined;
  return { text: groupText(best.phrase, reading, lang), business: best.phrase.business, self: false };
}

/**
 * The group as a person would name it: "owners" + "of small bakeries", "nurses" + "on night shifts", "students" +
 * "in Munich", "people" + "who move to a new city"; German adjectives in the nominative plural.
 */
function groupText(phrase: NounPhrase, reading: Reading, lang: Lang): string {
  const { phrases } = reading;
  let text = display(phrase, lang);
  if (lang === 'de') text = germanNominativePlural(text);
  const next = phrases.find((p) => p.order === phrase.order + 1 && p.sentence === phrase.sentence);
  const verbBetween = next && reading.verbs.some((v) => v.order > phrase.order && v.order < next.order);
  if (next && !verbBetween && !next.stop && next.clause === phrase.clause) {
    if (PEOPLE_OF[lang].has(phrase.head) && (next.prep === 'of' || next.prep === 'von')) {
      text = `${text} ${next.prep} ${display(next, lang)}`;
    } else if (next.prep && GROUP_PLACES.test(next.prep) && (next.place || phrase.subject) && !next.people) {
      text = `${text} ${next.prep} ${display(next, lang)}`;
    }
  }
  if (WEAK_GROUPS.has(phrase.head) && phrase.relative) text = `${text} ${phrase.relative}`;
  return text;
}

/**
 * German groups stand as the subject of a sentence: "mit kleinen Bäckereien" → "kleine Bäckereien", "Pendlern" →
 * "Pendler". Groups of people are plural, so a describing "-en" becomes "-e" (strong declension) and the dative
 * plural "-n" of a noun ending in -ern/-eln goes.
 */
export function germanNominativePlural(text: string): string {
  const parts = text.split(' ');
  return parts
    .map((word, i) => {
      const last = i === parts.length - 1;
      if (!last && /^\p{Ll}/u.test(word) && /en$/.test(word)) return word.slice(0, -1);
      if (last && /(ern|eln)$/.test(word) && isPeopleWord(word.slice(0, -1), 'de')) return word.slice(0, -1);
      return word;
    })
    .join(' ');
}

// ---------------------------------------------------------------------------------------------------------------
// What it is about

export interface Topic {
  text: string;
  /** Lower-case words, for comparing topics. */
  key: string;
  score: number;
}

export interface ReadText {
  reading: Reading;
  weight: number;
}

/**
 * What the problem is about, best first: noun phrases that are not the people, a time, a quantity or a generic
 * word, scored by how often their words recur and the role they play (the object of the pain, the thing of the
 * group). A business the sentence blames gives its activity ("bike workshops" → "bike repair"); a form of solution
 * gives what it is for ("laundry pickup" → "laundry"); a founder's "How do I find my first customers?" gives
 * "finding customers" / "Kundensuche".
 */
export function findTopics(texts: ReadText[], lang: Lang, exclude: readonly string[] = []): Topic[] {
  const excluded = new Set(exclude.map((e) => e.toLowerCase()));
  const freq = new Map<string, number>();
  for (const { reading, weight } of texts) {
    for (const p of reading.phrases) {
      if (p.pronoun || p.stop) continue;
      for (const w of p.words) freq.set(w.toLowerCase(), (freq.get(w.toLowerCase()) ?? 0) + weight);
    }
  }
  const byKey = new Map<string, Topic>();
  const offer = (text: string, score: number) => {
    const clean = text.trim();
    // "bike" and "bikes" are one topic.
    const key = clean.toLowerCase().replace(/(?<=\p{L}{3})s$/u, '');
    if (!clean || excluded.has(key) || [...excluded].some((e) => e && key === e)) return;
    const known = byKey.get(key);
    if (known) known.score += Math.max(0.5, score / 4);
    else byKey.set(key, { text: clean, key, score });
  };

  for (const { reading, weight } of texts) {
    const question = questionTopic(reading, lang);
    if (question) offer(question, weight + 6);
    // "feel lonely", "fühlen sich einsam": the feeling is what it is about.
    for (const word of reading.words) {
      const feeling = PAIN_TOPICS[reading.lang].get(word);
      if (feeling) offer(feeling, weight + 3);
    }
    for (const p of reading.phrases) {
      if (p.pronoun || p.stop) continue;
      const words = p.words.map((w) => w.toLowerCase());
      // Words the founder uses again (elsewhere in this text or in another) say what it is about.
      const recurrence = Math.max(...words.map((w) => Math.min((freq.get(w) ?? 0) - weight, 6))) * 0.4;
      let score = weight + Math.max(0, recurrence);
      // The object of the main clause is what the pain is about; what a cause clause names is blamed.
      if (p.object) score += p.clauseKind === 'main' ? 2.5 : p.clauseKind === 'cause' ? 1 : 1.5;
      else if (p.subject && p.clauseKind === 'main') score += 1.5;
      else if (p.clauseKind === 'condition') score += 0.5;
      if (p.possessive) score += 0.5;
      if (p.prep && p.prep !== 'of') score -= 0.5;
      if (p.words.length > 1) score += 0.5;
      if (p.proper || p.place) score -= 2;
      // A business or a provider stands for what it does: "bike workshops" → "bike repair".
      const activity = activityOf(p, lang);
      if (activity) offer(activity, score + 2.5);
      if (p.people || activity) continue;
      const text = topicText(p, lang);
      if (!text) continue;
      const single = !text.includes(' ');
      if (single && (GENERIC.has(text.toLowerCase()) || STOP[lang].has(text.toLowerCase()))) continue;
      offer(text, score - (single && text.length < 4 ? 1 : 0));
    }
  }
  // A topic that recurs inside longer ones ("bike repair" in "monthly bike repair") is the core of them.
  const all = [...byKey.values()];
  for (const short of all) {
    for (const long of all) {
      const ending = long.key.endsWith(` ${short.key}`) || (lang === 'de' && long.key.endsWith(short.key));
      // A phrase that ends in another: a recurring core of two words and more gains ("bike repair" in "monthly
      // bike repair"); a single word gives its weight to the more specific phrase ("repair" → "bike repair",
      // "Reparatur" → "Fahrradreparatur").
      if (long !== short && ending) {
        if (short.key.includes(' ')) short.score += long.score / 4;
        else long.score += short.score / 2;
      }
      // A noun that is the first part of a longer topic ("bike" in "bike repair") gives that topic its weight.
      if (long !== short && !short.key.includes(' ') && long.key.startsWith(`${short.key} `))
        long.score += short.score / 3;
    }
  }
  return all.sort((a, b) => b.score - a.score);
}

/** A phrase as a topic: without a trailing form of solution or generic word, German adjectives only in -e. */
function topicText(p: NounPhrase, lang: Lang): string | undefined {
  let words = phraseText(p, lang).split(' ');
  // "monthly bike repair" is about "bike repair": describing words go when two nouns remain.
  const nouns = p.tags.filter((t) => t === 'N').length;
  if (nouns >= 2 && words.length === p.tags.length) {
    const firstNoun = p.tags.indexOf('N');
    words = words.slice(firstNoun);
  }
  // "Fahrrad-Reparatur-Abo" is about "Fahrrad-Reparatur": the form of solution goes.
  const parts = words.at(-1)!.split('-');
  if (parts.length > 1 && MECHANISM_HEADS[lang].has(parts.at(-1)!.toLowerCase()))
    words = [...words.slice(0, -1), parts.slice(0, -1).join('-')];
  let stripped = false;
  while (words.length > 1 && MECHANISM_HEADS[lang].has(words.at(-1)!.toLowerCase())) {
    words = words.slice(0, -1);
    stripped = true;
  }
  // "a mobile app" is about nothing but its form.
  if (stripped && words.every((w) => SOLUTION_ADJECTIVES.test(w))) return undefined;
  // German dative plural after a preposition: "von Lebensmitteln" → "Lebensmittel".
  const last = words.at(-1)!;
  if (lang === 'de' && p.via && DATIVE.test(p.via) && /(ern|eln)$/.test(last) && !isPeopleWord(last, 'de'))
    words = [...words.slice(0, -1), last.slice(0, -1)];
  if (
    words.length === 1 &&
    (MECHANISM_HEADS[lang].has(words[0]!.toLowerCase()) || GENERIC.has(words[0]!.toLowerCase()))
  )
    return undefined;
  // German: an adjective with a case ending ("hohen", "kleinem") fits only where the user wrote it.
  if (lang === 'de') words = words.filter((w, i) => i === words.length - 1 || /^\p{Lu}/u.test(w) || /e$/.test(w));
  let text = words.join(' ');
  // English: "a bike", "their bike" are countable; a topic reads in the plural ("everything around bikes").
  const headKept = words.at(-1)!.toLowerCase() === p.words.at(-1)!.toLowerCase();
  if (lang === 'en' && headKept && words.length <= 2 && (p.possessive || /^(a|an)$/.test(p.article ?? ''))) {
    const plural = inflectNoun(text, 'plural');
    if (plural) text = plural;
  }
  return text;
}

/** "bike workshops" → "bike repair", "Fahrradwerkstätten" → "Fahrradreparatur": what the business does. */
function activityOf(p: NounPhrase, lang: Lang): string | undefined {
  if (lang === 'en') {
    const activity = SERVICE_ACTIVITIES.en.get(p.head);
    if (!activity) return undefined;
    // The nouns before the business say what it works on ("bike workshops" → "bike repair").
    const modifiers = phraseText(p, lang)
      .split(' ')
      .slice(0, -1)
      .filter((_, i) => p.tags[i] === 'N');
    return [...modifiers, activity].join(' ');
  }
  const head = p.words.at(-1)!;
  // A compound keeps its first part ("Hundefriseur" → "Hundepflege"); a plain word gives its activity ("Kita").
  const parts = compoundParts(head, 'de');
  const activity = parts ? SERVICE_ACTIVITIES.de.get(parts.head.toLowerCase()) : undefined;
  if (parts && activity) return `${parts.modifier}${activity}`;
  const direct = SERVICE_ACTIVITIES.de.get(head.toLowerCase());
  return direct ? direct.charAt(0).toUpperCase() + direct.slice(1) : undefined;
}

/** The first part of a closed compound: "Fahrradwerkstätten" → Fahrrad + werkstätten. */
export function compoundParts(word: string, lang: Lang): { modifier: string; head: string } | undefined {
  const hyphen = word.split('-').filter(Boolean);
  if (hyphen.length > 1) return { modifier: hyphen[0]!, head: hyphen.slice(1).join('-').toLowerCase() };
  const lower = word.toLowerCase();
  for (const head of COMPOUND_HEADS[lang]) {
    if (!lower.endsWith(head) || lower.length - head.length < 3) continue;
    let modifier = word.slice(0, word.length - head.length);
    // Linking elements: Arbeit-s-zeit, Medikament-en-plan.
    if (/[^aeiouäöü]s$/i.test(modifier) && modifier.length > 4) modifier = modifier.slice(0, -1);
    else if (/en$/.test(modifier) && modifier.length > 7) modifier = modifier.slice(0, -2);
    return { modifier, head };
  }
  return undefined;
}

/** "How do I find my first customers?" → "finding customers"; "Wie finde ich meine ersten Kunden?" → "Kundensuche". */
function questionTopic(reading: Reading, lang: Lang): string | undefined {
  if (!reading.question) return undefined;
  const self = reading.phrases.find((p) => p.pronoun === 'first' && p.subject);
  if (!self) return undefined;
  const object = reading.phrases.find((p) => !p.pronoun && !p.stop && p.order > self.order && (p.object || !p.prep));
  if (!object) return undefined;
  const verb = object.verb ?? verbBefore(reading, object);
  const objectText = phraseText({ ...object, words: object.words.slice(-1) }, lang);
  if (lang === 'en')
    return verb
      ? `${nlp(verb)
          .verbs()
          .toGerund()
          .text()
          .replace(/^(is|are|am)\s+/, '')} ${objectText}`
      : objectText;
  const noun = verb ? GERMAN_VERB_NOUNS.find(([stem]) => stem.test(verb))?.[1] : undefined;
  return noun ? `${objectText}${noun}` : objectText;
}

function verbBefore(reading: Reading, object: NounPhrase): string | undefined {
  return reading.verbs.filter((v) => v.order < object.order).at(-1)?.word;
}

// ---------------------------------------------------------------------------------------------------------------
// Which kind of solution fits

/** The kind of idea the words point to; the solution's own words count most. Device only when the words say so. */
export function ideaKind(texts: Array<{ text: string; weight: number }>, lang: Lang): IdeaKind | undefined {
  const kinds = basicIdeaBank[lang].kinds;
  const scores = new Map<IdeaKind, number>();
  for (const { text, weight } of texts) {
    const lower = ` ${text.toLowerCase()} `;
    const tokens = lower.match(/\p{L}[\p{L}-]*/gu) ?? [];
    // Every word and every part of a hyphenated word, once per text rather than once per keyword.
    const parts = new Set(tokens.flatMap((t) => t.split('-')));
    for (const { kind, keywords } of kinds) {
      for (const keyword of keywords) {
        const k = keyword.toLowerCase();
        const hit = keywordIn(k, { lower, tokens, parts }, lang);
        if (hit) scores.set(kind as IdeaKind, (scores.get(kind as IdeaKind) ?? 0) + weight);
      }
    }
  }
  let best: IdeaKind | undefined;
  let bestScore = 0;
  for (const { kind } of kinds) {
    const score = scores.get(kind as IdeaKind) ?? 0;
    if (score > bestScore) {
      best = kind as IdeaKind;
      bestScore = score;
    }
  }
  return best;
}

/**
 * A keyword in a text: a phrase as written; a word as it is or inflected ("platforms", "repairing"), never as a mere
 * prefix ("market" is not in "marketing" … unless as its -ing form, "auto" never in "automated"); in German also the
 * end of a compound ("Fahrradwerkstätten" holds "werkstätten"); "*pflege" only as a compound's end ("Hundepflege",
 * not "pflegende").
 */
function keywordIn(
  keyword: string,
  { lower, tokens, parts }: { lower: string; tokens: string[]; parts: ReadonlySet<string> },
  lang: Lang,
): boolean {
  if (keyword.includes(' ')) return lower.includes(` ${keyword}`);
  if (keyword.startsWith('*')) {
    const end = keyword.slice(1);
    return parts.has(end) || tokens.some((t) => t.endsWith(end));
  }
  if (parts.has(keyword)) return true;
  if (mentions(tokens, keyword, lang)) return true;
  // Inside a German compound: "Fahrradwerkstätten" holds "werkstätt".
  return (
    lang === 'de' && keyword.length >= 6 && tokens.some((t) => t.length > keyword.length + 2 && t.includes(keyword))
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The founder's own product name

/**
 * A product name the founder wrote: "PedalPal is a …", "PedalPal: …", "with PedalPal", "called PedalPal", an
 * invented word with inner capitals — or a short track title that reads as a name. Existing brands are never it.
 */
export function ownProductName(texts: string[], trackName: string | undefined, lang: Lang): string | undefined {
  for (const text of texts) {
    const name = nameInText(text, lang);
    if (name) return name;
  }
  return trackName ? nameFromTitle(trackName, lang) : undefined;
}

function usable(name: string): boolean {
  const lower = name.toLowerCase();
  return (
    name.length >= 3 &&
    name.length <= 30 &&
    !KNOWN_BRANDS.has(lower) &&
    !STOP.en.has(lower) &&
    !STOP.de.has(lower) &&
    !GENERIC.has(lower) &&
    !isPeopleWord(name, 'en') &&
    !isPeopleWord(name, 'de')
  );
}

function nameInText(text: string, lang: Lang): string | undefined {
  for (const sentence of splitSentences(text)) {
    const lead = sentence.match(
      /^([\p{Lu}][\p{L}\p{N}]+(?:\s[\p{Lu}][\p{L}\p{N}]+)?)\s*(?:\bis\s+(?:a|an|the|your|our)\b|\bist\s+(?:ein|eine|dein|deine|unser|unsere)\b|:|\s[–—-]\s)/u,
    );
    if (lead && usable(lead[1]!) && (lang === 'en' || isCamelCase(lead[1]!) || /\bist\b/.test(sentence)))
      return lead[1]!;
    const tokens = sentence.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
    for (let i = 1; i < tokens.length; i++) {
      const word = tokens[i]!;
      const before = tokens[i - 1]!.toLowerCase();
      if (!/^\p{Lu}/u.test(word) || !usable(word)) continue;
      if (NAMING_CUES.has(before)) return word;
      if (isCamelCase(word)) return word;
      // English "with Rideo": a capitalised word after "with" that compromise takes for a name.
      if (
        lang === 'en' &&
        before === 'with' &&
        nlp(sentence).match(word).has('#ProperNoun') &&
        !nlp(word).has('#Place')
      )
        return word;
    }
    if (tokens[0] && isCamelCase(tokens[0]) && usable(tokens[0])) return tokens[0];
  }
  return undefined;
}

/** A track title the founder typed is the name when it reads as one ("PedalPal", "Bike Buddy"), not as a description. */
function nameFromTitle(title: string, lang: Lang): string | undefined {
  const clean = withoutDefaultTitle(title).trim();
  if (!clean) return undefined;
  const words = clean.split(/\s+/);
  if (words.length > 3 || clean.length > 30) return undefined;
  if (words.some((w) => isCamelCase(w)))
    return usable(clean.replace(/\s+/g, '')) || words.length > 1 ? clean : undefined;
  if (!words.every((w) => /^\p{Lu}/u.test(w))) return undefined;
  if (words.some((w) => STOP.en.has(w.toLowerCase()) || STOP.de.has(w.toLowerCase()) || /^\d+$/.test(w)))
    return undefined;
  const last = words.at(-1)!.toLowerCase();
  if (GENERIC.has(last) || MECHANISM_HEADS.en.has(last) || MECHANISM_HEADS.de.has(last)) return undefined;
  if (isPeopleWord(words.at(-1)!, lang)) return undefined;
  // A single German noun (a compound like "Fahrradreparatur") describes; English single words must be unknown.
  if (words.length === 1) {
    if (lang === 'de' && compoundParts(clean, 'de')) return undefined;
    if (lang === 'en' && knownEnglishWord(clean)) return undefined;
  }
  return clean;
}

/** Whether compromise's lexicon holds the word (a known English word, not an invented name). */
function knownEnglishWord(word: string): boolean {
  const world = nlp.world() as unknown as { model: { one: { lexicon: Record<string, string> } } };
  return word.toLowerCase() in world.model.one.lexicon;
}
