import { and, asc, count, desc, eq, gt, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { placeholderFor, placeholdersFor, preparedOnce } from '../../db/prepared';
import {
  bookings,
  categories,
  checkoutSessions,
  conversations,
  payments,
  products,
  user,
} from '../../db/schema';
import { type Transactional, transactional } from '../../db/transactional';
import { bikeState } from '../catalog';
import type { NotificationEvent, Notify } from '../notifications';

export type BookingRow = typeof bookings.$inferSelect;

/** Closes the open hosted checkouts of bookings that ended (the payments module's, ADR 0135). */
export type CloseCheckouts = (
  db: Database,
  bookingIds: readonly string[],
  state: 'Expired' | 'Cancelled',
) => Promise<void>;

/** A bike as booking needs it: its state, seller and price. */
interface BookableProduct {
  id: string;
  state: (typeof products.$inferSelect)['state'];
  sellerId: string;
  resalePrice: number;
}

/** A booking joined with its bike, brand, seller, buyer and payment (product.md's "order"). */
export interface OrderRow {
  booking: BookingRow;
  productName: string;
  productImage: string;
  categoryId: string;
  categoryName: string;
  sellerName: string;
  sellerEmail: string;
  buyerName: string;
  buyerEmail: string;
  transactionId: string | null;
  /** The pair's conversation about the bike (read only: the conversations module opens it). */
  conversationId: string | null;
}

const seller = alias(user, 'seller');
const buyer = alias(user, 'buyer');

/** Bookings with their bike, brand, seller, buyer, payment and conversation (`OrderRow`). */
function ordersOn(db: Database) {
  return (
    db
      .select({
        booking: bookings,
        productName: products.productName,
        productImage: products.img,
        categoryId: categories.id,
        categoryName: categories.name,
        sellerName: seller.name,
        sellerEmail: seller.email,
        buyerName: buyer.name,
        buyerEmail: buyer.email,
        transactionId: payments.transactionId,
        conversationId: conversations.id,
      })
      .from(bookings)
      .innerJoin(products, eq(products.id, bookings.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(seller, eq(seller.id, bookings.sellerId))
      .innerJoin(buyer, eq(buyer.id, bookings.buyerId))
      .leftJoin(payments, eq(payments.bookingId, bookings.id))
      // One conversation per bike and buyer (its unique index): the join adds no rows.
      .leftJoin(
        conversations,
        and(eq(conversations.productId, bookings.productId), eq(conversations.buyerId, bookings.buyerId)),
      )
  );
}

// The statements of every booking, their SQL built once (ADR 0450).
const lockBuyerStatement = preparedOnce((db) =>
  db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.id, sql.placeholder('id')))
    .for('no key update')
    .prepare('bookings_lock_buyer'),
);
const lockSellerStatement = preparedOnce((db) =>
  db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.id, sql.placeholder('id')))
    .for('share')
    .prepare('bookings_lock_seller'),
);
const findProductStatement = preparedOnce((db) =>
  db
    .select({
      id: products.id,
      state: products.state,
      sellerId: products.sellerId,
      resalePrice: products.resalePrice,
    })
    .from(products)
    .where(eq(products.id, sql.placeholder('id')))
    .prepare('bookings_find_product'),
);
const countActiveStatement = preparedOnce((db) =>
  db
    .select({ value: count() })
    .from(bookings)
    .where(and(eq(bookings.buyerId, sql.placeholder('buyerId')), eq(bookings.state, 'Active')))
    .prepare('bookings_count_active'),
);
const findBookingStatement = preparedOnce((db) =>
  db
    .select()
    .from(bookings)
    .where(eq(bookings.id, sql.placeholder('id')))
    .prepare('bookings_find'),
);

