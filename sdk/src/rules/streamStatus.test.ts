import { describe, expect, it } from 'vitest';
import { streamStatuses } from './streamStatus.js';

const streams = [
  { id: 'Q', steps: ['q1', 'q2', 'q3'] },
  { id: 'V', steps: ['v1', 'v2', 'v3'] },
];
const continueAt = { streamId: 'Q', stepId: 'q2' };

const run = (completed: string[], current: string | null) =>
  streamStatuses({ streams, completedStepIds: completed, currentStreamId: current, continueAt }).map((e) => ({
    id: e.id,
    status: e.status,
    active: e.active,
    progress: e.progress,
  }));

describe('stream status on the dashboard (part 1 §4)', () => {
  it.each([
    [
      'nothing done, none active → the first stream is active',
      [],
      null,
      [
        { id: 'Q', status: 'continue', active: true, progress: 0 },
        { id: 'V', status: 'continue', active: false, progress: 0 },
        { id: 'ship', status: 'continue', active: false, progress: null },
      ],
    ],
    [
      'the current stream is active',
      ['q1'],
      'Q',
      [
        { id: 'Q', status: 'continue', active: true, progress: 33 },
        { id: 'V', status: 'continue', active: false, progress: 0 },
        { id: 'ship', status: 'continue', active: false, progress: null },
      ],
    ],
    [
      'a ready stream and none active → the stream after the last ready one',
      ['q1', 'q2', 'q3'],
      'Q',
      [
        { id: 'Q', status: 'ready', active: false, progress: 100 },
        { id: 'V', status: 'continue', active: true, progress: 0 },
        { id: 'ship', status: 'continue', active: false, progress: null },
      ],
    ],
    [
      'a current stream that is not ready stays active beside ready ones',
      ['q1', 'q2', 'q3', 'v1', 'v2'],
      'V',
      [
        { id: 'Q', status: 'ready', active: false, progress: 100 },
        { id: 'V', status: 'continue', active: true, progress: 67 },
        { id: 'ship', status: 'continue', active: false, progress: null },
      ],
    ],
    [
      'all streams ready → Ship is active',
      ['q1', 'q2', 'q3', 'v1', 'v2', 'v3'],
      'V',
      [
        { id: 'Q', status: 'ready', active: false, progress: 100 },
        { id: 'V', status: 'ready', active: false, progress: 100 },
        { id: 'ship', status: 'continue', active: true, progress: null },
      ],
    ],
    [
      'a later stream ready but an earlier not: the stream after the last ready one (none) — Ship stays inactive',
      ['v1', 'v2', 'v3'],
      null,
      [
        { id: 'Q', status: 'continue', active: false, progress: 0 },
        { id: 'V', status: 'ready', active: false, progress: 100 },
        { id: 'ship', status: 'continue', active: false, progress: null },
      ],
    ],
  ] as const)('%s', (_label, completed, current, expected) => {
    expect(run([...completed], current)).toEqual(expected);
  });

  it('links: ready streams to their last step, others to the continue link, Ship to the closing view', () => {
    const entries = streamStatuses({
      streams,
      completedStepIds: ['q1', 'q2', 'q3'],
      currentStreamId: 'V',
      continueAt: { streamId: 'V', stepId: 'v1' },
    });
    expect(entries.map((e) => e.link)).toEqual([
      { streamId: 'Q', stepId: 'q3' },
      { streamId: 'V', stepId: 'v1' },
      { streamId: 'V', stepId: 'closing-stream' },
    ]);
  });

  it('ignores results of steps outside the stream', () => {
    const [q] = streamStatuses({ streams, completedStepIds: ['x', 'q1'], continueAt });
    expect(q?.completed).toBe(1);
  });
});
