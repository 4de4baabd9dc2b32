// After the load: every write the server acknowledged is read back. A started round is among the user's tracks,
// a saved Basic Idea input reads back identical, a saved idea card is the step's result pointing to its PDF, the
// save's track name stuck, and every result file the round lists downloads as a PDF.
import { isDeepStrictEqual } from 'node:util';
import { createIdeaClient, type IdeaClient, stepResultOf, unwrap } from '@idea-studio/sdk';
import { downloadPdf, type StartedTrack, type UserRun } from './journey.js';

export interface WriteCheck {
  /** Acknowledged writes read back. */
  checked: number;
  /** What did not read back, one line each. */
  lost: string[];
}

/** Users checked at once: enough to be quick, few enough not to turn the check into another load. */
const PARALLEL_USERS = 10;

async function checkTrack(client: IdeaClient, track: StartedTrack, check: (ok: boolean, what: string) => void) {
  const { roundId, stepId } = track;
  const at = `round ${roundId}`;
  if (track.input) {
    const saved = await unwrap(
      client.GET('/rounds/{roundId}/inputs/{stepId}', { params: { path: { roundId, stepId } } }),
    );
    check(isDeepStrictEqual(saved.content, track.input), `${at}: the Basic Idea input`);
  }
  if (track.saved) {
    const data = await unwrap(client.GET('/rounds/{roundId}/track', { params: { path: { roundId } } }));
    const result = stepResultOf(data, stepId);
    check(
      result?.fileId === track.saved.fileId && isDeepStrictEqual(result.result, track.saved.card),
      `${at}: the idea card`,
    );
    check(data.name === track.saved.trackName, `${at}: the track name "${track.saved.trackName}"`);
  }
  const files = await unwrap(client.GET('/knowledgehub/trackresult/{roundId}', { params: { path: { roundId } } }));
  if (track.saved)
    check(
      files.some((f) => f.fileId === track.saved!.fileId),
      `${at}: the PDF is listed`,
    );
  for (const file of files) {
    const bytes = await downloadPdf(client, roundId, file).catch(() => 0);
    check(bytes > 0, `${at}: ${file.fileName} downloads`);
  }
}

async function checkUser(apiUrl: string, run: UserRun, check: (ok: boolean, what: string) => void) {
  if (!run.token) return;
  const client = createIdeaClient({ baseUrl: apiUrl, token: run.token });
  const rounds = new Set((await unwrap(client.GET('/streams/usertracks'))).map((t) => t.roundId));
  for (const track of run.tracks) {
    check(rounds.has(track.roundId), `${run.email}: round ${track.roundId} is listed`);
    await checkTrack(client, track, check);
  }
}

export async function checkWrites(apiUrl: string, runs: UserRun[]): Promise<WriteCheck> {
  const result: WriteCheck = { checked: 0, lost: [] };
  const check = (ok: boolean, what: string) => {
    result.checked += 1;
    if (!ok) result.lost.push(what);
  };
  for (let i = 0; i < runs.length; i += PARALLEL_USERS) {
    await Promise.all(
      runs.slice(i, i + PARALLEL_USERS).map((run) =>
        checkUser(apiUrl, run, check).catch((error: unknown) => {
          check(false, `${run.email}: ${error instanceof Error ? error.message : String(error)}`);
        }),
      ),
    );
  }
  return result;
}
