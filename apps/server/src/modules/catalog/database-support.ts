import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';

/**
 * The database objects the catalog needs that Drizzle's schema cannot describe: where pg_trgm is
 * available, the trigram indexes for the model search (ADR 0030), and the covering index the search's
 * facet counts read (an index with INCLUDE columns, which Drizzle's index builder cannot write).
 * Installed at every start; every statement is idempotent. (The listing-version triggers are in the
 * migrations: db/migrations/0001_listing-version-triggers.sql.)
 */

/** One process at a time: two starts creating the extension or index at once fail. */
const lock = sql`select pg_advisory_xact_lock(hashtext('best-bikes:catalog-support'))`;

/** The columns the search's filters and facet counts read (search-sql.ts), carried by its indexes. */
const FILTERED =
  'category_id, district, registration_papers, seller_id, resale_price, registration_year, milage, engine_cc, ' +
  'bike_type, model_id, area_id';

/**
 * The search's indexes before they carried the type, model and area (ADR 0291): a page of scooters
 * fetched bike after bike from the table to read its type (49 ms on 100,000 listings). Dropped once;
 * the `_2` indexes replace them.
 */
const SUPERSEDED = [
  'products_search_newest_idx',
  'products_search_price_asc_idx',
  'products_search_price_desc_idx',
  'products_search_km_idx',
  'products_search_facets_idx',
];

/**
 * The search's indexes on available bikes (ADR 0090, ADR 0103), each carrying the columns its filters
 * read (INCLUDE), so that a filtered search finds its page's ids and counts its matches from an index
 * alone, without reading the table:
 * - one per sort, in the exact order the search reads (DESC NULLS FIRST is what a plain `order by …
 *   desc` means): a page of any search walks its sort's index from the top and checks the filters
 *   on the way down, without fetching each skipped bike from the table;
 * - the facet counts (every matching bike by brand, district, papers and seller): with a
 *   bound, an index-only scan of this one.
 */
export async function installFacetIndex(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(lock);
    for (const name of SUPERSEDED) await tx.execute(sql.raw(`drop index if exists ${name}`));
    for (const [name, order] of [
      ['products_search_newest_2_idx', 'posted_at desc nulls first, id desc nulls first'],
      ['products_search_price_asc_2_idx', 'resale_price, posted_at desc nulls first, id desc nulls first'],
      [
        'products_search_price_desc_2_idx',
        'resale_price desc nulls first, posted_at desc nulls first, id desc nulls first',
      ],
      ['products_search_km_2_idx', 'milage asc nulls last, posted_at desc nulls first, id desc nulls first'],
      // "Near me" reads each district's newest (search-sql.ts, `nearPageIds`).
      ['products_search_near_idx', 'district, posted_at desc nulls first, id desc nulls first'],
      // The facet counts of a search by type: the scooters' or electric bikes' entries alone.
      ['products_search_type_idx', 'bike_type, category_id, district, registration_papers, seller_id'],
    ]) {
      await tx.execute(
        sql.raw(`create index if not exists ${name} on products (${order})
                   include (${FILTERED}) where state = 'Available'`),
      );
    }
    await tx.execute(
      sql.raw(`create index if not exists products_search_facets_2_idx on products
                 (category_id, district, registration_papers, seller_id)
                 include (${FILTERED}) where state = 'Available'`),
    );
  });
}

/** Answers whether a trigram index serves the model search. */
export async function installTrigramSearch(db: Database, log: FastifyBaseLogger): Promise<boolean> {
  let trigram = false;
  try {
    trigram = await db.transaction(async (tx) => {
      await tx.execute(lock);
      const available = await tx.execute(sql`select 1 from pg_available_extensions where name = 'pg_trgm'`);
      if (rowsOf(available).length === 0) return false;
      await tx.execute(sql`create extension if not exists pg_trgm`);
      // The search compares the name without spaces (repository.ts), so the index holds that.
      await tx.execute(sql.raw('drop index if exists products_listing_name_trgm_idx'));
      await tx.execute(
        sql.raw(`create index if not exists products_listing_compact_name_trgm_idx on products
                   using gin ((replace(product_name, ' ', '')) gin_trgm_ops) where state = 'Available'`),
      );
      // The search across all brands compares one stored text of model, district and area (search-sql.ts,
      // ADR 0090, ADR 0103).
      await tx.execute(
        sql.raw(`create index if not exists products_search_text_trgm_idx on products
                   using gin (search_text gin_trgm_ops) where state = 'Available'`),
      );
      return true;
    });
  } catch (err) {
    log.warn({ err }, 'pg_trgm is offered but could not be set up: the model search runs without it');
  }
  if (!trigram) log.info('model search without a trigram index (pg_trgm not available)');
  return trigram;
}

function rowsOf(result: unknown): unknown[] {
  return Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);
}
