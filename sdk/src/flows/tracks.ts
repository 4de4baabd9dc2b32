// Track helpers shared by the web and the CLI: the track definition with its steps, finding steps by id or by
// type, a round's results and where it stands, and the default idea title.
import { type IdeaClient, type Schemas, unwrap } from '../client.js';
import { CLOSING_STEP, type NavStream, type Position, roundPosition } from '../rules/navigation.js';
import { type StreamStatus, streamStatuses } from '../rules/streamStatus.js';

/** The track and stream a new round starts in (part 2 §4.1). */
export const DEFAULT_TRACK_ID = 'Clu-4-HBY';
export const DEFAULT_STREAM_ID = 'J1S-8At2nL';

export type UserTrack = Schemas['UserTrack'];
export type TrackData = Schemas['TrackData'];
export type Step = Schemas['Step'];
/** What a step is (`basicIdea`, `userTinder`, …): it chooses the step's web view and its SDK/CLI worker. */
export type StepType = Schemas['StepType'];
export type StepResult = Schemas['StepResult'];

export interface TrackStructure {
  track: Schemas['Track'];
  streams: Array<Schemas['TrackStream'] & { steps: Step[] }>;
}

/** A step with its stream, its number within the stream (1-based) and the stream's index in the track. */
export interface LocatedStep {
  stream: TrackStructure['streams'][number];
  step: Step;
  stepNumber: number;
  streamIndex: number;
}

function locate(structure: TrackStructure, matches: (step: Step) => boolean): LocatedStep | undefined {
  for (const [streamIndex, stream] of structure.streams.entries()) {
    const index = stream.steps.findIndex(matches);
    if (index >= 0) return { stream, step: stream.steps[index]!, stepNumber: index + 1, streamIndex };
  }
  return undefined;
}

/** A regular step of the track by its id. */
export function findStep(structure: TrackStructure, stepId: string): LocatedStep | undefined {
  return locate(structure, (step) => step.id === stepId);
}

/** The track's (first) step of a type: how code names a step, since step ids live only in the reference data. */
export function stepOfType(structure: TrackStructure, type: StepType): LocatedStep | undefined {
  return locate(structure, (step) => step.type === type);
}

/** The type of a step of the track; undefined for start and closing views and unknown ids. */
export function stepTypeOf(structure: TrackStructure, stepId: string): StepType | undefined {
  return findStep(structure, stepId)?.step.type;
}

/** The saved result of a step in a round's track data. */
export function stepResultOf(data: Pick<TrackData, 'streams'>, stepId: string): StepResult | undefined {
  for (const stream of data.streams) {
    const result = stream.results.find((r) => r.stepId === stepId);
    if (result) return result;
  }
  return undefined;
}

/**
 * Whether a step's saved result (or a closing output's, by its id) was written from an earlier reading of the idea:
 * the round's idea frame reads differently now than when it was saved (the server's StepResult.writtenFromEarlierFrame).
 */
export function writtenFromEarlierFrame(data: Pick<TrackData, 'streams'>, stepId: string): boolean {
  return stepResultOf(data, stepId)?.writtenFromEarlierFrame === true;
}

/** The ids of the steps and closing outputs whose saved results were written from an earlier reading of the idea. */
export function stepsWrittenFromEarlierFrame(data: Pick<TrackData, 'streams'>): string[] {
  return data.streams.flatMap((stream) => stream.results.filter((r) => r.writtenFromEarlierFrame).map((r) => r.stepId));
}

export function hasResult(data: Pick<TrackData, 'streams'>, stepId: string): boolean {
  return stepResultOf(data, stepId) !== undefined;
}

/**
 * 'My Business Model Canvas' plus the date (part 2 §2.19), as YYYY-MM-DD so it reads the same everywhere; for a
 * German user 'Mein Business Model Canvas'.
 */
export function defaultIdeaTitle(date: Date = new Date(), lang = 'en'): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const words = lang.toLowerCase().startsWith('de') ? 'Mein Business Model Canvas' : 'My Business Model Canvas';
  return `${words} ${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Whether a track name is still the default title (any date) rather than words of the founder: such a name is
 * never an idea's topic, and Save Result may replace it with the idea card's name (part 2 §3).
 */
export function isDefaultIdeaTitle(name: string | null | undefined): boolean {
  return /^\s*(?:my|mein) business model canvas(?:\s+\d{4}-\d{2}-\d{2})?\s*$/i.test(name ?? '');
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

/** Where a round stands (and continues): its last position, or the start view of the first stream. */
export function continueAt(
  round: { lastStreamId?: string | null; lastStepId?: string | null },
  structure: TrackStructure,
): Position {
  return roundPosition(navStreams(structure), round);
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
