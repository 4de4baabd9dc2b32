// The CLI's track and result commands against a real server: start, ls, status, results ls/download, rename, rm.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createIdeaClient, type UserData, unwrap } from '@idea-studio/sdk';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithCode, registerConfirmed } from '../src/harness/accounts.js';
import { runCli, tempConfigDir } from '../src/harness/cli.js';
import { type RunningServer, startServer } from '../src/harness/server.js';

let server: RunningServer;
let user: UserData;
let env: Record<string, string>;

beforeAll(async () => {
  server = await startServer();
  user = await loginWithCode(server, await registerConfirmed(server));
  env = {
    IDEA_CONFIG_DIR: await tempConfigDir(),
    IDEA_API_URL: server.apiUrl,
    IDEA_USER_ID: user.id,
    IDEA_API_KEY: user.apiKey,
  };
});
afterAll(async () => {
  await server?.close();
});

const json = async (args: string[]) => {
  const r = await runCli(['--json', ...args], env);
  expect(r.stderr, args.join(' ')).toBe('');
  expect(r.code, args.join(' ')).toBe(0);
  return JSON.parse(r.stdout);
};

describe('idea-studio track and results', () => {
  it('start → ls → status → results download → rename → rm', async () => {
    const started = await json(['track', 'start', '--name', 'Solar kiosks']);
    expect(started).toMatchObject({ name: 'Solar kiosks', trackId: 'Clu-4-HBY', finished: 0 });
    const roundId: string = started.roundId;

    const human = await runCli(['track', 'ls'], env);
    expect(human.stdout).toContain(`${roundId}  Solar kiosks`);
    expect((await json(['track', 'ls'])).map((t: { roundId: string }) => t.roundId)).toContain(roundId);

    // A result saved the way the web saves one: a PDF result file and the step result pointing to it.
    const client = createIdeaClient({ baseUrl: server.apiUrl, token: user.token });
    const projectId = user.projectData.own.find((p) => p.sysDefault === 1)!.projectId;
    const card = {
      name: 'Sunbox',
      tagline: 'Power where the grid ends',
      key_features: ['Pay as you go', 'Solar'],
      target_group: 'Kiosk owners',
      value_proposition: 'Cheap light at night',
    };
    const file = await unwrap(
      client.POST('/knowledgehub/trackresult', {
        body: {
          roundId,
          name: 'Sunbox',
          data: card,
          type: 'Basic Idea',
          projectId,
          currentStepNr: 1,
          stepId: 'MMUT2vQla',
        },
      }),
    );
    await unwrap(
      client.POST('/rounds/{roundId}/results', {
        params: { path: { roundId } },
        body: {
          streamId: 'J1S-8At2nL',
          stepId: 'MMUT2vQla',
          name: 'basicIdea',
          result: card,
          stepIndex: 1,
          fileId: file.filedata.id,
        },
      }),
    );

    const status = await json(['track', 'status', roundId]);
    const qualify = status.streams.find((s: { id: string }) => s.id === 'J1S-8At2nL');
    expect(qualify.progress).toBe(33);
    expect(qualify.steps.map((s: { done: boolean }) => s.done)).toEqual([true, false, false]);
    const statusText = await runCli(['track', 'status', roundId], env);
    expect(statusText.stdout).toMatch(/✓ Basic Idea/);

    const files = await json(['results', 'ls', roundId]);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ fileName: 'Sunbox.pdf', fileType: 'basic_idea' });

    const out = await tempConfigDir();
    const downloaded = await runCli(['results', 'download', roundId, '--out', out], env);
    expect(downloaded.code).toBe(0);
    expect(downloaded.stdout).toContain(`Saved ${join(out, 'Sunbox.pdf')}`);
    const bytes = await readFile(join(out, 'Sunbox.pdf'));
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    expect(text).toContain('Power where the grid ends');

    const renamed = await json(['track', 'rename', roundId, 'Sunbox']);
    expect(renamed.name).toBe('Sunbox');

    expect(await json(['track', 'rm', roundId])).toEqual({ deleted: true, roundId });
    const gone = await runCli(['track', 'status', roundId], env);
    expect(gone.code).toBe(1);
    expect(gone.stderr).toMatch(/not found|Not found/i);
  });

  it('results download of a file that does not exist fails with exit code 1', async () => {
    const started = await json(['track', 'start']);
    expect(started.name).toMatch(/^My Business Model Canvas \d{4}-\d{2}-\d{2}$/);
    const r = await runCli(['results', 'download', started.roundId, '--file', 'nope'], env);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('has no result file nope');
  });
});
