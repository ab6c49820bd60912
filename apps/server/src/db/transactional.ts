import type { Database } from './client';

/**
 * A repository's queries, plus `transaction(fn)`: `fn` gets the same queries bound to one transaction
 * (which can open a savepoint the same way), and the transaction itself (for the audit log).
 */
export type Transactional<Q> = Q & {
  transaction<T>(fn: (q: Transactional<Q>, tx: Database) => Promise<T>): Promise<T>;
};

/**
 * The one transaction helper: every repository is built with it. Inside a transaction,
 * `transaction(fn)` runs `fn` in a savepoint, rolled back alone when `fn` throws.
 */
export function transactional<Q>(db: Database, queries: (db: Database) => Q): Transactional<Q> {
  return {
    ...queries(db),
    transaction<T>(fn: (q: Transactional<Q>, tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => {
        const bound = tx as unknown as Database;
        return fn(transactional(bound, queries), bound);
      });
    },
  };
}
