// The shared reading corpus (../shared/corpus beside the repository: ideas.jsonl, annotated by hand as its README
// says) in the quality runner: its reading table (how well the idea frame reader reads each slot), and its ideas as
// corpus entries of the whole track, converted when they are loaded. It is a test set: nothing of it is copied
// into the repository, and never into the engine's code or banks.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFrame } from '@idea-studio/assistant';
import {
  type AnnotatedIdea,
  formatReadingTable,
  type ReadingScore,
  scoreCorpus,
} from '@idea-studio/assistant/reading/score';
import type { CorpusEntry } from './corpus.js';
import type { Lang } from './track.js';

export type { AnnotatedIdea };

const here = dirname(fileURLToPath(import.meta.url));
/** The repository's root: the shared folder lies beside it (in CI a copy of shared/ beside the clone). */
const ROOT = resolve(here, '..', '..');
export const SHARED_CORPUS = resolve(ROOT, '..', 'shared', 'corpus');

/** The annotated ideas of the shared corpus; a clear error when the folder is not beside the repository. */
export function loadSharedIdeas(dir = SHARED_CORPUS): AnnotatedIdea[] {
  const file = join(dir, 'ideas.jsonl');
  if (!existsSync(file)) {
    throw new Error(
      `The shared reading corpus is missing: expected ${file} (the folder shared/corpus beside the repository root ${ROOT}). ` +
        'Put a copy of shared/ next to the clone, then run again.',
    );
  }
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line, n) => {
      try {
        return JSON.parse(line) as AnnotatedIdea;
      } catch (error) {
        throw new Error(`${file}:${n + 1}: ${(error as Error).message}`);
      }
    });
}

/** The reading of every idea, scored per slot against the annotation (the reader runs in this process: < 2 s). */
export function scoreReading(ideas: readonly AnnotatedIdea[]): ReadingScore[] {
  return scoreCorpus([...ideas], (idea) => readFrame({ text: idea.idea }, idea.lang));
}

/** The reading table `npm run quality` prints, with the failing ideas of the slots below their goal. */
export function formatReading(ideas: readonly AnnotatedIdea[], scores: ReadingScore[], failures = 5): string {
  const lines = [
    formatReadingTable(scores, `Reading of the idea frame: ${ideas.length} ideas of shared/corpus/ideas.jsonl`),
  ];
  for (const score of scores) {
    if (score.percent >= score.goal || failures <= 0) continue;
    lines.push('', `✗ reading ${score.slot}: ${score.failures.length} of ${score.total} ideas wrong`);
    for (const f of score.failures.slice(0, failures)) {
      lines.push(`  • ${f.id}: read ${JSON.stringify(f.read)}, annotated ${JSON.stringify(f.expected)}`);
    }
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// The annotated ideas as corpus entries of the whole track

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}'’-]+/u)
    .filter(Boolean);

/** A span's longest word (the reading corpus's own rule for settings, partners and channels). */
export function longestWord(text: string): string {
  return [...words(text)].sort((a, b) => b.length - a.length)[0] ?? '';
}

/** A named detail as a term that must survive: the span, or its longest word. */
export function spanTerm(span: string): string {
  const longest = longestWord(span);
  const whole = span.trim();
  return longest && longest !== whole.toLowerCase() ? `${whole}|${longest}` : whole;
}

const KIND_OF_SHAPE: Record<AnnotatedIdea['shape'], CorpusEntry['kind']> = {
  service_visit: 'service',
  repair: 'service',
  health_care: 'service',
  education: 'service',
  other: 'service',
  rental: 'rental',
  swap_or_sharing: 'rental',
  subscription_box: 'subscription',
  club_or_membership: 'subscription',
  marketplace: 'marketplace',
  platform_matching: 'marketplace',
  software_b2b: 'product',
  software_b2c: 'product',
  food: 'product',
  physical_product: 'product',
};

/**
 * Who stands for people named by a family role or an age, as the hand-written quality corpus marks them (its
 * `proxies`): a mother is one of the parents and of the families, a pensioner one of the seniors. General words of
 * kinship and age, in both languages; nothing of any one idea.
 */
const ROLE_PROXIES: Record<Lang, Record<string, string[]>> = {
  en: {
    parent: ['mother', 'father', 'mum', 'dad', 'parent'],
    family: ['mother', 'father', 'mum', 'dad', 'parent'],
    families: ['mother', 'father', 'mum', 'dad', 'parent'],
    parents: ['mother', 'father', 'mum', 'dad', 'parent'],
    seniors: ['retired', 'retiree', 'pensioner'],
    senior: ['retired', 'retiree', 'pensioner'],
    pensioner: ['retired', 'retiree', 'senior'],
    elderly: ['retired', 'retiree', 'pensioner', 'senior'],
  },
  de: {
    eltern: ['Mutter', 'Vater', 'Elternteil'],
    familie: ['Mutter', 'Vater', 'Eltern', 'Elternteil'],
    familien: ['Mutter', 'Vater', 'Eltern', 'Elternteil'],
    senioren: ['Rentner', 'Rentnerin', 'Ruhestand', 'pensioniert', 'Pensionär'],
    senior: ['Rentner', 'Rentnerin', 'Ruhestand', 'pensioniert', 'Pensionär'],
    seniorinnen: ['Rentnerin', 'Ruhestand', 'pensioniert'],
    ältere: ['Rentner', 'Rentnerin', 'Ruhestand', 'pensioniert'],
  },
};

/** The proxies of an idea's people head words (ROLE_PROXIES). */
function proxiesOf(heads: readonly string[], lang: Lang): string[] {
  const table = ROLE_PROXIES[lang];
  return [...new Set(heads.flatMap((head) => table[head.toLowerCase()] ?? []))];
}

/**
 * An annotated idea in the quality runner's shape: the sufferer words are its people's head words, the setting,
 * partners, channels and price are the annotated spans (each the span or its longest word), and the offer's and
 * the people's head words are kept for the criterion that looks for them in every artifact.
 */
export function toCorpusEntry(idea: AnnotatedIdea): CorpusEntry {
  const entry: CorpusEntry = {
    id: idea.id,
    lang: idea.lang,
    idea: idea.idea,
    b2b: idea.shape === 'software_b2b',
    kind: KIND_OF_SHAPE[idea.shape] ?? 'service',
    sufferer: idea.people ? [...idea.people_head] : [],
    shared: true,
    offerHead: [...idea.offer_head],
    peopleHead: idea.people ? [...idea.people_head] : [],
    priceKind: idea.price_kind ?? null,
  };
  const proxies = proxiesOf(entry.sufferer, idea.lang);
  if (proxies.length) entry.proxies = proxies;
  if (idea.setting) entry.setting = [spanTerm(idea.setting)];
  if (idea.partners.length) entry.partners = idea.partners.map(spanTerm);
  if (idea.channels.length) entry.channels = idea.channels.map(spanTerm);
  if (idea.price) entry.revenue = [spanTerm(idea.price)];
  return entry;
}

export function loadSharedCorpus(dir = SHARED_CORPUS): CorpusEntry[] {
  return loadSharedIdeas(dir).map(toCorpusEntry);
}
