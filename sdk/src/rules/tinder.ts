// User Tinder (part 2 §2.10, §4.4, §5): the queue of potential users and the founder's verdicts, as pure rules
// the web view and the CLI worker share. A persona is known by its name (the AI's list has distinct names; a
// repeated one is dropped when the queue is made).
import type { Persona, TinderInput, TinderResult } from '../ai.js';
import { normalizePersona, personaOccupation } from './persona.js';

export type TinderVerdict = 'accept' | 'reject' | 'skip';

/** Where the sorting stands: the queue still to sort (front first) and the three lists. */
export interface TinderState {
  queue: Persona[];
  positive: Persona[];
  negative: Persona[];
  skipped: Persona[];
}

/** Alert when Save Result finds no accepted persona (part 2 §5, §8). */
export const NO_POSITIVE_PERSONA = 'Please select at least one positive persona.';
export const NO_POSITIVE_PERSONA_DE = 'Bitte wähle mindestens eine Persona, die passt.';

const personas = (value: unknown): Persona[] =>
  Array.isArray(value) ? value.map(normalizePersona).filter((p): p is Persona => p !== null) : [];

/** Personas with the first of each name kept, so verdicts by name are unambiguous. */
export function distinctPersonas(list: readonly Persona[]): Persona[] {
  const seen = new Set<string>();
  return list.filter((p) => {
    const key = p.name.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const sameName = (a: Pick<Persona, 'name'>, name: string) => a.name.trim().toLowerCase() === name.trim().toLowerCase();
const without = (list: readonly Persona[], name: string) => list.filter((p) => !sameName(p, name));

/** A fresh sorting of freshly loaded personas. */
export function startTinder(loaded: readonly Persona[]): TinderState {
  return { queue: distinctPersonas(loaded), positive: [], negative: [], skipped: [] };
}

/** The saved input as a state (null when nothing usable is saved: the personas are loaded anew). */
export function tinderFromInput(input: unknown): TinderState | null {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return null;
  const saved = input as Partial<Record<keyof TinderInput, unknown>>;
  const state: TinderState = {
    queue: personas(saved.queuedPersonas),
    positive: personas(saved.positivePersonas),
    negative: personas(saved.negativePersonas),
    skipped: personas(saved.skippedPersonas),
  };
  const total = state.queue.length + state.positive.length + state.negative.length + state.skipped.length;
  return total > 0 ? state : null;
}

export function tinderToInput(state: TinderState): TinderInput {
  return {
    positivePersonas: state.positive,
    negativePersonas: state.negative,
    skippedPersonas: state.skipped,
    queuedPersonas: state.queue,
  };
}

/** The front persona of the queue, which the card shows. */
export const currentPersona = (state: TinderState): Persona | undefined => state.queue[0];

/** Match, no match or skip for the persona of that name (by default the front one), taken out of the queue. */
export function classifyPersona(state: TinderState, verdict: TinderVerdict, name?: string): TinderState {
  const persona = name === undefined ? state.queue[0] : state.queue.find((p) => sameName(p, name));
  if (!persona) return state;
  const queue = without(state.queue, persona.name);
  if (verdict === 'accept') return { ...state, queue, positive: [...state.positive, persona] };
  if (verdict === 'reject') return { ...state, queue, negative: [...state.negative, persona] };
  return { ...state, queue, skipped: [...state.skipped, persona] };
}

/** Removing a selection (a My Users thumbnail) puts the persona back at the front of the queue (§4.4). */
export function unclassifyPersona(state: TinderState, name: string): TinderState {
  const persona = [...state.positive, ...state.negative].find((p) => sameName(p, name));
  if (!persona) return state;
  return {
    ...state,
    queue: [persona, ...without(state.queue, name)],
    positive: without(state.positive, name),
    negative: without(state.negative, name),
  };
}

/** The Skipped Users dialog's verdicts: accepted and rejected ones join their lists, the rest stay skipped. */
export function resolveSkipped(
  state: TinderState,
  verdicts: Readonly<Record<string, 'accept' | 'reject'>>,
): TinderState {
  const verdictOf = (p: Persona) =>
    Object.entries(verdicts).find(([name]) => sameName(p, name))?.[1] as 'accept' | 'reject' | undefined;
  return {
    ...state,
    positive: [...state.positive, ...state.skipped.filter((p) => verdictOf(p) === 'accept')],
    negative: [...state.negative, ...state.skipped.filter((p) => verdictOf(p) === 'reject')],
    skipped: state.skipped.filter((p) => !verdictOf(p)),
  };
}

/** Save Result is offered once the queue is empty (§4.4). */
export const tinderSortedAll = (state: TinderState): boolean => state.queue.length === 0;

/** The main persona: the first accepted one (§3). */
export const mainPersonaOf = (state: Pick<TinderState, 'positive'>): Persona | undefined => state.positive[0];

/** The chosen persona moves to the front of the accepted ones (the Prioritize-user dialog's Go ahead). */
export function prioritizePersona(state: TinderState, name: string): TinderState {
  const chosen = state.positive.find((p) => sameName(p, name));
  return chosen ? { ...state, positive: [chosen, ...without(state.positive, name)] } : state;
}

/**
 * What Save Result may do (§4.4, §5): refuse without an accepted persona, ask which one comes first when several
 * are accepted and none was chosen yet, else save.
 */
export type TinderSaveCheck = { ok: true } | { ok: false; reason: 'noPositive' } | { ok: false; reason: 'prioritize' };

export function checkTinderSave(state: TinderState, chosen: boolean): TinderSaveCheck {
  if (state.positive.length === 0) return { ok: false, reason: 'noPositive' };
  if (state.positive.length > 1 && !chosen) return { ok: false, reason: 'prioritize' };
  return { ok: true };
}

/** "Name — occupation", how the result lists a user (also the result's main persona, the contract's MainPersona). */
export function personaLine(persona: Pick<Persona, 'name' | 'occupation' | 'demographics'>): string {
  const occupation = personaOccupation(persona);
  return occupation ? `${persona.name} — ${occupation}` : persona.name;
}

/** The step's result: the main persona in full (stamped with `created`) and the accepted and rejected users. */
export function tinderResult(state: TinderState, created: number = Date.now()): TinderResult {
  const main = mainPersonaOf(state);
  if (!main) throw new Error(NO_POSITIVE_PERSONA);
  return {
    main_persona: { ...main, created },
    accepted_users: state.positive.map(personaLine),
    rejected_users: state.negative.map(personaLine),
  };
}

/** The main persona of a saved Tinder result (what Insight Mapping and later steps work with). */
export function mainPersonaOfResult(result: unknown): Persona | undefined {
  if (!result || typeof result !== 'object') return undefined;
  return normalizePersona((result as { main_persona?: unknown }).main_persona) ?? undefined;
}

// ── the CLI's autofill rule ──

const STOP_WORDS = new Set(
  (
    'about after also because been being between both could does doing during each every from have having into ' +
    'just like more most only other over same some such than that their them then there these they this those ' +
    'through under very want what when where which while with would your people users user first who whose ' +
    'aber alle auch bereits dass denen deren diese dieser dieses durch eine einem einen einer eines haben ihre ' +
    'ihren nach nicht noch oder ohne sein seine sich sind über unter viele wenn werden wollen ersten menschen nutzer ' +
    'the and for who are can not her his our its all one two new use any but few has had how may own per via was ' +
    'der die das und für mit von bei den dem des ein ist sie wer wie aus auf man'
  ).split(' '),
);

/** The content words of a text, cut to a crude stem so "owners" meets "owner" and "Hundebesitzer" meets itself. */
export function needWords(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3 && !STOP_WORDS.has(w));
  const stem = (word: string): string => {
    let w = word.replace(/ies$/u, 'y');
    for (let i = 0; i < 2 && w.length > 4; i++) w = w.replace(/(s|en|er|e|n)$/u, '');
    return w.length > 3 ? w.replace(/s$/u, '') : w;
  };
  const stems = words.map(stem);
  return new Set(stems.filter((w) => w.length >= 3).map((w) => w.slice(0, 8)));
}

const personaText = (p: Persona) =>
  [
    personaOccupation(p),
    p.short_summary,
    ...(p.goals ?? []),
    ...(p.pain_points ?? []),
    ...(p.values ?? []),
    p.lifestyle,
  ]
    .filter(Boolean)
    .join(' ');

/** How many of the first users' content words a persona's occupation, summary, goals, pains, values and life share. */
export function needMatchScore(persona: Persona, firstUsers: string): number {
  const wanted = needWords(firstUsers);
  let score = 0;
  for (const word of needWords(personaText(persona))) if (wanted.has(word)) score += 1;
  return score;
}

/** A persona the answer marks as a doubter (its free `attitude` field: sceptic or anti-user, English or German). */
export function isDoubter(persona: Persona): boolean {
  const attitude = (persona as { attitude?: unknown }).attitude;
  return typeof attitude === 'string' && /scept|skept|anti|ablehn|refus/i.test(attitude);
}

/**
 * The CLI's deterministic classification (documented in the CLI's help): a persona whose needs share at least one
 * content word with the Basic Idea's first users is accepted, the others are rejected, and so is every persona
 * the answer marks as a sceptic or anti-user; the accepted ones are ordered by how much they share (ties keep the
 * AI's order), so the best match is the main persona. When none is accepted that way, the best-scoring persona
 * that is no doubter (the first one on a tie) is accepted, since a result needs one.
 */
export function autoClassify(loaded: readonly Persona[], firstUsers: string): TinderState {
  const queue = distinctPersonas(loaded);
  const scored = queue.map((persona, index) => ({
    persona,
    index,
    score: isDoubter(persona) ? -1 : needMatchScore(persona, firstUsers),
  }));
  const byScore = [...scored].sort((a, b) => b.score - a.score || a.index - b.index);
  const accepted = byScore.filter((s) => s.score > 0);
  const positive = (accepted.length > 0 ? accepted : byScore.slice(0, 1)).map((s) => s.persona);
  const negative = queue.filter((p) => !positive.includes(p));
  return { queue: [], positive, negative, skipped: [] };
}

/**
 * Autofill of a round the founder already sorted: their accepted and rejected people stay as they are (in their
 * order, so their main persona stays first), and only the people still to sort — queued or skipped — are sorted by
 * `autoClassify`'s rule. A persona is accepted by default only while the founder has accepted none.
 */
export function autoClassifyRest(saved: TinderState, firstUsers: string): TinderState {
  const rest = [...saved.queue, ...saved.skipped];
  if (rest.length === 0) return { ...saved, queue: [], skipped: [] };
  const sorted = autoClassify(rest, firstUsers);
  const forced = sorted.positive.filter((p) => isDoubter(p) || needMatchScore(p, firstUsers) <= 0);
  const keep = saved.positive.length > 0 ? sorted.positive.filter((p) => !forced.includes(p)) : sorted.positive;
  const rejected = sorted.negative.concat(sorted.positive.filter((p) => !keep.includes(p)));
  return {
    queue: [],
    positive: [...saved.positive, ...keep],
    negative: [...saved.negative, ...rejected],
    skipped: [],
  };
}
