// A user with one of every thing the contract lets a user own (round, Basic Idea input, step results, result file,
// hub file, AI thread, feedback pins, landing page with a sign-up), made through the API the way the clients make
// them; plus a snapshot of all of it, so suites that attack these things can show afterwards that nothing changed.
import { createHash } from 'node:crypto';
import {
  addPin,
  createIdeaClient,
  createInterview,
  DEFAULT_TRACK_ID,
  defaultProject,
  type IdeaClient,
  LANDING_PAGE_FIELDS,
  type LandingPageData,
  saveLandingPage,
  type UserData,
  unwrap,
} from '@idea-studio/sdk';
import { makePdf } from '../src/fixtures/files.js';
import { loginWithCode, registerConfirmed, uniqueEmail } from '../src/harness/accounts.js';
import { STREAM_IDS, stepOfType } from '../src/harness/reference.js';
import { saveSampleBasicIdea } from '../src/harness/rounds.js';
import type { RunningServer } from '../src/harness/server.js';

/** The ids of one user's things, as the contract's operations take them. */
export interface OwnedIds {
  userId: string;
  projectId: string;
  roundId: string;
  stepId: string;
  streamId: string;
  resultFileId: string;
  resultFileName: string;
  hubFileId: string;
  threadId: string;
  interviewId: string;
  /** A pending invitation into the owner's project. */
  invitationId: string;
}

export interface Owner {
  user: UserData;
  email: string;
  client: IdeaClient;
  ids: OwnedIds;
  /** Texts only this user's data contains: none may appear in an answer to anyone else. */
  secrets: string[];
}

const basicIdea = stepOfType('basicIdea');
const feedbackCard = stepOfType('feedbackCard');

/** A user with a session; `label` makes their texts unique and recognisable in a leaked body. */
export async function registerUser(server: RunningServer, label: string): Promise<Omit<Owner, 'ids' | 'secrets'>> {
  const email = await registerConfirmed(server, uniqueEmail(label.toLowerCase()));
  const user = await loginWithCode(server, email);
  const client = createIdeaClient({ baseUrl: server.apiUrl, token: user.token });
  await unwrap(
    client.POST('/user/data', { body: { prename: `${label}Prename`, lastname: `${label}Lastname`, lang: 'en' } }),
  );
  return { user, email, client };
}

/** A round of the idea track in the user's default project. */
export async function startRound(client: IdeaClient, user: UserData, name: string): Promise<string> {
  const streamId = STREAM_IDS[0]!;
  const started = await unwrap(
    client.POST('/streams/starttrack', {
      body: {
        trackId: DEFAULT_TRACK_ID,
        streamId,
        stepId: `initial-${streamId}`,
        projectId: defaultProject(user)!.projectId,
        name,
      },
    }),
  );
  return started.roundId;
}

