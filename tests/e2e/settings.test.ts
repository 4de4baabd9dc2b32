// Profile and knowledge hub in Chromium against the real server: the avatar cropped and saved, a non-image
// dropped on the avatar dialog, and hub uploads with real progress (upload throttled), refusals and removal.
import { createIdeaClient, unwrap } from '@idea-studio/sdk';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf, makePng } from '../src/fixtures/files.js';
import { loginWithCode, registerConfirmed } from '../src/harness/accounts.js';
import { loginInBrowser } from '../src/harness/browserLogin.js';
import type { RunningServer } from '../src/harness/server.js';
import { sharedBrowser, sharedServer } from '../src/harness/shared.js';

let server: RunningServer;
let browser: Browser;
let page: Page;
let email: string;

beforeAll(async () => {
  server = await sharedServer();
  browser = await sharedBrowser();
  email = await registerConfirmed(server);
  page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
  await loginInBrowser(page, server, email);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Drops files on a drop area the way a browser does, with a DataTransfer. */
async function dropFiles(
  target: ReturnType<Page['getByTestId']>,
  files: Array<{ name: string; type: string; bytes: Buffer }>,
) {
  const payload = files.map((f) => ({ name: f.name, type: f.type, data: [...f.bytes] }));
  const transfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) dt.items.add(new File([new Uint8Array(f.data)], f.name, { type: f.type }));
    return dt;
  }, payload);
  await target.dispatchEvent('dragenter', { dataTransfer: transfer });
  await target.dispatchEvent('dragover', { dataTransfer: transfer });
  await target.dispatchEvent('drop', { dataTransfer: transfer });
}

describe('avatar', () => {
  it('refuses a dropped non-image, then crops a chosen image round and saves it', async () => {
    await page.goto(`${server.url}/home/account?edit-avatar`);
    const dialog = page.getByRole('dialog', { name: 'Edit avatar' });
    await dialog.waitFor();

    await dropFiles(dialog.getByTestId('drop-area'), [
      { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('hello') },
    ]);
    await page.getByText('Please add only image Files for the Avatar.').waitFor();

    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: await makePng(320, 200, [200, 80, 60]) });
    await dialog.locator('.reactEasyCrop_Container').waitFor();
    // A round 1:1 crop area (react-easy-crop's round shape).
    const cropArea = dialog.locator('.reactEasyCrop_CropAreaRound');
    const box = (await cropArea.boundingBox())!;
    expect(Math.abs(box.width - box.height)).toBeLessThan(2);
    const save = dialog.getByRole('button', { name: 'Save' });
    await page.waitForFunction((el) => !(el as HTMLButtonElement).disabled, await save.elementHandle(), {
      timeout: 10_000,
    });
    const uploaded = page.waitForResponse(
      (r) => r.url().endsWith('/api/user/avatar') && r.request().method() === 'POST',
    );
    await save.click();
    expect((await uploaded).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.has('edit-avatar')).toBe(false);

    // The stored avatar is a square PNG served to the user.
    const user = await loginWithCode(server, email);
    expect(user.avatar).toBe(1);
    const res = await fetch(`${server.apiUrl}/user/avatar?r=${user.refreshtoken}`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(res.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.readUInt32BE(16)).toBe(png.readUInt32BE(20));
  });
});

describe('knowledge hub (My Files)', () => {
  it('uploads valid files with real progress, keeps refused ones with their error, and removes as the spec says', async () => {
    await page.goto(`${server.url}/home?settings=true&page=2`);
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await dialog.getByRole('heading', { name: 'My Files' }).waitFor();

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 400 * 1024,
    });

    const notes = Buffer.from(
      'Kiosk owners pay too much for diesel light in the evening. '.repeat(20_000).slice(0, 1_200_000),
    );
    await dialog.getByTestId('hub-file-input').setInputFiles([
      { name: 'interview-notes.txt', mimeType: 'text/plain', buffer: notes },
      {
        name: 'study.pdf',
        mimeType: 'application/pdf',
        buffer: await makePdf('Solar micro-grids', ['Pay-as-you-go solar lowers lighting costs.']),
      },
      { name: 'logo.png', mimeType: 'image/png', buffer: await makePng(4, 4) },
      { name: 'huge.txt', mimeType: 'text/plain', buffer: Buffer.alloc(2_000_001, 'a') },
    ]);

    const row = (name: string) => dialog.getByRole('listitem', { name });
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const status = await row('interview-notes.txt').getAttribute('data-status');
      if (status === 'done') break;
      const bar = row('interview-notes.txt').getByRole('progressbar');
      const value = Number((await bar.getAttribute('aria-valuenow').catch(() => null)) ?? Number.NaN);
      if (!Number.isNaN(value)) seen.add(value);
      await page.waitForTimeout(50);
    }
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    expect(
      [...seen].some((v) => v > 0 && v < 100),
      `progress seen: ${[...seen].join(', ')}`,
    ).toBe(true);
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="hub-file"][data-status="uploading"]').length === 0,
    );

    expect(await row('study.pdf').getAttribute('data-status')).toBe('done');
    await row('logo.png').getByText('Filetype not allowed').waitFor();
    await row('huge.txt').getByText('File is too big max 2MB').waitFor();
    expect(await row('interview-notes.txt').getByTestId('hub-file-size').textContent()).toBe('1 MB');

    // Removing a refused file makes no call; removing a stored one deletes it on the server.
    const deletes: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'DELETE') deletes.push(req.url());
    });
    await row('logo.png').getByRole('button', { name: 'Remove logo.png' }).click();
    await row('logo.png').waitFor({ state: 'detached' });
    expect(deletes).toEqual([]);
    await row('interview-notes.txt').getByRole('button', { name: 'Remove interview-notes.txt' }).click();
    // A stored file is removed only after the question is answered.
    const question = page.getByRole('dialog', { name: 'Delete file' });
    await question.getByText('Are you sure you want to delete interview-notes.txt?', { exact: false }).waitFor();
    expect(deletes).toEqual([]);
    await question.getByRole('button', { name: 'Delete' }).click();
    await row('interview-notes.txt').waitFor({ state: 'detached' });
    expect(deletes).toHaveLength(1);

    const user = await loginWithCode(server, email);
    const client = createIdeaClient({ baseUrl: server.apiUrl, token: user.token });
    const projectId = user.projectData.own.find((p) => p.sysDefault === 1)!.projectId;
    const files = await unwrap(client.GET('/knowledgehub/{id}', { params: { path: { id: projectId } } }));
    expect(files.map((f) => f.name)).toEqual(['study.pdf']);
  });
});
