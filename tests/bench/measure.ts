// One load run with autocannon on loopback, reduced to the figures the benchmark prints.
import autocannon from 'autocannon';

export interface BenchRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts and non-2xx answers. */
  errors: number;
}

export const CONNECTIONS = 50;

/** The short mode the test suite runs (1 s per load run): timed starts and whole runs are measured once. */
export const SHORT_MODE = Number(process.env.BENCH_SECONDS ?? 3) <= 1;

export async function load(
  baseUrl: string,
  request: BenchRequest,
  seconds: number,
  connections = CONNECTIONS,
): Promise<Figures> {
  const result = await autocannon({
    url: baseUrl + request.path,
    method: request.method,
    headers: request.headers,
    body: request.body,
    connections,
    duration: seconds,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** One connection's part of a run: its requests, sent in order, one at a time, again and again. */
export type ConnectionCycle = autocannon.Request[];

const percentile = (sorted: Float64Array, p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

/**
 * One connection per cycle, all at once, each its own autocannon run (so each can present its own user), for
 * `seconds` or until each connection has had `amount` answers. Latencies are pooled over every connection.
 */
export async function loadConnections(
  baseUrl: string,
  cycles: ConnectionCycle[],
  run: { seconds: number } | { amount: number },
): Promise<Figures> {
  const latencies: number[] = [];
  const started = performance.now();
  const results = await Promise.all(
    cycles.map(
      (requests) =>
        new Promise<autocannon.Result>((resolve, reject) => {
          const options = {
            url: baseUrl,
            connections: 1,
            requests,
            ...('seconds' in run ? { duration: run.seconds } : { amount: run.amount }),
          };
          const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
          instance.on('response', (_client, _status, _bytes, responseTime) => {
            latencies.push(responseTime);
          });
        }),
    ),
  );
  const seconds = 'seconds' in run ? run.seconds : (performance.now() - started) / 1000;
  const sorted = Float64Array.from(latencies).sort();
  return {
    rps: latencies.length / seconds,
    p50: Math.round(percentile(sorted, 0.5)),
    p99: Math.round(percentile(sorted, 0.99)),
    errors: results.reduce((sum, result) => sum + result.errors + result.timeouts + result.non2xx, 0),
  };
}
