// The CLI's interview records against a real server: a founder records a real conversation from a notes file and
// from a Word document, lists the records with their quotes and the pains they confirm or contradict (with counts),
// deletes one, and reads it all in German once the profile says so.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createIdeaClient, unwrap } from '@idea-studio/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRound } from '../contract/owned-data.js';
import { makeDocx } from '../src/fixtures/files.js';
import { runCli, tempConfigDir } from '../src/harness/cli.js';
import { cliJson, startCliSession } from '../src/harness/cliSession.js';
import { stepOfType } from '../src/harness/reference.js';
import type { RunningServer } from '../src/harness/server.js';

const PAINS = ['Dog walkers cancel at the last minute', 'Walks are too expensive for a daily routine'];
const CORE_PROBLEM = 'Busy dog owners cannot rely on dog walkers during long shifts';
const NOTES = [
  'Talked to Anna, ICU nurse, at the canteen.',
  'Last week two walkers cancelled at the last minute, and she had to take the dog to work.',
  'During long shifts she cannot rely on her dog walker at all.',
  'The walks are not too expensive for her, she can afford them.',
].join('\n');

let server: RunningServer;
let env: Record<string, string>;
let dir: string;
let roundId: string;

beforeAll(async () => {
  const session = await startCliSession();
  ({ server, env } = session);
  dir = await tempConfigDir();
  const client = createIdeaClient({ baseUrl: server.apiUrl, token: session.user.token });
  roundId = await startRound(client, session.user, 'Dog walks');
  const save = (type: 'insightMapping' | 'problemShadowing', result: object) =>
    unwrap(
      client.POST('/rounds/{roundId}/results', {
        params: { path: { roundId } },
        body: { streamId: stepOfType(type).streamId, stepId: stepOfType(type).id, name: type, result, stepIndex: 0 },
      }),
    );
  await save('insightMapping', {
    persona: { name: 'Mia Roth', occupation: 'Nurse' },
    hears: ['Colleagues talk about dog sitters'],
    sees: ['Other dogs in the park'],
    feels: ['Guilty when she comes home late'],
    frustrations: PAINS,
  });
  await save('problemShadowing', {
    target_user: 'Mia Roth',
    day_in_life_story: ['Mia starts her shift at 7 pm.'],
    situations: [{ step: 'Situation 1: I', answer: 'call a walker' }],
    core_problem: CORE_PROBLEM,
    needs_and_barriers: ['A walker who shows up'],
  });
});
afterAll(async () => {
  await server?.close();
});

describe('idea-studio interview', () => {
  it('records interviews from a file, lists them with their insights, and deletes one', async () => {
    await writeFile(join(dir, 'anna.txt'), NOTES);
    const added = await cliJson(env, [
      'interview',
      'add',
      roundId,
      '--file',
      join(dir, 'anna.txt'),
      '--role',
      'ICU nurse',
      '--persona',
      'Mia Roth',
      '--date',
      '2026-01-15',
    ]);
    expect(added).toMatchObject({ role: 'ICU nurse', persona: 'Mia Roth', heldOn: '2026-01-15', fileName: 'anna.txt' });
    expect(added.analysis.confirmedPains).toEqual([PAINS[0], CORE_PROBLEM]);
    expect(added.analysis.contradictedPains).toEqual([PAINS[1]]);

    await writeFile(
      join(dir, 'jonas.docx'),
      makeDocx(['Jonas, paramedic.', 'He says dog walkers cancel at the last minute almost every month.']),
    );
    const human = await runCli(
      ['interview', 'add', roundId, '--file', join(dir, 'jonas.docx'), '--role', 'Paramedic'],
      env,
    );
    expect(human.code, human.stderr).toBe(0);
    expect(human.stdout).toContain('Interview recorded:');
    expect(human.stdout).toContain(`✓ Confirms: ${PAINS[0]}`);

    const typed = await cliJson(env, ['interview', 'add', roundId, '--notes', 'Quick chat: no real pain here.']);
    expect(typed.role).toBe('not stated');

    const ls = await runCli(['interview', 'ls', roundId], env);
    expect(ls.code, ls.stderr).toBe(0);
    expect(ls.stdout).toContain('Real interviews (3)');
    expect(ls.stdout).toContain('2026-01-15 · ICU nurse · like Mia Roth · anna.txt');
    expect(ls.stdout).toContain(`✓ ${PAINS[0]} — confirmed by 2 real interviews`);
    expect(ls.stdout).toContain(`✗ ${PAINS[1]} — contradicted by 1 real interview`);
    expect(ls.stdout).toContain(
      '"Last week two walkers cancelled at the last minute, and she had to take the dog to work."',
    );

    const rm = await runCli(['interview', 'rm', roundId, typed.id], env);
    expect(rm.code, rm.stderr).toBe(0);
    expect(rm.stdout).toContain(`Interview ${typed.id} deleted.`);
    const list = await cliJson(env, ['interview', 'ls', roundId]);
    expect(list.interviews).toHaveLength(2);
    expect(list.insights.interviewCount).toBe(2);

    const again = await runCli(['interview', 'rm', roundId, typed.id], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('Interview not found');
  });

  it('refuses other file types before sending, and a file the server cannot read', async () => {
    await writeFile(join(dir, 'notes.pdf'), '%PDF-1.4');
    const pdf = await runCli(['interview', 'add', roundId, '--file', join(dir, 'notes.pdf')], env);
    expect(pdf.code).toBe(1);
    expect(pdf.stderr).toContain('.txt or .docx');
    await writeFile(join(dir, 'fake.docx'), 'plain words, not a Word document');
    const fake = await runCli(['interview', 'add', roundId, '--file', join(dir, 'fake.docx')], env);
    expect(fake.code).toBe(1);
    expect(fake.stderr).toContain('Filetype not allowed');
  });

  it('speaks German to a German user', async () => {
    expect((await runCli(['profile', 'set', '--lang', 'de'], env)).code).toBe(0);
    const ls = await runCli(['interview', 'ls', roundId], env);
    expect(ls.code, ls.stderr).toBe(0);
    expect(ls.stdout).toContain('Echte Interviews (2)');
    expect(ls.stdout).toContain('ähnlich wie Mia Roth');
    expect(ls.stdout).toContain(`✓ ${PAINS[0]} — bestätigt durch 2 echte Interviews`);
    expect(ls.stdout).toContain(`✗ ${PAINS[1]} — widerlegt durch 1 echtes Interview`);
    const typed = await runCli(['interview', 'add', roundId, '--notes', 'Kurzes Gespräch.'], env);
    expect(typed.stdout).toContain('Interview erfasst:');
    expect(typed.stdout).toContain('nicht angegeben');
  });
});
