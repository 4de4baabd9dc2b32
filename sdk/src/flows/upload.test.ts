import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../errors.js';
import { uploadWithProgress } from './upload.js';

// A real HTTP server that records what arrives, so the streamed multipart body is checked byte for byte.
let baseUrl: string;
const received: Array<{ headers: IncomingMessage['headers']; body: Buffer }> = [];
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    received.push({ headers: req.headers, body: Buffer.concat(chunks) });
    if (req.url === '/api/fail') {
      res.writeHead(415, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ msg: { headline: 'Upload failed', text: 'Filetype not allowed' }, code: 'fileType' }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ ok: true, size: Buffer.concat(chunks).length }));
  });
});

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('uploadWithProgress in Node', () => {
  it('streams a multipart body with the fields and the file, reporting progress up to the total', async () => {
    const bytes = new Uint8Array(300 * 1024).map((_, i) => i % 251);
    const progress: number[] = [];
    let total = 0;
    const answer = await uploadWithProgress<{ ok: boolean }>({
      baseUrl,
      path: '/upload',
      field: 'file',
      file: { name: 'plan.pdf', type: 'application/pdf', data: bytes },
      fields: { hubId: 'p1', fileType: 'RAGFILE' },
      token: 'tok',
      onProgress: (loaded, t) => {
        progress.push(loaded);
        total = t;
      },
    });
    expect(answer.ok).toBe(true);
    const last = received[received.length - 1]!;
    expect(last.headers.authorization).toBe('Bearer tok');
    expect(last.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(Number(last.headers['content-length'])).toBe(last.body.length);
    const text = last.body.toString('latin1');
    expect(text).toContain('name="hubId"\r\n\r\np1\r\n');
    expect(text).toContain('name="file"; filename="plan.pdf"\r\nContent-Type: application/pdf');
    expect(last.body.includes(Buffer.from(bytes))).toBe(true);
    expect(progress.length).toBeGreaterThan(4);
    expect(progress.every((v, i) => i === 0 || v >= progress[i - 1]!)).toBe(true);
    expect(progress[progress.length - 1]).toBe(total);
    expect(total).toBe(last.body.length);
  });

  it('rejects with the server envelope as an ApiError', async () => {
    const err = await uploadWithProgress<never>({
      baseUrl,
      path: '/fail',
      field: 'file',
      file: { name: 'x.png', type: 'image/png', data: new Uint8Array([1]) },
    }).catch((e: ApiError) => e);
    expect([err.status, err.headline, err.text]).toEqual([415, 'Upload failed', 'Filetype not allowed']);
  });
});
