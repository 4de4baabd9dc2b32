import { describe, expect, it } from 'vitest';
import { backStep, isNextEnabled, NO_RESULT_WARNING, nextStep, stepProgress } from './navigation.js';

const streams = [
  { id: 'J1S-8At2nL', steps: ['MMUT2vQla', 'jKHo2wIzi', 'Ci6Ju_grd'] },
  { id: 'Vq7-3Lm9Xa', steps: ['4c_6aX3j3', 'mzqy2Kc_Q', 'k9G9Fv8w6'] },
];
const Q = 'J1S-8At2nL';
const V = 'Vq7-3Lm9Xa';

describe('nextStep (part 2 §4.1)', () => {
  it.each([
    ['start view → first step', Q, 'initial-J1S-8At2nL', false, 0, { streamId: Q, stepId: 'MMUT2vQla', finished: 0 }],
    ['step with result → next step', Q, 'MMUT2vQla', true, 0, { streamId: Q, stepId: 'jKHo2wIzi', finished: 0 }],
    [
      'last step of a stream → next stream on the closing view',
      Q,
      'Ci6Ju_grd',
      true,
      0,
      { streamId: V, stepId: 'closing-stream', finished: 0 },
    ],
    [
      'last step of the last stream → finished, closing view',
      V,
      'k9G9Fv8w6',
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
      { streamId: V, stepId: '4c_6aX3j3', finished: 0 },
    ],
    [
      'closing view at the end of the track stays there',
      V,
      'closing-stream',
      false,
      1,
      { streamId: V, stepId: 'closing-stream', finished: 1 },
    ],
    ['middle step of the second stream', V, '4c_6aX3j3', true, 0, { streamId: V, stepId: 'mzqy2Kc_Q', finished: 0 }],
  ] as const)('%s', (_label, streamId, stepId, hasResult, finished, move) => {
    expect(nextStep(streams, { streamId, stepId }, hasResult, finished)).toEqual({ ok: true, move });
  });

  it.each([
    [Q, 'MMUT2vQla'],
    [Q, 'Ci6Ju_grd'],
    [V, 'k9G9Fv8w6'],
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
    ['start view → home', Q, 'initial-J1S-8At2nL', 0, { home: true }],
    [
      'first step of the first stream → start view',
      Q,
      'MMUT2vQla',
      0,
      { home: false, move: { streamId: Q, stepId: 'initial-J1S-8At2nL', finished: 0 } },
    ],
    [
      'a later step → previous step',
      Q,
      'Ci6Ju_grd',
      0,
      { home: false, move: { streamId: Q, stepId: 'jKHo2wIzi', finished: 0 } },
    ],
    [
      'first step of a later stream → last step of the previous stream',
      V,
      '4c_6aX3j3',
      0,
      { home: false, move: { streamId: Q, stepId: 'Ci6Ju_grd', finished: 0 } },
    ],
    [
      'closing view between streams → last step of the previous stream',
      V,
      'closing-stream',
      0,
      { home: false, move: { streamId: Q, stepId: 'Ci6Ju_grd', finished: 0 } },
    ],
    [
      'closing view at the end → last step of the last stream, finished reset',
      V,
      'closing-stream',
      1,
      { home: false, move: { streamId: V, stepId: 'k9G9Fv8w6', finished: 0 } },
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
    expect(stepProgress(streams, { streamId: V, stepId: 'mzqy2Kc_Q' })).toEqual({ step: 2, total: 3 });
    expect(stepProgress(streams, { streamId: Q, stepId: 'initial-J1S-8At2nL' })).toBeUndefined();
    expect(stepProgress(streams, { streamId: V, stepId: 'closing-stream' })).toBeUndefined();
  });
});
