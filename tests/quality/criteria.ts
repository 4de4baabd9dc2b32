// The criteria of the quality corpus, each a pass rate in % (filled in below).
import type { CorpusEntry, CorpusRun } from './corpus.js';

export interface Failure {
  idea: string;
  criterion: string;
  text: string;
}
export interface Evaluation {
  ideas: number;
  rows: { criterion: string; passed: number; total: number }[];
  failures: Failure[];
}
export function evaluate(runs: CorpusRun[], _corpus: CorpusEntry[]): Evaluation {
  return { ideas: runs.length, rows: [], failures: [] };
}
export function formatTable(e: Evaluation): string {
  return `${e.ideas} ideas`;
}
export function formatFailures(_e: Evaluation, _n: number): string {
  return '';
}
