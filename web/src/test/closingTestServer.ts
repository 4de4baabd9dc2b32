// A small stateful server for the closing view of round r-1 (its results and files, the closing options, the share
// state, the landing pages and the verdict), for the closing view's tests. Typed by the contract through the fake API.
import type { LandingPageData } from '@idea-studio/sdk';
import { type Handlers, ok, type Schemas } from './fakeApi';
import { makeUser } from './fixtures';
import { LANDING_PAGE } from './landingFixtures';
import {
  makeResultFile,
  makeStepResult,
  makeTrackData,
  makeUserTrack,
  QUALIFY,
  STEP,
  sessionApi,
  TRACK_ID,
  VALIDATE,
} from './trackFixtures';

const option = (
  streamId: string,
  id: string,
  name: string,
  type: string,
  orderNr: number,
  requires: Schemas['StepType'][],
  outputType: Schemas['ClosingOption']['outputType'] = 'PDF',
): Schemas['ClosingOption'] => ({ streamId, id, name, type, outputType, orderNr, requires });

/** The closing options of both streams, listed out of order on purpose (clients sort by orderNr). */
export const OPTIONS: Schemas['ClosingOption'][] = [
  option(QUALIFY, 'qualify-whiteboard', 'Whiteboard Export', 'EXPORT_MIRO', 4, ['basicIdea'], 'MIRO'),
  option(QUALIFY, 'qualify-empathy-map', 'User Empathy Map', 'insightMapping:CLOSING_STEP_PROMPT', 3, [
    'insightMapping',
  ]),
  option(QUALIFY, 'qualify-idea-card', 'Idea Card', 'basicIdea:CLOSING_STEP_PROMPT', 1, ['basicIdea']),
  option(QUALIFY, 'qualify-main-persona', 'Main Persona', 'userTinder:CLOSING_STEP_PROMPT', 2, ['userTinder']),
  option(VALIDATE, 'validate-landing-page', 'Landing Page Copy', 'CREATE_LP_DATA_INTERN', 1, [
    'basicIdea',
    'userTinder',
    'problemShadowing',
  ]),
];

export const SHARE_LINK = 'http://localhost/projectpage?pid=r-1';
export const HOSTED_LINK = 'http://localhost/lp/page-7';

export const VERDICT: Schemas['Verdict'] = {
  roundId: 'r-1',
  verdict: 'PIVOT',
  headline: 'The pain is real, the buyer is not yet clear',
  summary: 'Parents confirm the problem, but nobody has said what they would pay.',
  observedShare: 40,
  observedCount: 2,
  claimCount: 1,
  inferredCount: 2,
  reasons: [
    {
      id: 'painsConfirmed',
      signal: 'for',
      text: 'The core problem was confirmed in the interviews.',
      evidence: [
        {
          text: 'Real interview with Night nurse (2026-11-20) confirms “Sitters cancel”: “She cancelled twice.”',
          origin: 'document',
          source: 'interview notes: Night nurse, 2026-11-20',
          observed: true,
          class: 'observed',
          where: 'interviews',
        },
        {
          text: 'Sitters cancel an hour before work',
          origin: 'user',
          source: null,
          observed: false,
          class: 'founderClaim',
          where: STEP.problemShadowing,
        },
        {
          text: 'Night-shift parents search for sitters weekly',
          origin: 'web',
          source: 'https://example.org/survey',
          observed: true,
          class: 'observed',
          where: 'business-model-canvas',
        },
      ],
    },
    {
      id: 'mentorPins',
      signal: 'against',
      text: 'Mentors doubt that parents pay a premium.',
      evidence: [
        {
          text: 'Price: Ask five parents',
          origin: 'ai',
          source: null,
          observed: false,
          class: 'aiInferred',
          where: STEP.feedbackCard,
        },
      ],
    },
  ],
  nextSteps: [
    {
      id: 'interviews',
      title: 'Talk to five parents',
      tests: 'Whether the pain is common',
      how: 'Ask about the last time',
      changesVerdictIf: 'Fewer than three confirm it',
    },
    {
      id: 'landing',
      title: 'Publish the landing page',
      tests: 'Whether visitors sign up',
      how: 'Bring 100 visitors',
      changesVerdictIf: 'Fewer than five sign up',
    },
    {
      id: 'price',
      title: 'Test the price',
      tests: 'Whether parents pay',
      how: 'Offer a paid pilot',
      changesVerdictIf: 'Nobody pays',
    },
  ],
};

export interface ClosingState {
  results: Schemas['StepResult'][];
  files: Schemas['ResultFile'][];
  finished: 0 | 1;
  shared: boolean;
  landing: LandingPageData | null;
  config: Schemas['LandingPageConfig'];
  signups: Schemas['LandingSignup'][];
}

