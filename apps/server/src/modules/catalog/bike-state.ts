import { and, eq, inArray, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { placeholderFor, preparedOnce } from '../../db/prepared';
import { products } from '../../db/schema';

// A booking's and a sale's changes, their SQL built once (ADR 0450); `updated_at` is a placeholder
// too, or the time of the first build would be written every time.
const bookStatement = preparedOnce((db) =>
  db
    .update(products)
    .set({ state: 'Booked', updatedAt: placeholderFor(products.updatedAt, 'updatedAt') })
    .where(and(eq(products.id, sql.placeholder('id')), eq(products.state, 'Available')))
    .returning({ id: products.id })
    .prepare('bike_state_book'),
);
const sellStatement = preparedOnce((db) =>
  db
    .update(products)
    .set({
      state: 'Sold',
      advertisedAt: null,
      updatedAt: placeholderFor(products.updatedAt, 'updatedAt'),
    })
    .where(and(eq(products.id, sql.placeholder('id')), inArray(products.state, ['Booked', 'Available'])))
    .returning({ id: products.id })
    .prepare('bike_state_sell'),
);

/**
 * The one owner of a bike's state: every change of `products.state` (and of its advertisement) is
 * written here, by whichever module decides it. Each change is one conditional statement that applies
 * only from the states it allows, so two requests racing for a bike cannot both win; each answers
 * what it changed. `db` is the caller's transaction, so the change commits with the booking, payment
 * or account change that caused it.
 *
 *   Available ──book──▶ Booked ──sell──▶ Sold
 *       ▲                 │
 *       └──offerAgain─────┘        Available ──withdraw──▶ Withdrawn
 *                                  Available ──sellElsewhere──▶ Sold (sold_elsewhere_at set, ADR 0093)
 *   (listed) Held ──release──▶ Available     Held ──withdraw, refuseHeld──▶ Withdrawn (ADR 0360)
 *
 * A seller's edit of the listing's fields is here too (`edit`): it applies only while the bike is
 * Available, in the same statement, so an edit cannot slip in after a booking took the bike.
 */
export function bikeState(db: Database) {
  return {
    /** Available → Booked; answers whether it changed. */
    async book(productId: string): Promise<boolean> {
      const rows = await bookStatement(db).execute({ id: productId, updatedAt: new Date() });
      return rows.length > 0;
    },

    /**
     * Their bookings ended unpaid: Booked → Available. A bike in any other state (sold, withdrawn)
     * stays as it is. `exceptSellerId`: a deactivated seller's own bikes are withdrawn instead.
     * Answers the ids of the bikes offered again.
     */
    async offerAgain(
      productIds: readonly string[],
      { exceptSellerId }: { exceptSellerId?: string } = {},
    ): Promise<string[]> {
      if (productIds.length === 0) return [];
      const filters: SQL[] = [inArray(products.id, [...productIds]), eq(products.state, 'Booked')];
      if (exceptSellerId) filters.push(ne(products.sellerId, exceptSellerId));
      const rows = await db
        .update(products)
        .set({ state: 'Available' })
        .where(and(...filters))
        .returning({ id: products.id });
      return rows.map((r) => r.id);
    },

    /** Booked (or, for a lapsed booking taken back, Available) → Sold, no longer advertised. */
    async sell(productId: string): Promise<boolean> {
      const rows = await sellStatement(db).execute({ id: productId, updatedAt: new Date() });
      return rows.length > 0;
    },

    /** The seller takes an available (or held) bike off sale: Available or Held → Withdrawn. */
    async withdraw(productId: string): Promise<boolean> {
      const rows = await db
        .update(products)
        .set({ state: 'Withdrawn' })
        .where(and(eq(products.id, productId), inArray(products.state, ['Available', 'Held'])))
        .returning({ id: products.id });
      return rows.length > 0;
    },

    /** A deactivated seller's bikes still on offer (Available or Booked) → Withdrawn; answers how many. */
    async withdrawAllOf(sellerId: string): Promise<number> {
      const rows = await db
        .update(products)
        .set({ state: 'Withdrawn' })
        .where(and(eq(products.sellerId, sellerId), inArray(products.state, ['Available', 'Booked', 'Held'])))
        .returning({ id: products.id });
      return rows.length;
    },

    /**
     * An admin publishes a listing held for its chassis number: Held → Available. The unique index
     * of live chassis numbers refuses it (a unique violation) while the other listing is live.
     */
    async release(productId: string): Promise<boolean> {
      const rows = await db
        .update(products)
        .set({ state: 'Available', postedAt: new Date() })
        .where(and(eq(products.id, productId), eq(products.state, 'Held')))
        .returning({ id: products.id });
      return rows.length > 0;
    },

    /** An admin refuses a held listing: Held → Withdrawn. */
    async refuseHeld(productId: string): Promise<boolean> {
      const rows = await db
        .update(products)
        .set({ state: 'Withdrawn' })
        .where(and(eq(products.id, productId), eq(products.state, 'Held')))
        .returning({ id: products.id });
      return rows.length > 0;
    },

    /**
     * Advertises the bike only while it is available and not yet advertised, in one statement so a
     * booking landing at the same moment wins cleanly. Answers whether a row changed.
     */
    async advertise(productId: string): Promise<boolean> {
      const rows = await db
        .update(products)
        .set({ advertisedAt: new Date() })
        .where(
          and(eq(products.id, productId), eq(products.state, 'Available'), isNull(products.advertisedAt)),
        )
        .returning({ id: products.id });
      return rows.length > 0;
    },

    /**
     * The seller's edit of an available bike's listing, in one conditional statement: a booking or
     * sale landing at the same moment wins and the edit changes nothing. Answers whether it applied.
     */
    async edit(productId: string, values: ListingEdit): Promise<boolean> {
      const rows = await db
        .update(products)
        .set(values)
        .where(and(eq(products.id, productId), eq(products.state, 'Available')))
        .returning({ id: products.id });
      return rows.length > 0;
    },

    /**
     * A new cover for an available bike (its gallery's first photo), conditional like `edit`: a
     * booking landing at the same moment wins. Answers whether it applied.
     */
    async setCover(productId: string, img: string): Promise<boolean> {
      const rows = await db
        .update(products)
        .set({ img })
        .where(and(eq(products.id, productId), eq(products.state, 'Available')))
        .returning({ id: products.id });
      return rows.length > 0;
    },

    /** Stops advertising a bike that is advertised (available or booked). Answers whether it changed. */
    async stopAdvertising(productId: string): Promise<boolean> {
      const rows = await db
        .update(products)
        .set({ advertisedAt: null })
        .where(
          and(
            eq(products.id, productId),
            inArray(products.state, ['Available', 'Booked']),
            isNotNull(products.advertisedAt),
          ),
        )
        .returning({ id: products.id });
      return rows.length > 0;
    },

    /**
     * The seller sold an available bike outside Best Bikes: Available → Sold, marked as sold
     * elsewhere (no payment, counted apart from our sales), no longer advertised. A booked bike has
     * a buyer waiting on us, so it does not change.
     */
    async sellElsewhere(productId: string): Promise<boolean> {
      const rows = await db
        .update(products)
        .set({ state: 'Sold', soldElsewhereAt: new Date(), advertisedAt: null })
        .where(and(eq(products.id, productId), eq(products.state, 'Available')))
        .returning({ id: products.id });
      return rows.length > 0;
    },
  };
}

/** What a seller may change about a listing (never its state, seller or times). */
export type ListingEdit = Pick<
  typeof products.$inferInsert,
  | 'categoryId'
  | 'productName'
  | 'description'
  | 'mobile'
  | 'originalPrice'
  | 'resalePrice'
  | 'yearsOfUse'
  | 'condition'
  | 'milage'
  | 'registrationYear'
  | 'engineCc'
  | 'previousOwners'
  | 'district'
  | 'area'
  | 'areaId'
  | 'taxTokenUntil'
  | 'registrationPapers'
  | 'modelId'
  | 'bikeType'
> &
  Partial<Pick<typeof products.$inferInsert, 'img'>>;
