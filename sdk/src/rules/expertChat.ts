// The Solution Expert Chat (part 2 §2.13, §3, §4.6, §5, §8): an interview partner tests the solution through the
// eyes of an accepted persona in four rounds. Each round the partner leads in and asks how the persona would react;
// the options are three lettered reactions, a) the most likely, and at least one voices a doubt, a cost or a
// switching barrier from the persona's own objection; Answer for me takes the one that fits the persona. Pure rules
// the web view, the CLI worker and the server's answer repair share.
import type {
  ExpertChatEntry,
  ExpertChatInput,
  ExpertChatResult,
  ExpertChatSummary,
  InterviewPartner,
  Persona,
} from '../ai.js';
import { type Author, authorOf } from './evidence.js';
import { isRecord } from './json.js';
import { normalizePersona } from './persona.js';
import { isDoubter, needWords } from './tinder.js';

/** Rounds of the interview (part 2 §9). */
export const CHAT_ROUNDS = 4;
/** Options per round (part 2 §9: chat options in groups of three). */
export const CHAT_OPTION_COUNT = 3;
/** Options of this many characters or fewer are dropped (part 2 §5). */
export const MIN_OPTION_LENGTH = 5;

/**
 * The three interview partners (part 2 §2.13), our own characters; the first is the default. Their portraits are
 * generated from DiceBear Lorelei (CC0 1.0) into web/public/assets/partners.
 */
export const INTERVIEW_PARTNERS = [
  {
    id: 'mira',
    name: 'Mira Skylark',
    image: '/assets/partners/mira.svg',
    description:
      'A fearless, imaginative girl who turns every idea into an adventure and asks the questions nobody else dares to ask.',
  },
  {
    id: 'corvin',
    name: 'Corvin Ashvale',
    image: '/assets/partners/corvin.svg',
    description:
      'A strategic hero of the night in dark armour who plans three moves ahead and finds the weak spot of a plan before anyone else does.',
  },
  {
    id: 'juno',
    name: 'Juno Brightwell',
    image: '/assets/partners/juno.svg',
    description:
      'A visionary tech founder who thinks in platforms and scale and asks what would make the product ten times better than what people use today.',
  },
] as const satisfies readonly Required<InterviewPartner>[];

export type PartnerId = (typeof INTERVIEW_PARTNERS)[number]['id'];
export const DEFAULT_PARTNER: InterviewPartner = INTERVIEW_PARTNERS[0];

/** The partner of that id or name; undefined for anyone else. */
export function interviewPartner(idOrName: unknown): InterviewPartner | undefined {
  if (typeof idOrName !== 'string') return undefined;
  const key = idOrName.trim().toLowerCase();
  return INTERVIEW_PARTNERS.find((p) => p.id === key || p.name.toLowerCase() === key);
}

/** Refused Save Result: all four rounds need an answer (§4.6). */
export const CHAT_INCOMPLETE = 'Please answer all four rounds before the result can be saved.';
export const CHAT_INCOMPLETE_DE = 'Bitte beantworte alle vier Runden, bevor das Ergebnis gespeichert werden kann.';

/** One round: the partner's current entry (none before it was asked) and the chosen answer ('' while open). */
export interface ChatRound {
  entry?: ExpertChatEntry;
  value: string;
  /** Who chose the answer (issue 26): an option clicked `ai-accepted`, Answer for me `ai`; absent: the AI's. */
  author?: Author;
}

export interface ChatState {
  /** Answered rounds, 0–4 (§4.6). */
  activeStep: number;
  rounds: ChatRound[];
  partner: InterviewPartner;
  persona: Persona;
}

// ── options (§5) ──

const LABEL = /^\s*(?:[([]?[a-cA-C][).:\]]|[a-cA-C]\s*[-–—])\s*/;

/** An option's text without its letter label: "b) I would…" → "I would…" (labels are not shown, §2.13). */
export const stripOptionLabel = (option: string): string => option.replace(LABEL, '').trim();

/**
 * The options of an answer (§5): a list that is not three, but 12 or 9 raw pieces, is merged into three (four or
 * three consecutive pieces each); options of four characters or fewer are dropped. Anything else is kept for the
 * schema to judge, so an answer without usable options is asked again.
 */
