import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { conversations, offers, products, user } from '../../db/schema';
import { type Transactional, transactional } from '../../db/transactional';

export type OfferRow = typeof offers.$inferSelect;
export type NewOffer = typeof offers.$inferInsert;

/** The accepted offer a new booking is priced by, read by every booking (ADR 0450: built once). */
const agreedStatement = preparedOnce((db) =>
  db
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.productId, sql.placeholder('productId')),
        eq(offers.buyerId, sql.placeholder('buyerId')),
        eq(offers.state, 'accepted'),
        gt(offers.bookableUntil, sql.placeholder('at')),
      ),
    )
    .orderBy(desc(offers.endedAt))
    .limit(1)
    .prepare('offers_agreed'),
);

/** The only code of the module that touches Drizzle: it owns `offers` and reads bikes, accounts and conversations. */
function queries(db: Database) {
  return {
    /** The bike as offers need it: its seller, state and listed price (whole Taka). */
    async bike(productId: string) {
      const [row] = await db
        .select({
          id: products.id,
          sellerId: products.sellerId,
          state: products.state,
          price: products.resalePrice,
          name: products.productName,
        })
        .from(products)
        .where(eq(products.id, productId));
      return row;
    },

    /** A conversation's bike and two people (read here; the conversations module writes it). */
    async conversation(id: string) {
      const [row] = await db
        .select({
          id: conversations.id,
          productId: conversations.productId,
          buyerId: conversations.buyerId,
          sellerId: conversations.sellerId,
        })
        .from(conversations)
        .where(eq(conversations.id, id));
      return row;
    },

    async role(userId: string) {
      const [row] = await db.select({ role: user.role }).from(user).where(eq(user.id, userId));
      return row?.role ?? null;
    },

    /**
     * Every offer of a bike and buyer (their conversation), newest first, locked for the action's
     * transaction when `lock` (two answers at once see each other's outcome, not a stale row).
     */
    async ofPair(productId: string, buyerId: string, lock = false) {
      const q = db
        .select()
        .from(offers)
        .where(and(eq(offers.productId, productId), eq(offers.buyerId, buyerId)))
        .orderBy(desc(offers.createdAt), desc(offers.id));
      return lock ? q.for('update') : q;
    },

    async find(id: string) {
      const [row] = await db.select().from(offers).where(eq(offers.id, id));
      return row;
    },

    async insert(values: NewOffer) {
      await db.insert(offers).values(values);
    },

    /** Ends an open offer (only while it is open: answers false when it was not). */
    async end(
      id: string,
      state: 'accepted' | 'declined' | 'countered' | 'withdrawn' | 'expired',
      at: Date,
      bookableUntil: Date | null = null,
    ): Promise<boolean> {
      const rows = await db
        .update(offers)
        .set({ state, endedAt: at, bookableUntil })
        .where(and(eq(offers.id, id), eq(offers.state, 'open')))
        .returning({ id: offers.id });
      return rows.length > 0;
    },

    /** Ends the open offers past their time (of one pair, or all), as of their expiry. Answers them. */
    async expireDue(at: Date, pair?: { productId: string; buyerId: string }, ids?: string[]) {
      return db
        .update(offers)
        .set({ state: 'expired', endedAt: sql`${offers.expiresAt}` })
        .where(
          and(
            eq(offers.state, 'open'),
            lte(offers.expiresAt, at),
            pair ? and(eq(offers.productId, pair.productId), eq(offers.buyerId, pair.buyerId)) : undefined,
            ids ? inArray(offers.id, ids) : undefined,
          ),
        )
        .returning();
    },

    /** Open offers past their time, oldest first (the sweep enqueues a job for each). */
    async dueIds(at: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: offers.id })
        .from(offers)
        .where(and(eq(offers.state, 'open'), lte(offers.expiresAt, at)))
        .orderBy(asc(offers.expiresAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** The accepted offer a buyer may still book a bike at, if any. */
    async agreed(productId: string, buyerId: string, at: Date) {
      const [row] = await agreedStatement(db).execute({ productId, buyerId, at });
      return row;
    },
  };
}

export type OffersRepository = Transactional<ReturnType<typeof queries>>;

export function createOffersRepository(db: Database): OffersRepository {
  return transactional(db, queries);
}
