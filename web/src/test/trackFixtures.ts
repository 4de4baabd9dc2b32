import type { StepType, TrackStructure } from '@idea-studio/sdk';
import referenceTracks from '../../../server/src/data/reference/tracks.json';
import { fakeApi, type Handlers, ok, type Schemas } from './fakeApi';
import { makeUser, userDataResponse } from './fixtures';

/**
 * The business idea track as the server's reference data defines it — read from
 * `server/src/data/reference/tracks.json`, never copied (Qualify with Basic Idea, User Tinder, User Insight
 * Mapping; Validate with Problem Shadowing, Solution Expert Chat, Feedback Card) — plus builders for rounds, step
 * results and result files. All typed by the contract. Tests name steps by their type: `STEP.basicIdea`.
 */
type Step = Schemas['Step'];
type ReferenceStep = Omit<Step, 'streamId' | 'orderNr' | 'type' | 'instructions'> & {
  type: string;
  instructions: string | null;
};

const track = referenceTracks[0]!;
const streams = [...track.streams].sort((a, b) => a.orderNr - b.orderNr);

export const TRACK_ID = track.id;
export const QUALIFY = streams[0]!.id;
export const VALIDATE = streams[1]!.id;

/** The steps of every stream as `GET /streams/steps/{streamId}` answers them. */
export const STEPS: Record<string, Step[]> = Object.fromEntries(
  streams.map((stream) => [
    stream.id,
    (stream.steps as ReferenceStep[]).map(
      (step, index): Step => ({
        id: step.id,
        streamId: stream.id,
        name_en: step.name_en,
        name_de: step.name_de,
        type: step.type as StepType,
        orderNr: index + 1,
        minWords: step.minWords,
        instructions: step.instructions as Step['instructions'],
      }),
    ),
  ]),
);

/** The step id of each step type. */
export const STEP = Object.fromEntries(
  Object.values(STEPS)
    .flat()
    .map((step) => [step.type, step.id]),
) as Record<StepType, string>;

export const TRACKS: Schemas['Track'][] = [
  {
    id: TRACK_ID,
    name_en: track.name_en,
    name_de: track.name_de,
    // Listed out of order on purpose: clients sort by orderNr.
    streams: [...streams].reverse().map(({ steps, ...stream }) => ({ ...stream, stepCount: steps.length })),
  },
];

/** The track as the SDK's `loadTrackStructure` gives it. */
export const STRUCTURE: TrackStructure = {
  track: TRACKS[0]!,
  streams: [...TRACKS[0]!.streams]
    .sort((a, b) => a.orderNr - b.orderNr)
    .map((stream) => ({ ...stream, steps: STEPS[stream.id] ?? [] })),
};

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
    writtenFromEarlierFrame: false,
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
    editable: true,
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
    'GET /projects/{projectId}/invitations': () => ok([]),
    'GET /projects': () => ok([]),
    ...trackDefinitionHandlers,
    ...handlers,
  });
}
