// The quality corpus: the one-line ideas of corpus.json, each with a human reading of who suffers and which details
// the founder named, and — for the whole-track run of `npm run quality` — the ideas of the shared reading corpus
// (../shared/corpus/ideas.jsonl), converted when they are loaded (shared-corpus.ts). `runCorpus` runs them through
// the whole track against one server.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkRun, type RunChecks } from './criteria.js';
import { loadSharedCorpus } from './shared-corpus.js';
import { type Lang, pool, startQualityRunner, type TrackArtifacts } from './track.js';

export interface CorpusEntry {
  id: string;
  lang: Lang;
  /** The founder's one-liner, typed as the track's name. */
  idea: string;
  /** Businesses or their people suffer (B2B), rather than private people. */
  b2b: boolean;
  kind: 'product' | 'service' | 'marketplace' | 'rental' | 'subscription';
  /** Head words or roles a fitting persona may have ("surfer", "tourist"). */
  sufferer: string[];
  /** The age span of a fitting persona, when the words give one. */
  age?: [number, number];
  /** People who act for the sufferer and fit whatever their age ("daughter", "Angehörige"). */
  proxies?: string[];
  /** Named details: each a term that must survive, alternatives split by "|". */
  setting?: string[];
  partners?: string[];
  channels?: string[];
  revenue?: string[];
  /** From the shared reading corpus (converted at load time, never copied here). */
  shared?: boolean;
  /** The offer's head words (shared corpus): any correct reading holds them; every artifact should name them. */
  offerHead?: string[];
  /** The people's head words (shared corpus; empty when the founder named nobody). */
  peopleHead?: string[];
  /** The price's kind as annotated (shared corpus), null when no price was named. */
  priceKind?: string | null;
}

export interface CorpusRun {
  entry: CorpusEntry;
  artifacts: TrackArtifacts;
  /** The criteria's findings, when the run was checked where it ran (see criteria.ts checkRun). */
  checks?: RunChecks;
}

const here = dirname(fileURLToPath(import.meta.url));

export function loadCorpus(file = join(here, 'corpus.json')): CorpusEntry[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { ideas: CorpusEntry[] }).ideas;
}

/** Which ideas a run measures: corpus.json only (`npm test`), or with the shared corpus's ideas (`npm run quality`). */
export type CorpusName = 'quality' | 'whole';

/** corpus.json and the shared reading corpus's ideas (fails with a clear message when ../shared/corpus is missing). */
export function loadWholeCorpus(): CorpusEntry[] {
  const own = loadCorpus();
  const shared = loadSharedCorpus();
  const ids = new Set(own.map((c) => c.id));
  const clash = shared.find((c) => ids.has(c.id));
  if (clash) throw new Error(`corpus id ${clash.id} is in corpus.json and in the shared corpus`);
  return [...own, ...shared];
}

export function loadNamedCorpus(name: CorpusName): CorpusEntry[] {
  return name === 'whole' ? loadWholeCorpus() : loadCorpus();
}

/** Runs the entries through the whole track in this process, `concurrency` at a time against one server. */
export async function runCorpusHere(
  entries: readonly CorpusEntry[],
  concurrency = 3,
  progress?: (done: number, total: number, run: CorpusRun) => void,
  check?: (run: CorpusRun) => Promise<RunChecks>,
): Promise<CorpusRun[]> {
  const runner = await startQualityRunner();
  let done = 0;
  try {
    return await pool(entries, concurrency, async (entry) => {
      const run: CorpusRun = { entry, artifacts: await runner.runIdea(entry.idea, entry.lang) };
      // Checked while the other ideas run: the linter's work overlaps the waits of the track.
      if (check) run.checks = await check(run);
      done += 1;
      progress?.(done, entries.length, run);
      return run;
    });
  } finally {
    await runner.close();
  }
}

export interface CorpusRunOptions {
  /** Ideas at a time per process (each process has one server). */
  concurrency?: number;
  /** Processes sharing the ideas, each with its own server: the engine's work is synchronous, one core each. */
  processes?: number;
  progress?: (done: number, total: number, run: { id: string; ms: number }) => void;
  /** The corpus the entries come from: the other ideas' words are measured against it (default corpus.json). */
  corpus?: CorpusName;
}

/** Runs the entries through the whole track; answers the runs in the entries' order. */
export async function runCorpus(entries: readonly CorpusEntry[], options: CorpusRunOptions = {}): Promise<CorpusRun[]> {
  const { concurrency = 3, processes = 1, progress, corpus: corpusName = 'quality' } = options;
  let done = 0;
  const report = (run: { id: string; ms: number }) => {
    done += 1;
    progress?.(done, entries.length, run);
  };
  if (processes <= 1) {
    const corpus = loadNamedCorpus(corpusName);
    return runCorpusHere(
      entries,
      concurrency,
      (_d, _t, run) => report({ id: run.entry.id, ms: run.artifacts.ms }),
      (run) => checkRun(run, corpus),
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'idea-studio-quality-'));
  try {
    const shares = Array.from({ length: processes }, (_, n) => entries.filter((_e, i) => i % processes === n));
    const results = await Promise.all(
      shares.map(async (share, n) => {
        if (share.length === 0) return [];
        const input = join(dir, `share-${n}.json`);
        const output = join(dir, `runs-${n}.json`);
        writeFileSync(input, JSON.stringify(share));
        await new Promise<void>((resolve, reject) => {
          const child = spawn(
            process.execPath,
            ['--import', 'tsx', join(here, 'shard.ts'), input, output, String(concurrency), corpusName],
            {
              cwd: join(here, '..'),
              stdio: ['ignore', 'pipe', 'inherit'],
            },
          );
          let pending = '';
          child.stdout.on('data', (chunk: Buffer) => {
            pending += chunk.toString();
            const lines = pending.split('\n');
            pending = lines.pop() ?? '';
            for (const line of lines) if (line.trim()) report(JSON.parse(line) as { id: string; ms: number });
          });
          child.on('error', reject);
          child.on('close', (code) =>
            code === 0 ? resolve() : reject(new Error(`corpus share ${n} failed (${code})`)),
          );
        });
        return JSON.parse(readFileSync(output, 'utf8')) as CorpusRun[];
      }),
    );
    const byId = new Map(results.flat().map((run) => [run.entry.id, run]));
    return entries.map((entry) => ({ ...byId.get(entry.id)!, entry }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
