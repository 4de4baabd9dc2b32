// Chat answers (HOMECHAT, 'Basic Idea', mentors, the synthetic user) and Johnny's opening of the Basic Idea
// step: a concrete reply that reuses the user's words, a follow-up question, 4–6 suggestions the user can adopt,
// and the upload / fill-all offers when the message asks for them. Support me answers for the section it was
// pressed in, a direct question gets a coaching answer (questions.ts), and company data stays background: the
// answer is about the idea in front of the user. A context label ('Basic Idea Support me: …', 'Problem Shadowing
// Support me: …') tells what the message is about and is never part of the text an answer quotes or reads.
import type { ChatMessage, Lang } from '@idea-studio/sdk';
import { basicIdeaBank, chatBank, lexicon, mentorBank, personaBank } from '../banks.js';
import { buildFacts, type FactOptions, type Facts, type SectionKey, templateVars } from '../facts.js';
import { type IdeaSection, readLabel, SECTION_LABELS, SECTION_ORDER } from '../labels.js';
import { hashString, type Rng } from '../random.js';
import {
  capitalize,
  clipWords,
  endSentence,
  lowerFirst,
  mentions,
  normalizeSpace,
  quote,
  render,
  words,
} from '../text.js';
import type { PromptRequest } from '../types.js';
import { brandNames, fillAll, solutionPhrase, suggestionsFor } from './basic-idea.js';
import { summarizeDocument } from './paper.js';
import { answerQuestion, isQuestion, questionTopic } from './questions.js';

export type { ChatMessage };

const LABEL = /^\s*(basic idea)\s+([^:\n]{1,48}?)\s*:\s*/i;
/**
 * The context label another step's screen puts in front of a message ('Problem Shadowing Support me: When I …, I'):
 * a step's name, then words of the label, then a colon.
 */
const STEP_LABEL =
  /^\s*((?:problem shadowing|user tinder|insight mapping|solution expert chat|expert chat|feedback card)(?:\s+[^:\n]{1,40}?)?)\s*:\s*/i;
/** A label of a step other than the Basic Idea ('Problem Shadowing Support me'). */
const OTHER_STEP =
  /^(?:problem shadowing|user tinder|insight mapping|solution expert chat|expert chat|feedback card)\b/i;
const JOHNNY = new Set(['', 'flying_jhonny', 'johnny', 'flying_johnny']);
const SYNTH_USER = 'vali_synthuser';

/** The context label ('Basic Idea problem') and the user's message without it. */
function splitLabel(request: PromptRequest): { label?: string; message: string } {
  const match = request.input.match(LABEL);
  if (match) {
    return {
      label: `${capitalizeLabel(match[1]!)} ${match[2]!.trim()}`,
      message: request.input.slice(match[0].length).trim(),
    };
  }
  const step = request.input.match(STEP_LABEL);
  if (step) return { label: step[1]!.trim(), message: request.input.slice(step[0].length).trim() };
  return { label: request.context.contextLabel?.trim() || undefined, message: request.input.trim() };
}

function capitalizeLabel(text: string): string {
  return text.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}

/**
 * Company data is background: the mission of the user's company never becomes the topic of an answer about the
 * idea in front of the user (a founder's company may work on something else entirely). Its name stays.
 */
function ideaFacts(request: PromptRequest, rng: Rng, options: FactOptions = {}): Facts {
  const company = request.context.company;
  const background = company ? { name: company.name, mission: null, industry: null } : undefined;
  return buildFacts({ ...request, context: { ...request.context, company: background } }, rng, options);
}

/** A statement of the user's idea (to adopt as section text), not a question or a request for help. */
function isStatement(message: string): boolean {
  if (words(message).length < 3 || /\?\s*$/.test(message)) return false;
  return !/^(help|can you|could you|would you|please|what|how|why|which|who|hilf|kannst du|könntest du|bitte|was|wie|warum|welche|wer)\b/i.test(
    message.trim(),
  );
}

function mentionsAny(message: string, cues: string[]): boolean {
  const lower = ` ${message.toLowerCase()} `;
  return cues.some((cue) =>
    cue.includes(' ') ? lower.includes(cue) : new RegExp(`[^\\p{L}]${cue}[^\\p{L}]`, 'u').test(lower),
  );
}

