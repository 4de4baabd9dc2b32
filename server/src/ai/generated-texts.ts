// Who wrote a text, settled by the server (issue 26, contract `Author`): a client may claim `founder` for any text,
// but the server knows what the AI answered for the round. After every AI answer that belongs to a round it keeps a
// hash of each string of the answer (`ai_generated_texts`, never the text itself); when a step's input or result is
// saved, one walker finds the texts that carry an author and settles it:
// - `founder` claimed (or no author given) for a text the AI generated for this round -> `ai-accepted`;
// - no author on a text the AI never generated for this round -> `founder` (typed by the founder);
// - `ai` and `ai-accepted` are kept: a client may always say less than the founder wrote, never more.
// A text whose author is no longer the founder cannot keep the origin `user` (the founder's own claim) either.
import { createHash } from 'node:crypto';
import type { Author } from '@idea-studio/sdk';
import type { Db } from '../db/database.js';

/**
 * The text as its hash sees it: case, runs of blanks, an option's label ("a) ", "B. ") and trailing punctuation do
 * not make a generated text the founder's, so a copied suggestion with a changed full stop is still recognised.
 */
export function normalisedText(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[a-h][).:]\s+/, '')
    .replace(/[\s.!?,;:…]+$/u, '')
    .trim();
}

/** The hash kept for a text (sha256 of the normalised text); '' for a text with nothing left to compare. */
export function textHash(text: string): string {
  const normal = normalisedText(text);
  return normal ? createHash('sha256').update(normal).digest('hex') : '';
}

/** The hashes of every string leaf of a value (an AI answer), each once. */
export function hashesOfLeaves(value: unknown, hashes: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    const hash = textHash(value);
    if (hash) hashes.add(hash);
  } else if (Array.isArray(value)) {
    for (const item of value) hashesOfLeaves(item, hashes);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) hashesOfLeaves(item, hashes);
  }
  return hashes;
}

/**
 * The strings of what a request sent to the AI (JSON text read as JSON): the founder's own words an answer may
 * repeat (an autofill keeps the sections already written), which must not become the AI's by being repeated.
 */
export function sentStrings(input: unknown, out: string[] = []): string[] {
  if (typeof input === 'string') {
    out.push(input);
    const trimmed = input.trim();
    if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
      try {
        sentStrings(JSON.parse(trimmed) as unknown, out);
      } catch {
        // plain text that only looks like JSON
      }
    }
  } else if (Array.isArray(input)) {
    for (const item of input) sentStrings(item, out);
  } else if (input && typeof input === 'object') {
    for (const item of Object.values(input)) sentStrings(item, out);
  }
  return out;
}

/** Rows per insert: far below SQLite's and PostgreSQL's parameter limits (an answer has a few hundred strings). */
const INSERT_CHUNK = 1000;

/**
 * Records that the AI answered `answer` for the round: one insert of all its hashes, known ones ignored. The
 * strings of `sent` (what the request gave the AI: the founder's words it may repeat) are left out; a text the AI
 * generated before stays recorded, so sending it back never clears it.
 */
export async function recordGeneratedTexts(
  db: Db,
  roundId: string,
  answer: unknown,
  now: Date,
  sent?: unknown,
): Promise<void> {
  const hashes = hashesOfLeaves(answer);
  for (const text of sentStrings(sent)) hashes.delete(textHash(text));
  if (hashes.size === 0) return;
  const createdAt = now.toISOString();
  const rows = [...hashes].map((hash) => ({ round_id: roundId, hash, created_at: createdAt }));
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db
      .insertInto('ai_generated_texts')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .onConflict((oc) => oc.columns(['round_id', 'hash']).doNothing())
      .execute();
  }
}

/** Of `hashes`, the ones the AI generated for the round: one indexed lookup (the table's key is round and hash). */
export async function generatedHashes(db: Db, roundId: string, hashes: Iterable<string>): Promise<Set<string>> {
  const wanted = [...new Set(hashes)].filter(Boolean);
  const found = new Set<string>();
  for (let i = 0; i < wanted.length; i += INSERT_CHUNK) {
    const rows = await db
      .selectFrom('ai_generated_texts')
      .select('hash')
      .where('round_id', '=', roundId)
      .where('hash', 'in', wanted.slice(i, i + INSERT_CHUNK))
      .execute();
    for (const row of rows) found.add(row.hash);
  }
  return found;
}

type Json = Record<string, unknown>;

const isString = (value: unknown): value is string => typeof value === 'string';
const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);
const onlyKeys = (item: Json, keys: readonly string[]) => Object.keys(item).every((key) => keys.includes(key));

/**
 * Problem Shadowing's label entries (sdk rules/shadowing.ts): the persona's name, the idea in one line and the
 * moments of the persona's day are the AI's material, not an answer; they get no author (and so count as the AI's).
 */
const UNAUTHORED_ENTRY_TYPES: ReadonlySet<string> = new Set(['target user', 'idea summary', 'situation']);

