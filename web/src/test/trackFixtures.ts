import { fakeApi, type Handlers, ok, type Schemas } from './fakeApi';
import { makeUser, userDataResponse } from './fixtures';

/**
 * The business idea track as the server's reference data defines it (track Clu-4-HBY: Qualify with Basic Idea,
 * User Tinder, User Insight Mapping; Validate with Problem Shadowing, Solution Expert Chat, Feedback Card), plus
 * builders for rounds, step results and result files. All typed by the contract.
 */
export const TRACK_ID = 'Clu-4-HBY';
export const QUALIFY = 'J1S-8At2nL';
export const VALIDATE = 'Vq7-3Lm9Xa';
export const STEP = {
  basicIdea: 'MMUT2vQla',
  userTinder: 'jKHo2wIzi',
  insightMapping: 'Ci6Ju_grd',
  problemShadowing: '4c_6aX3j3',
  expertChat: 'mzqy2Kc_Q',
  feedbackCard: 'k9G9Fv8w6',
} as const;

type Step = Schemas['Step'];

const step = (
  id: string,
  streamId: string,
  orderNr: number,
  name_en: string,
  name_de: string,
  type: Step['type'],
  instructions: Step['instructions'] = null,
): Step => ({ id, streamId, name_en, name_de, type, orderNr, minWords: 1, instructions });

export const STEPS: Record<string, Step[]> = {
  [QUALIFY]: [
    step(STEP.basicIdea, QUALIFY, 1, 'Basic Idea', 'Grundidee', 'basicIdea', 'basicIdea'),
    step(STEP.userTinder, QUALIFY, 2, 'User Tinder', 'User Tinder', 'userTinder', 'userTinder'),
    step(STEP.insightMapping, QUALIFY, 3, 'User Insight Mapping', 'Nutzer-Insight-Mapping', 'insightMapping'),
  ],
  [VALIDATE]: [
    step(
      STEP.problemShadowing,
      VALIDATE,
      1,
      'Problem Shadowing',
      'Problem Shadowing',
      'problemShadowing',
      'problemShadowing',
    ),
    step(STEP.expertChat, VALIDATE, 2, 'Solution Expert Chat', 'Lösungs-Expertenchat', 'expertChat'),
    step(STEP.feedbackCard, VALIDATE, 3, 'Feedback Card', 'Feedback-Karte', 'feedbackCard'),
  ],
};

export const TRACKS: Schemas['Track'][] = [
  {
    id: TRACK_ID,
    name_en: 'Business Idea',
    name_de: 'Geschäftsidee',
    streams: [
      // Listed out of order on purpose: clients sort by orderNr.
      { id: VALIDATE, name_en: 'Validate', name_de: 'Validieren', orderNr: 2, stepCount: 3 },
      {
        id: QUALIFY,
        name_en: 'Qualify',
        name_de: 'Qualifizieren',
        description_en: "Let's create your basic idea from scratch",
        orderNr: 1,
        stepCount: 3,
      },
    ],
  },
];

export function makeStepResult(
  stepId: string,
  result: unknown = { summary: `Result of ${stepId}` },
  overrides: Partial<Schemas['StepResult']> = {},
): Schemas['StepResult'] {
  const streamId = Object.entries(STEPS).find(([, steps]) => steps.some((s) => s.id === stepId))?.[0] ?? QUALIFY;
  return {
    stepId,
    streamId,
    prevStepIndex: null,
    stepIndex: 0,
    name: stepId,
    result,
    finished: 1,
    fileId: null,
    dateCreated: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** `UserTrack.results` from step results (grouped by their stream). */
export function resultsOf(...results: Schemas['StepResult'][]): Schemas['TrackResultsEntry'][] {
  return [QUALIFY, VALIDATE]
    .map((streamId) => ({ streamId, stepResults: results.filter((r) => r.streamId === streamId) }))
    .filter((entry) => entry.stepResults.length > 0);
}

export function makeUserTrack(overrides: Partial<Schemas['UserTrack']> = {}): Schemas['UserTrack'] {
  const now = new Date().toISOString();
  return {
    trackId: TRACK_ID,
    roundId: 'r-1',
    projectId: 'p-1',
    name: 'My Business Model Canvas',
    finished: 0,
    lastStreamId: QUALIFY,
    lastStepId: `initial-${QUALIFY}`,
    results: [],
    isVariant: 0,
    protected: 0,
    userId: 'u-1001',
    fileCount: 0,
    dateCreated: now,
    dateUpdated: now,
    ...overrides,
  };
}

export function makeResultFile(overrides: Partial<Schemas['ResultFile']> = {}): Schemas['ResultFile'] {
  const fileId = overrides.fileId ?? overrides.id ?? 'f-1';
  return {
    fileName: 'Basic Idea.pdf',
    fileSize: 20_480,
    dateCreated: new Date().toISOString(),
    fileType: 'basic_idea',
    currentStepNr: 1,
    stepId: STEP.basicIdea,
    roundId: 'r-1',
    userId: 'u-1001',
    projectOwnerId: 'u-1001',
    ...overrides,
    id: fileId,
    fileId,
  };
}

export function makeTrackData(overrides: Partial<Schemas['TrackData']> = {}, results: Schemas['StepResult'][] = []) {
  const data: Schemas['TrackData'] = {
    id: TRACK_ID,
    roundId: 'r-1',
    name: 'My Business Model Canvas',
    finished: 0,
    lastStreamId: QUALIFY,
    lastStepId: `initial-${QUALIFY}`,
    streams: [QUALIFY, VALIDATE].map((id) => ({
      id,
      steps: STEPS[id] ?? [],
      results: results.filter((r) => r.streamId === id),
    })),
    files: [],
    ...overrides,
  };
  return data;
}

/** Handlers for the track definition (listTracks, listStreamSteps). */
export const trackDefinitionHandlers: Handlers = {
  'GET /data/tracks': () => ok(TRACKS),
  'GET /streams/steps/{streamId}': (call) => ok([...(STEPS[call.params.streamId ?? ''] ?? [])].reverse()),
};

/** A logged-in user (Ada, u-1001, default project p-1) with the track definition and the given handlers. */
export function sessionApi(handlers: Handlers = {}, user: Schemas['User'] = makeUser()) {
  return fakeApi({
    'POST /auth/checklogin': () => ok(userDataResponse(user)),
    'GET /streams/usertracks': () => ok([]),
    'GET /projects/{projectId}/members': () =>
      ok([{ userId: user.id, email: user.email, prename: user.prename, lastname: user.lastname, isCurrentUser: true }]),
    ...trackDefinitionHandlers,
    ...handlers,
  });
}
