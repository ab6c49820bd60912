import { type SQL, sql } from 'drizzle-orm';
import type { TestApp } from './helpers';

/**
 * Whole-database checks of what every sale and booking must leave behind, whatever raced: a bike
 * is sold at most once, a sale is one Paid booking plus one matching payment, the bike's state
 * agrees with its bookings, and no buyer holds more than the cap. Each check is one SQL query
 * answering the offending rows, so a failure names exactly what is inconsistent.
 */
interface Check {
  name: string;
  query: SQL;
}

/** The search's kept facet counts (ADR 0103) against counting the available bikes. */
const facetCountsCheck: Check = {
  name: 'a kept search facet count that differs from counting the available bikes (ADR 0103)',
  query: sql`select coalesce(k.category_id, c.category_id) as category_id,
               coalesce(k.district, c.district) as district,
               coalesce(k.papers, c.papers) as papers, coalesce(k.verified, c.verified) as verified,
               coalesce(k.count, 0) as kept, coalesce(c.count, 0) as counted
             from (select * from search_facet_counts where count <> 0) k
             full join (
               select p.category_id, p.district, coalesce(p.registration_papers, false) as papers,
                 u.seller_verified as verified, count(*)::int as count
               from products p join "user" u on u.id = p.seller_id
               where p.state = 'Available'
               group by 1, 2, 3, 4
             ) c on c.category_id = k.category_id and c.district = k.district
               and c.papers = k.papers and c.verified = k.verified
             where coalesce(k.count, 0) <> coalesce(c.count, 0)`,
};

function checks(maxActiveBookings: number): Check[] {
  return [
    {
      name: 'a bike with more than one payment',
      query: sql`select product_id, count(*)::int as payments from payments group by product_id having count(*) > 1`,
    },
    {
      name: 'a booking or a transaction paid more than once',
      query: sql`select booking_id as id, count(*)::int as n from payments group by booking_id having count(*) > 1
                 union all
                 select transaction_id, count(*)::int from payments group by transaction_id having count(*) > 1`,
    },
    {
      name: 'a bike with more than one live (Active or Paid) booking',
      query: sql`select product_id, count(*)::int as live from bookings
                 where state in ('Active', 'Paid') group by product_id having count(*) > 1`,
    },
    {
      name: 'a Sold bike without exactly one Paid booking and one payment',
      query: sql`select * from (
                   select p.id,
                     (select count(*)::int from bookings b where b.product_id = p.id and b.state = 'Paid') as paid,
                     (select count(*)::int from payments x where x.product_id = p.id) as payments
                   from products p where p.state = 'Sold'
                 ) s where paid <> 1 or payments <> 1`,
    },
    {
      name: 'a payment that does not match its booking, bike, price or state',
      query: sql`select x.id, x.amount, x.currency, x.charged_minor, b.state as booking_state, b.price,
                   p.resale_price, p.state as bike_state
                 from payments x
                 left join bookings b on b.id = x.booking_id
                 left join products p on p.id = x.product_id
                 where b.id is null or p.id is null
                   or b.state <> 'Paid' or p.state <> 'Sold'
                   or b.product_id <> x.product_id or b.buyer_id <> x.buyer_id
                   or b.seller_id <> p.seller_id or x.seller_id <> p.seller_id
                   or x.amount <> b.price or x.amount <> p.resale_price
                   or (x.currency = 'BDT' and x.charged_minor <> x.amount * 100)`,
    },
    {
      name: 'a Paid booking without its payment or whose bike is not Sold',
      query: sql`select b.id, p.state as bike_state, x.id as payment_id, b.paid_at
                 from bookings b
                 join products p on p.id = b.product_id
                 left join payments x on x.booking_id = b.id
                 where b.state = 'Paid' and (x.id is null or p.state <> 'Sold' or b.paid_at is null)`,
    },
    {
      name: 'a payment or Paid booking on a bike that is not Sold, or a sold bike with a live unpaid booking',
      query: sql`select p.id, p.state from products p
                 where p.state <> 'Sold' and (
                   exists (select 1 from payments x where x.product_id = p.id)
                   or exists (select 1 from bookings b where b.product_id = p.id and b.state = 'Paid'))
                 union all
                 select p.id, p.state from products p
                 where p.state = 'Sold'
                   and exists (select 1 from bookings b where b.product_id = p.id and b.state = 'Active')`,
    },
    {
      name: 'a Booked bike without exactly one Active booking',
      query: sql`select * from (
                   select p.id,
                     (select count(*)::int from bookings b where b.product_id = p.id and b.state = 'Active') as active
                   from products p where p.state = 'Booked'
                 ) s where active <> 1`,
    },
    {
      name: 'an Active booking whose bike is not Booked',
      query: sql`select b.id, p.state as bike_state from bookings b join products p on p.id = b.product_id
                 where b.state = 'Active' and p.state <> 'Booked'`,
    },
    {
      name: `a buyer holding more than ${maxActiveBookings} unpaid bookings`,
      query: sql`select buyer_id, count(*)::int as active from bookings where state = 'Active'
                 group by buyer_id having count(*) > ${maxActiveBookings}`,
    },
    {
      name: 'a booking of a buyer and seller that are the same account',
      query: sql`select b.id from bookings b where b.buyer_id = b.seller_id`,
    },
    {
      name: 'a hosted checkout Paid without its payment, or a checkout payment whose checkout is not Paid',
      query: sql`select c.id, c.state from checkout_sessions c
                 where (c.state = 'Paid') <> exists (
                   select 1 from payments x
                   where x.transaction_id = c.id and x.booking_id = c.booking_id and x.method = 'checkout')
                 union all
                 select x.transaction_id, 'no checkout' from payments x
                 where x.method = 'checkout'
                   and not exists (select 1 from checkout_sessions c where c.id = x.transaction_id)`,
    },
    {
      name: 'a test-mode card payment without a succeeded intent of the same booking and amount',
      query: sql`select x.id, x.transaction_id from payments x
                 where x.method = 'card' and x.provider = 'test' and not exists (
                   select 1 from payment_intents i
                   where i.id = x.transaction_id and i.status = 'succeeded'
                     and i.booking_id = x.booking_id and i.amount = x.charged_minor)`,
    },
    facetCountsCheck,
    {
      name: 'a Pending hosted checkout whose booking is no longer live',
      query: sql`select c.id, b.state as booking_state from checkout_sessions c
                 join bookings b on b.id = c.booking_id
                 where c.state = 'Pending' and b.state not in ('Active', 'Paid')`,
    },
  ];
}

