// The idea frame ("How we read your idea"): the founder's one-liner read into slots, each a span of their own words
// or empty ("not said"). It is kept in the Basic Idea's saved input as one entry per slot (the contract's
// StepInputByType.basicIdea), so it keeps an author per slot like every other text: `ai` as the assistant read it,
// `ai-accepted` once the founder confirmed the reading, `founder` for a slot the founder typed. Pure rules shared by
// the web, the CLI and the server (which re-checks what a client saves).
import type { components } from '../generated/openapi.js';
import type { Author } from './evidence.js';

type Schemas = components['schemas'];
export type IdeaFrame = Schemas['IdeaFrame'];
export type IdeaShape = Schemas['IdeaShape'];
export type IdeaPriceKind = NonNullable<Schemas['IdeaPriceKind']>;

export const IDEA_SHAPES = [
  'service_visit',
  'repair',
  'rental',
  'subscription_box',
  'software_b2b',
  'software_b2c',
  'marketplace',
  'swap_or_sharing',
  'club_or_membership',
  'education',
  'food',
  'physical_product',
  'health_care',
  'platform_matching',
  'other',
] as const satisfies readonly IdeaShape[];

export const IDEA_PRICE_KINDS = [
  'subscription',
  'per_use',
  'per_seat',
  'commission',
  'one_off',
  'membership',
  'free',
  'rent',
] as const satisfies readonly IdeaPriceKind[];

/** The slots in the order they are shown: the field name scripts use, and the input entry type it is saved as. */
export const FRAME_SLOTS = [
  { name: 'offer', type: 'OFFER', list: false },
  { name: 'people', type: 'PEOPLE', list: false },
  { name: 'setting', type: 'SETTING', list: false },
  { name: 'price', type: 'PRICE', list: false },
  { name: 'priceKind', type: 'PRICE KIND', list: false },
  { name: 'partners', type: 'PARTNERS', list: true },
  { name: 'channels', type: 'CHANNELS', list: true },
  { name: 'shape', type: 'SHAPE', list: false },
  { name: 'name', type: 'NAME', list: false },
] as const satisfies ReadonlyArray<{ name: keyof IdeaFrame; type: string; list: boolean }>;

export type FrameSlotName = (typeof FRAME_SLOTS)[number]['name'];
export type FrameEntryType = (typeof FRAME_SLOTS)[number]['type'];

/** Items of a list slot in one entry's content. */
export const FRAME_LIST_SEPARATOR = '; ';

const SLOT_BY_TYPE = new Map<string, (typeof FRAME_SLOTS)[number]>(FRAME_SLOTS.map((s) => [s.type, s]));

export const isFrameEntryType = (type: string): type is FrameEntryType => SLOT_BY_TYPE.has(type);

export function frameSlot(name: string): (typeof FRAME_SLOTS)[number] | undefined {
  const key = name.trim().toLowerCase();
  return FRAME_SLOTS.find((s) => s.name.toLowerCase() === key || s.type.toLowerCase() === key);
}

/** A reading that says nothing: every slot not said, the shape `other`. */
export function emptyFrame(): IdeaFrame {
  return {
    offer: null,
    people: null,
    setting: null,
    price: null,
    priceKind: null,
    partners: [],
    channels: [],
    shape: 'other',
    name: null,
  };
}

/** The text one slot of a frame is saved as ('' is "not said"). */
export function frameSlotText(frame: IdeaFrame, name: FrameSlotName): string {
  const value = frame[name];
  if (Array.isArray(value)) return value.join(FRAME_LIST_SEPARATOR);
  return typeof value === 'string' ? value : '';
}

/** A list slot's items from its saved text. */
export const splitFrameList = (text: string): string[] =>
  text
    .split(/\s*;\s*/)
    .map((item) => item.trim())
    .filter(Boolean);

/** Why a slot's text cannot be saved, or undefined when it can (the server answers 400 with it). */
export function frameSlotProblem(type: string, content: string): string | undefined {
  const slot = SLOT_BY_TYPE.get(type);
  if (!slot) return undefined;
  const text = content.trim();
  if (slot.name === 'shape' && text && !(IDEA_SHAPES as readonly string[]).includes(text))
    return `SHAPE must be one of ${IDEA_SHAPES.join(', ')}.`;
  if (slot.name === 'priceKind' && text && !(IDEA_PRICE_KINDS as readonly string[]).includes(text))
    return `PRICE KIND must be empty or one of ${IDEA_PRICE_KINDS.join(', ')}.`;
  if (text.length > FRAME_SLOT_MAX) return `${slot.type} is longer than ${FRAME_SLOT_MAX} characters.`;
  return undefined;
}

