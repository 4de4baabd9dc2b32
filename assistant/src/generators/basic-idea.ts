// The Basic Idea step: suggestions per section (problem, first users, solution), fill-all and the idea card — built
// from what the founder's words say (who suffers, what it is about, which kind of solution fits), the round's
// earlier results and the phrasing banks. Without words of the founder's there are topic-neutral prompts and
// examples marked as such; nothing is invented about the idea, and nothing is cut mid-sentence.
import type { AiSuggestion, BasicIdeaDraftEntry } from '@idea-studio/sdk';
import { basicIdeaBank, type IdeaKind, type Mechanism } from '../banks.js';
import nlp from '../compromise.js';
import {
  type Facts,
  type IdeaCard,
  mechanismPhrase,
  mechanismsFor,
  type SectionKey,
  sectionText,
  templateVars,
} from '../facts.js';
import { isBusinessWord } from '../nlp.js';
import { hashString, Rng } from '../random.js';
import {
  capitalize,
  detectLang,
  endSentence,
  isGenericWord,
  isStopWord,
  looksLikeProblem,
  looksLikeSolution,
  lowerFirst,
  mentions,
  quote,
  render,
  sentences,
  stripTerminal,
  words,
} from '../text.js';
import type { Lang } from '../types.js';
import { compoundParts, SOLUTION_ADJECTIVES } from '../understand.js';
import { enPlural } from './persona-words.js';

/** A section suggestion (the contract's AiSuggestion). */
export type Suggestion = AiSuggestion;

/** A feature or a card line longer than this is shortened at a clause boundary (or left out). */
const MAX_FEATURE_WORDS = 14;
const MAX_TARGET_WORDS = 25;
const MAX_SOLUTION_WORDS = 22;

function firstSentence(text: string): string {
  return stripTerminal(sentences(text)[0] ?? '');
}

/**
 * The founder's sentence, to build on: only a statement (a question is no problem statement) in the answer's
 * language (never an English clause in a German template).
 */
function ownSentence(facts: Facts, section: SectionKey): string {
  const text = sectionText(facts, section);
  const own = firstSentence(text);
  if (!own || /\?/.test(sentences(text)[0] ?? '') || isQuestion(own)) return '';
  const lang = detectLang(own);
  return !lang || lang === facts.lang ? own : '';
}

function isQuestion(text: string): boolean {
  return /^(how|what|why|who|where|when|which|can|could|should|do|does|is|are|wie|was|warum|wieso|wer|wo|wann|welche[rsmn]?|kann|soll|sollte|gibt)\b/i.test(
    text.trim(),
  );
}

/** Kinds close to each other: a service idea may also work as a marketplace, a tool idea as content. */
const RELATED_KINDS: Record<IdeaKind, IdeaKind[]> = {
  service: ['marketplace', 'tool'],
  marketplace: ['service', 'tool'],
  tool: ['content', 'marketplace'],
  content: ['tool', 'marketplace'],
  device: ['tool', 'service'],
};

function citationVars(facts: Facts): Record<string, string> {
  if (!facts.citation) return {};
  return { file: facts.citation.fileName, quote: quote(endSentence(facts.citation.sentence), facts.lang) };
}

/** Renders templates in order, dropping repeats, until `count` texts are found. */
function fill(templates: string[], vars: Record<string, string>, count: number, taken: Set<string>): string[] {
  const out: string[] = [];
  for (const template of templates) {
    if (out.length >= count) break;
    if (template.includes('{subject2}') && vars.subject2 === vars.subject) continue;
    const text = endSentence(render(template, vars));
    const key = text.toLowerCase();
    if (taken.has(key)) continue;
    taken.add(key);
    out.push(text);
  }
  return out;
}

/**
 * Mechanisms for the idea: those of its kind first (best keyword match, ties in seeded order), then those of
 * related kinds, then the rest for variety — never a device unless the words speak of one.
 */
function rankedMechanisms(facts: Facts, rng: Rng): Mechanism[] {
  const ranked = (kind: IdeaKind | undefined) => {
    const list = mechanismsFor(kind, facts.contentWords, facts.lang);
    const score = new Map(list.map((m, i) => [m, list.length - i]));
    const order = new Map(rng.shuffle(list).map((m, i) => [m, i]));
    // Equal keyword matches (mechanismsFor keeps the bank order among them) are ordered by the seed.
    const hits = (m: Mechanism) => m.keywords.filter((k) => mentions(facts.contentWords, k, facts.lang)).length;
    return [...list].sort(
      (a, b) => hits(b) - hits(a) || order.get(a)! - order.get(b)! || score.get(b)! - score.get(a)!,
    );
  };
  const out: Mechanism[] = [];
  const formKind = facts.idea.form ? KIND_OF_FORM[facts.idea.form] : undefined;
  const kind = formKind ?? facts.kind;
  const kinds = kind ? [kind, ...RELATED_KINDS[kind]!] : [undefined];
  for (const k of kinds) for (const m of ranked(k)) if (!out.includes(m)) out.push(m);
  for (const m of rng.shuffle(basicIdeaBank[facts.lang].mechanisms)) {
    if (!out.includes(m) && (m.kind !== 'device' || kind === 'device')) out.push(m);
  }
  // A device only when the words speak of one; filler about delivery only when nothing was named.
  const fitting = out.filter((m) => fitsNamedDetails(m, facts) && (m.kind !== 'device' || kind === 'device'));
  return fitting.length ? fitting : out;
}

