// Dashboard stream status of spec part 1 §4: one entry per stream plus the synthetic Ship entry, each with
// its status, whether it is the active one, its progress and where its link goes.
import { CLOSING_STEP } from './navigation.js';

export const SHIP_ENTRY_ID = 'ship';

export interface StatusStream {
  id: string;
  /** Step ids in order. */
  steps: string[];
}

export interface StreamStatusInput {
  streams: StatusStream[];
  /** Step ids that have a saved result in this round. */
  completedStepIds: Iterable<string>;
  /** The round's current stream (lastStreamId), if any. */
  currentStreamId?: string | null;
  /** Where the round's continue link points (lastStreamId / lastStepId). */
  continueAt: { streamId: string; stepId: string };
}

export interface StreamStatus {
  id: string;
  status: 'ready' | 'continue';
  active: boolean;
  /** Completed steps divided by step count, in whole percent (none for the Ship entry). */
  progress: number | null;
  completed: number;
  stepCount: number;
  link: { streamId: string; stepId: string };
  ship: boolean;
}

export function streamStatuses(input: StreamStatusInput): StreamStatus[] {
  const done = new Set(input.completedStepIds);
  const entries: StreamStatus[] = input.streams.map((stream) => {
    const completed = stream.steps.filter((id) => done.has(id)).length;
    const stepCount = stream.steps.length;
    const ready = stepCount > 0 && completed === stepCount;
    return {
      id: stream.id,
      status: ready ? 'ready' : 'continue',
      active: stream.id === input.currentStreamId && !ready,
      progress: stepCount ? Math.round((completed / stepCount) * 100) : 0,
      completed,
      stepCount,
      link: ready ? { streamId: stream.id, stepId: stream.steps[stepCount - 1]! } : input.continueAt,
      ship: false,
    };
  });

  const lastStream = input.streams[input.streams.length - 1];
  const ship: StreamStatus = {
    id: SHIP_ENTRY_ID,
    status: 'continue',
    active: false,
    progress: null,
    completed: 0,
    stepCount: 0,
    link: { streamId: lastStream?.id ?? CLOSING_STEP, stepId: CLOSING_STEP },
    ship: true,
  };

  const anyActive = entries.some((e) => e.active);
  const lastReady = entries.map((e) => e.status).lastIndexOf('ready');
  if (!anyActive) {
    if (lastReady < 0) {
      if (entries[0]) entries[0].active = true;
      else ship.active = true;
    } else {
      const after = entries[lastReady + 1];
      if (after) after.active = true;
    }
  }
  // The Ship entry becomes active only when every stream before it is ready.
  ship.active = entries.every((e) => e.status === 'ready') && !entries.some((e) => e.active);
  return [...entries, ship];
}
