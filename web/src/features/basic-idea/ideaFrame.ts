import {
  type Author,
  authorAfterChange,
  authorOf,
  FRAME_SLOT_MAX,
  FRAME_SLOTS,
  type FrameSlotName,
  frameFingerprint,
  frameFromEntries,
  frameSlotText,
  type IdeaFrame,
  type InputEntry,
  ideaTextOf,
  isDefaultIdeaTitle,
  splitFrameList,
  withFrameEntries,
} from '@idea-studio/sdk';
import type { Sections } from './sections';

/**
 * "How we read your idea" in the Basic Idea step: the web's rules around the SDK's idea frame (sdk/src/rules/
 * ideaFrame.ts). The assistant's live reading of what is typed is stored with the step's input as it is saved
 * (every slot `ai`), so the later steps can write from it even when the founder never opens the panel; while no slot
 * is the founder's or confirmed, it follows the reading of the words as they change. Once the founder touches the
 * reading (edits a slot or confirms it with "Looks right") the frame is *held*: it is shown as stored, and a later
 * reading of a changed idea is offered ("Read again") and never replaces a slot the founder wrote.
 */

export type FrameSlot = (typeof FRAME_SLOTS)[number];
export type FrameAuthors = Record<FrameSlotName, Author>;

/** A frame with who wrote each slot. */
export interface AuthoredFrame {
  frame: IdeaFrame;
  authors: FrameAuthors;
}

/** The longest idea text and title the reading takes (the contract's IdeaFrameRequest). */
const TEXT_MAX = 4000;
const TITLE_MAX = 200;

/** The idea in the founder's words as the reader takes it (the SDK's rule), within the request's limit. */
export const ideaText = (sections: Sections): string => ideaTextOf(sections).slice(0, TEXT_MAX);

/** The round's name as the reading's title; the default title names no idea and is not sent. */
export function frameTitle(name: string | null | undefined): string | null {
  const title = name?.trim() ?? '';
  return title && !isDefaultIdeaTitle(title) ? title.slice(0, TITLE_MAX) : null;
}

/** Every slot with one author. */
export function authorsAll(author: Author): FrameAuthors {
  return Object.fromEntries(FRAME_SLOTS.map((s) => [s.name, author])) as FrameAuthors;
}

/** A reading of the assistant as it came: every slot the AI's. */
export const asRead = (frame: IdeaFrame): AuthoredFrame => ({ frame, authors: authorsAll('ai') });

/** The frame kept in a saved input with its authors (undefined when the idea has not been read). */
export function storedFrameOf(input: unknown): AuthoredFrame | undefined {
  const frame = frameFromEntries(input);
  if (!frame) return undefined;
  const authors = authorsAll('ai');
  if (Array.isArray(input)) {
    const seen = new Set<string>();
    for (const entry of input as Array<{ type?: unknown; author?: unknown }>) {
      const slot = FRAME_SLOTS.find((s) => s.type === entry?.type);
      if (!slot || seen.has(slot.type)) continue;
      seen.add(slot.type);
      authors[slot.name] = authorOf(entry.author);
    }
  }
  return { frame, authors };
}

/** The step's input: the sections' entries followed by the stored frame's, each slot with its author. */
export function withStoredFrame(entries: InputEntry[], stored: AuthoredFrame | null): InputEntry[] {
  if (!stored) return entries;
  const authors = new Map<string, Author>(FRAME_SLOTS.map((s) => [s.type, stored.authors[s.name]]));
  return withFrameEntries(entries, stored.frame, authors);
}

/** A slot's text as it is shown and edited ('' is "not said"). */
export const slotText = (frame: IdeaFrame, slot: FrameSlot): string => frameSlotText(frame, slot.name);

/** The frame with one slot set from the text the founder entered (lists split at ";", at most FRAME_SLOT_MAX). */
export function withSlotText(frame: IdeaFrame, slot: FrameSlot, text: string): IdeaFrame {
  const value = text.trim().slice(0, FRAME_SLOT_MAX);
  const next = { ...frame };
  if (slot.list) (next[slot.name] as string[]) = splitFrameList(value);
  else if (slot.name === 'shape') next.shape = (value || 'other') as IdeaFrame['shape'];
  else if (slot.name === 'priceKind') next.priceKind = (value || null) as IdeaFrame['priceKind'];
  else (next[slot.name] as string | null) = value || null;
  return next;
}

/**
 * The founder's edit of one slot: the slot takes the text and becomes the founder's, unless the text is what it
 * already held (saving it again keeps its author).
 */
export function editSlot(current: AuthoredFrame, slot: FrameSlot, text: string): AuthoredFrame {
  const before = { text: slotText(current.frame, slot), author: current.authors[slot.name] };
  const frame = withSlotText(current.frame, slot, text);
  const author = authorAfterChange(before, slotText(frame, slot));
  // An empty slot left empty stays as it was read.
  const kept = before.text.trim() === '' && slotText(frame, slot) === '';
  return { frame, authors: { ...current.authors, [slot.name]: kept ? current.authors[slot.name] : author } };
}

/** "Looks right": every slot the AI read and nobody confirmed becomes accepted by the founder. */
export function confirmFrame(current: AuthoredFrame): AuthoredFrame {
  const authors = { ...current.authors };
  for (const slot of FRAME_SLOTS) if (authors[slot.name] === 'ai') authors[slot.name] = 'ai-accepted';
  return { frame: current.frame, authors };
}

/** Whether the founder has touched a frame: some slot is theirs or confirmed (none: the assistant's reading). */
export const isHeld = (current: AuthoredFrame | null | undefined): boolean =>
  !!current && FRAME_SLOTS.some((s) => current.authors[s.name] !== 'ai');

/** Two frames that say the same in every slot (case and spacing aside), as the server's fingerprint compares them. */
export const sameFrame = (a: IdeaFrame, b: IdeaFrame): boolean => frameFingerprint(a) === frameFingerprint(b);

/** Whether some slot is still only the AI's reading (the founder can confirm it). */
export const hasUnconfirmed = (current: AuthoredFrame): boolean =>
  FRAME_SLOTS.some((s) => current.authors[s.name] === 'ai');

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The slots a new reading would change: those it reads differently, except the founder's own. */
export function changedSlots(stored: AuthoredFrame, reading: IdeaFrame): FrameSlot[] {
  return FRAME_SLOTS.filter(
    (slot) => stored.authors[slot.name] !== 'founder' && !same(slotText(stored.frame, slot), slotText(reading, slot)),
  );
}

/**
 * "Read again": the new reading in every slot but the founder's; a slot it reads as before keeps its author (an
 * accepted reading stays accepted), one it reads differently is the AI's.
 */
export function reread(stored: AuthoredFrame, reading: IdeaFrame): AuthoredFrame {
  const changed = new Set(changedSlots(stored, reading).map((s) => s.name));
  const frame: IdeaFrame = { ...stored.frame };
  const authors = { ...stored.authors };
  for (const slot of FRAME_SLOTS) {
    if (!changed.has(slot.name)) continue;
    (frame[slot.name] as IdeaFrame[typeof slot.name]) = reading[slot.name];
    authors[slot.name] = 'ai';
  }
  return { frame, authors };
}
