import { describe, expect, it } from 'vitest';
import type { components } from '../generated/openapi.js';
import {
  continueAt,
  defaultIdeaTitle,
  findStep,
  hasResult,
  isDefaultIdeaTitle,
  roundStatus,
  stepOfType,
  stepsWrittenFromEarlierFrame,
  stepTypeOf,
  type TrackStructure,
  trackLink,
  writtenFromEarlierFrame,
} from './tracks.js';

type S = components['schemas'];
const step = (id: string, streamId: string, orderNr: number, type: S['StepType'] = 'basicIdea'): S['Step'] => ({
  id,
  streamId,
  name_en: id,
  name_de: id,
  type,
  orderNr,
  minWords: 3,
  instructions: null,
});
const structure: TrackStructure = {
  track: { id: 'Clu-4-HBY', name_en: 'T', name_de: 'T', streams: [] },
  streams: [
    {
      id: 'Q',
      name_en: 'Qualify',
      name_de: 'Qualify',
      orderNr: 1,
      stepCount: 2,
      steps: [step('q1', 'Q', 1), step('q2', 'Q', 2)],
    },
    {
      id: 'V',
      name_en: 'Validate',
      name_de: 'Validieren',
      orderNr: 2,
      stepCount: 1,
      steps: [step('v1', 'V', 1, 'feedbackCard')],
    },
  ],
};
const round = (over: Partial<S['UserTrack']> = {}): S['UserTrack'] => ({
  trackId: 'Clu-4-HBY',
  roundId: 'r1',
  projectId: 'p1',
  name: 'Idea',
  finished: 0,
  lastStreamId: null,
  lastStepId: null,
  results: [],
  isVariant: 0,
  protected: 0,
  userId: 'u1',
  dateCreated: '2026-11-21T10:00:00.000Z',
  dateUpdated: '2026-11-21T10:00:00.000Z',
  ...over,
});

describe('track helpers', () => {
  it('default idea title carries the date', () => {
    expect(defaultIdeaTitle(new Date(2026, 10, 3))).toBe('My Business Model Canvas 2026-11-03');
    expect(defaultIdeaTitle(new Date(2026, 10, 3), 'de')).toBe('Mein Business Model Canvas 2026-11-03');
  });

  it.each([
    ['My Business Model Canvas 2026-11-03', true],
    [' my business model canvas 2025-01-31 ', true],
    ['My Business Model Canvas', true],
    ['Mein Business Model Canvas 2026-11-03', true],
    ['My Business Model Canvas for dog groomers', false],
    ['PedalPal', false],
    ['', false],
  ])('"%s" is the default title: %s', (name, expected) => {
    expect(isDefaultIdeaTitle(name)).toBe(expected);
  });

  it('a new round continues at the start view of the first stream', () => {
    expect(continueAt(round(), structure)).toEqual({ streamId: 'Q', stepId: 'initial-Q' });
    expect(continueAt(round({ lastStreamId: 'V', lastStepId: 'v1' }), structure)).toEqual({
      streamId: 'V',
      stepId: 'v1',
    });
  });

  it('round status counts saved results per stream', () => {
    const r = round({
      lastStreamId: 'Q',
      lastStepId: 'q2',
      results: [
        {
          streamId: 'Q',
          stepResults: [{ stepId: 'q1', stepIndex: 1, name: 'basicIdea', result: {}, finished: 1, fileId: null }],
        },
      ],
    });
    expect(roundStatus(r, structure).map((e) => [e.id, e.progress, e.active])).toEqual([
      ['Q', 50, true],
      ['V', 0, false],
      ['ship', null, false],
    ]);
  });

  it('builds the track link with its query', () => {
    expect(trackLink('Clu-4-HBY', { streamId: 'Q', stepId: 'initial-Q' }, 'r 1')).toBe(
      '/track/Clu-4-HBY?streamId=Q&stepId=initial-Q&roundId=r+1',
    );
  });

  it('finds steps by id and by type, with their stream and number', () => {
    expect(findStep(structure, 'q2')).toMatchObject({ stream: { id: 'Q' }, step: { id: 'q2' }, stepNumber: 2 });
    expect(stepOfType(structure, 'feedbackCard')).toMatchObject({ step: { id: 'v1' }, streamIndex: 1, stepNumber: 1 });
    expect(stepOfType(structure, 'basicIdea')?.step.id).toBe('q1');
    expect(stepOfType(structure, 'expertChat')).toBeUndefined();
    expect(stepTypeOf(structure, 'v1')).toBe('feedbackCard');
    expect(stepTypeOf(structure, 'closing-stream')).toBeUndefined();
  });

  it('knows which steps of a round have a result', () => {
    const data = {
      streams: [
        {
          id: 'Q',
          steps: [],
          results: [{ stepId: 'q2', stepIndex: 2, name: 'x', result: {}, finished: 1 as const, fileId: null }],
        },
      ],
    };
    expect(hasResult(data, 'q2')).toBe(true);
    expect(hasResult(data, 'q1')).toBe(false);
  });

  it.each([
    ['written from the frame as it is', 'q1', false],
    ['written from an earlier reading', 'q2', true],
    ['a closing output written from an earlier reading', 'report-1', true],
    ['an answer without the flag (read as false)', 'v1', false],
    ['a step without a result', 'q3', false],
  ])('says whether a result was written from an earlier reading of the idea: %s', (_label, stepId, expected) => {
    const result = (id: string, flag?: boolean) => ({
      stepId: id,
      stepIndex: 1,
      name: 'x',
      result: {},
      finished: 1 as const,
      fileId: null,
      ...(flag === undefined ? {} : { writtenFromEarlierFrame: flag }),
    });
    const data = {
      streams: [
        { id: 'Q', steps: [], results: [result('q1', false), result('q2', true)] },
        { id: 'V', steps: [], results: [result('v1')] },
        { id: 'reports-stream', steps: [], results: [result('report-1', true)] },
      ],
    };
    expect(writtenFromEarlierFrame(data, stepId)).toBe(expected);
    expect(stepsWrittenFromEarlierFrame(data)).toEqual(['q2', 'report-1']);
  });
});
