// Look-ups of a round's results by what a step provides, for callers that hold the round's data and track but no step
// context (screens, the CLI). Inside a step, `ctx.providing` does the same.
import type { Persona } from '../ai.js';
import type { TrackData, TrackStructure } from '../flows/tracks.js';
import { roundSteps } from './index.js';
import { mainPersonaIn } from './insightMapping.js';
import { ideaSummaryIn } from './problemShadowing.js';

type Round = { data: TrackData; structure: TrackStructure };

/** The round's main persona (the first accepted one of the step that provides it); undefined while there is none. */
export function mainPersonaOfRound({ data, structure }: Round): Persona | undefined {
  return mainPersonaIn(roundSteps(data, structure));
}

/** The round's idea summary from the step that provides the founder's idea; '' while there is none. */
export function ideaSummaryOfRound({ data, structure }: Round): string {
  return ideaSummaryIn(roundSteps(data, structure));
}
