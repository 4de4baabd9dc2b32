// OPTIMIZE-MISSION: a sharper mission statement from the user's own. It fixes common typos and contractions
// ("dont" → "don't"), drops hedges, filler and buzzwords, turns "Our mission is to …" / "Unsere Mission ist es, …
// zu …" into active voice ("We …" / "Wir …"), keeps a contrast the founder makes ("We don't just fix bikes: …")
// and keeps at most the two sentences that say most about who is helped with what and why. It adds no slogan and
// no fact of its own.

import { lexicon, missionBank } from '../banks.js';
import nlp from '../compromise.js';
import { UnusableInputError } from '../errors.js';
import { collectStrings, parseJson } from '../facts.js';
import type { Rng } from '../random.js';
import {
  capitalize,
  contentWords,
  detectLang,
  endSentence,
  lowerFirst,
  normalizeSpace,
  render,
  sentences,
  stripTerminal,
  words,
} from '../text.js';
import type { Lang } from '../types.js';

const EN_VERBS = new Set(lexicon.verbs.en.map((v) => v.toLowerCase()));
// Stems that take a final e back when the base verb is rebuilt (making → make).
const EN_ADD_E = new Set([
  'mak',
  'creat',
  'provid',
  'reduc',
  'giv',
  'improv',
  'enabl',
  'shar',
  'sav',
  'chang',
  'driv',
  'mov',
  'us',
  'inspir',
  'manag',
  'serv',
  'liv',
  'shap',
  'bridg',
  'redefin',
  'captur',
  'secur',
  'ensur',
  'combin',
]);
// Stems of verbs, also those whose base ends differently (simplifies, accelerates).
const EN_E_STEMS = new Set([...EN_ADD_E, 'simplifi', 'acceler']);

function missionText(input: string): string {
  const parsed = parseJson(input);
  if (typeof parsed === 'string') return parsed;
  if (parsed && typeof parsed === 'object') {
    const record = parsed as Record<string, unknown>;
    if (typeof record.mission === 'string') return record.mission;
    return collectStrings(parsed).join(' ');
  }
  return input;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function removeWords(text: string, list: string[], isRegex: boolean): string {
  let out = text;
  for (const item of list) {
    const source = isRegex ? item : escapeRegExp(item);
    out = out.replace(new RegExp(`(^|[\\s(])(?:${source})(?=[\\s,.;:!?)]|$)`, 'giu'), '$1');
  }
  return normalizeSpace(out.replace(/\s+([,.;:!?])/g, '$1'));
}

function fixArticles(text: string): string {
  return text.replace(/\b(a|an|A|An) (\p{L})/gu, (_m, article: string, letter: string) => {
    const vowel = /[aeiouAEIOU]/.test(letter);
    const lower = vowel ? 'an' : 'a';
    return `${/^A/.test(article) ? capitalize(lower) : lower} ${letter}`;
  });
}

/** "helping" → "help", "making" → "make", "provides" → "provide". */
function baseVerb(word: string): string {
  const lower = word.toLowerCase();
  if (lower.endsWith('ing') && lower.length > 5) {
    let stem = lower.slice(0, -3);
    if (/(.)\1$/.test(stem) && !/(ll|ss)$/.test(stem)) stem = stem.slice(0, -1);
    return EN_ADD_E.has(stem) ? `${stem}e` : stem;
  }
  if (lower.endsWith('ies') && lower.length > 4) return `${lower.slice(0, -3)}y`;
  if (/(ss|sh|ch|x|z)es$/.test(lower)) return lower.slice(0, -2);
  if (lower.endsWith('s') && !lower.endsWith('ss') && lower.length > 3) return lower.slice(0, -1);
  return lower;
}

function looksLikeVerb(word: string): boolean {
  const lower = word.toLowerCase();
  return EN_VERBS.has(lower) || EN_VERBS.has(baseVerb(lower)) || EN_E_STEMS.has(lower.replace(/(e|es|s|ing)$/, ''));
}

/** "… bezahlbar zu machen" → "machen … bezahlbar"; "… anzubieten" → "bieten … an"; coordinated verbs too. */
function germanFinite(rest: string, prefixes: string[]): string | undefined {
  const tokens = rest.split(' ');
  const out: string[] = [];
  let current: string[] = [];
  let converted = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const bare = token.replace(/[,.;:!?]+$/, '');
    const trailing = token.slice(bare.length);
    let verb: string | undefined;
    let particle = '';
    if (current.length > 0 && current[current.length - 1] === 'zu' && /^\p{Ll}{2,}(?:en|ern|eln)$/u.test(bare)) {
      current.pop();
      verb = bare;
    } else {
      const m = bare.match(/^(\p{Ll}+?)zu(\p{Ll}{3,}(?:en|ern|eln))$/u);
      if (m && prefixes.includes(m[1]!)) {
        verb = m[2]!;
        particle = m[1]!;
      }
    }
    if (!verb) {
      // The first clause has no "zu" infinitive ("…, ihre Hunde pflegen zu lassen" belongs to a later one).
      if (converted === 0 && trailing.includes(',')) return undefined;
      current.push(token);
      continue;
    }
    const lead = current[0] === 'und' ? ['und', ...current.slice(1)] : current;
    const body = lead[0] === 'und' ? lead.slice(1) : lead;
    const clause = [lead[0] === 'und' ? 'und' : '', verb, ...body, particle].filter(Boolean).join(' ') + trailing;
    out.push(clause);
    converted++;
    current = [];
    // Only the main verb and verbs joined to it with "und" become finite; a comma starts a dependent clause.
    if (trailing.includes(',') || tokens[i + 1] !== 'und') {
      out.push(...tokens.slice(i + 1));
      break;
    }
  }
  if (converted === 0) return undefined;
  if (current.length) out.push(...current);
  return normalizeSpace(out.join(' '));
}

