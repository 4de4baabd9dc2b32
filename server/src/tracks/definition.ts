import { CLOSING_STEP, initialStepId, isClosingStep, type NavStream } from '@idea-studio/sdk';
import { stepsOfStream, tracks } from '../data/reference.js';
import type { Step, Track } from '../data/types.js';

/**
 * Reads the track definition (`data/reference/tracks.json`, loaded and checked by `data/reference.ts`): which
 * streams a track has, which steps a stream has, and which positions (stream + step) are valid in a round.
 */

export interface TrackStreamDefinition {
  id: string;
  orderNr: number;
  steps: Step[];
}

export function findTrack(trackId: string): Track | undefined {
  return tracks.find((track) => track.id === trackId);
}

// A track's definition never changes while the server runs: its ordered streams are built once per track.
const streamsByTrack = new WeakMap<Track, readonly TrackStreamDefinition[]>();

/** The track's streams in order, each with its steps in order; empty for an unknown track. Do not mutate. */
export function streamsOfTrack(trackId: string): readonly TrackStreamDefinition[] {
  const track = findTrack(trackId);
  if (!track) return [];
  const known = streamsByTrack.get(track);
  if (known) return known;
  const streams = [...track.streams]
    .sort((a, b) => a.orderNr - b.orderNr)
    .map((stream) => ({ id: stream.id, orderNr: stream.orderNr, steps: stepsOfStream(stream.id) ?? [] }));
  streamsByTrack.set(track, streams);
  return streams;
}

/** The track's streams with their step ids in order, as the SDK's navigation rules take them. */
export function navStreamsOfTrack(trackId: string): NavStream[] {
  return streamsOfTrack(trackId).map((stream) => ({ id: stream.id, steps: stream.steps.map((step) => step.id) }));
}

export function streamOfTrack(trackId: string, streamId: string): TrackStreamDefinition | undefined {
  return streamsOfTrack(trackId).find((stream) => stream.id === streamId);
}

/** A regular step (not a start or closing view) of the given stream of the track. */
export function stepOfStream(trackId: string, streamId: string, stepId: string): Step | undefined {
  return streamOfTrack(trackId, streamId)?.steps.find((step) => step.id === stepId);
}

/** A regular step of any stream of the track. */
export function stepOfTrack(trackId: string, stepId: string): Step | undefined {
  for (const stream of streamsOfTrack(trackId)) {
    const step = stream.steps.find((s) => s.id === stepId);
    if (step) return step;
  }
  return undefined;
}

/** The id of the track's step of a type (the Feedback Card, …); undefined when the track has none. */
export function stepIdOfTypeInTrack(trackId: string, type: string): string | undefined {
  for (const stream of streamsOfTrack(trackId)) {
    const step = stream.steps.find((s) => s.type === type);
    if (step) return step.id;
  }
  return undefined;
}

/**
 * Where a round may stand: a stream of its track and, in it, the start view (`initial-{streamId}`), the
 * closing view (`closing-stream`) or one of the stream's steps (spec part 2 §2.1).
 */
export function isValidPosition(trackId: string, streamId: string, stepId: string): boolean {
  const stream = streamOfTrack(trackId, streamId);
  if (!stream) return false;
  if (stepId === initialStepId(streamId) || isClosingStep(stepId)) return true;
  return stream.steps.some((step) => step.id === stepId);
}

export { CLOSING_STEP };
