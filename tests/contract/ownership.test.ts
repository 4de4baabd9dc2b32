// The ownership matrix: every operation that takes the id of a user's thing, called with the owner's real ids by a
// second registered user and by a caller without a session. Private operations answer 401 without a session; a
// second user learns nothing (the server answers 404, exactly as for ids that do not exist; see rounds/access.ts,
// team/service.ts, hub/service.ts); no answer carries any of the owner's data; and the owner's things are unchanged
// afterwards. The contract decides which operations take ids, so a new one fails here until it has its rows.
import { listOperations, loadContract } from '@idea-studio/openapi';
import { DEFAULT_TRACK_ID, defaultProject, unwrap } from '@idea-studio/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../src/fixtures/files.js';
import { createContractValidator } from '../src/harness/contract-validator.js';
import { stepOfType } from '../src/harness/reference.js';
import { type RunningServer, startServer } from '../src/harness/server.js';
import {
  type OwnedIds,
  type Owner,
  registerUser,
  seedOwner,
  snapshotOwner,
  startRound,
  threadStillExists,
} from './owned-data.js';

const doc = await loadContract();
const validator = await createContractValidator();
const basicIdea = stepOfType('basicIdea');

/** The second user's own things, for rows that mix them with the owner's ids. */
interface Mine {
  userId: string;
  projectId: string;
  roundId: string;
  apiKey: string;
}
interface Ids {
  owner: OwnedIds;
  mine: Mine;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Req {
  method: Method;
  path: string;
  json?: unknown;
  form?: () => Promise<FormData>;
}

type Caller = 'second user' | 'anonymous';

interface Case {
  operationId: string;
  /** What differs from the plain "owner's ids" call, when an operation has several rows. */
  variant?: string;
  request: (ids: Ids) => Req;
  /** Statuses the second user may get. */
  second: number[];
  /** Statuses a caller without a session may get (default: 401, the operation is private). */
  anonymous?: number[];
}

/** A contract path with its parameters filled in (encoded). */
const path = (template: string, values: object) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent((values as Record<string, string>)[name]!));

const get = (template: string, values: object = {}): Req => ({
  method: 'GET',
  path: path(template, values),
});
const withJson = (method: Method, template: string, values: object, json: unknown): Req => ({
  method,
  path: path(template, values),
  json,
});

const RECIPIENT = 'ownership.recipient@example.com';
const card = { name: 'Taken over', tagline: 'x', key_features: ['x'], target_group: 'x', value_proposition: 'x' };
const resultFile = (roundId: string, projectId: string, stepId = basicIdea.id) => ({
  roundId,
  projectId,
  stepId,
  name: 'Taken over',
  data: card,
  type: 'Basic Idea',
  currentStepNr: 1,
});
const fileRef = (roundId: string, o: OwnedIds) => ({ roundId, fileId: o.resultFileId, fileName: o.resultFileName });
const NOT_FOUND = [404];

