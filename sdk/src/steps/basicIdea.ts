// The Basic Idea step (part 2 §2.8, §4.3): three sections saved as the step's input, the AI's autofill and the
// idea card as its result.
import { askStepAi, type IdeaCard, type StepInputEntry } from '../ai.js';
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

export function sectionsToEntries(sections: Record<BasicIdeaSection, string>): InputEntry[] {
  return BASIC_IDEA_SECTIONS.map((type) => ({ type, content: sections[type] }));
}

async function readSections(ctx: StepContext): Promise<Record<BasicIdeaSection, string>> {
  return basicIdeaSections(await readStepInput(ctx));
}

/** Autofill (part 2 §4.3): the AI's three results fill the three sections, which are saved as the step's input. */
export async function autofillBasicIdea(ctx: StepContext): Promise<InputEntry[]> {
  const current = await readSections(ctx);
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
  const entries = sectionsToEntries(basicIdeaSections(answer.promptResult));
  await saveStepInput(ctx, entries);
  return entries;
}

/**
 * Save Result of Basic Idea (part 2 §4.3, §4.10): needs all three sections; the AI's closing prompt makes the
 * idea card, which is saved as the step's result with its PDF (named after the card).
 */
export async function saveBasicIdea(ctx: StepContext, projectId: string): Promise<SavedStep<IdeaCard>> {
  const sections = await readSections(ctx);
  if (BASIC_IDEA_SECTIONS.some((s) => !sections[s].trim())) {
    throw new StepNotReadyError(
      'The Basic Idea needs all three sections (problem, first users, solution) before it can be saved.',
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
  const card = answer.promptResult[0];
  if (!card?.name) throw new Error('The AI did not answer an idea card.');
  return saveStepResult(ctx, projectId, card, card.name);
}

const readEntries = async (ctx: StepContext) => sectionsToEntries(await readSections(ctx));

export const basicIdeaWorker: StepWorker<InputEntry[], IdeaCard> = {
  type: 'basicIdea',
  input: readEntries,
  autofill: autofillBasicIdea,
  save: saveBasicIdea,
  show: (ctx) => showStep<InputEntry[], IdeaCard>(ctx, readEntries),
};
