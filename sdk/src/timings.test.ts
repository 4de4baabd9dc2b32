import { describe, expect, it } from 'vitest';
import { createIdeaClient, unwrap } from './client.js';
import { callGroup, coveredMs, RunTimings, serverTimingMs, stageLines } from './timings.js';

// A run's stages: each call counted in its group, overlapping calls once, the server's PDF render time read from
// its Server-Timing header.

describe('run timings', () => {
  it('groups the AI answers, the saves that render a PDF and every other call', () => {
    expect(callGroup('POST', '/aiservice/airesponse')).toBe('ai');
    expect(callGroup('POST', '/aiservice/standalone')).toBe('ai');
    expect(callGroup('GET', '/aiservice/report-options')).toBe('other');
    expect(callGroup('POST', '/knowledgehub/trackresult')).toBe('pdfSave');
    expect(callGroup('GET', '/knowledgehub/trackresult/{roundId}')).toBe('other');
    expect(callGroup('GET', '/rounds/{roundId}/track')).toBe('other');
  });

  it('reads a metric of a Server-Timing header', () => {
    expect(serverTimingMs('db;dur=2, pdf;dur=41.5;desc="PDF render"', 'pdf')).toBe(41.5);
    expect(serverTimingMs('db;dur=2', 'pdf')).toBeUndefined();
    expect(serverTimingMs('pdf;desc="no duration"', 'pdf')).toBeUndefined();
    expect(serverTimingMs(null, 'pdf')).toBeUndefined();
  });

  it('counts overlapping time once', () => {
    expect(
      coveredMs([
        { start: 0, end: 10 },
        { start: 5, end: 15 },
        { start: 20, end: 25 },
        { start: 21, end: 22 },
      ]),
    ).toBe(20);
    expect(coveredMs([])).toBe(0);
  });

  it("times a client's calls into the stages, with the PDF renders its server reports", async () => {
    const timings = new RunTimings();
    const client = createIdeaClient({
      baseUrl: 'http://test/api',
      timings,
      fetch: async (request: Request) => {
        const pdf = new URL(request.url).pathname === '/api/knowledgehub/trackresult';
        return new Response(JSON.stringify({ ok: true }), {
          headers: { 'content-type': 'application/json', ...(pdf ? { 'server-timing': 'pdf;dur=30' } : {}) },
        });
      },
    });
    const body = { roundId: 'r-1', name: 'Idea', data: {}, type: 'x', projectId: 'p-1', currentStepNr: 1, stepId: 's' };
    await unwrap(client.POST('/knowledgehub/trackresult', { body }));
    await unwrap(client.POST('/knowledgehub/trackresult', { body }));
    await unwrap(client.GET('/streams/usertracks'));
    await timings.wait(5);

    const stages = timings.stages();
    expect(stages.pdfSave.count).toBe(2);
    expect(stages.pdfRender).toEqual({ count: 2, ms: 60 });
    expect(stages.other.count).toBe(1);
    expect(stages.ai.count).toBe(0);
    expect(stages.waits.count).toBe(1);
    expect(stages.waits.ms).toBeGreaterThanOrEqual(4);
    expect(stages.total.count).toBe(3);
    expect(stages.total.ms).toBeGreaterThanOrEqual(stages.client.ms + stages.waits.ms);
    expect(stageLines(stages).map((line) => line.trim().split(/\s{2,}/)[0])).toEqual([
      'AI answers',
      'result saves (render PDFs)',
      'PDF renders (server, sum)',
      'other calls',
      'waits (sleeps, polling)',
      'client (start-up, own work)',
      'total',
    ]);
  });
});
