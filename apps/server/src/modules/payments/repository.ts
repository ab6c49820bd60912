import { and, count, desc, eq, gte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { placeholderFor, placeholdersFor, preparedOnce } from '../../db/prepared';
import {
  bookings,
  type CheckoutState,
  categories,
  checkoutSessions,
  paymentIntents,
  payments,
  products,
  providerRefunds,
  user,
} from '../../db/schema';
import { type Transactional, transactional } from '../../db/transactional';
import { newId } from '../../lib/ids';
import { bookingState } from '../bookings';
import { bikeState } from '../catalog';
import type { DealBook, OpenDealInput, UnsoldRefundInput } from '../deals';
import type { NotificationEvent, Notify } from '../notifications';

type IntentRow = typeof paymentIntents.$inferSelect;
export type CheckoutRow = typeof checkoutSessions.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;

/** A payment with what history and receipts show about it. */
export interface PaymentView {
  payment: PaymentRow;
  productName: string;
  productImage: string;
  categoryName: string;
  sellerName: string;
  sellerEmail: string;
  buyerName: string;
  buyerEmail: string;
  bookingLocation: string;
  /** Set for hosted checkouts: the address given on the buy page. */
  checkoutLocation: string | null;
  postCode: string | null;
}

const seller = alias(user, 'seller');
const buyer = alias(user, 'buyer');

// The reads of every card payment, their SQL built once (ADR 0450).
const findIntentStatement = preparedOnce((db) =>
  db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.id, sql.placeholder('id')))
    .prepare('payments_find_intent'),
);
const lockIntentStatement = preparedOnce((db) =>
  db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.id, sql.placeholder('id')))
    .for('update')
    .prepare('payments_lock_intent'),
);
const findBookingStatement = preparedOnce((db) =>
  db
    .select()
    .from(bookings)
    .where(eq(bookings.id, sql.placeholder('id')))
    .prepare('payments_find_booking'),
);
const lockBookingStatement = preparedOnce((db) =>
  db
    .select()
    .from(bookings)
    .where(eq(bookings.id, sql.placeholder('id')))
    .for('update')
    .prepare('payments_lock_booking'),
);
const paymentByBookingStatement = preparedOnce((db) =>
  db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, sql.placeholder('bookingId')))
    .prepare('payments_by_booking'),
);

const PAYMENT_KEYS = [
  'id',
  'transactionId',
  'bookingId',
  'productId',
  'buyerId',
  'sellerId',
  'amount',
  'currency',
  'chargedMinor',
  'method',
  'provider',
  'createdAt',
] as const;
type NewPayment = Required<Pick<typeof payments.$inferInsert, (typeof PAYMENT_KEYS)[number]>>;
const insertPaymentStatement = preparedOnce((db) =>
  db.insert(payments).values(placeholdersFor(payments, PAYMENT_KEYS)).prepare('payments_insert'),
);

const paymentByProductStatement = preparedOnce((db) =>
  db
    .select()
    .from(payments)
    .where(eq(payments.productId, sql.placeholder('productId')))
    .prepare('payments_by_product'),
);
const productStateStatement = preparedOnce((db) =>
  db
    .select({ state: products.state, name: products.productName })
    .from(products)
    .where(eq(products.id, sql.placeholder('id')))
    .prepare('payments_product_state'),
);

const cancelOpenIntentsStatement = preparedOnce((db) =>
  db
    .update(paymentIntents)
    .set({
      status: 'canceled',
      updatedAt: placeholderFor(paymentIntents.updatedAt, 'updatedAt'),
    })
    .where(
      and(
        eq(paymentIntents.bookingId, sql.placeholder('bookingId')),
        eq(paymentIntents.status, 'requires_payment_method'),
        eq(paymentIntents.provider, 'test'),
        ne(paymentIntents.id, sql.placeholder('except')),
      ),
    )
    .prepare('payments_cancel_open_intents'),
);

