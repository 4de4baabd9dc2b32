// Feedback pins of the Feedback Card step and the Feedback Board (part 2 §2.14, §3, §4.8, §5; part 1 §4): adding,
// rephrasing, prioritising and deleting a pin, each change logged once per mentor and kind, as pure rules the web
// views and the CLI share. A pin is known by its position in the card's list (the contract's pins carry no id).
import type { ChangedEvent, FeedbackCardResult, FeedbackPin } from '../ai.js';

/** Pins needed before Ship and the Business Model Canvas open (part 1 §9). */
export const MIN_FEEDBACK_PINS = 30;

export type PinSource = FeedbackPin['source'];
export type ChangeKind = ChangedEvent['type'];

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
}

/** Adds a pin (prio false, dated now) and logs `add` for its mentor; blank topics or contents add nothing. */
export function addPin(card: FeedbackCardResult, pin: NewPin, now: Date = new Date()): FeedbackCardResult {
  if (!canAddPin(pin.topic, pin.content)) return card;
  const added: FeedbackPin = {
    ...pin,
    topic: pin.topic.trim(),
    content: pin.content.trim(),
    dateCreated: now.toISOString(),
    dateEdited: null,
    prio: false,
  };
  return { pins: [...card.pins, added], changedEvents: withChange(card.changedEvents, 'add', pin.agentId) };
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

/** Rephrase: new topic and content, prio back to false, dated now, logged as `edited`; blank texts change nothing. */
export function rephrasePin(
  card: FeedbackCardResult,
  index: number,
  topic: string,
  content: string,
  now: Date = new Date(),
): FeedbackCardResult {
  const pin = at(card, index);
  if (!pin || !canAddPin(topic, content)) return card;
  const edited = { ...pin, topic: topic.trim(), content: content.trim(), prio: false, dateEdited: now.toISOString() };
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
