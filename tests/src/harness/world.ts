// A real world on a running server for suites that need every kind of thing with real ids: a founder whose round
// went through the whole idea track on the offline assistant (results, result files, feedback pins), the round
// finished, its landing page generated, published and signed up to, a hub upload, a chat thread, an interview
// record, an avatar, a second user as a member of the founder's project, and a promotion an operator created.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  createIdeaClient,
  createInterview,
  createLandingAccount,
  defaultProject,
  generateLandingPage,
  type IdeaClient,
  publishLandingPage,
  type StepType,
  type UserData,
  unwrap,
} from '@idea-studio/sdk';
import { makePdf, makePng } from '../fixtures/files.js';
import { loginWithCode, registerConfirmed, uniqueEmail } from './accounts.js';
import { roundThroughSteps } from './founder.js';
import { stepOfType } from './reference.js';
import type { RunningServer } from './server.js';

/** The idea track's steps in order (Qualify, then Validate). */
export const WHOLE_TRACK: readonly StepType[] = [
  'basicIdea',
  'userTinder',
  'insightMapping',
  'problemShadowing',
  'expertChat',
  'feedbackCard',
];

export interface Account {
  email: string;
  user: UserData;
  /** A bearer session of the account. */
  client: IdeaClient;
}

/** The real ids of the world's things. */
export interface WorldIds {
  userId: string;
  projectId: string;
  /** The round that went through the whole track. */
  roundId: string;
  /** The Basic Idea step of the round and its stream. */
  stepId: string;
  streamId: string;
  /** The Basic Idea's result file (id and file name). */
  resultFileId: string;
  resultFileName: string;
  /** The Feedback Card's result file of the same round (id and file name). */
  cardFileId: string;
  cardFileName: string;
  hubFileId: string;
  threadId: string;
  interviewId: string;
  memberUserId: string;
  promotionId: string;
  /** The public address of the round's published landing page. */
  landingPageLink: string;
}

export interface World {
  server: RunningServer;
  owner: Account;
  member: Account;
  ids: WorldIds;
}

export async function account(server: RunningServer, label: string): Promise<Account> {
  const email = await registerConfirmed(server, uniqueEmail(label));
  const user = await loginWithCode(server, email);
  return { email, user, client: createIdeaClient({ baseUrl: server.apiUrl, token: user.token }) };
}

export const IDEA = {
  PROBLEM: 'Small bakeries throw away unsold bread every evening because they cannot forecast tomorrow’s demand.',
  'TARGET USER': 'Owners of independent bakeries with one to three shops in a city.',
  SOLUTION: 'A tablet app that forecasts each bread’s demand from weather, weekday and past sales.',
} as const;

/** A small PDF with real text (the hub and the PDF extraction read it). */
export const samplePdf = async (): Promise<Blob> =>
  new Blob([
    new Uint8Array(
      await makePdf('Demand forecasting for bakeries', [
        'This study measures how much bread small bakeries throw away and why.',
        'Bakeries waste about ten percent of their bread. Forecasts from weather and weekday cut the waste by half.',
        'Our results show that owners who plan with a forecast bake fewer rolls on rainy days and sell out more often.',
      ]),
    ),
  ]);

export const samplePng = async (): Promise<Blob> =>
  new Blob([new Uint8Array(await makePng(24, 24))], { type: 'image/png' });

/** Multipart form data the SDK sends as it is. */
export function formOf(fields: Record<string, string | [Blob, string]>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(key, value);
    else form.append(key, value[0], value[1]);
  }
  return form;
}

const require = createRequire(import.meta.url);
/** The server package's operator command (`idea-studio-admin`, server/src/admin.ts). */
export const ADMIN_BIN = join(dirname(require.resolve('@idea-studio/server')), 'admin.js');

