import type { DealReviews, Review, ReviewBody, SellerReviews } from '@best-bikes/contract';
import type { FastifyBaseLogger } from 'fastify';
import { Conflict, Forbidden, NotFound } from '../../lib/errors';
import type { Caller } from '../../plugins/access';
import type { JobQueue } from '../notifications';
import type { ReviewRow, ReviewsRepository } from './repository';
import { averageOf, isPublished, publishDueAt, publishesOnWrite } from './rule';

export const REVIEW_PUBLISH_QUEUE = 'review-publish';

/** A deal may be reviewed once it completed (paid out is after completed). */
const REVIEWABLE = new Set(['completed', 'paid_out']);

const SELLER_PAGE = 50;

function present(row: ReviewRow, now: Date): Review {
  return {
    stars: row.stars,
    text: row.text,
    authorName: row.authorName.split(/\s+/)[0] ?? '',
    writtenAt: row.createdAt.toISOString(),
    publishedAt: isPublished(row, now) ? (row.publishedAt ?? row.publishDueAt).toISOString() : null,
  };
}

export function createReviewsService({
  repo,
  queue,
  now,
  log,
}: {
  repo: ReviewsRepository;
  queue: JobQueue;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  /** The caller's side of the deal; 404 for no deal, 403 for anyone but its buyer and seller. */
  async function sideOf(caller: Caller, dealId: string) {
    const deal = await repo.deal(dealId);
    if (!deal) throw new NotFound('No such deal.');
    if (caller.id === deal.buyerId) return { deal, side: 'buyer' as const };
    if (caller.id === deal.sellerId) return { deal, side: 'seller' as const };
    throw new Forbidden('Only the buyer and the seller of this deal can review it.');
  }

  async function view(dealId: string, side: 'buyer' | 'seller', state: string): Promise<DealReviews> {
    const at = now();
    const rows = await repo.ofDeal(dealId);
    const mine = rows.find((r) => r.authorSide === side);
    const theirs = rows.find((r) => r.authorSide !== side);
    return {
      side,
      canWrite: REVIEWABLE.has(state) && !mine,
      mine: mine ? present(mine, at) : null,
      // Double-blind: the other side's words only once published.
      theirs: theirs && isPublished(theirs, at) ? present(theirs, at) : null,
      theirsWritten: Boolean(theirs),
      publishBy: rows[0]?.publishDueAt.toISOString() ?? null,
    };
  }

  /** Publishes a deal's waiting reviews and adds buyers' ones to their seller's rating, in `r`'s transaction. */
  async function publishIn(r: ReviewsRepository, dealId: string, at: Date) {
    for (const published of await r.publish(dealId, at)) {
      if (published.authorSide === 'buyer') await r.addToRating(published.subjectId, published.stars);
    }
  }

  /** The publication job: reviews of a deal past their date (a job run twice publishes nothing more). */
  async function publishJob(data: unknown) {
    const { dealId } = data as { dealId?: string };
    if (!dealId) return;
    await repo.transaction(async (r) => {
      await r.lockDealReviews(dealId);
      const rows = await r.ofDeal(dealId);
      const due = rows.find((row) => row.publishedAt === null);
      if (!due || due.publishDueAt > now()) return;
      await publishIn(r, dealId, due.publishDueAt);
    });
  }

  /** The one-minute sweep: a publication job for each deal whose reviews are past their date. */
  async function enqueueDue(): Promise<number> {
    const due = await repo.duePublications(now());
    if (due.length === 0) return 0;
    await repo.transaction(async (_r, db) => {
      for (const dealId of due) await queue.enqueue(db, REVIEW_PUBLISH_QUEUE, { dealId });
    });
    return due.length;
  }

  return {
    publishJob,
    enqueueDue,
    drainPublications: () => queue.drain(REVIEW_PUBLISH_QUEUE, publishJob),

    async ofDeal(caller: Caller, dealId: string): Promise<DealReviews> {
      const { deal, side } = await sideOf(caller, dealId);
      return view(dealId, side, deal.state);
    },

    /** One review per side, after completion, never changed (ADR 0220). */
    async write(caller: Caller, dealId: string, body: ReviewBody): Promise<DealReviews> {
      const { deal, side } = await sideOf(caller, dealId);
      if (!REVIEWABLE.has(deal.state)) {
        throw new Conflict('You can review the other side once the deal is completed.');
      }
      await repo.transaction(async (r) => {
        await r.lockDealReviews(dealId);
        const existing = await r.ofDeal(dealId);
        if (existing.some((row) => row.authorSide === side)) {
          throw new Conflict('You have already reviewed this deal; a review cannot be changed.');
        }
        const at = now();
        await r.insert({
          dealId,
          authorId: caller.id,
          subjectId: side === 'buyer' ? deal.sellerId : deal.buyerId,
          authorSide: side,
          stars: body.stars,
          text: body.text,
          createdAt: at,
          publishDueAt: publishDueAt(existing, at),
        });
        if (publishesOnWrite(existing.length)) await publishIn(r, dealId, at);
      });
      log.info({ dealId, side }, 'review written');
      return view(dealId, side, deal.state);
    },

    /** A seller's rating and published reviews from buyers: public, like the bike page. */
    /** A seller's average of buyers' published stars and their count; null before the first. */
    async ratingOf(sellerId: string) {
      return averageOf(await repo.rating(sellerId));
    },

    async ofSeller(sellerId: string): Promise<SellerReviews> {
      const name = await repo.sellerName(sellerId);
      if (name === undefined) throw new NotFound('No such seller.');
      const at = now();
      const rows = await repo.publishedOf(sellerId, SELLER_PAGE);
      return {
        sellerId,
        sellerName: name,
        rating: averageOf(await repo.rating(sellerId)),
        reviews: rows.map((row) => present(row, at)),
      };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
