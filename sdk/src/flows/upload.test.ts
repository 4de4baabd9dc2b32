import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../errors.js';
import {
  type UploadOptions,
  type UploadProgress,
  uploadHubFile,
  uploadPercentage,
  uploadWithProgress,
} from './upload.js';

// A real HTTP server that records what arrives, so the streamed multipart body is checked byte for byte.
let baseUrl: string;
const received: Array<{ headers: IncomingMessage['headers']; body: Buffer }> = [];
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    received.push({ headers: req.headers, body: Buffer.concat(chunks) });
    if (req.url === '/api/fail' || req.url?.startsWith('/api/fail-hub/')) {
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

const PDF = 'application/pdf';
const hubFile = (name: string, size: number) => ({
  fileId: 'f-1',
  name,
  size,
  type: PDF,
  fileType: 'RAGFILE' as const,
});

describe('uploadHubFile', () => {
  it('sends the file into the hub as kind RAGFILE through the real upload, with progress events', async () => {
    const progress: UploadProgress[] = [];
    const bytes = new Uint8Array(200 * 1024).fill(7);
    const answer = await uploadHubFile({
      baseUrl,
      projectId: 'p-1',
      file: { name: 'study.pdf', type: PDF, data: bytes },
      existingNames: ['notes.txt'],
      token: 'tok',
      onProgress: (event) => progress.push(event),
    });
    expect(answer).toMatchObject({ ok: true });
    const last = received[received.length - 1]!;
    const text = last.body.toString('latin1');
    expect(text).toContain('name="hubId"\r\n\r\np-1\r\n');
    expect(text).toContain('name="fileType"\r\n\r\nRAGFILE\r\n');
    expect(text).toContain('name="file"; filename="study.pdf"');
    expect(last.headers.authorization).toBe('Bearer tok');
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toEqual({ loaded: last.body.length, total: last.body.length, percentage: 100 });
    expect(progress.every((e) => e.percentage === uploadPercentage(e.loaded, e.total))).toBe(true);
  });

  it('sends a pitch deck as kind PITCHDECK through an injected sender', async () => {
    const sent: UploadOptions[] = [];
    const stored = await uploadHubFile({
      baseUrl: '/api',
      projectId: 'p-1',
      kind: 'PITCHDECK',
      file: { name: 'deck.pdf', type: PDF, data: new Blob([new Uint8Array(4_000_000)], { type: PDF }) },
      send: async <T>(options: UploadOptions) => {
        sent.push(options);
        options.onProgress?.(50, 200);
        return hubFile(options.file.name, 4_000_000) as T;
      },
      onProgress: (event) => expect(event).toEqual({ loaded: 50, total: 200, percentage: 25 }),
    });
    expect(stored.name).toBe('deck.pdf');
    expect(sent.map((o) => [o.baseUrl, o.path, o.field, o.fields])).toEqual([
      ['/api', '/knowledgehub/uploads', 'file', { hubId: 'p-1', fileType: 'PITCHDECK' }],
    ]);
  });

  // One row per rule of part 1 §5, in the spec's order; a refused file is never sent.
  it.each([
    ['a name already in the hub', 'notes.txt', 'text/plain', 10, 'RAGFILE', 409, 'fileExists', 'File already exists'],
    ['a type not allowed', 'logo.png', 'image/png', 10, 'RAGFILE', 415, 'fileType', 'Filetype not allowed'],
    ['a type not matching the name', 'study.pdf', 'text/plain', 10, 'RAGFILE', 415, 'fileType', 'Filetype not allowed'],
    ['a hub file over 2 MB', 'big.pdf', PDF, 2_000_001, 'RAGFILE', 413, 'fileTooLarge', 'File is too big max 2MB'],
    ['a pitch deck over 5 MB', 'deck.pdf', PDF, 5_000_001, 'PITCHDECK', 413, 'fileTooLarge', 'File is too big max 5MB'],
  ] as const)(
    'refuses %s before sending, as the server would',
    async (_case, name, type, size, kind, status, code, text) => {
      let sends = 0;
      const error = await uploadHubFile({
        baseUrl: '/api',
        projectId: 'p-1',
        kind,
        existingNames: ['notes.txt'],
        file: { name, type, data: new Uint8Array(size) },
        send: async <T>() => {
          sends++;
          return undefined as T;
        },
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect([(error as ApiError).status, (error as ApiError).code, (error as ApiError).headline]).toEqual([
        status,
        code,
        'Upload failed',
      ]);
      expect((error as ApiError).text).toBe(text);
      expect(sends).toBe(0);
    },
  );

  it('passes the limits exactly: 2 MB for a hub file, 5 MB for a pitch deck', async () => {
    const send = async <T>(options: UploadOptions) => hubFile(options.file.name, 0) as T;
    const at = (size: number, kind: 'RAGFILE' | 'PITCHDECK') =>
      uploadHubFile({
        baseUrl: '/api',
        projectId: 'p',
        kind,
        file: { name: 'a.pdf', type: PDF, data: new Uint8Array(size) },
        send,
      });
    await expect(at(2_000_000, 'RAGFILE')).resolves.toMatchObject({ name: 'a.pdf' });
    await expect(at(5_000_000, 'PITCHDECK')).resolves.toMatchObject({ name: 'a.pdf' });
  });

  it('rejects with the server envelope when the server refuses the file', async () => {
    const error = await uploadHubFile({
      baseUrl: baseUrl.replace(/\/api$/, '/api/fail-hub'),
      projectId: 'p-1',
      file: { name: 'fake.pdf', type: PDF, data: new Uint8Array([1, 2, 3]) },
    }).then(
      () => undefined,
      (e: ApiError) => e,
    );
    expect([error?.status, error?.headline, error?.text]).toEqual([415, 'Upload failed', 'Filetype not allowed']);
  });
});