const CASES: Case[] = [
  // Rounds and what they hold.
  { operationId: 'getTrackData', request: ({ owner }) => get('/rounds/{roundId}/track', owner), second: NOT_FOUND },
  {
    operationId: 'getUserInput',
    request: ({ owner }) => get('/rounds/{roundId}/inputs/{stepId}', owner),
    second: NOT_FOUND,
  },
  {
    operationId: 'saveUserInput',
    request: ({ owner }) =>
      withJson('PUT', '/rounds/{roundId}/inputs/{stepId}', owner, {
        content: [{ type: 'PROBLEM', content: 'Taken over' }],
      }),
    second: NOT_FOUND,
  },
  {
    operationId: 'addStepResult',
    request: ({ owner }) =>
      withJson('POST', '/rounds/{roundId}/results', owner, {
        streamId: basicIdea.streamId,
        stepId: basicIdea.id,
        name: 'basicIdea',
        result: card,
        stepIndex: 1,
        fileId: owner.resultFileId,
      }),
    second: NOT_FOUND,
  },
  {
    operationId: 'addStepResult',
    variant: 'own round, owner’s result file',
    request: ({ owner, mine }) =>
      withJson('POST', '/rounds/{roundId}/results', mine, {
        streamId: basicIdea.streamId,
        stepId: basicIdea.id,
        name: 'basicIdea',
        result: card,
        stepIndex: 1,
        fileId: owner.resultFileId,
      }),
    second: [400],
  },
  {
    operationId: 'deleteResultData',
    request: ({ owner }) =>
      withJson(
        'DELETE',
        '/rounds/{roundId}/results/by-file/{fileId}',
        { ...owner, fileId: owner.resultFileId },
        undefined,
      ),
    second: NOT_FOUND,
  },
  {
    operationId: 'deleteResultData',
    variant: 'own round, owner’s result file',
    // Deletes nothing: results are looked up in the caller's own round (`success: false`).
    request: ({ owner, mine }) =>
      withJson(
        'DELETE',
        '/rounds/{roundId}/results/by-file/{fileId}',
        { ...mine, fileId: owner.resultFileId },
        undefined,
      ),
    second: [200],
  },
  {
    operationId: 'exportPins',
    request: ({ owner }) => withJson('POST', '/rounds/{roundId}/pins/export', owner, {}),
    second: NOT_FOUND,
  },
  {
    operationId: 'downloadPinsCsv',
    request: ({ owner }) => get('/rounds/{roundId}/pins.csv', owner),
    second: NOT_FOUND,
  },
  {
    operationId: 'getReportData',
    request: ({ owner }) => get('/rounds/{roundId}/report-data', owner),
    second: NOT_FOUND,
  },
  { operationId: 'getVerdict', request: ({ owner }) => get('/rounds/{roundId}/verdict', owner), second: NOT_FOUND },
  {
    operationId: 'recordReportAction',
    request: ({ owner }) =>
      withJson('POST', '/rounds/{roundId}/actions', owner, { action: 'Next', stepId: owner.stepId }),
    second: NOT_FOUND,
  },
  // Sharing and the project page (closing/share.ts, closing/project-page.ts): the page stays private until shared.
  {
    operationId: 'getProjectPageShare',
    request: ({ owner }) => get('/rounds/{roundId}/share', owner),
    second: NOT_FOUND,
  },
  {
    operationId: 'setProjectPageShared',
    request: ({ owner }) => withJson('PUT', '/rounds/{roundId}/share', owner, { shared: true }),
    second: NOT_FOUND,
  },
  {
    operationId: 'sendProjectPageLink',
    request: ({ owner }) => withJson('POST', '/rounds/{roundId}/share/mail', owner, { emails: RECIPIENT }),
    second: NOT_FOUND,
  },
  {
    operationId: 'getProjectPage',
    request: ({ owner }) => get('/projectpage/{roundId}', owner),
    second: NOT_FOUND,
    anonymous: NOT_FOUND,
  },
  // Interview records (interviews/service.ts): only the round's user.
  {
    operationId: 'listInterviews',
    request: ({ owner }) => get('/rounds/{roundId}/interviews', owner),
    second: NOT_FOUND,
  },
  {
    operationId: 'createInterview',
    request: ({ owner }) => withJson('POST', '/rounds/{roundId}/interviews', owner, { notes: 'Planted.', role: 'x' }),
    second: NOT_FOUND,
  },
  {
    operationId: 'deleteInterview',
    request: ({ owner }) => withJson('DELETE', '/rounds/{roundId}/interviews/{interviewId}', owner, undefined),
    second: NOT_FOUND,
  },
  {
    operationId: 'deleteInterview',
    variant: 'own round, owner’s record',
    request: ({ owner, mine }) =>
      withJson('DELETE', '/rounds/{roundId}/interviews/{interviewId}', { ...owner, roundId: mine.roundId }, undefined),
    second: NOT_FOUND,
  },
  // Landing page (hosted-pages/service.ts: its ids are round ids, whatever the parameter is called).
  {
    operationId: 'listLandingSignups',
    request: ({ owner }) => get('/rounds/{roundId}/signups', owner),
    second: NOT_FOUND,
  },
  {
    operationId: 'getLandingPageConfig',
    request: ({ owner }) => get('/userlp_easy2/config/{id}', { id: owner.roundId }),
    second: NOT_FOUND,
  },
  {
    operationId: 'getInternalLandingPage',
    request: ({ owner }) => get('/userlp_easy2/internlp/{projectId}', { projectId: owner.roundId }),
    second: NOT_FOUND,
  },
  {
    operationId: 'createLandingPageAccount',
    request: ({ owner }) =>
      withJson(
        'POST',
        '/userlp_easy2/account',
        {},
        { email: RECIPIENT, projectId: owner.roundId, firstname: 'Mallory' },
      ),
    second: NOT_FOUND,
  },
  {
    operationId: 'createExternalLandingPage',
    request: ({ owner }) => withJson('POST', '/userlp_easy2/landingPage', {}, { projectId: owner.roundId }),
    second: NOT_FOUND,
  },
  // Result files.
  {
    operationId: 'listResultFiles',
    request: ({ owner }) => get('/knowledgehub/trackresult/{roundId}', owner),
    second: NOT_FOUND,
  },
  {
    operationId: 'downloadResultFile',
    request: ({ owner }) =>
      get('/knowledgehub/trackresult/{roundId}/{fileId}/{fileName}', fileRef(owner.roundId, owner)),
    second: NOT_FOUND,
  },
  {
    operationId: 'downloadResultFile',
    variant: 'own round, owner’s file',
    request: ({ owner, mine }) =>
      get('/knowledgehub/trackresult/{roundId}/{fileId}/{fileName}', fileRef(mine.roundId, owner)),
    second: NOT_FOUND,
  },
  {
    operationId: 'deleteResultFile',
    request: ({ owner }) =>
      withJson(
        'DELETE',
        '/knowledgehub/trackresult/{roundId}/{fileId}/{fileName}',
        fileRef(owner.roundId, owner),
        undefined,
      ),
    second: NOT_FOUND,
  },
  {
    operationId: 'deleteResultFile',
    variant: 'own round, owner’s file',
    request: ({ owner, mine }) =>
      withJson(
        'DELETE',
        '/knowledgehub/trackresult/{roundId}/{fileId}/{fileName}',
        fileRef(mine.roundId, owner),
        undefined,
      ),
    second: NOT_FOUND,
  },
  {
    operationId: 'createResultFile',
    request: ({ owner }) =>
      withJson('POST', '/knowledgehub/trackresult', {}, resultFile(owner.roundId, owner.projectId)),
    second: NOT_FOUND,
  },
  {
    operationId: 'createResultFile',
    variant: 'own round, owner’s project',
    request: ({ owner, mine }) =>
      withJson('POST', '/knowledgehub/trackresult', {}, resultFile(mine.roundId, owner.projectId)),
    second: [400],
  },
  {
    operationId: 'createResultFile',
    variant: 'closing output into the owner’s project',
    request: ({ owner, mine }) =>
      withJson('POST', '/knowledgehub/trackresult', {}, resultFile(mine.roundId, owner.projectId, 'closing-stream')),
    second: NOT_FOUND,
  },
  // Tracks: ids in the body.
  {
    operationId: 'startTrack',
    request: ({ owner }) =>
      withJson(
        'POST',
        '/streams/starttrack',
        {},
        {
          trackId: DEFAULT_TRACK_ID,
          streamId: basicIdea.streamId,
          stepId: `initial-${basicIdea.streamId}`,
          projectId: owner.projectId,
          name: 'Taken over',
        },
      ),
    second: NOT_FOUND,
  },
  {
    operationId: 'saveTrackProgress',
    request: ({ owner }) =>
      withJson(
        'PUT',
        '/streams/usertracks',
        {},
        { roundId: owner.roundId, streamId: basicIdea.streamId, stepId: basicIdea.id, finished: 0, stepIndex: 1 },
      ),
    second: NOT_FOUND,
  },
  {
    operationId: 'finishUserTrack',
    request: ({ owner }) => withJson('PUT', '/streams/usertracks/finished', {}, { roundId: owner.roundId }),
    second: NOT_FOUND,
  },
  {
    operationId: 'renameTrack',
    request: ({ owner }) => withJson('PUT', '/streams/trackname', {}, { roundId: owner.roundId, name: 'Taken over' }),
    second: NOT_FOUND,
  },
  {
    operationId: 'deleteTrack',
    request: ({ owner }) => withJson('POST', '/streams/deletetrack', {}, { roundId: owner.roundId }),
    second: NOT_FOUND,
  },
  // Knowledge hub (members of the project only).
  {
    operationId: 'listHubFiles',
    request: ({ owner }) => get('/knowledgehub/{id}', { id: owner.projectId }),
    second: NOT_FOUND,
  },
  {
    operationId: 'deleteHubFile',
    request: ({ owner }) => withJson('DELETE', '/knowledgehub/{id}', { id: owner.hubFileId }, undefined),
    second: NOT_FOUND,
  },
  {
    operationId: 'uploadHubFile',
    request: ({ owner }) => ({
      method: 'POST',
      path: '/knowledgehub/uploads',
      form: async () => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(await makePdf('Taken over', ['Planted.']))]), 'planted.pdf');
        form.append('hubId', owner.projectId);
        form.append('fileType', 'RAGFILE');
        return form;
      },
    }),
    second: NOT_FOUND,
  },
  // Project members.
  {
    operationId: 'listProjectMembers',
    request: ({ owner }) => get('/projects/{projectId}/members', owner),
    second: NOT_FOUND,
  },
  {
    operationId: 'removeProjectMember',
    request: ({ owner }) => withJson('DELETE', '/projects/{projectId}/members/{userId}', owner, undefined),
    second: NOT_FOUND,
  },
  {
    operationId: 'removeProjectMember',
    variant: 'own project, owner as member',
    request: ({ owner, mine }) =>
      withJson(
        'DELETE',
        '/projects/{projectId}/members/{userId}',
        { projectId: mine.projectId, userId: owner.userId },
        undefined,
      ),
    second: NOT_FOUND,
  },
  // Team invitations and the project's rounds (members only; invite and revoke: the owner only).
  {
    operationId: 'listProjectTracks',
    request: ({ owner }) => get('/projects/{projectId}/tracks', owner),
    second: NOT_FOUND,
  },
  {
    operationId: 'listProjectInvitations',
    request: ({ owner }) => get('/projects/{projectId}/invitations', owner),
    second: NOT_FOUND,
  },
  {
    operationId: 'createProjectInvitation',
    request: ({ owner }) =>
      withJson('POST', '/projects/{projectId}/invitations', owner, { email: RECIPIENT, role: 'Member' }),
    second: NOT_FOUND,
  },
  {
    operationId: 'revokeProjectInvitation',
    request: ({ owner }) => withJson('DELETE', '/projects/{projectId}/invitations/{invitationId}', owner, undefined),
    second: NOT_FOUND,
  },
  {
    operationId: 'revokeProjectInvitation',
    variant: 'own project, the owner’s invitation',
    request: ({ owner, mine }) =>
      withJson(
        'DELETE',
        '/projects/{projectId}/invitations/{invitationId}',
        { projectId: mine.projectId, invitationId: owner.invitationId },
        undefined,
      ),
    second: NOT_FOUND,
  },
  // AI threads and prompts that read a round.
  {
    operationId: 'resetChat',
    request: ({ owner }) => withJson('DELETE', '/aiservice/threads/{threadId}', owner, undefined),
    second: NOT_FOUND,
  },
  {
    operationId: 'sendChatMessage',
    request: ({ owner }) =>
      withJson(
        'POST',
        '/aiservice/default',
        {},
        {
          agentId: 'flying_jhonny',
          modelId: 'HOMECHAT',
          userText: 'What did we talk about?',
          threadId: owner.threadId,
        },
      ),
    second: NOT_FOUND,
  },
  {
    operationId: 'sendChatMessage',
    variant: 'owner’s round',
    request: ({ owner }) =>
      withJson(
        'POST',
        '/aiservice/default',
        {},
        { agentId: 'flying_jhonny', modelId: 'HOMECHAT', userText: 'What is my idea?', roundId: owner.roundId },
      ),
    second: NOT_FOUND,
  },
  {
    operationId: 'sendFeedbackCardMessage',
    request: ({ owner }) =>
      withJson(
        'POST',
        '/aiservice/feedbackcard',
        {},
        { agentId: 'mentor_market', message: 'Hi', roundId: owner.roundId },
      ),
    second: NOT_FOUND,
  },
  {
    operationId: 'sendFeedbackCardMessage',
    variant: 'own round, owner’s thread',
    request: ({ owner, mine }) =>
      withJson(
        'POST',
        '/aiservice/feedbackcard',
        {},
        { agentId: 'mentor_market', message: 'Hi', roundId: mine.roundId, threadId: owner.threadId },
      ),
    second: NOT_FOUND,
  },
  {
    operationId: 'createStepAiResponse',
    request: ({ owner }) =>
      withJson(
        'POST',
        '/aiservice/airesponse',
        {},
        {
          roundId: owner.roundId,
          streamId: basicIdea.streamId,
          stepId: basicIdea.id,
          content: 'x',
          promptType: 'STEP_PROMPT',
          stepPromptNumber: 1,
        },
      ),
    second: NOT_FOUND,
  },
  {
    operationId: 'createStandaloneAiResponse',
    request: ({ owner }) =>
      withJson(
        'POST',
        '/aiservice/standalone',
        {},
        { promptId: 'SUMMARIZE_DOCUMENT_UPLOAD', userInput: 'x', roundId: owner.roundId },
      ),
    second: NOT_FOUND,
  },
  {
    operationId: 'createStandaloneAiResponse',
    variant: 'a prompt that reads the round’s results',
    request: ({ owner }) =>
      withJson(
        'POST',
        '/aiservice/standalone',
        {},
        { promptId: 'CREATE_LP_DATA_INTERN', userInput: 'x', roundId: owner.roundId },
      ),
    second: NOT_FOUND,
  },
  // An account's id with someone else's API key.
  {
    operationId: 'autoLogin',
    request: ({ owner, mine }) =>
      withJson('POST', '/auth/autologin', {}, { userId: owner.userId, apiKey: mine.apiKey }),
    second: [401],
    anonymous: [401],
  },
];

