-- One place field (ADR 0118): a bike is in one of the 64 districts, with an optional area; SPEC's
-- six cities ('location') are no longer stored, the API answers `location` from the district. The
-- search's facet counts (0011, 0012, ADR 0103) are kept by district alone, so their triggers are
-- replaced and the counts rebuilt from the bikes.
drop trigger if exists products_facet_counts_insert on products;--> statement-breakpoint
drop trigger if exists products_facet_counts_update on products;--> statement-breakpoint
drop trigger if exists products_facet_counts_delete on products;--> statement-breakpoint
drop trigger if exists user_facet_counts on "user";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "area" text;--> statement-breakpoint
-- A bike listed without a district is in its city's district (Chittagong is the district Chattogram;
-- a few older spellings too). A bike whose seller named a district keeps it: it says more than the
-- city did.
update products set district = case lower(trim(location))
    when 'chittagong' then 'Chattogram'
    when 'barisal' then 'Barishal'
    when 'comilla' then 'Cumilla'
    when 'jessore' then 'Jashore'
    when 'bogra' then 'Bogura'
    else initcap(trim(location))
  end
  where district is null;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "district" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" drop column "search_text";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS ((' ' || regexp_replace(regexp_replace(translate(lower(product_name), '-./', '   '), '([a-z])([0-9])', '\1 \2', 'g'), '([0-9])([a-z])', '\1 \2', 'g') || ' ' || lower(district) || ' ' || lower(coalesce(area, '')))) STORED NOT NULL;--> statement-breakpoint
-- Also drops the search's indexes that carried the column; the start-up builds them again without it
-- (catalog/database-support.ts).
ALTER TABLE "products" DROP COLUMN "location";--> statement-breakpoint
ALTER TABLE "search_facet_counts" DROP CONSTRAINT "search_facet_counts_key";--> statement-breakpoint
delete from search_facet_counts;--> statement-breakpoint
ALTER TABLE "search_facet_counts" DROP COLUMN "location";--> statement-breakpoint
ALTER TABLE "search_facet_counts" ALTER COLUMN "district" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "search_facet_counts" ADD CONSTRAINT "search_facet_counts_key" UNIQUE("category_id","district","papers","verified");--> statement-breakpoint
drop type search_facet_change;--> statement-breakpoint
create type search_facet_change as
  (seller_id text, category_id text, district text, papers boolean, n integer);
--> statement-breakpoint
-- The function of 0012, counting by district.
create or replace function catalog_count_search_facets() returns trigger
language plpgsql as $$
declare
  changes search_facet_change[];
begin
  if tg_table_name = 'products' then
    -- +1 for each available bike as it is now, -1 for each as it was: an edit of the description or
    -- a bump of the advertisement nets to nothing.
    if tg_op = 'INSERT' then
      perform pg_advisory_xact_lock_shared(25187, hashtext(s.id))
        from (select distinct seller_id as id from new_rows order by 1) s;
      changes := array(select row(seller_id, category_id, district,
                                  coalesce(registration_papers, false), 1)::search_facet_change
                       from new_rows where state = 'Available');
    elsif tg_op = 'DELETE' then
      perform pg_advisory_xact_lock_shared(25187, hashtext(s.id))
        from (select distinct seller_id as id from old_rows order by 1) s;
      changes := array(select row(seller_id, category_id, district,
                                  coalesce(registration_papers, false), -1)::search_facet_change
                       from old_rows where state = 'Available');
    else
      perform pg_advisory_xact_lock_shared(25187, hashtext(s.id))
        from (select seller_id as id from new_rows union select seller_id from old_rows order by 1) s;
      changes := array(select row(seller_id, category_id, district,
                                  coalesce(registration_papers, false), 1)::search_facet_change
                       from new_rows where state = 'Available'
                       union all
                       select row(seller_id, category_id, district,
                                  coalesce(registration_papers, false), -1)::search_facet_change
                       from old_rows where state = 'Available');
    end if;
    insert into search_facet_counts as f (category_id, district, papers, verified, count)
      select c.category_id, c.district, c.papers, u.seller_verified, sum(c.n)
      from unnest(changes) c join "user" u on u.id = c.seller_id
      group by 1, 2, 3, 4 having sum(c.n) <> 0 order by 1, 2, 3, 4
      on conflict on constraint search_facet_counts_key do update set count = f.count + excluded.count;
  else
    -- A seller verified or unverified: their available bikes move from one group to the other, once
    -- the bike writes that read the old verification have committed (the exclusive lock waits for them).
    perform pg_advisory_xact_lock(25187, hashtext(s.id))
      from (select n.id from new_rows n join old_rows o on o.id = n.id
            where n.seller_verified is distinct from o.seller_verified order by 1) s;
    insert into search_facet_counts as f (category_id, district, papers, verified, count)
      select p.category_id, p.district, coalesce(p.registration_papers, false), s.verified, sum(s.n)
      from (select n.id, n.seller_verified as verified, 1 as n
              from new_rows n join old_rows o on o.id = n.id
              where n.seller_verified is distinct from o.seller_verified
            union all
            select o.id, o.seller_verified, -1
              from new_rows n join old_rows o on o.id = n.id
              where n.seller_verified is distinct from o.seller_verified) s
      join products p on p.seller_id = s.id and p.state = 'Available'
      group by 1, 2, 3, 4 having sum(s.n) <> 0 order by 1, 2, 3, 4
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
insert into search_facet_counts (category_id, district, papers, verified, count)
  select p.category_id, p.district, coalesce(p.registration_papers, false), u.seller_verified, count(*)
  from products p join "user" u on u.id = p.seller_id
  where p.state = 'Available'
  group by 1, 2, 3, 4;