/** PGlite answers `{rows}`, node-postgres a QueryResult with `rows` as well; keep just the rows. */
async function rowsOf(db: TestApp['db'], query: SQL): Promise<Record<string, unknown>[]> {
  const result = (await db.execute(query)) as unknown as { rows?: Record<string, unknown>[] };
  return result.rows ?? (result as unknown as Record<string, unknown>[]);
}

/** Every inconsistency in the database, as readable lines; empty when everything agrees. */
async function findInconsistencies(t: Pick<TestApp, 'db' | 'config'>): Promise<string[]> {
  const found: string[] = [];
  for (const check of checks(t.config.MAX_ACTIVE_BOOKINGS)) {
    for (const row of await rowsOf(t.db, check.query)) found.push(`${check.name}: ${JSON.stringify(row)}`);
  }
  return found;
}

/** Fails with every inconsistency listed when the database breaks any rule above. */
export async function assertConsistent(t: Pick<TestApp, 'db' | 'config'>): Promise<void> {
  const found = await findInconsistencies(t);
  if (found.length > 0) throw new Error(`database inconsistent:\n${found.join('\n')}`);
}

/** Fails with every group whose kept search facet count (ADR 0103) is not what counting gives. */
export async function assertFacetCountsExact(t: Pick<TestApp, 'db'>): Promise<void> {
  const found = await rowsOf(t.db, facetCountsCheck.query);
  if (found.length > 0)
    throw new Error(`${facetCountsCheck.name}:\n${found.map((r) => JSON.stringify(r)).join('\n')}`);
}
