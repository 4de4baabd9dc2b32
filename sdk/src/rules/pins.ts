// Feedback pins of the Feedback Card step and the Feedback Board (part 2 §2.14, §3, §4.8, §5; part 1 §4): adding,
// rephrasing, prioritising and deleting a pin, each change logged once per mentor and kind, as pure rules the web
// views and the CLI share. A pin is known by its position in the card's list (the contract's pins carry no id).
//
// Who wrote a pin (issue 26): a pin added or rephrased by hand is the founder's; a mentor's pin carries the author
// the server set in the reply (ai-accepted in reply to the founder, ai in reply to autofill), never the founder's
// unless it is the founder's own claim.
import type { ChangedEvent, FeedbackCardResult, FeedbackPin, PinDraft } from '../ai.js';
import type { Author } from './evidence.js';

/** Pins needed before Ship and the Business Model Canvas open (part 1 §9). */
export const MIN_FEEDBACK_PINS = 30;

export type PinSource = FeedbackPin['source'];
export type ChangeKind = ChangedEvent['type'];

/** The server's answer to a feedback card whose pins or changes are not what the card saves. */
export const CARD_INVALID = 'Every pin needs a topic, a content and its mentor.';

const PIN_SOURCES: readonly string[] = ['SIMPLE-CHAT', 'MANUALLY-ADDED'];
const CHANGE_KINDS: readonly string[] = ['add', 'edited', 'priorised', 'deleted'];
const text = (value: unknown) => typeof value === 'string' && value.trim().length > 0;

/** Whether a saved feedback card holds only complete pins and known changes (the server re-checks it, §5). */
export function isValidFeedbackCard(result: unknown): boolean {
  if (!result || typeof result !== 'object') return false;
  const { pins, changedEvents } = result as Record<string, unknown>;
  if (!Array.isArray(pins) || !Array.isArray(changedEvents)) return false;
  const pinOk = (p: unknown) => {
    const pin = (p && typeof p === 'object' ? p : {}) as Record<string, unknown>;
    return (
      text(pin.topic) &&
      text(pin.content) &&
      text(pin.agentId) &&
      typeof pin.prio === 'boolean' &&
      PIN_SOURCES.includes(pin.source as string)
    );
  };
  const eventOk = (e: unknown) => {
    const event = (e && typeof e === 'object' ? e : {}) as Record<string, unknown>;
    return CHANGE_KINDS.includes(event.type as string) && text(event.agentId);
  };
  return pins.every(pinOk) && changedEvents.every(eventOk);
}

/** What a new pin needs: a topic and a content that are not blank (Add Entry is disabled otherwise, §5). */
export const canAddPin = (topic: string, content: string): boolean =>
  topic.trim().length > 0 && content.trim().length > 0;

/** Pins still missing until Ship, from the round's pin count (the dashboard shows 30 minus the pins). */
export const feedbackLeft = (pinCount: number): number => Math.max(0, MIN_FEEDBACK_PINS - pinCount);

/** The card's result as read from a saved one: lists kept, anything else empty. */
export function feedbackCardOf(result: unknown): FeedbackCardResult {
  const record = result && typeof result === 'object' ? (result as Partial<FeedbackCardResult>) : {};
  return {
    pins: Array.isArray(record.pins) ? record.pins : [],
    changedEvents: Array.isArray(record.changedEvents) ? record.changedEvents : [],
  };
}

/** A change logged once per mentor and kind (§4.8): a second edit by the same mentor adds nothing. */
export function withChange(events: readonly ChangedEvent[], type: ChangeKind, agentId: string): ChangedEvent[] {
  return events.some((e) => e.type === type && e.agentId === agentId) ? [...events] : [...events, { type, agentId }];
}

/** A mentor's changes are cleared once their report is made from them (part 1 §4). */
export const withoutChangesOf = (events: readonly ChangedEvent[], agentId: string): ChangedEvent[] =>
  events.filter((e) => e.agentId !== agentId);

export interface NewPin {
  topic: string;
  content: string;
  agentId: string;
  agentName?: string;
  mainTag?: string;
  /** The chat thread the pin came from. */
  session?: string;
  source: PinSource;
  /** Where the claim comes from; a pin added by hand is the user's, a mentor's defaults to ai. */
  origin?: FeedbackPin['origin'];
  /** The file name or URL behind a document or web pin. */
  evidence?: string | null;
  /** Who wrote the pin; default: the founder for a pin added by hand, none (the AI's) for a mentor's. */
  author?: Author;
}