/** "Wir wollen X anbieten" → "Wir bieten X an": the infinitive at the end of the first clause moves forward. */
function germanModal(rest: string, prefixes: string[]): string | undefined {
  const comma = rest.indexOf(',');
  const head = comma >= 0 ? rest.slice(0, comma) : stripTerminal(rest);
  const tail = comma >= 0 ? rest.slice(comma) : '';
  const tokens = head.split(' ');
  // "…, das Pflegekräften helfen will": the modal at the end goes, its infinitive moves forward.
  if (tokens.length > 2 && /^(will|wollen|möchte|möchten|soll|sollen|kann|können)$/.test(tokens.at(-1)!)) tokens.pop();
  const last = tokens[tokens.length - 1] ?? '';
  if (!/^\p{Ll}{3,}(?:en|ern|eln)$/u.test(last)) return undefined;
  let verb = last;
  let particle = '';
  for (const prefix of prefixes) {
    const remainder = last.slice(prefix.length);
    if (
      last.startsWith(prefix) &&
      remainder.length >= 5 &&
      /^[^aeiouäöü]/.test(remainder) &&
      !/^hinter|^über|^unter|^durch|^wider/.test(last)
    ) {
      verb = remainder;
      particle = prefix;
      break;
    }
  }
  return normalizeSpace([verb, ...tokens.slice(0, -1), particle].filter(Boolean).join(' ') + tail);
}

/** Fixes common misspellings and contractions typed without apostrophe ("dont" → "don't"), keeping the case. */
export function fixTypos(text: string, lang: Lang): string {
  let out = text;
  for (const [typed, right] of missionBank[lang].typos) {
    // A lone "i" is only ever the pronoun in lower case; other words match in any case.
    const flags = typed === 'i' ? 'gu' : 'giu';
    out = out.replace(new RegExp(`(?<![\\p{L}'’])${escapeRegExp(typed)}(?![\\p{L}'’])`, flags), (found) =>
      /^\p{Lu}/u.test(found) ? capitalize(right) : right,
    );
  }
  return out;
}

function removeFillers(text: string, lang: Lang): string {
  let out = text;
  for (const [source, replacement] of missionBank[lang].fillers) {
    out = out.replace(new RegExp(source, 'giu'), replacement);
  }
  return normalizeSpace(out.replace(/\s+([,.;:!?])/g, '$1').replace(/^[,;:]\s*/, ''));
}

function isFillerSentence(sentence: string, lang: Lang): boolean {
  const bare = stripTerminal(sentence).toLowerCase();
  return !bare || missionBank[lang].fillerSentences.some((source) => new RegExp(source, 'iu').test(bare));
}

