// The Basic Idea step (part 2 §2.8, §4.3): three sections saved as the step's input, the AI's autofill and the
// idea card as its result. Each section keeps who wrote it (issue 26): what Autofill fills in is the AI's (`ai`), and
// the idea card, which the AI writes from the sections, is `ai` when any section was, else `ai-accepted`. The same
// input keeps the idea frame (rules/ideaFrame.ts), one entry per slot after the sections; whatever rewrites the
// sections keeps the frame's entries as they are.
import { askStepAi, type IdeaCard, type IdeaFrameResponse, readIdeaFrame, type StepInputEntry } from '../ai.js';
import { isDefaultIdeaTitle } from '../flows/tracks.js';
import { entryAuthors } from '../rules/authoring.js';
import type { Author } from '../rules/evidence.js';
import {
  emptyFrame,
  FRAME_SLOT_MAX,
  FRAME_SLOTS,
  type FrameSlotName,
  frameFromEntries,
  frameSlot,
  frameSlotProblem,
  frameSlotText,
  IDEA_PRICE_KINDS,
  IDEA_SHAPES,
  type IdeaFrame,
  type IdeaPriceKind,
  type IdeaShape,
  isFrameEntryType,
  settleCardName,
  splitFrameList,
  withFrameEntries,
} from '../rules/ideaFrame.js';
import { readStepInput, saveStepInput, saveStepResult, showStep } from './results.js';
import {
  type SavedStep,
  type StepContext,
  type StepField,
  StepFieldError,
  type StepFields,
  type StepFieldValue,
  StepNotReadyError,
  type StepWorker,
  unknownField,
} from './types.js';

export const BASIC_IDEA_SECTIONS = ['PROBLEM', 'TARGET USER', 'SOLUTION'] as const;
export type BasicIdeaSection = (typeof BASIC_IDEA_SECTIONS)[number];

/** An entry of a step's saved input (history) of part 2 §3: its type and its text (the contract's StepInputEntry). */
export type InputEntry = StepInputEntry;

/** The saved input of the Basic Idea step as its three sections (missing ones empty). */
export function basicIdeaSections(content: unknown): Record<BasicIdeaSection, string> {
  const sections: Record<BasicIdeaSection, string> = { PROBLEM: '', 'TARGET USER': '', SOLUTION: '' };
  if (Array.isArray(content)) {
    for (const entry of content as InputEntry[]) {
      if (
        entry &&
        (BASIC_IDEA_SECTIONS as readonly string[]).includes(entry.type) &&
        typeof entry.content === 'string'
      ) {
        sections[entry.type as BasicIdeaSection] = entry.content;
      }
    }
  }
  return sections;
}

/** The sections as input entries; `authors` gives a written section its author (an empty one has none). */
export function sectionsToEntries(
  sections: Record<BasicIdeaSection, string>,
  authors?: ReadonlyMap<string, Author>,
): InputEntry[] {
  return BASIC_IDEA_SECTIONS.map((type) => {
    const author = sections[type].trim() ? authors?.get(type) : undefined;
    return author ? { type, content: sections[type], author } : { type, content: sections[type] };
  });
}

/** The frame's entries of a saved input (none while the idea has not been read), as they are. */
function frameEntriesOf(input: unknown): InputEntry[] {
  if (!Array.isArray(input)) return [];
  return (input as InputEntry[]).filter((e) => e && typeof e.type === 'string' && isFrameEntryType(e.type));
}

/**
 * The sections as input entries followed by the frame's entries of `input` unchanged: what writes the sections never
 * drops the idea frame (its slots and their authors).
 */
export function sectionsWithFrame(
  sections: Record<BasicIdeaSection, string>,
  authors: ReadonlyMap<string, Author> | undefined,
  input: unknown,
): InputEntry[] {
  return [...sectionsToEntries(sections, authors), ...frameEntriesOf(input)];
}

/** The founder's idea in their words as the reader takes it: the sections that hold text, one a line. */
export const ideaTextOf = (sections: Record<BasicIdeaSection, string>): string =>
  BASIC_IDEA_SECTIONS.map((type) => sections[type].trim())
    .filter(Boolean)
    .join('\n');

