import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { placeholderFor, preparedOnce } from '../../db/prepared';
import { bookings } from '../../db/schema';

/** A sale's change of its booking, its SQL built once (ADR 0450; `updated_at` a placeholder too). */
const markPaidStatement = preparedOnce((db) =>
  db
    .update(bookings)
    .set({
      state: 'Paid',
      paidAt: placeholderFor(bookings.paidAt, 'at'),
      updatedAt: placeholderFor(bookings.updatedAt, 'updatedAt'),
    })
    .where(
      and(
        eq(bookings.id, sql.placeholder('id')),
        inArray(bookings.state, ['Active', 'Expired', 'Cancelled']),
      ),
    )
    .returning({ id: bookings.id })
    .prepare('booking_state_mark_paid'),
);

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
      const rows = await markPaidStatement(db).execute({ id, at, updatedAt: new Date() });
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
