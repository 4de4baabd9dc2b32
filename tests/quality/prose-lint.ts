// Lints generated prose, English and German. retext (retext-english's parser) with retext-indefinite-article
// ("a apple"), retext-repeated-words ("the the") and retext-spell with the dictionary-en / dictionary-en-gb /
// dictionary-de word lists; spelling is checked only for the words the templates brought in (not the founder's own
// words, not names, not numbers; English capitalised words count as names). German compounds are accepted when
// they split into words of the dictionary. Rule tables catch the known failure shapes no library checks: German
// clauses left without their verb ("auf Hilfe von … bin"), sentences ending on an article or a preposition, glued
// English ("I shop struggle", "for person", "lets people takes", "to more time"), lower-case person names, text cut
// with "…", left-over template variables.

import type { Lang } from '@idea-studio/sdk';
import nlp from 'compromise';
import dictionaryDe from 'dictionary-de';
import dictionaryEn from 'dictionary-en';
import dictionaryEnGb from 'dictionary-en-gb';
import nspell from 'nspell';
import { retext } from 'retext';
import retextEnglish from 'retext-english';
import retextIndefiniteArticle from 'retext-indefinite-article';
import retextRepeatedWords from 'retext-repeated-words';
import retextSpell from 'retext-spell';
import type { VFileMessage } from 'vfile-message';
import { englishIn } from '../src/harness/englishText.js';

export interface LintFinding {
  /** The text the finding is in. */
  text: string;
  rule: string;
  /** What is wrong, with the offending words. */
  message: string;
}

export interface LintContext {
  lang: Lang;
  /** The founder's words (the one-liner): never spell-checked. */
  founderWords: string;
  /** Names of people and products in the round: never spell-checked, and person names must be capitalised. */
  names: string[];
  /** Names of people, to find them written in lower case. */
  personNames: string[];
}

// ---------------------------------------------------------------------------------------------------------------
// Spelling

// retext-spell checks English against dictionary-en (US); a word it does not know counts when the British list
// knows it. German compounds are split with the German list.
let britishSpeller: ReturnType<typeof nspell> | undefined;
let germanSpellerLoaded: ReturnType<typeof nspell> | undefined;
const british = () => {
  britishSpeller ??= nspell(dictionaryEnGb);
  return britishSpeller;
};
const germanSpeller = {
  correct(word: string): boolean {
    germanSpellerLoaded ??= nspell(dictionaryDe);
    return germanSpellerLoaded.correct(word);
  },
};

/** Terms of the product and of common German usage the dictionaries lack but a German text may use. */
const KNOWN_WORDS: Record<Lang, Set<string>> = {
  en: new Set([
    'app',
    'apps',
    'e-mail',
    'e-mails',
    'onboarding',
    'pre-order',
    'pre-orders',
    'sign-up',
    'sign-ups',
    'waitlist',
    'mechatronics',
    'greenwashing',
    'quo',
  ]),
  de: new Set([
    'app',
    'apps',
    'feedback',
    'e-mail',
    'e-mails',
    'online',
    'onboarding',
    'landingpage',
    'persona',
    'personas',
    'pitch',
    'startup',
    'start-up',
    'abo',
    'abos',
    'tool',
    'tools',
    'newsletter',
    'interview',
    'interviews',
    'pilot',
    'pilotprojekt',
    'team',
    'teams',
    'smartphone',
    'smartphones',
    'whatsapp',
    'instagram',
    'quo',
    'ki',
    'ux',
    'wg',
    'bzw',
    'azubi',
    'azubis',
    'jungs',
    'mechatroniker',
    'mechatronikerin',
    'klobig',
    'mittelständler',
    // The Sinus milieus' own names, and the adoption curve's.
    'performer',
    'expeditive',
    'hedonisten',
    'early',
    'adopter',
  ]),
};

