import {
  CLOSING_STEP,
  type components,
  isClosingStep,
  roundPosition,
  stepWithoutResultPassed,
  trackNameIssue,
} from '@idea-studio/sdk';
import type { Db } from '../db/database.js';
import { toFlag } from '../db/flags.js';
import { newId, nowIso } from '../db/ids.js';
import { listResultFiles } from '../results/repository.js';
import { toResultFile } from '../results/service.js';
import { roundNotFound, roundOfUser, roundVisibleTo } from '../rounds/access.js';
import { currentFrame, currentFrames } from '../rounds/frames.js';
import { listStepResults, type StepResultRow, stepIdsWithResult } from '../rounds/repository.js';
import { stepResultsOfFrame } from '../rounds/service.js';
import { invalidInput, isPlausibleId, requiredName, toJsonText } from '../rounds/values.js';
import { requireMembership } from '../team/service.js';
import { findTrack, isValidPosition, navStreamsOfTrack, streamOfTrack, streamsOfTrack } from './definition.js';
import { noProjectFound, noResultSaved } from './errors.js';
import {
  deleteRound,
  findOwnProject,
  findTrackRow,
  insertRound,
  listRoundsOfProject,
  listRoundsOfUser,
  type RoundRow,
  type RoundSummary,
  renameRound,
  type TrackRow,
  updateRound,
} from './repository.js';

type Schemas = components['schemas'];
export type UserTrack = Schemas['UserTrack'];
export type TrackData = Schemas['TrackData'];
type TrackResultsEntry = Schemas['TrackResultsEntry'];

// Step positions per track and stream, built once (the track definitions are static).
const stepOrders = new Map<string, (a: StepResultRow, b: StepResultRow) => number>();

/** Orders step results as the track defines its steps; results of steps it does not know come last. */
function byStepOrder(trackId: string, streamId: string) {
  const key = `${trackId}\n${streamId}`;
  let order = stepOrders.get(key);
  if (!order) {
    const steps = new Map(streamOfTrack(trackId, streamId)?.steps.map((step, index) => [step.id, index]));
    const position = (stepId: string) => steps.get(stepId) ?? steps.size;
    order = (a, b) => position(a.step_id) - position(b.step_id);
    stepOrders.set(key, order);
  }
  return order;
}

/** The round's step results by stream: one entry per stream of the track, in the track's order. */
export function resultsByStream(
  trackId: string,
  rows: StepResultRow[],
): Array<{ streamId: string; rows: StepResultRow[] }> {
  const groups = new Map<string, StepResultRow[]>(streamsOfTrack(trackId).map((stream) => [stream.id, []]));
  for (const row of rows) {
    const group = groups.get(row.stream_id);
    if (group) group.push(row);
    else groups.set(row.stream_id, [row]);
  }
  return [...groups].map(([streamId, group]) => ({ streamId, rows: group.sort(byStepOrder(trackId, streamId)) }));
}

/** `frame`: the fingerprint of the round's idea frame now (its results say whether they were written from another). */
export function toUserTrack(
  round: RoundSummary,
  results: StepResultRow[],
  fileCount: number,
  frame: string | null = null,
): UserTrack {
  const grouped: TrackResultsEntry[] = resultsByStream(round.track_id, results).map(({ streamId, rows }) => ({
    streamId,
    stepResults: rows.map(stepResultsOfFrame(frame)),
  }));
  return {
    trackId: round.track_id,
    roundId: round.id,
    projectId: round.project_id,
    name: round.name,
    finished: toFlag(round.finished),
    lastStreamId: round.last_stream_id,
    lastStepId: round.last_step_id,
    results: grouped,
    isVariant: toFlag(round.is_variant),
    protected: toFlag(round.protected),
    userId: round.user_id,
    fileCount,
    dateCreated: round.created_at,
    dateUpdated: round.updated_at,
  };
}