/**
 * Operations with a path parameter or a body id that names no user's thing; each says why it is not in the matrix.
 */
const EXEMPT: Record<string, string> = {
  checkPromotion: 'promotionId names a public campaign, the same for everyone',
  registerPromotionUser: 'promotionId names a public campaign; registering creates a new account',
  confirmEmail: 'confirmId is a one-time secret mailed to the address; it reads nothing (auth suites guess at it)',
  listStreamSteps: 'streamId is reference data of the track definition',
  listClosingOptions: 'streamId is reference data of the track definition',
};

/** Id-like names (`id`, `…Id`, `resetid`) of path parameters and top-level body properties. */
const ID_NAME = /(^id$|Id$|id$)/;

/** Ids of the user's things: an operation that takes one belongs in the matrix. */
const OWNED_ID_NAMES = new Set([
  'id',
  'roundId',
  'projectId',
  'fileId',
  'hubId',
  'threadId',
  'userId',
  'interviewId',
  'invitationId',
]);
/** Ids of reference data or of one-time auth secrets: they name nothing a user owns. */
const REFERENCE_ID_NAMES = new Set([
  'trackId',
  'streamId',
  'stepId',
  'agentId',
  'modelId',
  'promptId',
  'industryId',
  'intentionRoleId',
  'closingOptionId',
  'promotionId',
  // One-time secrets of a login, a confirmation link, a password reset.
  'verifyId',
  'confirmId',
  'resetId',
  'resetid',
]);

