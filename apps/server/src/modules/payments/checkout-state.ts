import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { checkoutSessions } from '../../db/schema';

/**
 * What ending unpaid bookings means for their hosted checkouts, written once for the three ways they
 * end — expiry, a failed or cancelled checkout, an account's deactivation — here, since the payments
 * module is the one writer of checkout sessions (ADR 0135). Callers run it inside the transaction that
 * ended the bookings: bikes first (`bikeState(tx).offerAgain`, catalog), then checkouts (the lock
 * order of ADR 0040). The bookings module is handed it by app.ts (it cannot import payments, which
 * imports bookings).
 */

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
