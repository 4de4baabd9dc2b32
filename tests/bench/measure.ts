// One load run with autocannon on loopback, reduced to the figures the benchmark prints.
import autocannon from 'autocannon';

export interface BenchRequest {
  method: 'GET' | 'POST';
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

/** Sends `amount` requests in all, cycling through `requests` on each connection. */
export async function loadMixed(baseUrl: string, requests: BenchRequest[], amount: number): Promise<Figures> {
  const result = await autocannon({
    url: baseUrl,
    connections: 10,
    amount,
    requests: requests.map((request) => ({ ...request })),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
