// The closing view (part 2 §2.17, §5, §8): which results a closing output draws on, and the messages of its
// failures. One rule for the browser, the CLI and the server, which re-checks it.

import type { StepType } from '../flows/tracks.js';
import { typesProviding } from '../steps/index.js';

/** The §8 error when a result an output needs is missing. */
export const REQUIRED_STEP_MISSING = {
  headline: 'Error',
  text: 'One of the required steps is missing. Try to reload the page.',
} as const;
/** The §8 error when a stream's results did not arrive after polling. */
export const DATA_ERROR = {
  headline: 'Data Error!',
  text: 'We could not find any Result for this tream. Try to reload the Page.',
} as const;
/** The §8 error that stops the flow when a file could not be made. */
export const FILE_CREATION_FAILED = { headline: 'Error', text: 'File creation failed' } as const;
/** The copy-link success (part 2 §2.17). */
export const LINK_COPIED = { headline: 'Link copied to clipboard', text: 'You can now paste it anywhere!' } as const;

/**
 * The internal landing page and the final files need the idea summary, the persona and the core problem (part 2
 * §5): the results of the steps that provide them (today Basic Idea, User Tinder and Problem Shadowing).
 */
export const LANDING_REQUIRES: readonly StepType[] = (['ideaCard', 'mainPersona', 'coreProblem'] as const).flatMap(
  typesProviding,
);

/** The step types of `required` the round has no result for (empty: everything is there). */
export function missingRequirements(required: readonly StepType[], done: ReadonlySet<StepType>): StepType[] {
  return required.filter((type) => !done.has(type));
}
