// The ceiling of every comparison: the app's answers captured once, then served byte for byte by a bare Fastify
// process (bare-server.mjs) that runs beside the app for as long as the comparison does.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchRequest } from './measure.js';
import { type BenchProcess, type Capture, startBareServer } from './processes.js';

/** The app's answer to each request, in order. */
export async function capture(app: BenchProcess, requests: BenchRequest[]): Promise<Capture[]> {
  const captures: Capture[] = [];
  for (const request of requests) {
    const res = await fetch(app.url + request.path, {
      method: request.method,
      headers: request.headers,
      body: request.body,
    });
    if (!res.ok) throw new Error(`${request.method} ${request.path}: ${res.status} ${await res.text()}`);
    captures.push({
      method: request.method,
      path: request.path,
      contentType: res.headers.get('content-type') ?? 'application/json',
      bodyBase64: Buffer.from(await res.arrayBuffer()).toString('base64'),
    });
  }
  return captures;
}

/** Runs `work` while a bare server answers the captures. */
export async function withCeiling<T>(captures: Capture[], work: (bare: BenchProcess) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'idea-bench-'));
  const capturesFile = join(dir, 'captures.json');
  await writeFile(capturesFile, JSON.stringify(captures));
  const bare = await startBareServer(capturesFile);
  try {
    return await work(bare);
  } finally {
    await bare.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
