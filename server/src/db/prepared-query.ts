import { type Compilable, type CompiledQuery, createQueryId } from 'kysely';
import type { Db } from './database.js';

/** A value a prepared query takes: one parameter, or a list of them (an `in (…)` list). */
export type PreparedValue = string | number | null;
export type PreparedArgument = PreparedValue | readonly PreparedValue[];

/** Where each parameter of the compiled SQL comes from: a call's value (argument, list item) or a constant. */
type Slot = { argument: number; item?: number } | { constant: unknown };

/** Templates kept per handle at most (list lengths); past it, further shapes are compiled on each call. */
const MAX_SHAPES = 64;

interface Template {
  compiled: CompiledQuery;
  slots: Slot[];
}

// Markers stand in for the values while the query is built (a call's own values are never inspected); the
// constants a builder writes itself hold no NUL character.
const MARK = '\u0000prepared-value:';
const marker = (argument: number, item?: number) => `${MARK}${argument}${item === undefined ? '' : `.${item}`}`;

function slotOf(parameter: unknown): Slot {
  if (typeof parameter !== 'string' || !parameter.includes(MARK)) return { constant: parameter };
  const match = parameter.startsWith(MARK) ? /^(\d+)(?:\.(\d+))?$/.exec(parameter.slice(MARK.length)) : null;
  // A marker inside a longer value means the builder changed the value instead of passing it on.
  if (!match) throw new Error(`A prepared query must pass its values unchanged (got ${JSON.stringify(parameter)}).`);
  return match[2] === undefined
    ? { argument: Number(match[1]) }
    : { argument: Number(match[1]), item: Number(match[2]) };
}

function compileTemplate(query: Compilable<unknown>): Template {
  const compiled = query.compile();
  if (compiled.sql.includes(MARK)) throw new Error('A prepared query must pass its values as parameters, not as SQL.');
  return { compiled, slots: compiled.parameters.map(slotOf) };
}

/**
 * A hot query built and compiled to SQL once, then run with each call's values. Kysely otherwise builds the query
 * tree and compiles it anew on every call, which cost the mixed workload of the bench about a tenth of the
 * server's CPU. `build` receives markers in place of the values and must hand them to the builder unchanged (as
 * `where` or `set` values, or list items): a query whose shape depends on a value cannot be prepared. One template
 * is kept per database handle (its dialect compiles the SQL) and per length of each list argument; a transaction
 * is a handle of its own, so queries in one are compiled each time, as before.
 */
export function preparedQuery<A extends readonly PreparedArgument[], R>(
  build: (db: Db, ...values: A) => Compilable<R>,
): (db: Db, ...values: A) => Promise<R[]> {
  const byHandle = new WeakMap<Db, Map<string, Template>>();
  return async (db, ...values) => {
    let templates = byHandle.get(db);
    if (!templates) {
      templates = new Map();
      byHandle.set(db, templates);
    }
    const shape = values.map((value) => (Array.isArray(value) ? value.length : '')).join(',');
    let template = templates.get(shape);
    if (!template) {
      const markers = values.map((value, argument) =>
        Array.isArray(value) ? value.map((_item, item) => marker(argument, item)) : marker(argument),
      ) as unknown as A;
      template = compileTemplate(build(db, ...markers));
      if (templates.size < MAX_SHAPES) templates.set(shape, template);
    }
    const parameters = template.slots.map((slot) => {
      if ('constant' in slot) return slot.constant;
      const value = values[slot.argument];
      return slot.item === undefined ? value : (value as readonly PreparedValue[])[slot.item];
    });
    const result = await db.executeQuery<R>({ ...template.compiled, parameters, queryId: createQueryId() });
    return result.rows;
  };
}