/** The round's name as the reading's title: none while it is the default title (it never says anything). */
const titleOf = (ctx: StepContext): string | undefined =>
  ctx.data.name && !isDefaultIdeaTitle(ctx.data.name) ? ctx.data.name : undefined;

/**
 * Reads the founder's idea (the sections, or `text`) into the idea frame through POST /aiservice/ideaframe and stores
 * the reading as the Basic Idea's frame entries, every slot the AI's (`ai`); the sections stay as they are. Answers
 * the reading, or undefined when there is no idea to read yet.
 */
export async function storeIdeaFrame(
  ctx: StepContext,
  options: { text?: string } = {},
): Promise<IdeaFrameResponse | undefined> {
  const input = await readStepInput(ctx);
  const text = (options.text ?? ideaTextOf(basicIdeaSections(input))).trim();
  if (!text) return undefined;
  const title = titleOf(ctx);
  const reading = await readIdeaFrame(ctx.client, { text, ...(title ? { title } : {}) });
  const sections = basicIdeaSections(input);
  const entries = withFrameEntries(sectionsToEntries(sections, entryAuthors(input)), reading.frame);
  await saveStepInput(ctx, entries);
  return reading;
}

/**
 * The idea card's author (contract IdeaCard.author): the AI writes the card from the sections, so it is the AI's
 * alone (`ai`) when any section was filled automatically, else accepted by the founder (`ai-accepted`).
 */
export function ideaCardAuthor(sectionAuthors: Iterable<Author>): Author {
  return [...sectionAuthors].includes('ai') ? 'ai' : 'ai-accepted';
}

/** The sections with who wrote each (a section saved without an author is the AI's). */
async function readAuthoredSections(ctx: StepContext) {
  const input = await readStepInput(ctx);
  return { sections: basicIdeaSections(input), authors: entryAuthors(input), input };
}

/**
 * Autofill (part 2 §4.3): the AI's three results fill the three sections, which are saved as the step's input.
 * `keepWritten` (the CLI's autofill): a section that holds text keeps it and its author, and only the empty ones
 * take the AI's; when none is empty the AI is not asked. Without it (the web's Autofill all) every section takes the
 * AI's text, and one it left word for word keeps its author.
 */
export async function autofillBasicIdea(
  ctx: StepContext,
  options: { keepWritten?: boolean } = {},
): Promise<InputEntry[]> {
  const { sections: current, authors: before, input } = await readAuthoredSections(ctx);
  const written = (type: BasicIdeaSection) => current[type].trim() !== '';
  if (options.keepWritten && BASIC_IDEA_SECTIONS.every(written)) {
    const entries = sectionsWithFrame(current, before, input);
    await saveStepInput(ctx, entries);
    return entries;
  }
  const answer = await askStepAi(
    ctx.client,
    {
      streamId: ctx.stream.id,
      stepId: ctx.step.id,
      roundId: ctx.data.roundId,
      promptType: 'FILL_OUT_ALL_PROMPT',
      content: Object.values(current).some(Boolean) ? JSON.stringify(sectionsToEntries(current)) : ctx.data.name,
    },
    { stepType: 'basicIdea' },
  );
  const answered = basicIdeaSections(answer.promptResult);
  const filled = options.keepWritten
    ? (Object.fromEntries(
        BASIC_IDEA_SECTIONS.map((type) => [type, written(type) ? current[type] : answered[type]]),
      ) as Record<BasicIdeaSection, string>)
    : answered;
  // What Autofill wrote is the AI's; a section it left word for word keeps its author.
  const authors = new Map<string, Author>(
    BASIC_IDEA_SECTIONS.map((type) => [
      type,
      written(type) && current[type].trim() === filled[type].trim() ? (before.get(type) ?? 'ai') : 'ai',
    ]),
  );
  const entries = sectionsWithFrame(filled, authors, input);
  await saveStepInput(ctx, entries);
  return entries;
}

