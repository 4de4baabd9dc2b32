import type { components } from '@idea-studio/sdk';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV, createAccount, injectAs, type TestAccount } from '../test/accounts.js';
import { buildTestApp, createResponseChecker, describeEachDialect, type TestApp } from '../test/helpers.js';
import { formData, makeBinary, makeBmp, makeImage, makePdf } from '../test/hub-files.js';
import { IMMUTABLE_CACHE } from './avatar-handlers.js';
import { BmpError, decodeBmp } from './bmp.js';

type User = components['schemas']['User'];

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('decodeBmp', () => {
  it('reads 24-bit bitmaps bottom-up and top-down, and refuses broken ones', () => {
    const bmp = makeBmp(3, 2, [10, 20, 30]);
    const image = decodeBmp(bmp, 100);
    expect(image).toMatchObject({ width: 3, height: 2 });
    expect([...image.data.subarray(0, 4)]).toEqual([10, 20, 30, 255]);
    const topDown = Buffer.from(bmp);
    topDown.writeInt32LE(-2, 22);
    expect(decodeBmp(topDown, 100).height).toBe(2);
    expect(() => decodeBmp(bmp, 5)).toThrow(BmpError);
    expect(() => decodeBmp(bmp.subarray(0, 60), 100)).toThrow(BmpError);
    const compressed = Buffer.from(bmp);
    compressed.writeUInt32LE(1, 30); // RLE8
    expect(() => decodeBmp(compressed, 100)).toThrow(BmpError);
  });
});

describeEachDialect('avatar', (dialect) => {
  let t: TestApp;
  let check: ReturnType<typeof createResponseChecker>;
  let user: TestAccount;

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: ACCOUNT_TEST_ENV });
    check = createResponseChecker(t.app.contract);
    user = await createAccount(t.app, 'avatar');
  });
  afterAll(() => t?.close());

  function expectAnswer(res: LightMyRequestResponse, operationId: string, status: number) {
    expect(res.statusCode, res.body).toBe(status);
    expect(check(operationId, status, res.json())).toBeUndefined();
    return res.json();
  }

  const upload = (account: TestAccount, content: Buffer, filename = 'avatar.png', type = 'image/png') =>
    injectAs(t.app, account, {
      method: 'POST',
      url: '/api/user/avatar',
      ...formData([{ name: 'avatar', filename, content, type }]),
    });

  const fetchAvatar = (account: TestAccount, query = '', headers: Record<string, string> = {}) =>
    injectAs(t.app, account, { method: 'GET', url: `/api/user/avatar${query}`, headers });

  const userdata = async (account: TestAccount): Promise<User> =>
    (await injectAs(t.app, account, { method: 'POST', url: '/api/auth/checklogin' })).json().userdata;

  it('answers 404 while the user has no avatar', async () => {
    const fresh = await createAccount(t.app, 'noavatar');
    expectAnswer(await fetchAvatar(fresh), 'getUserAvatar', 404);
    expect((await userdata(fresh)).avatar).toBe(0);
  });

  it('stores a PNG as a square PNG of at most 512×512 and sets the flag and refreshtoken', async () => {
    const res = await upload(user, await makeImage(900, 600, 'png'));
    const body = expectAnswer(res, 'uploadUserAvatar', 200);
    expect(body).toEqual({ success: true, refreshtoken: expect.any(Number) });
    const data = await userdata(user);
    expect(data.avatar).toBe(1);
    expect(data.refreshtoken).toBe(body.refreshtoken);

    const image = await fetchAvatar(user, `?r=${body.refreshtoken}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 512, height: 512 });
  });

  it('accepts JPEG, GIF, WebP, TIFF and BMP, keeping small images at their size', async () => {
    for (const [content, side] of [
      [await makeImage(300, 400, 'jpeg'), 300],
      [await makeImage(64, 64, 'gif'), 64],
      [await makeImage(1024, 700, 'webp'), 512],
      [await makeImage(100, 80, 'tiff'), 80],
      [makeBmp(40, 50, [200, 10, 10]), 40],
    ] as const) {
      expectAnswer(await upload(user, content, 'cropped'), 'uploadUserAvatar', 200);
      const image = await fetchAvatar(user);
      const meta = await sharp(image.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'png', width: side, height: side });
    }
    const bmp = await fetchAvatar(user);
    const { data } = await sharp(bmp.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([200, 10, 10]);
  });

  it('refuses what is not an image by its bytes, whatever its name and type say', async () => {
    for (const content of [
      Buffer.from('just some text, named like a picture'),
      await makePdf([['A PDF']]),
      makeBinary(2000),
    ]) {
      const body = expectAnswer(await upload(user, content, 'photo.png', 'image/png'), 'uploadUserAvatar', 415);
      expect(body.msg).toEqual({ headline: 'Wrong File Type', text: 'Please add only image Files for the Avatar.' });
    }
    const broken = (await makeImage(50, 50, 'png')).subarray(0, 60);
    expectAnswer(await upload(user, broken), 'uploadUserAvatar', 415);
    expectAnswer(
      await injectAs(t.app, user, {
        method: 'POST',
        url: '/api/user/avatar',
        ...formData([{ name: 'x', value: '1' }]),
      }),
      'uploadUserAvatar',
      400,
    );
  });

  it('sends long caching only for the current refreshtoken, with an ETag', async () => {
    const first = expectAnswer(await upload(user, await makeImage(100, 100, 'png')), 'uploadUserAvatar', 200);
    const current = await fetchAvatar(user, `?r=${first.refreshtoken}`);
    expect(current.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(current.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const etag = current.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect((await fetchAvatar(user, '?r=12345')).headers['cache-control']).toBe('no-cache');
    expect((await fetchAvatar(user)).headers['cache-control']).toBe('no-cache');
    const notModified = await fetchAvatar(user, `?r=${first.refreshtoken}`, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);

    const second = expectAnswer(await upload(user, await makeImage(120, 90, 'jpeg')), 'uploadUserAvatar', 200);
    expect(second.refreshtoken).toBeGreaterThan(first.refreshtoken);
    expect((await fetchAvatar(user, `?r=${first.refreshtoken}`)).headers['cache-control']).toBe('no-cache');
    const fresh = await fetchAvatar(user, `?r=${second.refreshtoken}`);
    expect(fresh.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(fresh.headers.etag).not.toBe(etag);
  });

  it('is only for a logged-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/avatar' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      ...formData([{ name: 'avatar', filename: 'a.png', content: await makeImage(10, 10) }]),
    });
    expect(res.statusCode).toBe(401);
  });
});
