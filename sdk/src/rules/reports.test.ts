import { describe, expect, it } from 'vitest';
import { canGenerateCanvas, isReport, reportToOpen } from './reports.js';

const point = { text: 'Count them.', origin: 'ai', source: null };
const report = { title: 'T', summary: 'S', sections: [{ heading: 'H', points: [point] }] };

describe('reports (part 1 §4)', () => {
  it.each([
    ['a report', report, true],
    ['no sections', { ...report, sections: [] }, false],
    ['a blank title', { ...report, title: ' ' }, false],
    ['a section without points', { ...report, sections: [{ heading: 'H', points: [] }] }, false],
    ['a point without origin', { ...report, sections: [{ heading: 'H', points: [{ text: 'x' }] }] }, false],
    [
      'a point of an unknown origin',
      { ...report, sections: [{ heading: 'H', points: [{ ...point, origin: 'rumour' }] }] },
      false,
    ],
    ['a list', [report], false],
  ])('%s is a report: %s', (_label, value, valid) => {
    expect(isReport(value)).toBe(valid);
  });

  it.each([
    [[], true, 'stored'],
    [[{ type: 'add', agentId: 'mentor_market' }], true, 'generate'],
    [[{ type: 'add', agentId: 'mentor_tech' }], true, 'stored'],
    [[], false, 'generate'],
  ] as const)('with changes %j and a stored report %s the report opens as %s', (events, stored, open) => {
    expect(reportToOpen(events, 'mentor_market', stored)).toBe(open);
  });

  it('lets the canvas be generated only when every report is stored', () => {
    const ids = ['market-potential', 'competitor'];
    expect(canGenerateCanvas(ids, new Set(['market-potential']))).toBe(false);
    expect(canGenerateCanvas(ids, new Set(ids))).toBe(true);
    expect(canGenerateCanvas([], new Set())).toBe(false);
  });
});
