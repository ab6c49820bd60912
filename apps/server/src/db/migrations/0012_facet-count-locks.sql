-- The facet counts' triggers (0011, ADR 0103) took a share lock on each seller's row before reading
-- the seller's verification. That lock conflicts with the account lock an admin's deactivation holds
-- (FOR NO KEY UPDATE, while it cancels bookings and withdraws bikes): a buyer paying for a bike of
-- that seller held the bike's row and waited for the seller's, the admin held the seller's and waited
-- for the bike's, and PostgreSQL broke the deadlock by failing one of them (races.int.test.ts).
--
-- A transaction-level advisory lock per seller (space 25187 = 0x6263, apart from db/exclusive.ts's)
-- keeps the same exactness without touching row locks: a bike write takes it shared, so writes never
-- wait for each other or for anything but a verification change; the trigger of a verification change
-- takes it exclusive, so it waits for the bike writes that read the old verification to commit, and
-- its next statement (a new snapshot in READ COMMITTED) counts their bikes; a bike write that comes
-- after it waits for it to commit and then reads the new verification. Sellers are locked in id order.
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
      changes := array(select row(seller_id, category_id, location, district,
                                  coalesce(registration_papers, false), 1)::search_facet_change
                       from new_rows where state = 'Available');
    elsif tg_op = 'DELETE' then
      perform pg_advisory_xact_lock_shared(25187, hashtext(s.id))
        from (select distinct seller_id as id from old_rows order by 1) s;
      changes := array(select row(seller_id, category_id, location, district,
                                  coalesce(registration_papers, false), -1)::search_facet_change
                       from old_rows where state = 'Available');
    else
      perform pg_advisory_xact_lock_shared(25187, hashtext(s.id))
        from (select seller_id as id from new_rows union select seller_id from old_rows order by 1) s;
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
    -- A seller verified or unverified: their available bikes move from one group to the other, once
    -- the bike writes that read the old verification have committed (the exclusive lock waits for them).
    perform pg_advisory_xact_lock(25187, hashtext(s.id))
      from (select n.id from new_rows n join old_rows o on o.id = n.id
            where n.seller_verified is distinct from o.seller_verified order by 1) s;
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