export function suggestionsFor(section: SectionKey, facts: Facts, rng: Rng, count: number): Suggestion[] {
  const bank = basicIdeaBank[facts.lang];
  const vars = templateVars(facts, citationVars(facts));
  const taken = new Set<string>();
  const out: Suggestion[] = [];
  const add = (texts: string[], origin: Suggestion['origin'], source?: string) => {
    for (const text of texts) out.push(source ? { text, origin, source } : { text, origin });
  };

  // No words of the founder's yet: prompts that help to find them, and examples that say they are examples.
  if (facts.empty) {
    add(rng.sample(bank.neutral[section], count), 'ai');
    return out;
  }

  const own = ownSentence(facts, section);
  const sentenceVars = { ...vars, sentence: own };
  if (section === 'problem') {
    if (own) add(fill(rng.sample(bank.problemFromSentence, 1), sentenceVars, 1, taken), 'ai');
    if (facts.citation)
      add(fill(rng.sample(bank.passageProblem, 1), vars, 1, taken), 'document', facts.citation.fileName);
    // Paper, spreadsheets and customers are the worries of organisations, not of commuters.
    const templates = facts.business
      ? [...bank.problemTemplates, ...bank.problemTemplatesBusiness]
      : bank.problemTemplates;
    add(fill(rng.shuffle(templates), vars, count - out.length, taken), 'ai');
  } else if (section === 'users') {
    if (own) add(fill(rng.sample(bank.userFromSentence, 1), sentenceVars, 1, taken), 'ai');
    // Concrete early-adopter groups of the field the idea belongs to, alternating with the user's own group.
    // Only groups like the founder's: private people for a consumer idea, organisations for a business one.
    const fieldGroups = facts.segments
      .flatMap((s) => s.groups)
      .map((g) => lowerFirst(g, facts.lang))
      .filter((g) => g.toLowerCase() !== facts.group.toLowerCase())
      .filter((g) => g.split(/\s+/).some((w) => isBusinessWord(w, facts.lang)) === facts.business);
    const templates = rng.shuffle(withoutRegion(bank.userTemplates, facts.group));
    // Field groups are concrete already ("outpatient care services in rural areas"): no region phrasing for them.
    const fieldTemplates = templates.filter((t) => !/\bregion\b/i.test(t));
    let t = 0;
    for (const fieldGroup of rng.sample(fieldGroups, Math.min(fieldGroups.length, Math.floor(count / 2)))) {
      add(fill([fieldTemplates[t++ % fieldTemplates.length]!], { ...vars, group: fieldGroup }, 1, taken), 'ai');
    }
    const rest = templates.filter((x) => !fieldTemplates.slice(0, t).includes(x));
    add(fill(rest, vars, count - out.length, taken), 'ai');
    for (const suggestion of out) suggestion.text = withNamedPlace(suggestion.text, facts);
  } else {
    if (own) add(fill(rng.sample(bank.solutionFromSentence, 1), sentenceVars, 1, taken), 'ai');
    if (facts.citation) add(fill(bank.passageSolution, vars, 1, taken), 'document', facts.citation.fileName);
    const mechanisms = rankedMechanisms(facts, rng).map((m) => m.template);
    add(fill(mechanisms, vars, count - out.length, taken), 'ai');
  }
  return out.slice(0, count);
}

/** A group that already names its place ("students in Munich") needs no "in one city or region" phrasing. */
function withoutRegion(templates: string[], group: string): string[] {
  if (!/\s(in|from|aus)\s+\p{Lu}/u.test(group)) return templates;
  const kept = templates.filter((t) => !/\bregion\b/i.test(t));
  return kept.length ? kept : templates;
}

/** Filler a template puts where the founder may have named the place, the channel or the way it is delivered. */
const PLACE_FILLER = /\s(?:in one city or region|in einer Stadt oder Region)\b/;
const DELIVERY_FILLER =
  /\b(?:on-site|at home or at work|comes to them|zu Hause oder bei der Arbeit|kommt zu ihnen|vor Ort bei)\b/i;

/** The setting the founder named takes the place of "in one city or region"; without one, the filler stays. */
function withNamedPlace(text: string, facts: Facts): string {
  const setting = facts.idea.setting;
  // A named time stands there too ("Teenagers at weekends who …").
  if (!setting?.text || !PLACE_FILLER.test(text)) return text;
  if (text.toLowerCase().includes(setting.text.toLowerCase())) return text.replace(PLACE_FILLER, '');
  return text.replace(PLACE_FILLER, ` ${setting.text}`);
}

