import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database, DatabaseHandle } from '../../db/client';
import { runExclusive } from '../../db/exclusive';
import { repeatWhileRunning } from '../../lib/every';
import type { Mailer } from '../../lib/mail';
import type { JobQueue, Notify } from '../notifications';
import { savedSearchesRepository } from './repository';
import { savedSearchesRoutes } from './routes';
import { createSavedSearchesService, DIGEST_QUEUE, type SavedSearchesService } from './service';

export { DIGEST_QUEUE } from './service';

/**
 * A listing published after it was stored (a held listing released, docs/product.md#chassis-register)
 * alerts saved searches as a new listing does; `db` is the publishing transaction.
 */
export const recordListed = (db: Database, productId: string) =>
  savedSearchesRepository.recordListed(db, productId);

/** How often the alert sweep looks for new listing events and due digests. */
const SWEEP_EVERY_MS = 15 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The saved-searches service (tests drive its sweep and digest queue directly). */
    savedSearches: SavedSearchesService;
  }
}

/**
 * Saved searches with alerts (docs/product.md#bangla-search-favourites, ADR 0096): the routes, the alert sweep (one instance at a
 * time) and the digest mail worker on the notifications module's job queue.
 */
export async function savedSearchesModule(
  app: FastifyInstance,
  {
    handle,
    queue,
    mailer,
    config,
    now,
    notify,
    background = true,
  }: {
    handle: DatabaseHandle;
    queue: JobQueue;
    mailer: Mailer;
    config: Pick<Config, 'baseUrl'>;
    now: () => Date;
    notify?: Notify;
    background?: boolean;
  },
) {
  const service = createSavedSearchesService({
    db: handle.db,
    queue,
    mailer,
    baseUrl: config.baseUrl,
    log: app.log,
    now,
    notify,
  });
  app.decorate('savedSearches', service);

  if (background) {
    app.addHook('onReady', async () => {
      await queue.work(DIGEST_QUEUE, (data) => service.digestJob(data));
    });
    repeatWhileRunning(app, {
      name: 'saved search alert sweep',
      everyMs: SWEEP_EVERY_MS,
      task: () => runExclusive(handle, 'saved-searches:alert-sweep', () => service.sweep()),
    });
  }

  await savedSearchesRoutes(app, { savedSearches: service });
}
