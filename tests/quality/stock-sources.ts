/**
 * Where the stock sentences of kept runs come from: the stock criterion of criteria.ts (stockProblems), its
 * per-idea share and its sentences grouped by the artifact they stand in.
 *
 *   npx tsx quality/stock-sources.ts /tmp/runs.json [top] [artifact regex]
 */
import { readFileSync } from 'node:fs';
import type { CorpusRun } from './corpus.js';
import { STOCK_MAX_SHARE, stockProblems } from './criteria.js';

const [file, topArg, filter] = process.argv.slice(2);
if (!file) throw new Error('usage: stock-sources.ts <runs.json> [top] [artifact regex]');
const only = filter ? new RegExp(filter) : undefined;
const top = Number(topArg ?? 25);
const runs = JSON.parse(readFileSync(file, 'utf8')) as CorpusRun[];
const problems = stockProblems(runs);

const shares: number[] = [];
const sentences = new Map<string, { others: number; ideas: number; where: Map<string, number> }>();
const bySource = new Map<string, number>();
for (const [, lines] of problems) {
  const head = lines[0]?.match(/\(([\d.]+) %\)/);
  shares.push(head ? Number(head[1]) : 0);
  for (const line of lines.slice(1)) {
    const m = line.match(/^stock "(.*)": (.*) \((\d+) other ideas\)$/);
    if (!m) continue;
    const [, key, where, others] = m as unknown as [string, string, string, string];
    const source = where.replace(/\[\d+\]/g, '[]');
    const s = sentences.get(key) ?? { others: Number(others), ideas: 0, where: new Map() };
    s.ideas++;
    s.where.set(source, (s.where.get(source) ?? 0) + 1);
    sentences.set(key, s);
    bySource.set(source, (bySource.get(source) ?? 0) + 1);
  }
}
shares.sort((a, b) => a - b);
const median = shares.length ? shares[Math.floor((shares.length - 1) / 2)]! : 0;
const passing = shares.filter((s) => s <= STOCK_MAX_SHARE).length;
console.log(
  `${runs.length} ideas, ${passing} passing (≤ ${STOCK_MAX_SHARE} %), median stock share ${median.toFixed(1)} %`,
);

const area = (source: string) => source.replace(/^(\w[\w-]*(?:\.(?:input|result))?(?:\.\w+)?).*$/, '$1');
const byArea = new Map<string, number>();
for (const [source, n] of bySource) byArea.set(area(source), (byArea.get(area(source)) ?? 0) + n);
console.log('\nstock sentences (per idea) by artifact:');
for (const [a, n] of [...byArea].sort((x, y) => y[1] - x[1])) console.log(`${String(n).padStart(6)}  ${a}`);

console.log(`\ntop ${top} stock sentences (ideas holding it · first artifact):`);
for (const [key, s] of [...sentences]
  .filter(([, s]) => !only || [...s.where.keys()].some((w) => only.test(w)))
  .sort((a, b) => b[1].ideas - a[1].ideas)
  .slice(0, top)) {
  const where = [...s.where].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
  console.log(`${String(s.ideas).padStart(4)}  ${where}  "${key}"`);
}
