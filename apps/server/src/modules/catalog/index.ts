import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { repeatWhileRunning } from '../../lib/every';
import { reportCacheBytes } from '../../lib/sizes';
import type { Caller } from '../../plugins/access';
import type { MediaStore } from '../media';
import { installFacetIndex, installTrigramSearch } from './database-support';
import { catalogHeadHints } from './head-hints';
import { createListingCache } from './listing-cache';
import { publicPageQueries } from './public-pages';
import { createCatalogRepository } from './repository';
import { catalogRoutes } from './routes';
import { brandTileOf, ensureCategories, hasAnyProduct, paintBrandTiles, seedBikes } from './seed';
import { createCatalogService } from './service';
import { createViewCounter } from './view-counter';

export { bikeState } from './bike-state';
export { brandSpellings, matchSearches, modelNamesOf } from './search-match';
/** `npm run seed` (scripts/seed.ts): the demo catalogue. */
export { seedBikes } from './seed';

/** How often each process adds its counted bike views to the database. */
const VIEW_FLUSH_EVERY_MS = 10 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes the bike views this process counted since the last flush (ADR 0102). */
    flushBikeViews(): Promise<void>;
  }
}

/** How many demo bikes a first start adds when SEED_DEMO is on. */
const DEMO_BIKE_COUNT = 36;

/**
 * The catalogue: brands, bikes, the seller's listings. Sets up the model search's trigram index where
 * the server offers it, builds the service with the listing cache, registers its routes;
 * answers the head hints of its pages and the start-up data (brands, the demo catalogue).
 */
export async function catalogModule(
  app: FastifyInstance,
  {
    db,
    config,
    media,
    background = true,
    requireProvenPhone,
    refuseStolen,
    listedWithChassis,
    listedHeld,
  }: {
    db: Database;
    config: Config;
    media: MediaStore;
    background?: boolean;
    requireProvenPhone?: (userId: string) => Promise<void>;
    refuseStolen?: (caller: Caller, chassis: string, productName: string) => Promise<void>;
    listedWithChassis?: (caller: Caller, productId: string, productName: string) => Promise<void>;
    listedHeld?: (tx: Database, productId: string) => Promise<void>;
  },
) {
  await installTrigramSearch(db, app.log);
  await installFacetIndex(db);
  const repo = createCatalogRepository(db);
  // The listing versions are kept exact by triggers (a migration), so cached pages can be trusted.
  const catalog = createCatalogService(repo, {
    listingCache: createListingCache({ enabled: true }),
    isOurMedia: (url) => media.has(url),
    brandTile: (name) => brandTileOf(name, media),
    requireProvenPhone,
    refuseStolen,
    listedWithChassis,
    listedHeld,
  });
  for (const [name, bytes] of Object.entries(catalog.cacheBytes)) reportCacheBytes(app, name, bytes);
  const views = createViewCounter({ write: (counts) => repo.addViews(counts), log: app.log });
  app.decorate('flushBikeViews', () => views.flush());
  // Tests flush themselves; the last counts are written on shutdown either way, after the last
  // periodic flush has finished (preClose comes before onClose).
  if (background)
    repeatWhileRunning(app, {
      name: 'bike view flush',
      everyMs: VIEW_FLUSH_EVERY_MS,
      task: () => views.flush(),
    });
  app.addHook('onClose', () => views.flush());
  await catalogRoutes(app, { catalog, views });
  return {
    headHints: catalogHeadHints(catalog),
    /** What search engines and shared links are shown (modules/seo): the same answers the app gets. */
    publicPages: {
      ...publicPageQueries(db),
      categories: () => catalog.categories(),
      bike: (id: string) => catalog.bikeForPage(id),
      similarTo: (id: string) => catalog.similarTo(id),
      categoryPage: catalog.categoryPage,
      listingVersion: (categoryId: string) => catalog.listingVersion(categoryId),
      allListingsVersion: () => catalog.allListingsVersion(),
      bikeViewed: (id: string) => views.seenSignedOut(id),
      bikePageVersion: (id: string) => catalog.bikePageVersion(id),
    },
    /** A seller's live bikes for their public page (modules/sellers). */
    sellerListings: (sellerId: string, page: number) => catalog.sellerListings(sellerId, page),
    /** The dashboard's figures of the catalogue (docs/product.md#seller-and-admin-tools). */
    figures: {
      listingsByState: (sellerId?: string) => repo.listingsByState(sellerId),
      viewsOfSeller: (sellerId: string) => repo.viewsOfSeller(sellerId),
    },
    /** The start-up brands a database lacks, and the demo catalogue on a first start. */
    async ensureData() {
      await ensureCategories(db, media);
      // The start-up brands' tiles are drawn after start, not before it (seed.ts); not in tests,
      // which show no page and watch the table.
      if (background && config.NODE_ENV !== 'test')
        setImmediate(() => {
          paintBrandTiles(db, media).then(
            (painted) => painted && app.log.info({ painted }, 'brand tiles drawn'),
            (err) => app.log.warn({ err }, 'brand tiles not drawn: the logos stand in until the next start'),
          );
        });
      if (config.SEED_DEMO && !(await hasAnyProduct(db))) {
        const started = Date.now();
        const added = await seedBikes(db, media, DEMO_BIKE_COUNT);
        app.log.info({ added, ms: Date.now() - started }, 'demo catalogue added');
      }
    },
  };
}
