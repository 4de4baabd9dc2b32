// One scripted founder of the load run, through the SDK functions the web app and the CLI call: register,
// confirm from the mailed link, log in with the mailed code, then tracks until the time is up — start one, let
// the AI autofill Basic Idea, save it (idea card and PDF), list the round's results and download each file.
// Every write the server acknowledged is kept, so it can be read back once the load is over.
import {
  ApiError,
  autofillBasicIdea,
  completeLogin,
  createIdeaClient,
  DEFAULT_STREAM_ID,
  DEFAULT_TRACK_ID,
  defaultIdeaTitle,
  defaultProject,
  type IdeaCard,
  type IdeaClient,
  type InputEntry,
  initialStepId,
  loadTrackStructure,
  saveBasicIdea,
  startLogin,
  stepContext,
  stepOfType,
  type TrackStructure,
  trackNameFromFile,
  unwrap,
} from '@idea-studio/sdk';
import { codeFrom, linkFrom, PASSWORD, uniqueEmail } from '../src/harness/accounts.js';
import type { OutboxMail } from '../src/harness/server.js';
import type { Recorder } from './recorder.js';

/** A round a user started, with what the server acknowledged of it. */
export interface StartedTrack {
  roundId: string;
  /** The Basic Idea step. */
  stepId: string;
  /** The Basic Idea input the autofill saved. */
  input?: InputEntry[];
  /** The saved idea card, its PDF result file and the track name the save gave the round. */
  saved?: { card: IdeaCard; fileId: string; trackName: string };
}

export interface UserRun {
  email: string;
  token?: string;
  projectId?: string;
  tracks: StartedTrack[];
  /** Journeys finished end to end: sign-up (first only) and a track down to the last download. */
  journeys: number;
  errors: string[];
}

const BASIC_IDEA_STEP = 'basicIdea';
const MAIL_POLL_MS = 200;
const MAIL_TIMEOUT_MS = 60_000;

/** Names the step that failed; an ApiError keeps its status and code. */
async function step<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const detail =
      error instanceof ApiError
        ? `${error.status}${error.code ? ` ${error.code}` : ''}: ${error.message}`
        : error instanceof Error
          ? error.message
          : String(error);
    throw new Error(`${name}: ${detail}`);
  }
}

/**
 * The newest outbox mail to `email` whose subject matches. Asks for that address only: the outbox answers its
 * newest 200 mails, and a few hundred users get mail at the same time.
 */
async function waitForMail(baseUrl: string, recorder: Recorder, email: string, subject: RegExp) {
  const url = `${baseUrl}/dev/mailbox.json?to=${encodeURIComponent(email)}&limit=10`;
  const deadline = Date.now() + MAIL_TIMEOUT_MS;
  for (;;) {
    const res = await recorder.fetch(new Request(url));
    if (!res.ok) throw new Error(`dev mailbox: ${res.status}`);
    const mail = ((await res.json()) as OutboxMail[]).find((m) => subject.test(m.subject));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${email} matching ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, MAIL_POLL_MS));
  }
}

/** Register, confirm and log in; answers the logged-in client. */
async function signUp(baseUrl: string, recorder: Recorder, run: UserRun): Promise<IdeaClient> {
  const apiUrl = `${baseUrl}/api`;
  const client = createIdeaClient({ baseUrl: apiUrl, fetch: recorder.fetch });
  const { email } = run;
  await step('register', () =>
    unwrap(client.POST('/auth/register', { body: { email, password: PASSWORD, lang: 'en' } })),
  );
  const confirmMail = await step('confirm mail', () => waitForMail(baseUrl, recorder, email, /confirm/i));
  const confirmId = linkFrom(confirmMail.text, '/login/confirm/').split('/').pop()!;
  await step('confirm', () =>
    unwrap(client.POST('/auth/confirm/{confirmId}', { params: { path: { confirmId } }, body: { confirmId } })),
  );
  const { verifyId } = await step('login', () => startLogin(client, email, PASSWORD));
  const codeMail = await step('code mail', () => waitForMail(baseUrl, recorder, email, /login code/i));
  const user = await step('verify', () => completeLogin(client, verifyId, codeFrom(codeMail.subject)));
  run.token = user.token ?? undefined;
  run.projectId = defaultProject(user)?.projectId;
  if (!run.token || !run.projectId) throw new Error('verify: the user data has no token or no default project');
  return createIdeaClient({ baseUrl: apiUrl, token: run.token, fetch: recorder.fetch });
}

