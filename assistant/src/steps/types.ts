// How the offline assistant answers a step's prompts: one module per step type (the step's `type`), each naming the
// generator of every prompt type the step's catalogue entries use (`<stepType>:<promptType>`).
import type { components, StepType } from '@idea-studio/sdk';
import type { Rng } from '../random.js';
import type { PromptRequest } from '../types.js';

/** The contract's answer schemas of each step type's prompts. */
type StepPromptOutputs = components['schemas']['StepPromptOutputs'];

/** Any answer of any step's prompt. */
export type AnyStepPromptAnswer = { [T in StepType]: StepPromptOutputs[T][keyof StepPromptOutputs[T]] }[StepType];

/** One prompt of a step, answered offline: the contract's answer of the prompt. */
export interface StepAnswer<Answer = unknown> {
  readonly answer: (request: PromptRequest, rng: Rng) => Answer;
  /** The seed of a request, when the answer must not depend on everything the request carries (default: all). */
  readonly seed?: (request: PromptRequest) => number;
}

/** A step type's prompts, each typed by the contract's answer of `<stepType>:<promptType>`. */
export type StepAnswers<T extends StepType = StepType> = [StepType] extends [T]
  ? { readonly [promptType: string]: StepAnswer | undefined }
  : { readonly [P in keyof StepPromptOutputs[T]]?: StepAnswer<StepPromptOutputs[T][P]> };
