// The data the benchmark reads, made through the API as a founder makes it: an account, 50 started tracks, a
// Basic Idea result with its PDF in the first, and a text file in the knowledge hub.
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

async function api(server: BenchProcess, token: string, path: string, init: RequestInit = {}): Promise<unknown> {
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${token}`);
  const res = await fetch(`${server.url}/api${path}`, { ...init, headers });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

export async function seed(server: BenchProcess): Promise<Seeded> {
  const mailing = { apiUrl: `${server.url}/api`, ...devOutbox(server.url) };
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
  for (let i = 0; i < TRACK_COUNT; i += 10) {
    roundIds.push(
      ...(await Promise.all(Array.from({ length: Math.min(10, TRACK_COUNT - i) }, (_, k) => start(i + k + 1)))),
    );
  }
  const roundId = roundIds[0] ?? '';
  await saveSampleBasicIdea(mailing, user, roundId);

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
