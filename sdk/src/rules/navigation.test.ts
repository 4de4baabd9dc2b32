import { describe, expect, it } from 'vitest';
import {
  backStep,
  isNextEnabled,
  NO_RESULT_WARNING,
  nextStep,
  positionOrder,
  type RoundPosition,
  roundPosition,
  stepProgress,
  stepWithoutResultPassed,
} from './navigation.js';

const streams = [
  { id: 'Q', steps: ['q1', 'q2', 'q3'] },
  { id: 'V', steps: ['v1', 'v2', 'v3'] },
];
const Q = 'Q';
const V = 'V';

describe('nextStep (part 2 §4.1)', () => {
  it.each([
    ['start view → first step', Q, 'initial-Q', false, 0, { streamId: Q, stepId: 'q1', finished: 0 }],
    ['step with result → next step', Q, 'q1', true, 0, { streamId: Q, stepId: 'q2', finished: 0 }],
    [
      'last step of a stream → next stream on the closing view',
      Q,
      'q3',
      true,
      0,
      { streamId: V, stepId: 'closing-stream', finished: 0 },
    ],
    [
      'last step of the last stream → finished, closing view',
      V,
      'v3',
      true,
      0,
      { streamId: V, stepId: 'closing-stream', finished: 1 },
    ],
    [
      'closing view of an unfinished stream → its first step',
      V,
      'closing-stream',
      false,
      0,
      { streamId: V, stepId: 'v1', finished: 0 },
    ],
    [
      'closing view at the end of the track stays there',
      V,
      'closing-stream',
      false,
      1,
      { streamId: V, stepId: 'closing-stream', finished: 1 },
    ],
    ['middle step of the second stream', V, 'v1', true, 0, { streamId: V, stepId: 'v2', finished: 0 }],
  ] as const)('%s', (_label, streamId, stepId, hasResult, finished, move) => {
    expect(nextStep(streams, { streamId, stepId }, hasResult, finished)).toEqual({ ok: true, move });
  });

  it.each([
    [Q, 'q1'],
    [Q, 'q3'],
    [V, 'v3'],
  ])('refuses %s/%s without a saved result', (streamId, stepId) => {
    expect(nextStep(streams, { streamId, stepId }, false)).toEqual({ ok: false, warning: NO_RESULT_WARNING });
    expect(NO_RESULT_WARNING.text).toBe('You have no Result saved!');
  });

  it('fails loudly on unknown streams and steps', () => {
    expect(() => nextStep(streams, { streamId: 'nope', stepId: 'x' }, true)).toThrow('Unknown stream');
    expect(() => nextStep(streams, { streamId: Q, stepId: 'x' }, true)).toThrow('Unknown step');
  });
});

describe('backStep (part 2 §4.1)', () => {
  it.each([
    ['start view → home', Q, 'initial-Q', 0, { home: true }],
    [
      'first step of the first stream → start view',
      Q,
      'q1',
      0,
      { home: false, move: { streamId: Q, stepId: 'initial-Q', finished: 0 } },
    ],
    ['a later step → previous step', Q, 'q3', 0, { home: false, move: { streamId: Q, stepId: 'q2', finished: 0 } }],
    [
      'first step of a later stream → last step of the previous stream',
      V,
      'v1',
      0,
      { home: false, move: { streamId: Q, stepId: 'q3', finished: 0 } },
    ],
    [
      'closing view between streams → last step of the previous stream',
      V,
      'closing-stream',
      0,
      { home: false, move: { streamId: Q, stepId: 'q3', finished: 0 } },
    ],
    [
      'closing view at the end → last step of the last stream, finished reset',
      V,
      'closing-stream',
      1,
      { home: false, move: { streamId: V, stepId: 'v3', finished: 0 } },
    ],
  ] as const)('%s', (_label, streamId, stepId, finished, expected) => {
    expect(backStep(streams, { streamId, stepId }, finished)).toEqual(expected);
  });
});

describe('Next button and progress', () => {
  it.each([
    [1, false, true],
    [0, true, true],
    [0, false, false],
  ] as const)('finished %s, result file %s → enabled %s', (finished, file, enabled) => {
    expect(isNextEnabled(finished, file)).toBe(enabled);
  });

  it('STEP n/m counts within the stream; none on start and closing views', () => {
    expect(stepProgress(streams, { streamId: V, stepId: 'v2' })).toEqual({ step: 2, total: 3 });
    expect(stepProgress(streams, { streamId: Q, stepId: 'initial-Q' })).toBeUndefined();
    expect(stepProgress(streams, { streamId: V, stepId: 'closing-stream' })).toBeUndefined();
  });
});

