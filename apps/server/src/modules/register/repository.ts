import { and, asc, desc, eq, inArray, isNotNull, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products, stolenChassis, user } from '../../db/schema';
import { transactional } from '../../db/transactional';
import { bikeState } from '../catalog';

const listingColumns = {
  id: products.id,
  productName: products.productName,
  state: products.state,
  resalePrice: products.resalePrice,
  milage: products.milage,
  chassisNumber: products.chassisNumber,
  engineNumber: products.engineNumber,
  postedAt: products.postedAt,
  img: products.img,
  sellerName: user.name,
  sellerEmail: user.email,
};

export type RegisterListing = {
  id: string;
  productName: string;
  state: string;
  resalePrice: number;
  milage: number | null;
  chassisNumber: string | null;
  engineNumber: string | null;
  postedAt: Date;
  img: string;
  sellerName: string;
  sellerEmail: string;
};

/**
 * The stolen list (this module's table) and the register's reads of listings; a listing's state
 * changes through the catalogue's `bikeState` (ADR 0070) in this module's transactions.
 */
export function createRegisterRepository(db: Database) {
  return transactional(db, (q) => ({
    async stolen(chassis: string) {
      const [row] = await q.select().from(stolenChassis).where(eq(stolenChassis.chassisNumber, chassis));
      return row ?? null;
    },

    async stolenList() {
      return q
        .select({
          chassisNumber: stolenChassis.chassisNumber,
          reason: stolenChassis.reason,
          createdAt: stolenChassis.createdAt,
          addedBy: user.name,
        })
        .from(stolenChassis)
        .leftJoin(user, eq(user.id, stolenChassis.addedBy))
        .orderBy(desc(stolenChassis.createdAt));
    },

    /** Adds a chassis to the stolen list; false when it was listed already. */
    async addStolen(row: { chassisNumber: string; reason: string; addedBy: string }): Promise<boolean> {
      const inserted = await q
        .insert(stolenChassis)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: stolenChassis.chassisNumber });
      return inserted.length > 0;
    },

    async removeStolen(chassis: string): Promise<boolean> {
      const removed = await q
        .delete(stolenChassis)
        .where(eq(stolenChassis.chassisNumber, chassis))
        .returning({ id: stolenChassis.chassisNumber });
      return removed.length > 0;
    },

    /** Listings with these chassis numbers in the given states, oldest first. */
    async listingsWithChassis(
      chassis: readonly string[],
      states: readonly string[],
    ): Promise<RegisterListing[]> {
      if (chassis.length === 0) return [];
      return q
        .select(listingColumns)
        .from(products)
        .innerJoin(user, eq(user.id, products.sellerId))
        .where(
          and(
            inArray(products.chassisNumber, [...chassis]),
            inArray(products.state, states as (typeof products.state._.data)[]),
          ),
        )
        .orderBy(asc(products.postedAt), asc(products.id)) as Promise<RegisterListing[]>;
    },

    /** The chassis numbers of the listings waiting for an admin. */
    async heldChassis(): Promise<string[]> {
      const rows = await q
        .selectDistinct({ chassis: products.chassisNumber })
        .from(products)
        .where(and(eq(products.state, 'Held'), isNotNull(products.chassisNumber)));
      return rows.map((r) => r.chassis ?? '');
    },

    async listing(id: string): Promise<(RegisterListing & { sellerId: string }) | null> {
      const [row] = await q
        .select({ ...listingColumns, sellerId: products.sellerId })
        .from(products)
        .innerJoin(user, eq(user.id, products.sellerId))
        .where(eq(products.id, id));
      return (row as (RegisterListing & { sellerId: string }) | undefined) ?? null;
    },

    /**
     * The other listings of a listing's chassis posted before it, oldest first (any state but held),
     * with the listing's own facts; null when the listing does not exist.
     */
    async history(id: string) {
      const [self] = await q
        .select({
          state: products.state,
          chassisNumber: products.chassisNumber,
          postedAt: products.postedAt,
          milage: products.milage,
        })
        .from(products)
        .where(eq(products.id, id));
      if (!self) return null;
      if (self.chassisNumber === null) return { self, earlier: [] };
      const earlier = await q
        .select({
          postedAt: products.postedAt,
          resalePrice: products.resalePrice,
          milage: products.milage,
          state: products.state,
        })
        .from(products)
        .where(
          and(
            eq(products.chassisNumber, self.chassisNumber),
            ne(products.id, id),
            ne(products.state, 'Held'),
            lt(products.postedAt, self.postedAt),
          ),
        )
        .orderBy(asc(products.postedAt), asc(products.id))
        .limit(50);
      return { self, earlier };
    },

    release: (id: string) => bikeState(q).release(id),
    refuse: (id: string) => bikeState(q).refuseHeld(id),
  }));
}

export type RegisterRepository = ReturnType<typeof createRegisterRepository>;
