import { type AccountSort, type Role, toLatinDigits } from '@best-bikes/contract';
import { and, asc, desc, eq, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, categories, products, user } from '../../db/schema';
import { transactional } from '../../db/transactional';
import { containsPattern, mobilePattern } from '../../lib/sql';
import { bookingState } from '../bookings';
import { bikeState } from '../catalog';
import { closePendingCheckouts } from '../payments';
import { accountState } from '../users';

const userColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  image: user.image,
  mobile: user.mobile,
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
  mobile: string | null;
  role: Role;
  sellerVerified: boolean;
  deactivatedAt: Date | null;
  createdAt: Date;
};

export type AccountListRow = UserRow & { listings: number; orders: number };

const ACCOUNT_ORDER: Record<AccountSort, SQL[]> = {
  newest: [desc(user.createdAt), desc(user.id)],
  oldest: [asc(user.createdAt), asc(user.id)],
  name: [asc(sql`lower(${user.name})`), asc(user.id)],
  email: [asc(sql`lower(${user.email})`), asc(user.id)],
};

/** Every query the module needs; `db` may be a transaction. */
function queries(db: Database) {
  // Counted for the rows of one page only (correlated, each served by an index on the user's id).
  // Written out in SQL: a correlated subquery must name the outer table, which drizzle's columns do not.
  const listingsCount =
    sql<number>`(select count(*) from products p where p.seller_id = "user".id and p.state <> 'Withdrawn')`.mapWith(
      Number,
    );
  const ordersCount =
    sql<number>`(select count(*) from bookings b where b.buyer_id = "user".id and b.state in ('Active', 'Paid'))`.mapWith(
      Number,
    );
  const accountColumns = { ...userColumns, listings: listingsCount, orders: ordersCount };

  return {
    /**
     * One page of a role's (or every role's) active accounts whose name, e-mail or mobile number contains
     * the search (ADR 0181), in the asked order; and how many match in all.
     */
    async accounts(opts: {
      role?: Role;
      q?: string;
      sort: AccountSort;
      limit: number;
      offset: number;
    }): Promise<{ rows: AccountListRow[]; total: number }> {
      const part = containsPattern(opts.q);
      const digits = mobilePattern(opts.q, toLatinDigits);
      const where = and(
        isNull(user.deactivatedAt),
        opts.role ? eq(user.role, opts.role) : undefined,
        part
          ? or(
              like(sql`lower(${user.name})`, part),
              like(sql`lower(${user.email})`, part),
              digits ? like(user.mobile, digits) : undefined,
            )
          : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select(accountColumns)
          .from(user)
          .where(where)
          .orderBy(...ACCOUNT_ORDER[opts.sort])
          .limit(opts.limit)
          .offset(opts.offset),
        db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(user)
          .where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    /** One account with its counts (deactivated ones too: an admin may look back at them). */
    async account(id: string): Promise<AccountListRow | undefined> {
      const [row] = await db.select(accountColumns).from(user).where(eq(user.id, id));
      return row;
    },

    /** Every bike of a seller, newest first, with its open reports. */
    sellerListings(sellerId: string) {
      return db
        .select({
          id: products.id,
          productName: products.productName,
          brandName: categories.name,
          img: products.img,
          resalePrice: products.resalePrice,
          state: products.state,
          postedAt: products.postedAt,
          openReports: sql<number>`(select count(*) from reports r where r.product_id = products.id)`.mapWith(
            Number,
          ),
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(eq(products.sellerId, sellerId))
        .orderBy(desc(products.postedAt), desc(products.id))
        .limit(500);
    },

    /** Every booking of a buyer, newest first, with the bike it was for. */
    buyerOrders(buyerId: string) {
      return db
        .select({
          id: bookings.id,
          productId: bookings.productId,
          productName: products.productName,
          brandName: categories.name,
          img: products.img,
          price: bookings.price,
          state: bookings.state,
          createdAt: bookings.createdAt,
          expiresAt: bookings.expiresAt,
          paidAt: bookings.paidAt,
        })
        .from(bookings)
        .innerJoin(products, eq(products.id, bookings.productId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(eq(bookings.buyerId, buyerId))
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(500);
    },

    /**
     * Locks every active admin's row, in one order (by id), and answers their ids. Two revocations at
     * once (two admins revoking each other) take these locks one after the other; the second then
     * re-reads the rows the first changed and no longer counts a revoked admin, so it cannot leave
     * the shop with no admin.
     */
    async lockActiveAdmins(): Promise<string[]> {
      const rows = await db
        .select({ id: user.id })
        .from(user)
        .where(and(eq(user.role, 'Admin'), isNull(user.deactivatedAt)))
        .orderBy(asc(user.id))
        .for('update');
      return rows.map((r) => r.id);
    },

    /** Whether the account has bikes of its own (listed, sold or withdrawn): it goes back to being a seller. */
    async hasListings(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.sellerId, id))
        .limit(1);
      return Boolean(row);
    },

    setRole(id: string, role: Role, from: Role): Promise<number> {
      return accountState(db).setRole(id, role, from);
    },

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

    /** Active sellers not verified yet (the admin dashboard's figure). */
    async countUnverifiedSellers(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(user)
        .where(and(eq(user.role, 'Seller'), eq(user.sellerVerified, false), isNull(user.deactivatedAt)));
      return row?.n ?? 0;
    },

    markSellerVerified(id: string): Promise<number> {
      return accountState(db).markSellerVerified(id);
    },

    /**
     * Deactivates an account (ADR 0050): no more sign-in (sessions deleted), its live bookings
     * cancelled (a bike it had booked becomes available again) with their open hosted checkouts,
     * its bikes still for sale withdrawn.
     * Paid bookings, sold bikes and payments stay as they are, so other people's receipts and
     * histories keep working. Call inside a transaction.
     */
    async deactivate(id: string, at: Date) {
      const accounts = accountState(db);
      if (!(await accounts.deactivate(id, at))) return null;

      const sessionsEnded = await accounts.endSessions(id);

      const cancelled = await bookingState(db).cancelActiveOf(id);

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
        sessionsEnded,
        bookingsCancelled: cancelled.length,
        bikesReleased: released.length,
        listingsWithdrawn: withdrawn,
      };
    },
  };
}

/** The queries, plus `transaction`: `fn` gets them bound to one transaction, and `tx` for the audit log. */
export function createAdminRepository(db: Database) {
  return transactional(db, queries);
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
