import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { type Exclusive, runExclusive } from '../../db/exclusive';
import { repeatWhileRunning } from '../../lib/every';
import type { JobQueue } from '../notifications';
import { createReviewsRepository } from './repository';
import { reviewRoutes } from './routes';
import { createReviewsService, REVIEW_PUBLISH_QUEUE, type ReviewsService } from './service';

/** The job queues this module's worker runs (created with the others at start). */
export const REVIEW_QUEUES = [REVIEW_PUBLISH_QUEUE] as const;

const SWEEP_EVERY_MS = 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The reviews service (tests drive its publication job directly). */
    reviews: ReviewsService;
    /** One turn of the publication sweep: skipped while another instance runs its own. */
    sweepDueReviews(): Promise<Exclusive<number>>;
  }
}

/**
 * Reviews after a completed deal (ADR 0220): the routes, and reviews published seven days after the
 * first at the latest by a one-minute sweep that enqueues a publication job per deal.
 */
export async function reviewsModule(
  app: FastifyInstance,
  {
    handle,
    queue,
    now,
    background = true,
  }: { handle: DatabaseHandle; queue: JobQueue; now: () => Date; background?: boolean },
) {
  const reviews = createReviewsService({
    repo: createReviewsRepository(handle.db),
    queue,
    now,
    log: app.log,
  });
  app.decorate('reviews', reviews);
  app.decorate('sweepDueReviews', () =>
    runExclusive(handle, 'reviews:publication-sweep', () => reviews.enqueueDue()),
  );
  if (background) {
    app.addHook('onReady', async () => {
      await queue.work(REVIEW_PUBLISH_QUEUE, reviews.publishJob);
    });
    repeatWhileRunning(app, {
      name: 'review publication sweep',
      everyMs: SWEEP_EVERY_MS,
      task: () => app.sweepDueReviews(),
    });
  }
  await reviewRoutes(app, { reviews });
  return reviews;
}
