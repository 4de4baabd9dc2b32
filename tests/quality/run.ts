// `npx tsx quality/run.ts` (from tests/): prints how well the idea frame reader reads the shared corpus's ideas
// (per slot, against its goals), runs the quality corpus (corpus.json and the shared corpus's ideas) through the
// whole track offline and prints the pass rate of every criterion and the worst failures. `--idea "<one-liner>" [--lang de]` runs one idea instead and
// writes everything its round holds to quality/out/<slug>.json. See quality/README.md.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type CorpusRun, loadWholeCorpus, runCorpus } from './corpus.js';
import { evaluate, formatFailures, formatTable } from './criteria.js';
import { formatReading, loadSharedIdeas, scoreReading } from './shared-corpus.js';
import { type Lang, startQualityRunner } from './track.js';

const here = dirname(fileURLToPath(import.meta.url));

const { values } = parseArgs({
  options: {
    idea: { type: 'string' },
    lang: { type: 'string', default: 'en' },
    concurrency: { type: 'string', default: '3' },
    processes: { type: 'string', default: '2' },
    failures: { type: 'string', default: '5' },
    only: { type: 'string' },
    out: { type: 'string' },
    from: { type: 'string' },
  },
});

function slug(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/ß/g, 'ss')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'idea'
  );
}

if (values.idea) {
  const lang = (values.lang === 'de' ? 'de' : 'en') as Lang;
  const runner = await startQualityRunner();
  try {
    const artifacts = await runner.runIdea(values.idea, lang);
    const file = values.out ?? join(here, 'out', `${slug(values.idea)}.json`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(artifacts, null, 1)}\n`);
    console.log(`${values.idea} (${lang}): whole track in ${(artifacts.ms / 1000).toFixed(1)} s`);
    for (const error of artifacts.errors) console.log(`  CLI error: ${error}`);
    console.log(`Artifacts: ${relative(process.cwd(), file) || file}`);
    // A single idea is measured with the criteria that need no other corpus idea.
    const corpus = loadWholeCorpus();
    const annotated = corpus.find((c) => c.idea === values.idea);
    if (annotated) {
      const evaluation = await evaluate([{ entry: annotated, artifacts }], corpus);
      console.log(formatTable(evaluation));
      console.log(formatFailures(evaluation, Number(values.failures)));
    } else {
      console.log('(not a corpus idea: no annotation, so no criteria are measured; read the artifacts)');
    }
  } finally {
    await runner.close();
  }
} else {
  const started = Date.now();
  // The reading first: it takes a second, in this process, and fails early when the shared corpus is missing.
  const shared = loadSharedIdeas();
  const reading = formatReading(shared, scoreReading(shared), Number(values.failures));
  console.log(`${reading}\n`);
  const corpus = loadWholeCorpus();
  const only = values.only ? new RegExp(values.only, 'i') : undefined;
  const chosen = only ? corpus.filter((c) => only.test(c.idea) || only.test(c.id)) : corpus;
  // --from: the runs a --out kept, measured again (with the corpus's current annotations) without running them.
  const runs: CorpusRun[] = values.from
    ? (JSON.parse(readFileSync(values.from, 'utf8')) as CorpusRun[])
        .map(({ checks: _old, ...run }) => ({ ...run, entry: corpus.find((c) => c.id === run.entry.id) ?? run.entry }))
        .filter((run) => chosen.includes(run.entry))
    : await runCorpus(chosen, {
        concurrency: Number(values.concurrency),
        processes: Number(values.processes),
        corpus: 'whole',
        progress: (done, total, run) =>
          process.stderr.write(`  ${done}/${total} ${(run.ms / 1000).toFixed(1)} s  ${run.id}\n`),
      });
  if (!values.from) console.error(`Ran ${runs.length} ideas in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (values.out && !values.from) {
    mkdirSync(dirname(values.out), { recursive: true });
    writeFileSync(values.out, `${JSON.stringify(runs, null, 1)}\n`);
  }
  const evaluation = await evaluate(runs, corpus);
  console.log(reading);
  console.log('');
  console.log(formatTable(evaluation));
  console.log(formatFailures(evaluation, Number(values.failures)));
  console.log(`\nWhole corpus in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