/** The named place right after the group ("Pendler in Kleinstädten – zuerst …"), when the text names neither. */
function placeAfterGroup(text: string, facts: Facts): string {
  const setting = facts.idea.setting;
  if (!setting?.place || text.toLowerCase().includes(setting.place.toLowerCase())) return text;
  const group = facts.group;
  if (group && text.toLowerCase().startsWith(group.toLowerCase()))
    return `${text.slice(0, group.length)} ${setting.text}${text.slice(group.length)}`;
  return words(text).length <= 6 ? `${text} ${setting.text}` : text;
}

/** Whether the founder named how the offer reaches people or where: a channel, a partner or a setting. */
function namesDelivery(facts: Facts): boolean {
  const idea = facts.idea;
  return idea.channels.length > 0 || idea.partners.length > 0 || !!idea.setting?.place || !!idea.form;
}

/** A mechanism that says what the founder named or nothing against it (no "on-site" for a pick-up at a shop). */
function fitsNamedDetails(mechanism: Mechanism, facts: Facts): boolean {
  if (!namesDelivery(facts)) return true;
  return ![mechanism.template, ...mechanism.features].some((t) => DELIVERY_FILLER.test(t));
}

/** The kind of mechanism the named form asks for: a rental or marketplace is a marketplace, an app a tool … */
const KIND_OF_FORM: Record<string, IdeaKind> = {
  marketplace: 'marketplace',
  app: 'tool',
  device: 'device',
  course: 'content',
  service: 'service',
  delivery: 'service',
  subscription: 'service',
  box: 'service',
};

/** STEP_PROMPT: 6–9 suggestions for section 1 (problem), 2 (first users) or 3 (solution). */
export function stepSuggestions(section: SectionKey, facts: Facts, rng: Rng): Suggestion[] {
  return suggestionsFor(section, facts, rng, rng.int(6, 9));
}

export function sectionOf(stepPromptNumber: number | undefined): SectionKey {
  if (stepPromptNumber === 2) return 'users';
  if (stepPromptNumber === 3) return 'solution';
  return 'problem';
}

// ---------------------------------------------------------------------------------------------------------------
// Names

/**
 * Product names: the founder's own first; then brandable names from the idea's key words ("BikeMate", "Brotly").
 * The generated ones depend on those words only, so a name stays the same when the same idea is saved again;
 * `rng` is kept for callers and not used.
 */
export function brandNames(facts: Facts, _rng: Rng, count: number): string[] {
  const bank = basicIdeaBank[facts.lang];
  const names: string[] = [];
  if (facts.ownName) names.push(facts.ownName);
  const roots = nameRoots(facts);
  if (roots.length === 0) roots.push(capitalize(shortRoot(words(bank.fallbackSubject).pop() ?? 'Idea')));
  // The most relevant roots first; a handy length (4–8 letters) moves a root to the front.
  const top = roots.slice(0, 3).sort((a, b) => Number(handy(b)) - Number(handy(a)));
  const stable = new Rng(hashString(`${facts.lang}:${top.map((r) => r.toLowerCase()).join('|')}`));
  const suffixes = stable.shuffle(bank.nameSuffixes);
  for (let i = 0; names.length < count && i < suffixes.length * top.length; i++) {
    const root = top[i % top.length]!;
    const suffix = suffixes[i % suffixes.length]!;
    const name = /^\p{Ll}/u.test(suffix)
      ? capitalize(root.toLowerCase().replace(/[aeiouy]+$/, '') + suffix)
      : capitalize(root.toLowerCase()) + suffix;
    if (!names.includes(name)) names.push(name);
  }
  return names.slice(0, count);
}

/** Roots for a name: the topic's words first, then other key phrases, then the group; compounds give their first part. */
function nameRoots(facts: Facts): string[] {
  const roots: string[] = [];
  const seen = new Set<string>();
  const sources = [
    facts.idea.object ?? '',
    facts.subject,
    facts.subject2,
    ...facts.phrases.filter((p) => !p.group).map((p) => p.text),
    facts.group,
  ];
  if (!facts.subjectKnown) sources.splice(1, 2);
  for (const source of sources) {
    for (const word of words(source)) {
      if (!isNameRoot(word)) continue;
      const root = singular(rootOf(word, facts.lang));
      if (root.length < 3 || seen.has(root.toLowerCase()) || !isNameRoot(root)) continue;
      seen.add(root.toLowerCase());
      roots.push(root);
    }
  }
  return roots;
}

/** "Fahrrad-Reparatur-Abo" → "Fahrrad", "Fahrradwerkstätten" → "Fahrrad", "Pendler" → "Pendel". */
function rootOf(word: string, lang: Lang): string {
  const parts = compoundParts(word, lang === 'de' || /^\p{Lu}/u.test(word) ? 'de' : 'en');
  if (parts && parts.modifier.length >= 3)
    return parts.modifier.length > 9 ? shortRoot(parts.modifier) : parts.modifier;
  // German agent nouns: Pendler → Pendel, Sportler → Sport.
  if (/^\p{Lu}/u.test(word) && /ler$/.test(word) && word.length >= 6)
    return `${word.slice(0, -3)}el`.replace(/tel$/, 't');
  return shortRoot(word);
}

