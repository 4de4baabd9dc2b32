import { describe, expect, it } from 'vitest';
import {
  makeResultFile,
  makeStepResult,
  makeTrackData,
  QUALIFY,
  STEP,
  STRUCTURE,
  TRACK_ID,
  VALIDATE,
} from '../../test/trackFixtures';
import { closedStream, evidencePlace, fileOfOption, isLastStream, outputFileType, stepTypeNames } from './closing';

describe('closing view rules', () => {
  it('derives the output file type as the server stores it', () => {
    expect(outputFileType({ type: 'basicIdea:CLOSING_STEP_PROMPT' })).toBe('output_basicidea:closing_step_prompt');
    expect(outputFileType({ type: ' Market Potential Report ' })).toBe('output_market_potential_report');
    expect(outputFileType({ type: 'output_canvas' })).toBe('output_canvas');
  });

  it("finds an option's newest output file among the round's files", () => {
    const files = [
      makeResultFile({
        fileId: 'a',
        fileType: 'output_generate_bmc',
        stepId: 'closing-stream',
        dateCreated: '2026-11-20T10:00:00.000Z',
      }),
      makeResultFile({
        fileId: 'b',
        fileType: 'output_generate_bmc',
        stepId: 'closing-stream',
        dateCreated: '2026-11-21T10:00:00.000Z',
      }),
      makeResultFile({ fileId: 'c', fileType: 'output_generate_bmc', stepId: STEP.basicIdea }),
      makeResultFile({ fileId: 'd', fileType: 'output_competitor_report', stepId: 'closing-stream' }),
    ];
    expect(fileOfOption(files, { type: 'GENERATE_BMC' })?.fileId).toBe('b');
    expect(fileOfOption(files, { type: 'MARKET_POTENTIAL_REPORT' })).toBeUndefined();
  });

  it('closes the stream just finished before the next stream starts, else the stream of the address', () => {
    const qualifyOnly = makeTrackData({}, [makeStepResult(STEP.basicIdea)]);
    expect(closedStream(STRUCTURE, qualifyOnly, VALIDATE)?.id).toBe(QUALIFY);
    expect(closedStream(STRUCTURE, { ...qualifyOnly, finished: 1 }, VALIDATE)?.id).toBe(VALIDATE);
    expect(closedStream(STRUCTURE, qualifyOnly, QUALIFY)?.id).toBe(QUALIFY);
    const validateToo = makeTrackData({}, [makeStepResult(STEP.basicIdea), makeStepResult(STEP.problemShadowing)]);
    expect(closedStream(STRUCTURE, validateToo, VALIDATE)?.id).toBe(VALIDATE);
    expect(closedStream(STRUCTURE, validateToo, 'unknown')).toBeUndefined();
    expect(isLastStream(STRUCTURE, VALIDATE)).toBe(true);
    expect(isLastStream(STRUCTURE, QUALIFY)).toBe(false);
  });

  it('names step types in the UI language', () => {
    expect(stepTypeNames(STRUCTURE, ['userTinder', 'insightMapping'], 'de')).toEqual([
      'User Tinder',
      'Nutzer-Insight-Mapping',
    ]);
    expect(stepTypeNames(STRUCTURE, ['feedbackCard'], 'en')).toEqual(['Feedback Card']);
  });

  it('links evidence kept in a step to the step in this round; other places keep their id', () => {
    expect(
      evidencePlace(STRUCTURE, STEP.expertChat, { trackId: TRACK_ID, roundId: 'r-1', base: '', language: 'en' }),
    ).toEqual({
      kind: 'step',
      name: 'Solution Expert Chat',
      href: `/track/${TRACK_ID}?streamId=${VALIDATE}&stepId=${STEP.expertChat}&roundId=r-1`,
    });
    expect(
      evidencePlace(STRUCTURE, 'business-model-canvas', {
        trackId: TRACK_ID,
        roundId: 'r-1',
        base: '',
        language: 'en',
      }),
    ).toEqual({
      kind: 'other',
      id: 'business-model-canvas',
    });
  });
});
