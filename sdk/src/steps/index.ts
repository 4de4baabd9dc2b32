// The step workers by step type: the one place where the SDK and the CLI find what a step can do and provides.
// Adding a step means adding its worker here (the map is exhaustive over the contract's StepType; its web module
// goes into web/src/features/track-page/webSteps.ts).
import type { IdeaClient } from '../client.js';
import {
  findStep,
  type LocatedStep,
  type StepType,
  stepOfType,
  type TrackData,
  type TrackStructure,
} from '../flows/tracks.js';
import { basicIdeaWorker } from './basicIdea.js';
import { expertChatWorker } from './expertChat.js';
import { feedbackCardWorker } from './feedbackCard.js';
import { insightMappingWorker } from './insightMapping.js';
import { problemShadowingWorker } from './problemShadowing.js';
import type { StepCapability, StepContext, StepWorker } from './types.js';
import { userTinderWorker } from './userTinder.js';

export const STEP_WORKERS: { readonly [T in StepType]: StepWorker } = {
  basicIdea: basicIdeaWorker as StepWorker,
  userTinder: userTinderWorker as StepWorker,
  insightMapping: insightMappingWorker as StepWorker,
  problemShadowing: problemShadowingWorker as StepWorker,
  expertChat: expertChatWorker as StepWorker,
  feedbackCard: feedbackCardWorker as StepWorker,
};

/** Workers of step types added at run time (`registerStepWorker`), after the built-in ones. */
const added = new Map<string, StepWorker>();

/**
 * Adds the worker of a step type outside the contract this SDK was built with (a server's own step type; the test
 * that proves a step type needs nothing but its modules). Returns the function that removes it again.
 */
export function registerStepWorker(worker: StepWorker): () => void {
  if (stepWorker(worker.type)) throw new Error(`The step type ${worker.type} has a worker already.`);
  added.set(worker.type, worker);
  return () => {
    added.delete(worker.type);
  };
}

/** The worker of a step type; undefined for a type this SDK does not know (a newer server's step). */
export function stepWorker(type: StepType): StepWorker | undefined {
  return Object.hasOwn(STEP_WORKERS, type) ? STEP_WORKERS[type] : added.get(type);
}

/** The step types that provide a capability, in the registry's order. */
export function typesProviding(capability: StepCapability): StepType[] {
  return [...(Object.values(STEP_WORKERS) as StepWorker[]), ...added.values()]
    .filter((worker) => worker.provides.includes(capability))
    .map((worker) => worker.type);
}

/** The track's first step that provides a capability (e.g. the main persona); undefined when it has none. */
export function stepProviding(structure: TrackStructure, capability: StepCapability): LocatedStep | undefined {
  for (const type of typesProviding(capability)) {
    const located = stepOfType(structure, type);
    if (located) return located;
  }
  return undefined;
}

/** A round's data and track with the capability look-up steps use (`mainPersonaIn(roundSteps(data, structure))`). */
export function roundSteps(
  data: TrackData,
  structure: TrackStructure,
): Pick<StepContext, 'data' | 'structure' | 'providing'> {
  return { data, structure, providing: (capability) => stepProviding(structure, capability) };
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
  return { ...located, client, data, structure, providing: (capability) => stepProviding(structure, capability) };
}
