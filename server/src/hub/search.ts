import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../db/database.js';

/** A passage of a knowledge-hub file that matches a search, with its file for citing. */
export interface PassageHit {
  fileId: string;
  fileName: string;
  text: string;
  /** Relevance, higher is better (BM25 on SQLite, ts_rank on PostgreSQL: compare within one answer only). */
  score: number;
}

/** Words that say nothing about a document's topic (English and German), left out of searches. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be but by can do does for from has have how i if in into is it its me my no not of on or ' +
    'our so than that the their them then there these they this to was we were what when where which who why ' +
    'will with you your ' +
    'aber als am an auch auf aus bei bin bis da das dass dem den der des die dies doch du ein eine einem einen ' +
    'einer eines er es für hat hatte ich ihr im in ist ja kann mit nach nicht noch nur ob oder sich sie sind so ' +
    'über um und uns von vor war was wie wir wird zu zum zur'
  ).split(' '),
);

const MAX_TERMS = 24;

/**
 * The significant words of a free-text query, lower-cased and without duplicates: runs of letters and digits,
 * so nothing of the query reaches the full-text syntax (quotes, operators, brackets, `*`, `-`). Stop words and
 * single characters are dropped unless nothing else is left.
 */
export function searchTerms(query: string): string[] {
  const words = (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length <= 64);
  const unique = [...new Set(words)];
  const significant = unique.filter((word) => word.length > 1 && !STOP_WORDS.has(word));
  return (significant.length > 0 ? significant : unique).slice(0, MAX_TERMS);
}

interface HitRow {
  file_id: string;
  file_name: string;
  text: string;
  score: number | string;
}

export interface SearchOptions {
  /**
   * Match words that start with a term ("bik" finds bike, bikes): for queries of word stems. Terms shorter than
   * three characters still match whole words only.
   */
  prefix?: boolean;
}

/** Terms that may match as prefixes (long enough not to match half the hub). */
const MIN_PREFIX_CHARS = 3;

/**
 * Whether any file of the project's knowledge hub has text to search. A prompt's context reads the idea's terms for
 * the search only then: finding them tags whole texts, most of a step's offline answer where the hub is empty.
 */
export async function projectHasPassages(db: Db, projectId: string): Promise<boolean> {
  const row = await db
    .selectFrom('hub_passages')
    .select('id')
    .where('project_id', '=', projectId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The passages of a project's knowledge hub that best match `query` (any of its significant words), best
 * first. Full-text search: SQLite FTS5 (BM25) or PostgreSQL `tsvector` ('simple', ts_rank). Only the given
 * project's files are searched. The AI layer calls this for candidates and keeps those relevant to the idea
 * (ai/relevance.ts).
 */
export async function searchPassages(
  db: Db,
  projectId: string,
  query: string,
  limit = 5,
  options: SearchOptions = {},
): Promise<PassageHit[]> {
  const terms = searchTerms(query);
  const isPrefix = (term: string) => options.prefix === true && term.length >= MIN_PREFIX_CHARS;
  const count = Math.max(0, Math.min(100, Math.floor(limit)));
  if (terms.length === 0 || count === 0) return [];

  let rows: HitRow[];
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // Each term is letters and digits only, quoted as a lexeme (`:*` for a prefix) and OR-ed.
    const tsquery = terms.map((term) => `'${term}'${isPrefix(term) ? ':*' : ''}`).join(' | ');
    const result = await sql<HitRow>`
      select p.file_id, f.name as file_name, p.text, ts_rank(p.search, q.query) as score
      from hub_passages p
      join hub_files f on f.id = p.file_id
      cross join (select to_tsquery('simple', ${tsquery}) as query) q
      where p.project_id = ${projectId} and p.search @@ q.query
      order by score desc, p.file_id, p.seq
      limit ${count}`.execute(db);
    rows = result.rows;
  } else {
    // Each term is a quoted FTS5 string (letters and digits only, so no quote inside; `*` for a prefix), OR-ed.
    const match = terms.map((term) => `"${term}"${isPrefix(term) ? ' *' : ''}`).join(' OR ');
    const result = await sql<HitRow>`
      select p.file_id, f.name as file_name, p.text, -bm25(hub_passages_fts) as score
      from hub_passages_fts
      join hub_passages p on p.id = hub_passages_fts.rowid
      join hub_files f on f.id = p.file_id
      where hub_passages_fts match ${match} and p.project_id = ${projectId}
      order by score desc, p.file_id, p.seq
      limit ${count}`.execute(db);
    rows = result.rows;
  }
  return rows.map((row) => ({
    fileId: row.file_id,
    fileName: row.file_name,
    text: row.text,
    score: Number(row.score),
  }));
}
