import type { Database as SqliteFile, Statement } from 'better-sqlite3';
import type { PostgresPool, PostgresPoolClient, SqliteDatabase } from 'kysely';
import type pg from 'pg';

/**
 * Prepared-statement reuse. Kysely hands each query to the driver as SQL text: better-sqlite3 then compiles it
 * again on every `prepare`, and pg sends it to the server to be parsed again. Both cost more than running the
 * query on a hot read. The SQL texts come from our query builders (values are parameters), so there are few of
 * them; the caches are bounded all the same.
 */
export const MAX_CACHED_STATEMENTS = 500;

/** A better-sqlite3 database whose `prepare` answers the statement it compiled before for the same SQL. */
export function sqliteWithStatementCache(file: SqliteFile, max = MAX_CACHED_STATEMENTS): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    close: () => file.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) {
        // Most recently used last: the first key is the one to evict.
        statements.delete(sql);
      } else {
        statement = file.prepare(sql);
        if (statements.size >= max) statements.delete(statements.keys().next().value as string);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

/** Counts the statements that may change data (anything but a `select`), e.g. to know whether a request wrote. */
export interface WriteCounter {
  writes: number;
}

const READ_ONLY = /^\s*select\b/i;

/**
 * A pg pool whose clients run Kysely's queries as named prepared statements: PostgreSQL parses and plans each SQL
 * text once per connection. Names come from a process-wide table; past `max` texts, further ones run unnamed.
 */
export function pgPoolWithNamedStatements(
  pool: pg.Pool,
  writes?: WriteCounter,
  max = MAX_CACHED_STATEMENTS,
): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (sql: string): string | undefined => {
    let name = names.get(sql);
    if (name === undefined && names.size < max) {
      name = `s${names.size + 1}`;
      names.set(sql, name);
    }
    return name;
  };
  // Only parameterised queries are named: they use the extended protocol already, so naming them changes nothing
  // else. Transaction control, migrations (several statements in one text) and cursors pass through.
  const run = (client: pg.PoolClient, sql: unknown, parameters?: ReadonlyArray<unknown>) => {
    if (typeof sql !== 'string' || !parameters?.length) return client.query(sql as never, parameters as never);
    const name = nameOf(sql);
    return name ? client.query({ name, text: sql, values: [...parameters] }) : client.query(sql, [...parameters]);
  };
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      return {
        query: ((sql: unknown, parameters?: ReadonlyArray<unknown>) => {
          const answer = run(client, sql, parameters);
          if (!writes || (typeof sql === 'string' && READ_ONLY.test(sql))) return answer;
          if (typeof answer?.then !== 'function') {
            writes.writes += 1; // a submittable (cursor) answers by events, not a promise
            return answer;
          }
          // Counted once the statement has finished (a transaction's with its `commit`), never when it is sent: a
          // fence sent after the count must follow the write's notification (cache/versions-postgres.ts).
          return answer.then((result: unknown) => {
            writes.writes += 1;
            return result;
          });
        }) as unknown as PostgresPoolClient['query'],
        release: () => client.release(),
      };
    },
    end: () => pool.end(),
  };
}
