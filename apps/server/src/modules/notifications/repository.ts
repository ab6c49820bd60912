import { aliasedTable, and, count, desc, eq, gt, inArray, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  placeholderFor,
  preparedOnce,
  preparedPerCount,
  rowPlaceholders,
  rowValues,
} from '../../db/prepared';
import {
  bookings,
  dealDisputes,
  dealRefunds,
  deals,
  notifications,
  offers,
  payments,
  products,
  user,
} from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;
/** What a notice is inserted with (its time and read mark are the table's defaults). */
type NewNotice = Omit<NewNotification, 'createdAt' | 'readAt'>;

const buyer = aliasedTable(user, 'buyer');
const seller = aliasedTable(user, 'seller');

/** What an event says about a booking or a payment besides the row itself: the bike and both people. */
const PARTIES = {
  bikeName: products.productName,
  buyer: { id: buyer.id, name: buyer.name, locale: buyer.locale },
  seller: { id: seller.id, name: seller.name, locale: seller.locale },
};

/** Joins the bike and both people of a booking or payment row (both carry the same three ids). */
function withParties<Q extends PgSelect>(query: Q, deal: typeof bookings | typeof payments) {
  return query
    .innerJoin(products, eq(products.id, deal.productId))
    .innerJoin(buyer, eq(buyer.id, deal.buyerId))
    .innerJoin(seller, eq(seller.id, deal.sellerId));
}

// The reads and the stamp of every booking's and sale's notices, their SQL built once (ADR 0450).
const bookingFactsStatement = preparedOnce((db) =>
  withParties(
    db
      .select({ booking: bookings, ...PARTIES })
      .from(bookings)
      .$dynamic(),
    bookings,
  )
    .where(eq(bookings.id, sql.placeholder('id')))
    .prepare('notifications_booking_facts'),
);
// With the deal the sale opened in its transaction (a deposit's amounts, ADR 0240), joined rather
// than read after: one statement per sale fewer (ADR 0448).
const paymentFactsStatement = preparedOnce((db) =>
  withParties(
    db
      .select({
        payment: payments,
        ...PARTIES,
        deal: { paymentKind: deals.paymentKind, pricePaisa: deals.pricePaisa, heldPaisa: deals.heldPaisa },
      })
      .from(payments)
      .leftJoin(deals, eq(deals.paymentId, payments.id))
      .$dynamic(),
    payments,
  )
    .where(eq(payments.id, sql.placeholder('id')))
    .prepare('notifications_payment_facts'),
);
/** `ids` is one array parameter, so one statement serves any number of them. */
const findForMailStatement = preparedOnce((db) =>
  db
    .select({ notification: notifications, email: user.email, name: user.name, locale: user.locale })
    .from(notifications)
    .innerJoin(user, eq(user.id, notifications.userId))
    .where(sql`${notifications.id} = any(${sql.placeholder('ids')})`)
    .prepare('notifications_find_for_mail'),
);
const markMailedStatement = preparedOnce((db) =>
  db
    .update(notifications)
    .set({ mailedAt: placeholderFor(notifications.mailedAt, 'at') })
    .where(sql`${notifications.id} = any(${sql.placeholder('ids')})`)
    .prepare('notifications_mark_mailed'),
);

const NOTICE_KEYS = ['id', 'userId', 'kind', 'eventKey', 'title', 'body', 'link'] as const;
/**
 * An event's notices, one prepared statement per number of recipients. `mailedAt` and `params` are
 * nullable (a timestamp and jsonb), so they go as the driver takes them: ISO text, JSON text or null.
 */
const insertNoticesStatement = preparedPerCount((db, count) =>
  db
    .insert(notifications)
    .values(
      Array.from({ length: count }, (_, i) => ({
        ...rowPlaceholders(NOTICE_KEYS, i),
        mailedAt: sql`${sql.placeholder(`mailedAt${i}`)}`,
        params: sql`${sql.placeholder(`params${i}`)}`,
      })),
    )
    .onConflictDoNothing({ target: [notifications.userId, notifications.eventKey] })
    .returning({ id: notifications.id })
    .prepare(`notifications_insert_${count}`),
);

