// One share of a corpus run in its own process (see runCorpus): reads the entries from the file given, runs them
// against a server of its own, checks each against the criteria and writes the runs to the output file. Progress goes to stdout, one run a line.
import { readFileSync, writeFileSync } from 'node:fs';
import { type CorpusEntry, type CorpusName, loadNamedCorpus, runCorpusHere } from './corpus.js';
import { checkRun } from './criteria.js';

const [entriesFile = '', outFile = '', concurrency = '3', corpusName = 'quality'] = process.argv.slice(2);
const entries = JSON.parse(readFileSync(entriesFile, 'utf8')) as CorpusEntry[];
const corpus = loadNamedCorpus(corpusName as CorpusName);
const runs = await runCorpusHere(
  entries,
  Number(concurrency),
  (_done, _total, run) => process.stdout.write(`${JSON.stringify({ id: run.entry.id, ms: run.artifacts.ms })}\n`),
  (run) => checkRun(run, corpus),
);
writeFileSync(outFile, JSON.stringify(runs));
