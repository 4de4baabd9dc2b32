// What the Chromium journeys share: a real server, Debian's Chromium, and a confirmed founder (Ada Founder,
// English) logged in through the API and in the browser; and rounds whose steps are saved through the SDK's
// workers, the way the CLI's autofill saves them.
import {
  createIdeaClient,
  createLandingAccount,
  DEFAULT_TRACK_ID,
  defaultProject,
  generateLandingPage,
  loadLandingConfig,
  loadTrackStructure,
  publishLandingPage,
  type SavedStep,
  type StepType,
  sectionsToEntries,
  setShared,
  stepContext,
  stepWorker,
  type UserData,
  unwrap,
} from '@idea-studio/sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { loginWithCode, registerConfirmed } from './accounts.js';
import { loginInBrowser } from './browserLogin.js';
import { runCli, tempConfigDir } from './cli.js';
import { STREAM_IDS, stepIdOfType } from './reference.js';
import type { RunningServer } from './server.js';
import { sharedBrowser, sharedServer } from './shared.js';

export interface FounderSession {
  server: RunningServer;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  user: UserData;
  api: ReturnType<typeof createIdeaClient>;
  email: string;
  close(): Promise<void>;
}

/** The browser window of the founder journeys. */
export const FOUNDER_VIEWPORT = { width: 1366, height: 850 } as const;

export interface FounderOptions {
  /** Browser permissions for the app's origin (e.g. the clipboard). */
  permissions?: string[];
  /** Runs after the account exists and before the browser logs in (seeding rounds through `api`). */
  prepare?: (session: Omit<FounderSession, 'context' | 'page' | 'close'>) => Promise<void>;
}

export async function startFounderSession(options: FounderOptions = {}): Promise<FounderSession> {
  const [server, browser] = await Promise.all([sharedServer(), sharedBrowser()]);
  const email = await registerConfirmed(server);
  const user = await loginWithCode(server, email);
  const api = createIdeaClient({ baseUrl: server.apiUrl, token: user.token });
  await unwrap(
    api.POST('/user/data', { body: { prename: 'Ada', lastname: 'Founder', intentionRoleId: null, lang: 'en' } }),
  );
  await options.prepare?.({ server, browser, user, api, email });
  // A common laptop screen: the founder walks that found screens not fitting used this size.
  const context = await browser.newContext({ viewport: FOUNDER_VIEWPORT });
  if (options.permissions) await context.grantPermissions(options.permissions, { origin: server.url });
  const page = await context.newPage();
  await loginInBrowser(page, server, email);
  return {
    server,
    browser,
    context,
    page,
    user,
    api,
    email,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

/** The Basic Idea's three sections by their types. */
export type IdeaSections = Record<'PROBLEM' | 'TARGET USER' | 'SOLUTION', string>;

/**
 * A new round of the idea track named `name`: the Basic Idea typed as `idea`, then each step of `steps` filled by
 * the AI (except the Basic Idea, saved as typed) and saved, in order. Answers the round and what each step saved.
 */
export async function roundThroughSteps(
  session: Pick<FounderSession, 'api' | 'user'>,
  name: string,
  idea: IdeaSections,
  steps: readonly StepType[],
): Promise<{ roundId: string; saved: Partial<Record<StepType, SavedStep>> }> {
  const { api, user } = session;
  const projectId = defaultProject(user)!.projectId;
  const qualify = STREAM_IDS[0]!;
  const { roundId } = await unwrap(
    api.POST('/streams/starttrack', {
      body: { trackId: DEFAULT_TRACK_ID, streamId: qualify, stepId: `initial-${qualify}`, projectId, name },
    }),
  );
  await unwrap(
    api.PUT('/rounds/{roundId}/inputs/{stepId}', {
      params: { path: { roundId, stepId: stepIdOfType('basicIdea') } },
      body: { content: sectionsToEntries(idea) },
    }),
  );
  const structure = await loadTrackStructure(api, DEFAULT_TRACK_ID);
  const ctxOf = async (type: StepType) => {
    const data = await unwrap(api.GET('/rounds/{roundId}/track', { params: { path: { roundId } } }));
    return stepContext(api, data, structure, stepIdOfType(type));
  };
  const saved: Partial<Record<StepType, SavedStep>> = {};
  for (const type of steps) {
    const worker = stepWorker(type);
    if (!worker) throw new Error(`No worker saves ${type}.`);
    if (type !== 'basicIdea') await worker.autofill(await ctxOf(type));
    saved[type] = await worker.save(await ctxOf(type), projectId);
  }
  return { roundId, saved };
}

/** `run --autofill` works the rest of the round from the terminal (the founder's key), then shares the round. */
export async function autofillRestAndShare(session: FounderSession, roundId: string): Promise<void> {
  const env = {
    IDEA_CONFIG_DIR: await tempConfigDir(),
    IDEA_API_URL: session.server.apiUrl,
    IDEA_USER_ID: session.user.id,
    IDEA_API_KEY: session.user.apiKey,
  };
  const run = await runCli(['run', roundId, '--autofill'], env);
  if (run.code !== 0) throw new Error(`run --autofill failed: ${run.stderr}`);
  await setShared(session.api, roundId, true);
}

/** The round's landing page generated, its sign-up account made and published: the address a visitor opens. */
export async function publishedLandingLink(session: FounderSession, roundId: string): Promise<string> {
  await generateLandingPage(session.api, roundId);
  await createLandingAccount(session.api, { roundId, email: session.email, firstname: 'Ada' });
  await publishLandingPage(session.api, roundId);
  return String((await loadLandingConfig(session.api, roundId)).link);
}
