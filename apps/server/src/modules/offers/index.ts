import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { type Exclusive, runExclusive } from '../../db/exclusive';
import { repeatWhileRunning } from '../../lib/every';
import type { JobQueue, Notify } from '../notifications';
import { createOffersRepository } from './repository';
import { offerRoutes } from './routes';
import {
  createOffersService,
  OFFER_EXPIRY_QUEUE,
  type OfferConversations,
  type OffersService,
} from './service';

/** The job queues this module's worker runs (created with the others at start). */
export const OFFER_QUEUES = [OFFER_EXPIRY_QUEUE] as const;

const SWEEP_EVERY_MS = 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The offers service (tests drive its expiry jobs directly). */
    offers: OffersService;
    /** One turn of the expiry sweep: skipped while another instance runs its own. */
    sweepDueOffers(): Promise<Exclusive<number>>;
  }
}

/**
 * Offers (docs/product.md#offers, ADR 0275): registers the routes, runs the expiry worker and its
 * one-minute sweep, and answers `priceFor`, which the bookings module asks for the price a buyer
 * is charged (an accepted offer's amount while it holds).
 */
export async function offersModule(
  app: FastifyInstance,
  {
    handle,
    queue,
    notify,
    conversations,
    now,
    background = true,
  }: {
    handle: DatabaseHandle;
    queue: JobQueue;
    notify: Notify;
    conversations: OfferConversations;
    now: () => Date;
    background?: boolean;
  },
) {
  const offers = createOffersService({
    repo: createOffersRepository(handle.db),
    conversations,
    notify,
    queue,
    now,
  });
  app.decorate('offers', offers);
  app.decorate('sweepDueOffers', () =>
    runExclusive(handle, 'offers:expiry-sweep', () => offers.enqueueDue()),
  );
  if (background) {
    app.addHook('onReady', async () => {
      await queue.work(OFFER_EXPIRY_QUEUE, offers.expiryJob);
    });
    // Offers also expire lazily when their conversation is read or acted on; the sweep tells both
    // sides of the ones nobody looked at.
    repeatWhileRunning(app, {
      name: 'offer expiry sweep',
      everyMs: SWEEP_EVERY_MS,
      task: () => app.sweepDueOffers(),
    });
  }
  await offerRoutes(app, { offers });
  return { priceFor: offers.priceFor };
}
