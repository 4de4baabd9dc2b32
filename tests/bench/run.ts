// `npm run bench`: throughput and latency of the real server on loopback, and its memory. Prints figures only;
// targets are read by people, never asserted in tests. Bounded: each run lasts a few seconds.
import autocannon from 'autocannon';
import { startServer } from '../src/harness/server.js';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

const targets = [
  { name: 'GET /api/health', path: '/api/health' },
  { name: 'GET /api/public/data/industry.json', path: '/api/public/data/industry.json' },
  { name: 'GET /api/streams/steps/J1S-8At2nL', path: '/api/streams/steps/J1S-8At2nL' },
  { name: 'GET /start (web app)', path: '/start', headers: { accept: 'text/html' } },
];

const server = await startServer();
try {
  const rssBefore = process.memoryUsage().rss;
  console.log(`Idea Studio benchmarks (${DURATION_SECONDS}s each, 10 connections, loopback, SQLite)`);
  console.log(
    'target'.padEnd(42),
    'req/s'.padStart(9),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'errors'.padStart(7),
  );
  for (const target of targets) {
    const result = await autocannon({
      url: `${server.url}${target.path}`,
      connections: 10,
      duration: DURATION_SECONDS,
      headers: target.headers,
    });
    console.log(
      target.name.padEnd(42),
      result.requests.average.toFixed(0).padStart(9),
      String(result.latency.p50).padStart(8),
      String(result.latency.p99).padStart(8),
      String(result.errors + result.non2xx).padStart(7),
    );
  }
  const rssAfter = process.memoryUsage().rss;
  console.log(
    `process memory (server + load generator): rss ${(rssBefore / 2 ** 20).toFixed(0)} MiB → ${(rssAfter / 2 ** 20).toFixed(0)} MiB`,
  );
} finally {
  await server.close();
}
