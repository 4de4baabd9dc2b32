import { CANVAS_ID, LANDING_PAGE_ID, LANDING_RESULT_NAME, REPORTS_STREAM } from '@idea-studio/sdk';
import { describe, expect, it } from 'vitest';
import { makeStepResult, resultsOf, STEP, STRUCTURE } from '../../test/trackFixtures';
import { flattenResults } from '../track-data/roundResults';
import { findKeyResult, KEY_RESULT_SECTIONS, type KeyResultId } from './keyResults';
import { fromInput, getAt, setAt } from './resultData';

const entry = (id: KeyResultId) => KEY_RESULT_SECTIONS.flatMap((s) => s.entries).find((e) => e.id === id)!;

describe('key result entries', () => {
  it('lists the three sections with their entries in the spec order', () => {
    expect(KEY_RESULT_SECTIONS.map((s) => [s.id, s.entries.map((e) => e.id)])).toEqual([
      ['qualify', ['elevatorPitch', 'mainPersona', 'userEmpathyMap', 'landingPage']],
      ['validate', ['marketPotentialReport', 'competitorReport', 'userValidationReport', 'mentorFeedbackReport']],
      ['ship', ['businessModelDna', 'businessPlan', 'goToMarketStrategy', 'productRoadmap']],
    ]);
    expect(
      KEY_RESULT_SECTIONS.flatMap((s) => s.entries)
        .filter((e) => e.create)
        .map((e) => e.id),
    ).toEqual([
      'landingPage',
      'marketPotentialReport',
      'competitorReport',
      'userValidationReport',
      'mentorFeedbackReport',
    ]);
  });

  it('finds step results by step type and reports by name or step id, ignoring case and punctuation', () => {
    const reports = { streamId: 'export_reports' };
    const report = makeStepResult('x1', { text: 'r' }, { ...reports, name: 'Market Potential Report' });
    const competitor = makeStepResult('competitor_report', {}, { ...reports, name: 'report' });
    const results = flattenResults(resultsOf(makeStepResult(STEP.basicIdea), makeStepResult(STEP.userTinder)));
    const all = [...results, ...flattenResults([{ streamId: 'export_reports', stepResults: [report, competitor] }])];
    expect(findKeyResult(all, entry('elevatorPitch'), STRUCTURE)?.result.stepId).toBe(STEP.basicIdea);
    expect(findKeyResult(all, entry('mainPersona'), STRUCTURE)?.result.stepId).toBe(STEP.userTinder);
    expect(findKeyResult(all, entry('userEmpathyMap'), STRUCTURE)).toBeUndefined();
    expect(findKeyResult(all, entry('marketPotentialReport'), STRUCTURE)?.result).toBe(report);
    expect(findKeyResult(all, entry('competitorReport'), STRUCTURE)?.streamId).toBe('export_reports');
    expect(findKeyResult(all, entry('businessPlan'), STRUCTURE)).toBeUndefined();
  });
  it('finds the landing page and the canvas under the names and step ids the SDK stores them by', () => {
    const reports = { streamId: REPORTS_STREAM };
    const landing = makeStepResult(LANDING_PAGE_ID, {}, { ...reports, name: LANDING_RESULT_NAME });
    const canvas = makeStepResult(CANVAS_ID, {}, { ...reports, name: 'canvas' });
    const all = flattenResults([{ streamId: REPORTS_STREAM, stepResults: [landing, canvas] }]);
    expect(findKeyResult(all, entry('landingPage'), STRUCTURE)?.result).toBe(landing);
    expect(findKeyResult(all, entry('businessModelDna'), STRUCTURE)?.result).toBe(canvas);
    expect(entry('landingPage').landing).toBe(true);
  });
});

describe('result data helpers', () => {
  it('sets and gets nested values without touching the original', () => {
    const original = { a: { list: ['x', { b: 1 }] } };
    const next = setAt(original, ['a', 'list', 1, 'b'], 2);
    expect(next).toEqual({ a: { list: ['x', { b: 2 }] } });
    expect(original.a.list[1]).toEqual({ b: 1 });
    expect(getAt(next, ['a', 'list', 0])).toBe('x');
    expect(getAt(next, ['a', 'missing', 0])).toBeUndefined();
  });

  it('keeps numbers numbers while the text is one, and null while it stays empty', () => {
    expect(fromInput('42', 7)).toBe(42);
    expect(fromInput('4x', 7)).toBe('4x');
    expect(fromInput('', 7)).toBe('');
    expect(fromInput('', null)).toBeNull();
    expect(fromInput('text', null)).toBe('text');
    expect(fromInput('12', 'old')).toBe('12');
  });
});