/** The sections as fields: the names scripts use (the web's section keys) with the entry type each writes. */
export const BASIC_IDEA_FIELDS = [
  {
    name: 'problem',
    type: 'PROBLEM',
    about: { en: 'The problem I solve', de: 'Das Problem, das ich löse' },
  },
  {
    name: 'users',
    type: 'TARGET USER',
    about: { en: 'The first people who use it', de: 'Die ersten Menschen, die mein Produkt nutzen' },
  },
  {
    name: 'solution',
    type: 'SOLUTION',
    about: { en: 'The solution in a nutshell', de: 'Die Lösung in aller Kürze' },
  },
] as const satisfies ReadonlyArray<{ name: string; type: BasicIdeaSection; about: { en: string; de: string } }>;

/** The idea frame's slots as fields, after the sections: the slot's name, the entry type it is saved as. */
export const FRAME_FIELDS = [
  { name: 'offer', about: { en: 'What you offer', de: 'Was du anbietest' } },
  { name: 'people', about: { en: 'Who it is for', de: 'Für wen' } },
  { name: 'setting', about: { en: 'Where or when', de: 'Wo oder wann' } },
  { name: 'price', about: { en: 'Price', de: 'Preis' } },
  { name: 'priceKind', about: { en: 'How it is charged', de: 'Wie abgerechnet wird' } },
  { name: 'partners', about: { en: 'Partners', de: 'Partner' } },
  { name: 'channels', about: { en: 'Channels', de: 'Kanäle' } },
  { name: 'shape', about: { en: 'Kind of business', de: 'Art des Geschäfts' } },
  { name: 'name', about: { en: 'Product name', de: 'Produktname' } },
] as const satisfies ReadonlyArray<{ name: FrameSlotName; about: { en: string; de: string } }>;

/** Every field of the step: the three sections, then the frame's slots. */
export const BASIC_IDEA_FIELD_NAMES = [...BASIC_IDEA_FIELDS, ...FRAME_FIELDS];

const sectionField = (name: string) => BASIC_IDEA_FIELDS.find((f) => f.name === name.trim().toLowerCase());
/** The frame slot a field name writes (by its name, e.g. `priceKind`), if it is one. */
const frameField = (name: string) => {
  const key = name.trim().toLowerCase();
  return FRAME_SLOTS.find((s) => s.name.toLowerCase() === key);
};

/** Why a slot cannot take a value, in both languages; undefined when it can. */
function frameFieldError(name: FrameSlotName, value: string): StepFieldError | undefined {
  const slot = frameSlot(name)!;
  if (!frameSlotProblem(slot.type, value)) return undefined;
  if (name === 'shape')
    return new StepFieldError(
      `shape must be one of ${IDEA_SHAPES.join(', ')}.`,
      `shape muss einer dieser Werte sein: ${IDEA_SHAPES.join(', ')}.`,
    );
  if (name === 'priceKind')
    return new StepFieldError(
      `priceKind must be empty or one of ${IDEA_PRICE_KINDS.join(', ')}.`,
      `priceKind muss leer oder einer dieser Werte sein: ${IDEA_PRICE_KINDS.join(', ')}.`,
    );
  return new StepFieldError(
    `${name} is longer than ${FRAME_SLOT_MAX} characters.`,
    `${name} ist länger als ${FRAME_SLOT_MAX} Zeichen.`,
  );
}

/** The frame with one slot set from its text ('' is "not said"). */
function withSlot(frame: IdeaFrame, name: FrameSlotName, text: string): IdeaFrame {
  const next: IdeaFrame = { ...frame };
  if (name === 'partners' || name === 'channels') next[name] = splitFrameList(text);
  else if (name === 'shape') next.shape = (text || 'other') as IdeaShape;
  else if (name === 'priceKind') next.priceKind = (text || null) as IdeaPriceKind | null;
  else next[name] = text || null;
  return next;
}

