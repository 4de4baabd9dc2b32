import type { Db } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import { findRound, isProjectMember, type RoundRow } from '../tracks/repository.js';
import { isPlausibleId } from './values.js';

/**
 * Who may do what with a round (spec part 2 §5, §6):
 * - its user sees and changes it;
 * - members of its project see it (track data, result files list) but change nothing;
 * - anyone else learns nothing: 404, exactly as for a round that does not exist.
 */

export function roundNotFound(): ApiError {
  return new ApiError(404, 'notFound', 'Round not found', 'There is no such round in your account.');
}

/** The round, when the user is its user (to change it); 404 otherwise. */
export async function roundOfUser(db: Db, roundId: string, userId: string): Promise<RoundRow> {
  const round = isPlausibleId(roundId) ? await findRound(db, roundId) : undefined;
  if (!round || round.user_id !== userId) throw roundNotFound();
  return round;
}

/** The round, when the user is its user or a member of its project (to see it); 404 otherwise. */
export async function roundVisibleTo(db: Db, roundId: string, userId: string): Promise<RoundRow> {
  const round = isPlausibleId(roundId) ? await findRound(db, roundId) : undefined;
  if (!round) throw roundNotFound();
  if (round.user_id !== userId && !(await isProjectMember(db, round.project_id, userId))) throw roundNotFound();
  return round;
}
