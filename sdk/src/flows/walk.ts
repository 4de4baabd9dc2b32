// Walking a round (part 2 §4.1), once for the web's footer and the CLI's `next`/`back`/`run`: the navigation
// rules decide the move; the move records its report action, saves the progress (and the finished round), and
// resets the AI chat through the caller's hook. Where to go next on screen is the caller's business.
import type { IdeaClient } from '../client.js';
import { unwrap } from '../client.js';
import {
  backStep,
  isClosingStep,
  type Move,
  NO_RESULT_WARNING,
  nextStep,
  type Position,
  stepWithoutResultPassed,
} from '../rules/navigation.js';
import { continueAt, hasResult, navStreams, type TrackData, type TrackStructure } from './tracks.js';

/** Report action labels of part 2 §7.3. */
export const REPORT_ACTIONS = {
  next: 'Next',
  back: 'Back',
  streamFinished: 'Stream finished',
  saveAndExit: 'Save & Exit',
  saveResult: 'Save Result',
} as const;

export interface Walker {
  /** Saves the progress; a failure is thrown, and is the caller's to show. */
  client: IdeaClient;
  /**
   * Records the report actions (default: `client`). The record is kept for reports, not part of the move: its
   * failure never stops one, so the web passes its quiet client here.
   */
  reporter?: IdeaClient;
  /** Each move resets the AI chat (part 2 §4.1): the web closes its chat widget; the CLI has no chat. */
  resetChat?: () => void | Promise<void>;
}

/**
 * Records a report action (part 2 §7.3) at a position of the round. Best effort: a failure is ignored, since the
 * record never decides what the user may do.
 */
export async function recordAction(
  client: IdeaClient,
  roundId: string,
  action: string,
  at: Partial<Position> = {},
): Promise<void> {
  await client
    .POST('/rounds/{roundId}/actions', {
      params: { path: { roundId } },
      body: { action, ...(at.streamId ? { streamId: at.streamId } : {}), ...(at.stepId ? { stepId: at.stepId } : {}) },
    })
    .catch(() => undefined);
}

async function applyMove(walker: Walker, data: TrackData, from: Position, move: Move, action: string): Promise<Move> {
  const recorded = recordAction(walker.reporter ?? walker.client, data.roundId, action, from);
  try {
    await unwrap(
      walker.client.PUT('/streams/usertracks', {
        body: { streamId: move.streamId, stepId: move.stepId, roundId: data.roundId, finished: move.finished },
      }),
    );
    if (move.finished === 1 && data.finished !== 1) {
      await unwrap(walker.client.PUT('/streams/usertracks/finished', { body: { roundId: data.roundId } }));
    }
  } finally {
    await recorded;
  }
  // After the progress is saved: a refused move leaves the chat as it was.
  await walker.resetChat?.();
  return move;
}

export type MoveResult = { ok: true; move: Move } | { ok: false; warning: { headline: string; text: string } };

/**
 * Next step (Let's start, Next Step, Finish Stream) from `at` — by default where the round stands. Refused with
 * 'You have no Result saved!' when the step has no saved result, or when an earlier step lost its result (the
 * server refuses that move too).
 */
export async function goNext(
  walker: Walker,
  data: TrackData,
  structure: TrackStructure,
  at: Position = continueAt(data, structure),
): Promise<MoveResult> {
  const streams = navStreams(structure);
  const result = nextStep(streams, at, hasResult(data, at.stepId), data.finished);
  if (!result.ok) return result;
  const passed = stepWithoutResultPassed(streams, { ...at, finished: data.finished }, result.move, (stepId) =>
    hasResult(data, stepId),
  );
  if (passed) return { ok: false, warning: NO_RESULT_WARNING };
  const finishesStream = !isClosingStep(at.stepId) && isClosingStep(result.move.stepId);
  const action = finishesStream ? REPORT_ACTIONS.streamFinished : REPORT_ACTIONS.next;
  return { ok: true, move: await applyMove(walker, data, at, result.move, action) };
}

/** Back step from `at` (default: where the round stands); `home` when leaving from the start view, unsaved. */
export async function goBack(
  walker: Walker,
  data: TrackData,
  structure: TrackStructure,
  at: Position = continueAt(data, structure),
): Promise<{ home: true } | { home: false; move: Move }> {
  const result = backStep(navStreams(structure), at, data.finished);
  if (result.home) return result;
  return { home: false, move: await applyMove(walker, data, at, result.move, REPORT_ACTIONS.back) };
}
