// The idea track as the server's reference data defines it (server/src/data/reference/tracks.json): suites name
// steps by their type and read the ids from there, never copying one.
import { readFileSync } from 'node:fs';
import { DEFAULT_TRACK_ID, type StepType } from '@idea-studio/sdk';

interface ReferenceTrack {
  id: string;
  streams: Array<{ id: string; orderNr: number; steps: Array<{ id: string; type: StepType; name_en: string }> }>;
}

const tracks: ReferenceTrack[] = JSON.parse(
  readFileSync(new URL('../../../server/src/data/reference/tracks.json', import.meta.url), 'utf8'),
);

const track = tracks.find((t) => t.id === DEFAULT_TRACK_ID);
if (!track) throw new Error(`The reference data has no track ${DEFAULT_TRACK_ID}.`);

/** The track's streams in order (Qualify, Validate). */
export const STREAM_IDS = [...track.streams].sort((a, b) => a.orderNr - b.orderNr).map((stream) => stream.id);

/** The step of a type with the stream it belongs to. */
export function stepOfType(type: StepType): { id: string; streamId: string; name_en: string } {
  for (const stream of track!.streams) {
    const step = stream.steps.find((s) => s.type === type);
    if (step) return { id: step.id, streamId: stream.id, name_en: step.name_en };
  }
  throw new Error(`The track has no ${type} step.`);
}

export const stepIdOfType = (type: StepType): string => stepOfType(type).id;