/** The longest text a slot keeps. */
export const FRAME_SLOT_MAX = 300;

/** A saved input holds a frame once any slot entry is in it (a read idea; slots may still be "not said"). */
export function hasFrame(input: unknown): boolean {
  return Array.isArray(input) && input.some((e) => e && typeof e === 'object' && isFrameEntryType(String(e.type)));
}

/** The frame kept in a saved input (undefined when the idea has not been read). */
export function frameFromEntries(input: unknown): IdeaFrame | undefined {
  if (!hasFrame(input)) return undefined;
  const frame = emptyFrame();
  const seen = new Set<string>();
  for (const entry of input as Array<{ type?: unknown; content?: unknown }>) {
    const slot = SLOT_BY_TYPE.get(String(entry?.type));
    if (!slot || seen.has(slot.type) || typeof entry.content !== 'string') continue;
    seen.add(slot.type);
    const text = entry.content.trim();
    if (slot.list) (frame[slot.name] as string[]) = splitFrameList(text);
    else if (slot.name === 'shape')
      frame.shape = (IDEA_SHAPES as readonly string[]).includes(text) ? (text as IdeaShape) : 'other';
    else if (slot.name === 'priceKind')
      frame.priceKind = (IDEA_PRICE_KINDS as readonly string[]).includes(text) ? (text as IdeaPriceKind) : null;
    else (frame[slot.name] as string | null) = text || null;
  }
  return frame;
}

/** A frame as input entries, each slot with its author (`authors` by entry type; a read slot defaults to `ai`). */
export function frameToEntries(
  frame: IdeaFrame,
  authors?: ReadonlyMap<string, Author>,
): Array<{ type: FrameEntryType; content: string; author: Author }> {
  return FRAME_SLOTS.map((slot) => ({
    type: slot.type,
    content: frameSlotText(frame, slot.name),
    author: authors?.get(slot.type) ?? 'ai',
  }));
}

/**
 * The entries of a saved input with the frame replaced: the other entries (the sections) stay as they are, in their
 * order, and the frame's slots follow them.
 */
export function withFrameEntries<T extends { type: string }>(
  input: readonly T[],
  frame: IdeaFrame,
  authors?: ReadonlyMap<string, Author>,
): Array<T | ReturnType<typeof frameToEntries>[number]> {
  return [...input.filter((e) => !isFrameEntryType(e.type)), ...frameToEntries(frame, authors)];
}

/** A short fingerprint of a frame's content (not its authors): a step written from another frame is out of date. */
export function frameFingerprint(frame: IdeaFrame): string {
  const text = FRAME_SLOTS.map((s) => frameSlotText(frame, s.name).trim().toLowerCase()).join('\u0001');
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Only the founder's words: a slot whose text is not a span of `source` (case and spacing aside) is emptied, so a
 * model's rephrasing or invention never stands in a frame. Shape, price kind and name are kept (a classification and
 * the product's name, which the title may give).
 */
export function spansOnly(frame: IdeaFrame, source: string): IdeaFrame {
  const text = squash(source);
  const span = (value: string | null) => (value && text.includes(squash(value)) ? value.trim() : null);
  return {
    ...frame,
    offer: span(frame.offer),
    people: span(frame.people),
    setting: span(frame.setting),
    price: span(frame.price),
    priceKind: span(frame.price) ? frame.priceKind : frame.priceKind === 'free' ? 'free' : null,
    partners: frame.partners.map(span).filter((v): v is string => !!v),
    channels: frame.channels.map(span).filter((v): v is string => !!v),
  };
}

/**
 * The idea card's name: the founder's own where the idea or its title names the product (the frame's `name`), else
 * the assistant's proposal, which is labelled as one. The server settles the same on every save of a card.
 */
export function settleCardName(
  frame: IdeaFrame | undefined,
  answered: string,
): { name: string; nameProposed: boolean } {
  const own = frame?.name?.trim();
  if (own) return { name: own, nameProposed: false };
  return { name: answered, nameProposed: true };
}
