import type { StepType } from '@idea-studio/sdk';
import { basicIdeaStep } from '../basic-idea/step';
import { expertChatStep } from '../expert-chat/step';
import { feedbackCardStep } from '../feedback-card/step';
import { insightMappingStep } from '../insight-mapping/step';
import { problemShadowingStep } from '../problem-shadowing/step';
import { userTinderStep } from '../user-tinder/step';
import type { WebStep } from './webStep';

export type { StepViewProps } from './stepViewProps';
export type { WebStep } from './webStep';

/**
 * The web's steps by their type (`Step.type` of the reference data), each declared in its own feature folder
 * (`<feature>/step.ts`): the one place that lists them. Exhaustive over the contract's StepType like the SDK's
 * STEP_WORKERS, so a type without its module does not compile. The order is the track's (the Key Results follow it).
 */
export const WEB_STEPS: { readonly [T in StepType]: WebStep<T> } = {
  basicIdea: basicIdeaStep,
  userTinder: userTinderStep,
  insightMapping: insightMappingStep,
  problemShadowing: problemShadowingStep,
  expertChat: expertChatStep,
  feedbackCard: feedbackCardStep,
};

/** The web's module of a step type; undefined for a type this web does not know (a newer server's step). */
export function webStepOf(type: StepType): WebStep | undefined {
  return Object.hasOwn(WEB_STEPS, type) ? WEB_STEPS[type] : undefined;
}
