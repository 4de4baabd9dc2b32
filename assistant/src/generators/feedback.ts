// The Feedback Card conversation (its step's CHAT, part 2 §2.14, §7.1): a mentor talks with the founder about
// the round's idea from their own focus (market, competition, users, business model, technology, launch) and
// proposes pins of feedback as the talk goes on. The opening pins two first observations and asks the mentor's
// first question; each answer of the founder becomes a pin in their own words (origin user) with the mentor's
// advice, plus two further observations (origin ai), a passage of the founder's documents (origin document, the
// file name) and pages of a web search (origin web, the URL) when the context holds them. The synthetic user
// speaks as the round's main persona, with its own pains, goals and objections, and doubts rather than praises.
// Nothing the mentor offers the founder to send claims a conversation or an observation (“I spoke with three of
// them”, “they all mentioned”): only an interview record the founder keeps holds one, and the offline engine never
// has one to quote — a reply that would claim it is left out, so autofill never pins an invented conversation.
import {
  type FeedbackCardMessage,
  type Persona,
  type PinDraft,
  personaOccupation,
  SYNTHETIC_USER_AGENT,
} from '@idea-studio/sdk';
import { type FeedbackFocus, feedbackBank } from '../banks.js';
import { type Facts, parseJson } from '../facts.js';
import { hashString, Rng } from '../random.js';
import { capitalize, endSentence, lowerFirst, quote, render } from '../text.js';
import type { ChatTurn, Lang, PromptRequest } from '../types.js';
import { type Closing, closingBank, closingOf, fill, firstSentences, fits, type Variant } from './closing-facts.js';
import { inFirstPerson } from './first-person.js';
import { inputPersona, isRecord, listOf, ownObjection } from './persona-notes.js';
import { answerQuestion, isQuestion } from './questions.js';
import { roundFacts } from './round-facts.js';

export type { FeedbackCardMessage, PinDraft };

/** The schema's limit of pins in one answer. */
const MAX_PINS = 5;

/**
 * A text that claims the founder talked to people or watched them (English and German): "I spoke with three of
 * them", "they all mentioned", "in our interviews", "customers told us", "Ich habe … gesprochen". A negated one
 * ("I have not talked to users yet") claims nothing.
 */
const CONVERSATION_CLAIM: Record<Lang, RegExp[]> = {
  en: [
    /\b(?:I|we)(?:'ve|’ve| have| had)?(?: already| recently| just)? (?:spoke|spoken|talked|chatted|met|interviewed|surveyed|asked|visited|observed|watched|shadowed|heard from)\b/i,
    /\b(?:they all|all of them|most of them|many of them|each of them) (?:mentioned|told|complained|confirmed|said)\b/i,
    /\bthey (?:mentioned|complained|told (?:me|us))\b/i,
    /\b(?:customers|users|clients|people|they) (?:have )?told (?:me|us)\b/i,
    /\bin (?:our|my) (?:interviews|conversations|talks|surveys?)\b/i,
  ],
  de: [
    /\b(?:ich|wir) (?:habe|haben|hatte|hatten)(?! (?:\p{L}+ )?(?:noch )?(?:nicht|nie|kein))(?: [\p{L}-]+){0,6} (?:gesprochen|geredet|befragt|interviewt|beobachtet|besucht|getroffen|gehört)\b/iu,
    /\b(?:alle|sie alle|die meisten|viele von ihnen)(?: haben)?(?: [\p{L}-]+){0,4} (?:erwähnt|erzählt|bestätigt|geklagt|gesagt)\b/iu,
    /\b(?:Kunden|Nutzer\p{L}*|Leute|sie) haben (?:uns|mir)?(?: [\p{L}-]+){0,4} (?:gesagt|erzählt|bestätigt)\b/iu,
    /\bin (?:unseren|meinen) (?:Interviews|Gesprächen|Befragungen|Umfragen)\b/i,
  ],
};

export function claimsConversation(text: string, lang: Lang): boolean {
  return CONVERSATION_CLAIM[lang].some((pattern) => pattern.test(text));
}

/** What the conversation so far holds: the founder's answers and the pins already given. */
interface Progress {
  /** How many of the mentor's questions the founder has answered (with this message). */
  turn: number;
  pinnedTopics: Set<string>;
  pinnedContents: Set<string>;
}

function progressOf(history: readonly ChatTurn[], message: string): Progress {
  const pinnedTopics = new Set<string>();
  const pinnedContents = new Set<string>();
  for (const turn of history) {
    if (turn.role !== 'assistant') continue;
    const answer = parseJson(turn.content);
    const pins = isRecord(answer) && Array.isArray(answer.pins) ? answer.pins : [];
    for (const pin of pins) {
      if (!isRecord(pin)) continue;
      if (typeof pin.topic === 'string') pinnedTopics.add(pin.topic);
      if (typeof pin.content === 'string') pinnedContents.add(pin.content);
    }
  }
  // A question of the founder is answered, and the mentor's pending question is asked again.
  const answered = history.filter((t) => t.role === 'user' && !isQuestion(t.content)).length;
  return { turn: answered + (message && !isQuestion(message) ? 1 : 0), pinnedTopics, pinnedContents };
}

/** The focus of a mentor: named for it in the bank, else the one of its main tag, else the general one. */
function focusOf(lang: Lang, agentId: string, mainTag: string | undefined): FeedbackFocus {
  const focuses = feedbackBank[lang].focuses;
  return (
    focuses.find((f) => f.agents.includes(agentId)) ??
    focuses.find((f) => mainTag !== undefined && f.tags.includes(mainTag)) ??
    focuses.find((f) => f.id === 'general')!
  );
}

/** A sentence may open with a filled-in group ("founders listen when…"): each sentence starts upper case. */
const sentenceCase = (text: string) =>
  text.replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_m, before: string, letter: string) => before + letter.toUpperCase());

