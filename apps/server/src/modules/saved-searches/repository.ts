import { and, asc, count, desc, eq, exists, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  categories,
  listingAlertEvents,
  products,
  savedSearches,
  savedSearchMatches,
  user,
} from '../../db/schema';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type NewMatch = typeof savedSearchMatches.$inferInsert;

/**
 * The only code of the module that touches Drizzle: it owns `saved_searches`, `saved_search_matches`
 * and `listing_alert_events` (which a trigger on products fills, ADR 0096). Every function takes the
 * handle to run on, so the sweep can hold one transaction.
 */
export const savedSearchesRepository = {
  list(db: Database, userId: string) {
    return db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId))
      .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  },

  async count(db: Database, userId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
    return row?.n ?? 0;
  },

  async findByQuery(db: Database, userId: string, query: string) {
    const [row] = await db
      .select()
      .from(savedSearches)
      .where(and(eq(savedSearches.userId, userId), eq(savedSearches.query, query)));
    return row;
  },

  /** Inserts a search; the same query saved twice at once keeps one row (answers undefined). */
  async insert(db: Database, row: typeof savedSearches.$inferInsert) {
    const [inserted] = await db.insert(savedSearches).values(row).onConflictDoNothing().returning();
    return inserted;
  },

  async turnAlertsOn(db: Database, id: string) {
    const [row] = await db
      .update(savedSearches)
      .set({ alerts: true })
      .where(eq(savedSearches.id, id))
      .returning();
    return row;
  },

  async remove(db: Database, userId: string, id: string): Promise<number> {
    const deleted = await db
      .delete(savedSearches)
      .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
      .returning({ id: savedSearches.id });
    return deleted.length;
  },

  async ownerOf(db: Database, id: string): Promise<string | undefined> {
    const [row] = await db
      .select({ userId: savedSearches.userId })
      .from(savedSearches)
      .where(eq(savedSearches.id, id));
    return row?.userId;
  },

  /** Turns a search's alerts off by its mail's token; answers its name and query, or undefined for an unknown token. */
  async unsubscribe(db: Database, token: string): Promise<{ name: string; query: string } | undefined> {
    const [row] = await db
      .update(savedSearches)
      .set({ alerts: false })
      .where(eq(savedSearches.unsubscribeToken, token))
      .returning({ name: savedSearches.name, query: savedSearches.query });
    return row;
  },

  /**
   * Records a bike published after it was stored (a held listing an admin released) as a new listing,
   * as the products trigger records an insert (migration 0010): only while it is available and some
   * saved search has alerts on. The trigger itself records no `listed` event on an update.
   */
  async recordListed(db: Database, productId: string): Promise<void> {
    await db.execute(sql`
      insert into ${listingAlertEvents} (product_id, kind, price_from, price_to)
      select ${products.id}, 'listed', null, ${products.resalePrice} from ${products}
      where ${products.id} = ${productId} and ${products.state} = 'Available'
        and exists (select 1 from ${savedSearches} where ${savedSearches.alerts})`);
  },

  /** The oldest listing events not matched yet. */
  events(db: Database, limit: number) {
    return db.select().from(listingAlertEvents).orderBy(asc(listingAlertEvents.id)).limit(limit);
  },

  async deleteEvents(db: Database, ids: number[]) {
    if (ids.length) await db.delete(listingAlertEvents).where(inArray(listingAlertEvents.id, ids));
  },

  alerting(db: Database) {
    return db
      .select({ id: savedSearches.id, userId: savedSearches.userId, query: savedSearches.query })
      .from(savedSearches)
      .where(eq(savedSearches.alerts, true));
  },

  async insertMatches(db: Database, rows: NewMatch[]) {
    if (rows.length) await db.insert(savedSearchMatches).values(rows).onConflictDoNothing();
  },

  /**
   * Searches with alerts on, a match no digest took yet, and no digest in the last 24 hours (`since`):
   * the first digest after saving goes as soon as there is a match.
   */
  async dueDigests(db: Database, since: Date): Promise<string[]> {
    const pending = db
      .select({ one: sql`1` })
      .from(savedSearchMatches)
      .where(
        and(eq(savedSearchMatches.savedSearchId, savedSearches.id), isNull(savedSearchMatches.digestedAt)),
      );
    const rows = await db
      .select({ id: savedSearches.id })
      .from(savedSearches)
      .where(
        and(
          eq(savedSearches.alerts, true),
          or(isNull(savedSearches.lastDigestAt), lte(savedSearches.lastDigestAt, since)),
          exists(pending),
        ),
      );
    return rows.map((r) => r.id);
  },

  /**
   * Takes a due search's pending matches into a digest stamped `at`: conditional on the search still
   * being due, so two sweeps never make two digests. Answers how many matches it took (0: not due).
   */
  async claimDigest(db: Database, id: string, at: Date, since: Date): Promise<number> {
    const claimed = await db
      .update(savedSearches)
      .set({ lastDigestAt: at })
      .where(
        and(
          eq(savedSearches.id, id),
          eq(savedSearches.alerts, true),
          or(isNull(savedSearches.lastDigestAt), lte(savedSearches.lastDigestAt, since)),
        ),
      )
      .returning({ id: savedSearches.id });
    if (claimed.length === 0) return 0;
    const taken = await db
      .update(savedSearchMatches)
      .set({ digestedAt: at })
      .where(and(eq(savedSearchMatches.savedSearchId, id), isNull(savedSearchMatches.digestedAt)))
      .returning({ id: savedSearchMatches.id });
    return taken.length;
  },

  /** A digest as its mail tells it: the search, its owner, and the bikes it took that are still available. */
  async digest(db: Database, id: string, at: Date) {
    const [search] = await db
      .select({
        query: savedSearches.query,
        alerts: savedSearches.alerts,
        token: savedSearches.unsubscribeToken,
        userId: user.id,
        email: user.email,
        userName: user.name,
        locale: user.locale,
      })
      .from(savedSearches)
      .innerJoin(user, eq(user.id, savedSearches.userId))
      .where(eq(savedSearches.id, id));
    if (!search) return undefined;
    const bikes = await db
      .select({
        productId: products.id,
        productName: products.productName,
        categoryName: categories.name,
        location: products.district,
        price: products.resalePrice,
        kind: savedSearchMatches.kind,
        priceFrom: savedSearchMatches.priceFrom,
      })
      .from(savedSearchMatches)
      .innerJoin(products, eq(products.id, savedSearchMatches.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(
        and(
          eq(savedSearchMatches.savedSearchId, id),
          eq(savedSearchMatches.digestedAt, at),
          eq(products.state, 'Available'),
        ),
      )
      .orderBy(asc(savedSearchMatches.createdAt), asc(savedSearchMatches.id));
    return { search, bikes };
  },
};