async function readSectionFields(ctx: StepContext): Promise<StepField[]> {
  const { sections, authors, input } = await readAuthoredSections(ctx);
  const field = (name: string, label: StepField['label'], value: string, type: string): StepField => ({
    name,
    label,
    value,
    ...(value.trim() ? { author: authors.get(type) ?? 'ai' } : {}),
    open: !value.trim(),
  });
  // A slot the idea does not fill (or an idea not read yet) is "not said": empty and open.
  const frame = frameFromEntries(input);
  return [
    ...BASIC_IDEA_FIELDS.map((f) => field(f.name, f.about, sections[f.type], f.type)),
    ...FRAME_FIELDS.map((f) =>
      field(f.name, f.about, frame ? frameSlotText(frame, f.name) : '', frameSlot(f.name)!.type),
    ),
  ];
}

/**
 * Writes sections by name (`problem`, `users`, `solution`) and the frame's slots (`offer`, `priceKind`, …): each
 * value is the founder's unless its author says otherwise; a blank value empties its section or makes its slot "not
 * said". The other sections and slots stay as they are, with their authors. A slot written before the idea was read
 * reads it first (POST /aiservice/ideaframe), so the other slots hold the reader's words (`ai`). A list slot
 * (`partners`, `channels`) takes its items separated by ";"; `priceKind` and `shape` take one of their values.
 */
export async function writeBasicIdeaFields(ctx: StepContext, values: readonly StepFieldValue[]): Promise<InputEntry[]> {
  const changes = values.map((v) => {
    const author = v.author ?? ('founder' as const);
    const slot = frameField(v.name);
    if (slot) {
      const value = v.value.trim();
      const refused = frameFieldError(slot.name, value);
      if (refused) throw refused;
      return { kind: 'slot' as const, slot, value, author };
    }
    const field = sectionField(v.name);
    if (!field) throw unknownField(v.name, BASIC_IDEA_FIELD_NAMES);
    if (v.value.length > BASIC_IDEA_SECTION_MAX)
      throw new StepFieldError(
        `${field.name} is longer than ${BASIC_IDEA_SECTION_MAX} characters.`,
        `${field.name} ist länger als ${BASIC_IDEA_SECTION_MAX} Zeichen.`,
      );
    return { kind: 'section' as const, type: field.type, value: v.value.trim(), author };
  });
  const { sections, authors, input } = await readAuthoredSections(ctx);
  for (const change of changes) {
    if (change.kind !== 'section') continue;
    sections[change.type] = change.value;
    if (change.value) authors.set(change.type, change.author);
    else authors.delete(change.type);
  }
  const slots = changes.filter((c) => c.kind === 'slot');
  if (!slots.length) {
    const entries = sectionsWithFrame(sections, authors, input);
    await saveStepInput(ctx, entries);
    return entries;
  }
  let frame = frameFromEntries(input);
  if (!frame) {
    // Not read yet: the reader fills the other slots from the founder's words, as the AI's.
    const text = ideaTextOf(sections);
    const title = titleOf(ctx);
    frame = text ? (await readIdeaFrame(ctx.client, { text, ...(title ? { title } : {}) })).frame : emptyFrame();
    for (const slot of FRAME_SLOTS) authors.set(slot.type, 'ai');
  }
  for (const change of slots) {
    frame = withSlot(frame, change.slot.name, change.value);
    authors.set(change.slot.type, change.author);
  }
  const entries = withFrameEntries(sectionsToEntries(sections, authors), frame, authors) as InputEntry[];
  await saveStepInput(ctx, entries);
  return entries;
}

/** The longest text a section takes from a script (a page of text; the web's rows hold far less). */
export const BASIC_IDEA_SECTION_MAX = 4000;