/**
 * German advice names the product by its name where it has one: "deine Lösung (FahrradFlow)" is "FahrradFlow", "zu
 * deiner Lösung (FahrradFlow)" is "zu FahrradFlow", "jede Funktion deiner Lösung (BierKit)" is "… von BierKit". A
 * solution said as a clause keeps its frame ("deine Lösung (ein Abo, das …)").
 */
const NAME = '(\\p{Lu}[\\p{L}\\p{N}-]*)';
const byName = (text: string) =>
  text
    .replace(new RegExp(`\\bdeine Lösung \\(${NAME}\\)`, 'gu'), '$1')
    .replace(
      new RegExp(`(?<=^|\\s)(zu|mit|von|bei|aus|nach|in|an|auf|über|vor|für)\\s+deiner Lösung \\(${NAME}\\)`, 'gu'),
      '$1 $2',
    )
    .replace(new RegExp(`\\bdeiner Lösung \\(${NAME}\\)`, 'gu'), 'von $1');

const pin = (topic: string, content: string, origin: PinDraft['origin'] = 'ai', source: string | null = null) => ({
  topic: capitalize(topic.trim()),
  content: sentenceCase(content),
  origin,
  source,
});

type Fitted = Variant & { text: string };
type FittedAsk = Variant & { ask: string };
type FittedPin = Variant & { topic: string; content: string };

/** The closing bank's phrasings of a mentor's talk that speak of the idea's facts (closing.json "feedback"). */
interface FocusFacts {
  questions: Record<string, FittedAsk[][]>;
  replies: Record<string, Fitted[][]>;
  pins: Record<string, FittedPin[]>;
}

/**
 * The pins not given yet: first those about what the founder named (the revenue, the partners, the channel, the
 * setting), then the focus's others in an order fixed for the mentor and the round, so each turn adds new ones. A
 * pin that does not fit the offer's form (a monthly fee for a day rental) is left out.
 */
function freshPins(focus: FeedbackFocus, closing: Closing, progress: Progress, seed: string, count: number) {
  const { vars } = closing;
  const own = (closingBank<FocusFacts>(closing.lang, 'feedback').pins[focus.id] ?? [])
    .filter((p) => fits(p, closing))
    .map((p) => pin(fill(p.topic, vars), fill(p.content, vars)));
  const order = new Rng(hashString(seed))
    .shuffle(focus.pins)
    .filter((p) => fits(p as Variant, closing))
    .map((p) => pin(render(p.topic, vars), render(p.content, vars)));
  return [...own, ...order].filter((p) => !progress.pinnedTopics.has(p.topic)).slice(0, count);
}

/** Evidence beyond the talk: the most relevant passage of the founder's documents and the pages a search found. */
function evidencePins(request: PromptRequest, facts: Facts, vars: Record<string, string>, progress: Progress) {
  const bank = feedbackBank[facts.lang];
  const out: PinDraft[] = [];
  if (facts.citation) {
    const { fileName, sentence } = facts.citation;
    const file = { ...vars, file: fileName, quote: quote(endSentence(firstSentences(sentence, 40)), facts.lang) };
    const doc = pin(render(bank.documentPin.topic, file), render(bank.documentPin.content, file), 'document', fileName);
    if (!progress.pinnedTopics.has(doc.topic)) out.push(doc);
  }
  for (const page of request.context.webResults ?? []) {
    const title = page.title.trim();
    if (!title || !page.content.trim() || progress.pinnedTopics.has(title)) continue;
    const content = render(bank.webPin, { title, content: endSentence(firstSentences(page.content.trim(), 45)) });
    out.push(pin(title, content, 'web', page.url));
    if (out.length >= 3) break;
  }
  return out;
}

