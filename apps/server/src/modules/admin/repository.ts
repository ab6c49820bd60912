import type { Role } from '@best-bikes/contract';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, session, user } from '../../db/schema';
import { transactional } from '../../db/transactional';
import { closePendingCheckouts } from '../bookings';
import { bikeState } from '../catalog';

const userColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  image: user.image,
  role: user.role,
  sellerVerified: user.sellerVerified,
  deactivatedAt: user.deactivatedAt,
  createdAt: user.createdAt,
};

export type UserRow = {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: Role;
  sellerVerified: boolean;
  deactivatedAt: Date | null;
  createdAt: Date;
};

/** Every query the module needs; `db` may be a transaction. */
function queries(db: Database) {
  return {
    /** Active accounts, newest first; all of them when `role` is not given. */
    listActiveUsers(role?: Role): Promise<UserRow[]> {
      const filters = [isNull(user.deactivatedAt)];
      if (role) filters.push(eq(user.role, role));
      return db
        .select(userColumns)
        .from(user)
        .where(and(...filters))
        .orderBy(desc(user.createdAt), desc(user.id));
    },

    /**
     * Locks the row, so two admins acting on one account at once are applied one after the other;
     * a booking by or of this user holds the same row (bookings' lockBuyer, lockSeller), so a
     * deactivation waits for bookings in flight and sees them. FOR NO KEY UPDATE, not FOR UPDATE:
     * FOR UPDATE also blocks the foreign-key checks (FOR KEY SHARE) of a payment naming this user,
     * and a payment holding its booking's lock then waited for this transaction while it waited to
     * cancel that booking: a deadlock on PostgreSQL, answered 500 (test/races.int.test.ts).
     */
    async findUserForUpdate(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select(userColumns).from(user).where(eq(user.id, id)).for('no key update');
      return row;
    },

    /** Locks the row as findUserForUpdate does (and for the same reason not FOR UPDATE). */
    async findUserByEmailForUpdate(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select(userColumns)
        .from(user)
        .where(eq(sql`lower(${user.email})`, email.toLowerCase()))
        .for('no key update');
      return row;
    },

    async markSellerVerified(id: string): Promise<number> {
      const rows = await db
        .update(user)
        .set({ sellerVerified: true })
        .where(and(eq(user.id, id), eq(user.sellerVerified, false)))
        .returning({ id: user.id });
      return rows.length;
    },

    /**
     * Deactivates an account (ADR 0050): no more sign-in (sessions deleted), its live bookings
     * cancelled (a bike it had booked becomes available again) with their open hosted checkouts,
     * its bikes still for sale withdrawn.
     * Paid bookings, sold bikes and payments stay as they are, so other people's receipts and
     * histories keep working. Call inside a transaction.
     */
    async deactivate(id: string, at: Date) {
      const updated = await db
        .update(user)
        .set({ deactivatedAt: at })
        .where(and(eq(user.id, id), isNull(user.deactivatedAt)))
        .returning({ id: user.id });
      if (updated.length === 0) return null;

      const sessions = await db.delete(session).where(eq(session.userId, id)).returning({ id: session.id });

      const cancelled = await db
        .update(bookings)
        .set({ state: 'Cancelled' })
        .where(and(eq(bookings.state, 'Active'), or(eq(bookings.buyerId, id), eq(bookings.sellerId, id))))
        .returning({ id: bookings.id, productId: bookings.productId });

      // Someone else's bike that this account had booked goes back on sale (its own are withdrawn next).
      const released = await bikeState(db).offerAgain(
        cancelled.map((c) => c.productId),
        { exceptSellerId: id },
      );

      const withdrawn = await bikeState(db).withdrawAllOf(id);

      // A hosted checkout of a cancelled booking is closed with it, as expiry closes one. Taken after
      // the bikes, the order expiry locks them in.
      await closePendingCheckouts(
        db,
        cancelled.map((c) => c.id),
        'Cancelled',
      );

      return {
        sessionsEnded: sessions.length,
        bookingsCancelled: cancelled.length,
        bikesReleased: released.length,
        listingsWithdrawn: withdrawn,
      };
    },
  };
}

export type AdminQueries = ReturnType<typeof queries>;

/** The queries, plus `transaction`: `fn` gets them bound to one transaction, and `tx` for the audit log. */
export function createAdminRepository(db: Database) {
  return transactional(db, queries);
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