const BOOKING_KEYS = [
  'id',
  'productId',
  'buyerId',
  'sellerId',
  'price',
  'buyerMobile',
  'buyerLocation',
  'channel',
  'state',
  'expiresAt',
] as const;
/** A new booking: every column the statement writes (the rest take their defaults). */
export type NewBooking = Required<Pick<typeof bookings.$inferInsert, (typeof BOOKING_KEYS)[number]>>;
const insertBookingStatement = preparedOnce((db) =>
  db.insert(bookings).values(placeholdersFor(bookings, BOOKING_KEYS)).prepare('bookings_insert'),
);

const findOrderStatement = preparedOnce((db) =>
  ordersOn(db)
    .where(eq(bookings.id, sql.placeholder('id')))
    .prepare('bookings_find_order'),
);
const liveBookingStatement = preparedOnce((db) =>
  db
    .select()
    .from(bookings)
    .where(
      and(eq(bookings.productId, sql.placeholder('productId')), inArray(bookings.state, ['Active', 'Paid'])),
    )
    .prepare('bookings_live_for_product'),
);

/** The lapsed bookings of a bike or of its buyer, as every new booking expires them first. */
const expireForBookingStatement = preparedOnce((db) =>
  db
    .update(bookings)
    .set({ state: 'Expired', updatedAt: placeholderFor(bookings.updatedAt, 'updatedAt') })
    .where(
      and(
        eq(bookings.state, 'Active'),
        lt(bookings.expiresAt, sql.placeholder('now')),
        or(
          eq(bookings.productId, sql.placeholder('productId')),
          eq(bookings.buyerId, sql.placeholder('buyerId')),
        ),
      ),
    )
    .returning({ id: bookings.id, productId: bookings.productId, channel: bookings.channel })
    .prepare('bookings_expire_for_booking'),
);

