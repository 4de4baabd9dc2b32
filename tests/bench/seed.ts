// The data the benchmark reads, made through the API as a founder makes it: an account, 50 started tracks, a
// Basic Idea result with its PDF in the first, and a text file in the knowledge hub; and, for the mixed workload,
// more founders with 20 tracks each.
import { DEFAULT_TRACK_ID, defaultProject, initialStepId, type UserData } from '@idea-studio/sdk';
import { loginWithCode, registerConfirmed } from '../src/harness/accounts.js';
import { STREAM_IDS } from '../src/harness/reference.js';
import { saveSampleBasicIdea } from '../src/harness/rounds.js';
import { devOutbox } from '../src/harness/server.js';
import type { BenchProcess } from './processes.js';

export const TRACK_COUNT = 50;

export interface Seeded {
  user: UserData;
  projectId: string;
  roundId: string;
  authorization: string;
}

/** A founder of the mixed workload: a bearer token and the ids of their tracks. */
export interface SeededUser {
  authorization: string;
  roundIds: string[];
}

async function api(server: BenchProcess, token: string, path: string, init: RequestInit = {}): Promise<unknown> {
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${token}`);
  const res = await fetch(`${server.url}/api${path}`, { ...init, headers });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

const mailingOf = (server: BenchProcess) => ({ apiUrl: `${server.url}/api`, ...devOutbox(server.url) });

/** A confirmed, logged-in account with `trackCount` started tracks in its default project. */
async function founderWithTracks(server: BenchProcess, trackCount: number) {
  const mailing = mailingOf(server);
  const email = await registerConfirmed(mailing);
  const user = await loginWithCode(mailing, email);
  const projectId = defaultProject(user)?.projectId ?? '';
  const token = user.token;
  if (!projectId || !token) throw new Error('the new account has no default project or no token');

  const streamId = STREAM_IDS[0] ?? '';
  const start = async (i: number) => {
    const started = (await api(server, token, '/streams/starttrack', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        trackId: DEFAULT_TRACK_ID,
        streamId,
        stepId: initialStepId(streamId),
        projectId,
        name: `Idea ${i}: solar kiosks for village markets`,
      }),
    })) as { roundId: string };
    return started.roundId;
  };
  // Ten at a time: seeding is not what is measured.
  const roundIds: string[] = [];
  for (let i = 0; i < trackCount; i += 10) {
    roundIds.push(
      ...(await Promise.all(Array.from({ length: Math.min(10, trackCount - i) }, (_, k) => start(i + k + 1)))),
    );
  }
  return { user, projectId, token, roundIds };
}

export async function seed(server: BenchProcess): Promise<Seeded> {
  const { user, projectId, token, roundIds } = await founderWithTracks(server, TRACK_COUNT);
  const roundId = roundIds[0] ?? '';
  await saveSampleBasicIdea(mailingOf(server), user, roundId);

  const form = new FormData();
  form.set('hubId', projectId);
  form.set('fileType', 'RAGFILE');
  form.set(
    'file',
    new Blob(['Village markets: 40 kiosks, most without grid power after dark.\n'.repeat(20)], { type: 'text/plain' }),
    'market-notes.txt',
  );
  await api(server, token, '/knowledgehub/uploads', { method: 'POST', body: form });

  return { user, projectId, roundId, authorization: `Bearer ${token}` };
}

/**
 * `count` founders with `trackCount` tracks each, made side by side: each account costs two full password hashes
 * (NODE_ENV=development), which the server computes off its request thread.
 */
export async function seedUsers(server: BenchProcess, count: number, trackCount: number): Promise<SeededUser[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const { token, roundIds } = await founderWithTracks(server, trackCount);
      return { authorization: `Bearer ${token}`, roundIds };
    }),
  );
}