// biome-ignore lint/suspicious/noExplicitAny: parsed YAML
type Node = Record<string, any>;
const resolve = (node: Node | undefined): Node | undefined => {
  let current = node;
  while (current?.$ref) {
    current = String(current.$ref)
      .slice(2)
      .split('/')
      .reduce((at: Node, key) => at?.[key], doc);
  }
  return current;
};
const propertyNames = (schema: Node | undefined): string[] => {
  const s = resolve(schema);
  if (!s) return [];
  const nested = ['allOf', 'oneOf', 'anyOf'].flatMap((key) => (s[key] ?? []).flatMap(propertyNames));
  return [...Object.keys(s.properties ?? {}), ...nested];
};

const operations = listOperations(doc).map((o) => {
  const params = [...(o.pathItem.parameters ?? []), ...(o.operation.parameters ?? [])].map(resolve) as Node[];
  const content = resolve(o.operation.requestBody)?.content ?? {};
  const bodyNames = Object.values(content).flatMap((media) => propertyNames((media as Node).schema));
  const pathNames = params.filter((p) => p.in === 'path').map((p) => String(p.name));
  return {
    operationId: o.operationId,
    pathNames,
    idNames: [...pathNames, ...bodyNames].filter((n) => ID_NAME.test(n)),
  };
});