/**
 * The details the founder's one-liner named (place, partners, channel, price), in their words, so the answer shows
 * they are kept: "What you named stays in every draft — where: in coastal towns; how it is paid: paid per day."
 */
export function namedDetailsLine(facts: Facts): string | undefined {
  const bank = chatBank[facts.lang].namedDetails;
  const idea = facts.idea;
  const pieces: string[] = [];
  if (idea.setting?.text) pieces.push(render(bank.setting, { text: idea.setting.text }));
  const channels = idea.channels;
  const partners = idea.partners.filter((p) => !channels.some((c) => c.toLowerCase().includes(p.toLowerCase())));
  if (partners.length) pieces.push(render(bank.partners, { text: partners.join(', ') }));
  if (channels.length) pieces.push(render(bank.channels, { text: channels.join(', ') }));
  if (idea.revenue && idea.revenue.text !== idea.offer) pieces.push(render(bank.revenue, { text: idea.revenue.text }));
  if (pieces.length === 0) return undefined;
  return `${bank.intro} ${facts.lang === 'de' ? '–' : '—'} ${pieces.join('; ')}.`;
}

/**
 * What the founder already named that answers a question in part: the price they named for a price question, the
 * people and place for whom to ask first, the partners for a question about partners, the channel for a first
 * version — in their words.
 */
export function namedForQuestion(topic: string, message: string, facts: Facts): string[] {
  const bank = chatBank[facts.lang].namedForTopic;
  const idea = facts.idea;
  const out: string[] = [];
  const setting = idea.setting?.text ? ` ${idea.setting.text}` : '';
  const group = idea.sufferer.text || facts.group;
  const asksPartners = mentionsAny(message, bank.partnerCues);
  if (asksPartners && idea.partners.length) out.push(render(bank.partners, { text: idea.partners.join(', ') }));
  else if (topic === 'price' && idea.revenue && idea.revenue.text !== idea.offer) {
    const text =
      idea.revenue.price && !idea.revenue.text.includes(idea.revenue.price)
        ? `${idea.revenue.text}, ${idea.revenue.price}`
        : idea.revenue.text;
    out.push(render(bank.price, { text }));
  } else if ((topic === 'customers' || topic === 'market') && group && (idea.sufferer.named || setting)) {
    out.push(render(topic === 'customers' ? bank.customers : bank.market, { group, setting }));
    if (topic === 'customers' && idea.channels[0]) out.push(render(bank.channel, { text: idea.channels[0] }));
  } else if (topic === 'mvp' && idea.channels[0]) out.push(render(bank.mvp, { text: idea.channels[0] }));
  return out.map((line) => capitalize(line));
}

function toItems(texts: string[]): Array<{ text: string }> {
  const seen = new Set<string>();
  const out: Array<{ text: string }> = [];
  for (const text of texts) {
    const t = text.trim();
    if (!t || seen.has(t.toLowerCase())) continue;
    seen.add(t.toLowerCase());
    out.push({ text: t });
  }
  return out;
}

/** Tops suggestions up to at least 4 (and at most 6) with general ones. */
function fourToSix(
  items: string[],
  general: string[],
  vars: Record<string, string>,
  rng: Rng,
): Array<{ text: string }> {
  const extra = rng.shuffle(general).map((t) => render(t, vars));
  return toItems([...items, ...extra]).slice(0, Math.max(4, Math.min(6, items.length)));
}

function citationLine(facts: Facts, rng: Rng): string | undefined {
  if (!facts.citation) return undefined;
  return render(rng.pick(basicIdeaBank[facts.lang].passageMentions), {
    file: facts.citation.fileName,
    quote: quote(endSentence(facts.citation.sentence), facts.lang),
  });
}

export function openingMessage(request: PromptRequest, rng: Rng, contextId = SECTION_LABELS.problem): ChatMessage {
  const facts = ideaFacts(request, rng.fork('facts'));
  const lang = facts.lang;
  const bank = basicIdeaBank[lang];
  const vars = templateVars(facts);
  const known = facts.phrases.length > 0;
  const answer = [
    render(rng.pick(known ? bank.openingWithContext : bank.openings), vars),
    rng.pick(bank.tips.problem),
  ].join('\n\n');
  // Without the founder's words suggestionsFor gives topic-neutral prompts and marked examples.
  const suggestions = suggestionsFor('problem', facts, rng.fork('suggestions'), rng.int(4, 6)).map((s) => s.text);
  return {
    answer,
    dialogMessage: rng.pick(bank.openingQuestion),
    formTransfer: toItems(suggestions),
    upload: false,
    fill_all: false,
    context_id: contextId,
  };
}

