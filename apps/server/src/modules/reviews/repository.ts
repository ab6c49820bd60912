import { and, asc, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deals, reviews, sellerRatings, user } from '../../db/schema';
import { type Transactional, transactional } from '../../db/transactional';
import { newId } from '../../lib/ids';

export type ReviewRow = typeof reviews.$inferSelect & { authorName: string };

const reviewColumns = {
  id: reviews.id,
  dealId: reviews.dealId,
  authorId: reviews.authorId,
  subjectId: reviews.subjectId,
  authorSide: reviews.authorSide,
  stars: reviews.stars,
  text: reviews.text,
  createdAt: reviews.createdAt,
  publishDueAt: reviews.publishDueAt,
  publishedAt: reviews.publishedAt,
  authorName: user.name,
};

/** The only writer of `reviews` and `seller_ratings` (ADR 0220). */
function queries(db: Database) {
  return {
    /** The deal as reviews need it: its two sides and state (the deals module writes it). */
    async deal(id: string) {
      const [row] = await db
        .select({ id: deals.id, buyerId: deals.buyerId, sellerId: deals.sellerId, state: deals.state })
        .from(deals)
        .where(eq(deals.id, id));
      return row;
    },

    /** The deal's reviews take turns: the second one sees the first and publishes both. */
    async lockDealReviews(dealId: string) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`reviews:${dealId}`}))`);
    },

    async ofDeal(dealId: string): Promise<ReviewRow[]> {
      return db
        .select(reviewColumns)
        .from(reviews)
        .innerJoin(user, eq(user.id, reviews.authorId))
        .where(eq(reviews.dealId, dealId))
        .orderBy(asc(reviews.createdAt));
    },

    async insert(values: Omit<typeof reviews.$inferInsert, 'id'>) {
      await db.insert(reviews).values({ id: newId(), ...values });
    },

    /** Publishes the deal's unpublished reviews; answers those it published (none when already done). */
    async publish(dealId: string, at: Date) {
      return db
        .update(reviews)
        .set({ publishedAt: at })
        .where(and(eq(reviews.dealId, dealId), isNull(reviews.publishedAt)))
        .returning({ subjectId: reviews.subjectId, authorSide: reviews.authorSide, stars: reviews.stars });
    },

    /** Adds a published buyer's review to the seller's rating. */
    async addToRating(sellerId: string, stars: number) {
      await db
        .insert(sellerRatings)
        .values({ sellerId, reviewCount: 1, starTotal: stars })
        .onConflictDoUpdate({
          target: sellerRatings.sellerId,
          set: {
            reviewCount: sql`${sellerRatings.reviewCount} + 1`,
            starTotal: sql`${sellerRatings.starTotal} + ${stars}`,
          },
        });
    },

    /** Deals with a review waiting past its publication date. */
    async duePublications(at: Date) {
      const rows = await db
        .selectDistinct({ dealId: reviews.dealId })
        .from(reviews)
        .where(and(isNull(reviews.publishedAt), lte(reviews.publishDueAt, at)))
        .limit(500);
      return rows.map((r) => r.dealId);
    },

    async rating(sellerId: string) {
      const [row] = await db.select().from(sellerRatings).where(eq(sellerRatings.sellerId, sellerId));
      return row;
    },

    async sellerName(sellerId: string) {
      const [row] = await db.select({ name: user.name }).from(user).where(eq(user.id, sellerId));
      return row?.name;
    },

    /** A seller's published reviews from buyers, newest first. */
    async publishedOf(sellerId: string, limit: number): Promise<ReviewRow[]> {
      return db
        .select(reviewColumns)
        .from(reviews)
        .innerJoin(user, eq(user.id, reviews.authorId))
        .where(
          and(
            eq(reviews.subjectId, sellerId),
            eq(reviews.authorSide, 'buyer'),
            isNotNull(reviews.publishedAt),
          ),
        )
        .orderBy(desc(reviews.publishedAt), desc(reviews.id))
        .limit(limit);
    },
  };
}

export type ReviewsRepository = Transactional<ReturnType<typeof queries>>;

export function createReviewsRepository(db: Database): ReviewsRepository {
  return transactional(db, queries);
}