/** Adds a pin (prio false, dated now) and logs `add` for its mentor; blank topics or contents add nothing. */
export function addPin(card: FeedbackCardResult, pin: NewPin, now: Date = new Date()): FeedbackCardResult {
  if (!canAddPin(pin.topic, pin.content)) return card;
  const author = pin.author ?? (pin.source === 'MANUALLY-ADDED' ? 'founder' : undefined);
  const added: FeedbackPin = {
    ...pin,
    ...(author ? { author } : {}),
    origin: pin.origin ?? (pin.source === 'MANUALLY-ADDED' ? 'user' : 'ai'),
    evidence: pin.evidence ?? null,
    topic: pin.topic.trim(),
    content: pin.content.trim(),
    dateCreated: now.toISOString(),
    dateEdited: null,
    prio: false,
  };
  return { pins: [...card.pins, added], changedEvents: withChange(card.changedEvents, 'add', pin.agentId) };
}

export interface PinAuthor {
  agentId: string;
  agentName?: string;
  mainTag?: string;
  /** The chat thread the pins came from. */
  session?: string;
}

/** Adds the pins a mentor proposed in the chat (source SIMPLE-CHAT), each with its origin and evidence. */
export function addChatPins(
  card: FeedbackCardResult,
  drafts: readonly PinDraft[],
  author: PinAuthor,
  now: Date = new Date(),
): FeedbackCardResult {
  return drafts.reduce(
    (next, draft) =>
      addPin(
        next,
        {
          ...author,
          topic: draft.topic,
          content: draft.content,
          source: 'SIMPLE-CHAT',
          origin: draft.origin,
          evidence: draft.source,
          // The server's word on who wrote it (absent from older servers: the caller decides).
          ...(draft.author ? { author: draft.author } : {}),
        },
        now,
      ),
    card,
  );
}

const at = (card: FeedbackCardResult, index: number) =>
  Number.isInteger(index) && index >= 0 && index < card.pins.length ? card.pins[index] : undefined;

/** Prioritise: prio true, logged as `priorised`. */
export function prioritisePin(card: FeedbackCardResult, index: number): FeedbackCardResult {
  const pin = at(card, index);
  if (!pin) return card;
  return {
    pins: card.pins.map((p, i) => (i === index ? { ...p, prio: true } : p)),
    changedEvents: withChange(card.changedEvents, 'priorised', pin.agentId),
  };
}

/**
 * Rephrase: new topic and content, prio back to false, dated now, logged as `edited`; blank texts change nothing.
 * The words are now the founder's, so the pin is too (its origin still names where the claim came from).
 */
export function rephrasePin(
  card: FeedbackCardResult,
  index: number,
  topic: string,
  content: string,
  now: Date = new Date(),
): FeedbackCardResult {
  const pin = at(card, index);
  if (!pin || !canAddPin(topic, content)) return card;
  const edited: FeedbackPin = {
    ...pin,
    topic: topic.trim(),
    content: content.trim(),
    prio: false,
    dateEdited: now.toISOString(),
    author: 'founder',
  };
  return {
    pins: card.pins.map((p, i) => (i === index ? edited : p)),
    changedEvents: withChange(card.changedEvents, 'edited', pin.agentId),
  };
}

/** Delete: the pin goes, logged as `deleted`. */
export function deletePin(card: FeedbackCardResult, index: number): FeedbackCardResult {
  const pin = at(card, index);
  if (!pin) return card;
  return {
    pins: card.pins.filter((_, i) => i !== index),
    changedEvents: withChange(card.changedEvents, 'deleted', pin.agentId),
  };
}

/** The board's columns: each mentor's pins in the card's order, prioritised ones first. */
export function pinsByAgent(pins: readonly FeedbackPin[]): Map<string, FeedbackPin[]> {
  const columns = new Map<string, FeedbackPin[]>();
  for (const pin of pins) columns.set(pin.agentId, [...(columns.get(pin.agentId) ?? []), pin]);
  for (const [agent, list] of columns)
    columns.set(agent, [...list.filter((p) => p.prio), ...list.filter((p) => !p.prio)]);
  return columns;
}
