// OPTIMIZE-MISSION: a sharper mission statement from the user's own. It keeps the subject and the audience,
// turns "Our mission is to …" / "Unsere Mission ist es, … zu …" into active voice ("We …" / "Wir …"), drops
// hedges and buzzwords, and closes with one sentence about the audience when the mission is short.
import type { Lang } from '../../types.js';
import { lexicon, missionBank } from '../banks.js';
import { collectStrings, parseJson } from '../facts.js';
import type { Rng } from '../random.js';
import {
  capitalize,
  detectLang,
  endSentence,
  lowerFirst,
  normalizeSpace,
  render,
  sentences,
  stripTerminal,
  words,
} from '../text.js';

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

function audienceOf(sentence: string, lang: Lang): string | undefined {
  const tokens = sentence.split(/\s+/);
  const triggers =
    lang === 'de'
      ? ['für']
      : ['for', 'help', 'helps', 'empower', 'empowers', 'enable', 'enables', 'support', 'supports'];
  const stops =
    lang === 'de'
      ? new Set(['zu', 'und', 'mit', 'damit', 'um', 'dass', 'die', 'der', 'das', 'durch', 'bei'])
      : new Set(['to', 'with', 'by', 'through', 'so', 'and', 'that', 'who', 'which', 'while', 'across', 'at']);
  const start = tokens.findIndex((t) => triggers.includes(t.toLowerCase()));
  if (start < 0) return undefined;
  const picked: string[] = [];
  for (const token of tokens.slice(start + 1)) {
    const bare = token.replace(/[,.;:!?]+$/, '');
    if (
      !/^\p{L}/u.test(bare) ||
      stops.has(bare.toLowerCase()) ||
      (lang === 'en' && picked.length > 0 && looksLikeVerb(bare))
    ) {
      break;
    }
    picked.push(bare);
    if (bare !== token || picked.length >= 6) break;
  }
  if (lang === 'de') while (picked.length > 0 && !/^\p{Lu}/u.test(picked[picked.length - 1]!)) picked.pop();
  const text = picked.join(' ');
  return words(text).length > 0 ? text : undefined;
}

export function optimizeMission(
  input: string,
  contextLang: Lang,
  companyName: string | null | undefined,
  rng: Rng,
): string {
  const original = normalizeSpace(missionText(input));
  if (!/\p{L}/u.test(original)) throw new Error('There is no mission to optimise.');
  const lang = detectLang(original) ?? contextLang;
  const bank = missionBank[lang];
  const parts = sentences(original).slice(0, 2);
  if (parts.length === 0) return original;

  const clean = (s: string) =>
    fixArticles(removeWords(removeWords(s, bank.hedges, false), bank.buzzwords, lang === 'de'));
  let first = clean(stripTerminal(parts[0]!));
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
  const audience = audienceOf(first, lang);
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
  const firstSentence = endSentence(capitalize(first));

  let second: string | undefined;
  if (parts[1]) second = endSentence(capitalize(clean(stripTerminal(parts[1]))));
  else if (words(firstSentence).length <= 28) {
    second = audience ? render(rng.pick(bank.closers), { audience }) : rng.pick(bank.closersNoAudience);
  }
  return second ? `${firstSentence} ${second}` : firstSentence;
}
