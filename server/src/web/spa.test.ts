import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildTestApp, type TestApp } from '../test/helpers.js';

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/app-1a2b.js"></script></body></html>';
/** A built chunk with the .br and .gz copies the web build writes next to it. */
const CHUNK = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `text ${i}`))};\n`;

/** Writes a file and its brotli and gzip copies, as the web build does. */
async function writeCompressed(path: string, text: string) {
  await writeFile(path, text);
  await writeFile(`${path}.br`, brotliCompressSync(text));
  await writeFile(`${path}.gz`, gzipSync(text));
}

describe('web app and API docs', () => {
  let dist: string;
  let t: TestApp;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'idea-web-'));
    await mkdir(join(dist, 'assets'));
    await writeCompressed(join(dist, 'index.html'), INDEX);
    await writeFile(join(dist, 'assets', 'app-1a2b.js'), 'console.log("app");');
    await writeCompressed(join(dist, 'assets', 'chunk-3c4d.js'), CHUNK);
    await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await buildTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves index.html at / and revalidates it on every load', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a long cache life', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("app");');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).toBe(200);
  });

  it('sends the brotli copy of an asset to a client that accepts br', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/chunk-3c4d.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(CHUNK);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/chunk-3c4d.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(res.rawPayload).toString()).toBe(CHUNK);
  });

  it('sends the file as it is to a client that accepts no compression; one without a copy is compressed on the fly', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/assets/chunk-3c4d.js', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body).toBe(CHUNK);
    }
    const uncopied = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(uncopied.statusCode).toBe(200);
    expect(uncopied.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(uncopied.rawPayload).toString()).toBe('console.log("app");');
  });

  it('sends index.html compressed too, still revalidated on every load', async () => {
    for (const url of ['/', '/home']) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', 'accept-encoding': 'br' },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX);
    }
  });

  it('answers client-side routes that accept HTML with index.html', async () => {
    for (const url of ['/home', '/login/verify/abc?code=123456', '/track/Clu-4-HBY?streamId=J1S-8At2nL']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(INDEX);
    }
  });

  it('answers page addresses asked for by plain clients (curl sends */*, some send no Accept)', async () => {
    for (const headers of [{ accept: '*/*' }, {}]) {
      const res = await t.app.inject({ method: 'GET', url: '/start', headers });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } })).statusCode,
    ).toBe(404);
  });

  it('does not fall back for API, dev, non-HTML or non-GET requests', async () => {
    const html = { accept: 'text/html' };
    const api = await t.app.inject({ method: 'GET', url: '/api/unknown', headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('notFound');
    expect((await t.app.inject({ method: 'GET', url: '/dev/unknown', headers: html })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/home', headers: { accept: 'application/json' } })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/home', headers: html })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('serves the contract as JSON and YAML', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-type']).toMatch(/application\/json/);
    expect(json.json()).toEqual(t.app.contract);
    expect(json.json().paths['/health'].get.operationId).toBe('getHealth');
    const yaml = await t.app.inject({ method: 'GET', url: '/api/openapi.yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.headers['content-type']).toMatch(/yaml/);
    expect(parse(yaml.body)).toEqual(t.app.contract);
  });

  it('serves the interactive reference with local swagger-ui assets', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).not.toMatch(/https?:\/\//);
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(sources).toEqual(
      expect.arrayContaining([
        '/api/docs/assets/swagger-ui.css',
        '/api/docs/assets/swagger-ui-bundle.js',
        '/api/docs/init.js',
      ]),
    );
    for (const source of sources) {
      const res = await t.app.inject({ method: 'GET', url: source });
      expect(res.statusCode, source).toBe(200);
      expect(res.body.length, source).toBeGreaterThan(0);
    }
    const bundle = await t.app.inject({ method: 'GET', url: '/api/docs/assets/swagger-ui-bundle.js' });
    expect(bundle.headers['content-type']).toMatch(/javascript/);
    expect(bundle.body).toContain('SwaggerUIBundle');
    const init = await t.app.inject({ method: 'GET', url: '/api/docs/init.js' });
    expect(init.body).toContain("url: '/api/openapi.json'");
    expect(init.body).toContain('validatorUrl: null');
  });

  it('serves only the swagger-ui files the page needs', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/assets/package.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/assets/../package.json' })).statusCode).toBe(404);
  });
});

describe('web app not built', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ env: { WEB_DIST: join(tmpdir(), 'idea-missing-web-dist') } });
  });
  afterAll(() => t?.close());

  it('answers / and client-side routes with a page saying so', async () => {
    for (const [url, accept] of [
      ['/', '*/*'],
      ['/home', 'text/html'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('The web app is not built yet.');
      expect(res.body).toContain('/api/docs');
    }
  });

  it('keeps the API working', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