/** The only code of the module that touches Drizzle. Every function takes the handle to run on. */
export const notificationsRepository = {
  /** Inserts notifications; an event already recorded for a user is skipped. Answers the new ids. */
  async insert(db: Database, rows: NewNotice[]): Promise<string[]> {
    if (rows.length === 0) return [];
    const values = rows.map((row, i) =>
      rowValues(i, {
        id: row.id,
        userId: row.userId,
        kind: row.kind,
        eventKey: row.eventKey,
        title: row.title,
        body: row.body,
        link: row.link,
        mailedAt: row.mailedAt ? row.mailedAt.toISOString() : null,
        params: row.params ? JSON.stringify(row.params) : null,
      }),
    );
    const inserted = await insertNoticesStatement(db, rows.length).execute(Object.assign({}, ...values));
    return inserted.map((r) => r.id);
  },

  /** A booking with its bike and both people, as an event describes it. */
  async bookingFacts(db: Database, bookingId: string) {
    const [row] = await bookingFactsStatement(db).execute({ id: bookingId });
    return row;
  },

  /** A payment with its bike and both people. */
  async paymentFacts(db: Database, paymentId: string) {
    const [row] = await paymentFactsStatement(db).execute({ id: paymentId });
    if (!row) return undefined;
    return { ...row, deal: row.deal ?? undefined };
  },

  /** A deal with its bike, both people, its dispute and one of its refunds (by key), as an event describes it. */
  async dealFacts(db: Database, dealId: string, refundKey?: string) {
    const [row] = await db
      .select({
        deal: deals,
        bikeName: products.productName,
        buyer: { id: buyer.id, name: buyer.name, locale: buyer.locale },
        seller: { id: seller.id, name: seller.name, locale: seller.locale },
      })
      .from(deals)
      .innerJoin(products, eq(products.id, deals.productId))
      .innerJoin(buyer, eq(buyer.id, deals.buyerId))
      .innerJoin(seller, eq(seller.id, deals.sellerId))
      .where(eq(deals.id, dealId));
    if (!row) return undefined;
    const [dispute] = await db.select().from(dealDisputes).where(eq(dealDisputes.dealId, dealId));
    const [refund] = refundKey
      ? await db.select().from(dealRefunds).where(eq(dealRefunds.key, refundKey))
      : [];
    return { ...row, dispute, refund };
  },

  async productFacts(db: Database, productId: string) {
    const [row] = await db
      .select({
        id: products.id,
        name: products.productName,
        sellerId: products.sellerId,
        sellerLocale: user.locale,
      })
      .from(products)
      .innerJoin(user, eq(user.id, products.sellerId))
      .where(eq(products.id, productId));
    return row;
  },

  /** An offer with its bike and both people (docs/product.md#offers). */
  async offerFacts(db: Database, offerId: string) {
    const [row] = await db
      .select({ offer: offers, ...PARTIES })
      .from(offers)
      .innerJoin(products, eq(products.id, offers.productId))
      .innerJoin(buyer, eq(buyer.id, offers.buyerId))
      .innerJoin(seller, eq(seller.id, offers.sellerId))
      .where(eq(offers.id, offerId));
    return row;
  },

  /** The language a person's notifications are written in (ADR 0095). */
  async localeOf(db: Database, userId: string) {
    const [row] = await db.select({ locale: user.locale }).from(user).where(eq(user.id, userId));
    return row?.locale;
  },

  /** Unpaid Book Now bookings ending in (now, until] whose buyer was not reminded yet. */
  async dueReminders(db: Database, now: Date, until: Date): Promise<string[]> {
    const rows = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.state, 'Active'),
          eq(bookings.channel, 'booking'),
          gt(bookings.expiresAt, now),
          lte(bookings.expiresAt, until),
          notExists(
            db
              .select({ one: sql`1` })
              .from(notifications)
              .where(
                and(
                  eq(notifications.userId, bookings.buyerId),
                  eq(notifications.eventKey, sql`'booking-expiring:' || ${bookings.id}`),
                ),
              ),
          ),
        ),
      );
    return rows.map((r) => r.id);
  },

  async list(db: Database, userId: string, limit: number): Promise<NotificationRow[]> {
    return db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit);
  },

  async unreadCount(db: Database, userId: string): Promise<number> {
    const [row] = await db
      .select({ value: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return row?.value ?? 0;
  },

  /** Marks the user's notifications read (only those ids when given); answers how many changed. */
  async markRead(db: Database, userId: string, ids: string[] | undefined, at: Date): Promise<number> {
    const rows = await db
      .update(notifications)
      .set({ readAt: at })
      .where(
        and(
          eq(notifications.userId, userId),
          isNull(notifications.readAt),
          ids ? inArray(notifications.id, ids) : undefined,
        ),
      )
      .returning({ id: notifications.id });
    return rows.length;
  },

  /** The notifications of `ids` with their recipients' addresses, for their mails, in no particular order. */
  findForMail(db: Database, ids: string[]) {
    return findForMailStatement(db).execute({ ids });
  },

  async markMailed(db: Database, ids: string[], at: Date) {
    if (ids.length === 0) return;
    await markMailedStatement(db).execute({ ids, at });
  },
};
