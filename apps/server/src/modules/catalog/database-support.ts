import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';

/**
 * Database objects the catalog needs that Drizzle's schema cannot describe: the triggers that keep
 * `listing_versions` exact (ADR 0031) and, where the server offers pg_trgm, the trigram index for
 * the model search (ADR 0030). Installed at every start; every statement is idempotent.
 */
const VERSION_FUNCTION = sql.raw(`
create or replace function catalog_bump_listing_versions() returns trigger
language plpgsql as $$
begin
  if tg_table_name = 'products' then
    if tg_op = 'INSERT' then
      insert into listing_versions as v (category_id, version)
        select distinct category_id, 1 from new_rows order by 1
        on conflict (category_id) do update set version = v.version + 1;
    elsif tg_op = 'UPDATE' then
      insert into listing_versions as v (category_id, version)
        select category_id, 1 from (select category_id from new_rows union select category_id from old_rows) c
        order by 1
        on conflict (category_id) do update set version = v.version + 1;
    else
      insert into listing_versions as v (category_id, version)
        select distinct category_id, 1 from old_rows order by 1
        on conflict (category_id) do update set version = v.version + 1;
    end if;
  else
    -- A seller's name, e-mail or verification shows on every card of every category.
    insert into listing_versions as v (category_id, version)
      select id, 1 from categories order by 1
      on conflict (category_id) do update set version = v.version + 1;
  end if;
  return null;
end
$$`);

// Statement-level triggers with transition tables: a bulk insert of 1,000 bikes bumps each
// category once, not 1,000 times.
const TRIGGERS = [
  `create or replace trigger products_listing_version_insert after insert on products
     referencing new table as new_rows for each statement execute function catalog_bump_listing_versions()`,
  `create or replace trigger products_listing_version_update after update on products
     referencing old table as old_rows new table as new_rows
     for each statement execute function catalog_bump_listing_versions()`,
  `create or replace trigger products_listing_version_delete after delete on products
     referencing old table as old_rows for each statement execute function catalog_bump_listing_versions()`,
  `create or replace trigger user_listing_version after update of name, email, seller_verified on "user"
     for each statement execute function catalog_bump_listing_versions()`,
].map((statement) => sql.raw(statement));

/** One process at a time: `create or replace` racing itself fails with "tuple concurrently updated". */
const lock = sql`select pg_advisory_xact_lock(hashtext('best-bikes:catalog-support'))`;

export interface CatalogSupport {
  /** The listing versions are maintained by triggers, so cached pages can be trusted. */
  versions: boolean;
  /** A trigram index serves the model search. */
  trigram: boolean;
}

export async function installCatalogSupport(db: Database, log: FastifyBaseLogger): Promise<CatalogSupport> {
  const support: CatalogSupport = { versions: false, trigram: false };
  try {
    await db.transaction(async (tx) => {
      await tx.execute(lock);
      await tx.execute(VERSION_FUNCTION);
      for (const trigger of TRIGGERS) await tx.execute(trigger);
    });
    support.versions = true;
  } catch (err) {
    // Listing still works, only uncached.
    log.error({ err }, 'could not install the listing version triggers: the category cache is off');
  }

  try {
    support.trigram = await db.transaction(async (tx) => {
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
      return true;
    });
  } catch (err) {
    log.warn({ err }, 'pg_trgm is offered but could not be set up: the model search runs without it');
  }
  if (!support.trigram) log.info('model search without a trigram index (pg_trgm not available)');
  return support;
}

function rowsOf(result: unknown): unknown[] {
  return Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);
}