function queries(db: Database, notify: Notify, book: DealBook | null) {
  const views = () =>
    db
      .select({
        payment: payments,
        productName: products.productName,
        productImage: products.img,
        categoryName: categories.name,
        sellerName: seller.name,
        sellerEmail: seller.email,
        buyerName: buyer.name,
        buyerEmail: buyer.email,
        bookingLocation: bookings.buyerLocation,
        checkoutLocation: checkoutSessions.buyerLocation,
        postCode: checkoutSessions.postCode,
      })
      .from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .innerJoin(products, eq(products.id, payments.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(seller, eq(seller.id, payments.sellerId))
      .innerJoin(buyer, eq(buyer.id, payments.buyerId))
      .leftJoin(checkoutSessions, eq(checkoutSessions.id, payments.transactionId));

  return {
    /** State changes of a bike, in this repository's transaction (a sale marks it Sold). */
    bikes: bikeState(db),
    /** Records an event (notifications and their mail jobs) on this handle: in its transaction. */
    notify: (event: NotificationEvent) => notify(db, event),
    /** Opens the sale's deal (the payment held, ADR 0140) in this repository's transaction. */
    async openDeal(input: OpenDealInput) {
      if (book) await book.open(db, input);
    },
    /** A full refund of money taken for a bike that could not be sold, in this transaction. */
    async refundUnsold(input: UnsoldRefundInput) {
      if (!book) throw new Error('refunds need the deal book');
      await book.refundUnsold(db, input);
    },

    // --- refunds as the built-in test processor and sandbox gateway keep them -------------------

    /** Records a refund once per key; answers the stored one (new or from an earlier request). */
    async insertProviderRefund(values: {
      idempotencyKey: string;
      provider: 'test' | 'sandbox';
      paymentRef: string;
      amountMinor: number;
    }) {
      await db
        .insert(providerRefunds)
        .values({ id: `re_${newId()}`, ...values })
        .onConflictDoNothing({ target: [providerRefunds.provider, providerRefunds.idempotencyKey] });
      const [row] = await db
        .select()
        .from(providerRefunds)
        .where(
          and(
            eq(providerRefunds.provider, values.provider),
            eq(providerRefunds.idempotencyKey, values.idempotencyKey),
          ),
        );
      return row!;
    },

    async findProviderRefund(id: string) {
      const [row] = await db.select().from(providerRefunds).where(eq(providerRefunds.id, id));
      return row;
    },

    async refundedMinor(
      provider: 'test' | 'sandbox',
      paymentRef: string,
      exceptKey: string,
    ): Promise<number> {
      const [row] = await db
        .select({ sum: sql<string>`coalesce(sum(${providerRefunds.amountMinor}), 0)` })
        .from(providerRefunds)
        .where(
          and(
            eq(providerRefunds.provider, provider),
            eq(providerRefunds.paymentRef, paymentRef),
            ne(providerRefunds.idempotencyKey, exceptKey),
          ),
        );
      return Number(row?.sum ?? 0);
    },

    // --- payment intents ----------------------------------------------------------------------

    async insertIntent(values: typeof paymentIntents.$inferInsert, opts: { ignoreExisting?: boolean } = {}) {
      const insert = db.insert(paymentIntents).values(values);
      await (opts.ignoreExisting ? insert.onConflictDoNothing() : insert);
    },

    async findIntent(id: string): Promise<IntentRow | undefined> {
      const [row] = await findIntentStatement(db).execute({ id });
      return row;
    },

    /** Locks the intent row until the transaction ends (two confirms of one intent take turns). */
    async lockIntent(id: string): Promise<IntentRow | undefined> {
      const [row] = await lockIntentStatement(db).execute({ id });
      return row;
    },

    async updateIntent(id: string, values: Partial<typeof paymentIntents.$inferInsert>) {
      await db.update(paymentIntents).set(values).where(eq(paymentIntents.id, id));
    },

    /** A new intent replaces the booking's earlier unconfirmed ones, so only one can be paid. */
    async cancelOpenIntents(bookingId: string, except: string) {
      await cancelOpenIntentsStatement(db).execute({ bookingId, except, updatedAt: new Date() });
    },

    // --- bookings and bikes, as a sale changes them ----------------------------------------------

    async findBooking(id: string): Promise<BookingRow | undefined> {
      const [row] = await findBookingStatement(db).execute({ id });
      return row;
    },

    async lockBooking(id: string): Promise<BookingRow | undefined> {
      const [row] = await lockBookingStatement(db).execute({ id });
      return row;
    },

    /**
     * Marks the booking paid. A booking that lapsed in the meantime is taken back if nobody else
     * booked the bike (the unique index refuses otherwise). Answers whether it changed.
     */
    markBookingPaid(id: string, at: Date): Promise<boolean> {
      return bookingState(db).markPaid(id, at);
    },

    async productState(productId: string) {
      const [row] = await productStateStatement(db).execute({ id: productId });
      return row;
    },

    // --- payments -------------------------------------------------------------------------------

    async insertPayment(values: NewPayment) {
      await insertPaymentStatement(db).execute(values);
    },

    async findPaymentByBooking(bookingId: string): Promise<PaymentRow | undefined> {
      const [row] = await paymentByBookingStatement(db).execute({ bookingId });
      return row;
    },

    async findPaymentByProduct(productId: string): Promise<PaymentRow | undefined> {
      const [row] = await paymentByProductStatement(db).execute({ productId });
      return row;
    },

    async markDelisted(paymentId: string, at: Date) {
      await db.update(payments).set({ delistedAt: at }).where(eq(payments.id, paymentId));
    },

    async history(buyerId: string): Promise<PaymentView[]> {
      return views()
        .where(eq(payments.buyerId, buyerId))
        .orderBy(desc(payments.createdAt), desc(payments.id));
    },

    async findView(transactionId: string): Promise<PaymentView | undefined> {
      const [row] = await views().where(eq(payments.transactionId, transactionId));
      return row;
    },

    // --- hosted checkouts -----------------------------------------------------------------------

    async insertCheckout(values: typeof checkoutSessions.$inferInsert) {
      await db.insert(checkoutSessions).values(values);
    },

    async findCheckout(id: string): Promise<CheckoutRow | undefined> {
      const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
      return row;
    },

    async lockCheckout(id: string): Promise<CheckoutRow | undefined> {
      const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).for('update');
      return row;
    },

    /** Moves a checkout on only from Pending (callbacks are idempotent); answers whether it moved. */
    async closeCheckout(
      id: string,
      state: Exclude<CheckoutState, 'Pending'>,
      extra: Partial<typeof checkoutSessions.$inferInsert> = {},
    ): Promise<boolean> {
      const rows = await db
        .update(checkoutSessions)
        .set({ ...extra, state })
        .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.state, 'Pending')))
        .returning({ id: checkoutSessions.id });
      return rows.length > 0;
    },

    /** Keeps what the gateway validated on a checkout that did not become a sale (its refund needs it). */
    async recordValidation(id: string, values: { valId: string; bankTranId: string | null }) {
      await db.update(checkoutSessions).set(values).where(eq(checkoutSessions.id, id));
    },

    /** The booking's newest checkout (what the buyer typed on the buy page), for resuming it. */
    async latestCheckoutOf(bookingId: string): Promise<CheckoutRow | undefined> {
      const [row] = await db
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.bookingId, bookingId))
        .orderBy(desc(checkoutSessions.createdAt))
        .limit(1);
      return row;
    },

    /** An older open checkout of the same booking is superseded by a new one. */
    async cancelOpenCheckouts(bookingId: string, except: string) {
      await db
        .update(checkoutSessions)
        .set({ state: 'Cancelled' })
        .where(
          and(
            eq(checkoutSessions.bookingId, bookingId),
            eq(checkoutSessions.state, 'Pending'),
            ne(checkoutSessions.id, except),
          ),
        );
    },

    /** What the sandbox page shows about a checkout. */
    async checkoutSummary(id: string) {
      const [row] = await db
        .select({
          checkout: checkoutSessions,
          productName: products.productName,
          categoryName: categories.name,
          bookingState: bookings.state,
        })
        .from(checkoutSessions)
        .innerJoin(products, eq(products.id, checkoutSessions.productId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .innerJoin(bookings, eq(bookings.id, checkoutSessions.bookingId))
        .where(eq(checkoutSessions.id, id));
      return row;
    },

    async bikeForCheckout(productId: string) {
      const [row] = await db
        .select({
          productName: products.productName,
          categoryName: categories.name,
          price: products.resalePrice,
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(eq(products.id, productId));
      return row;
    },

    /** Sales and their whole Taka since `since` (or ever): the admin dashboard's figures. */
    async salesSince(since?: Date): Promise<{ sales: number; revenue: number }> {
      const [row] = await db
        .select({
          sales: count(),
          revenue: sql<number>`coalesce(sum(${payments.amount}), 0)`.mapWith(Number),
        })
        .from(payments)
        .where(since ? gte(payments.createdAt, since) : undefined);
      return { sales: row?.sales ?? 0, revenue: row?.revenue ?? 0 };
    },
  };
}

type PaymentsQueries = ReturnType<typeof queries>;

export type PaymentsRepository = Transactional<PaymentsQueries>;

export function createPaymentsRepository(
  db: Database,
  notify: Notify = async () => {},
  book: DealBook | null = null,
): PaymentsRepository {
  return transactional(db, (d) => queries(d, notify, book));
}
