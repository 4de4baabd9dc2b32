// Where the time of a run goes (`run --autofill --timings`, the benchmark): every API call of a client is timed and
// counted in its group, the PDF renders the server reports in its `Server-Timing` header are added up, and the
// waits (sleeps, polling) a flow makes are recorded. Calls that overlap count once in their group's time.
import type { Middleware } from 'openapi-fetch';

/** The groups of calls: the AI's answers, the saves that render a PDF result file, and every other call. */
export type CallGroup = 'ai' | 'pdfSave' | 'other';

/** The `Server-Timing` metric of a PDF render (the server's result-file route sends it). */
export const PDF_TIMING_METRIC = 'pdf';

/** Which group a call counts in, by its method and its path in the contract. */
export function callGroup(method: string, schemaPath: string): CallGroup {
  if (method === 'POST' && schemaPath.startsWith('/aiservice/')) return 'ai';
  if (method === 'POST' && schemaPath === '/knowledgehub/trackresult') return 'pdfSave';
  return 'other';
}

/** The duration of one metric of a `Server-Timing` header, in ms (undefined when the header lacks it). */
export function serverTimingMs(header: string | null, metric: string): number | undefined {
  for (const entry of header?.split(',') ?? []) {
    const [name, ...params] = entry.split(';').map((part) => part.trim());
    if (name !== metric) continue;
    const dur = params.find((param) => param.startsWith('dur='));
    const ms = dur === undefined ? Number.NaN : Number(dur.slice(4));
    if (Number.isFinite(ms)) return ms;
  }
  return undefined;
}

interface Span {
  start: number;
  end: number;
}

export interface TimedCall extends Span {
  group: CallGroup;
  method: string;
  path: string;
  /** The server's PDF render time for this call, when it rendered one. */
  pdfMs?: number;
}

/** A stage of a run: how many calls or waits, and the time they took (overlaps counted once). */
export interface Stage {
  count: number;
  ms: number;
}

export interface RunStages {
  ai: Stage;
  pdfSave: Stage;
  /**
   * The PDF renders inside the saves, as the server reported them: their sum, each with its wait for a free PDF
   * thread, so saves made at once can add up to more than their time.
   */
  pdfRender: Stage;
  other: Stage;
  waits: Stage;
  /** The time no call and no wait was under way: starting up and the client's own work. */
  client: Stage;
  total: Stage;
}

/** The time covered by spans, each moment once. */
export function coveredMs(spans: readonly Span[]): number {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  let covered = 0;
  let until = Number.NEGATIVE_INFINITY;
  for (const { start, end } of sorted) {
    if (end <= until) continue;
    covered += end - Math.max(start, until);
    until = end;
  }
  return covered;
}

/** Records the calls and waits of a run; `middleware` goes on every client the run uses. */
export class RunTimings {
  readonly calls: TimedCall[] = [];
  readonly waits: Span[] = [];
  private readonly started = new Map<string, number>();

  constructor(
    /** When the run began (by default now); a process may pass its own start to count its start-up. */
    readonly since = performance.now(),
  ) {}

  readonly middleware: Middleware = {
    // Added last, so its onRequest runs after the other rules and its onResponse first.
    onRequest: ({ id }) => {
      this.started.set(id, performance.now());
      return undefined;
    },
    onResponse: ({ id, request, schemaPath, response }) => {
      this.finish(id, request.method, schemaPath, response.headers.get('server-timing'));
      return undefined;
    },
    onError: ({ id, request, schemaPath }) => {
      this.finish(id, request.method, schemaPath, null);
      return undefined;
    },
  };

  private finish(id: string, method: string, path: string, serverTiming: string | null): void {
    const start = this.started.get(id);
    if (start === undefined) return;
    this.started.delete(id);
    const pdfMs = serverTimingMs(serverTiming, PDF_TIMING_METRIC);
    this.calls.push({ group: callGroup(method, path), method, path, start, end: performance.now(), pdfMs });
  }

  /** Waits `ms` and records it (a poll's pause, a retry's back-off). */
  async wait(ms: number): Promise<void> {
    const start = performance.now();
    await new Promise((resolve) => setTimeout(resolve, ms));
    this.waits.push({ start, end: performance.now() });
  }

  /** The stages so far. */
  stages(now = performance.now()): RunStages {
    const group = (g: CallGroup): Stage => {
      const calls = this.calls.filter((call) => call.group === g);
      return { count: calls.length, ms: coveredMs(calls) };
    };
    const renders = this.calls.filter((call) => call.pdfMs !== undefined);
    const busy = coveredMs([...this.calls, ...this.waits]);
    const total = now - this.since;
    return {
      ai: group('ai'),
      pdfSave: group('pdfSave'),
      pdfRender: { count: renders.length, ms: renders.reduce((sum, call) => sum + (call.pdfMs ?? 0), 0) },
      other: group('other'),
      waits: { count: this.waits.length, ms: coveredMs(this.waits) },
      client: { count: 0, ms: Math.max(0, total - busy) },
      total: { count: this.calls.length, ms: total },
    };
  }
}

/** The stages as lines of a table (English: a figure table for developers and the benchmark). */
export function stageLines(stages: RunStages): string[] {
  const rows: Array<[string, Stage, string]> = [
    ['AI answers', stages.ai, 'calls'],
    ['result saves (render PDFs)', stages.pdfSave, 'calls'],
    ['  PDF renders (server, sum)', stages.pdfRender, 'PDFs'],
    ['other calls', stages.other, 'calls'],
    ['waits (sleeps, polling)', stages.waits, 'waits'],
    ['client (start-up, own work)', stages.client, ''],
    ['total', stages.total, 'calls'],
  ];
  return rows.map(([name, stage, unit]) =>
    `${name.padEnd(28)} ${`${(stage.ms / 1000).toFixed(2)} s`.padStart(8)}  ${unit ? `${stage.count} ${unit}` : ''}`.trimEnd(),
  );
}
