import {
  initialStepId,
  isClosingStep,
  isInitialStep,
  type Position,
  type Step,
  type TrackStructure,
} from '@idea-studio/sdk';

export type TrackStream = TrackStructure['streams'][number];

/** What the track page shows for a position (part 2 §2.1); a step's screen is chosen by its type (WEB_STEPS). */
export type TrackView =
  | { kind: 'start'; stream: TrackStream; first: boolean }
  | { kind: 'closing'; stream: TrackStream }
  | { kind: 'step'; stream: TrackStream; step: Step }
  | { kind: 'unknown' };

/** The view of a position: a stream's start view, the closing view, one of its steps, or unknown. */
export function trackView(structure: TrackStructure, position: Position): TrackView {
  const stream = structure.streams.find((s) => s.id === position.streamId);
  if (!stream) return { kind: 'unknown' };
  if (isInitialStep(position.stepId)) {
    return position.stepId === initialStepId(stream.id)
      ? { kind: 'start', stream, first: structure.streams[0] === stream }
      : { kind: 'unknown' };
  }
  if (isClosingStep(position.stepId)) return { kind: 'closing', stream };
  const step = stream.steps.find((s) => s.id === position.stepId);
  if (!step) return { kind: 'unknown' };
  return { kind: 'step', stream, step };
}
