import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';

/**
 * The changes other modules make to bookings, written here because the bookings module is the one
 * writer of the table (ADR 0135). Bound to the caller's database or transaction, so a change commits
 * with the payment or deactivation that caused it.
 */
export function bookingState(db: Database) {
  return {
    /**
     * Marks the booking paid. A booking that lapsed in the meantime is taken back if nobody else
     * booked the bike (the unique index refuses otherwise). Answers whether it changed.
     */
    async markPaid(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(bookings)
        .set({ state: 'Paid', paidAt: at })
        .where(and(eq(bookings.id, id), inArray(bookings.state, ['Active', 'Expired', 'Cancelled'])))
        .returning({ id: bookings.id });
      return rows.length > 0;
    },

    /** Cancels every live unpaid booking by or of an account; answers them with their bikes. */
    cancelActiveOf(userId: string): Promise<{ id: string; productId: string }[]> {
      return db
        .update(bookings)
        .set({ state: 'Cancelled' })
        .where(
          and(eq(bookings.state, 'Active'), or(eq(bookings.buyerId, userId), eq(bookings.sellerId, userId))),
        )
        .returning({ id: bookings.id, productId: bookings.productId });
    },
  };
}