/** "help commuters in Berlin to get to work" → "help commuters in Berlin get to work" (English). */
function helpWithoutTo(text: string): string {
  return text.replace(
    /\b(help(?:s|ed|ing)?)\s+((?:[\p{L}'’-]+\s+){1,6}?)to\s+(\p{Ll}+)/gu,
    (whole, help: string, who: string, verb: string) =>
      /\bto\b/.test(who) || !nlp(`to ${verb}`).has('#Infinitive') ? whole : `${help} ${who}${verb}`,
  );
}

/** "We don't want to just fix bikes, we want to help …": the contrast the founder makes, kept as theirs. */
const EN_CONTRAST =
  /^we\s+(?:do not|don't)\s+(?:(?:want|wish|plan|intend)\s+to\s+)?(?:just|only|simply|merely)\s+(.+?)\s*[,;:–—-]\s*(?:but\s+)?(?:we\s+)?(.+)$/iu;

/** One sentence in active voice with "We"/"Wir" where the founder speaks of a mission, goal or wish. */
function activeSentence(sentence: string, lang: Lang, companyName: string | null | undefined, rng: Rng): string {
  const bank = missionBank[lang];
  const clean = (s: string) =>
    fixArticles(removeWords(removeWords(removeFillers(s, lang), bank.hedges, false), bank.buzzwords, lang === 'de'));
  const raw = stripTerminal(sentence);
  if (lang === 'en') {
    const contrast = raw.match(EN_CONTRAST);
    if (contrast) {
      const rest = activeSentence(`we ${contrast[2]!}`, lang, companyName, rng);
      return endSentence(`We don't just ${clean(contrast[1]!)}: ${lowerFirst(stripTerminal(rest), lang)}`);
    }
  }
  let first = clean(raw);
  let rewritten: string | undefined;
  for (const opening of bank.weOpenings) {
    const match = first.match(new RegExp(opening, 'iu'));
    if (!match) continue;
    const rest = first.slice(match[0].length).trim();
    if (lang === 'de') {
      rewritten = germanFinite(rest, bank.separablePrefixes) ?? germanModal(rest, bank.separablePrefixes);
      if (rewritten) rewritten = `Wir ${rewritten}`;
    } else {
      // After these openings a verb follows ("to make", "that helps", "is helping"): its base form goes after "We".
      const restWords = rest.replace(/\band to\b/g, 'and').split(' ');
      if (restWords[0] && /^\p{Ll}/u.test(restWords[0])) restWords[0] = baseVerb(restWords[0]);
      rewritten = `We ${restWords.join(' ')}`;
    }
    break;
  }
  if (rewritten) first = rewritten;
  else {
    const startsWithSubject =
      /^(we|wir)\b/i.test(first) || (!!companyName && first.toLowerCase().startsWith(companyName.toLowerCase()));
    const hasVerb =
      words(first).some((w) => looksLikeVerb(w)) || /\b(ist|sind|wird|werden|macht|bietet|hilft|bringt)\b/i.test(first);
    if (!startsWithSubject && !hasVerb && words(first).length <= 14) {
      first = render(rng.pick(bank.nounMission), { mission: lowerFirst(first, lang) });
    }
  }
  if (lang === 'en') first = helpWithoutTo(first);
  return endSentence(capitalize(first));
}

/** How much a sentence says about who is helped with what and why (to keep the best two). */
function weight(sentence: string, lang: Lang): number {
  const cues =
    lang === 'de'
      ? /\b(für|hilft|helfen|damit|weil|indem|sodass|um)\b/giu
      : /\b(for|help|helps|so that|because|by|so)\b/giu;
  return contentWords(sentence).length + 2 * (sentence.match(cues)?.length ?? 0);
}

/**
 * OPTIMIZE-MISSION: the founder's mission, sharper and in their language — typos and contractions fixed, filler
 * and buzzwords removed, "Our mission is to …" in active voice, at most two sentences (the ones that say most
 * about who is helped with what and why), nothing added that the founder did not say.
 */
export function optimizeMission(
  input: string,
  contextLang: Lang,
  companyName: string | null | undefined,
  rng: Rng,
): string {
  const original = normalizeSpace(missionText(input));
  if (!/\p{L}/u.test(original)) throw new UnusableInputError('There is no mission to optimise.');
  const lang = detectLang(original) ?? contextLang;
  const parts = sentences(fixTypos(original, lang))
    .map((sentence, index) => ({ sentence: activeSentence(sentence, lang, companyName, rng), index }))
    .filter((part) => !isFillerSentence(part.sentence, lang) && words(part.sentence).length > 1);
  if (parts.length === 0) return endSentence(capitalize(fixTypos(original, lang)));
  return parts
    .map((part) => ({ ...part, weight: weight(part.sentence, lang) }))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .slice(0, 2)
    .sort((a, b) => a.index - b.index)
    .map((part) => part.sentence)
    .join(' ');
}