function queries(db: Database, notify: Notify, closeCheckouts: CloseCheckouts) {
  const orders = () => ordersOn(db);

  const bikes = bikeState(db);
  /** Unpaid bookings whose time is up: all, or those of one bike or one buyer (see `expireDue`). */
  const expireIn = (now: Date, scope?: { productId?: string; buyerId?: string }) => {
    const filters: SQL[] = [eq(bookings.state, 'Active'), lt(bookings.expiresAt, now)];
    const narrow: SQL[] = [];
    if (scope?.productId) narrow.push(eq(bookings.productId, scope.productId));
    if (scope?.buyerId) narrow.push(eq(bookings.buyerId, scope.buyerId));
    if (narrow.length > 0) filters.push(or(...narrow)!);
    return db
      .update(bookings)
      .set({ state: 'Expired' })
      .where(and(...filters))
      .returning({ id: bookings.id, productId: bookings.productId, channel: bookings.channel });
  };
  return {
    /** State changes of a bike, in this repository's transaction. */
    bikes,
    /** Records an event (notifications and their mail jobs) on this handle: in its transaction. */
    notify: (event: NotificationEvent) => notify(db, event),

    /**
     * Serialises one buyer's bookings (row lock on the account) so the per-buyer limit cannot be
     * overrun by parallel requests; different buyers never wait for each other here. Deactivating
     * the buyer takes the same lock. FOR NO KEY UPDATE, not FOR UPDATE: a payment holding the lock
     * of this buyer's lapsing booking must still pass its foreign-key check on the account (FOR KEY
     * SHARE), or it and this transaction, which expires that booking, wait for each other.
     */
    async lockBuyer(buyerId: string): Promise<void> {
      await lockBuyerStatement(db).execute({ id: buyerId });
    },

    /**
     * Holds off a deactivation of the bike's seller (which locks the account FOR NO KEY UPDATE)
     * until this booking is committed, so the deactivation sees the booking and cancels it with
     * the rest, instead of withdrawing a bike that a booking it missed still holds. Bookings of
     * one seller's bikes share the lock and do not wait for each other.
     */
    async lockSeller(sellerId: string): Promise<void> {
      await lockSellerStatement(db).execute({ id: sellerId });
    },

    /**
     * Expires unpaid bookings whose time is up (optionally only those of one bike or one buyer),
     * offers their bikes again and closes their open checkouts. Answers the expired bookings.
     */
    async expireDue(now: Date, scope?: { productId?: string; buyerId?: string }) {
      // Every booking expires its bike's and its buyer's lapsed bookings first: that scope is built
      // once; the sweep's and the other narrower scopes run rarely and are built per run.
      const expired =
        scope?.productId && scope.buyerId
          ? await expireForBookingStatement(db).execute({
              now,
              productId: scope.productId,
              buyerId: scope.buyerId,
              updatedAt: new Date(),
            })
          : await expireIn(now, scope);
      await bikes.offerAgain(expired.map((b) => b.productId));
      await closeCheckouts(
        db,
        expired.map((b) => b.id),
        'Expired',
      );
      // A checkout hold that lapses is an abandoned payment page, not a booking to tell about.
      for (const b of expired) {
        if (b.channel === 'booking') await notify(db, { kind: 'booking-expired', bookingId: b.id });
      }
      return expired;
    },

    async findProduct(productId: string): Promise<BookableProduct | undefined> {
      const [row] = await findProductStatement(db).execute({ id: productId });
      return row;
    },

    async countActiveByBuyer(buyerId: string): Promise<number> {
      const [row] = await countActiveStatement(db).execute({ buyerId });
      return row?.value ?? 0;
    },

    /** Inserts a live booking; the unique index `bookings_one_live_per_product` refuses a second one. */
    async insertBooking(values: NewBooking): Promise<void> {
      await insertBookingStatement(db).execute(values);
    },

    async findLiveBookingForProduct(productId: string): Promise<BookingRow | undefined> {
      const [row] = await liveBookingStatement(db).execute({ productId });
      return row;
    },

    async findBooking(id: string): Promise<BookingRow | undefined> {
      const [row] = await findBookingStatement(db).execute({ id });
      return row;
    },

    /**
     * Ends an unpaid booking (a failed or cancelled checkout) and offers the bike again. Only an
     * Active booking changes; answers whether it did.
     */
    async release(bookingId: string, state: 'Cancelled' | 'Expired'): Promise<boolean> {
      const [row] = await db
        .update(bookings)
        .set({ state })
        .where(and(eq(bookings.id, bookingId), eq(bookings.state, 'Active')))
        .returning({ productId: bookings.productId });
      if (!row) return false;
      await bikes.offerAgain([row.productId]);
      return true;
    },

    /**
     * The buyer's orders: every unpaid booking (Book Now, and checkouts started on the buy page,
     * which the buyer resumes or cancels) and every paid one, newest first.
     */
    async listOrders(buyerId: string): Promise<OrderRow[]> {
      return orders()
        .where(and(eq(bookings.buyerId, buyerId), inArray(bookings.state, ['Active', 'Paid'])))
        .orderBy(desc(bookings.createdAt), desc(bookings.id));
    },

    /**
     * The buyer gives up a checkout hold: the booking ends Cancelled, its bike is offered again and
     * its open checkouts are closed, in the caller's transaction. Only an Active checkout hold of
     * this buyer changes; answers whether it did.
     */
    async cancelCheckoutHold(bookingId: string, buyerId: string): Promise<boolean> {
      const [row] = await db
        .update(bookings)
        .set({ state: 'Cancelled' })
        .where(
          and(
            eq(bookings.id, bookingId),
            eq(bookings.buyerId, buyerId),
            eq(bookings.channel, 'checkout'),
            eq(bookings.state, 'Active'),
          ),
        )
        .returning({ productId: bookings.productId });
      if (!row) return false;
      await bikes.offerAgain([row.productId]);
      await closeCheckouts(db, [bookingId], 'Cancelled');
      return true;
    },

    /**
     * The buyer cancels their own unpaid Book Now booking (ADR 0112): it ends Cancelled, the bike is
     * offered again at once, an open checkout of it is closed and the seller is told. In the caller's
     * transaction; only an Active Book Now booking of this buyer changes. Answers whether it did.
     */
    async cancelByBuyer(bookingId: string, buyerId: string): Promise<boolean> {
      const [row] = await db
        .update(bookings)
        .set({ state: 'Cancelled' })
        .where(
          and(
            eq(bookings.id, bookingId),
            eq(bookings.buyerId, buyerId),
            eq(bookings.channel, 'booking'),
            eq(bookings.state, 'Active'),
          ),
        )
        .returning({ productId: bookings.productId });
      if (!row) return false;
      await bikes.offerAgain([row.productId]);
      await closeCheckouts(db, [bookingId], 'Cancelled');
      await notify(db, { kind: 'booking-cancelled', bookingId });
      return true;
    },

    /**
     * The seller lets a quiet buyer's unpaid booking go (docs/product.md#seller-and-admin-tools): the booking ends Cancelled, the
     * bike is offered again, the booking's open checkouts are closed (a late success from the
     * gateway is then refused, like an expired one's) and the buyer is told. In the caller's
     * transaction; only an Active booking of this seller changes. Answers whether it did.
     */
    async releaseBySeller(bookingId: string, sellerId: string): Promise<boolean> {
      const [row] = await db
        .update(bookings)
        .set({ state: 'Cancelled' })
        .where(and(eq(bookings.id, bookingId), eq(bookings.sellerId, sellerId), eq(bookings.state, 'Active')))
        .returning({ productId: bookings.productId });
      if (!row) return false;
      await bikes.offerAgain([row.productId]);
      await closeCheckouts(db, [bookingId], 'Cancelled');
      await notify(db, { kind: 'booking-released', bookingId });
      return true;
    },

    /** When the booking's latest hosted checkout still open was started, if any (the buyer is paying). */
    async openCheckoutStartedAt(bookingId: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ at: checkoutSessions.createdAt })
        .from(checkoutSessions)
        .where(and(eq(checkoutSessions.bookingId, bookingId), eq(checkoutSessions.state, 'Pending')))
        .orderBy(desc(checkoutSessions.createdAt))
        .limit(1);
      return row?.at;
    },

    async findOrder(id: string): Promise<OrderRow | undefined> {
      const [row] = await findOrderStatement(db).execute({ id });
      return row;
    },

    /** Bookings made since `since`, the shop's or of one seller's bikes (the dashboard's figures). */
    async countMadeSince(since: Date, sellerId?: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(bookings)
        .where(and(gte(bookings.createdAt, since), sellerId ? eq(bookings.sellerId, sellerId) : undefined));
      return row?.value ?? 0;
    },

    /** A seller's bikes booked now and not yet paid (a lapsed booking not swept yet is left out). */
    async countHeldForSeller(sellerId: string, at: Date): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(bookings)
        .where(
          and(eq(bookings.sellerId, sellerId), eq(bookings.state, 'Active'), gt(bookings.expiresAt, at)),
        );
      return row?.value ?? 0;
    },

    /** A buyer's unpaid bookings still held, soonest to lapse first. */
    async heldForBuyer(buyerId: string, at: Date) {
      return db
        .select({
          bookingId: bookings.id,
          productId: bookings.productId,
          productName: products.productName,
          price: bookings.price,
          expiresAt: bookings.expiresAt,
        })
        .from(bookings)
        .innerJoin(products, eq(products.id, bookings.productId))
        .where(and(eq(bookings.buyerId, buyerId), eq(bookings.state, 'Active'), gt(bookings.expiresAt, at)))
        .orderBy(asc(bookings.expiresAt), asc(bookings.id));
    },
  };
}

type BookingsQueries = ReturnType<typeof queries>;

export type BookingsRepository = Transactional<BookingsQueries>;

export function createBookingsRepository(
  db: Database,
  closeCheckouts: CloseCheckouts,
  notify: Notify = async () => {},
): BookingsRepository {
  return transactional(db, (d) => queries(d, notify, closeCheckouts));
}
