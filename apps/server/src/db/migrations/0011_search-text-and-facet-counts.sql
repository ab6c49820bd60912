CREATE TABLE "search_facet_counts" (
	"category_id" text NOT NULL,
	"location" text NOT NULL,
	"district" text,
	"papers" boolean NOT NULL,
	"verified" boolean NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "search_facet_counts_key" UNIQUE NULLS NOT DISTINCT("category_id","location","district","papers","verified")
);
--> statement-breakpoint
-- The search's sort indexes are built again with the columns its filters read (INCLUDE), at
-- start-up (catalog/database-support.ts, ADR 0103).
DROP INDEX "products_search_newest_idx";--> statement-breakpoint
DROP INDEX "products_search_price_asc_idx";--> statement-breakpoint
DROP INDEX "products_search_price_desc_idx";--> statement-breakpoint
DROP INDEX "products_search_km_idx";--> statement-breakpoint
-- The trigram index on the search text as an expression (installed at start-up where pg_trgm is
-- available, catalog/database-support.ts) is built again on the stored column.
drop index if exists products_search_text_trgm_idx;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS ((' ' || regexp_replace(regexp_replace(translate(lower(product_name), '-./', '   '), '([a-z])([0-9])', '\1 \2', 'g'), '([0-9])([a-z])', '\1 \2', 'g') || ' ' || lower(location))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "search_facet_counts" ADD CONSTRAINT "search_facet_counts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The search's facet counts with no text and no bounds (ADR 0103): how many available bikes of each
-- brand, location, district, papers and seller verification, changed in the transaction of every
-- write that changes them, whichever code path wrote it. Statement-level triggers with transition
-- tables, as the listing versions (0001): a bulk insert of 1,000 bikes is one grouped upsert.
--
-- Exactness under concurrency: a bike's group depends on its seller's verification, which another
-- transaction may be changing. A write to products locks its sellers' rows (FOR SHARE) before it
-- reads their verification, so it waits for an uncommitted verification change and then reads the
-- committed value; a verification change waits for such writes to commit, and its trigger's
-- statement (a new snapshot in READ COMMITTED) then sees their bikes. These triggers are named to
-- fire before the listing-version ones (triggers fire in name order), so a write takes the seller's
-- lock before the brand's version row that a verification change also bumps: no lock cycle. Groups
-- are upserted in key order so that two writers never wait for each other in opposite orders.
create type search_facet_change as
  (seller_id text, category_id text, location text, district text, papers boolean, n integer);
--> statement-breakpoint
create or replace function catalog_count_search_facets() returns trigger
language plpgsql as $$
declare
  changes search_facet_change[];
begin
  if tg_table_name = 'products' then
    -- +1 for each available bike as it is now, -1 for each as it was: an edit of the description or
    -- a bump of the advertisement nets to nothing.
    if tg_op = 'INSERT' then
      perform 1 from "user" where id in (select seller_id from new_rows) order by id for share;
      changes := array(select row(seller_id, category_id, location, district,
                                  coalesce(registration_papers, false), 1)::search_facet_change
                       from new_rows where state = 'Available');
    elsif tg_op = 'DELETE' then
      perform 1 from "user" where id in (select seller_id from old_rows) order by id for share;
      changes := array(select row(seller_id, category_id, location, district,
                                  coalesce(registration_papers, false), -1)::search_facet_change
                       from old_rows where state = 'Available');
    else
      perform 1 from "user"
        where id in (select seller_id from new_rows union select seller_id from old_rows)
        order by id for share;
      changes := array(select row(seller_id, category_id, location, district,
                                  coalesce(registration_papers, false), 1)::search_facet_change
                       from new_rows where state = 'Available'
                       union all
                       select row(seller_id, category_id, location, district,
                                  coalesce(registration_papers, false), -1)::search_facet_change
                       from old_rows where state = 'Available');
    end if;
    insert into search_facet_counts as f (category_id, location, district, papers, verified, count)
      select c.category_id, c.location, c.district, c.papers, u.seller_verified, sum(c.n)
      from unnest(changes) c join "user" u on u.id = c.seller_id
      group by 1, 2, 3, 4, 5 having sum(c.n) <> 0 order by 1, 2, 3, 4, 5
      on conflict on constraint search_facet_counts_key do update set count = f.count + excluded.count;
  else
    -- A seller verified or unverified: their available bikes move from one group to the other.
    insert into search_facet_counts as f (category_id, location, district, papers, verified, count)
      select p.category_id, p.location, p.district, coalesce(p.registration_papers, false), s.verified, sum(s.n)
      from (select n.id, n.seller_verified as verified, 1 as n
              from new_rows n join old_rows o on o.id = n.id
              where n.seller_verified is distinct from o.seller_verified
            union all
            select o.id, o.seller_verified, -1
              from new_rows n join old_rows o on o.id = n.id
              where n.seller_verified is distinct from o.seller_verified) s
      join products p on p.seller_id = s.id and p.state = 'Available'
      group by 1, 2, 3, 4, 5 having sum(s.n) <> 0 order by 1, 2, 3, 4, 5
      on conflict on constraint search_facet_counts_key do update set count = f.count + excluded.count;
  end if;
  return null;
end
$$;
--> statement-breakpoint
create or replace trigger products_facet_counts_insert after insert on products
  referencing new table as new_rows for each statement execute function catalog_count_search_facets();
--> statement-breakpoint
create or replace trigger products_facet_counts_update after update on products
  referencing old table as old_rows new table as new_rows
  for each statement execute function catalog_count_search_facets();
--> statement-breakpoint
create or replace trigger products_facet_counts_delete after delete on products
  referencing old table as old_rows for each statement execute function catalog_count_search_facets();
--> statement-breakpoint
create or replace trigger user_facet_counts after update on "user"
  referencing old table as old_rows new table as new_rows
  for each statement execute function catalog_count_search_facets();
--> statement-breakpoint
-- The bikes already listed.
insert into search_facet_counts (category_id, location, district, papers, verified, count)
  select p.category_id, p.location, p.district, coalesce(p.registration_papers, false), u.seller_verified, count(*)
  from products p join "user" u on u.id = p.seller_id
  where p.state = 'Available'
  group by 1, 2, 3, 4, 5;
