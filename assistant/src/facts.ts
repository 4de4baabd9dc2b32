// What the offline engine knows about the user's idea for one request: the Basic Idea sections (from the input,
// the step's saved input and earlier results), an idea card, a paper or product idea, a persona, company data,
// the key phrases of all the user's words, what the idea is about (the subject), who suffers (the group), the kind
// of solution that fits, the product name the founder gave, and the most relevant knowledge-hub sentence. A
// default track title or a bare date are no words of the founder's.
import {
  type ExtractedPaper,
  emptyFrame,
  frameFromEntries,
  frameToEntries,
  type IdeaCard,
  type IdeaFrame,
  isFrameEntryType,
  type ProductIdea,
} from '@idea-studio/sdk';
import { LRUCache } from 'lru-cache';
import { basicIdeaBank, type IdeaKind, lexicon, type Mechanism, type Segment, segments } from './banks.js';
import nlp from './compromise.js';
import { type FrameSource, readFrame, titleName } from './frame/read.js';
import { countableSingular, enPlural, enSingular } from './generators/persona-words.js';
import { factsFromFrame, type IdeaFacts, namesModelForm, readIdeaFacts } from './idea-facts.js';
import { isBusinessWord, isPeopleWord, readText } from './nlp.js';
import type { Rng } from './random.js';
import {
  clipWords,
  contentWords,
  detectLang,
  groupPhrase,
  isGenericWord,
  keyPhrases,
  lowerFirst,
  mentions,
  normalizeSpace,
  type Phrase,
  render,
  sentences,
  stripTerminal,
  type WeightedText,
  words,
} from './text.js';
import type { Lang, Passage, PromptRequest } from './types.js';
import {
  findSufferer,
  findTopics,
  ideaKind,
  ownProductName,
  type ReadText,
  type Sufferer,
  withoutDefaultTitle,
} from './understand.js';

export type SectionKey = 'problem' | 'users' | 'solution';

export interface Sections {
  problem: string;
  users: string;
  solution: string;
}

export type { IdeaCard, ProductIdea };
/** An uploaded paper as the assistant read it (the contract's ExtractedPaper). */
export type Paper = ExtractedPaper;

export interface PersonaRef {
  name: string;
  occupation: string;
}

export interface Citation {
  fileName: string;
  sentence: string;
}

export interface Facts {
  lang: Lang;
  sections: Sections;
  card?: IdeaCard;
  paper?: Paper;
  productIdea?: ProductIdea;
  persona?: PersonaRef;
  coreProblem?: string;
  company?: { name: string | null; mission: string | null; industry: string | null };
  /** The plain text the user sent (JSON input flattened). */
  freeText: string;
  phrases: Phrase[];
  subject: string;
  subject2: string;
  group: string;
  /** The group comes from the user's words or a matching field, not from the generic fallback. */
  groupKnown: boolean;
  /** The people who suffer, as the founder's sentences name them. */
  sufferer?: Sufferer;
  /** The group are organisations (bakeries, firms) rather than private people. */
  business: boolean;
  /** The subject comes from the founder's words, not the fallback. */
  subjectKnown: boolean;
  /** The kind of solution the words point to. */
  kind?: IdeaKind;
  /** The mechanism that fits the idea best (deterministic: by kind and keywords). */
  mechanism: Mechanism;
  /** What the founder's own words name: offer, sufferer, setting, partners, channels, revenue (idea-facts.ts). */
  idea: IdeaFacts;
  /** The product name the founder wrote (in a section or as the track title). */
  ownName?: string;
  /** The founder has given no words of their own yet (nothing, a default title or a date). */
  empty: boolean;
  citation?: Citation;
  contentWords: string[];
  segments: Segment[];
  problemClause: string;
  solutionClause: string;
}

export interface FactOptions {
  /** The section the user is working on (STEP_PROMPT number, chat label). */
  current?: SectionKey;
  /** The user's text for the current section (overrides the input). */
  text?: string;
  /** Accepted for older callers; without words the generators give topic-neutral prompts instead. */
  allowStarter?: boolean;
  /** Whether `text` is the current section's content (a statement, not a question about it). */
  assignToCurrent?: boolean;
  /** How much the user's text counts for the key phrases (a question about the idea counts little). */
  textWeight?: number;
}

const SECTION_TYPES: Record<string, SectionKey> = {
  PROBLEM: 'problem',
  'TARGET USER': 'users',
  TARGET_USER: 'users',
  'TARGET USERS': 'users',
  USERS: 'users',
  'FIRST USERS': 'users',
  SOLUTION: 'solution',
};

