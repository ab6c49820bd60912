import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client';
import { LOCK_SPACE } from './lock-keys';

export type Exclusive<T> = { ran: true; result: T } | { ran: false };

/**
 * Runs periodic `work` (a sweep) in one process of the shop at a time: on PostgreSQL it holds a
 * transaction-level advisory lock named `name` while the work runs, and another instance that
 * finds it taken skips its turn instead of waiting. Every sweep is also safe to run twice (each
 * change is a conditional update or a unique row), so the lock saves repeated work across
 * instances rather than guarding correctness. PGlite is one process: the work just runs.
 */
export async function runExclusive<T>(
  handle: Pick<DatabaseHandle, 'db' | 'engine'>,
  name: string,
  work: () => Promise<T>,
): Promise<Exclusive<T>> {
  if (handle.engine === 'pglite') return { ran: true, result: await work() };
  return handle.db.transaction(async (tx) => {
    const { rows } = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${LOCK_SPACE}, hashtext(${name})) as got`,
    )) as unknown as { rows: { got: boolean }[] };
    if (!rows[0]?.got) return { ran: false } as const;
    return { ran: true, result: await work() } as const;
  });
}

/**
 * Runs start-up `work` (demo data, the bootstrap Admin) in one process at a time: on PostgreSQL
 * the next instance waits for the lock, then finds the work done. PGlite is one process.
 */
export async function runSerialized<T>(
  handle: Pick<DatabaseHandle, 'db' | 'engine'>,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  if (handle.engine === 'pglite') return work();
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(${name}))`);
    return work();
  });
}
