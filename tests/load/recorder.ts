// Every request the scripted users send, reduced to what the load run reports: the contract's operationId
// (found from the method and the path), the status (0: no answer at all) and the latency up to the last byte of
// the body, so a slow download counts as slow.
import { listOperations, loadContractSync } from '@idea-studio/openapi';

export interface Sample {
  operation: string;
  status: number;
  ms: number;
}

export interface Latency {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

interface Route {
  method: string;
  pattern: RegExp;
  /** Path segments that are not parameters: `/knowledgehub/trackresult/{roundId}` beats `/knowledgehub/{id}`. */
  literals: number;
  operationId: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function contractRoutes(): Route[] {
  return listOperations(loadContractSync())
    .map(({ method, path, operationId }) => {
      const segments = path.split('/').filter(Boolean);
      const parts = segments.map((s) => (/^\{[^}]+\}$/.test(s) ? '[^/]+' : escapeRegExp(s)));
      return {
        method: method.toUpperCase(),
        pattern: new RegExp(`^/api/${parts.join('/')}/?$`),
        literals: segments.filter((s) => !s.startsWith('{')).length,
        operationId,
      };
    })
    .sort((a, b) => b.literals - a.literals);
}

/** Statuses whose response must not have a body (the Response constructor refuses one). */
const NULL_BODY = new Set([101, 204, 205, 304]);

export class Recorder {
  readonly samples: Sample[] = [];
  private readonly routes = contractRoutes();

  /** The operationId of a request; requests outside the contract (the dev outbox) are named by their path. */
  operationOf(method: string, pathname: string): string {
    const route = this.routes.find((r) => r.method === method && r.pattern.test(pathname));
    if (route) return route.operationId;
    return pathname.startsWith('/dev/mailbox') ? 'devMailbox' : `${method} ${pathname}`;
  }

  /** A fetch for the SDK client (`createIdeaClient({ fetch })`) that records each request. */
  readonly fetch = async (request: Request): Promise<Response> => {
    const operation = this.operationOf(request.method, new URL(request.url).pathname);
    const started = performance.now();
    let response: Response;
    let body: ArrayBuffer;
    try {
      response = await fetch(request);
      body = await response.arrayBuffer();
    } catch (error) {
      this.samples.push({ operation, status: 0, ms: performance.now() - started });
      throw error;
    }
    this.samples.push({ operation, status: response.status, ms: performance.now() - started });
    const { status, statusText, headers } = response;
    return new Response(NULL_BODY.has(status) ? null : body, { status, statusText, headers });
  };
}

/** Nearest-rank percentile of ascending values. */
function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function latencyOf(samples: Sample[]): Latency {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms);
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
  };
}

/** How many answers had each status outside 2xx (`0`: no answer). */
export function non2xxOf(samples: Sample[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status } of samples) {
    if (status >= 200 && status < 300) continue;
    counts[status] = (counts[status] ?? 0) + 1;
  }
  return counts;
}