export function parseJson(text: string): unknown {
  const trimmed = text.trim();
  if (!/^[[{"]/.test(trimmed)) return undefined;
  try {
    return JSON.parse(trimmed);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(value: unknown): string {
  return typeof value === 'string' ? normalizeSpace(value) : '';
}

/** Every string inside a JSON value (depth-limited), for free text. */
export function collectStrings(value: unknown, limit = 200): string[] {
  const out: string[] = [];
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0 && out.length < limit) {
    const [current, depth] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.trim()) out.push(current.trim());
    } else if (depth < 8 && Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push([current[i], depth + 1]);
    } else if (depth < 8 && isRecord(current)) {
      const values = Object.values(current);
      for (let i = values.length - 1; i >= 0; i--) stack.push([values[i], depth + 1]);
    }
  }
  return out;
}

/** Basic Idea sections from step input entries ([{type, content}]) or an object with section-like keys. */
function sectionsFrom(value: unknown): Partial<Sections> {
  const found: Partial<Sections> = {};
  if (Array.isArray(value)) {
    for (const item of value) {
      if (!isRecord(item)) continue;
      const key = SECTION_TYPES[str(item.type).toUpperCase()];
      const content = str(item.content) || str(item.text);
      if (key && content) found[key] = content;
    }
  } else if (isRecord(value)) {
    const problem = str(value.problem) || str(value.problemStatement) || str(value.PROBLEM);
    const users =
      str(value.users) ||
      str(value.targetUsers) ||
      str(value.firstUsers) ||
      str(value.target_user) ||
      str(value['TARGET USER']);
    const solution = str(value.solution) || str(value.solutionMechanism) || str(value.SOLUTION);
    if (problem) found.problem = problem;
    if (users) found.users = users;
    if (solution) found.solution = solution;
    if (Array.isArray(value.entries) || Array.isArray(value.history)) {
      Object.assign(found, sectionsFrom(value.entries ?? value.history));
    }
  }
  return found;
}

/** Depth-first search for the first object matching a test. */
function findObject(
  value: unknown,
  test: (o: Record<string, unknown>) => boolean,
  depth = 0,
): Record<string, unknown> | undefined {
  if (depth > 5) return undefined;
  if (typeof value === 'string' && depth === 0) return findObject(parseJson(value), test, depth + 1);
  if (Array.isArray(value)) {
    for (const item of value) {
      const hit = findObject(item, test, depth + 1);
      if (hit) return hit;
    }
  } else if (isRecord(value)) {
    if (test(value)) return value;
    for (const child of Object.values(value)) {
      const hit = findObject(child, test, depth + 1);
      if (hit) return hit;
    }
  }
  return undefined;
}

function asCard(value: unknown): IdeaCard | undefined {
  const o = findObject(value, (x) => !!str(x.name) && (!!str(x.tagline) || !!str(x.value_proposition)));
  if (!o) return undefined;
  return {
    name: str(o.name),
    tagline: str(o.tagline),
    key_features: Array.isArray(o.key_features) ? o.key_features.map(str).filter(Boolean) : [],
    target_group: str(o.target_group),
    value_proposition: str(o.value_proposition),
  };
}

function asPaper(value: unknown): Paper | undefined {
  if (!isRecord(value) || !str(value.title) || !str(value.summary)) return undefined;
  return { title: str(value.title), author: str(value.author), summary: str(value.summary) };
}

function asProductIdea(value: unknown): ProductIdea | undefined {
  const o = findObject(value, (x) => !!str(x.ideaTitle) || !!str(x.problemStatement));
  if (!o) return undefined;
  return {
    ideaTitle: str(o.ideaTitle),
    ideaAbstract: str(o.ideaAbstract),
    problemStatement: str(o.problemStatement),
    targetUsers: str(o.targetUsers),
    solutionMechanism: str(o.solutionMechanism),
  };
}

function asPersona(value: unknown): PersonaRef | undefined {
  const o = findObject(
    value,
    (x) =>
      !!str(x.name) &&
      (!!str(x.occupation) || isRecord(x.demographics) || !!str(x.short_summary) || !!str(x.sinus_milieu)),
  );
  if (!o) return undefined;
  const demographics = isRecord(o.demographics) ? o.demographics : {};
  return { name: str(o.name), occupation: str(o.occupation) || str(demographics.occupation) };
}

function findCoreProblem(value: unknown): string | undefined {
  const o = findObject(value, (x) => !!str(x.core_problem));
  return o ? str(o.core_problem) : undefined;
}

const GROUP_LEADS = [
  /^(?:my|our|the)\s+(?:first\s+)?(?:users|customers|target\s+group|people|clients)(?:\s+who\s+will\s+use\s+(?:my|our|the)\s+product)?\s+(?:are|is|would\s+be|will\s+be)\s*:?\s*/i,
  /^(?:first\s+users|target\s+group|early\s+adopters|zielgruppe|erste\s+nutzer)\s*[:\-–—]\s*/i,
  /^(?:meine|unsere|die)\s+(?:ersten\s+)?(?:nutzer(?:innen)?|nutzenden|kunden|kundinnen|zielgruppe)\s+(?:sind|ist|wären|werden)\s*:?\s*/i,
];

/** A target group as a short phrase from the user's own description of it (or undefined when too long). */
export function groupClause(text: string, lang: Lang): string | undefined {
  let first = sentences(text)[0] ?? '';
  for (const lead of GROUP_LEADS) first = first.replace(lead, '');
  const cut =
    lang === 'de' ? /\s*(?:[,;:(]|\s[–—-]\s|\sweil\s|\sdenn\s)/ : /\s*(?:[,;:(]|\s[–—-]\s|\sbecause\s|\ssince\s)/;
  first = stripTerminal(first.split(cut)[0] ?? '');
  if (!first) return undefined;
  let parts = first.split(' ');
  if (parts.length > 10) {
    const rel = parts.findIndex((w, i) => i > 0 && /^(who|that|which|die|welche|der|denen)$/i.test(w));
    if (rel > 0 && rel <= 8) parts = parts.slice(0, rel);
  }
  if (parts.length > 10 || parts.length === 0) return undefined;
  return lowerFirst(parts.join(' '), lang);
}

const PROBLEM_LEADS = [
  /^(?:the\s+)?problem(?:\s+I\s+(?:want\s+to\s+)?solve)?\s*(?:is(?:\s+that)?|:)\s*/i,
  /^(?:das\s+)?problem(?:,\s+das\s+ich\s+löse,)?\s*(?:ist(?:,?\s+dass)?|:)\s*/i,
];
const SOLUTION_LEADS = [
  /^(?:(?:my|our|the)\s+)?solution\s*(?:is|:)\s*/i,
  /^we\s+(?:build|offer|create|develop|provide|make)\s+/i,
  /^(?:(?:meine|unsere|die)\s+)?lösung\s*(?:ist|:)\s*/i,
  /^wir\s+(?:bauen|bieten|entwickeln|schaffen|machen)\s+/i,
];

export function clause(text: string, leads: RegExp[], lang: Lang, maxWords = 30): string {
  let first = sentences(text)[0] ?? '';
  for (const lead of leads) first = first.replace(lead, '');
  first = stripTerminal(first);
  if (words(first).length > maxWords) {
    const comma = first.indexOf(', ');
    first = comma > 20 ? first.slice(0, comma) : clipWords(first, maxWords).replace(/ …$/, '');
  }
  return lowerFirst(first, lang);
}

/** The field segments the words point to, best match first. */
export function matchSegments(textWords: string[], lang: Lang): Segment[] {
  return segments[lang]
    .map((segment, index) => ({
      segment,
      index,
      score: segment.keywords.filter((k) => mentions(textWords, k, lang)).length,
    }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((s) => s.segment);
}

/** The knowledge-hub sentence that shares the most words with the idea. */
function bestCitation(passages: Passage[], ideaWords: string[]): Citation | undefined {
  const wanted = new Set(ideaWords);
  let best: (Citation & { score: number }) | undefined;
  passages.forEach((passage, passageIndex) => {
    for (const sentence of sentences(passage.text)) {
      const count = words(sentence).length;
      if (count < 6 || count > 60) continue;
      const overlap = new Set(contentWords(sentence).filter((w) => wanted.has(w))).size;
      const score = overlap * 10 - passageIndex - (count > 40 ? 2 : 0);
      if (!best || score > best.score) {
        best = { fileName: passage.fileName, sentence: clipWords(sentence, 40), score };
      }
    }
  });
  return best ? { fileName: best.fileName, sentence: best.sentence } : undefined;
}

export function buildFacts(request: PromptRequest, _rng: Rng, options: FactOptions = {}): Facts {
  const { context } = request;
  const lang = context.lang;
  const parsed = parseJson(request.input);
  const inputValue = typeof parsed === 'string' ? (parseJson(parsed) ?? parsed) : parsed;

  const sections: Sections = { problem: '', users: '', solution: '' };
  Object.assign(sections, sectionsFrom(context.stepInput));
  // A later step reads the idea from the founder's Basic Idea when its own input says nothing about it.
  if (!sections.problem && !sections.users && !sections.solution)
    Object.assign(sections, sectionsFrom(context.ideaInput));
  const fromInput = sectionsFrom(inputValue);
  for (const key of Object.keys(fromInput) as SectionKey[]) if (fromInput[key]) sections[key] = fromInput[key]!;
  for (const key of Object.keys(sections) as SectionKey[]) sections[key] = withoutDefaultTitle(sections[key]);

  const productIdea = asProductIdea(inputValue);
  if (productIdea) {
    sections.problem ||= productIdea.problemStatement;
    sections.users ||= productIdea.targetUsers;
    sections.solution ||= productIdea.solutionMechanism;
  }
  const paper = asPaper(inputValue);

  let freeText = '';
  if (options.text !== undefined) freeText = normalizeSpace(options.text);
  else if (typeof inputValue === 'string') freeText = normalizeSpace(inputValue);
  else if (inputValue === undefined) freeText = normalizeSpace(request.input);
  else if (!Object.keys(fromInput).length && !productIdea) freeText = collectStrings(inputValue).join('. ');
  // The web sends the track name when nothing is filled: the default title or a date are no words of the user's.
  freeText = withoutDefaultTitle(freeText);
  const assign = options.assignToCurrent ?? options.text === undefined;
  if (options.current && assign && freeText && !fromInput[options.current]) sections[options.current] = freeText;

  const results = context.stepResults.map((r) => r.result);
  const card = asCard(results) ?? asCard(inputValue);
  const persona = asPersona(results);
  const coreProblem = findCoreProblem(results);

  const trackName = withoutDefaultTitle(context.trackName ?? '');
  // The idea frame says what the founder named: the one the round keeps (with the founder's corrections), else the
  // founder's own words read once (the track's title while it is their one-liner, else the Basic Idea sections).
  const own = (text: string | undefined) => (text && sameLanguage(text, lang) ? text : '');
  // A track renamed after the idea card holds the card's name, not the founder's one-liner.
  const titleText = context.idea ? (context.idea.oneLiner ?? '') : trackName;
  const typedOneLiner = words(titleText).length >= 3 ? titleText : '';
  // The founder's own one-liner wins over a stored reading nobody confirmed (the browser stores the reading of the
  // sections as they are typed, and Autofill may have written them); a slot the founder wrote or confirmed stands.
  const kept = storedFrame(context);
  const stored = kept && (!typedOneLiner || frameConfirmed(context)) ? kept : undefined;
  const fromSections = !stored && !typedOneLiner;
  let frame =
    stored ??
    (typedOneLiner
      ? readIdeaFrame({ text: typedOneLiner, title: typedOneLiner }, lang)
      : sectionsFrame(
          { problem: own(sections.problem), users: own(sections.users), solution: own(sections.solution) },
          trackName || productIdea?.ideaTitle || null,
          lang,
        ));
  // The product's name the frame holds (a title "Pfotenmobil – mobile dog grooming" names it), else one the
  // founder's sentences give ("PedalPal is a …").
  const ownName =
    frame.name ??
    ownProductName(
      [sections.solution, freeText, sections.problem, sections.users].filter(Boolean),
      trackName || undefined,
      lang,
    );
  // A track title that is no product name describes the idea ("Fahrrad-Reparatur-Abo für Pendler"); its name is no
  // topic and no people.
  // A one-liner whose offer the founder corrected in the frame no longer says the idea: its words are no topic.
  // The frame's words put together stand in for it wherever the one-liner was taken as the idea.
  const stale = !!stored?.offer && !!typedOneLiner && !squash(typedOneLiner).includes(squash(stored.offer));
  const ideaText = stale ? frameSentence(stored!, typedOneLiner, lang) : typedOneLiner;
  if (stale) {
    if (squash(freeText) === squash(typedOneLiner)) freeText = ideaText;
    for (const key of Object.keys(sections) as SectionKey[])
      if (squash(sections[key]) === squash(typedOneLiner)) sections[key] = ideaText;
  }
  const title = trackName && trackName !== ownName && !stale ? withoutLeadingName(trackName, ownName) : '';

  const texts: WeightedText[] = [];
  const push = (text: string | null | undefined, weight: number) => {
    if (text?.trim()) texts.push({ text, weight });
  };
  const current = options.current;
  push(freeText, options.textWeight ?? 3);
  for (const key of ['problem', 'users', 'solution'] as const) {
    if (sections[key] !== freeText) push(sections[key], key === current ? 3 : key === 'problem' ? 2.2 : 2);
  }
  push(title, 1.5);
  if (productIdea) push(productIdea.ideaTitle, 3);
  if (paper) {
    push(paper.title, 3);
    push(paper.summary, 1);
  }
  if (card) {
    push(card.tagline, 1);
    push(card.target_group, 1);
    push(card.value_proposition, 1);
    for (const f of card.key_features) push(f, 0.6);
  }
  push(coreProblem, 1.5);
  // The company is background: a founder's mission may be about another venture than the idea in front of them.
  for (const turn of request.history) if (turn.role === 'user') push(turn.content, 0.8);

  const phrases = keyPhrases(texts, lang, 14).filter((p) => !ownName || p.key !== ownName.toLowerCase());
  const ideaWords = [...new Set(texts.flatMap((t) => contentWords(t.text)))];
  const matched = matchSegments(ideaWords, lang);
  const bank = basicIdeaBank[lang];
  const read = (text: string) => readText(text, detectLang(text) ?? lang);

  // Who suffers: the founder's own description of the first users, else the people the problem sentences name.
  const sufferer = [sections.problem, freeText, title, sections.solution, productIdea?.ideaTitle, coreProblem]
    .filter((t): t is string => !!t?.trim())
    .map((t) => findSufferer(read(t)))
    .find(Boolean);
  let group: string | undefined;
  let groupKnown = true;
  group = (sections.users && groupClause(sections.users, lang)) || undefined;
  group ||= sufferer?.text;
  group ||= (card?.target_group && groupClause(card.target_group, lang)) || undefined;
  const groupP = groupPhrase(phrases);
  group ||= groupP ? extendGroup(groupP.text, texts, lang) : undefined;
  // A segment's stock group is the last resort: the one-liner's own people (facts.idea) win over it below.
  const groupFromSegment = !group && !!matched[0];
  group ||= matched[0] ? lowerFirst(matched[0].groups[0]!, lang) : undefined;

  // What it is about: the problem's words count most; the people, the product name and the group are no topic.
  const topicTexts: ReadText[] = [
    { text: sections.problem, weight: current === 'problem' ? 3.5 : 3 },
    { text: freeText !== sections.problem ? freeText : '', weight: options.textWeight ?? 3 },
    { text: title, weight: 2.5 },
    { text: productIdea?.ideaTitle ?? '', weight: 2.5 },
    { text: paper?.title ?? '', weight: 2.5 },
    { text: sections.solution !== freeText ? sections.solution : '', weight: 1.5 },
    { text: coreProblem ?? '', weight: 1.5 },
    { text: card?.tagline ?? '', weight: 1 },
    { text: card?.value_proposition ?? '', weight: 1 },
    { text: paper?.summary ?? '', weight: 0.8 },
    { text: sections.users !== freeText ? sections.users : '', weight: 0.5 },
    ...request.history.filter((t) => t.role === 'user').map((t) => ({ text: t.content, weight: 0.5 })),
  ]
    .filter(({ text }) => text.trim())
    .map(({ text, weight }) => ({ reading: read(text), weight }));
  const topics = findTopics(topicTexts, lang, [group ?? '', sufferer?.text ?? '', ownName ?? '', card?.name ?? '']);
  const groupLower = (group ?? '').toLowerCase();
  const fallbackTopic = phrases.find(
    (p) => !p.group && !groupLower.includes(p.key) && !(groupP && p.key === groupP.key),
  );
  let subjectKnown = topics.length > 0 || !!fallbackTopic;
  let subject = topics[0]?.text ?? trimGeneric(fallbackTopic) ?? bank.fallbackSubject;
  // "… to swap surplus vegetables": a topic read with the verb of an infinitive is about the verb's thing.
  const [firstWord, ...restWords] = subject.split(/\s+/);
  if (
    lang === 'en' &&
    restWords.length &&
    topicTexts.some(({ reading }) => ` ${reading.words.join(' ')} `.includes(` to ${firstWord!.toLowerCase()} `))
  )
    subject = restWords.join(' ');
  if (!group) {
    groupKnown = false;
    group = render(bank.fallbackGroup, { subject });
  }
  const firstWords = new Set(subject.toLowerCase().split(' '));
  let subject2 =
    topics.slice(1).find((t) => !t.key.split(' ').some((w) => firstWords.has(w)))?.text ??
    (topics.length
      ? undefined
      : trimGeneric(
          phrases.filter((p) => !p.group).find((p) => !p.words.some((w) => firstWords.has(w.toLowerCase()))),
        )) ??
    subject;

  const kind = ideaKind(
    [
      { text: sections.solution, weight: 3 },
      { text: freeText, weight: 2 },
      { text: title, weight: 2 },
      { text: productIdea?.ideaTitle ?? '', weight: 2 },
      { text: sections.problem, weight: 1 },
      { text: card ? [card.value_proposition, ...card.key_features].join('. ') : '', weight: 1 },
      { text: sections.users, weight: 0.5 },
    ].filter(({ text }) => text.trim()),
    lang,
  );
  const citation = context.passages.length ? bestCitation(context.passages, ideaWords) : undefined;

  // What the founder named, from the frame; the engine's reading of the sentences only where the frame is empty.
  const business = !!sufferer?.business || group.split(' ').some((w) => isBusinessWord(w, lang));
  // Read from the sections, the people the founder's first-users section or problem sentence names (as the engine
  // read the roles of its clauses) are the frame's people: the reader takes a problem sentence's last "for …" ("for
  // their toddlers") for them.
  if (fromSections && groupKnown && !groupFromSegment && (sections.users || sufferer))
    frame = { ...frame, people: group };
  const frameSource = ideaText || [sections.problem, sections.users, sections.solution].join(' ');
  const fallback = { group, groupKnown: groupKnown && !groupFromSegment, business, subject };
  let idea = factsFromFrame(frame, lang, fallback, frameSource);
  // A detail the frame's reading left empty is taken from the engine's reading of the same words, so that no place,
  // partner, channel or price the founder wrote is lost — never in a slot the founder wrote or emptied themselves.
  idea = withReadDetails(
    idea,
    readIdeaFacts(
      typedOneLiner
        ? { title: typedOneLiner }
        : {
            title: own(trackName || productIdea?.ideaTitle),
            problem: own(sections.problem),
            users: own(sections.users),
            solution: own(sections.solution),
          },
      lang,
      fallback,
    ),
    writtenByFounder(context),
    frameSource,
  );
  // The people the frame names are who suffers, and so are the people its offer implies ("surfboard rental" →
  // surfers) when the frame comes from the round or the one-liner; read from the sections, the engine's reading of
  // them stays unless it found no group or a partner ("pick-up at local surf shops").
  const partnerWords = new Set(idea.partners.flatMap((p) => words(p.toLowerCase())));
  const groupIsPartner = words(group.toLowerCase()).some((w) => partnerWords.has(w));
  let sufferedBusiness = business;
  const frameSays = !fromSections || idea.sufferer.named;
  if (idea.sufferer.text && (frameSays || groupIsPartner || !groupKnown || groupFromSegment)) {
    group = idea.sufferer.text;
    groupKnown = true;
    sufferedBusiness = idea.sufferer.business;
  }

  // A one-liner or problem that says whom they cannot find to do what is about that work ("… cannot find someone to
  // walk their dog" is about dog walking, not about dogs) — when the frame names no offer.
  const activity = lang === 'en' && !idea.offer ? soughtActivity(title || sections.problem) : undefined;
  if (activity && activity.toLowerCase() !== subject.toLowerCase()) {
    subject2 = subject;
    subject = activity;
    subjectKnown = true;
  }

  // The thing the frame's offer names is what the idea is about ("Leihausrüstung für Bergsteiger in Hütten der
  // Alpen" is about the equipment, not the Alps; a corrected offer is about the founder's new words).
  // Read from the sections, a thing only the offer's clause names ("an app that forecasts the next day's demand")
  // gives way to the topic the problem sentence names ("bread"): the founder said there what the idea is about.
  const offerThing = ideaThing(idea);
  const clauseThing = !!offerThing && !offerNames(idea.offer, offerThing) && !offerIsFor(frame.offer ?? '', offerThing);
  const problemSays = fromSections && clauseThing && subjectKnown && !!sections.problem;
  if (problemSays) idea = { ...idea, object: subject };
  const thing = problemSays ? undefined : offerThing;
  if (thing && thing.toLowerCase() !== subject.toLowerCase() && offersMore(thing, subject, idea)) {
    subject2 = subject;
    // "everything around bikes": a countable English thing is spoken of in the plural, as the persona deck does.
    subject = lang === 'en' && countableSingular(thing) ? enPlural(thing) : thing;
    subjectKnown = true;
  } else if (thing && lang === 'en' && thing.toLowerCase() === subject.toLowerCase() && countableSingular(thing)) {
    // The sentences gave the offer's thing itself ("wedding dress"): it is spoken of in the plural all the same.
    subject = enPlural(thing);
  }

  // What the founder charges ("Vermittlungsgebühr 20 Euro", "a monthly fee") is no topic: the idea is about what
  // the people pay for, else the partners a marketplace brings together ("Hebammen").
  const charged = new Set(words((idea.revenue?.text ?? '').toLowerCase()));
  const setting = new Set(words((idea.setting?.text ?? '').toLowerCase()));
  const isCharge = (topic: string) => charged.size > 0 && words(topic.toLowerCase()).every((w) => charged.has(w));
  if (isCharge(subject)) {
    const instead = [
      thing,
      ...idea.partners,
      subject2,
      ...topics.map((t) => t.text).filter((t) => !setting.has(t.toLowerCase())),
    ].find((t) => t && !isCharge(t));
    if (instead) [subject, subject2] = [instead, subject2 === instead ? instead : subject2];
  }
  if (isCharge(subject2)) subject2 = subject;

  const solutionText = sections.solution;
  return {
    lang,
    sections,
    card,
    paper,
    productIdea,
    persona,
    coreProblem,
    company: context.company,
    freeText,
    phrases,
    subject,
    subject2,
    group,
    groupKnown,
    sufferer,
    idea,
    business: sufferedBusiness,
    subjectKnown,
    kind,
    mechanism: bestMechanism(kind, ideaWords, lang),
    ownName,
    // Words the tagger finds no phrase in (sloppy lower-case German: "gewürzabo für hobbyköche …") are still the
    // founder's idea when the frame read an offer or people in them.
    empty:
      phrases.length === 0 &&
      !sections.problem &&
      !sections.users &&
      !sections.solution &&
      !idea.offer &&
      !idea.sufferer.named,
    citation,
    contentWords: ideaWords,
    segments: matched,
    problemClause: sameLanguage(sections.problem, lang) ? clause(sections.problem, PROBLEM_LEADS, lang) : '',
    solutionClause:
      solutionText && sameLanguage(solutionText, lang)
        ? clause(withoutName(solutionText, ownName), SOLUTION_LEADS, lang)
        : '',
  };
}

const squashed = (text: string) => text.toLowerCase().replace(/[\s-]+/g, '');

/** Whether the offer's own words hold its thing ("camping gear rental", "Leihausrüstung"). */
function offerNames(offer: string, thing: string): boolean {
  return squashed(offer).includes(squashed(thing));
}

/** Whether the offer span says what it is for ("a platform for dog walking", "eine App für Dienstpläne"). */
function offerIsFor(span: string, thing: string): boolean {
  const escaped = thing.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const lead = '(?:for|of|with|für|von|mit)\\s+(?:(?:the|a|an|their|der|die|das|den|dem|ihre[nm]?)\\s+)?';
  return new RegExp(`\\b${lead}${escaped}`, 'iu').test(span);
}

/** What the one-liner offers as a topic: its object ("kayak", "Ausrüstung"), a German one-word service as a whole. */
function ideaThing(idea: IdeaFacts): string | undefined {
  const single = idea.offer && !idea.offer.includes(' ');
  // A German one-word service stands whole ("Hundebetreuung"), unless its own last part is how it earns
  // ("Fahrrad-Reparatur-Abo" is about the repair).
  const service = ['service', 'course', 'delivery'].includes(idea.form ?? '');
  if (idea.lang === 'de' && single && service && !(idea.object && namesModelForm(idea.offer, 'de'))) return idea.offer;
  const object = idea.object?.trim();
  if (!object || !/\p{L}{3,}/u.test(object)) return undefined;
  // "Kinder", "Senioren": people are no topic (a business word such as "workshops" or "lockers" is).
  const last = words(object).at(-1) ?? '';
  const people = idea.lang === 'de' ? isPeopleWord(last, 'de') : lexicon.groupWords.en.includes(last.toLowerCase());
  if (people && !isBusinessWord(last, idea.lang)) return undefined;
  return object;
}

/** Someone sought to do a thing to something: "find someone to walk their dog". */
const SOUGHT_TO_DO =
  /\b(?:find|get|hire|book)\s+(?:someone|somebody|anyone|anybody|a\s+person|people)\s+(?:to|who\s+(?:can|will))\s+([a-z]+)\s+(?:their|the|his|her|my|our|your|a|an)\s+([a-z]+)\b/i;

/** The work a one-liner's people cannot find someone for, as English names it: "dog walking", "window cleaning". */
function soughtActivity(title: string): string | undefined {
  const match = SOUGHT_TO_DO.exec(title);
  if (!match) return undefined;
  const [, verb, thing] = match as unknown as [string, string, string];
  const gerund = nlp(`they ${verb.toLowerCase()} it`)
    .verbs()
    .toGerund()
    .text()
    .replace(/^(?:are|is)\s+/, '');
  if (!/^[a-z]+ing$/.test(gerund)) return undefined;
  return `${enSingular(thing.toLowerCase())} ${gerund}`;
}

/**
 * Whether the frame's thing says more than the subject the sentences gave: always, unless the subject is the offer's
 * own fuller words around the thing ("wedding dress" for the dress of a "wedding dress rental").
 */
function offersMore(thing: string, subject: string, idea: IdeaFacts): boolean {
  const same = (a: string, b: string) =>
    a === b ||
    (a.length > 3 && b.length > 3 && (a.startsWith(b) || b.startsWith(a)) && Math.abs(a.length - b.length) <= 2);
  const has = (list: string[], w: string) => list.some((x) => same(x, w));
  const subjectWords = words(subject.toLowerCase());
  const thingWords = words(thing.toLowerCase());
  const offerWords = words(`${idea.offer} ${idea.object ?? ''}`.toLowerCase());
  const fuller = thingWords.every((w) => has(subjectWords, w)) && subjectWords.every((w) => has(offerWords, w));
  return !fuller;
}

/** "Pfotenmobil – mobile dog grooming" → "mobile dog grooming": the name before a dash or colon is said elsewhere. */
function withoutLeadingName(title: string, name: string | undefined): string {
  if (!name) return title;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return title.replace(new RegExp(`^\\s*${escaped}\\s*(?::|[–—-]\\s)\\s*`, 'u'), '').trim() || title;
}

/**
 * The idea in the frame's words, for a one-liner whose offer the founder corrected: "E-scooter servicing for
 * commuters in Leeds, £25 per repair" (the setting with the preposition the one-liner put before it).
 */
function frameSentence(frame: IdeaFrame, oneLiner: string, lang: Lang): string {
  const forWord = lang === 'de' ? 'für' : 'for';
  let setting = frame.setting ?? '';
  const at = setting ? squash(oneLiner).indexOf(squash(setting)) : -1;
  const prep = at > 0 ? oneLiner.slice(0, at).match(/(\p{Ll}{2,4})\s+$/u)?.[1] : undefined;
  if (setting && prep) setting = `${prep} ${setting}`;
  const said = [frame.offer, frame.people ? `${forWord} ${frame.people}` : '', setting].filter(Boolean).join(' ');
  return frame.price ? `${said}, ${frame.price}` : said;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The frame's entries of the round as saved, each with its author: the founder's idea block of the prompt, else the
 * Basic Idea's input (the step's own input while it is the Basic Idea).
 */
function frameEntries(context: PromptRequest['context']): Array<{ type: string; content: string; author: string }> {
  const { idea } = context;
  if (idea?.frame && idea.frameAuthors) {
    return frameToEntries(idea.frame).map((e) => ({ ...e, author: idea.frameAuthors?.[e.type] ?? 'ai' }));
  }
  const input = Array.isArray(context.ideaInput)
    ? context.ideaInput
    : Array.isArray(context.stepInput)
      ? context.stepInput
      : [];
  return (input as Array<{ type?: unknown; content?: unknown; author?: unknown }>)
    .filter((e) => isFrameEntryType(String(e?.type)))
    .map((e) => ({ type: String(e.type), content: String(e.content ?? ''), author: String(e.author ?? 'ai') }));
}

/** Whether the founder wrote or confirmed any slot of the stored frame (authors founder, ai-accepted). */
function frameConfirmed(context: PromptRequest['context']): boolean {
  return frameEntries(context).some((e) => e.author === 'founder' || e.author === 'ai-accepted');
}

/**
 * The frame's slots the founder wrote (a correction, or emptied on purpose: "not said"): the engine's own reading adds
 * nothing to them.
 */
function writtenByFounder(context: PromptRequest['context']): Set<string> {
  return new Set(
    frameEntries(context)
      .filter((e) => e.author === 'founder')
      .map((e) => e.type),
  );
}

/** The frame's facts, with the details only the engine's reading found where the frame has none. */
function withReadDetails(idea: IdeaFacts, read: IdeaFacts, founders: ReadonlySet<string>, source: string): IdeaFacts {
  const union = (a: string[], b: string[]) => [
    ...a,
    ...b.filter(
      (x) => !a.some((y) => y.toLowerCase().includes(x.toLowerCase()) || x.toLowerCase().includes(y.toLowerCase())),
    ),
  ];
  // A time the engine read beside the frame's place ("at hardware stores … for the weekend") goes with the place —
  // not one that names a thing of the founder's ("at Christmas markets").
  const time = read.setting?.time;
  const at = time ? source.toLowerCase().indexOf(time.toLowerCase()) : -1;
  const timeOfThing = at >= 0 && /^\s+\p{L}/u.test(source.slice(at + time!.length));
  const setting =
    idea.setting && time && !timeOfThing && !idea.setting.time && !founders.has('SETTING')
      ? { ...idea.setting, time, text: `${idea.setting.text} ${time}` }
      : idea.setting;
  return {
    ...idea,
    ...(setting ? { setting } : {}),
    // Nobody named: the people the engine's reading implies ("community centres" → residents) rather than the
    // offer's, so the personas stay in the founder's market.
    ...(!idea.sufferer.named && read.sufferer.text && !founders.has('PEOPLE') ? { sufferer: read.sufferer } : {}),
    ...(!idea.setting && read.setting && !founders.has('SETTING') ? { setting: read.setting } : {}),
    partners: founders.has('PARTNERS') ? idea.partners : union(idea.partners, read.partners),
    channels: founders.has('CHANNELS') ? idea.channels : union(idea.channels, read.channels),
    ...(!idea.revenue && read.revenue && !founders.has('PRICE') ? { revenue: read.revenue } : {}),
  };
}

/** The idea frame the round keeps in its Basic Idea input (the step's own input while it is the Basic Idea). */
function storedFrame(context: PromptRequest['context']): IdeaFrame | undefined {
  return context.idea?.frame ?? frameFromEntries(context.ideaInput) ?? frameFromEntries(context.stepInput);
}

// Reading is deterministic: the same words give the same frame, so a round's prompts read them once.
const frameCache = new LRUCache<string, IdeaFrame>({ max: 500 });

/**
 * The idea frame of the Basic Idea's sections, each read on its own: the solution says the offer, its price,
 * partners, channels and shape; the first-users section the people; any of them the setting.
 */
function sectionsFrame(sections: Sections, title: string | null, lang: Lang): IdeaFrame {
  const read = (text: string) => (text.trim() ? readIdeaFrame({ text, title }, lang) : undefined);
  const solution = read(sections.solution);
  const users = read(sections.users);
  const problem = read(sections.problem);
  const all = [solution, users, problem].filter((f): f is IdeaFrame => !!f);
  const first = <K extends keyof IdeaFrame>(key: K, from: Array<IdeaFrame | undefined> = all) =>
    from.map((f) => f?.[key]).find((v) => (Array.isArray(v) ? v.length > 0 : v !== null && v !== undefined));
  const priced = all.find((f) => f.price || f.priceKind);
  const shaped = all.find((f) => f.shape !== 'other');
  return {
    offer: (first('offer', [solution, problem]) as string | undefined) ?? null,
    people: (first('people', [users, solution, problem]) as string | undefined) ?? null,
    setting: (first('setting') as string | undefined) ?? null,
    price: priced?.price ?? null,
    priceKind: priced?.priceKind ?? null,
    partners: (first('partners') as string[] | undefined) ?? [],
    channels: (first('channels') as string[] | undefined) ?? [],
    shape: shaped?.shape ?? 'other',
    name: (first('name') as string | undefined) ?? titleName(title, lang),
  };
}

/** The founder's words read into the idea frame, once per text (an empty frame when there are none). */
function readIdeaFrame(source: FrameSource, lang: Lang): IdeaFrame {
  if (!/\p{L}{2,}/u.test(source.text)) return { ...emptyFrame(), name: titleName(source.title, lang) };
  const key = `${lang}\u0000${source.title ?? ''}\u0000${source.text}`;
  let frame = frameCache.get(key);
  if (!frame) {
    frame = readFrame(source, lang);
    frameCache.set(key, frame);
  }
  return frame;
}

/** A text that is not clearly in the other language (templates never mix languages). */
function sameLanguage(text: string, lang: Lang): boolean {
  if (!text) return false;
  const detected = detectLang(text);
  return !detected || detected === lang || words(text).length < 4;
}

/** "PedalPal is a …", "PedalPal: …" → "a …": the name is said elsewhere, the solution is what follows. */
function withoutName(text: string, name: string | undefined): string {
  if (!name) return text;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(`^\\s*${escaped}\\s*(?:\\bis\\b|\\bist\\b|:|[–—-])\\s*`, 'u'), '').trim() || text;
}

/** The mechanisms of a kind (all but devices when the kind is unknown), best keyword match first. */
export function mechanismsFor(kind: IdeaKind | undefined, ideaWords: string[], lang: Lang): Mechanism[] {
  return basicIdeaBank[lang].mechanisms
    .map((m, index) => ({ m, index, score: m.keywords.filter((k) => mentions(ideaWords, k, lang)).length }))
    .filter(({ m }) => (kind ? m.kind === kind : m.kind !== 'device'))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((x) => x.m);
}

function bestMechanism(kind: IdeaKind | undefined, ideaWords: string[], lang: Lang): Mechanism {
  return mechanismsFor(kind, ideaWords, lang)[0] ?? basicIdeaBank[lang].mechanisms[0]!;
}

/**
 * Widens a group phrase the way the text does: "small bakeries" → "owners of small bakeries" (English "X of Y"),
 * "students" → "students in Munich" (a place after in/from/aus).
 */
function extendGroup(group: string, texts: WeightedText[], lang: Lang): string {
  let result = group;
  if (lang === 'en') {
    const escaped = group.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const owners = new RegExp(
      `\\b(owners|parents|managers|members|teams|operators|families|residents|staff|employees|users|customers|founders|students|teachers)\\s+of\\s+(?:the\\s+|a\\s+|an\\s+)?${escaped}\\b`,
      'i',
    );
    for (const { text } of texts) {
      const match = text.match(owners);
      if (match) {
        result = `${match[1]!.toLowerCase()} of ${group}`;
        break;
      }
    }
  }
  const place = /^\s+((?:in|from|around|aus)\s+\p{Lu}[\p{L}-]+)/u;
  for (const { text } of texts) {
    const at = text.toLowerCase().indexOf(group.toLowerCase());
    const match = at >= 0 ? text.slice(at + group.length).match(place) : null;
    if (match) return `${result} ${match[1]}`;
  }
  return result;
}

/** Variables every template may use. */
export function templateVars(facts: Facts, extra: Record<string, string> = {}): Record<string, string> {
  // A subject without a word ("€" read from a price) gives way to the thing the founder offers.
  const subject = /\p{L}{2,}/u.test(facts.subject)
    ? facts.subject
    : facts.idea.object || facts.idea.offer || facts.subject;
  return {
    subject,
    subject2: facts.subject2,
    group: facts.group,
    problem: facts.problemClause || facts.subject,
    solution: facts.solutionClause || mechanismPhrase(facts),
    name: facts.card?.name || facts.ownName || '',
    tagline: facts.card?.tagline ?? '',
    company: facts.company?.name ?? '',
    ...extra,
  };
}

export function sectionText(facts: Facts, key: SectionKey): string {
  return facts.sections[key];
}

/** The fitting mechanism as a noun phrase ("a subscription service that …"), for templates. */
export function mechanismPhrase(facts: Facts, mechanism: Mechanism = facts.mechanism): string {
  const vars = { subject: facts.subject, group: facts.group };
  return lowerFirst(stripTerminal(render(mechanism.template, vars)), facts.lang);
}

/** "bread rescue app" → "bread rescue": a trailing app/platform/tool says nothing about the subject. */
function trimGeneric(phrase: Phrase | undefined): string | undefined {
  if (!phrase) return undefined;
  const parts = phrase.text.split(' ');
  while (parts.length > 1 && isGenericWord(parts[parts.length - 1]!)) parts.pop();
  return parts.join(' ');
}