/** Creates a promotion with the operator's command against the running server's database; answers its id. */
export async function createPromotionAsOperator(server: RunningServer): Promise<string> {
  const database = server.app.config.database;
  if (database.dialect !== 'sqlite') throw new Error('createPromotionAsOperator expects the SQLite server');
  const args = [ADMIN_BIN, 'promotion', 'create', '--data', '{"campaign":"contract"}'];
  const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>(
    (resolve, reject) => {
      const child = spawn(process.execPath, args, {
        env: { PATH: process.env.PATH ?? '', DATABASE_URL: `sqlite:${database.filename}`, NODE_ENV: 'test' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      let err = '';
      child.stdout.on('data', (d) => {
        out += d;
      });
      child.stderr.on('data', (d) => {
        err += d;
      });
      child.on('error', reject);
      child.on('close', (exit) => resolve({ code: exit, stdout: out, stderr: err }));
    },
  );
  if (code !== 0) throw new Error(`idea-studio-admin promotion create: exit ${code}\n${stderr}`);
  return stdout.trim();
}

/**
 * Makes the second user a member of the owner's project. The contract has no operation that adds a member (only
 * listProjectMembers and removeProjectMember), so this writes the membership row the server's own tests write
 * (projects/repository.ts `addProjectMember`).
 */
export async function addProjectMember(server: RunningServer, projectId: string, userId: string): Promise<void> {
  await server.app.db
    .insertInto('project_members')
    .values({ project_id: projectId, user_id: userId, role: 'Member', created_at: new Date().toISOString() })
    .execute();
}

export async function buildWorld(server: RunningServer): Promise<World> {
  const [owner, member] = [await account(server, 'owner'), await account(server, 'member')];
  const { client, user } = owner;
  await unwrap(client.POST('/user/data', { body: { prename: 'Ada', lastname: 'Founder', lang: 'en' } }));
  await unwrap(member.client.POST('/user/data', { body: { prename: 'Mia', lastname: 'Member', lang: 'en' } }));
  const projectId = defaultProject(user)!.projectId;

  // The whole track on the offline assistant, then the round finished and its landing page published.
  const { roundId, saved } = await roundThroughSteps({ api: client, user }, 'Bread forecasts', IDEA, WHOLE_TRACK);
  const basicIdea = saved.basicIdea!;
  await unwrap(client.PUT('/streams/usertracks/finished', { body: { roundId } }));
  await generateLandingPage(client, roundId);
  await createLandingAccount(client, { email: owner.email, roundId, firstname: 'Ada' });
  const published = await publishLandingPage(client, roundId);
  const signup = await fetch(`${new URL(published.link).href}/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'baker.visitor@example.com' }),
    redirect: 'manual',
  });
  if (signup.status !== 303) throw new Error(`landing page sign-up: ${signup.status}`);

  const hubFile = await unwrap(
    client.POST('/knowledgehub/uploads', {
      body: formOf({ file: [await samplePdf(), 'bakery-waste.pdf'], hubId: projectId, fileType: 'RAGFILE' }) as never,
      bodySerializer: (body: unknown) => body as FormData,
    }),
  );
  const chat = await unwrap(
    client.POST('/aiservice/default', {
      body: {
        agentId: 'flying_jhonny',
        modelId: 'HOMECHAT',
        userText: 'How do I test my idea?',
        threadId: null,
        roundId,
      },
    }),
  );
  const interview = await createInterview(
    client,
    roundId,
    'The owner said they bake by gut feeling and throw away two crates of rolls on rainy days.',
    { role: 'Bakery owner' },
  );
  await unwrap(
    client.POST('/user/avatar', {
      body: formOf({ avatar: [await samplePng(), 'avatar.png'] }) as never,
      bodySerializer: (body: unknown) => body as FormData,
    }),
  );
  await addProjectMember(server, projectId, member.user.id);
  const promotionId = await createPromotionAsOperator(server);

  return {
    server,
    owner,
    member,
    ids: {
      userId: user.id,
      projectId,
      roundId,
      stepId: stepOfType('basicIdea').id,
      streamId: stepOfType('basicIdea').streamId,
      resultFileId: basicIdea.file.id,
      resultFileName: basicIdea.file.identifer,
      cardFileId: saved.feedbackCard!.file.id,
      cardFileName: saved.feedbackCard!.file.identifer,
      hubFileId: hubFile.fileId,
      threadId: chat.threadId,
      interviewId: interview.id,
      memberUserId: member.user.id,
      promotionId,
      landingPageLink: published.link,
    },
  };
}
