// The CLI's knowledge hub, profile, company and avatar commands against a real server.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf, makePng } from '../src/fixtures/files.js';
import { runCli, tempConfigDir } from '../src/harness/cli.js';
import { startCliSession } from '../src/harness/cliSession.js';
import type { RunningServer } from '../src/harness/server.js';

let server: RunningServer;
let env: Record<string, string>;
let dir: string;

beforeAll(async () => {
  ({ server, env } = await startCliSession());
  dir = await tempConfigDir();
});
afterAll(async () => {
  await server?.close();
});

describe('idea-studio hub', () => {
  it('uploads valid files with progress, refuses invalid ones with a line each, and exits 1', async () => {
    await writeFile(join(dir, 'market-notes.txt'), 'Kiosk owners in rural areas pay too much for diesel light.\n');
    await writeFile(
      join(dir, 'study.pdf'),
      await makePdf('Solar micro-grids', ['Pay-as-you-go solar lowers lighting costs by 60 percent.']),
    );
    await writeFile(join(dir, 'logo.png'), await makePng(4, 4));
    await writeFile(join(dir, 'huge.txt'), 'x'.repeat(2_000_001));

    const r = await runCli(
      [
        'hub',
        'upload',
        join(dir, 'market-notes.txt'),
        join(dir, 'study.pdf'),
        join(dir, 'logo.png'),
        join(dir, 'huge.txt'),
      ],
      env,
    );
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/✓ market-notes\.txt uploaded/);
    expect(r.stdout).toMatch(/✓ study\.pdf uploaded/);
    expect(r.stdout).toContain('✗ logo.png: Filetype not allowed');
    expect(r.stdout).toContain('✗ huge.txt: File is too big max 2MB');
    expect(r.stderr).toContain('100%');

    const again = await runCli(['hub', 'upload', join(dir, 'study.pdf')], env);
    expect(again.code).toBe(1);
    expect(again.stdout).toContain('✗ study.pdf: File already exists');

    const list = JSON.parse((await runCli(['--json', 'hub', 'ls'], env)).stdout);
    expect(list.map((f: { name: string }) => f.name).sort()).toEqual(['market-notes.txt', 'study.pdf']);

    const victim = list.find((f: { name: string }) => f.name === 'market-notes.txt');
    const rm = await runCli(['hub', 'rm', victim.fileId], env);
    expect(rm.code).toBe(0);
    const after = JSON.parse((await runCli(['--json', 'hub', 'ls'], env)).stdout);
    expect(after.map((f: { name: string }) => f.name)).toEqual(['study.pdf']);
  });

  it('a renamed image is refused by the server, judged by its bytes', async () => {
    await writeFile(join(dir, 'fake.pdf'), await makePng(4, 4));
    const r = await runCli(['hub', 'upload', join(dir, 'fake.pdf')], env);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('✗ fake.pdf: Filetype not allowed');
  });
});

describe('idea-studio profile, company and avatar', () => {
  it('sets and shows the profile and the company', async () => {
    expect(
      (await runCli(['profile', 'set', '--prename', 'Ada', '--lastname', 'Founder', '--lang', 'de'], env)).code,
    ).toBe(0);
    const profile = JSON.parse((await runCli(['--json', 'profile', 'show'], env)).stdout);
    expect(profile).toMatchObject({ prename: 'Ada', lastname: 'Founder', lang: 'de' });

    const incomplete = await runCli(['company', 'set', '--name', 'Sunbox'], env);
    expect(incomplete.code).toBe(1);
    const set = await runCli(
      [
        'company',
        'set',
        '--name',
        'Sunbox',
        '--industry',
        '1',
        '--mission',
        'Light for every kiosk.',
        '--webpage',
        'https://sunbox.example',
      ],
      env,
    );
    expect(set.stderr).toBe('');
    const company = JSON.parse((await runCli(['--json', 'company', 'show'], env)).stdout);
    expect(company).toMatchObject({
      name: 'Sunbox',
      industry: 1,
      mission: 'Light for every kiosk.',
      webpage: 'https://sunbox.example',
    });

    const badUrl = await runCli(['company', 'set', '--webpage', 'ftp://sunbox.example'], env);
    expect(badUrl.code).toBe(1);
  });

  it('uploads an avatar and the profile then has one', async () => {
    await writeFile(join(dir, 'me.png'), await makePng(64, 48));
    const r = await runCli(['avatar', 'set', join(dir, 'me.png')], env);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('Avatar saved.');
    expect(JSON.parse((await runCli(['--json', 'profile', 'show'], env)).stdout).avatar).toBe(1);
  });
});
