// Direct questions to Johnny ("How much would busy dog owners pay per grooming visit?", "Wie finde ich meine ersten
// Kunden?"). The offline engine has no market data, so it never invents figures: it says plainly what it cannot
// know and coaches how to find out within a week — experiments, whom to ask and what, and general experience that
// is clearly marked as such — in the words of the founder's own idea.

import { chatBank, type QuestionTopic } from '../banks.js';
import { type Facts, templateVars } from '../facts.js';
import type { Rng } from '../random.js';
import { endSentence, quote, render, sentences, words } from '../text.js';
import type { Lang } from '../types.js';

export interface QuestionAnswer {
  answer: string;
  dialogMessage: string;
  /** Follow-up questions the founder can send next. */
  followUps: string[];
  topic: string;
}

/** The question words of both languages: a German question is recognised under an English profile, too. */
const QUESTION_WORDS = new Set([...chatBank.en.questions.keywords, ...chatBank.de.questions.keywords]);

/** A direct question: it ends with a question mark or starts with a question word ("Wie viel…", "Who…"). */
export function isQuestion(message: string): boolean {
  const text = message.trim();
  if (!text) return false;
  if (/\?\s*$/.test(text)) return true;
  const first = words(text)[0]?.toLowerCase() ?? '';
  return QUESTION_WORDS.has(first) && words(text).length >= 3;
}

/** How well a keyword fits: a whole word or phrase fully, the start of a longer word ("prices") half. */
function hit(lower: string, messageWords: string[], keyword: string): number {
  if (keyword.includes(' ')) return lower.includes(keyword) ? 2 : 0;
  if (messageWords.includes(keyword)) return 2;
  return keyword.length >= 5 && messageWords.some((w) => w.startsWith(keyword)) ? 1 : 0;
}

/** The topic a question is about: the one whose keywords fit it best (ties: the bank's order). */
export function questionTopic(message: string, lang: Lang): QuestionTopic {
  const topics = chatBank[lang].questions.topics;
  const lower = message.toLowerCase();
  const messageWords = words(lower);
  let best = topics.find((t) => t.id === 'general')!;
  let bestScore = 0;
  for (const topic of topics) {
    const score = topic.keywords.reduce((sum, k) => sum + hit(lower, messageWords, k), 0);
    if (score > bestScore) {
      best = topic;
      bestScore = score;
    }
  }
  return best;
}

/** The longest quote of a question, in words. */
const MAX_QUOTE_WORDS = 30;

/**
 * The founder's question as the answer quotes it: whole when it is short, else its sentences up to about
 * {@link MAX_QUOTE_WORDS} words — the one with the question mark first — never cut inside a sentence.
 */
export function questionQuote(message: string): string {
  const text = message.trim().replace(/\s+/g, ' ');
  const count = (t: string) => t.split(' ').filter(Boolean).length;
  if (count(text) <= MAX_QUOTE_WORDS) return text;
  const all = sentences(text);
  const asked = all.find((s) => /\?\s*$/.test(s)) ?? all[0] ?? text;
  let kept = asked;
  for (const sentence of all.filter((s) => s !== asked)) {
    if (count(`${kept} ${sentence}`) > MAX_QUOTE_WORDS) break;
    kept = all.indexOf(sentence) < all.indexOf(asked) ? `${sentence} ${kept}` : `${kept} ${sentence}`;
  }
  return kept;
}

/** The first step (later ones build on it) and `count - 1` more, in their bank order. */
function steps(list: string[], count: number, rng: Rng): string[] {
  const [first, ...rest] = list;
  const chosen = new Set(rng.sample(rest, Math.min(count - 1, rest.length)));
  return [first!, ...rest.filter((item) => chosen.has(item))];
}

/** `count` items in their bank order. */
function inOrder(list: string[], count: number, rng: Rng): string[] {
  const chosen = new Set(rng.sample(list, Math.min(count, list.length)));
  return list.filter((item) => chosen.has(item));
}

/**
 * The coaching answer to a question: the honest limit, three steps to find out, two questions to ask the first
 * users, and one piece of hedged general experience.
 */
export function answerQuestion(message: string, facts: Facts, rng: Rng): QuestionAnswer {
  const bank = chatBank[facts.lang].questions;
  const topic = questionTopic(message, facts.lang);
  const vars = templateVars(facts, { text: quote(endSentence(questionQuote(message)), facts.lang) });
  const numbered = steps(topic.steps, 3, rng).map((step, i) => `${i + 1}. ${render(step, vars)}`);
  const asks = inOrder(topic.ask, 2, rng).map((q) => `– ${render(q, vars)}`);
  const answer = [
    render(rng.pick(topic.lead), vars),
    numbered.join('\n'),
    [bank.askIntro, ...asks].join('\n'),
    render(rng.pick(topic.rule), vars),
  ].join('\n\n');
  return {
    answer,
    dialogMessage: render(rng.pick(bank.answerQuestion), vars),
    followUps: topic.followUps.map((q) => render(q, vars)),
    topic: topic.id,
  };
}
