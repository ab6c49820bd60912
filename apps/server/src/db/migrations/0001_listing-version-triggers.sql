-- The listing versions (ADR 0031): every write to products, and a change of a seller's name,
-- e-mail or verification, bumps the version of each brand it touches, so a cached category page is
-- served only while its version is unchanged. Statement-level triggers with transition tables: a
-- bulk insert of 1,000 bikes bumps each brand once, not 1,000 times. Written with `create or
-- replace`: databases that had them installed at start-up by older versions take them over as is.
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
$$;
--> statement-breakpoint
create or replace trigger products_listing_version_insert after insert on products
  referencing new table as new_rows for each statement execute function catalog_bump_listing_versions();
--> statement-breakpoint
create or replace trigger products_listing_version_update after update on products
  referencing old table as old_rows new table as new_rows
  for each statement execute function catalog_bump_listing_versions();
--> statement-breakpoint
create or replace trigger products_listing_version_delete after delete on products
  referencing old table as old_rows for each statement execute function catalog_bump_listing_versions();
--> statement-breakpoint
create or replace trigger user_listing_version after update of name, email, seller_verified on "user"
  for each statement execute function catalog_bump_listing_versions();
