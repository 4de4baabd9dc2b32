// The reading measured on the shared reading corpus (../shared/corpus/ideas.jsonl beside the repository): 80
// hand-annotated one-liners, scored per slot by the corpus README's rules against the goals. The corpus is a test
// set only: nothing of it is in the reader's word lists.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readFrame } from './read.js';
import { type AnnotatedIdea, formatReadingTable, READING_GOALS, SCORED_SLOTS, scoreCorpus } from './score.js';

const CORPUS = fileURLToPath(new URL('../../../../shared/corpus/ideas.jsonl', import.meta.url));

describe('the reading on the shared corpus', () => {
  it('finds the shared corpus beside the repository', () => {
    expect(existsSync(CORPUS), `${CORPUS} is missing: the shared/ folder must lie beside the repository`).toBe(true);
  });
  const ideas = existsSync(CORPUS)
    ? readFileSync(CORPUS, 'utf8')
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => JSON.parse(line) as AnnotatedIdea)
    : [];
  const scores = scoreCorpus(ideas, (idea) => readFrame({ text: idea.idea }, idea.lang));

  it.each(SCORED_SLOTS.map((slot) => [slot]))('reads %s at or above its goal', (slot) => {
    const score = scores.find((s) => s.slot === slot)!;
    expect(ideas.length).toBeGreaterThan(0);
    expect(
      score.percent,
      `${formatReadingTable(scores, 'reading')}\n${JSON.stringify(score.failures, null, 1)}`,
    ).toBeGreaterThanOrEqual(READING_GOALS[slot]);
  });
});