/** Registers a user and gives them one of everything; `label` is a word no other text of the run contains. */
export async function seedOwner(server: RunningServer, label: string): Promise<Owner> {
  const { user, email, client } = await registerUser(server, label);
  const projectId = defaultProject(user)!.projectId;
  const secret = (what: string) => `${label}-${what}`;
  const roundId = await startRound(client, user, secret('round'));

  await unwrap(
    client.PUT('/rounds/{roundId}/inputs/{stepId}', {
      params: { path: { roundId, stepId: basicIdea.id } },
      body: { content: [{ type: 'PROBLEM', content: secret('problem') }] },
    }),
  );
  const card = {
    name: secret('card'),
    tagline: secret('tagline'),
    key_features: [secret('feature')],
    target_group: secret('target'),
    value_proposition: secret('value'),
  };
  // The card's name names the result file too.
  const resultFile = await saveSampleBasicIdea(server, user, roundId, card);

  // Feedback pins, the source of the pins export.
  const pins = addPin(
    { pins: [], changedEvents: [] },
    { topic: secret('pin-topic'), content: secret('pin'), agentId: 'mentor_market', source: 'SIMPLE-CHAT' },
  );
  await unwrap(
    client.POST('/rounds/{roundId}/results', {
      params: { path: { roundId } },
      body: {
        streamId: feedbackCard.streamId,
        stepId: feedbackCard.id,
        name: 'feedbackCard',
        result: pins,
        stepIndex: 2,
      },
    }),
  );

  // The internal landing page, its hosted copy and a visitor's sign-up.
  const landing = Object.fromEntries(LANDING_PAGE_FIELDS.map((field) => [field, secret(`lp-${field}`)]));
  await saveLandingPage(client, roundId, landing as unknown as LandingPageData);
  const signupEmail = `${label.toLowerCase()}.visitor@example.com`;
  await unwrap(
    client.POST('/userlp_easy2/account', {
      body: { email: `${label.toLowerCase()}.lp@example.com`, projectId: roundId, firstname: secret('firstname') },
    }),
  );
  const published = await unwrap(client.POST('/userlp_easy2/landingPage', { body: { projectId: roundId } }));
  const signup = await fetch(`${new URL(published.link!).href}/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: signupEmail }),
    redirect: 'manual',
  });
  if (signup.status !== 303) throw new Error(`landing sign-up: ${signup.status}`);

  const hubName = `${secret('hub')}.pdf`;
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await makePdf(secret('hub-title'), [secret('hub-text')]))]), hubName);
  form.append('hubId', projectId);
  form.append('fileType', 'RAGFILE');
  const hubFile = await unwrap(
    client.POST('/knowledgehub/uploads', { body: form as never, bodySerializer: (body: unknown) => body as FormData }),
  );

  const chat = await unwrap(
    client.POST('/aiservice/default', {
      body: { agentId: 'flying_jhonny', modelId: 'HOMECHAT', userText: secret('chat'), threadId: null, roundId },
    }),
  );

  // A real interview the owner recorded (its notes are the owner's observation).
  const interview = await createInterview(client, roundId, `${secret('interview')} said walkers cancel late.`, {
    role: secret('interviewee'),
  });

  // A pending invitation into the project.
  const inviteeEmail = `${label.toLowerCase()}.invitee@example.com`;
  const invitation = await unwrap(
    client.POST('/projects/{projectId}/invitations', {
      params: { path: { projectId } },
      body: { email: inviteeEmail, role: 'Member' },
    }),
  );

  const ids: OwnedIds = {
    userId: user.id,
    projectId,
    roundId,
    stepId: basicIdea.id,
    streamId: basicIdea.streamId,
    resultFileId: resultFile.id,
    resultFileName: resultFile.identifer,
    hubFileId: hubFile.fileId,
    threadId: chat.threadId,
    interviewId: interview.id,
    invitationId: invitation.invitationId,
  };
  const secrets = [
    label,
    email,
    signupEmail,
    hubName,
    resultFile.identifer,
    user.token!,
    user.apiKey,
    // The ids too: an answer to someone else has no reason to repeat them.
    ids.userId,
    ids.projectId,
    ids.roundId,
    ids.resultFileId,
    ids.hubFileId,
    ids.threadId,
    ids.interviewId,
    ids.invitationId,
    inviteeEmail,
  ];
  // An empty or short "secret" would be found in every answer.
  if (secrets.some((s) => typeof s !== 'string' || s.length < 8)) throw new Error('a secret is missing or too short');
  return { user, email, client, ids, secrets: [...new Set(secrets)] };
}

/**
 * Everything the owner reads of their things, for a before/after comparison. Hub files and invitations are compared
 * by the seeded one (the owner's own fuzz may add more); the AI thread has no read operation, `threadStillExists`
 * checks it.
 */
export async function snapshotOwner(owner: Owner) {
  const { client, ids } = owner;
  const round = { params: { path: { roundId: ids.roundId } } };
  const me = await unwrap(client.POST('/auth/checklogin', { body: {} }));
  const { token: _token, ragFiles: _ragFiles, ...userdata } = me.userdata;
  const pdf = await client.GET('/knowledgehub/trackresult/{roundId}/{fileId}/{fileName}', {
    params: { path: { roundId: ids.roundId, fileId: ids.resultFileId, fileName: ids.resultFileName } },
    parseAs: 'arrayBuffer',
  });
  if (!pdf.response.ok) throw new Error(`result file download: ${pdf.response.status}`);
  const hubFiles = await unwrap(client.GET('/knowledgehub/{id}', { params: { path: { id: ids.projectId } } }));
  return {
    userdata,
    track: await unwrap(client.GET('/rounds/{roundId}/track', round)),
    tracks: (await unwrap(client.GET('/streams/usertracks'))).filter((t) => t.roundId === ids.roundId),
    input: await unwrap(
      client.GET('/rounds/{roundId}/inputs/{stepId}', {
        params: { path: { roundId: ids.roundId, stepId: ids.stepId } },
      }),
    ),
    resultFiles: await unwrap(client.GET('/knowledgehub/trackresult/{roundId}', round)),
    resultFileSha256: createHash('sha256')
      .update(Buffer.from(pdf.data as ArrayBuffer))
      .digest('hex'),
    hubFile: hubFiles.find((file) => file.fileId === ids.hubFileId),
    reportData: await unwrap(client.GET('/rounds/{roundId}/report-data', round)),
    pins: await unwrap(client.POST('/rounds/{roundId}/pins/export', { ...round, body: {} })),
    share: await unwrap(client.GET('/rounds/{roundId}/share', round)),
    landing: await unwrap(client.GET('/userlp_easy2/config/{id}', { params: { path: { id: ids.roundId } } })),
    signups: await unwrap(client.GET('/rounds/{roundId}/signups', round)),
    interviews: await unwrap(client.GET('/rounds/{roundId}/interviews', round)),
    members: await unwrap(
      client.GET('/projects/{projectId}/members', { params: { path: { projectId: ids.projectId } } }),
    ),
    invitation: (
      await unwrap(client.GET('/projects/{projectId}/invitations', { params: { path: { projectId: ids.projectId } } }))
    ).find((invitation) => invitation.invitationId === ids.invitationId),
  };
}

/** The thread has no read operation: a message to it is answered in the same thread only while it exists. */
export async function threadStillExists(owner: Owner): Promise<boolean> {
  const { data, response } = await owner.client.POST('/aiservice/default', {
    body: {
      agentId: 'flying_jhonny',
      modelId: 'HOMECHAT',
      userText: 'Still there?',
      threadId: owner.ids.threadId,
      roundId: owner.ids.roundId,
    },
  });
  return response.ok && data?.threadId === owner.ids.threadId;
}
