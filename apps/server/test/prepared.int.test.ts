import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedOnce } from '../src/db/prepared';
import { products } from '../src/db/schema';
import { bikeState } from '../src/modules/catalog';
import { createBike } from './factories/bookings';
import { buildTestApp, createUser, type TestApp } from './helpers';

/**
 * Statements whose SQL is built once (ADR 0450) run on the connection of the handle they are given:
 * inside a transaction they are part of it, and a value fixed at their first build is refused.
 */
describe('statements prepared once', () => {
  let t: TestApp;
  let sellerId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    sellerId = (await createUser(t, { role: 'Seller' })).id;
  });
  afterAll(() => t.close());

  const stateOf = async (id: string) =>
    (await t.db.select({ state: products.state }).from(products).where(eq(products.id, id)))[0]?.state;
  const updatedAtOf = async (id: string) =>
    (await t.db.select({ at: products.updatedAt }).from(products).where(eq(products.id, id)))[0]?.at;

  it('runs inside the transaction it is given: rolled back with it, seen by its later reads', async () => {
    const id = await createBike(t, { id: sellerId });
    // Built first on the pool, as the app's first booking may build it.
    expect(await bikeState(t.db).book(await createBike(t, { id: sellerId }))).toBe(true);
    const seenInside = await t.db
      .transaction(async (tx) => {
        // Bound to the pool instead, this change would commit on its own (PostgreSQL) or wait for
        // the transaction to end, for ever (PGlite).
        expect(await bikeState(tx).book(id)).toBe(true);
        const [row] = await tx.select({ state: products.state }).from(products).where(eq(products.id, id));
        throw Object.assign(new Error('roll back'), { seen: row?.state });
      })
      .catch((err: { seen?: string }) => err.seen);
    expect(seenInside).toBe('Booked');
    expect(await stateOf(id)).toBe('Available');
    // The same statement on the pool again: it commits.
    expect(await bikeState(t.db).book(id)).toBe(true);
    expect(await stateOf(id)).toBe('Booked');
  });

  it('writes the time of each run, not of its first build', async () => {
    // Built by the test above (or by the first call here): a time fixed then is older than `before`.
    for (const id of [await createBike(t, { id: sellerId }), await createBike(t, { id: sellerId })]) {
      const before = new Date();
      await bikeState(t.db).book(id);
      expect((await updatedAtOf(id))!.getTime()).toBeGreaterThanOrEqual(before.getTime());
    }
  });

  it('refuses a statement that would fix a time when it is built', () => {
    // products.updated_at has $onUpdate: without a placeholder of its own, the first build's time
    // would be sent on every run.
    const frozen = preparedOnce((db) =>
      db
        .update(products)
        .set({ state: 'Withdrawn' })
        .where(eq(products.id, sql.placeholder('id')))
        .prepare('test_frozen_update'),
    );
    expect(() => frozen(t.db)).toThrow(/fixes a time/);
  });
});
