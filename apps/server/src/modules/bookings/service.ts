import { type BookingBody, formatDhakaDateTime, type Order } from '@best-bikes/contract';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { Conflict, Forbidden, NotFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { type RendezvousOptions, rendezvous } from '../../lib/rendezvous';
import { type Caller, isOwnEmail } from '../../plugins/access';
import { bookingDecision, MESSAGES, ownsOrder } from './policy';
import { presentOrder } from './present';
import type { BookingRow, BookingsRepository } from './repository';

const LIVE_BOOKING_INDEX = 'bookings_one_live_per_product';

export interface BookingsOptions {
  ttlHours: number;
  maxActiveBookings: number;
  /** How long the buy page's hosted checkout holds the bike (minutes). */
  checkoutHoldMinutes: number;
  /**
   * How long a confirmation (PUT /bookedProducts, DELETE /payments) waits for the booking or the
   * payment its client sent at the same moment to commit. Default: 5 s, looking every 50 ms.
   */
  confirmWait?: RendezvousOptions;
  now?: () => Date;
  /**
   * The price the buyer is charged when booking now, asked in the booking's transaction: the offers
   * module's agreed price while it holds (ADR 0275), else the listed price. Default: the listed price.
   */
  priceFor?: PriceFor;
  /**
   * Told in the booking's transaction that a buyer booked a bike (a Book Now booking, not a hosted
   * checkout's hold): app.ts posts the step into the pair's conversation (docs/product.md#conversations).
   * It rolls back with the booking.
   */
  booked?: BookedHook;
}

/** What a booking tells the conversations (whole Taka: the price it charges). */
export type BookedHook = (
  db: Database,
  booking: { bookingId: string; productId: string; sellerId: string; buyerId: string; price: number },
) => Promise<void>;

/** What the offers module answers (`offersModule(...).priceFor`): whole Taka. */
export type PriceFor = (
  db: Database,
  input: { productId: string; buyerId: string; listedPrice: number; at: Date },
) => Promise<number>;

const CONFIRM_WAIT: RendezvousOptions = { graceMs: 5000, everyMs: 50 };

export interface BookingAnswer {
  acknowledged: boolean;
  message?: string;
  insertedId?: string;
}

/** A refusal decided inside the transaction: it rolls the transaction back and becomes the answer. */
class Refused extends Error {}

export function createBookingsService(repo: BookingsRepository, options: BookingsOptions) {
  const now = options.now ?? (() => new Date());
  const confirmWait = options.confirmWait ?? CONFIRM_WAIT;
  const priceFor: PriceFor = options.priceFor ?? (async (_db, input) => input.listedPrice);
  const hours = (n: number) => n * 60 * 60 * 1000;

  /**
   * Reserves a bike for the caller in one transaction: expired bookings of this bike and buyer are
   * released first, the rules are checked, then the insert decides (the unique index refuses a
   * second live booking, however many requests race).
   */
  async function reserve(
    caller: Caller,
    input: { productId: string; mobile: string; location: string; channel: 'booking' | 'checkout' },
  ): Promise<{ bookingId: string; price: number }> {
    try {
      return await repo.transaction(async (tx, db) => {
        const at = now();
        await tx.lockBuyer(caller.id);
        // Account locks come first, before any booking or bike row (the order a deactivation takes).
        const listed = await tx.findProduct(input.productId);
        if (!listed) throw new NotFound(MESSAGES.notAvailable);
        await tx.lockSeller(listed.sellerId);
        const lapsed = await tx.expireDue(at, { productId: input.productId, buyerId: caller.id });
        // Read again only when a lapsed booking of this bike was just released (the bike is offered
        // again). Any other change since the first read is caught by the conditional update below.
        const product = lapsed.some((b) => b.productId === input.productId)
          ? await tx.findProduct(input.productId)
          : listed;
        if (!product || product.state === 'Withdrawn') throw new NotFound(MESSAGES.notAvailable);
        const decision = bookingDecision(caller, {
          product,
          activeBookings: await tx.countActiveByBuyer(caller.id),
          maxActiveBookings: options.maxActiveBookings,
        });
        if (decision.kind === 'forbidden') throw new Forbidden(decision.message);
        if (decision.kind === 'refused') throw new Refused(decision.message);
        const bookingId = newId();
        // The server's price: an offer this buyer and the seller agreed on, or the listed one.
        const price = await priceFor(db, {
          productId: product.id,
          buyerId: caller.id,
          listedPrice: product.resalePrice,
          at,
        });
        const ttl =
          input.channel === 'checkout' ? options.checkoutHoldMinutes * 60 * 1000 : hours(options.ttlHours);
        await tx.insertBooking({
          id: bookingId,
          productId: product.id,
          buyerId: caller.id,
          sellerId: product.sellerId,
          price,
          buyerMobile: input.mobile,
          buyerLocation: input.location,
          channel: input.channel,
          state: 'Active',
          expiresAt: new Date(at.getTime() + ttl),
        });
        // The bike left Available after it was read: the seller withdrew it or it was sold (a lapsed
        // booking taken back) in the meantime. Answer the true reason from a fresh read, as the
        // up-front checks would have: telling the buyer "already booked" about a withdrawn bike was
        // wrong (test/races.int.test.ts).
        if (!(await tx.bikes.book(product.id))) {
          const fresh = await tx.findProduct(product.id);
          if (!fresh || fresh.state === 'Withdrawn') throw new NotFound(MESSAGES.notAvailable);
          throw new Refused(fresh.state === 'Sold' ? MESSAGES.sold : MESSAGES.alreadyBooked);
        }
        if (input.channel === 'booking') {
          await tx.notify({ kind: 'booking-made', bookingId });
          await options.booked?.(db, {
            bookingId,
            productId: product.id,
            sellerId: product.sellerId,
            buyerId: caller.id,
            price,
          });
        }
        return { bookingId, price };
      });
    } catch (err) {
      if (isUniqueViolation(err, LIVE_BOOKING_INDEX)) {
        const live = await repo.findLiveBookingForProduct(input.productId);
        throw new Refused(live?.buyerId === caller.id ? MESSAGES.alreadyYours : MESSAGES.alreadyBooked);
      }
      throw err;
    }
  }

  async function ownOrderRow(caller: Caller, id: string) {
    const row = await repo.findOrder(id);
    if (!row) throw new NotFound(MESSAGES.noOrder);
    if (!ownsOrder(caller, row.booking)) throw new Forbidden(MESSAGES.notYourOrder);
    return row;
  }

  return {
    /** POST /bookings: product.md answers refusals as `acknowledged: false` with the reason. */
    async book(caller: Caller, body: BookingBody): Promise<BookingAnswer> {
      try {
        const { bookingId } = await reserve(caller, {
          productId: body.productID,
          mobile: body.buyerMobile,
          location: body.buyerLocation,
          channel: 'booking',
        });
        return { acknowledged: true, insertedId: bookingId, message: 'Booked' };
      } catch (err) {
        if (err instanceof Refused) return { acknowledged: false, message: err.message };
        throw err;
      }
    },

    /**
     * PUT /bookedProducts/{productId}: the booking already marked the bike booked in its own
     * transaction; this confirms it for the booking's buyer (idempotent) and changes nothing else.
     * the original client sends it together with POST /bookings, so while the bike is still Available the
     * answer waits (a few seconds at most) for that booking to commit instead of refusing at once.
     */
    async confirmBooked(caller: Caller, productId: string) {
      const refused = { modifiedCount: 0, message: MESSAGES.notBookedByYou };
      return rendezvous(async () => {
        // The bike first: the booking and the bike's state commit together, so a bike already read
        // as Booked has its booking visible to the next read (the other order missed it).
        const product = await repo.findProduct(productId);
        const live = await repo.findLiveBookingForProduct(productId);
        if (live) {
          const ours = live.buyerId === caller.id && live.state === 'Active' && live.expiresAt > now();
          return { settled: true, value: ours ? { modifiedCount: 1 } : refused };
        }
        return { settled: product?.state !== 'Available', value: refused };
      }, confirmWait);
    },

    /**
     * Whether the caller holds the live, unpaid booking of a bike: a payment for it may be on its
     * way (DELETE /payments waits for it).
     */
    async holdsUnpaid(caller: Caller, productId: string): Promise<boolean> {
      const live = await repo.findLiveBookingForProduct(productId);
      return live?.buyerId === caller.id && live.state === 'Active';
    },

    /** How long confirmations wait for the request sent with them (see `confirmBooked`). */
    confirmWait,

    async listOrders(caller: Caller, email: string): Promise<Order[]> {
      if (!isOwnEmail(caller, email)) throw new Forbidden(MESSAGES.otherEmail);
      const rows = await repo.transaction(async (tx) => {
        await tx.expireDue(now(), { buyerId: caller.id });
        return tx.listOrders(caller.id);
      });
      return rows.map(presentOrder);
    },

    async getOrder(caller: Caller, id: string): Promise<Order> {
      const row = await ownOrderRow(caller, id);
      if (row.booking.state === 'Active' && row.booking.expiresAt <= now()) {
        await repo.transaction((tx) => tx.expireDue(now(), { productId: row.booking.productId }));
        throw new NotFound('This booking has expired and the bike is offered again.');
      }
      if (row.booking.state !== 'Active' && row.booking.state !== 'Paid')
        throw new NotFound(MESSAGES.noOrder);
      return presentOrder(row);
    },

    /**
     * The caller's own booking, for paying it. Throws 404/403 for another's, 409 when it is no
     * longer payable (expired, cancelled or already paid).
     */
    async payableBooking(caller: Caller, id: string): Promise<BookingRow> {
      const row = await ownOrderRow(caller, id);
      const b = row.booking;
      if (b.state === 'Paid') throw new Conflict(MESSAGES.alreadyPaid);
      if (b.state !== 'Active' || b.expiresAt <= now()) {
        throw new Conflict('This booking has expired. Please book the bike again.');
      }
      return b;
    },

    /** The caller's booking whatever its state (receipts, verification), 404/403 otherwise. */
    async ownBooking(caller: Caller, id: string): Promise<BookingRow> {
      return (await ownOrderRow(caller, id)).booking;
    },

    /**
     * Holds a bike for the buy page's hosted checkout. A buyer who already booked this bike with
     * Book Now pays for that booking (`reused`); otherwise a short 'checkout' booking reserves it.
     * Refusals throw (409/403/404) because the buy page has no `acknowledged` shape.
     */
    async holdForCheckout(
      caller: Caller,
      input: { productId: string; mobile: string; location: string },
    ): Promise<{ booking: BookingRow; reused: boolean }> {
      await repo.transaction((tx) => tx.expireDue(now(), { productId: input.productId }));
      const live = await repo.findLiveBookingForProduct(input.productId);
      if (live && live.buyerId === caller.id) {
        if (live.state === 'Paid') throw new Conflict('You have already bought this bike.');
        return { booking: live, reused: true };
      }
      try {
        const { bookingId } = await reserve(caller, { ...input, channel: 'checkout' });
        const booking = await repo.findBooking(bookingId);
        if (!booking) throw new NotFound(MESSAGES.noOrder);
        return { booking, reused: false };
      } catch (err) {
        if (err instanceof Refused) throw new Conflict(err.message);
        throw err;
      }
    },

    /** Ends an unpaid hold (failed, cancelled or abandoned checkout) and offers the bike again. */
    release(bookingId: string): Promise<boolean> {
      // One transaction: a crash between its two updates left the booking Cancelled and the bike
      // Booked with no live booking, which no expiry ever frees (scripts/crash/crash-safety.ts).
      return repo.transaction((tx) => tx.release(bookingId, 'Cancelled'));
    },

    /**
     * DELETE /orders/{id}: the buyer cancels an unpaid order of theirs, a checkout they started on
     * the buy page and left or a Book Now booking (ADR 0112): the bike is offered again at once. A
     * paid order is refused.
     */
    async cancelCheckout(caller: Caller, id: string): Promise<{ modifiedCount: number }> {
      const row = await ownOrderRow(caller, id);
      const b = row.booking;
      if (b.state === 'Paid') throw new Conflict(MESSAGES.alreadyPaid);
      const cancelled = await repo.transaction(async (tx) => {
        await tx.expireDue(now(), { productId: b.productId });
        // A Book Now booking is the buyer's to cancel too, and its seller is told (ADR 0112).
        return b.channel === 'checkout'
          ? tx.cancelCheckoutHold(b.id, caller.id)
          : tx.cancelByBuyer(b.id, caller.id);
      });
      if (!cancelled)
        throw new Conflict(b.channel === 'checkout' ? MESSAGES.checkoutEnded : MESSAGES.bookingEnded);
      return { modifiedCount: 1 };
    },

    /**
     * Why a caller whose role may not book is refused, when the bike is their own (docs/product.md#everyday-use: a
     * seller pressing Book Now read "Already Booked"). Undefined otherwise.
     */
    async ownBikeRefusal(callerId: string, productId: unknown): Promise<string | undefined> {
      if (typeof productId !== 'string' || productId.length === 0 || productId.length > 64) return undefined;
      const product = await repo.findProduct(productId);
      return product?.sellerId === callerId ? MESSAGES.ownBike : undefined;
    },

    /**
     * POST /bookedProducts/{productId}/release (docs/product.md#seller-and-admin-tools): the bike's seller releases an unpaid
     * booking whose buyer went quiet. The bike is offered again at once and the buyer notified. A
     * buyer who opened the payment page less than a checkout hold ago may be paying right now, so
     * the release waits until that hold would have lapsed; after it, the open checkout is closed and
     * a late success from the gateway is refused (and logged for a refund), as for an expired booking.
     */
    async releaseBySeller(caller: Caller, productId: string): Promise<{ modifiedCount: number }> {
      return repo.transaction(async (tx) => {
        const at = now();
        const product = await tx.findProduct(productId);
        if (!product || product.state === 'Withdrawn') throw new NotFound(MESSAGES.notAvailable);
        if (product.sellerId !== caller.id) throw new Forbidden(MESSAGES.notYourBike);
        await tx.expireDue(at, { productId });
        const live = await tx.findLiveBookingForProduct(productId);
        if (!live) throw new Conflict(MESSAGES.nothingToRelease);
        if (live.state === 'Paid') throw new Conflict(MESSAGES.paidCannotRelease);
        const paying = await tx.openCheckoutStartedAt(live.id);
        const holdMs = options.checkoutHoldMinutes * 60 * 1000;
        if (paying && at.getTime() - paying.getTime() < holdMs) {
          throw new Conflict(MESSAGES.buyerPaying(formatDhakaDateTime(new Date(paying.getTime() + holdMs))));
        }
        if (!(await tx.releaseBySeller(live.id, caller.id))) {
          throw new Conflict('This booking changed just now. Please look again.');
        }
        return { modifiedCount: 1 };
      });
    },

    /** The dashboard's figures of bookings (docs/product.md#seller-and-admin-tools), read as of `now()`. */
    figures: {
      madeSince: (since: Date, sellerId?: string) => repo.countMadeSince(since, sellerId),
      heldForSeller: (sellerId: string) => repo.countHeldForSeller(sellerId, now()),
      heldForBuyer: (buyerId: string) => repo.heldForBuyer(buyerId, now()),
    },

    /** The periodic sweep: expires every overdue booking. Answers how many. */
    async expireDue(): Promise<number> {
      const expired = await repo.transaction((tx) => tx.expireDue(now()));
      return expired.length;
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
