import { z } from 'zod';

/**
 * Reviews after a completed deal (ADR 0220): each side rates the other once, 1–5 stars and a text,
 * double-blind until both have written or seven days have passed since the first.
 */

export const REVIEW_TEXT_MAX = 1000;
/** Days after the first review of a deal when both are published, whether or not the other came. */
export const REVIEW_PUBLISH_DAYS = 7;

export const reviewBodySchema = z.object({
  stars: z.number().int().min(1).max(5),
  text: z.string().trim().min(1).max(REVIEW_TEXT_MAX),
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;

export const reviewSchema = z.object({
  stars: z.number().int().min(1).max(5),
  text: z.string(),
  /** Who wrote it: their first name as the deal shows it. */
  authorName: z.string(),
  /** ISO times; publishedAt null while the review waits for the other side. */
  writtenAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/** The reviews of one deal as one of its two sides sees them. */
export const dealReviewsSchema = z.object({
  side: z.enum(['buyer', 'seller']),
  /** True when the deal is completed and the caller has not written yet. */
  canWrite: z.boolean(),
  mine: reviewSchema.nullable(),
  /** The other side's review, only once published. */
  theirs: reviewSchema.nullable(),
  /** Whether the other side has written (never what). */
  theirsWritten: z.boolean(),
  /** When both will be published at the latest (ISO), once one is written; null before. */
  publishBy: z.string().nullable(),
});
export type DealReviews = z.infer<typeof dealReviewsSchema>;

/** A seller's average of published buyers' reviews, to one decimal, and how many there are. */
export const sellerRatingSchema = z.object({
  average: z.number(),
  count: z.number().int(),
});
export type SellerRating = z.infer<typeof sellerRatingSchema>;

export const sellerIdParamsSchema = z.object({ sellerId: z.string().min(1).max(64) });

/** A seller's page of published reviews, newest first. */
export const sellerReviewsSchema = z.object({
  sellerId: z.string(),
  sellerName: z.string(),
  rating: sellerRatingSchema.nullable(),
  reviews: z.array(reviewSchema),
});
export type SellerReviews = z.infer<typeof sellerReviewsSchema>;
