// The whole test suite's time is not measured by the bench (it is the suite itself): `npm test` records its last
// run's duration (scripts/run-tests.mjs) and the goals table shows it next to its goal.
import { readFile } from 'node:fs/promises';
import { recordGoal } from './goals.js';

const RECORD = new URL('../../node_modules/.cache/idea-studio/last-test-run.json', import.meta.url);

export async function lastTestRun(): Promise<void> {
  let run: { seconds: number; passed: number; failed: number; finishedAt: string } | undefined;
  try {
    run = JSON.parse(await readFile(RECORD, 'utf8'));
  } catch {
    run = undefined;
  }
  console.log(
    run
      ? `\nnpm test, last whole run on this checkout: ${(run.seconds / 60).toFixed(1)} min, ${run.passed} passed, ` +
          `${run.failed} failed (ended ${run.finishedAt})`
      : '\nnpm test: no whole run recorded on this checkout yet',
  );
  recordGoal('npm test, last whole run on this checkout', run && run.seconds / 60, {
    atMost: 10,
    unit: 'min',
    digits: 1,
  });
}
