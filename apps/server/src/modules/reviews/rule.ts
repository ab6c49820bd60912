import { REVIEW_PUBLISH_DAYS } from '@best-bikes/contract';

const DAY_MS = 24 * 3600 * 1000;

/** What the publication rule reads of a review (ADR 0220). */
export interface ReviewDates {
  publishDueAt: Date;
  publishedAt: Date | null;
}

/** The deal's publication date: the first review's, or seven days after the one written now. */
export function publishDueAt(existing: readonly ReviewDates[], writtenAt: Date): Date {
  return existing[0]?.publishDueAt ?? new Date(writtenAt.getTime() + REVIEW_PUBLISH_DAYS * DAY_MS);
}

/** Whether writing one more review publishes the deal's reviews now: both sides have written. */
export function publishesOnWrite(existingCount: number): boolean {
  return existingCount + 1 >= 2;
}

/**
 * Whether the other side (and everyone) may read a review: published by the second review or the
 * job, or past its date even if the job has not run yet, so the seven days are exact.
 */
export function isPublished(review: ReviewDates, now: Date): boolean {
  return (
    (review.publishedAt !== null && review.publishedAt <= now) ||
    review.publishDueAt.getTime() <= now.getTime()
  );
}

/** The average shown on cards: to one decimal, null before the first published review. */
export function averageOf(rating: { reviewCount: number; starTotal: number } | undefined) {
  if (!rating || rating.reviewCount === 0) return null;
  return {
    average: Math.round((rating.starTotal / rating.reviewCount) * 10) / 10,
    count: rating.reviewCount,
  };
}
