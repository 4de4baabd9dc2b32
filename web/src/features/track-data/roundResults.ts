import { type Schemas, stepProviding, type TrackStructure } from '@idea-studio/sdk';

export type StepResult = Schemas['StepResult'];

/** A step result together with the stream it was saved in. */
export interface LocatedResult {
  streamId: string;
  result: StepResult;
}

/** Flattens a round's results (`UserTrack.results` or the streams of `TrackData`) into one list. */
export function flattenResults(
  groups: ReadonlyArray<{ streamId: string; stepResults: StepResult[] } | { id: string; results: StepResult[] }>,
): LocatedResult[] {
  return groups.flatMap((group) =>
    'stepResults' in group
      ? group.stepResults.map((result) => ({ streamId: result.streamId ?? group.streamId, result }))
      : group.results.map((result) => ({ streamId: result.streamId ?? group.id, result })),
  );
}

export function findStepResult(results: readonly LocatedResult[], stepId: string): LocatedResult | undefined {
  return results.find((entry) => entry.result.stepId === stepId);
}

/**
 * The pins of the result of the track's step that provides `feedbackPins` (the Feedback Card, `result.pins`, part 2
 * §2.14, §3); 0 when there is none.
 */
export function pinCount(results: readonly LocatedResult[], structure: TrackStructure): number {
  const pinsStep = stepProviding(structure, 'feedbackPins');
  const data = pinsStep && findStepResult(results, pinsStep.step.id)?.result.result;
  const pins = data && typeof data === 'object' ? (data as { pins?: unknown }).pins : undefined;
  return Array.isArray(pins) ? pins.length : 0;
}