/** One track: start, autofill and save Basic Idea, list the results and download every file. */
async function workTrack(client: IdeaClient, structure: TrackStructure, run: UserRun): Promise<void> {
  const started = await step('start track', () =>
    unwrap(
      client.POST('/streams/starttrack', {
        body: {
          trackId: DEFAULT_TRACK_ID,
          streamId: DEFAULT_STREAM_ID,
          stepId: initialStepId(DEFAULT_STREAM_ID),
          projectId: run.projectId!,
          name: defaultIdeaTitle(),
        },
      }),
    ),
  );
  const { roundId } = started;
  const stepId = stepOfType(structure, BASIC_IDEA_STEP)!.step.id;
  const track: StartedTrack = { roundId, stepId };
  run.tracks.push(track);
  // The round's track page: its data once, then the Basic Idea step's buttons.
  const data = await step('track data', () =>
    unwrap(client.GET('/rounds/{roundId}/track', { params: { path: { roundId } } })),
  );
  const basicIdea = stepContext(client, data, structure, stepId);
  track.input = await step('autofill', () => autofillBasicIdea(basicIdea));
  const saved = await step('save', () => saveBasicIdea(basicIdea, run.projectId!));
  track.saved = {
    card: saved.result.result,
    fileId: saved.file.id,
    trackName: trackNameFromFile(saved.file.identifer),
  };

  const files = await step('list results', () =>
    unwrap(client.GET('/knowledgehub/trackresult/{roundId}', { params: { path: { roundId } } })),
  );
  if (!files.some((f) => f.fileId === saved.file.id)) throw new Error('list results: the saved PDF is not listed');
  for (const file of files) await step('download', () => downloadPdf(client, roundId, file));
}

/** Downloads a result file; answers its size and refuses anything that is not a PDF. */
export async function downloadPdf(
  client: IdeaClient,
  roundId: string,
  file: { fileId: string; fileName: string },
): Promise<number> {
  const { data, response } = await client.GET('/knowledgehub/trackresult/{roundId}/{fileId}/{fileName}', {
    params: { path: { roundId, fileId: file.fileId, fileName: file.fileName } },
    headers: { Accept: 'application/pdf' },
    parseAs: 'arrayBuffer',
  });
  if (!response.ok || !data) throw new Error(`${file.fileName}: ${response.status}`);
  const bytes = new Uint8Array(data);
  if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') throw new Error(`${file.fileName}: no PDF`);
  return bytes.byteLength;
}

/**
 * A founder's run: sign up, then tracks while `deadline` (ms since the epoch) is ahead. The first track is worked
 * whatever the time, so every user has one full journey; a failed track is recorded and the next one started.
 */
export async function runUser(baseUrl: string, recorder: Recorder, deadline: number): Promise<UserRun> {
  const run: UserRun = { email: uniqueEmail('load'), tracks: [], journeys: 0, errors: [] };
  let client: IdeaClient;
  let tracks: TrackStructure;
  try {
    client = await signUp(baseUrl, recorder, run);
    // Loaded once per session, as the web app does after login.
    tracks = await step('track structure', () => loadTrackStructure(client));
  } catch (error) {
    run.errors.push(error instanceof Error ? error.message : String(error));
    return run;
  }
  do {
    try {
      await workTrack(client, tracks, run);
      run.journeys += 1;
    } catch (error) {
      run.errors.push(error instanceof Error ? error.message : String(error));
    }
  } while (Date.now() < deadline);
  return run;
}