describe('roundPosition: where a round stands', () => {
  it.each([
    ['a new round: the start view of the first stream', {}, { streamId: Q, stepId: 'initial-Q' }],
    ['no step yet: the start view of its stream', { lastStreamId: V }, { streamId: V, stepId: 'initial-V' }],
    ['its last position', { lastStreamId: V, lastStepId: 'v2' }, { streamId: V, stepId: 'v2' }],
  ])('%s', (_label, round, expected) => {
    expect(roundPosition(streams, round)).toEqual(expected);
  });
});

describe('the order of positions', () => {
  const at = (streamId: string, stepId: string, finished: 0 | 1 = 0): RoundPosition => ({ streamId, stepId, finished });

  it('follows the walk of nextStep, the closing view between streams before the next stream', () => {
    const walk = [
      at(Q, 'initial-Q'),
      at(Q, 'q1'),
      at(Q, 'q3'),
      at(V, 'closing-stream'),
      at(V, 'initial-V'),
      at(V, 'v1'),
      at(V, 'v3'),
      at(V, 'closing-stream', 1),
    ].map((position) => positionOrder(streams, position)!);
    expect([...walk].sort((a, b) => a - b)).toEqual(walk);
    expect(new Set(walk).size).toBe(walk.length);
  });

  it('knows no position outside the track', () => {
    expect(positionOrder(streams, at('nope', 'q1'))).toBeUndefined();
    expect(positionOrder(streams, at(Q, 'v1'))).toBeUndefined();
  });
});

describe('stepWithoutResultPassed: the Next rule for any move (part 2 §4.1, §5)', () => {
  const at = (streamId: string, stepId: string, finished: 0 | 1 = 0): RoundPosition => ({ streamId, stepId, finished });
  const saved =
    (...ids: string[]) =>
    (stepId: string) =>
      ids.includes(stepId);

  it.each([
    ['start view → first step', at(Q, 'initial-Q'), at(Q, 'q1'), saved(), undefined],
    ['a step with its result → the next one', at(Q, 'q1'), at(Q, 'q2'), saved('q1'), undefined],
    ['a step without result → the next one', at(Q, 'q1'), at(Q, 'q2'), saved(), 'q1'],
    ['a jump over steps without result', at(Q, 'initial-Q'), at(V, 'v3'), saved(), 'q1'],
    ['a jump over a later step without result', at(Q, 'q1'), at(V, 'v1'), saved('q1', 'q2'), 'q3'],
    ['an earlier step that lost its result', at(Q, 'q2'), at(Q, 'q3'), saved('q2'), 'q1'],
    [
      'last step → closing view between streams',
      at(Q, 'q3'),
      at(V, 'closing-stream'),
      saved('q1', 'q2', 'q3'),
      undefined,
    ],
    ['last step without result → closing view', at(Q, 'q3'), at(V, 'closing-stream'), saved('q1', 'q2'), 'q3'],
    [
      'closing view → first step of its stream',
      at(V, 'closing-stream'),
      at(V, 'v1'),
      saved('q1', 'q2', 'q3'),
      undefined,
    ],
    [
      'end of the track without the last result',
      at(V, 'v3'),
      at(V, 'closing-stream', 1),
      saved('q1', 'q2', 'q3', 'v1', 'v2'),
      'v3',
    ],
    ['back one step', at(Q, 'q2'), at(Q, 'q1'), saved(), undefined],
    ['back from the end to the first stream', at(V, 'closing-stream', 1), at(Q, 'q2'), saved(), undefined],
    ['staying where it is', at(Q, 'q2'), at(Q, 'q2'), saved(), undefined],
    ['from a position the track does not know', at(Q, 'gone'), at(Q, 'q2'), saved(), 'q1'],
  ] as const)('%s → %s', (_label, from, to, hasResult, expected) => {
    expect(stepWithoutResultPassed(streams, from, to, hasResult)).toBe(expected);
  });

  it('fails loudly on a target outside the track', () => {
    expect(() => stepWithoutResultPassed(streams, at(Q, 'q1'), at(Q, 'v1'), saved())).toThrow('Unknown position');
  });
});