/** Results of every step of a stream (the Basic Idea's is its idea card). */
export const resultsOf = (...stepIds: string[]) => stepIds.map((stepId) => makeStepResult(stepId));
export const QUALIFY_RESULTS = () => resultsOf(STEP.basicIdea, STEP.userTinder, STEP.insightMapping);
export const ALL_RESULTS = () => [
  ...QUALIFY_RESULTS(),
  ...resultsOf(STEP.problemShadowing, STEP.expertChat, STEP.feedbackCard),
];

export const closingLink = (streamId: string, base = '') =>
  `${base}/track/${TRACK_ID}?streamId=${streamId}&stepId=closing-stream&roundId=r-1`;

/** The round r-1 on a closing view, with the given state; `handlers` replace single routes. */
export function closingServer(initial: Partial<ClosingState> = {}, handlers: Handlers = {}, user = makeUser()) {
  const state: ClosingState = {
    results: QUALIFY_RESULTS(),
    files: [],
    finished: 0,
    shared: false,
    landing: null,
    config: {
      id: 'r-1',
      projectId: 'r-1',
      link: null,
      step: 0,
      trialDays: 14,
      publishedAt: null,
      signups: 0,
      views: 0,
    },
    signups: [],
    ...initial,
  };
  let fileCounter = 0;
  const api = sessionApi(
    {
      'GET /streams/usertracks': () => ok([makeUserTrack({ projectId: 'p-1' })]),
      'GET /rounds/{roundId}/track': () =>
        ok(
          makeTrackData(
            { files: state.files, finished: state.finished, lastStreamId: VALIDATE, lastStepId: 'closing-stream' },
            state.results,
          ),
        ),
      'GET /knowledgehub/trackresult/{roundId}': () => ok(state.files),
      'GET /aiservice/closingoptions/{streamId}': (call) =>
        ok(OPTIONS.filter((o) => o.streamId === call.params.streamId)),
      'POST /knowledgehub/trackresult': (call) => {
        const body = call.body as Schemas['ResultFileCreate'];
        fileCounter += 1;
        const file = makeResultFile({
          fileId: `out-${fileCounter}`,
          fileName: `${body.name}.pdf`,
          fileType: `output_${body.type.toLowerCase().replace(/ /g, '_')}`,
          stepId: body.stepId,
          currentStepNr: body.currentStepNr,
        });
        state.files = [...state.files, file];
        return ok({ filedata: { id: file.fileId, identifer: file.fileName, file } });
      },
      'GET /rounds/{roundId}/share': () => ok({ shared: state.shared, link: SHARE_LINK }),
      'PUT /rounds/{roundId}/share': (call) => {
        state.shared = (call.body as Schemas['ShareUpdate']).shared;
        return ok({ shared: state.shared, link: SHARE_LINK });
      },
      'POST /rounds/{roundId}/share/mail': (call) => {
        state.shared = true;
        const emails = (call.body as Schemas['ShareMailRequest']).emails.split(',').map((e) => e.trim());
        return ok({ sent: emails.filter(Boolean), link: SHARE_LINK });
      },
      'GET /rounds/{roundId}/report-data': () =>
        ok({
          roundId: 'r-1',
          results: state.landing
            ? [makeStepResult('landing-page', state.landing, { streamId: 'export_reports', name: 'landingPage' })]
            : [],
          agents: [],
        }),
      'POST /aiservice/standalone': () => ok({ promptResult: LANDING_PAGE, provider: 'offline' as const }),
      'POST /rounds/{roundId}/results': (call) => {
        const body = call.body as Schemas['StepResultCreate'];
        if (body.stepId === 'landing-page') state.landing = body.result as LandingPageData;
        return ok(makeStepResult(body.stepId, body.result, { streamId: body.streamId, name: body.name }));
      },
      'GET /userlp_easy2/config/{id}': () => ok(state.config),
      'POST /userlp_easy2/account': () => {
        state.config = { ...state.config, step: 3, link: HOSTED_LINK };
        return ok({ link: HOSTED_LINK, step: 3 });
      },
      'POST /userlp_easy2/landingPage': () => {
        state.config = { ...state.config, step: 4, link: HOSTED_LINK, publishedAt: '2026-11-26T09:00:00.000Z' };
        return ok({ link: HOSTED_LINK, step: 4 });
      },
      'GET /rounds/{roundId}/signups': () =>
        ok({ link: state.config.step === 4 ? HOSTED_LINK : null, views: state.config.views, signups: state.signups }),
      'GET /rounds/{roundId}/verdict': () => ok(VERDICT),
      'GET /aiservice/report-options': () => ok([]),
      'POST /aiservice/clean-airesponse': () =>
        ok({ promptResult: 'Your results:\n| Basic Idea | Sitters on demand |', provider: 'offline' as const }),
      'PUT /streams/usertracks': (call) => ok(makeUserTrack(call.body as Partial<Schemas['UserTrack']>)),
      'POST /rounds/{roundId}/actions': () => ok({ success: true }),
      ...handlers,
    },
    user,
  );
  return { api, state };
}