/** German linking elements between the parts of a compound ("Arbeit-s-zeit", "Hund-e-betreuung"). */
const LINKS = ['', 's', 'es', 'n', 'en', 'e', 'er'];

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function germanWordKnown(word: string, depth = 0): boolean {
  if (germanSpeller.correct(word) || germanSpeller.correct(capital(word)) || germanSpeller.correct(word.toLowerCase()))
    return true;
  const lower = word.toLowerCase();
  if (KNOWN_WORDS.de.has(lower) || KNOWN_WORDS.de.has(lower.replace(/(?:s|n|en|es|e)$/, ''))) return true;
  // A zu-infinitive ("abzuspringen") and a short imperative ("Sorg dafür") of a known verb.
  const zu = /^(\p{L}{2,6}?)zu(\p{L}{3,})$/u.exec(word.toLowerCase());
  if (zu && germanSpeller.correct(`${zu[1]}${zu[2]}`)) return true;
  if (germanSpeller.correct(`${word.toLowerCase()}en`)) return true;
  // A verb's noun in -ung ("Validierung" of "validieren").
  if (/ung(?:en)?$/.test(word) && germanSpeller.correct(word.toLowerCase().replace(/ung(?:en)?$/, 'en'))) return true;
  // A feminine form of a known noun ("Designerin", "Landwirtinnen").
  const feminine = /^(\p{L}{3,}?)(?:in|innen)$/u.exec(word);
  if (feminine && germanWordKnown(feminine[1]!, depth + 1)) return true;
  if (depth > 2) return false;
  // A compound: a known first part (a noun, a verb stem or an adjective), an optional linking element and a known
  // rest, which may be a compound itself.
  for (let i = lower.length - 3; i >= 3; i--) {
    const rest = lower.slice(i);
    if (!germanWordKnown(capital(rest), depth + 1) && !germanWordKnown(rest, depth + 1)) continue;
    const head = lower.slice(0, i);
    for (const link of LINKS) {
      if (link && !head.endsWith(link)) continue;
      const stem = link ? head.slice(0, -link.length) : head;
      if (stem.length < 2) continue;
      if (
        germanSpeller.correct(capital(stem)) ||
        germanSpeller.correct(stem) ||
        germanSpeller.correct(`${stem}en`) ||
        germanSpeller.correct(`${capital(stem)}e`) ||
        KNOWN_WORDS.de.has(stem)
      )
        return true;
    }
  }
  return false;
}

function englishWordKnown(word: string): boolean {
  const plain = word
    .replace(/’/g, "'")
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  if (KNOWN_WORDS.en.has(plain.toLowerCase())) return true;
  if (british().correct(plain) || british().correct(plain.toLowerCase())) return true;
  // A closed compound of two known words ("hotlines").
  for (let i = 3; i <= plain.length - 3; i++) {
    const [head, tail] = [plain.slice(0, i).toLowerCase(), plain.slice(i).toLowerCase()];
    if (british().correct(head) && british().correct(tail)) return true;
  }
  return false;
}

/** A German text may use an English word (an anglicism: "Community", "Mock-up", "Break-even"). */
function germanOrAnglicism(word: string): boolean {
  if (germanWordKnown(word)) return true;
  const lower = word.toLowerCase();
  return englishWordKnown(lower) || (lower.endsWith('s') && englishWordKnown(lower.slice(0, -1)));
}

/** Lower-case stems of the founder's words, so their inflections and compounds made from them pass. */
function founderStems(text: string): string[] {
  return (text.match(/\p{L}+/gu) ?? []).map((w) => w.toLowerCase()).filter((w) => w.length >= 3);
}

