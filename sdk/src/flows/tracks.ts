// Track helpers shared by the web and the CLI: the track definition with its steps, a round's progress, the
// default idea title, and starting a round in the user's default project.
import { type IdeaClient, type Schemas, unwrap } from '../client.js';
import { CLOSING_STEP, initialStepId, type NavStream } from '../rules/navigation.js';
import { type StreamStatus, streamStatuses } from '../rules/streamStatus.js';

export const DEFAULT_TRACK_ID = 'Clu-4-HBY';
export const DEFAULT_STREAM_ID = 'J1S-8At2nL';

export type UserTrack = Schemas['UserTrack'];
export type Step = Schemas['Step'];

export interface TrackStructure {
  track: Schemas['Track'];
  streams: Array<Schemas['TrackStream'] & { steps: Step[] }>;
}

/** 'My Business Model Canvas' plus the date (part 2 §2.19), as YYYY-MM-DD so it reads the same everywhere. */
export function defaultIdeaTitle(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `My Business Model Canvas ${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Whether a track name is still the default title (any date) rather than words of the founder: such a name is
 * never an idea's topic, and Save Result may replace it with the idea card's name (part 2 §3).
 */
export function isDefaultIdeaTitle(name: string | null | undefined): boolean {
  return /^\s*my business model canvas(?:\s+\d{4}-\d{2}-\d{2})?\s*$/i.test(name ?? '');
}

/** The track with every stream's steps, in order. */
export async function loadTrackStructure(
  client: IdeaClient,
  trackId: string = DEFAULT_TRACK_ID,
): Promise<TrackStructure> {
  const tracks = await unwrap(client.GET('/data/tracks'));
  const track = tracks.find((t) => t.id === trackId);
  if (!track) throw new Error(`Unknown track ${trackId}`);
  const streams = await Promise.all(
    [...track.streams]
      .sort((a, b) => a.orderNr - b.orderNr)
      .map(async (stream) => {
        const steps = await unwrap(
          client.GET('/streams/steps/{streamId}', { params: { path: { streamId: stream.id } } }),
        );
        return { ...stream, steps: [...steps].sort((a, b) => a.orderNr - b.orderNr) };
      }),
  );
  return { track, streams };
}

export function navStreams(structure: TrackStructure): NavStream[] {
  return structure.streams.map((s) => ({ id: s.id, steps: s.steps.map((step) => step.id) }));
}

/** Step ids with a saved result in a round. */
export function completedStepIds(track: Pick<UserTrack, 'results'>): Set<string> {
  return new Set(track.results.flatMap((entry) => entry.stepResults.map((r) => r.stepId)));
}

/** Where a round continues: its last position, or the start view of the first stream. */
export function continueAt(track: Pick<UserTrack, 'lastStreamId' | 'lastStepId'>, structure: TrackStructure) {
  const first = structure.streams[0]?.id ?? DEFAULT_STREAM_ID;
  return {
    streamId: track.lastStreamId ?? first,
    stepId: track.lastStepId ?? initialStepId(track.lastStreamId ?? first),
  };
}

/** The dashboard entries of a round (streams plus Ship), per part 1 §4. */
export function roundStatus(track: UserTrack, structure: TrackStructure): StreamStatus[] {
  return streamStatuses({
    streams: navStreams(structure),
    completedStepIds: completedStepIds(track),
    currentStreamId: track.lastStreamId,
    continueAt: continueAt(track, structure),
  });
}

/** The track page address of a position in a round. */
export function trackLink(trackId: string, position: { streamId: string; stepId: string }, roundId: string): string {
  const query = new URLSearchParams({ streamId: position.streamId, stepId: position.stepId, roundId });
  return `/track/${encodeURIComponent(trackId)}?${query.toString()}`;
}

export { CLOSING_STEP };
