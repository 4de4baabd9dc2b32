// The idea track's ids, read from the reference data (server/src/data/reference/tracks.json) — never copied, so
// tests name steps by their type.
import { DEFAULT_TRACK_ID, type StepType } from '@idea-studio/sdk';
import { streamsOfTrack } from '../tracks/definition.js';

export const TRACK = DEFAULT_TRACK_ID;
/** The track's streams in order: Qualify, then Validate. */
export const [QUALIFY, VALIDATE] = streamsOfTrack(TRACK).map((stream) => stream.id) as [string, string];

/** The id of the track's step of a type, as the reference data defines it. */
export function stepIdOfType(type: StepType): string {
  const step = streamsOfTrack(TRACK)
    .flatMap((stream) => stream.steps)
    .find((s) => s.type === type);
  if (!step) throw new Error(`The track has no ${type} step.`);
  return step.id;
}

export const BASIC_IDEA = stepIdOfType('basicIdea');
export const USER_TINDER = stepIdOfType('userTinder');
export const INSIGHT_MAPPING = stepIdOfType('insightMapping');
export const PROBLEM_SHADOWING = stepIdOfType('problemShadowing');
export const EXPERT_CHAT = stepIdOfType('expertChat');
export const FEEDBACK_CARD = stepIdOfType('feedbackCard');