/** UserTracks for rounds read with their file counts: their step results take one more query. */
async function userTracks(db: Db, rounds: TrackRow[]): Promise<UserTrack[]> {
  const [results, frames] = await Promise.all([
    listStepResults(
      db,
      rounds.map((round) => round.id),
    ),
    currentFrames(db, rounds),
  ]);
  const byRound = new Map<string, StepResultRow[]>();
  for (const row of results) {
    const list = byRound.get(row.round_id);
    if (list) list.push(row);
    else byRound.set(row.round_id, [row]);
  }
  // PostgreSQL answers count(*) as a bigint string.
  return rounds.map((round) =>
    toUserTrack(round, byRound.get(round.id) ?? [], Number(round.file_count ?? 0), frames.get(round.id) ?? null),
  );
}

async function userTrackOf(db: Db, roundId: string): Promise<UserTrack> {
  const round = await findTrackRow(db, roundId);
  // Deleted in the meantime by a concurrent request.
  if (!round) throw roundNotFound();
  const [track] = await userTracks(db, [round]);
  return track;
}

/**
 * A round's name as stored (cleaned) under the SDK's track-name rule, which the web and the CLI check first; the
 * contract already refuses longer raw names.
 */
function trackName(value: string): string {
  const name = requiredName(value);
  const issue = trackNameIssue(name);
  if (issue) throw invalidInput(issue.message);
  return name;
}

/**
 * Starts a round: a known track, one of its streams, and the stream's start view or one of its steps, in a
 * project the user owns (spec part 2 §4.1, §6: "Only the user's own project is used for new tracks").
 */
export async function startTrack(
  db: Db,
  userId: string,
  body: Schemas['StartTrackRequest'],
  now: Date,
): Promise<Schemas['StartTrackResponse']> {
  if (!findTrack(body.trackId)) throw invalidInput('There is no track with this trackId.');
  if (!streamOfTrack(body.trackId, body.streamId)) throw invalidInput('streamId is not a stream of this track.');
  if (isClosingStep(body.stepId) || !isValidPosition(body.trackId, body.streamId, body.stepId)) {
    throw invalidInput('stepId is neither the start of this stream nor one of its steps.');
  }
  const name = trackName(body.name);
  const project = isPlausibleId(body.projectId) ? await findOwnProject(db, body.projectId, userId) : undefined;
  if (!project) throw noProjectFound();

  const nowText = nowIso(now);
  const roundId = newId(now.getTime());
  await insertRound(db, {
    id: roundId,
    track_id: body.trackId,
    project_id: project.id,
    user_id: userId,
    name,
    finished: 0,
    last_stream_id: body.streamId,
    last_step_id: body.stepId,
    step_index: null,
    progress: null,
    is_variant: 0,
    protected: 0,
    created_at: nowText,
    updated_at: nowText,
  });
  return { roundId, track: await userTrackOf(db, roundId) };
}

/** The user's own rounds, the latest updated first. */
export async function listUserTracks(db: Db, userId: string): Promise<UserTrack[]> {
  return userTracks(db, await listRoundsOfUser(db, userId));
}

/**
 * Every round of a project, the latest updated first, for its members (a team member sees the project's rounds;
 * anyone else gets 404 as for a project that does not exist).
 */
export async function listProjectTracks(db: Db, userId: string, projectId: string): Promise<UserTrack[]> {
  await requireMembership(db, projectId, userId);
  return userTracks(db, await listRoundsOfProject(db, projectId));
}

/**
 * The Next rule re-checked (part 2 §4.1, §5, the SDK's `stepWithoutResultPassed`): from where the round stands, a
 * move to a later position may not go past a regular step without a saved result; back moves always may.
 */
async function checkMove(db: Db, round: RoundRow, to: { streamId: string; stepId: string; finished: 0 | 1 }) {
  const streams = navStreamsOfTrack(round.track_id);
  const from = {
    ...roundPosition(streams, { lastStreamId: round.last_stream_id, lastStepId: round.last_step_id }),
    finished: toFlag(round.finished),
  };
  const saved = await stepIdsWithResult(db, round.id);
  if (stepWithoutResultPassed(streams, from, to, (stepId) => saved.has(stepId))) throw noResultSaved();
}