/** The AI's suggestions for a section (the step's STEP_PROMPT, as the web's AI button asks them). */
export async function suggestSection(ctx: StepContext, name: string): Promise<string[]> {
  const slot = frameField(name);
  if (slot) {
    // A slot's suggestion is how the reader reads the founder's words for it (none when they do not say it).
    const { sections } = await readAuthoredSections(ctx);
    const text = ideaTextOf(sections);
    if (!text) return [];
    const title = titleOf(ctx);
    const { frame } = await readIdeaFrame(ctx.client, { text, ...(title ? { title } : {}) });
    const value = frameSlotText(frame, slot.name).trim();
    return value && !(slot.name === 'shape' && value === 'other') ? [value] : [];
  }
  const field = sectionField(name);
  if (!field) throw unknownField(name, BASIC_IDEA_FIELD_NAMES);
  const { sections } = await readAuthoredSections(ctx);
  const upTo = BASIC_IDEA_FIELDS.slice(0, BASIC_IDEA_FIELDS.indexOf(field) + 1);
  const answer = await askStepAi(
    ctx.client,
    {
      streamId: ctx.stream.id,
      stepId: ctx.step.id,
      roundId: ctx.data.roundId,
      promptType: 'STEP_PROMPT',
      // The section asked about (1 problem, 2 first users, 3 solution), as the web's AI button asks.
      stepPromptNumber: upTo.length,
      content: JSON.stringify(upTo.map((f) => ({ type: f.type, content: sections[f.type] }))),
    },
    { stepType: 'basicIdea' },
  );
  return answer.promptResult.map((s) => s.text.trim()).filter(Boolean);
}

export const basicIdeaFields: StepFields<InputEntry[]> = {
  names: BASIC_IDEA_FIELD_NAMES,
  idea: 'problem',
  read: readSectionFields,
  write: writeBasicIdeaFields,
  suggest: suggestSection,
  storeFrame: (ctx, text) => storeIdeaFrame(ctx, { text }),
};

/**
 * Save Result of Basic Idea (part 2 §4.3, §4.10): needs all three sections; the AI's closing prompt makes the
 * idea card, which is saved as the step's result with its PDF (named after the card).
 */
export async function saveBasicIdea(ctx: StepContext, projectId: string): Promise<SavedStep<IdeaCard>> {
  const { sections, authors } = await readAuthoredSections(ctx);
  if (BASIC_IDEA_SECTIONS.some((s) => !sections[s].trim())) {
    throw new StepNotReadyError(
      'The Basic Idea needs all three sections (problem, first users, solution) before it can be saved.',
      'Die Grundidee braucht alle drei Abschnitte (Problem, erste Nutzer, Lösung), bevor sie gespeichert werden kann.',
    );
  }
  const answer = await askStepAi(
    ctx.client,
    {
      streamId: ctx.stream.id,
      stepId: ctx.step.id,
      roundId: ctx.data.roundId,
      promptType: 'CLOSING_STEP_PROMPT',
      content: JSON.stringify(sectionsToEntries(sections)),
    },
    { stepType: 'basicIdea' },
  );
  const answered = answer.promptResult[0];
  if (!answered?.name) throw new Error('The AI did not answer an idea card.');
  const card: IdeaCard & { nameProposed: boolean } = {
    ...answered,
    // The founder's own product name wins; a name the assistant made up is labelled as a proposal.
    ...settleCardName(frameFromEntries(await readStepInput(ctx)), answered.name),
    author: ideaCardAuthor(BASIC_IDEA_SECTIONS.map((s) => authors.get(s) ?? 'ai')),
  };
  return saveStepResult(ctx, projectId, card, card.name);
}

/** The saved input: the three sections, then the frame's slots when the idea was read, each with its author. */
const readEntries = async (ctx: StepContext) => {
  const { sections, authors, input } = await readAuthoredSections(ctx);
  const frame = frameFromEntries(input);
  const entries = sectionsToEntries(sections, authors);
  return frame ? (withFrameEntries(entries, frame, authors) as InputEntry[]) : entries;
};

export const basicIdeaWorker: StepWorker<InputEntry[], IdeaCard> = {
  type: 'basicIdea',
  provides: ['ideaCard'],
  input: readEntries,
  autofill: (ctx) => autofillBasicIdea(ctx, { keepWritten: true }),
  save: saveBasicIdea,
  show: (ctx) => showStep<InputEntry[], IdeaCard>(ctx, readEntries),
  fields: basicIdeaFields,
};