export function chatMessage(request: PromptRequest, rng: Rng): ChatMessage {
  const { label, message } = splitLabel(request);
  const read = readLabel(label);
  const lang = request.context.lang;
  const contextId = label ?? request.entry.id;
  const agentId = (request.context.agentId ?? '').trim();
  const upload = read.kind !== 'file' && mentionsAny(message, [...lexicon.paperCues.en, ...lexicon.paperCues.de]);
  const fillAsk = mentionsAny(message, [...lexicon.fillAllCues.en, ...lexicon.fillAllCues.de]);

  // An empty message restarts the conversation (Reset Chat): the greeting, or Johnny's opening in Basic Idea.
  if (!message && read.kind === 'general') {
    if (request.entry.id === 'Basic Idea') return openingMessage(request, rng, label ?? SECTION_LABELS.problem);
    return {
      answer: rng.pick(basicIdeaBank[lang].greetings),
      dialogMessage: rng.pick(basicIdeaBank[lang].questions.general!),
      formTransfer: toItems(rng.shuffle(chatBank[lang].intents.find((i) => i.id === 'greeting')!.suggestions)),
      upload: false,
      fill_all: false,
      context_id: contextId,
    };
  }
  if (agentId === SYNTH_USER) return synthUserMessage(request, message, rng, contextId);
  // Support me of another step (Problem Shadowing): help with what is open there, not with a Basic Idea section.
  if (label && OTHER_STEP.test(label)) return stepSupportMessage(request, message, rng, contextId);
  if (read.kind === 'support') return supportMessage(request, message, read.section, rng);
  // A question on a topic gets the coaching answer; a vague one ("Who else?") in a section gets drafts for the
  // section, and in the general chat an intent's answer when one fits.
  const topic =
    read.kind !== 'file' && !upload && !fillAsk && isQuestion(message) ? questionTopic(message, lang) : null;
  const asked = topic !== null && (topic.id !== 'general' || (read.kind === 'general' && !detectIntent(message, lang)));
  if (!JOHNNY.has(agentId.toLowerCase()) && (read.kind === 'general' || asked)) {
    return mentorMessage(request, message, rng, asked ? request.entry.id : contextId, asked);
  }

  const section: SectionKey | undefined = read.kind === 'section' ? read.section : undefined;
  const statement = !asked && isStatement(message);
  const facts = ideaFacts(request, rng.fork('facts'), {
    current: section,
    text: read.kind === 'file' ? fileGist(message, lang) : message,
    assignToCurrent: section !== undefined && statement,
    textWeight: read.kind === 'file' || statement ? 3 : 0.5,
  });
  if (asked) return questionMessage(request, message, facts, rng);

  const known = facts.phrases.length > 0;
  const bank = basicIdeaBank[lang];
  const vars = templateVars(facts, { text: quote(endSentence(clipWords(message, 30)), lang) });
  const question = (list: string[]) => render(rng.pick(known ? list : list.filter((q) => !q.includes('{'))), vars);
  const parts: string[] = [];
  let dialogMessage: string;
  let suggestions: string[];
  let fillAllOffer = fillAsk;
  // Suggestions of a section answer are texts for that section: no general chat prompts among them.
  let sectionBound = false;

  if (read.kind === 'file') {
    const drafted = fillAll(
      { ...facts, sections: { problem: '', users: '', solution: '' }, freeText: '' },
      rng.fork('file'),
    );
    parts.push(render(rng.pick(bank.acknowledgements.file!), vars));
    parts.push(
      [rng.pick(bank.fileIntro), ...drafted.map((s, i) => `${sectionTitle(lang, i)}: ${s.content}`)].join('\n'),
    );
    dialogMessage = question(bank.questions.file!);
    suggestions = [
      ...drafted.map((s) => s.content),
      ...suggestionsFor('problem', facts, rng.fork('more'), 2).map((s) => s.text),
    ];
    fillAllOffer = true;
  } else if (section) {
    sectionBound = !fillAsk;
    if (statement) parts.push(render(rng.pick(bank.acknowledgements[section]!), vars));
    else if (known) parts.push(render(rng.pick(bank.acknowledgements.support!), vars));
    parts.push(rng.pick(bank.tips[statement ? section : 'support']!));
    if (!statement) parts.push(rng.pick(bank.tips[section]!));
    dialogMessage = question(bank.questions[statement || !message ? section : 'support']!);
    suggestions = sectionDrafts(section, facts, rng);
  } else {
    const intent = detectIntent(message, lang);
    const name = facts.card?.name || brandNames(facts, rng.fork('name'), 1)[0]!;
    const intentVars = { ...vars, name, solution: solutionPhrase(facts, rng.fork('solution')) };
    if (intent && (known || intent.answers.every((a) => !a.includes('{')))) {
      parts.push(render(rng.pick(intent.answers), intentVars));
      suggestions =
        intent.id === 'name' ? nameSuggestions(facts, rng) : intent.suggestions.map((t) => render(t, intentVars));
    } else if (known) {
      parts.push(render(rng.pick(chatBank[lang].reflect), vars));
      const named = namedDetailsLine(facts);
      if (named) parts.push(named);
      parts.push(render(rng.pick(chatBank[lang].nextSteps), vars));
      suggestions = [];
    } else {
      parts.push(rng.pick(bank.greetings));
      suggestions = chatBank[lang].intents.find((i) => i.id === 'greeting')!.suggestions;
    }
    if (facts.card) parts.push(render(rng.pick(chatBank[lang].cardMentions), templateVars(facts)));
    dialogMessage = question(bank.questions.general!);
  }

  const cited = citationLine(facts, rng);
  if (cited) parts.push(cited);
  if (upload) parts.push(rng.pick(bank.uploadOffers));
  if (fillAsk && read.kind !== 'file') {
    parts.push(rng.pick(bank.fillAllOffers));
    if (known) suggestions = [...fillAll(facts, rng.fork('fill')).map((s) => s.content), ...suggestions];
  }
  const general = known
    ? chatBank[lang].generalSuggestions
    : chatBank[lang].intents.find((i) => i.id === 'greeting')!.suggestions;
  return {
    answer: parts.join('\n\n'),
    dialogMessage,
    formTransfer: sectionBound ? toItems(suggestions) : fourToSix(suggestions, general, vars, rng.fork('extra')),
    upload,
    fill_all: fillAllOffer,
    context_id: contextId,
  };
}

