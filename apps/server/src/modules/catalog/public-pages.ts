import { and, asc, count, eq, gt, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, products } from '../../db/schema';

/** A bike a search engine may list: on sale or held by a booking that may still lapse. */
const LIVE_STATES = ['Available', 'Booked'] as const;

/**
 * The catalogue as search engines see it (modules/seo): live bikes in id order, read a chunk at a time
 * so that a sitemap of 50,000 addresses never holds them all, and each brand's last change.
 */
export function publicPageQueries(db: Database) {
  const live = inArray(products.state, [...LIVE_STATES]);
  return {
    async countLiveBikes(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(products).where(live);
      return row?.value ?? 0;
    },

    /** The id of the live bike at this position in id order (the start of a sitemap's slice). */
    async liveBikeIdAt(position: number): Promise<string | undefined> {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(live)
        .orderBy(asc(products.id))
        .offset(position)
        .limit(1);
      return row?.id;
    },

    /** Up to `limit` live bikes after `afterId` (from the first without it), in id order. */
    liveBikes(afterId: string | undefined, limit: number): Promise<{ id: string; updatedAt: Date }[]> {
      return db
        .select({ id: products.id, updatedAt: products.updatedAt })
        .from(products)
        .where(afterId === undefined ? live : and(live, gt(products.id, afterId)))
        .orderBy(asc(products.id))
        .limit(limit);
    },

    /**
     * Every brand visitors see (not those an admin hid: their pages answer 404), with the last change
     * of its live bikes (null when it has none).
     */
    async brands(): Promise<{ id: string; updatedAt: Date | null }[]> {
      const rows = await db
        .select({ id: categories.id, updatedAt: max(products.updatedAt) })
        .from(categories)
        .leftJoin(products, and(eq(products.categoryId, categories.id), live))
        .where(eq(categories.hidden, false))
        .groupBy(categories.id, categories.sortOrder)
        .orderBy(asc(categories.sortOrder), asc(categories.id));
      return rows.map((row) => ({ id: row.id, updatedAt: row.updatedAt ? new Date(row.updatedAt) : null }));
    },

    /** Whether a bike of this id was ever listed (a withdrawn one answers 410, an unknown one 404). */
    async everListed(id: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(products)
        .where(eq(products.id, id))
        .limit(1);
      return Boolean(row);
    },
  };
}
