// A small stateful server for one round (inputs per step, results, files, the AI's answers), for the tests of
// the User Tinder and User Insight Mapping views. Typed by the contract through the fake API.
import { normalizePersona, type Persona } from '@idea-studio/sdk';
import { JOHNNY, stepAnswer } from './aiFixtures';
import { type FakeCall, type Handlers, ok, type Schemas } from './fakeApi';
import { interviewHandlers } from './interviewsTestServer';
import {
  makeResultFile,
  makeStepResult,
  makeTrackData,
  makeUserTrack,
  QUALIFY,
  STEP,
  sessionApi,
} from './trackFixtures';

const raw = (
  name: string,
  occupation: string,
  gender: string,
  milieu: string,
  summary: string,
  extra: Record<string, unknown> = {},
) =>
  normalizePersona({
    name,
    short_summary: summary,
    values: ['Reliability', 'Time'],
    occupation,
    demographics: { gender, age: 38, occupation },
    sinus_milieu: milieu,
    goals: [`${name.split(' ')[0]} wants evenings back`],
    lifestyle: 'Busy weekdays, calm weekends',
    pain_points: ['No trusted sitter at short notice'],
    ...extra,
  }) as Persona;

/** Four potential users as the AI would send them (after the app's normalisation). */
export const PERSONAS: Persona[] = [
  raw('Mara Jensen', 'Nurse on night shifts', 'Female', 'Adaptive-Pragmatic Middle', 'Works nights, two kids.', {
    favourite_app: 'A shift planner',
  }),
  raw('Tom Berger', 'Software developer', 'Male', 'Performers', 'Works from home and travels for work.'),
  raw('Ilse Vogt', 'Retired teacher', 'w', 'Traditionals', 'Looks after her grandchildren twice a week.'),
  raw('Sam Okoro', 'Student', '', 'Expeditives', 'Earns money as a sitter on weekends.'),
];

export const BASIC_IDEA_INPUT = [
  { type: 'PROBLEM', content: 'Parents cannot find a trusted babysitter at short notice' },
  { type: 'TARGET USER', content: 'Working parents on night shifts' },
  { type: 'SOLUTION', content: 'An app that books verified sitters within an hour' },
];

export const INSIGHTS: Record<number, string[]> = {
  1: ['Colleagues swap sitter numbers', 'Her kids ask who comes tonight', 'Radio ads for daycare'],
  2: ['A fridge full of sticky notes', 'Late buses after her shift', 'Other parents at the school gate'],
  3: ['Guilt when she leaves at night', 'Relief when a sitter confirms', 'Tired but determined'],
  4: ['Cancelled sitters an hour before work', 'Agencies that want a week of notice', 'Paying for no-shows'],
};

export interface QualifyState {
  inputs: Record<string, unknown>;
  results: Schemas['StepResult'][];
  files: Schemas['ResultFile'][];
}

const promptOf = (call: FakeCall) => call.body as Schemas['AiStepRequest'];

/** The round r-1 at `stepId`, with the given inputs, results and files; the AI answers personas and insights. */
export function qualifyServer(initial: Partial<QualifyState> = {}, handlers: Handlers = {}) {
  const state: QualifyState = {
    inputs: { [STEP.basicIdea]: BASIC_IDEA_INPUT, ...initial.inputs },
    results: initial.results ?? [],
    files: initial.files ?? [],
  };
  let fileCounter = 0;
  const api = sessionApi({
    'GET /rounds/{roundId}/track': () =>
      ok(makeTrackData({ files: state.files, lastStreamId: QUALIFY, lastStepId: STEP.userTinder }, state.results)),
    'GET /rounds/{roundId}/inputs/{stepId}': (call) =>
      ok({ roundId: 'r-1', stepId: call.params.stepId ?? '', content: state.inputs[call.params.stepId ?? ''] ?? null }),
    'PUT /rounds/{roundId}/inputs/{stepId}': (call) => {
      const content = (call.body as { content: unknown }).content;
      state.inputs[call.params.stepId ?? ''] = content;
      return ok({ roundId: 'r-1', stepId: call.params.stepId ?? '', content });
    },
    'POST /aiservice/airesponse': (call) => {
      const prompt = promptOf(call);
      if (prompt.stepId === STEP.userTinder) return ok(stepAnswer(PERSONAS));
      const texts = INSIGHTS[prompt.stepPromptNumber ?? 1] ?? [];
      return ok(stepAnswer(texts.map((text) => ({ text }))));
    },
    'GET /aiservice/agents': () => ok([JOHNNY]),
    'POST /knowledgehub/trackresult': (call) => {
      const body = call.body as Schemas['ResultFileCreate'];
      fileCounter += 1;
      const file = makeResultFile({
        fileId: `new-${fileCounter}`,
        fileName: `${body.name}.pdf`,
        stepId: body.stepId,
        fileType: body.type.toLowerCase().replace(/ /g, '_'),
      });
      state.files.push(file);
      return ok({ filedata: { id: file.fileId, identifer: file.fileName, file } });
    },
    'DELETE /knowledgehub/trackresult/{roundId}/{fileId}/{fileName}': (call) => {
      state.files = state.files.filter((f) => f.fileId !== call.params.fileId);
      state.results = state.results.filter((r) => r.fileId !== call.params.fileId);
      return ok({ success: true });
    },
    'POST /rounds/{roundId}/results': (call) => {
      const body = call.body as Schemas['StepResultCreate'];
      const result = makeStepResult(body.stepId, body.result, { fileId: body.fileId ?? null, name: body.name });
      state.results = [...state.results.filter((r) => r.stepId !== body.stepId), result];
      return ok(result);
    },
    'DELETE /rounds/{roundId}/results/by-file/{fileId}': (call) => {
      state.results = state.results.filter((r) => r.fileId !== call.params.fileId);
      return ok({ success: true });
    },
    'PUT /streams/trackname': (call) => ok(makeUserTrack({ name: (call.body as { name: string }).name })),
    'POST /rounds/{roundId}/actions': () => ok({ success: true }),
    'GET /knowledgehub/trackresult/{roundId}': () => ok(state.files),
    ...interviewHandlers(),
    ...handlers,
  });
  return { api, state };
}

/** A saved User Tinder result with `main` as the main persona, and its file. */
export function tinderResultOf(main: Persona, fileId = 'f-tinder') {
  return {
    result: makeStepResult(
      STEP.userTinder,
      { main_persona: { ...main, created: 1 }, accepted_users: [main.name], rejected_users: [] },
      { fileId, name: 'userTinder' },
    ),
    file: makeResultFile({ fileId, fileName: `${main.name}.pdf`, stepId: STEP.userTinder, fileType: 'user_tinder' }),
  };
}

/** The AI prompts asked of a step, as `stepPromptNumber`s. */
export const promptsOf = (api: ReturnType<typeof qualifyServer>['api'], stepId: string) =>
  api
    .callsTo('POST /aiservice/airesponse')
    .map((call) => promptOf(call))
    .filter((prompt) => prompt.stepId === stepId)
    .map((prompt) => prompt.stepPromptNumber);
