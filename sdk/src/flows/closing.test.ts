import { describe, expect, it } from 'vitest';
import type { ClosingOption } from '../ai.js';
import { createIdeaClient } from '../client.js';
import type { components } from '../generated/openapi.js';
import { LANDING_PAGE_FIELDS, LANDING_PAGE_ID } from '../rules/landing.js';
import { REPORTS_STREAM } from '../rules/reports.js';
import {
  type ClosingContext,
  createAllOutputs,
  createClosingOutputs,
  FileCreationFailedError,
  outputWrittenFromEarlierFrame,
  RequiredStepMissingError,
  storedResultIdOf,
} from './closing.js';
import type { TrackData, TrackStructure } from './tracks.js';

type S = components['schemas'];

// Create all (and `close`, `run --autofill`): the outputs are made at once, what they share is read once, the
// older files of the made outputs go after one listing, and the first failure in order is thrown at the end.

const step = (id: string, type: S['StepType'], orderNr: number): S['Step'] => ({
  id,
  streamId: 'Q',
  name_en: id,
  name_de: id,
  type,
  orderNr,
  minWords: 1,
  instructions: null,
});
const STEPS = [step('bi', 'basicIdea', 1), step('ut', 'userTinder', 2), step('ps', 'problemShadowing', 3)];
const structure: TrackStructure = {
  track: { id: 'T', name_en: 'T', name_de: 'T', streams: [] },
  streams: [{ id: 'Q', name_en: 'Q', name_de: 'Q', orderNr: 1, stepCount: 3, steps: STEPS }],
};
const data: TrackData = {
  id: 'T',
  roundId: 'r1',
  name: 'Idea',
  finished: 1,
  editable: true,
  lastStreamId: 'Q',
  lastStepId: 'closing-stream',
  streams: [
    {
      id: 'Q',
      steps: STEPS,
      results: STEPS.slice(0, 2).map((s) => ({
        stepId: s.id,
        streamId: 'Q',
        stepIndex: s.orderNr,
        name: s.type,
        result: { of: s.id },
        finished: 1,
        fileId: null,
      })),
    },
  ],
  files: [],
};

const option = (
  id: string,
  type: string,
  orderNr: number,
  requires: S['StepType'][],
  outputType: ClosingOption['outputType'] = 'PDF',
): ClosingOption => ({ streamId: 'Q', id, name: id, type, outputType, orderNr, requires });
const IDEA_CARD = option('Idea Card', 'basicIdea:CLOSING_STEP_PROMPT', 1, ['basicIdea']);
const PERSONA = option('Main Persona', 'userTinder:CLOSING_STEP_PROMPT', 2, ['userTinder']);
const LANDING = option('Landing Page Copy', 'CREATE_LP_DATA_INTERN', 3, ['basicIdea', 'userTinder']);
const SHADOWING = option('Core Problem', 'problemShadowing:CLOSING_STEP_PROMPT', 4, ['problemShadowing']);
const WHITEBOARD = option('Whiteboard', 'EXPORT_MIRO', 5, ['basicIdea'], 'MIRO');
const PAGE = Object.fromEntries(LANDING_PAGE_FIELDS.map((field) => [field, `Text of ${field}`]));

const file = (fileId: string, fileType: string): S['ResultFile'] => ({
  id: fileId,
  fileId,
  fileName: `${fileId}.pdf`,
  fileSize: 1,
  dateCreated: '2026-01-01T00:00:00.000Z',
  fileType,
  currentStepNr: 0,
  stepId: 'closing-stream',
  roundId: 'r1',
  userId: 'u1',
  projectOwnerId: 'u1',
});

/** A server that holds every file creation until `release()` and records the calls; `failing` names refused. */
function fakeServer(failing: string[] = []) {
  const calls: string[] = [];
  const held: Array<() => void> = [];
  const files = [file('old-idea-card', 'output_basicidea:closing_step_prompt'), file('kept', 'basic_idea')];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = async (request: Request) => {
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    calls.push(`${request.method} ${path}`);
    if (path === '/rounds/r1/report-data') {
      const landing = { stepId: LANDING_PAGE_ID, streamId: REPORTS_STREAM, stepIndex: 0, name: 'landingPage' };
      return json({ roundId: 'r1', results: [{ ...landing, result: PAGE, finished: 1, fileId: null }], agents: [] });
    }
    if (path === '/knowledgehub/trackresult' && request.method === 'POST') {
      const body = (await request.json()) as S['ResultFileCreate'];
      await new Promise<void>((resolve) => held.push(resolve));
      if (failing.includes(body.name)) return json({ msg: { headline: 'Error', text: 'Broke.' }, code: 'x' }, 500);
      return json({ filedata: { id: `new-${body.name}`, identifer: `${body.name}.pdf` } });
    }
    if (path === '/knowledgehub/trackresult/r1') return json(files);
    if (request.method === 'DELETE') return json({ success: true });
    if (path === '/aiservice/clean-airesponse') return json({ promptResult: '| a | b |', provider: 'offline' });
    return json({ msg: { headline: 'Error', text: `No route ${path}` }, code: 'x' }, 404);
  };
  const ctx: ClosingContext = {
    client: createIdeaClient({ baseUrl: 'http://api.test/api', fetch, token: 'tok' }),
    data,
    structure,
    projectId: 'p1',
    defaultProjectId: 'p1',
  };
  /** Lets the held creations answer once `count` of them were asked for. */
  const release = async (count: number) => {
    while (held.length < count) await new Promise((resolve) => setTimeout(resolve, 1));
    for (const answer of held) answer();
  };
  return { ctx, calls, release };
}

