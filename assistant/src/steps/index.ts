// The offline answers of the steps' prompts, by step type: each step type's module names the generator of every
// prompt its catalogue entries (`<stepType>:<promptType>`) use. A step type added while the server runs brings its
// own (`addStepAnswers`).
import type { StepType } from '@idea-studio/sdk';
import { basicIdea } from './basic-idea.js';
import { expertChat } from './expert-chat.js';
import { feedbackCard } from './feedback-card.js';
import { insightMapping } from './insight-mapping.js';
import { problemShadowing } from './problem-shadowing.js';
import type { StepAnswer, StepAnswers } from './types.js';
import { userTinder } from './user-tinder.js';

export type { AnyStepPromptAnswer, StepAnswer, StepAnswers } from './types.js';
export { personaSeed } from './user-tinder.js';

/** Every step type's answers; a missing (or unknown) type fails the type-check. */
const BUILT_IN: { readonly [T in StepType]: StepAnswers<T> } = {
  basicIdea,
  userTinder,
  insightMapping,
  problemShadowing,
  expertChat,
  feedbackCard,
};

const added = new Map<string, StepAnswers>();

/** The answer of a step's prompt by its catalogue entry id (`<stepType>:<promptType>`); undefined for others. */
export function stepAnswerOf(entryId: string): StepAnswer | undefined {
  const split = entryId.indexOf(':');
  if (split < 0) return undefined;
  const type = entryId.slice(0, split);
  const promptType = entryId.slice(split + 1);
  const answers = (Object.hasOwn(BUILT_IN, type) ? BUILT_IN[type as StepType] : added.get(type)) as
    | StepAnswers
    | undefined;
  return answers && Object.hasOwn(answers, promptType) ? answers[promptType] : undefined;
}

/** Adds the answers of a step type outside the built-in list; returns the function that removes them again. */
export function addStepAnswers(stepType: string, answers: StepAnswers): () => void {
  if (Object.hasOwn(BUILT_IN, stepType) || added.has(stepType)) {
    throw new Error(`Offline step answers: ${stepType} is known already.`);
  }
  added.set(stepType, answers);
  return () => {
    added.delete(stepType);
  };
}
