import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { MediaStore } from '../media';
import { installTrigramSearch } from './database-support';
import { catalogHeadHints } from './head-hints';
import { createListingCache } from './listing-cache';
import { createCatalogRepository } from './repository';
import { catalogRoutes } from './routes';
import { ensureCategories, hasAnyProduct, seedBikes } from './seed';
import { createCatalogService } from './service';

export { bikeState } from './bike-state';
export { matchSearches, type SearchToMatch } from './search-match';

/** How many demo bikes a first start adds when SEED_DEMO is on. */
const DEMO_BIKE_COUNT = 36;

/**
 * The catalogue: brands, bikes, the seller's listings. Sets up the model search's trigram index where
 * the server offers it, builds the service with the listing cache, registers its routes;
 * answers the head hints of its pages and the start-up data (brands, the demo catalogue).
 */
export async function catalogModule(
  app: FastifyInstance,
  { db, config, media }: { db: Database; config: Config; media: MediaStore },
) {
  await installTrigramSearch(db, app.log);
  // The listing versions are kept exact by triggers (a migration), so cached pages can be trusted.
  const catalog = createCatalogService(createCatalogRepository(db), {
    listingCache: createListingCache({ enabled: true }),
    isOurMedia: (url) => media.has(url),
  });
  await catalogRoutes(app, { catalog });
  return {
    headHints: catalogHeadHints(catalog),
    /** The three brands every database needs, and the demo catalogue on a first start. */
    async ensureData() {
      await ensureCategories(db, media);
      if (config.SEED_DEMO && !(await hasAnyProduct(db))) {
        const started = Date.now();
        const added = await seedBikes(db, media, DEMO_BIKE_COUNT);
        app.log.info({ added, ms: Date.now() - started }, 'demo catalogue added');
      }
    },
  };
}
