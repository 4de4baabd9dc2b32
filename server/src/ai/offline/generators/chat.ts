// Chat answers (HOMECHAT, 'Basic Idea', mentors, the synthetic user) and Johnny's opening of the Basic Idea
// step: a concrete reply that reuses the user's words, a follow-up question, 4–6 suggestions the user can adopt,
// and the upload / fill-all offers when the message asks for them.
import type { PromptRequest } from '../../types.js';
import { basicIdeaBank, chatBank, lexicon, mentorBank, personaBank, starterIdeas } from '../banks.js';
import { buildFacts, type Facts, type SectionKey, templateVars } from '../facts.js';
import { hashString, type Rng } from '../random.js';
import { clipWords, endSentence, lowerFirst, quote, render, words } from '../text.js';
import { brandNames, fillAll, solutionPhrase, suggestionsFor } from './basic-idea.js';
import { summarizeDocument } from './paper.js';

export interface ChatMessage {
  answer: string;
  dialogMessage: string;
  formTransfer: Array<{ text: string }>;
  upload: boolean;
  fill_all: boolean;
  context_id: string;
}

type ChatKind = SectionKey | 'support' | 'file' | 'general';

const LABEL = /^\s*(basic idea)\s+([^:\n]{1,48}?)\s*:\s*/i;
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
  return { label: request.context.contextLabel?.trim() || undefined, message: request.input.trim() };
}

function capitalizeLabel(text: string): string {
  return text.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}

