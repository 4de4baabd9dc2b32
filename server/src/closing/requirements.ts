// What a closing output draws on (part 2 §5, §8): the server re-checks the rule the closing view checks, so a
// script cannot make the landing page or a final file from a round that lacks the idea, the persona or the core
// problem.
import { LANDING_REQUIRES, REQUIRED_STEP_MISSING, type StepType } from '@idea-studio/sdk';
import type { Db } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import { stepIdsWithResult } from '../rounds/repository.js';
import { streamsOfTrack } from '../tracks/definition.js';
import type { RoundRow } from '../tracks/repository.js';

/** The prompts that need step results before they run (the standalone call re-checks them). */
export const PROMPT_REQUIRES: Readonly<Record<string, readonly StepType[]>> = {
  CREATE_LP_DATA_INTERN: LANDING_REQUIRES,
};

/** The §8 error: 'Error / One of the required steps is missing. Try to reload the page.' */
export function requiredStepMissing(): ApiError {
  return new ApiError(400, 'requiredStepMissing', REQUIRED_STEP_MISSING.headline, REQUIRED_STEP_MISSING.text);
}

/** The step types of the round's track that have a saved result. */
export async function stepTypesWithResult(db: Db, round: RoundRow): Promise<Set<StepType>> {
  const done = await stepIdsWithResult(db, round.id);
  const types = new Set<StepType>();
  for (const stream of streamsOfTrack(round.track_id)) {
    for (const step of stream.steps) if (done.has(step.id)) types.add(step.type as StepType);
  }
  return types;
}

/** Throws the §8 error when the round has no result for one of the step types. */
export async function requireResults(db: Db, round: RoundRow, required: readonly StepType[]): Promise<void> {
  if (required.length === 0) return;
  const done = await stepTypesWithResult(db, round);
  const missing = required.filter((type) => !done.has(type));
  if (missing.length > 0) throw requiredStepMissing();
}