/**
 * Records where the round stands (a valid position of its track, reached by the Next rule) and its finished flag.
 * Owner only.
 */
export async function saveTrackProgress(
  db: Db,
  userId: string,
  body: Schemas['TrackProgressUpdate'],
  now: Date,
): Promise<UserTrack> {
  const round = await roundOfUser(db, body.roundId, userId);
  if (!streamOfTrack(round.track_id, body.streamId)) {
    throw invalidInput('streamId is not a stream of the round’s track.');
  }
  if (!isValidPosition(round.track_id, body.streamId, body.stepId)) {
    throw invalidInput('stepId is neither the start, the closing view nor a step of this stream.');
  }
  await checkMove(db, round, body);
  await updateRound(db, round.id, {
    last_stream_id: body.streamId,
    last_step_id: body.stepId,
    finished: body.finished,
    ...(body.stepIndex !== undefined ? { step_index: body.stepIndex } : {}),
    ...(body.result !== undefined ? { progress: toJsonText(body.result, 'result') } : {}),
    updated_at: nowIso(now),
  });
  return userTrackOf(db, round.id);
}

/** Finishes the round: the end of its track, reached only as Next reaches it (every step with its result). */
export async function finishUserTrack(db: Db, userId: string, roundId: string, now: Date): Promise<UserTrack> {
  const round = await roundOfUser(db, roundId, userId);
  const streams = navStreamsOfTrack(round.track_id);
  const last = streams[streams.length - 1];
  if (last) await checkMove(db, round, { streamId: last.id, stepId: CLOSING_STEP, finished: 1 });
  await updateRound(db, round.id, { finished: 1, updated_at: nowIso(now) });
  return userTrackOf(db, round.id);
}

/** Renames the user's round: one statement checks the owner, writes and reads back (then its step results). */
export async function renameTrack(
  db: Db,
  userId: string,
  body: Schemas['RenameTrackRequest'],
  now: Date,
): Promise<UserTrack> {
  let name: string;
  try {
    name = trackName(body.name);
  } catch (error) {
    // A round the user does not have is reported before a name the rule refuses.
    await roundOfUser(db, body.roundId, userId);
    throw error;
  }
  const round = isPlausibleId(body.roundId)
    ? await renameRound(db, body.roundId, userId, { name, updated_at: nowIso(now) })
    : undefined;
  if (!round) throw roundNotFound();
  const [track] = await userTracks(db, [round]);
  return track;
}

/** Deletes the round with everything it owns (foreign keys cascade). Owner only. */
export async function deleteTrack(db: Db, userId: string, roundId: string): Promise<true> {
  const round = await roundOfUser(db, roundId, userId);
  await deleteRound(db, round.id);
  return true;
}

/**
 * The round's track data: every stream of its track with the steps of the track definition and this round's
 * results, plus the round's result files. Visible to the round's user and the members of its project.
 */
export async function getTrackData(db: Db, userId: string, roundId: string): Promise<TrackData> {
  const round = await roundVisibleTo(db, roundId, userId);
  const [results, files, frame] = await Promise.all([
    listStepResults(db, [round.id]),
    listResultFiles(db, round.id),
    currentFrame(db, round),
  ]);
  const steps = new Map(streamsOfTrack(round.track_id).map((stream) => [stream.id, stream.steps]));
  return {
    id: round.track_id,
    roundId: round.id,
    name: round.name,
    finished: toFlag(round.finished),
    editable: round.user_id === userId,
    lastStreamId: round.last_stream_id,
    lastStepId: round.last_step_id,
    streams: resultsByStream(round.track_id, results).map(({ streamId, rows }) => ({
      id: streamId,
      steps: steps.get(streamId) ?? [],
      results: rows.map(stepResultsOfFrame(frame)),
    })),
    files: files.map(toResultFile),
  };
}