function kindOf(label: string | undefined): ChatKind {
  const l = (label ?? '').toLowerCase();
  if (/extract|file|datei|paper/.test(l)) return 'file';
  if (/support|hilf/.test(l)) return 'support';
  if (/problem/.test(l)) return 'problem';
  if (/user|first|target|nutzer|zielgruppe/.test(l)) return 'users';
  if (/solution|lösung/.test(l)) return 'solution';
  return 'general';
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

export function openingMessage(request: PromptRequest, rng: Rng, contextId = 'Basic Idea problem'): ChatMessage {
  const facts = buildFacts(request, rng.fork('facts'));
  const lang = facts.lang;
  const bank = basicIdeaBank[lang];
  const vars = templateVars(facts);
  const known = facts.phrases.length > 0;
  const answer = [
    render(rng.pick(known ? bank.openingWithContext : bank.openings), vars),
    rng.pick(bank.tips.problem),
  ].join('\n\n');
  const suggestions = known
    ? suggestionsFor('problem', facts, rng.fork('suggestions'), rng.int(4, 6)).map((s) => s.text)
    : rng.sample(starterIdeas[lang], rng.int(4, 6)).map((idea) => idea.problem);
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
  const kind = kindOf(label);
  const lang = request.context.lang;
  const contextId = label ?? request.entry.id;
  const agentId = (request.context.agentId ?? '').trim();
  const upload = kind !== 'file' && mentionsAny(message, [...lexicon.paperCues.en, ...lexicon.paperCues.de]);
  const fillAsk = mentionsAny(message, [...lexicon.fillAllCues.en, ...lexicon.fillAllCues.de]);

  // An empty message restarts the conversation (Reset Chat): the greeting, or Johnny's opening in Basic Idea.
  if (!message && kind === 'general') {
    if (request.entry.id === 'Basic Idea') return openingMessage(request, rng, label ?? 'Basic Idea problem');
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
  if (!JOHNNY.has(agentId.toLowerCase()) && kind === 'general') return mentorMessage(request, message, rng, contextId);

  const section: SectionKey | undefined =
    kind === 'problem' || kind === 'users' || kind === 'solution' ? kind : undefined;
  const statement = isStatement(message);
  const facts = buildFacts(request, rng.fork('facts'), {
    current: section,
    text: kind === 'file' ? fileGist(message, lang) : message,
    assignToCurrent: section !== undefined && statement,
    textWeight: kind === 'file' || statement ? 3 : 0.5,
  });
  const known = facts.phrases.length > 0;
  const bank = basicIdeaBank[lang];
  const vars = templateVars(facts, { text: quote(endSentence(clipWords(message, 30)), lang) });
  const question = (list: string[]) => render(rng.pick(known ? list : list.filter((q) => !q.includes('{'))), vars);
  const parts: string[] = [];
  let dialogMessage: string;
  let suggestions: string[];
  let fillAllOffer = fillAsk;

  if (kind === 'file') {
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
  } else if (section || kind === 'support') {
    const target: SectionKey =
      section ?? (['problem', 'users', 'solution'] as const).find((k) => !facts.sections[k]) ?? 'problem';
    if (section && statement) parts.push(render(rng.pick(bank.acknowledgements[section]!), vars));
    else if (known) parts.push(render(rng.pick(bank.acknowledgements.support!), vars));
    parts.push(rng.pick(bank.tips[section && statement ? target : 'support']!));
    if (!section || !statement) parts.push(rng.pick(bank.tips[target]!));
    dialogMessage = question(bank.questions[statement || !message ? target : 'support']!);
    suggestions = known
      ? suggestionsFor(target, facts, rng.fork('suggestions'), rng.int(4, 6)).map((s) => s.text)
      : rng.sample(starterIdeas[lang], rng.int(4, 6)).map((idea) => idea[target]);
  } else {
    const intent = detectIntent(message, lang);
    const name = facts.card?.name || brandNames(facts, rng.fork('name'), 1)[0]!;
    const intentVars = { ...vars, name, solution: solutionPhrase(facts, rng.fork('solution')) };
    if (intent && (known || intent.answers.every((a) => !a.includes('{')))) {
      parts.push(render(rng.pick(intent.answers), intentVars));
      suggestions =
        intent.id === 'name'
          ? brandNames(facts, rng.fork('names'), 5).map((n) =>
              render(lang === 'de' ? 'Nennen wir es {n}.' : "Let's call it {n}.", { n }),
            )
          : intent.suggestions.map((t) => render(t, intentVars));
    } else if (known) {
      parts.push(render(rng.pick(chatBank[lang].reflect), vars));
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
  if (fillAsk && kind !== 'file') {
    parts.push(rng.pick(bank.fillAllOffers));
    if (known) suggestions = [...fillAll(facts, rng.fork('fill')).map((s) => s.content), ...suggestions];
  }
  const general = known
    ? chatBank[lang].generalSuggestions
    : chatBank[lang].intents.find((i) => i.id === 'greeting')!.suggestions;
  return {
    answer: parts.join('\n\n'),
    dialogMessage,
    formTransfer: fourToSix(suggestions, general, vars, rng.fork('extra')),
    upload,
    fill_all: fillAllOffer,
    context_id: contextId,
  };
}

/** A long file text is read like an uploaded paper: its title and most representative sentences. */
function fileGist(text: string, lang: 'en' | 'de'): string {
  if (words(text).length < 60) return text;
  const paper = summarizeDocument(text, lang);
  return `${paper.title}. ${paper.summary}`;
}

function sectionTitle(lang: 'en' | 'de', index: number): string {
  const titles = lang === 'de' ? ['Problem', 'Erste Nutzer', 'Lösung'] : ['Problem', 'First users', 'Solution'];
  return titles[index]!;
}

function detectIntent(message: string, lang: 'en' | 'de') {
  const lower = message.toLowerCase();
  const messageWords = words(lower);
  for (const intent of chatBank[lang].intents) {
    if (intent.id === 'greeting' && messageWords.length > 4) continue;
    const hit = intent.keywords.some((k) =>
      k.includes(' ') ? lower.includes(k) : messageWords.some((w) => w === k || (k.length >= 5 && w.startsWith(k))),
    );
    if (hit) return intent;
  }
  return undefined;
}

function mentorMessage(request: PromptRequest, message: string, rng: Rng, contextId: string): ChatMessage {
  const lang = request.context.lang;
  const facts = buildFacts(request, rng.fork('facts'), { text: message, assignToCurrent: false, textWeight: 0.5 });
  const perspectives = mentorBank[lang];
  const agent = (request.context.agentId ?? '').toLowerCase();
  const perspective =
    perspectives.find((p) => p.keywords.some((k) => agent.includes(k))) ??
    perspectives[hashString(agent) % perspectives.length]!;
  const vars = templateVars(facts, { text: quote(endSentence(clipWords(message, 30)), lang) });
  const advice = render(rng.pick(perspective.advice), vars);
  const parts = [
    render(rng.pick(chatBank[lang].reflect), vars),
    lang === 'de' ? `${perspective.lens} ${advice}` : `${perspective.lens}, ${advice}`,
  ];
  const cited = citationLine(facts, rng);
  if (cited) parts.push(cited);
  return {
    answer: parts.join('\n\n'),
    dialogMessage: render(rng.pick(perspective.questions), vars),
    formTransfer: fourToSix(
      perspective.suggestions.map((t) => render(t, vars)),
      chatBank[lang].generalSuggestions,
      vars,
      rng.fork('extra'),
    ),
    upload: false,
    fill_all: false,
    context_id: contextId,
  };
}

function synthUserMessage(request: PromptRequest, message: string, rng: Rng, contextId: string): ChatMessage {
  const lang = request.context.lang;
  const facts = buildFacts(request, rng.fork('facts'), { text: message, assignToCurrent: false, textWeight: 0.5 });
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