let server: RunningServer;
let owner: Owner;
let ids: Ids;
let secondToken: string;
let before: Awaited<ReturnType<typeof snapshotOwner>>;

beforeAll(async () => {
  // Enough room in the per-IP limits for the registrations and AI calls of this file.
  server = await startServer({ AI_RATE_LIMIT: '1000/1m' });
  owner = await seedOwner(server, 'Ownerquill');
  const second = await registerUser(server, 'Secondfern');
  secondToken = second.user.token!;
  ids = {
    owner: owner.ids,
    mine: {
      userId: second.user.id,
      projectId: defaultProject(second.user)!.projectId,
      roundId: await startRound(second.client, second.user, 'Secondfern round'),
      apiKey: second.user.apiKey,
    },
  };
  before = await snapshotOwner(owner);
});
afterAll(async () => {
  await server?.close();
});

interface Answer {
  status: number;
  contentType: string | null;
  text: string;
  headers: string;
}

async function send(req: Req, token?: string): Promise<Answer> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let body: string | FormData | undefined;
  if (req.form) body = await req.form();
  else if (req.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(req.json);
  }
  const res = await fetch(`${server.apiUrl}${req.path}`, { method: req.method, headers, body });
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    text: await res.text(),
    headers: [...res.headers].map(([name, value]) => `${name}: ${value}`).join('\n'),
  };
}

