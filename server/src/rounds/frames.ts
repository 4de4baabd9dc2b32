import { frameFingerprint, frameFromEntries, type IdeaFrame, settleCardName } from '@idea-studio/sdk';
import type { Db } from '../db/database.js';
import { stepWithCapability } from '../steps/index.js';
import { stepIdOfTypeInTrack } from '../tracks/definition.js';
import { listUserInputsOfSteps, type StepResultRow } from './repository.js';
import { fromJsonText } from './values.js';

// A changed idea frame is a changed idea (DESIGN: the idea frame). Every step result keeps the fingerprint of the
// round's frame as it was when the result was saved; a result whose fingerprint differs from the frame now was written
// from an earlier reading of the idea, and the API says so (StepResult.writtenFromEarlierFrame). The fingerprint is of
// the slots' words only: confirming a reading or correcting a slot's author changes nothing.

/** The step whose saved input keeps the round's idea frame: the Basic Idea (the step that yields the idea card). */
export function frameStepOf(trackId: string): string | undefined {
  return stepIdOfTypeInTrack(trackId, stepWithCapability('ideaCard'));
}

/** The fingerprint of the frame in a saved input's JSON text; null when the idea has not been read. */
export function fingerprintOfInput(content: string | null | undefined): string | null {
  if (!content) return null;
  const frame = frameFromEntries(fromJsonText(content));
  return frame ? frameFingerprint(frame) : null;
}

/** The fingerprints of the rounds' frames now, by round id (rounds without a frame are missing). */
export async function currentFrames(
  db: Db,
  rounds: ReadonlyArray<{ id: string; track_id: string }>,
): Promise<Map<string, string>> {
  const stepOf = new Map<string, string>();
  for (const round of rounds) {
    const step = frameStepOf(round.track_id);
    if (step) stepOf.set(round.id, step);
  }
  const rows = await listUserInputsOfSteps(db, [...stepOf.keys()], [...new Set(stepOf.values())]);
  const frames = new Map<string, string>();
  for (const row of rows) {
    if (stepOf.get(row.round_id) !== row.step_id) continue;
    const fingerprint = fingerprintOfInput(row.content);
    if (fingerprint) frames.set(row.round_id, fingerprint);
  }
  return frames;
}

/** The fingerprint of one round's frame now; null when it has none. */
export async function currentFrame(db: Db, round: { id: string; track_id: string }): Promise<string | null> {
  return (await currentFrames(db, [round])).get(round.id) ?? null;
}

/**
 * Whether a result was written from an earlier reading of the idea: it was written from a frame and the round's
 * frame now reads differently. A result saved before the idea was read, or a round whose frame is gone (Reset &
 * Start Again), has nothing to compare.
 */
export function writtenFromEarlierFrame(
  row: Pick<StepResultRow, 'frame_fingerprint'>,
  current: string | null,
): boolean {
  return row.frame_fingerprint !== null && current !== null && row.frame_fingerprint !== current;
}

/** The round's idea frame now (undefined when the idea has not been read). */
export async function frameOfRound(db: Db, round: { id: string; track_id: string }): Promise<IdeaFrame | undefined> {
  const step = frameStepOf(round.track_id);
  if (!step) return undefined;
  const rows = await listUserInputsOfSteps(db, [round.id], [step]);
  const row = rows.find((r) => r.round_id === round.id && r.step_id === step);
  return row?.content ? frameFromEntries(fromJsonText(row.content)) : undefined;
}

/**
 * An idea card as the server keeps it: the founder's own product name wins over the one a client sent, and
 * `nameProposed` says whether the name is the assistant's proposal (never the client's word for it).
 */
export async function withSettledCardName(
  db: Db,
  round: { id: string; track_id: string },
  stepId: string,
  result: unknown,
): Promise<unknown> {
  if (stepId !== frameStepOf(round.track_id) || !result || typeof result !== 'object' || Array.isArray(result))
    return result;
  const card = result as { name?: unknown };
  if (typeof card.name !== 'string') return result;
  return { ...card, ...settleCardName(await frameOfRound(db, round), card.name) };
}