describe('createClosingOutputs', () => {
  it('makes every output at once, reads what they share once and replaces the older files after one listing', async () => {
    const server = fakeServer();
    const made = createClosingOutputs(server.ctx, [IDEA_CARD, PERSONA, LANDING, WHITEBOARD]);
    // Every file is asked for before the first one is answered.
    await server.release(3);
    const outputs = await made;
    expect(outputs.map((o) => [o.option.id, o.kind])).toEqual([
      ['Idea Card', 'file'],
      ['Main Persona', 'file'],
      ['Landing Page Copy', 'file'],
      ['Whiteboard', 'whiteboard'],
    ]);
    const count = (route: string) => server.calls.filter((call) => call === route).length;
    expect(count('GET /rounds/r1/report-data')).toBe(1);
    expect(count('POST /knowledgehub/trackresult')).toBe(3);
    expect(count('GET /knowledgehub/trackresult/r1')).toBe(1);
    expect(server.calls.filter((call) => call.startsWith('DELETE'))).toEqual([
      'DELETE /knowledgehub/trackresult/r1/old-idea-card/old-idea-card.pdf',
    ]);
  });

  it('throws the first failure in order once the others are made, and keeps them', async () => {
    const server = fakeServer(['Main Persona']);
    const seen: string[] = [];
    const made = createClosingOutputs(server.ctx, [IDEA_CARD, PERSONA, LANDING], {
      done: (output) => seen.push(`done ${output.option.id}`),
      failed: (failed) => seen.push(`failed ${failed.id}`),
    });
    const settled = made.catch((error: unknown) => error);
    await server.release(3);
    const error = await settled;
    expect(error).toBeInstanceOf(FileCreationFailedError);
    expect(seen.sort()).toEqual(['done Idea Card', 'done Landing Page Copy', 'failed Main Persona']);
    // The made Idea Card still replaces its older file.
    expect(server.calls).toContain('DELETE /knowledgehub/trackresult/r1/old-idea-card/old-idea-card.pdf');
  });

  it('refuses the batch before anything is made when an output needs a result the round lacks', async () => {
    const server = fakeServer();
    await expect(createClosingOutputs(server.ctx, [IDEA_CARD, SHADOWING])).rejects.toBeInstanceOf(
      RequiredStepMissingError,
    );
    expect(server.calls).toEqual([]);
  });

  it("splits Create all's PDF outputs into the ready ones and the ones waiting for a step", () => {
    expect(createAllOutputs([IDEA_CARD, SHADOWING, WHITEBOARD, PERSONA], data, structure)).toEqual({
      ready: [IDEA_CARD, PERSONA],
      waiting: [SHADOWING],
    });
  });
});

describe('an output written from an earlier reading of the idea', () => {
  const stored = (stepId: string, flag: boolean) => ({
    stepId,
    stepIndex: 1,
    name: 'x',
    result: {},
    finished: 1 as const,
    fileId: null,
    writtenFromEarlierFrame: flag,
  });
  const flagged = {
    streams: [
      { id: 'Q', steps: STEPS, results: [stored('bi', false), stored('ut', true)] },
      {
        id: REPORTS_STREAM,
        steps: [],
        results: [stored(LANDING_PAGE_ID, true), stored('business-model-canvas', false), stored('rep-investor', true)],
      },
    ],
  };
  const REPORT_OPTIONS = [{ id: 'rep-investor', promptId: 'INVESTOR_REPORT' }];

  it.each([
    ['a step’s result', 'userTinder:CLOSING_STEP_PROMPT', 'ut', true],
    ['a step’s result written from the frame as it is', 'basicIdea:CLOSING_STEP_PROMPT', 'bi', false],
    ['the landing page', 'CREATE_LP_DATA_INTERN', LANDING_PAGE_ID, true],
    ['the canvas', 'GENERATE_BMC', 'business-model-canvas', false],
    ['a mentor’s report, by its prompt', 'INVESTOR_REPORT', 'rep-investor', true],
    ['a report of an unknown prompt', 'OTHER_REPORT', undefined, false],
  ])('%s', (_label, type, id, expected) => {
    expect(storedResultIdOf({ type }, structure, REPORT_OPTIONS)).toBe(id);
    expect(outputWrittenFromEarlierFrame({ type }, flagged, structure, REPORT_OPTIONS)).toBe(expected);
  });
});