/**
 * The key of the founder-side text of an object of the contract, or undefined when the object holds none:
 * StepInputEntry.content, ShadowingSituation.answer, InsightSuggestion.text, FeedbackPin.content, an expert chat
 * control's value and a transcript line's answer.
 */
export function authoredTextKey(item: Json): string | undefined {
  if (isString(item.topic) && isString(item.content) && isString(item.agentId)) return 'content'; // FeedbackPin
  if (isString(item.step) && isString(item.answer)) return 'answer'; // ShadowingSituation
  if (typeof item.round === 'number' && isString(item.question) && isString(item.answer)) return 'answer'; // transcript
  if (
    isString(item.type) &&
    isString(item.content) &&
    onlyKeys(item, ['type', 'content', 'author', 'origin', 'source'])
  )
    return UNAUTHORED_ENTRY_TYPES.has(item.type.trim()) ? undefined : 'content'; // StepInputEntry
  if (isString(item.id) && isString(item.text) && onlyKeys(item, ['id', 'text', 'author'])) return 'text'; // insight
  if (isString(item.value) && onlyKeys(item, ['value', 'author', 'chat'])) return 'value'; // expert chat control
  return undefined;
}

interface Slot {
  item: Json;
  /** The texts that decide: the authored text, or every string of an object that only claims an author. */
  texts: string[];
  /** Whether a missing author is settled (only where the contract's text fields are). */
  textField: boolean;
}

/** Every object of the content whose author the server settles, depth first. */
function slotsOf(value: unknown, slots: Slot[] = []): Slot[] {
  if (Array.isArray(value)) {
    for (const item of value) slotsOf(item, slots);
  } else if (isObject(value)) {
    const key = authoredTextKey(value);
    const text = key ? value[key] : undefined;
    if (isString(text) && text.trim()) slots.push({ item: value, texts: [text], textField: true });
    else if (!key && value.author === 'founder') {
      // Any other object that claims the founder (the idea card): its own strings decide.
      slots.push({ item: value, texts: Object.values(value).filter(isString), textField: false });
    }
    for (const item of Object.values(value)) slotsOf(item, slots);
  }
  return slots;
}

/**
 * How far the server settles: `save` (an input or a result being stored) settles every text field, a missing author
 * included; `claims` (the data of a document to render) only checks what claims the founder.
 */
export type SettleMode = 'save' | 'claims';

/** Whether the server settles the author of a slot in `mode`. */
function decides(slot: Slot, mode: SettleMode): boolean {
  if (slot.item.author === 'founder') return true;
  return mode === 'save' && slot.textField;
}

/** The author the server keeps for one text: see the head of this file. */
export function settledAuthor(claimed: unknown, generated: boolean): Author | undefined {
  if (claimed === 'ai' || claimed === 'ai-accepted') return claimed;
  if (claimed === 'founder' || claimed === undefined || claimed === null) return generated ? 'ai-accepted' : 'founder';
  return undefined; // anything else is refused by the contract before it gets here
}

/**
 * The content with every author settled (a copy; the content itself is not changed), given which hashes the AI
 * generated for the round. Pure: the table tests drive it with a set.
 */
export function settleAuthorsWith<T>(content: T, isGenerated: (hash: string) => boolean, mode: SettleMode = 'save'): T {
  const copy = structuredClone(content);
  for (const slot of slotsOf(copy)) {
    const claimed = slot.item.author;
    if (!decides(slot, mode)) continue;
    const generated = slot.texts.some((text) => {
      const hash = textHash(text);
      return hash !== '' && isGenerated(hash);
    });
    const author = settledAuthor(claimed, generated);
    if (!author) continue;
    slot.item.author = author;
    // Only the founder's own text may claim to be the founder's word (origin user).
    if (author !== 'founder' && slot.item.origin === 'user') slot.item.origin = 'ai';
  }
  return copy;
}

/** The hashes a save has to look up: those of every text whose author may be settled. */
export function hashesToSettle(content: unknown, mode: SettleMode = 'save'): Set<string> {
  const hashes = new Set<string>();
  for (const slot of slotsOf(content)) {
    if (!decides(slot, mode)) continue;
    for (const text of slot.texts) {
      const hash = textHash(text);
      if (hash) hashes.add(hash);
    }
  }
  return hashes;
}

/**
 * The content with its authors settled against what the AI generated for the round (one lookup). `claims` (a
 * document's data) checks only founder claims and leaves a missing author missing: a document never gains the
 * founder's label for a text nobody claimed.
 */
export async function settleAuthors<T>(db: Db, roundId: string, content: T, mode: SettleMode = 'save'): Promise<T> {
  const hashes = hashesToSettle(content, mode);
  if (hashes.size === 0) return content;
  const generated = await generatedHashes(db, roundId, hashes);
  return settleAuthorsWith(content, (hash) => generated.has(hash), mode);
}
