import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { checkoutSessions, products } from '../../db/schema';

/**
 * What ending unpaid bookings means for the rest of the data, written once for the three ways they
 * end — expiry, a failed or cancelled checkout, an account's deactivation. Callers run these inside
 * the transaction that ended the bookings: bikes first, then checkouts (the lock order of ADR 0040).
 */

/**
 * Their bikes go back on sale: Booked → Available. A bike in any other state (sold, withdrawn) stays
 * as it is. `exceptSellerId`: a deactivated seller's own bikes are withdrawn instead. Answers the ids
 * of the bikes offered again.
 */
export async function offerBikesAgain(
  db: Database,
  productIds: readonly string[],
  { exceptSellerId }: { exceptSellerId?: string } = {},
): Promise<string[]> {
  if (productIds.length === 0) return [];
  const filters: SQL[] = [inArray(products.id, [...productIds]), eq(products.state, 'Booked')];
  if (exceptSellerId) filters.push(ne(products.sellerId, exceptSellerId));
  const rows = await db
    .update(products)
    .set({ state: 'Available' })
    .where(and(...filters))
    .returning({ id: products.id });
  return rows.map((r) => r.id);
}

/**
 * Their hosted checkouts still Pending are closed: left open, a gateway page stayed payable and a
 * late success took an ended booking back (test/races.int.test.ts).
 */
export async function closePendingCheckouts(
  db: Database,
  bookingIds: readonly string[],
  state: 'Expired' | 'Cancelled',
): Promise<void> {
  if (bookingIds.length === 0) return;
  await db
    .update(checkoutSessions)
    .set({ state })
    .where(and(inArray(checkoutSessions.bookingId, [...bookingIds]), eq(checkoutSessions.state, 'Pending')));
}