function isFounderWord(word: string, stems: readonly string[]): boolean {
  const lower = word.toLowerCase();
  return stems.some((stem) => {
    const root = stem.length > 5 ? stem.slice(0, -2) : stem;
    return lower.includes(root);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Rule tables

interface Rule {
  id: string;
  lang: Lang | 'both';
  /** Answers the offending words of a text, empty when it is fine. */
  find(text: string, ctx: LintContext): string[];
}

const regexRule = (id: string, lang: Lang | 'both', pattern: RegExp): Rule => ({
  id,
  lang,
  find: (text) => [...text.matchAll(pattern)].map((m) => m[0]),
});

/** Sentences of a text (ends at . ! ? or the end), without abbreviations' dots. */
function sentences(text: string): string[] {
  return text
    .replace(/\b(z|d|u|e|i|v|o|s)\.\s?(B|h|a|g|e|Chr|ä)\./g, '$1$2')
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Prepositions that are never a verb particle, so a German sentence never ends on them. */
const DE_END_WORDS =
  /(?:^|\s)(in|im|von|vom|zum|zur|für|bei|beim|gegen|ohne|seit|wegen|während|trotz|eine|einen|einem|einer|und|oder|aber|weil|dass|wenn|(?:in|von|zu|mit|auf|an|bei|für|aus|nach|über|unter|um|durch|gegen|ohne|vor|hinter|neben|zwischen) (?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines))\s*[.!?:;]?\s*$/i;
const EN_END_WORDS =
  /(?:^|\s)(the|a|an|and|or|but|because|of the|to the|for the|with the|in the|on the|at the)\s*[.!?:;]?\s*$/i;
/** Short answers that may end on a preposition's pronoun ("Genau dafür.", "Ich auch nicht, aber bei dem."). */
const DE_END_OK = /(?:^|\s)(genau|nur|auch|gerade|eben) (?:für|mit|bei) (das|die|der|dem)\s*[.!?]?\s*$/i;

const nounsOfIdea = new Map<string, Set<string>>();
/** The nouns of the founder's one-liner, singular and lower case ("surf shops" → surf, shop). */
function ideaNouns(idea: string): Set<string> {
  let nouns = nounsOfIdea.get(idea);
  if (!nouns) {
    nouns = new Set(
      (nlp(idea).nouns().toSingular().out('array') as string[]).flatMap((n) => n.toLowerCase().split(/\s+/)),
    );
    nounsOfIdea.set(idea, nouns);
  }
  return nouns;
}

const ADVERBS_IN_S = new Set([
  'always',
  'sometimes',
  'perhaps',
  'was',
  'nevertheless',
  'less',
  'thus',
  'afterwards',
  'towards',
  'upstairs',
  'downstairs',
  'unless',
  'regardless',
  'nonetheless',
]);

const rules: Rule[] = [
  regexRule('ellipsis', 'both', /…|\.\.\./g),
  regexRule('template-variable', 'both', /\{[A-Za-z_]+\}|\b(?:undefined|NaN)\b|\[object Object\]/g),
  regexRule('space-before-punctuation', 'both', /\S\s+[,.;:!?](?=\s|$)/g),
  regexRule('double-punctuation', 'both', /[,;:]\s*[,;:.]|(?<!\.)\.\.(?!\.)|\.\s*,/g),
  regexRule('empty-brackets', 'both', /\(\s*\)|„\s*“|“\s*”|"\s*"/g),
  {
    // Inside a text: a sentence that starts in lower case ("… today. so that claudia …"). A text may itself be the
    // rest of a sentence (a situation's completion, "a) …" options, "weiblich"), so its own start is not checked.
    id: 'lower-case-sentence-start',
    lang: 'both',
    find: (text) =>
      [...text.matchAll(/[.!?]\s+([a-zäöüß][\p{L}-]*)/gu)]
        .filter(
          (m) =>
            !/\b(?:e\.g|i\.e|etc|bzw|ca|usw|vs|z\. B|d\. h|u\. a|Nr|ggf|evtl)\.$/.test(text.slice(0, m.index! + 1)),
        )
        .map((m) => m[0].trim()),
  },
  {
    id: 'sentence-cut-off',
    lang: 'de',
    find: (text) => sentences(text).filter((s) => DE_END_WORDS.test(s) && !DE_END_OK.test(s)),
  },
  {
    id: 'sentence-cut-off',
    lang: 'en',
    find: (text) => sentences(text).filter((s) => EN_END_WORDS.test(s)),
  },
  {
    // "Wenn ich auf Hilfe von meiner Mutter bin": the clause lost its "angewiesen".
    id: 'clause-without-its-verb',
    lang: 'de',
    find: (text) =>
      sentences(text).filter(
        (s) =>
          /\bauf (?:die )?(?:Hilfe|Unterstützung)\b/.test(s) &&
          !/\bangewiesen\b|\bsetze?n?\b|\bhoffe?n?\b|\bzähle?n?\b|\bwarte?n?\b/.test(s),
      ),
  },
  {
    // "Wenn ich Arbeit stemme" is German; "Wenn ich bin," / "weil ich habe." are clauses without their object.
    id: 'clause-without-its-verb',
    lang: 'de',
    find: (text) =>
      [...text.matchAll(/\b(?:wenn|weil|dass|ob) (?:ich|wir|sie|er|es) (?:bin|sind|ist|habe|haben|hat)\s*[,.]/gi)].map(
        (m) => m[0],
      ),
  },
  {
    // "I shop struggle", "I bakers worry", "I takes": after "I" comes a verb without -s, an adverb or an auxiliary.
    id: 'glued-i-phrase',
    lang: 'en',
    find: (text, ctx) => {
      if (!/\bI [a-z]/.test(text)) return [];
      const found: string[] = [];
      const nouns = ideaNouns(ctx.founderWords);
      for (const m of text.matchAll(/\bI ([a-z]+)(?: ([a-z]+))?/g)) {
        const [, x = '', y] = m;
        if (/[^s]s$/.test(x) && !ADVERBS_IN_S.has(x) && !/(?:ous|ss|us|is)$/.test(x)) {
          found.push(m[0]);
          continue;
        }
        if (y && nouns.has(x)) {
          const tags = nlp(m[0]).terms().json()[2]?.terms?.[0]?.tags ?? [];
          if (!tags.some((t: string) => ['Preposition', 'Determiner', 'Adverb', 'Conjunction', 'Pronoun'].includes(t)))
            found.push(m[0]);
        }
      }
      for (const match of nlp(text).match('i #Plural+ #Verb').out('array') as string[]) found.push(match);
      return found;
    },
  },
  {
    // "<product> for person": a role noun without its article or plural.
    id: 'bare-singular-noun',
    lang: 'en',
    find: (text) =>
      [
        ...text.matchAll(
          /\b(?:for|to|with|from|of|like) (?:person|user|customer|owner|client|founder|patient|parent|student|employee)(?=\s*(?:[.,;:!?)]|$|\b(?:and|or|who|that|to|in|at|spend|spends|can|will|is|are)\b))/gi,
        ),
      ].map((m) => m[0]),
  },
  {
    // "which lets people takes care of": after let/help/make + object comes the bare verb.
    id: 'verb-after-let',
    lang: 'en',
    find: (text) =>
      [
        ...text.matchAll(
          /\b(?:let|lets|letting|help|helps|helping|make|makes|making) (?:people|them|you|us|me|him|her|everyone|users|customers) ([a-z]+)\b/gi,
        ),
      ]
        .filter((m) => {
          const verb = m[1]!.toLowerCase();
          if (!/[^s]s$/.test(verb)) return false;
          const base = verb
            .replace(/(?:ches|shes|sses|xes|zes|oes)$/, (e) => e.slice(0, -2))
            .replace(/ies$/, 'y')
            .replace(/s$/, '');
          return nlp(`they ${base}`).has('#Verb');
        })
        .map((m) => m[0]),
  },
  regexRule('missing-verb', 'en', /\bto (?:more|less|fewer) (?:time|money|energy|sleep|freedom|room|space|peace)\b/gi),
  {
    id: 'lower-case-name',
    lang: 'both',
    find: (text, ctx) =>
      ctx.personNames
        .flatMap((name) => name.split(/\s+/))
        .filter((part) => part.length > 2 && /^\p{Lu}/u.test(part))
        .filter((part) => new RegExp(`(?<![\\p{L}])${part.toLowerCase()}(?![\\p{L}])`, 'u').test(text))
        .filter((part) => !(ctx.lang === 'de' && germanSpeller.correct(part.toLowerCase())))
        .filter((part) => !(ctx.lang === 'en' && englishWordKnown(part.toLowerCase())))
        .map((part) => part.toLowerCase()),
  },
];

// ---------------------------------------------------------------------------------------------------------------
// The linter

const englishProcessor = retext()
  .use(retextEnglish)
  .use(retextIndefiniteArticle)
  .use(retextRepeatedWords)
  .use(retextSpell, { dictionary: dictionaryEn, max: 1 });
// German is split into words by the same (latin-script) parser; articles and spelling are German's own.
const germanProcessor = retext().use(retextRepeatedWords).use(retextSpell, { dictionary: dictionaryDe, max: 1 });

const SEPARATOR = '\n\n';

function offsetOf(message: VFileMessage): number | undefined {
  const place = message.place as
    | { start?: { offset?: number }; offset?: number; line?: number; column?: number }
    | undefined;
  return place?.start?.offset ?? place?.offset;
}

/** Lints the texts of one round; answers every finding. */
export async function lintTexts(texts: readonly string[], ctx: LintContext): Promise<LintFinding[]> {
  const unique = [...new Set(texts.map((t) => t.trim()).filter(Boolean))];
  const findings: LintFinding[] = [];
  const stems = founderStems(ctx.founderWords);
  const names = new Set(ctx.names.flatMap((n) => n.split(/[\s-]+/)).map((n) => n.toLowerCase()));

  // retext over all texts at once: one document of paragraphs, each message mapped back to its text.
  const starts: number[] = [];
  let document = '';
  for (const text of unique) {
    starts.push(document.length);
    document += text.replace(/\n+/g, ' ') + SEPARATOR;
  }
  const file = await (ctx.lang === 'en' ? englishProcessor : germanProcessor).process(document);
  const englishTexts = new Set(ctx.lang === 'de' ? unique.filter((t) => englishIn(t)) : []);
  for (const message of file.messages) {
    if (message.ruleId === 'overflow') continue;
    const offset = offsetOf(message);
    if (offset === undefined) continue;
    let index = starts.length - 1;
    while (index > 0 && starts[index]! > offset) index--;
    const text = unique[index]!;
    if (message.source === 'retext-spell') {
      const word = String(message.actual ?? '').replace(/[.,;:!?]+$/, '');
      if (!word || /\d/.test(word)) continue;
      if (word.split('-').every((part) => /^\p{Lu}{2,}$/u.test(part) || part.length === 0)) continue; // an acronym
      if (names.has(word.toLowerCase()) || isFounderWord(word, stems)) continue;
      // A name's genitive: "Jessicas", "Lucas" (a name ending in s takes an apostrophe: "Tobias'").
      const base = word.replace(/['’]?s$/, '').toLowerCase();
      if (base !== word.toLowerCase() && names.has(base) && !/[sßxz]$/.test(base)) continue;
      if (ctx.lang === 'en') {
        if (/^\p{Lu}/u.test(word)) continue; // a name
        if (englishWordKnown(word)) continue;
        if (
          word.includes('-') &&
          word.split('-').every((part) => englishWordKnown(part) || names.has(part.toLowerCase()))
        )
          continue;
      } else {
        // An English sentence in a German round is the English criterion's finding, not a misspelling.
        if (englishTexts.has(text)) continue;
        if (germanOrAnglicism(word)) continue;
        if (
          word
            .split('-')
            .every(
              (part) =>
                !part ||
                /^\p{Lu}{2,}$/u.test(part) ||
                germanOrAnglicism(part) ||
                names.has(part.toLowerCase()) ||
                isFounderWord(part, stems),
            )
        )
          continue;
      }
      findings.push({ text, rule: 'spelling', message: `unknown word "${word}"` });
      continue;
    }
    findings.push({
      text,
      rule: String(message.source ?? message.ruleId),
      message: message.reason,
    });
  }

  for (const text of unique) {
    for (const rule of rules) {
      if (rule.lang !== 'both' && rule.lang !== ctx.lang) continue;
      for (const words of rule.find(text, ctx)) findings.push({ text, rule: rule.id, message: `"${words}"` });
    }
  }
  return findings;
}
