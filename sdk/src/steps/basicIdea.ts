// The Basic Idea step (part 2 §2.8, §4.3): three sections saved as the step's input, the AI's autofill and the
// idea card as its result. Each section keeps who wrote it (issue 26): what Autofill fills in is the AI's (`ai`), and
// the idea card, which the AI writes from the sections, is `ai` when any section was, else `ai-accepted`.
import { askStepAi, type IdeaCard, type StepInputEntry } from '../ai.js';
import { entryAuthors } from '../rules/authoring.js';
import type { Author } from '../rules/evidence.js';
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
  return { sections: basicIdeaSections(input), authors: entryAuthors(input) };
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
  const { sections: current, authors: before } = await readAuthoredSections(ctx);
  const written = (type: BasicIdeaSection) => current[type].trim() !== '';
  if (options.keepWritten && BASIC_IDEA_SECTIONS.every(written)) {
    const entries = sectionsToEntries(current, before);
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
  const entries = sectionsToEntries(filled, authors);
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

const sectionField = (name: string) => BASIC_IDEA_FIELDS.find((f) => f.name === name.trim().toLowerCase());

async function readSectionFields(ctx: StepContext): Promise<StepField[]> {
  const { sections, authors } = await readAuthoredSections(ctx);
  return BASIC_IDEA_FIELDS.map((f) => {
    const value = sections[f.type];
    return {
      name: f.name,
      label: f.about,
      value,
      ...(value.trim() ? { author: authors.get(f.type) ?? 'ai' } : {}),
      open: !value.trim(),
    };
  });
}

/**
 * Writes sections by name (`problem`, `users`, `solution`): each value is the founder's unless its author says
 * otherwise; a blank value empties its section. The other sections stay as they are, with their authors.
 */
export async function writeBasicIdeaFields(ctx: StepContext, values: readonly StepFieldValue[]): Promise<InputEntry[]> {
  const changes = values.map((v) => {
    const field = sectionField(v.name);
    if (!field) throw unknownField(v.name, BASIC_IDEA_FIELDS);
    if (v.value.length > BASIC_IDEA_SECTION_MAX)
      throw new StepFieldError(
        `${field.name} is longer than ${BASIC_IDEA_SECTION_MAX} characters.`,
        `${field.name} ist länger als ${BASIC_IDEA_SECTION_MAX} Zeichen.`,
      );
    return { type: field.type, value: v.value.trim(), author: v.author ?? ('founder' as const) };
  });
  const { sections, authors } = await readAuthoredSections(ctx);
  for (const change of changes) {
    sections[change.type] = change.value;
    if (change.value) authors.set(change.type, change.author);
    else authors.delete(change.type);
  }
  const entries = sectionsToEntries(sections, authors);
  await saveStepInput(ctx, entries);
  return entries;
}

/** The longest text a section takes from a script (a page of text; the web's rows hold far less). */
export const BASIC_IDEA_SECTION_MAX = 4000;

/** The AI's suggestions for a section (the step's STEP_PROMPT, as the web's AI button asks them). */
export async function suggestSection(ctx: StepContext, name: string): Promise<string[]> {
  const field = sectionField(name);
  if (!field) throw unknownField(name, BASIC_IDEA_FIELDS);
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
  names: BASIC_IDEA_FIELDS,
  idea: 'problem',
  read: readSectionFields,
  write: writeBasicIdeaFields,
  suggest: suggestSection,
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
  const card: IdeaCard = {
    ...answered,
    author: ideaCardAuthor(BASIC_IDEA_SECTIONS.map((s) => authors.get(s) ?? 'ai')),
  };
  return saveStepResult(ctx, projectId, card, card.name);
}

const readEntries = async (ctx: StepContext) => {
  const { sections, authors } = await readAuthoredSections(ctx);
  return sectionsToEntries(sections, authors);
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
