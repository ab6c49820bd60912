import { type Column, type Placeholder, type SQL, sql, type Table } from 'drizzle-orm';
import type { Database } from './client';

interface PreparedStatement<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d/;

/** The connection a Drizzle handle runs its statements on: the pool, PGlite, or a transaction's. */
function connectionOf(db: Database): unknown {
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client;
  if (!client) throw new Error('this Drizzle handle has no session client (was Drizzle upgraded?)');
  return client;
}

/**
 * A statement whose SQL Drizzle builds once (ADR 0450). Drizzle builds a statement's SQL from its
 * parts on every run, and that was the largest share of a sale's CPU (docs/performance.md); its
 * prepared statements keep the SQL but stay bound to the handle they were made on, and a statement
 * of a transaction must run on the transaction's connection (on PGlite, anything else waits for the
 * transaction to end). So the statement is prepared once, with `sql.placeholder` for every value,
 * and each call answers it bound to the connection of the handle it is given.
 *
 * A value fixed when the statement is built would be sent on every run: a column's `$onUpdate` time
 * (`updated_at`) or any Date. Such a statement is refused when it is first built: give the column a
 * placeholder. Nullable jsonb and timestamp columns need `sql` placeholders and the value as the
 * driver takes it (Drizzle maps a placeholder's null through the column: `'null'` or a throw).
 */
export function preparedOnce<S extends PreparedStatement<unknown>>(
  build: (db: Database) => S,
): (db: Database) => S {
  let made: S | undefined;
  return (db) => {
    if (!made) {
      const statement = build(db);
      // Drizzle has already mapped a Date to its ISO text by then.
      const fixed = (statement as unknown as { params?: unknown[] }).params?.find(
        (value) => value instanceof Date || (typeof value === 'string' && ISO_TIME.test(value)),
      );
      if (fixed) throw new Error(`a prepared statement fixes a time when it is built: ${String(fixed)}`);
      if (!('client' in (statement as object))) {
        throw new Error('a prepared statement has no client to bind (was Drizzle upgraded?)');
      }
      made = statement;
    }
    return Object.create(made, { client: { value: connectionOf(db) } }) as S;
  };
}

/**
 * A placeholder that an update's `set` takes (its types accept no bare placeholder), mapped through
 * `column` as a value would be: a Date becomes the column's text. Not for a null value (see above).
 */
export function placeholderFor(column: Column, name: string): SQL {
  return sql`${sql.param(sql.placeholder(name), column)}`;
}

/**
 * One placeholder per column key, named as the key: the values of a prepared insert whose caller
 * passes the row itself. Every listed column must be given (Drizzle throws on a missing one).
 */
export function placeholdersFor<T extends Table, K extends keyof T['$inferInsert'] & string>(
  _table: T,
  keys: readonly K[],
): Record<K, Placeholder<K>> {
  return Object.fromEntries(keys.map((key) => [key, sql.placeholder(key)])) as Record<K, Placeholder<K>>;
}

/**
 * `preparedOnce` for a statement that writes a number of rows: one prepared statement per number,
 * made when that number first comes (a movement's legs, an event's recipients: a handful each).
 */
export function preparedPerCount<S extends PreparedStatement<unknown>>(
  build: (db: Database, count: number) => S,
): (db: Database, count: number) => S {
  const byCount = new Map<number, (db: Database) => S>();
  return (db, count) => {
    let statement = byCount.get(count);
    if (!statement) {
      statement = preparedOnce((on) => build(on, count));
      byCount.set(count, statement);
    }
    return statement(db);
  };
}

/** The values of row `index` of a prepared many-row insert: each key suffixed with the row's index. */
export function rowValues(index: number, row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [`${key}${index}`, value]));
}

/** Placeholders for row `index` of a prepared many-row insert, named as `rowValues` names them. */
export function rowPlaceholders<K extends string>(keys: readonly K[], index: number): Record<K, Placeholder> {
  return Object.fromEntries(keys.map((key) => [key, sql.placeholder(`${key}${index}`)])) as Record<
    K,
    Placeholder
  >;
}
