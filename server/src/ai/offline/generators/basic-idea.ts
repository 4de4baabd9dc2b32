// The Basic Idea step: suggestions per section (problem, first users, solution), the opening, fill-all and the
// idea card — built from the user's words, the round's earlier results and the phrasing banks.
import type { Lang } from '../../types.js';
import { basicIdeaBank, type Mechanism, starterIdeas } from '../banks.js';
import { type Facts, type IdeaCard, type SectionKey, sectionText, templateVars } from '../facts.js';
import type { Rng } from '../random.js';
import {
  capitalize,
  clipWords,
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

export interface Suggestion {
  text: string;
  origin: 'ai' | 'document' | 'user';
  source?: string;
}

function firstSentence(text: string): string {
  return stripTerminal(sentences(text)[0] ?? '');
}

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

/** Mechanisms ordered by how well their keywords match the idea, then by the seeded shuffle. */
function rankedMechanisms(facts: Facts, rng: Rng): Mechanism[] {
  const shuffled = rng.shuffle(basicIdeaBank[facts.lang].mechanisms);
  return shuffled
    .map((m, index) => ({ m, index, score: m.keywords.filter((k) => mentions(facts.contentWords, k)).length }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((x) => x.m);
}

export function suggestionsFor(section: SectionKey, facts: Facts, rng: Rng, count: number): Suggestion[] {
  const bank = basicIdeaBank[facts.lang];
  const vars = templateVars(facts, citationVars(facts));
  const taken = new Set<string>();
  const out: Suggestion[] = [];
  const add = (texts: string[], origin: Suggestion['origin'], source?: string) => {
    for (const text of texts) out.push(source ? { text, origin, source } : { text, origin });
  };

  // Nothing of the user's yet: examples from the starter ideas, so the first click already shows the shape.
  if (facts.starter) {
    const examples = rng.sample(starterIdeas[facts.lang], count).map((idea) => idea[section]);
    add(fill(examples, vars, count, taken), 'ai');
    return out;
  }

  const own = firstSentence(sectionText(facts, section));
  const sentenceVars = { ...vars, sentence: own };
  if (section === 'problem') {
    if (own) add(fill(rng.sample(bank.problemFromSentence, 1), sentenceVars, 1, taken), 'ai');
    if (facts.citation)
      add(fill(rng.sample(bank.passageProblem, 1), vars, 1, taken), 'document', facts.citation.fileName);
    add(fill(rng.shuffle(bank.problemTemplates), vars, count - out.length, taken), 'ai');
  } else if (section === 'users') {
    if (own) add(fill(rng.sample(bank.userFromSentence, 1), sentenceVars, 1, taken), 'ai');
    // Concrete early-adopter groups of the field the idea belongs to, alternating with the user's own group.
    const fieldGroups = facts.segments
      .flatMap((s) => s.groups)
      .map((g) => lowerFirst(g, facts.lang))
      .filter((g) => g.toLowerCase() !== facts.group.toLowerCase());
    const templates = rng.shuffle(withoutRegion(bank.userTemplates, facts.group));
    // Field groups are concrete already ("outpatient care services in rural areas"): no region phrasing for them.
    const fieldTemplates = templates.filter((t) => !/\bregion\b/i.test(t));
    let t = 0;
    for (const fieldGroup of rng.sample(fieldGroups, Math.min(fieldGroups.length, Math.floor(count / 2)))) {
      add(fill([fieldTemplates[t++ % fieldTemplates.length]!], { ...vars, group: fieldGroup }, 1, taken), 'ai');
    }
    const rest = templates.filter((x) => !fieldTemplates.slice(0, t).includes(x));
    add(fill(rest, vars, count - out.length, taken), 'ai');
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

/** STEP_PROMPT: 6–9 suggestions for section 1 (problem), 2 (first users) or 3 (solution). */
export function stepSuggestions(section: SectionKey, facts: Facts, rng: Rng): Suggestion[] {
  return suggestionsFor(section, facts, rng, rng.int(6, 9));
}

export function sectionOf(stepPromptNumber: number | undefined): SectionKey {
  if (stepPromptNumber === 2) return 'users';
  if (stepPromptNumber === 3) return 'solution';
  return 'problem';
}

/** A brandable name from the idea's key words: "BreadPilot", "Soilly", "BrotLoop". */
export function brandNames(facts: Facts, rng: Rng, count: number): string[] {
  const bank = basicIdeaBank[facts.lang];
  const roots: string[] = [];
  const seen = new Set<string>();
  const sources = [facts.subject, facts.subject2, ...facts.phrases.filter((p) => !p.group).map((p) => p.text)];
  for (const source of sources) {
    for (const word of words(source)) {
      if (!isNameRoot(word)) continue;
      const root = singular(shortRoot(word));
      if (root.length < 3 || seen.has(root.toLowerCase())) continue;
      seen.add(root.toLowerCase());
      roots.push(root);
    }
  }
  if (roots.length === 0) roots.push(shortRoot(words(bank.fallbackSubject).pop() ?? 'Idea'));
  // The most relevant roots first; a handy length (4–8 letters) moves a root to the front.
  const top = roots.slice(0, 3).sort((a, b) => Number(handy(b)) - Number(handy(a)));
  const names: string[] = [];
  const suffixes = rng.shuffle(bank.nameSuffixes);
  for (let i = 0; names.length < count && i < suffixes.length * top.length; i++) {
    const root = top[i % top.length]!;
    const suffix = suffixes[i % suffixes.length]!;
    const name = /^\p{Ll}/u.test(suffix)
      ? capitalize(root.toLowerCase().replace(/[aeiouy]+$/, '') + suffix)
      : capitalize(root.toLowerCase()) + suffix;
    if (!names.includes(name)) names.push(name);
  }
  return names;
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
  if (!/^\p{L}{3,}$/u.test(word) || isStopWord(word, 'en') || isStopWord(word, 'de') || isGenericWord(word))
    return false;
  if (!/^\p{Ll}/u.test(word)) return true; // German nouns and names; long compounds are cut by shortRoot
  // Lower-case: English words (adjective endings are skipped) or German adjectives (skipped).
  if (/[äöüß]/.test(word) || word.length > 10) return false;
  return !/(ly|ful|ous|ive|ent|ant|able|ible|ical|less|ing|ed)$/.test(word);
}

/** Long German compounds are cut at a syllable-like boundary: "Brotverschwendung" → "Brot". */
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

/** The solution as a noun phrase ("an app that …"), from the user's text or the best-fitting mechanism. */
export function solutionPhrase(facts: Facts, rng: Rng): string {
  if (facts.solutionClause) return facts.solutionClause;
  const mechanism = rankedMechanisms(facts, rng)[0]!;
  return lowerFirst(stripTerminal(render(mechanism.template, templateVars(facts))), facts.lang);
}

/** Key features from the user's solution (its clauses), the fitting mechanisms and general strengths. */
export function keyFeatures(facts: Facts, rng: Rng, count: number): string[] {
  const bank = basicIdeaBank[facts.lang];
  const vars = templateVars(facts);
  const features: string[] = [];
  const seen = new Set<string>();
  const add = (text: string) => {
    const clean = capitalize(stripTerminal(text));
    const n = words(clean).length;
    if (n < 2 || n > 16 || seen.has(clean.toLowerCase())) return;
    seen.add(clean.toLowerCase());
    features.push(clean);
  };
  for (const part of solutionClauses(sectionText(facts, 'solution'), facts.lang)) add(part);
  // Mechanism features only where the idea's words point to the mechanism.
  const relevant = rankedMechanisms(facts, rng).filter((m) => m.keywords.some((k) => mentions(facts.contentWords, k)));
  for (const mechanism of relevant.slice(0, 2)) add(render(mechanism.feature, vars));
  for (const generic of rng.shuffle(bank.genericFeatures)) add(generic);
  return features.slice(0, count);
}

function solutionClauses(text: string, lang: Lang): string[] {
  const first = stripTerminal(sentences(text)[0] ?? '');
  if (!first) return [];
  // German relative clauses put the verb last, so a part of one is no feature: the sentence stays whole.
  if (lang === 'de') return words(first).length <= 16 ? [first] : [];
  // "An app that forecasts demand, sells leftovers and …" → "forecasts demand", "sells leftovers", …
  const lead = /^(?:(?:a|an|the|our|my)\s+)?[\p{L}-]+(?:\s+[\p{L}-]+)?\s+(?:that|which|who)\s+/iu;
  const parts = first.split(/\s*[,;]\s+(?:and\s+)?|\s+(?:and|plus)\s+/);
  return parts
    .map((p, i) => (i === 0 ? p.replace(lead, '') : p))
    .map((p) => clipWords(p, 14).replace(/ …$/, ''))
    .filter((p) => words(p).length >= 3);
}

export function ideaCard(facts: Facts, rng: Rng): IdeaCard {
  const bank = basicIdeaBank[facts.lang];
  const name = brandNames(facts, rng.fork('name'), 1)[0]!;
  const vars = templateVars(facts, { name, solution: solutionPhrase(facts, rng.fork('solution')) });
  const usersText = sectionText(facts, 'users');
  const target = usersText
    ? capitalize(stripTerminal(clipWords(sentences(usersText)[0] ?? usersText, 24).replace(/ …$/, '')))
    : capitalize(facts.group);
  return {
    name,
    tagline: endSentence(render(rng.fork('tagline').pick(bank.taglines), vars)),
    key_features: keyFeatures(facts, rng.fork('features'), rng.int(3, 5)),
    target_group: target,
    value_proposition: endSentence(render(rng.fork('value').pick(bank.valuePropositions), vars)),
  };
}

export interface FilledSection {
  type: 'PROBLEM' | 'TARGET USER' | 'SOLUTION';
  content: string;
  origin: 'ai' | 'document' | 'user';
  source?: string;
}

/** FILL_OUT_ALL: the user's own sections stay; the missing ones are drafted from what is there. */
export function fillAll(facts: Facts, rng: Rng): FilledSection[] {
  const bank = basicIdeaBank[facts.lang];
  const vars = templateVars(facts);
  const own = facts.sections;
  const starter = facts.starter;

  // A single sentence from the user (an idea title, a paper idea): it is their problem or their solution.
  const given = !own.problem && !own.users && !own.solution && words(facts.freeText).length >= 4 ? facts.freeText : '';
  const givenSolution = given && looksLikeSolution(given) ? endSentence(capitalize(given)) : '';
  const givenProblem = given && !givenSolution && looksLikeProblem(given) ? endSentence(capitalize(given)) : '';

  let problem: FilledSection;
  if (own.problem) problem = { type: 'PROBLEM', content: own.problem, origin: 'user' };
  else if (givenProblem) problem = { type: 'PROBLEM', content: givenProblem, origin: 'user' };
  else if (starter) problem = { type: 'PROBLEM', content: starter.problem, origin: 'ai' };
  else {
    const content = endSentence(render(rng.fork('problem').pick(bank.fillAll.problem), vars));
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
  else if (starter) users = { type: 'TARGET USER', content: starter.users, origin: 'ai' };
  else {
    const group = facts.groupKnown ? facts.group : lowerFirst(facts.segments[0]?.groups[0] ?? facts.group, facts.lang);
    users = {
      type: 'TARGET USER',
      content: endSentence(
        render(rng.fork('users').pick(withoutRegion(bank.fillAll.users, group)), { ...vars, group }),
      ),
      origin: 'ai',
    };
  }

  let solution: FilledSection;
  if (own.solution) solution = { type: 'SOLUTION', content: own.solution, origin: 'user' };
  else if (givenSolution) solution = { type: 'SOLUTION', content: givenSolution, origin: 'user' };
  else if (starter) solution = { type: 'SOLUTION', content: starter.solution, origin: 'ai' };
  else {
    const mechanism = rankedMechanisms(facts, rng.fork('solution'))[0]!;
    solution = { type: 'SOLUTION', content: endSentence(render(mechanism.template, vars)), origin: 'ai' };
  }
  return [problem, users, solution];
}