const topicList = (pins: readonly PinDraft[], lang: Lang) =>
  pins.map((p) => quote(p.topic, lang)).join(lang === 'de' ? ' und ' : ' and ');

/** The mentor's question of a turn: asked about what the founder named when the bank has such a phrasing. */
function questionText(focus: FeedbackFocus, turn: number, closing: Closing): string | undefined {
  const question = focus.questions[turn];
  if (!question) return undefined;
  const own = closingBank<FocusFacts>(closing.lang, 'feedback').questions[focus.id]?.[turn]?.find((q) =>
    fits(q, closing),
  );
  return own ? fill(own.ask, closing.vars) : render(question.ask, closing.vars);
}

/**
 * Replies the founder could send to the question of this turn: first one built from the idea's facts (its form,
 * revenue, partners, channel, setting), then the focus's general ones. Autofill sends the first.
 */
function replies(focus: FeedbackFocus, turn: number, closing: Closing): Array<{ text: string }> {
  const own = closingBank<FocusFacts>(closing.lang, 'feedback').replies[focus.id]?.[turn]?.find(
    (r) => fits(r, closing) && !claimsConversation(fill(r.text, closing.vars), closing.lang),
  );
  const texts = [
    ...(own ? [fill(own.text, closing.vars)] : []),
    ...focus.replies.map((text) => render(text, closing.vars)),
  ].filter((text) => !claimsConversation(text, closing.lang));
  return [...new Set(texts)].slice(0, 4).map((text) => ({ text }));
}

/** A mentor's turn; `known` are the round's facts when the caller has read them already. */
export function feedbackCardMessage(request: PromptRequest, rng: Rng, known?: Facts): FeedbackCardMessage {
  const message = cardMessage(request, rng, known);
  if (request.context.lang !== 'de') return message;
  return {
    ...message,
    answer: byName(message.answer),
    dialogMessage: byName(message.dialogMessage),
    formTransfer: message.formTransfer.map((chip) => ({ ...chip, text: byName(chip.text) })),
    pins: message.pins.map((p) => ({ ...p, topic: byName(p.topic), content: byName(p.content) })),
  };
}

function cardMessage(request: PromptRequest, rng: Rng, known?: Facts): FeedbackCardMessage {
  const { context } = request;
  const lang = context.lang;
  const agentId = (context.agentId ?? '').trim();
  const message = request.input.trim();
  const progress = progressOf(request.history, message);
  const results = context.stepResults.map((r) => r.result);
  // The idea comes from the round's results; the founder's message is their answer to the mentor.
  const facts = known ?? roundFacts(request, rng.fork('facts'));
  if (agentId === SYNTHETIC_USER_AGENT) return personaMessage(request, facts, results, progress, rng);

  const agent = context.agent;
  const focus = focusOf(lang, agentId, agent?.mainTag);
  const bank = feedbackBank[lang];
  const answerText = message ? quote(endSentence(firstSentences(message, 40)), lang) : '';
  // The founder's own product name reads better in advice than a long description of the mechanism.
  const own = facts.card?.name || facts.ownName;
  // The round's main persona, by name: advice about the people can point at the persona the founder tests with.
  const persona = inputPersona({}, results)?.name?.trim() ?? '';
  const closing = closingOf(facts, {
    agent: agent?.name ?? agentId,
    answer: answerText,
    name: own ?? '',
    persona,
    ...(own ? { solution: own } : {}),
  });
  const { vars } = closing;
  const seed = `${agentId}\u0001${context.roundId ?? ''}`;
  const question = questionText(focus, progress.turn, closing);
  const dialogMessage = question ?? render(rng.pick(bank.moreQuestions), vars);
  // Once the mentor's questions are answered, the founder is offered no canned statement to send.
  const formTransfer = question ? replies(focus, progress.turn, closing) : [];

  if (!message) {
    const pins = [...freshPins(focus, closing, progress, seed, 2), ...evidencePins(request, facts, vars, progress)];
    const opening = render(rng.pick(focus.openings), vars);
    const first = render(rng.pick(bank.firstPins), { topics: topicList(pins.slice(0, 2), lang) });
    return { answer: `${opening}\n\n${first}`, dialogMessage, formTransfer, pins: pins.slice(0, MAX_PINS) };
  }

  const parts: string[] = [];
  const pins: PinDraft[] = [];
  if (isQuestion(message)) {
    // A question of the founder gets the coaching answer; nothing of theirs is pinned as a claim.
    parts.push(answerQuestion(message, facts, rng.fork('question')).answer);
  } else {
    parts.push(render(rng.pick(bank.acknowledgements), vars));
    const asked = focus.questions[progress.turn - 1];
    if (asked) pins.push(pin(render(asked.topic, vars), render(asked.pin, vars), 'user'));
  }
  pins.push(...freshPins(focus, closing, progress, seed, 2), ...evidencePins(request, facts, vars, progress));
  const given = pins.slice(0, MAX_PINS);
  if (given.length > 0) parts.push(render(rng.pick(bank.pinned), { topics: topicList(given, lang) }));
  if (!question) parts.push(render(rng.pick(bank.covered), vars));
  return { answer: parts.join('\n\n'), dialogMessage, formTransfer, pins: given };
}