/** 4–6 drafts for a section: from the user's words, or topic-neutral prompts and marked examples without them. */
function sectionDrafts(section: SectionKey, facts: Facts, rng: Rng): string[] {
  return suggestionsFor(section, facts, rng.fork('suggestions'), rng.int(4, 6)).map((s) => s.text);
}

function nameSuggestions(facts: Facts, rng: Rng): string[] {
  return brandNames(facts, rng.fork('names'), 5).map((n) =>
    render(facts.lang === 'de' ? 'Nennen wir es {n}.' : "Let's call it {n}.", { n }),
  );
}

/**
 * The section Support me was pressed in: the one its label names; for a bare label (older clients) the section
 * holding the text that came with it, else the first empty one.
 */
function supportTarget(request: PromptRequest, message: string, named: IdeaSection | undefined, rng: Rng) {
  if (named) return named;
  const saved = buildFacts(request, rng.fork('sections')).sections;
  const typed = normalizeSpace(message).toLowerCase();
  const holding = typed ? SECTION_ORDER.find((key) => normalizeSpace(saved[key]).toLowerCase() === typed) : undefined;
  return holding ?? SECTION_ORDER.find((key) => !saved[key].trim()) ?? 'problem';
}

/**
 * Support me: help with the section the user is in — what is strong in the text they have, advice for that
 * section, a question, and drafts for it. The answer's context_id is that section's label, so a clicked draft goes
 * into that section and no other.
 */
