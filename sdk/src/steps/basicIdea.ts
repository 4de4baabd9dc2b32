// The Basic Idea step (part 2 §2.8, §4.3): three sections saved as the step's input, the AI's autofill and the
// idea card as its result. Each section keeps who wrote it (issue 26): what Autofill fills in is the AI's (`ai`), and
// the idea card, which the AI writes from the sections, is `ai` when any section was, else `ai-accepted`.
import { askStepAi, type IdeaCard, type StepInputEntry } from '../ai.js';
import { entryAuthors } from '../rules/authoring.js';
import type { Author } from '../rules/evidence.js';
import { readStepInput, saveStepInput, saveStepResult, showStep } from './results.js';
import { type SavedStep, type StepContext, StepNotReadyError, type StepWorker } from './types.js';

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

/** Autofill (part 2 §4.3): the AI's three results fill the three sections, which are saved as the step's input. */
export async function autofillBasicIdea(ctx: StepContext): Promise<InputEntry[]> {
  const { sections: current, authors: before } = await readAuthoredSections(ctx);
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
  const filled = basicIdeaSections(answer.promptResult);
  // What Autofill wrote is the AI's; a section it left word for word keeps its author.
  const authors = new Map<string, Author>(
    BASIC_IDEA_SECTIONS.map((type) => [
      type,
      current[type].trim() && current[type].trim() === filled[type].trim() ? (before.get(type) ?? 'ai') : 'ai',
    ]),
  );
  const entries = sectionsToEntries(filled, authors);
  await saveStepInput(ctx, entries);
  return entries;
}

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
  autofill: autofillBasicIdea,
  save: saveBasicIdea,
  show: (ctx) => showStep<InputEntry[], IdeaCard>(ctx, readEntries),
};