export function repairOptions(raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  let pieces = raw.filter((p): p is string => typeof p === 'string').map((p) => p.trim());
  if (pieces.length !== CHAT_OPTION_COUNT && (pieces.length === 12 || pieces.length === 9)) {
    const size = pieces.length / CHAT_OPTION_COUNT;
    pieces = Array.from({ length: CHAT_OPTION_COUNT }, (_, i) =>
      pieces
        .slice(i * size, (i + 1) * size)
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
  }
  return pieces.filter((p) => p.length >= MIN_OPTION_LENGTH).slice(0, CHAT_OPTION_COUNT);
}

/** An entry the chat can show: it has options, a follow-up question and a turn (otherwise it is asked again, §8). */
export function isCompleteChatEntry(entry: unknown): entry is ExpertChatEntry {
  if (!isRecord(entry)) return false;
  return (
    Array.isArray(entry.options) &&
    entry.options.length > 0 &&
    typeof entry.follow_up_question === 'string' &&
    entry.follow_up_question.trim().length > 0 &&
    typeof entry.turn === 'number' &&
    Number.isInteger(entry.turn)
  );
}

// ── state ──

const emptyRounds = (): ChatRound[] => Array.from({ length: CHAT_ROUNDS }, () => ({ value: '' }));

/** A fresh chat with a persona and a partner, at step 0 (Start Chat asks round 1). */
export const startChat = (persona: Persona, partner: InterviewPartner = DEFAULT_PARTNER): ChatState => ({
  activeStep: 0,
  rounds: emptyRounds(),
  partner,
  persona,
});

/** Why a saved chat cannot be restored; undefined when it can. */
export type ChatRestore = { state: ChatState } | { state: null; broken: boolean };

/**
 * The saved input as a state (§3). Nothing saved gives `{state: null, broken: false}`; a chat that is saved but
 * cannot be restored (no persona, an unknown partner, answers without the round's entry, a step that disagrees
 * with the answers) gives `broken: true`: the §8 alert, its files deleted and the chat restarted.
 */
export function chatFromInput(input: unknown): ChatRestore {
  if (!isRecord(input)) return { state: null, broken: false };
  const persona = normalizePersona(input.selectedPersona);
  const partnerSaved = isRecord(input.selectedInterViewPartner) ? input.selectedInterViewPartner : undefined;
  const partner = interviewPartner(partnerSaved?.id) ?? interviewPartner(partnerSaved?.name);
  const controls = Array.isArray(input.controls) ? input.controls : [];
  const step = Number(input.activeStep);
  const started = controls.some((c) => isRecord(c) && (Array.isArray(c.chat) ? c.chat.length > 0 : !!c.value));
  // A chat not started (the empty input of a new or reset step) is nothing saved.
  if (!input.selectedPersona && !started) return { state: null, broken: false };
  if (!persona || !partner || !Number.isInteger(step) || step < 0 || step > CHAT_ROUNDS) {
    return { state: null, broken: true };
  }
  const rounds = emptyRounds().map((_, i): ChatRound => {
    const control = isRecord(controls[i]) ? controls[i] : {};
    const chat = Array.isArray(control.chat) ? control.chat.filter(isCompleteChatEntry) : [];
    const entry = chat.at(-1);
    const value = typeof control.value === 'string' ? control.value : '';
    const author = value.trim() && control.author ? { author: authorOf(control.author) } : {};
    return entry ? { entry, value, ...author } : { value: '' };
  });
  const answered = rounds.findIndex((r) => !r.value.trim());
  const answeredCount = answered === -1 ? CHAT_ROUNDS : answered;
  const consistent =
    answeredCount === step &&
    rounds.slice(0, step).every((r) => r.entry) &&
    rounds.slice(step + 1).every((r) => !r.entry);
  if (!consistent) return { state: null, broken: true };
  return { state: { activeStep: step, rounds, partner, persona } };
}

/** The input of a chat not started yet: what a new step has and Reset leaves (§4.6). */
export const emptyChatInput = (): ExpertChatInput => ({
  activeStep: 0,
  controls: [],
  selectedInterViewPartner: DEFAULT_PARTNER,
  selectedPersona: null,
});

export function chatToInput(state: ChatState): ExpertChatInput {
  return {
    activeStep: state.activeStep,
    controls: state.rounds.map((r) => ({
      value: r.value,
      ...(r.author && r.value.trim() ? { author: r.author } : {}),
      chat: r.entry ? [r.entry] : [],
    })),
    selectedInterViewPartner: state.partner,
    selectedPersona: state.persona,
  };
}

/** The round (1–4) the chat asks or waits on; 0 once all four are answered. */
export const openRound = (state: ChatState): number => (state.activeStep < CHAT_ROUNDS ? state.activeStep + 1 : 0);

/** The open round has no entry yet, so the partner must be asked (Start Chat, after an answer, after Refresh). */
export const needsEntry = (state: ChatState): boolean => {
  const round = openRound(state);
  return round > 0 && !state.rounds[round - 1].entry;
};

/** The partner's entry for the open round. */
export function withEntry(state: ChatState, entry: ExpertChatEntry): ChatState {
  const round = openRound(state);
  if (round === 0) return state;
  return { ...state, rounds: state.rounds.map((r, i) => (i === round - 1 ? { entry, value: '' } : r)) };
}

/**
 * A choice (option 0 = a): the answer is kept without its label, the step advances and the options hide (§4.6).
 * `author`: who chose it, `ai-accepted` for an option the founder clicked, `ai` for Answer for me; without one the
 * answer has none (the web view keeps its authors itself; none counts as the AI's).
 */
export function chooseOption(state: ChatState, option: number, author?: Author): ChatState {
  const round = openRound(state);
  const entry = round > 0 ? state.rounds[round - 1].entry : undefined;
  const chosen = entry?.options[option];
  if (!entry || chosen === undefined) return state;
  return {
    ...state,
    activeStep: state.activeStep + 1,
    rounds: state.rounds.map((r, i) =>
      i === round - 1 ? { entry, value: stripOptionLabel(chosen), ...(author ? { author } : {}) } : r,
    ),
  };
}

/** The longest answer in the founder's own words (a few sentences; the chat's options are one). */
export const OWN_ANSWER_MAX_LENGTH = 1000;

/** The option a value names by its letter ("b", "B)", "(c)"): 0 for a; undefined for any other text. */
export function optionLetter(value: string): number | undefined {
  const match = /^\s*\(?([a-cA-C])\)?[.:]?\s*$/.exec(value);
  return match ? 'abc'.indexOf(match[1]!.toLowerCase()) : undefined;
}

/** Why an answer in the founder's own words cannot be taken; undefined when it can. */
export function ownAnswerIssue(text: string): { en: string; de: string } | undefined {
  if (!text.trim()) return { en: 'The answer is empty.', de: 'Die Antwort ist leer.' };
  if (text.trim().length > OWN_ANSWER_MAX_LENGTH)
    return {
      en: `The answer is longer than ${OWN_ANSWER_MAX_LENGTH} characters.`,
      de: `Die Antwort ist länger als ${OWN_ANSWER_MAX_LENGTH} Zeichen.`,
    };
  return undefined;
}

/**
 * The founder answers the open round in their own words instead of taking an option (a step beyond part 2 §4.6):
 * the text is the round's answer, the founder's (`founder`), and the step advances as after a choice. Nothing
 * changes while no round is open, the round has no entry yet or the text cannot be taken (`ownAnswerIssue`).
 */
export function answerInOwnWords(state: ChatState, text: string, author: Author = 'founder'): ChatState {
  const round = openRound(state);
  const entry = round > 0 ? state.rounds[round - 1].entry : undefined;
  if (!entry || ownAnswerIssue(text)) return state;
  return {
    ...state,
    activeStep: state.activeStep + 1,
    rounds: state.rounds.map((r, i) => (i === round - 1 ? { entry, value: text.trim(), author } : r)),
  };
}

/** A persona's own reasons not to use the offer: the field `objection` and the free field `objections`. */
export function personaObjections(persona: Persona): string[] {
  const record = persona as Record<string, unknown>;
  const list = [record.objection, ...(Array.isArray(record.objections) ? record.objections : [record.objections])];
  return list.filter((o): o is string => typeof o === 'string' && o.trim().length > 0).map((o) => o.trim());
}

const shared = (words: ReadonlySet<string>, other: ReadonlySet<string>) =>
  [...words].filter((w) => other.has(w)).length;

/**
 * Which option of a round fits the persona best (0 = a). Rule: an option scores the words it shares with the
 * persona's goals and pain points once, and the words it shares with the persona's objection twice when the
 * objection is in play — always for a sceptic or anti-user, and for anyone when the round's question touches the
 * objection (shares a word with it). Words every option has (the product, the subject) tell the options nothing and
 * do not count. The highest score wins; a tie goes to the earlier option, a) being the partner's most likely one.
 * So a keen persona asked about its first impression takes the keen answer, but asked about what it doubts, voices
 * its doubt.
 */
export function bestFittingOption(entry: ExpertChatEntry, persona: Persona): number {
  const options = entry.options.map((o) => needWords(stripOptionLabel(o)));
  if (options.length === 0) return 0;
  const common = new Set([...options[0]].filter((w) => options.every((o) => o.has(w))));
  const own = (words: Set<string>) => new Set([...words].filter((w) => !common.has(w)));
  const objection = own(needWords(personaObjections(persona).join(' ')));
  const life = own(needWords([...persona.goals, ...persona.pain_points].join(' ')));
  const question = own(needWords(`${entry.text} ${entry.follow_up_question}`));
  const inPlay = isDoubter(persona) || shared(question, objection) > 0;
  let best = 0;
  let bestScore = -1;
  options.forEach((option, index) => {
    const score = shared(option, life) + (inPlay ? 2 * shared(option, objection) : 0);
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  return best;
}

/** Answer for me: the reaction that fits the persona best (`bestFittingOption`), not always the keenest. */
export function answerForMe(state: ChatState): ChatState {
  const round = openRound(state);
  const entry = round > 0 ? state.rounds[round - 1].entry : undefined;
  // The AI chose it: the answer is the AI's (`ai`), whichever option it is.
  return chooseOption(state, entry ? bestFittingOption(entry, state.persona) : 0, 'ai');
}

/**
 * Refresh (§4.6): the last chat round is removed — the open round's entry, or when every round is answered the
 * fourth answer with its entry — so it is asked again. Returns the removed entry, whose options the new question
 * should not repeat.
 */
export function refreshRound(state: ChatState): { state: ChatState; removed?: ExpertChatEntry } {
  const last = state.rounds.reduce((found, r, i) => (r.entry ? i : found), -1);
  if (last === -1) return { state };
  const removed = state.rounds[last].entry;
  const wasAnswered = state.rounds[last].value.trim().length > 0;
  return {
    removed,
    state: {
      ...state,
      activeStep: wasAnswered ? state.activeStep - 1 : state.activeStep,
      rounds: state.rounds.map((r, i) => (i === last ? { value: '' } : r)),
    },
  };
}

/** Save Result is enabled at step 4 (§4.6). */
export const chatSaveEnabled = (state: ChatState): boolean => state.activeStep >= CHAT_ROUNDS;

/** The interview so far: each answered round's question and the chosen answer. */
export function chatTranscript(state: ChatState): ExpertChatResult['transcript'] {
  return state.rounds.flatMap((r, i) =>
    r.entry && r.value.trim() ? [{ round: i + 1, question: chatQuestion(r.entry), answer: r.value.trim() }] : [],
  );
}

/** What the partner asked in a round: the lead-in and the question. */
export const chatQuestion = (entry: ExpertChatEntry): string =>
  [entry.text.trim(), entry.follow_up_question.trim()].filter(Boolean).join(' ');

/**
 * The content of the STEP_PROMPT for the open round (stepPromptNumber = the round): the partner, the persona, the
 * interview so far, and after a Refresh the options that were shown before, so the partner asks anew.
 */
export function chatPromptContent(state: ChatState, discarded?: ExpertChatEntry): string {
  return JSON.stringify({
    round: openRound(state),
    partner: { name: state.partner.name, description: state.partner.description ?? '' },
    persona: state.persona,
    // An answer the founder wrote in their own words is marked, so the partner reacts to what they said.
    transcript: chatTranscript(state).map((line) =>
      state.rounds[line.round - 1]?.author === 'founder' ? { ...line, own: true } : line,
    ),
    ...(discarded ? { discarded: [discarded.follow_up_question, ...discarded.options] } : {}),
  });
}

/** The content of the CLOSING_STEP_PROMPT: the partner, the persona and the whole transcript. */
export const chatClosingContent = (state: ChatState): string =>
  JSON.stringify({ partner: state.partner.name, persona: state.persona, transcript: chatTranscript(state) });

/** The step's result: the transcript with the chosen answers and what was learned (part 2 §7.2). */
export function expertChatResult(state: ChatState, summary: ExpertChatSummary): ExpertChatResult {
  return {
    interview_partner: state.partner.name,
    persona: state.persona.name,
    // Each chosen answer with who chose it (a round without an author is the AI's).
    transcript: chatTranscript(state).map((line) => ({
      ...line,
      author: authorOf(state.rounds[line.round - 1]?.author),
    })),
    summary: summary.summary.trim(),
    learned: summary.learned.map((l) => l.trim()).filter(Boolean),
    objections: summary.objections.map((o) => o.trim()).filter(Boolean),
  };
}

/** The personas the chat may use: the accepted ones of User Tinder, the main persona first (§2.13). */
export function chatPersonas(tinderInput: unknown, main: Persona | undefined): Persona[] {
  const positive =
    isRecord(tinderInput) && Array.isArray(tinderInput.positivePersonas) ? tinderInput.positivePersonas : [];
  const list = positive.map(normalizePersona).filter((p): p is Persona => p !== null);
  const same = (a: Persona, b: Persona) => a.name.trim().toLowerCase() === b.name.trim().toLowerCase();
  const rest = main ? list.filter((p) => !same(p, main)) : list;
  return main ? [main, ...rest] : rest;
}

/** True when the chat's persona is no longer one of the accepted ones (the §8 alert). */
export const chatPersonaGone = (state: ChatState, personas: readonly Persona[]): boolean =>
  !personas.some((p) => p.name.trim().toLowerCase() === state.persona.name.trim().toLowerCase());