function supportMessage(
  request: PromptRequest,
  message: string,
  named: IdeaSection | undefined,
  rng: Rng,
): ChatMessage {
  const target = supportTarget(request, message, named, rng);
  const lang = request.context.lang;
  const facts = ideaFacts(request, rng.fork('facts'), {
    current: target,
    text: message,
    assignToCurrent: message !== '',
    textWeight: message ? 3 : 0.5,
  });
  const bank = basicIdeaBank[lang];
  const known = facts.phrases.length > 0;
  const vars = templateVars(facts, { text: quote(endSentence(clipWords(message, 30)), lang) });
  const usable = (list: string[]) => (known ? list : list.filter((t) => !t.includes('{')));
  const parts: string[] = [];
  if (message) parts.push(render(rng.pick(bank.acknowledgements[target]!), vars));
  const intro = usable(chatBank[lang].support[target]);
  if (intro.length > 0) parts.push(render(rng.pick(intro), vars));
  parts.push(rng.pick(bank.tips[target]!));
  const cited = citationLine(facts, rng);
  if (cited) parts.push(cited);
  return {
    answer: parts.join('\n\n'),
    dialogMessage: render(rng.pick(usable(bank.questions[target]!)), vars),
    formTransfer: toItems(sectionDrafts(target, facts, rng)),
    upload: false,
    fill_all: false,
    context_id: SECTION_LABELS[target],
  };
}

/** What Support me of another step says (chat.json "stepSupport"). */
interface StepSupportBank {
  intro: string[];
  typed: string;
  tips: string[];
  questions: string[];
  completions: string[];
}

/**
 * The situation of Problem Shadowing a message starts with ("When I spend the day in meetings, I") and what the
 * founder typed after it; no situation: all of it is typed.
 */
function situationOf(message: string, lang: Lang): { situation: string; typed: string } {
  const stem = lang === 'de' ? /^(wenn\b[^\n,]*,)\s*(.*)$/isu : /^(when\b[^\n]*?,\s*I)\b\s*(.*)$/isu;
  const match = message.match(stem);
  return match ? { situation: match[1]!.trim(), typed: match[2]!.trim() } : { situation: '', typed: message.trim() };
}

/**
 * Support me of a step other than the Basic Idea (Problem Shadowing): help to finish the open situation from the
 * persona's side — advice, a question and completions in the persona's voice, built from the idea. The label and
 * the situation's own words stay out of the answer's text; only what the founder typed is quoted.
 */
function stepSupportMessage(request: PromptRequest, message: string, rng: Rng, contextId: string): ChatMessage {
  const lang = request.context.lang;
  const { situation, typed } = situationOf(message, lang);
  // The idea comes from the round, never from the situation's words ("meetings" is not the idea's subject).
  const facts = ideaFacts(request, rng.fork('facts'));
  const bank = (chatBank[lang] as typeof chatBank.en & { stepSupport: StepSupportBank }).stepSupport;
  const known = facts.phrases.length > 0;
  const vars = templateVars(facts, { text: typed ? quote(endSentence(clipWords(typed, 30)), lang) : '' });
  const usable = (list: string[]) => (known ? list : list.filter((t) => !t.includes('{')));
  const parts = [rng.pick(bank.intro)];
  if (typed) parts.push(render(bank.typed, vars));
  // With the idea known the advice names it; without, the general advice stands.
  parts.push(render(rng.pick(bank.tips.filter((t) => t.includes('{') === known)), vars));
  // Completions continue the situation's sentence ("When …, I" + "ask …"); without one they stand as sentences.
  const completions = rng.shuffle(usable(bank.completions)).map((t) => render(t, vars));
  return {
    answer: parts.join('\n\n'),
    dialogMessage: render(rng.pick(usable(bank.questions)), vars),
    formTransfer: toItems(situation ? completions : completions.map((t) => capitalize(t))).slice(0, 4),
    upload: false,
    fill_all: false,
    context_id: contextId,
  };
}

/**
 * A direct question: the coaching answer with follow-up questions as suggestions. Its context_id is the prompt id,
 * not a section: a follow-up question never lands in a section's text.
 */
function questionMessage(request: PromptRequest, message: string, facts: Facts, rng: Rng): ChatMessage {
  const reply = answerQuestion(message, facts, rng.fork('question'));
  const parts = [reply.answer, ...namedForQuestion(reply.topic, message, facts)];
  const cited = citationLine(facts, rng);
  if (cited) parts.push(cited);
  const followUps = reply.topic === 'naming' ? [...nameSuggestions(facts, rng), ...reply.followUps] : reply.followUps;
  return {
    answer: parts.join('\n\n'),
    dialogMessage: reply.dialogMessage,
    formTransfer: toItems(followUps).slice(0, 6),
    upload: false,
    fill_all: false,
    context_id: request.entry.id,
  };
}

