// The quality corpus (corpus.json): one-line ideas, each with a human reading of who suffers and which details the
// founder named. `runCorpus` runs them all through the whole track against one server.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
}

export interface CorpusRun {
  entry: CorpusEntry;
  artifacts: TrackArtifacts;
}

const here = dirname(fileURLToPath(import.meta.url));

export function loadCorpus(file = join(here, 'corpus.json')): CorpusEntry[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { ideas: CorpusEntry[] }).ideas;
}

/** Runs the entries through the whole track, `concurrency` at a time against one server. */
export async function runCorpus(
  entries: readonly CorpusEntry[],
  concurrency = 3,
  progress?: (done: number, total: number, run: CorpusRun) => void,
): Promise<CorpusRun[]> {
  const runner = await startQualityRunner();
  let done = 0;
  try {
    return await pool(entries, concurrency, async (entry) => {
      const run = { entry, artifacts: await runner.runIdea(entry.idea, entry.lang) };
      done += 1;
      progress?.(done, entries.length, run);
      return run;
    });
  } finally {
    await runner.close();
  }
}
