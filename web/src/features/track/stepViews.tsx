import type { StepType } from '@idea-studio/sdk';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { BASIC_IDEA_MODEL } from '../basic-idea/sections';
import type { StepViewProps } from './stepViewProps';

export type { StepViewProps } from './stepViewProps';

export interface StepViewEntry {
  /** The step's screen, loaded when it is first shown; without one the frame says it arrives in a later release. */
  View?: LazyExoticComponent<ComponentType<StepViewProps>>;
  /** The model id the AI chat sends in this step (part 2 §7.1); HOMECHAT when not set. */
  chatModel?: string;
  /**
   * The step brings its own mentor chat and keeps the short footer of Save & Exit and Show all results (the
   * Feedback Card, part 2 §2.2, §2.14): no Johnny chat, no Back or Next; as the last step of its stream it adds
   * Finish Stream once it has a result, so the closing view can be reached from the browser.
   */
  ownChat?: boolean;
}

/**
 * The screens of the steps by their type (`Step.type` of the reference data): the one place that says which view
 * a step shows. Adding a step's screen means adding its entry here; its SDK worker goes into sdk/src/steps.
 */
export const STEP_VIEWS: { readonly [T in StepType]: StepViewEntry } = {
  basicIdea: {
    View: lazy(() => import('../basic-idea/components/BasicIdeaView').then((m) => ({ default: m.BasicIdeaView }))),
    chatModel: BASIC_IDEA_MODEL,
  },
  userTinder: {
    View: lazy(() => import('../user-tinder/components/UserTinderView').then((m) => ({ default: m.UserTinderView }))),
  },
  insightMapping: {
    View: lazy(() =>
      import('../insight-mapping/components/InsightMappingView').then((m) => ({ default: m.InsightMappingView })),
    ),
  },
  problemShadowing: {
    View: lazy(() =>
      import('../problem-shadowing/components/ProblemShadowingView').then((m) => ({
        default: m.ProblemShadowingView,
      })),
    ),
  },
  expertChat: {
    View: lazy(() => import('../expert-chat/components/ExpertChatView').then((m) => ({ default: m.ExpertChatView }))),
  },
  feedbackCard: {
    View: lazy(() =>
      import('../feedback-card/components/FeedbackCardView').then((m) => ({ default: m.FeedbackCardView })),
    ),
    ownChat: true,
  },
};

export function stepViewOf(type: StepType): StepViewEntry {
  return STEP_VIEWS[type];
}