/** A long file text is read like an uploaded paper: its title and most representative sentences. */
function fileGist(text: string, lang: Lang): string {
  if (words(text).length < 60) return text;
  const paper = summarizeDocument(text, lang);
  return `${paper.title}. ${paper.summary}`;
}

function sectionTitle(lang: Lang, index: number): string {
  const titles = lang === 'de' ? ['Problem', 'Erste Nutzer', 'Lösung'] : ['Problem', 'First users', 'Solution'];
  return titles[index]!;
}

function detectIntent(message: string, lang: Lang) {
  const lower = message.toLowerCase();
  const messageWords = words(lower);
  for (const intent of chatBank[lang].intents) {
    if (intent.id === 'greeting' && messageWords.length > 4) continue;
    // A word or its inflections, never a mere prefix ("price" is not in "priceless"); a German compound's start
    // counts ("Preismodell").
    const hit = intent.keywords.some((k) =>
      k.includes(' ')
        ? lower.includes(k)
        : mentions(messageWords, k, lang) ||
          (lang === 'de' && k.length >= 5 && messageWords.some((w) => w.startsWith(k) && w.length - k.length >= 4)),
    );
    if (hit) return intent;
  }
  return undefined;
}

/** A mentor's answer from its perspective; a direct question also gets the coaching answer. */
function mentorMessage(
  request: PromptRequest,
  message: string,
  rng: Rng,
  contextId: string,
  asked: boolean,
): ChatMessage {
  const lang = request.context.lang;
  const facts = ideaFacts(request, rng.fork('facts'), { text: message, assignToCurrent: false, textWeight: 0.5 });
  const perspectives = mentorBank[lang];
  const agent = (request.context.agentId ?? '').toLowerCase();
  const perspective =
    perspectives.find((p) => p.keywords.some((k) => agent.includes(k))) ??
    perspectives[hashString(agent) % perspectives.length]!;
  const vars = templateVars(facts, { text: quote(endSentence(clipWords(message, 30)), lang) });
  const advice = render(rng.pick(perspective.advice), vars);
  const lens = lang === 'de' ? `${perspective.lens} ${advice}` : `${perspective.lens}, ${advice}`;
  const reply = asked ? answerQuestion(message, facts, rng.fork('question')) : undefined;
  const parts = reply ? [lens, reply.answer] : [render(rng.pick(chatBank[lang].reflect), vars), lens];
  const cited = citationLine(facts, rng);
  if (cited) parts.push(cited);
  const suggestions = perspective.suggestions.map((t) => render(t, vars));
  return {
    answer: parts.join('\n\n'),
    dialogMessage: render(rng.pick(perspective.questions), vars),
    formTransfer: reply
      ? toItems([...reply.followUps, ...suggestions]).slice(0, 6)
      : fourToSix(suggestions, chatBank[lang].generalSuggestions, vars, rng.fork('extra')),
    upload: false,
    fill_all: false,
    context_id: contextId,
  };
}

function synthUserMessage(request: PromptRequest, message: string, rng: Rng, contextId: string): ChatMessage {
  const lang = request.context.lang;
  const facts = ideaFacts(request, rng.fork('facts'), { text: message, assignToCurrent: false, textWeight: 0.5 });
  const bank = personaBank[lang];
  // The same persona for the whole round: chosen by the persona's name or the round, not by the message.
  const anchor = facts.persona?.name || request.context.roundId || 'persona';
  const archetype = bank.archetypes[hashString(anchor) % bank.archetypes.length]!;
  const name = facts.persona?.name || `${archetype.firstNames[0]} ${archetype.lastNames[0]}`;
  const occupation = facts.persona?.occupation || archetype.occupation;
  const vars = templateVars(facts, {
    name,
    occupation: lang === 'en' ? lowerFirst(occupation, lang) : occupation,
  });
  const voice = render(rng.pick(archetype.voice), vars);
  return {
    answer: render(rng.pick(bank.synthAnswers), { ...vars, voice }),
    dialogMessage: rng.pick(bank.synthQuestions),
    formTransfer: toItems(rng.sample(bank.interviewQuestions, rng.int(4, 5)).map((q) => render(q, vars))),
    upload: false,
    fill_all: false,
    context_id: contextId,
  };
}
