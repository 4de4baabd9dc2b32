// Track navigation of spec part 2 §4.1, as pure functions over the track's streams and steps. The web's
// footer, the CLI's `next`/`back`/`run` and the server's check of saved progress all use these, so the rules
// live once.

export const CLOSING_STEP = 'closing-stream';
export const INITIAL_PREFIX = 'initial-';

export interface NavStream {
  id: string;
  /** Step ids in order. */
  steps: string[];
}

export interface Position {
  streamId: string;
  stepId: string;
}

export interface Move extends Position {
  /** The round's finished flag after the move. */
  finished: 0 | 1;
}

export type NextResult = { ok: true; move: Move } | { ok: false; warning: { headline: string; text: string } };
export type BackResult = { home: true } | { home: false; move: Move };

export const NO_RESULT_WARNING = { headline: 'Error', text: 'You have no Result saved!' } as const;

export const initialStepId = (streamId: string) => `${INITIAL_PREFIX}${streamId}`;
export const isInitialStep = (stepId: string) => stepId.startsWith(INITIAL_PREFIX);
export const isClosingStep = (stepId: string) => stepId === CLOSING_STEP;

function locate(streams: NavStream[], position: Position) {
  const streamIndex = streams.findIndex((s) => s.id === position.streamId);
  if (streamIndex < 0) throw new Error(`Unknown stream ${position.streamId}`);
  const stream = streams[streamIndex]!;
  const stepIndex = stream.steps.indexOf(position.stepId);
  return { streamIndex, stream, stepIndex };
}

/**
 * Next step. Refused with 'You have no Result saved!' when a regular step has no saved result. From the start
 * view: the stream's first step. Within a stream: the next step. At the last step of the last stream: finished=1
 * and the closing view. At the last step of another stream: the next stream, on its closing view. From a closing
 * view that is not the end of the track: the first step of its stream.
 */
export function nextStep(
  streams: NavStream[],
  position: Position,
  hasResult: boolean,
  finished: 0 | 1 = 0,
): NextResult {
  const { streamIndex, stream, stepIndex } = locate(streams, position);
  const special = isInitialStep(position.stepId) || isClosingStep(position.stepId);
  if (!special && !hasResult) return { ok: false, warning: NO_RESULT_WARNING };

  if (isInitialStep(position.stepId) || (isClosingStep(position.stepId) && finished === 0)) {
    const first = stream.steps[0];
    if (!first) return { ok: true, move: { streamId: stream.id, stepId: CLOSING_STEP, finished } };
    return { ok: true, move: { streamId: stream.id, stepId: first, finished: 0 } };
  }
  if (isClosingStep(position.stepId)) {
    return { ok: true, move: { streamId: stream.id, stepId: CLOSING_STEP, finished: 1 } };
  }
  if (stepIndex < 0) throw new Error(`Unknown step ${position.stepId} in stream ${stream.id}`);
  if (stepIndex < stream.steps.length - 1) {
    return { ok: true, move: { streamId: stream.id, stepId: stream.steps[stepIndex + 1]!, finished: 0 } };
  }
  const nextStream = streams[streamIndex + 1];
  if (!nextStream) return { ok: true, move: { streamId: stream.id, stepId: CLOSING_STEP, finished: 1 } };
  return { ok: true, move: { streamId: nextStream.id, stepId: CLOSING_STEP, finished: 0 } };
}

/**
 * Back step; always sets finished back to 0. From the start view: home. At the first step of the first stream:
 * its start view. At the first step of a later stream: the last step of the previous stream. From the closing
 * view: the last step — of its own stream when the track was finished there, else of the previous stream.
 */
