// The step workers by step type: the one place where the SDK and the CLI find what a step can do. Adding a step
// means adding its worker here (its web view goes into web/src/features/track/stepViews.tsx).
import type { IdeaClient } from '../client.js';
import { findStep, type StepType, type TrackData, type TrackStructure } from '../flows/tracks.js';
import { basicIdeaWorker } from './basicIdea.js';
import { expertChatWorker } from './expertChat.js';
import { feedbackCardWorker } from './feedbackCard.js';
import { insightMappingWorker } from './insightMapping.js';
import { problemShadowingWorker } from './problemShadowing.js';
import type { StepContext, StepWorker } from './types.js';
import { userTinderWorker } from './userTinder.js';

export const STEP_WORKERS: { readonly [T in StepType]?: StepWorker } = {
  basicIdea: basicIdeaWorker as StepWorker,
  userTinder: userTinderWorker as StepWorker,
  insightMapping: insightMappingWorker as StepWorker,
  problemShadowing: problemShadowingWorker as StepWorker,
  expertChat: expertChatWorker as StepWorker,
  feedbackCard: feedbackCardWorker as StepWorker,
};

/** The worker of a step type; undefined while the type has none (its screen exists only in a later release). */
export function stepWorker(type: StepType): StepWorker | undefined {
  return STEP_WORKERS[type];
}

/** A step of the round's track to work on; throws for start and closing views and unknown ids. */
export function stepContext(
  client: IdeaClient,
  data: TrackData,
  structure: TrackStructure,
  stepId: string,
): StepContext {
  const located = findStep(structure, stepId);
  if (!located) throw new Error(`${stepId} is not a step of the track.`);
  return { ...located, client, data, structure };
}