function handy(root: string): boolean {
  return root.length >= 4 && root.length <= 8;
}

/** English plural roots read better singular in a name: "sitters" → "sitter", "bakeries" → "bakery". */
function singular(root: string): string {
  if (!/^\p{Ll}/u.test(root) || root.length <= 4) return root;
  if (root.endsWith('ies')) return `${root.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(root)) return root;
  return root.endsWith('s') ? root.slice(0, -1) : root;
}

/** A noun that can carry a brand: letters only, not a stop, generic or group word, not an adjective. */
function isNameRoot(word: string): boolean {
  if (!/^\p{L}[\p{L}-]{2,}$/u.test(word) || isStopWord(word, 'en') || isStopWord(word, 'de') || isGenericWord(word))
    return false;
  if (!/^\p{Ll}/u.test(word)) return true; // German nouns and names; long compounds are cut by rootOf
  // Lower-case: English words (adjective endings are skipped) or German adjectives (skipped).
  if (/[äöüß]/.test(word) || word.length > 10) return false;
  return !/(ly|ful|ous|ive|ent|ant|able|ible|ical|less|ing|ed)$/.test(word);
}

/** Long words without a known compound part are cut at a syllable-like boundary: "Brotverschwendung" → "Brot". */
function shortRoot(word: string): string {
  if (word.length <= 9) return word;
  const vowels = /[aeiouäöüy]/i;
  // Between two consonants ("Brot|verschwendung"), else after a vowel ("Medi|kamentenpläne").
  for (let i = 4; i <= 7; i++) {
    if (!vowels.test(word[i - 1]!) && !vowels.test(word[i]!) && vowels.test(word.slice(0, i))) return word.slice(0, i);
  }
  for (let i = 4; i <= 6; i++) {
    if (vowels.test(word[i - 1]!) && !vowels.test(word[i]!)) return word.slice(0, i);
  }
  return word.slice(0, 6);
}

// ---------------------------------------------------------------------------------------------------------------
// The solution and its features

/** Whether a text starts like a noun phrase ("a monthly subscription", "Eine App"), so "X is {solution}" reads. */
function isNounPhrase(text: string, lang: Lang): boolean {
  const first = words(text)[0] ?? '';
  if (/^(a|an|the|one|our|my|your|ein|eine|einen|einem|unser|unsere|mein|meine|dein|deine)$/i.test(first)) return true;
  if (lang === 'de') return /^\p{Lu}/u.test(first) && !/^(Wir|Ich|Du|Es|Sie)$/.test(first);
  const tags = (nlp(text).terms().json() as Array<{ terms: Array<{ tags: string[] }> }>)[0]?.terms[0]?.tags ?? [];
  return tags.some((t) => ['Determiner', 'Adjective', 'Noun', 'Value'].includes(t)) && !tags.includes('Pronoun');
}

/** The solution as a noun phrase ("a monthly bike repair subscription …"), from the user's text or the mechanism. */
export function solutionPhrase(facts: Facts, _rng?: Rng): string {
  // "a bike repair subscription: a mechanic comes to you" — the noun phrase before the colon.
  const own = facts.solutionClause.split(/\s*[:;]\s+/)[0] ?? '';
  // The founder's offer opens it ("Ski rental for families …"): a noun phrase whatever a tagger makes of "Ski".
  const offer = facts.idea.offer.toLowerCase();
  const opensWithOffer = !!offer && own.toLowerCase().startsWith(offer);
  if (own && (opensWithOffer || isNounPhrase(own, facts.lang)))
    return shortenAtClause(own, MAX_SOLUTION_WORDS, facts.lang) ?? own;
  return mechanismPhrase(facts);
}

/**
 * Key features from the user's solution (its parts, never cut mid-clause); the fitting mechanism's own features
 * only fill up to three.
 */
export function keyFeatures(facts: Facts, rng: Rng, count: number): string[] {
  const vars = templateVars(facts);
  const features: string[] = [];
  const seen = new Set<string>();
  const add = (text: string) => {
    const clean = capitalize(stripTerminal(text));
    const n = words(clean).length;
    if (n < 2 || n > MAX_FEATURE_WORDS || seen.has(clean.toLowerCase())) return;
    seen.add(clean.toLowerCase());
    features.push(clean);
  };
  // What the founder named first: the offer, the channel, the partner, the place, the price.
  const named = namedFeatureTexts(facts);
  if (named.length >= 2 && facts.idea.offer) {
    features.push(capitalize(facts.idea.offer));
    seen.add(capitalize(facts.idea.offer).toLowerCase());
  }
  for (const detail of named) add(detail);
  // Every detail the founder named stays, however many features the card shows otherwise.
  const namedCount = features.length;
  const said = () => features.join(' ').toLowerCase();
  const solution = sectionText(facts, 'solution');
  if (solution && (!detectLang(solution) || detectLang(solution) === facts.lang)) {
    for (const part of solutionParts(facts.solutionClause || solution, facts.lang)) {
      // A part that only repeats named details ("Surfboard rental with pick-up at …, paid per day") adds nothing.
      const idea = facts.idea;
      const raw = [idea.offer, ...idea.channels, ...idea.partners, idea.setting?.text ?? '', idea.revenue?.text ?? '']
        .concat([idea.revenue?.price ?? '', idea.sufferer.text])
        .filter(Boolean)
        .sort((a, b) => b.length - a.length);
      const rest = raw.reduce((text, detail) => text.replace(detail.toLowerCase(), ''), part.toLowerCase());
      if (
        named.length >= 2 &&
        words(rest).filter((w) => !isStopWord(w, facts.lang)).length <= words(facts.idea.offer).length + 1
      )
        continue;
      // The founder's whole one-liner (its offer with its place or price) is the idea, not one of its features.
      const holds = (detail: string | undefined) => !!detail && part.toLowerCase().includes(detail.toLowerCase());
      if (holds(idea.offer) && (holds(idea.setting?.text) || holds(idea.revenue?.text)) && words(part).length > 6)
        continue;
      // A price the part ends on is a feature of its own ("…, 49 euros a month").
      const price = idea.revenue?.text;
      const bare =
        price && part.toLowerCase().endsWith(price.toLowerCase()) && part.length > price.length + 10
          ? part.slice(0, part.length - price.length).replace(/[\s,;:–-]+$/u, '')
          : part;
      if (!said().includes(bare.toLowerCase())) add(bare);
    }
  }
  const own = features.length;
  // Enough of the founder's own: no features of a mechanism they did not name.
  if (own >= 3) return features.slice(0, Math.max(3, namedCount, Math.min(count, own)));
  const ranked = rankedMechanisms(facts, rng);
  const mechanisms = [
    ...(fitsNamedDetails(facts.mechanism, facts) ? [facts.mechanism] : []),
    ...ranked.filter((m) => m !== facts.mechanism),
  ];
  for (const mechanism of mechanisms.slice(0, 2)) for (const f of mechanism.features) add(render(f, vars));
  return features.slice(0, Math.max(3, namedCount, Math.min(count, own)));
}

/** The details of the founder's words as features: "Pick-up at local surf shops", "In coastal towns", "5 € pro Tag". */
function namedFeatureTexts(facts: Facts): string[] {
  const idea = facts.idea;
  const bank = basicIdeaBank[facts.lang];
  // A one-word channel or price says what it is: "Via Etsy", "Price: $240".
  const single = (text: string) => words(text).length < 2;
  const out: string[] = idea.channels.map((c) => (single(c) ? render(bank.channelFeature, { channel: c }) : c));
  for (const named of idea.partners) {
    // "Partners: outdoor shops", not "Partners: partner outdoor shops".
    const partner = named.replace(/^partner(?:-|\s+)(?=\S)/i, '');
    if (
      !idea.channels.some((c) => c.toLowerCase().includes(partner.toLowerCase())) &&
      !idea.setting?.text.toLowerCase().includes(partner.toLowerCase())
    )
      out.push(render(basicIdeaBank[facts.lang].partnerFeature ?? '{partner}', { partner }));
  }
  // A place a channel already names ("Delivered to festivals") is not said twice.
  const place = idea.setting?.place?.toLowerCase();
  if (
    idea.setting?.text &&
    !(place && !idea.setting.time && idea.channels.some((c) => c.toLowerCase().includes(place)))
  )
    out.push(idea.setting.text);
  if (idea.revenue && idea.revenue.text !== idea.offer)
    out.push(single(idea.revenue.text) ? render(bank.priceFeature, { price: idea.revenue.text }) : idea.revenue.text);
  return out.filter((t) => words(t).length >= 2);
}

/** Features the fitting mechanisms imply (the idea's kind first), for pages that show more than the card. */
export function mechanismFeatures(facts: Facts, rng: Rng, count: number): string[] {
  const vars = templateVars(facts);
  const mechanisms = [facts.mechanism, ...rankedMechanisms(facts, rng).filter((m) => m !== facts.mechanism)];
  return [...new Set(mechanisms.slice(0, 3).flatMap((m) => m.features.map((f) => capitalize(render(f, vars)))))].slice(
    0,
    count,
  );
}

/**
 * The parts of a solution sentence that read as features: "a subscription with a mobile mechanic who services
 * your bike, plus a spare bike" → "a subscription", "a mobile mechanic who services your bike", "a spare bike";
 * "an app that forecasts demand and sells leftovers" → "forecasts demand", "sells leftovers". German relative
 * clauses put their verb last; as a feature it comes first ("die an jede Einnahme erinnert" → "Erinnert an jede
 * Einnahme").
 */
export function solutionParts(text: string, lang: Lang): string[] {
  const first = stripTerminal(sentences(text)[0] ?? '');
  if (!first) return [];
  const parts: string[] = [];
  const relative = lang === 'de' ? /,\s+(?:die|der|das|welche[rs]?)\s+/ : /\s+(?:that|which)\s+/;
  const [head, ...rest] = first.split(relative);
  const clauses = rest.join(', ');
  // The thing itself and what comes "with" it.
  const pieces = head!.split(
    lang === 'de'
      ? /\s*(?:,\s+plus|[;:]|\s+[–—]\s+|\s+sowie\s+|,\s+und\s+)\s*/
      : /\s*(?:,\s+plus|[;:]|\s+[–—]\s+|,\s+and\s+|\s+plus\s+)\s*/,
  );
  for (const piece of pieces) {
    const withParts = piece.split(lang === 'de' ? /\s+(?:mit|inklusive)\s+/ : /\s+(?:with|including)\s+/);
    for (const p of withParts) parts.push(p);
  }
  if (clauses) {
    // Each verb of the relative clause starts a feature ("forecasts demand", "sells leftovers"); a piece without
    // its own verb ("at home or at work") belongs to the one before.
    const features: string[] = [];
    for (const clause of clauses.split(lang === 'de' ? /\s*,\s+|\s+und\s+/ : /\s*,\s+(?:and\s+)?|\s+and\s+/)) {
      const piece = clause.trim();
      if (lang === 'de') {
        // The verb stands last in a German relative clause: as a feature it comes first.
        const ws = piece.split(/\s+/);
        if (ws.length >= 2 && /^\p{Ll}/u.test(ws.at(-1)!) && !/^(wenn|weil|damit|sodass|falls)$/.test(ws[0]!))
          features.push([capitalize(ws.at(-1)!), ...ws.slice(0, -1)].join(' '));
        else if (features.length) features[features.length - 1] += `, ${piece}`;
      } else if (startsWithVerb(piece) || !features.length) {
        features.push(piece);
      } else {
        features[features.length - 1] += `, ${piece}`;
      }
    }
    parts.push(...features);
  }
  return (
    parts
      .map((p) => shortenAtClause(p.trim(), MAX_FEATURE_WORDS, lang))
      // "An app", "a mobile app" alone say nothing: a feature needs a word that is not generic, not a stop word
      // and not just the form of the solution.
      .filter(
        (p): p is string =>
          !!p &&
          words(p).length >= 2 &&
          words(p).some((w) => !isGenericWord(w) && !isStopWord(w, lang) && !SOLUTION_ADJECTIVES.test(w)),
      )
  );
}

function startsWithVerb(text: string): boolean {
  const tags = (nlp(text).terms().json() as Array<{ terms: Array<{ tags: string[] }> }>)[0]?.terms[0]?.tags ?? [];
  return tags.includes('Verb');
}

/**
 * A text of at most `max` words, shortened only at a clause boundary (a comma, a dash, before who/that/which/
 * while …), never mid-clause; undefined when even the first clause is too long.
 */
export function shortenAtClause(text: string, max: number, lang: Lang): string | undefined {
  const clean = stripTerminal(text);
  if (words(clean).length <= max) return clean;
  const boundary =
    lang === 'de'
      ? /\s*(?:[,;:]\s+|\s+[–—]\s+|\s+(?=(?:und|oder|weil|wenn|damit|sodass|während)\s))/g
      : /\s*(?:[,;:]\s+|\s+[–—]\s+|\s+(?=(?:who|that|which|while|because|when|so that|and who|and)\s))/g;
  let best: string | undefined;
  for (const match of clean.matchAll(boundary)) {
    const candidate = stripTerminal(clean.slice(0, match.index));
    if (words(candidate).length > max) break;
    if (
      words(candidate).length >= 2 &&
      !/\b(and|or|who|that|which|with|und|oder|die|der|das|mit)$/i.test(candidate) &&
      !leavesClauseOpen(candidate, lang)
    )
      best = candidate;
  }
  return best;
}

const SUBORDINATORS = {
  en: /\b(?:where|when|whenever|if|because|while|whereas|although|though|since|until|unless)\s+(.*)$/i,
  de: /\b(?:wo|wenn|weil|während|obwohl|falls|sobald|bis|damit|dass|sodass)\s+(.*)$/i,
};

/**
 * Whether a cut would end inside a subordinate clause that has not reached its verb yet ("takes care of bike repair
 * where commuters in Hamburg" — the "where" clause lacks its "are"): such a text is a fragment, not a clause.
 */
function leavesClauseOpen(text: string, lang: Lang): boolean {
  const open = text.match(SUBORDINATORS[lang])?.[1];
  if (open === undefined) return false;
  if (lang === 'de') return !/\p{Ll}+$/u.test(open.trim()); // the verb closes a German subordinate clause
  return !nlp(open).has('#Verb');
}

// ---------------------------------------------------------------------------------------------------------------
// The idea card

export function ideaCard(facts: Facts, rng: Rng): IdeaCard {
  const bank = basicIdeaBank[facts.lang];
  const name = facts.ownName ?? brandNames(facts, rng.fork('name'), 1)[0]!;
  const solution = solutionPhrase(facts).replace(
    new RegExp(`\\s*\\b(?:called|named|namens)\\s+${escapeRegExp(name)}\\b`, 'u'),
    '',
  );
  // The thing the founder offers is what the card is about ("everything around surfboards").
  const object = facts.idea.object ? offerVars(facts).objects : '';
  const vars = templateVars(facts, { name, solution, ...(object ? { subject: object } : {}) });
  // A solution without an article ("surfboard rental with …") follows a colon or a dash, never "X is".
  const bare = !isNounPhraseWithArticle(solution);
  const values = bank.valuePropositions.filter((t) => !bare || !/\b(?:is|ist)\s+(?:\{name\}\s+)?\{solution\}/.test(t));
  return {
    name,
    tagline: tagline(facts, rng, vars),
    key_features: keyFeatures(facts, rng.fork('features'), rng.int(3, 5)),
    target_group: targetGroup(facts),
    value_proposition: endSentence(
      render(rng.fork('value').pick(values.length ? values : bank.valuePropositions), vars),
    ),
  };
}

/** The tagline names the offer and the place the founder named ("Surfboard rental in coastal towns — made for surfers"). */
function tagline(facts: Facts, rng: Rng, vars: Record<string, string>): string {
  const bank = basicIdeaBank[facts.lang];
  const idea = facts.idea;
  if (idea.offer && bank.offerTaglines?.length) {
    const offerVars = {
      ...vars,
      offer: capitalize(idea.offer),
      setting:
        idea.setting?.place && !facts.group.toLowerCase().includes(idea.setting.place.toLowerCase())
          ? ` ${idea.setting.text}`
          : '',
    };
    return endSentence(render(rng.fork('tagline').pick(bank.offerTaglines), offerVars).replace(/\s+([,.])/g, '$1'));
  }
  return endSentence(render(rng.fork('tagline').pick(bank.taglines), vars));
}

/** "a surfboard rental", "eine App", "weekly boxes" (a plural needs none); not "surfboard rental with …". */
function isNounPhraseWithArticle(text: string): boolean {
  if (/^(?:a|an|the|one|our|ein|eine|einen|der|die|das|unser|unsere)\s/i.test(text)) return true;
  const head = words(text.split(/\s+(?:with|for|from|in|at|by|mit|für|von|in|im|am|beim)\s/i)[0] ?? '').at(-1) ?? '';
  return /^\p{Ll}/u.test(head) ? nlp(head).nouns().isPlural().found : false;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The first users as the founder stated them: their first sentence whole, or shortened at a clause boundary. */
function targetGroup(facts: Facts): string {
  const usersText = sectionText(facts, 'users');
  const first = usersText ? firstSentence(usersText) : '';
  const stated = first ? shortenAtClause(first, MAX_TARGET_WORDS, facts.lang) : undefined;
  // The place the founder named belongs to the people it is for: "Surfers in coastal towns".
  return capitalize(placeAfterGroup(withNamedPlace(stated ?? facts.group, facts), facts));
}

// ---------------------------------------------------------------------------------------------------------------
// Fill all

/** A section of the Basic Idea filled at once (the contract's BasicIdeaDraftEntry). */
export type FilledSection = BasicIdeaDraftEntry;

/** The problem of an offer whose form the founder named (a rental, a subscription, a marketplace), if the bank has one. */
function problemTemplates(facts: Facts): string[] | undefined {
  const { form, object } = facts.idea;
  if (!form || !object) return undefined;
  const templates = basicIdeaBank[facts.lang].fillAll.problemByForm?.[form];
  return templates?.length ? templates : undefined;
}

/** English nouns without a plural that compromise does not know as such ("camping gear", "equipment"). */
const UNCOUNTABLE =
  /\b(?:gear|equipment|furniture|luggage|baggage|software|clothing|laundry|food|feedback|advice|information|research|homework|bread|coffee|water|wear|knowledge|storage|care|help|support|cleaning|repair|tracking|bookkeeping|accounting)$/i;

/** The subject as English speaks of a countable thing in general ("around paddleboards", never "around paddleboard"). */
function subjectsOf(facts: Facts): string {
  const subject = templateVars(facts).subject ?? facts.subject;
  if (facts.lang !== 'en' || /(?:s|ing)$/.test(subject) || subject.includes(' ')) return subject;
  const doc = nlp(subject);
  if (doc.has('#Uncountable') || UNCOUNTABLE.test(subject) || !doc.nouns().found) return subject;
  return doc.nouns().toPlural().text() || subject;
}

/** The offer's words for templates: {object}, {objects} (English plural), {offer}, {setting} (" in coastal towns"). */
function offerVars(facts: Facts): Record<string, string> {
  const { object = '', offer, setting } = facts.idea;
  // enPlural keeps a plural ("boards") and inflects the rest, "dress" and "bike" too.
  const countable = facts.lang === 'en' && !/ing$/.test(object) && !UNCOUNTABLE.test(object);
  const objects = countable ? enPlural(object) : object;
  const named = setting?.place && !facts.group.toLowerCase().includes(setting.place.toLowerCase());
  return { object, objects, offer: offer || object, setting: named ? ` ${setting.text}` : '' };
}

/** FILL_OUT_ALL: the user's own sections stay; the missing ones are drafted from what is there. */
export function fillAll(facts: Facts, rng: Rng): FilledSection[] {
  const bank = basicIdeaBank[facts.lang];
  const own = facts.sections;

  // Nothing of the founder's yet: what to write in each section, with an example marked as one.
  if (facts.empty) {
    return [
      { type: 'PROBLEM', content: bank.neutralFillAll.problem, origin: 'ai' },
      { type: 'TARGET USER', content: bank.neutralFillAll.users, origin: 'ai' },
      { type: 'SOLUTION', content: bank.neutralFillAll.solution, origin: 'ai' },
    ];
  }

  // A single sentence from the user (an idea title, a paper idea): it is their problem or their solution.
  const given = !own.problem && !own.users && !own.solution && words(facts.freeText).length >= 3 ? facts.freeText : '';
  const givenSolution = given && looksLikeSolution(given) ? endSentence(capitalize(given)) : '';
  const givenProblem = given && !givenSolution && looksLikeProblem(given) ? endSentence(capitalize(given)) : '';
  const group = facts.groupKnown ? facts.group : lowerFirst(facts.segments[0]?.groups[0] ?? facts.group, facts.lang);
  const vars = templateVars(facts, { group });

  let problem: FilledSection;
  if (own.problem) problem = { type: 'PROBLEM', content: own.problem, origin: 'user' };
  else if (givenProblem) problem = { type: 'PROBLEM', content: givenProblem, origin: 'user' };
  else {
    const content = endSentence(
      render(rng.fork('problem').pick(problemTemplates(facts) ?? bank.fillAll.problem), {
        ...vars,
        ...offerVars(facts),
      }),
    );
    problem = { type: 'PROBLEM', content, origin: 'ai' };
    if (facts.citation) {
      const cite = render(bank.passageMentions[0]!, {
        file: facts.citation.fileName,
        quote: quote(endSentence(facts.citation.sentence), facts.lang),
      });
      problem = { ...problem, content: `${content} ${cite}`, origin: 'document', source: facts.citation.fileName };
    }
  }

  let users: FilledSection;
  if (own.users) users = { type: 'TARGET USER', content: own.users, origin: 'user' };
  else {
    users = {
      type: 'TARGET USER',
      content: endSentence(
        placeAfterGroup(
          withNamedPlace(
            render(rng.fork('users').pick(withoutRegion(bank.fillAll.users, group)), {
              ...vars,
              subjects: subjectsOf(facts),
            }),
            facts,
          ),
          facts,
        ),
      ),
      origin: 'ai',
    };
  }

  let solution: FilledSection;
  if (own.solution) solution = { type: 'SOLUTION', content: own.solution, origin: 'user' };
  else if (givenSolution) solution = { type: 'SOLUTION', content: givenSolution, origin: 'user' };
  else if (facts.idea.offer && words(facts.idea.source).length >= 3 && saysOffer(facts.idea))
    // The one-liner names the offer ("Surfboard rental with pick-up …", "Gemeinschaftsgärten auf Firmendächern …"):
    // it is the solution.
    solution = { type: 'SOLUTION', content: endSentence(capitalize(facts.idea.source)), origin: 'user' };
  else if (facts.idea.offer) {
    // The founder corrected the offer: the frame's words, put together, are the solution.
    const idea = facts.idea;
    const forWord = facts.lang === 'de' ? 'für' : 'for';
    const parts = [
      capitalize(idea.offer),
      idea.sufferer.named ? `${forWord} ${idea.sufferer.text}` : '',
      idea.setting?.text ?? '',
    ].filter(Boolean);
    const price = idea.revenue?.text && idea.priceKind !== 'free' ? `, ${idea.revenue.text}` : '';
    solution = { type: 'SOLUTION', content: endSentence(`${parts.join(' ')}${price}`), origin: 'user' };
  } else {
    // A known kind gives one of its mechanisms; without one, the plainest fit (an app) rather than a random one.
    const mechanism = facts.kind ? rankedMechanisms(facts, rng.fork('solution'))[0]! : facts.mechanism;
    solution = { type: 'SOLUTION', content: endSentence(render(mechanism.template, vars)), origin: 'ai' };
  }
  return [problem, users, solution];
}

/** Whether the words the facts were read from still say the offer (not when the founder corrected it). */
function saysOffer(idea: Facts['idea']): boolean {
  const source = words(idea.source.toLowerCase());
  return words(idea.offer.toLowerCase()).every((w) => source.includes(w));
}