const label = (c: Case) => (c.variant ? `${c.operationId} (${c.variant})` : c.operationId);
const ROWS = CASES.flatMap((c) => [
  [label(c), 'second user' as Caller, c.second, c] as const,
  [label(c), 'anonymous' as Caller, c.anonymous ?? [401], c] as const,
]);

describe('ownership matrix: the owner’s ids in someone else’s hands', () => {
  it('the owner’s own answers carry the secrets (the leak check can fire)', async () => {
    const reads = [
      withJson('POST', '/auth/checklogin', {}, {}),
      get('/rounds/{roundId}/track', owner.ids),
      get('/rounds/{roundId}/inputs/{stepId}', owner.ids),
      get('/rounds/{roundId}/signups', owner.ids),
      get('/rounds/{roundId}/interviews', owner.ids),
      get('/projects/{projectId}/invitations', owner.ids),
    ];
    const texts = await Promise.all(reads.map(async (req) => (await send(req, owner.user.token)).text));
    // The thread id and the API key are answered only once: to the message that made the thread, to the login.
    const once = [owner.ids.threadId, owner.user.apiKey];
    const missing = owner.secrets.filter((s) => !once.includes(s) && !texts.some((t) => t.includes(s)));
    expect(missing).toEqual([]);
  });

  it.each(ROWS)('%s as %s → %j', async (_label, caller, expected, c) => {
    const answer = await send(c.request(ids), caller === 'second user' ? secondToken : undefined);
    expect(expected, answer.text).toContain(answer.status);
    for (const secret of owner.secrets) {
      expect(answer.text, `body leaks "${secret}"`).not.toContain(secret);
      expect(answer.headers, `headers leak "${secret}"`).not.toContain(secret);
    }
    const body = answer.contentType?.startsWith('application/json') ? JSON.parse(answer.text) : answer.text;
    if (answer.status >= 400) {
      expect(body).toMatchObject({
        code: expect.any(String),
        msg: { headline: expect.any(String), text: expect.any(String) },
      });
    }
    expect(
      validator.check({ operationId: c.operationId, status: answer.status, contentType: answer.contentType, body }),
    ).toEqual([]);
  });

  it('the owner still reads everything, unchanged', async () => {
    expect(await snapshotOwner(owner)).toEqual(before);
    expect(await threadStillExists(owner)).toBe(true);
    // Neither the share mail nor the landing account reached the address the others typed.
    expect((await server.mailbox()).filter((mail) => mail.to === RECIPIENT)).toEqual([]);
  });

  it('the project page is public only while its owner shares it', async () => {
    const page = get('/projectpage/{roundId}', owner.ids);
    const share = (shared: boolean) =>
      unwrap(
        owner.client.PUT('/rounds/{roundId}/share', {
          params: { path: { roundId: owner.ids.roundId } },
          body: { shared },
        }),
      );
    expect((await send(page, owner.user.token)).status, 'the owner previews a private page').toBe(200);
    await share(true);
    for (const token of [undefined, secondToken]) {
      const answer = await send(page, token);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.text)).toMatchObject({ owner: false, shared: true, name: 'Ownerquill-round' });
    }
    await share(false);
    for (const token of [undefined, secondToken]) expect((await send(page, token)).status).toBe(404);
  });
});

describe('the matrix covers every operation that takes an id', () => {
  const covered = new Set(CASES.map((c) => c.operationId));

  it('every id-like parameter or body property of the contract is classified as owned or reference', () => {
    const unclassified = operations.flatMap((o) =>
      o.idNames.filter((n) => !OWNED_ID_NAMES.has(n) && !REFERENCE_ID_NAMES.has(n)).map((n) => `${o.operationId}.${n}`),
    );
    expect(unclassified).toEqual([]);
  });

  it('every operation with a path parameter or an owned id in its body has rows, or is exempt with a reason', () => {
    const needRows = operations
      .filter((o) => o.pathNames.length > 0 || o.idNames.some((n) => OWNED_ID_NAMES.has(n)))
      .map((o) => o.operationId);
    expect(needRows.filter((id) => !covered.has(id) && !(id in EXEMPT))).toEqual([]);
  });

  it('names only operations of the contract, and none both in the matrix and exempt', () => {
    const known = new Set(operations.map((o) => o.operationId));
    expect([...covered, ...Object.keys(EXEMPT)].filter((id) => !known.has(id))).toEqual([]);
    expect(Object.keys(EXEMPT).filter((id) => covered.has(id))).toEqual([]);
  });
});