export function backStep(streams: NavStream[], position: Position, finished: 0 | 1 = 0): BackResult {
  const { streamIndex, stream, stepIndex } = locate(streams, position);
  if (isInitialStep(position.stepId)) return { home: true };
  const lastOf = (s: NavStream): Move => ({
    streamId: s.id,
    stepId: s.steps[s.steps.length - 1] ?? initialStepId(s.id),
    finished: 0,
  });
  const previous = streams[streamIndex - 1];
  if (isClosingStep(position.stepId)) {
    return { home: false, move: finished === 1 || !previous ? lastOf(stream) : lastOf(previous) };
  }
  if (stepIndex < 0) throw new Error(`Unknown step ${position.stepId} in stream ${stream.id}`);
  if (stepIndex > 0)
    return { home: false, move: { streamId: stream.id, stepId: stream.steps[stepIndex - 1]!, finished: 0 } };
  if (!previous) return { home: false, move: { streamId: stream.id, stepId: initialStepId(stream.id), finished: 0 } };
  return { home: false, move: lastOf(previous) };
}

/**
 * Where a round stands: its last position, or the start view of the track's first stream while it has none. The
 * one answer for the web's track page and dashboard, the CLI and the server's re-check of moves.
 */
export function roundPosition(
  streams: NavStream[],
  round: { lastStreamId?: string | null; lastStepId?: string | null },
): Position {
  const streamId = round.lastStreamId ?? streams[0]?.id;
  if (!streamId) throw new Error('The track has no streams.');
  return { streamId, stepId: round.lastStepId ?? initialStepId(streamId) };
}

/** A position together with the round's finished flag, which tells a closing view's two places apart. */
export interface RoundPosition extends Position {
  finished: 0 | 1;
}

/**
 * The place of a position in the track's order, as `nextStep` walks it: per stream its closing view while
 * unfinished (reached from the previous stream's last step), its start view, its steps, and its closing view once
 * finished there (the end of the track). Undefined for a position that is not in the track.
 */
export function positionOrder(streams: NavStream[], position: RoundPosition): number | undefined {
  let base = 0;
  for (const stream of streams) {
    if (stream.id === position.streamId) {
      if (isClosingStep(position.stepId)) return position.finished === 1 ? base + stream.steps.length + 2 : base;
      if (position.stepId === initialStepId(stream.id)) return base + 1;
      const index = stream.steps.indexOf(position.stepId);
      return index < 0 ? undefined : base + 2 + index;
    }
    base += stream.steps.length + 3;
  }
  return undefined;
}

/**
 * The Next rule of part 2 §4.1 and §5 for any move, as the server re-checks it: a move to a later position may
 * not go past a regular step without a saved result — one the round has reached or one the move would jump over.
 * Answers the first such step, or undefined when the move is allowed. Moves back, or to an earlier position, are
 * always allowed; a move from a position the track does not know counts as one from the start.
 */
export function stepWithoutResultPassed(
  streams: NavStream[],
  from: RoundPosition,
  to: RoundPosition,
  hasResult: (stepId: string) => boolean,
): string | undefined {
  const target = positionOrder(streams, to);
  if (target === undefined) throw new Error(`Unknown position ${to.streamId}/${to.stepId}`);
  const origin = positionOrder(streams, from) ?? -1;
  if (target <= origin) return undefined;
  for (const stream of streams) {
    for (const stepId of stream.steps) {
      const order = positionOrder(streams, { streamId: stream.id, stepId, finished: 0 })!;
      if (order >= target) return undefined;
      if (!hasResult(stepId)) return stepId;
    }
  }
  return undefined;
}

/** Next is enabled when the round is finished or the current step has a result file. */
export function isNextEnabled(finished: 0 | 1, hasResultFile: boolean): boolean {
  return finished === 1 || hasResultFile;
}

/** 'STEP n/m' of a regular step within its stream (1-based), or undefined for start and closing views. */
export function stepProgress(streams: NavStream[], position: Position): { step: number; total: number } | undefined {
  const { stream, stepIndex } = locate(streams, position);
  if (stepIndex < 0) return undefined;
  return { step: stepIndex + 1, total: stream.steps.length };
}
