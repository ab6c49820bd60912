import type { Database } from './client';

/**
 * A repository whose queries can also run inside one transaction: `transaction(fn)` hands `fn` the
 * same queries bound to that transaction, and the transaction itself (for the audit log).
 */
export function transactional<Q>(db: Database, queries: (db: Database) => Q) {
  return {
    ...queries(db),
    transaction<T>(fn: (q: Q, tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(queries(tx), tx));
    },
  };
}