/** A note of the persona as a sentence in their own voice. */
function ownVoice(note: string, lang: Lang): string {
  return endSentence(capitalize(inFirstPerson(note, lang).text));
}

/**
 * The synthetic user: the round's main persona answers in the first person from their own notes. Each turn pins a
 * doubt (an objection, else a pain) and one of the goals or pains not pinned yet; all of it is AI-made (origin ai):
 * a synthetic persona's word is a hint to test with real people, never evidence.
 */
function personaMessage(
  request: PromptRequest,
  facts: Facts,
  results: readonly unknown[],
  progress: Progress,
  rng: Rng,
): FeedbackCardMessage {
  const lang = facts.lang;
  const bank = feedbackBank[lang].persona;
  const persona: Persona | undefined = inputPersona({}, results);
  const message = request.input.trim();
  if (!persona) return { answer: bank.missing, dialogMessage: '', formTransfer: [], pins: [] };

  const occupation = personaOccupation(persona) ?? '';
  const own = facts.card?.name || facts.ownName;
  const { vars } = closingOf(facts, {
    name: persona.name,
    occupation: lang === 'en' ? lowerFirst(occupation, lang) : occupation,
    ...(own ? { solution: own } : {}),
  });
  const pains = listOf(persona.pain_points);
  const goals = listOf(persona.goals);
  const objections = listOf((persona as Record<string, unknown>).objections);
  const doubts = [
    ...objections.map((o) => endSentence(capitalize(ownObjection(o, lang)))),
    ...pains.map((p) => ownVoice(p, lang)),
  ];
  const unpinned = (p: PinDraft) => !progress.pinnedContents.has(p.content);
  // A pain, then a goal, then the next pain…: the first pins already show both sides of the persona.
  const said = (note: string) => endSentence(capitalize(note));
  const painPins = pains.map((p) =>
    pin(render(bank.painTopic, vars), render(bank.painContent, { ...vars, note: said(p) })),
  );
  const goalPins = goals.map((g) =>
    pin(render(bank.goalTopic, vars), render(bank.goalContent, { ...vars, note: said(g) })),
  );
  const notes = Array.from({ length: Math.max(painPins.length, goalPins.length) }, (_, i) => [painPins[i], goalPins[i]])
    .flat()
    .filter((p): p is PinDraft => p !== undefined && unpinned(p));
  const question = bank.questions[progress.turn];
  const dialogMessage = render(question ?? rng.pick(feedbackBank[lang].moreQuestions), vars);
  const formTransfer = bank.replies
    .map((text) => render(text, vars))
    .filter((text) => !claimsConversation(text, lang))
    .map((text) => ({ text }));

  if (!message) {
    return { answer: render(rng.pick(bank.openings), vars), dialogMessage, formTransfer, pins: notes.slice(0, 2) };
  }
  // Each turn voices the next doubt; the founder's answer does not talk the persona out of it.
  const doubt = doubts.length > 0 ? doubts[(progress.turn - 1) % doubts.length]! : undefined;
  const pins: PinDraft[] = [];
  if (doubt) {
    const doubtPin = pin(render(bank.doubtTopic, vars), render(bank.doubtContent, { ...vars, note: doubt }));
    if (unpinned(doubtPin)) pins.push(doubtPin);
  }
  pins.push(...notes.slice(0, 1));
  const voice = doubt ?? render(rng.pick(bank.questions), vars);
  return { answer: render(rng.pick(bank.answers), { ...vars, voice }), dialogMessage, formTransfer, pins };
}
