import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  placeholdersFor,
  preparedOnce,
  preparedPerCount,
  rowPlaceholders,
  rowValues,
} from '../../db/prepared';
import {
  categories,
  conversations,
  dealDisputePhotos,
  dealDisputes,
  dealEvents,
  dealPaperPhotos,
  dealRefunds,
  deals,
  ledgerEntries,
  products,
  user,
} from '../../db/schema';
import { type Transactional, transactional } from '../../db/transactional';
import { newId } from '../../lib/ids';
import type { Movement } from './machine';

export type DealRow = typeof deals.$inferSelect;
export type DealEventRow = typeof dealEvents.$inferSelect;
export type RefundRow = typeof dealRefunds.$inferSelect;
export type DisputeRow = typeof dealDisputes.$inferSelect;

// A sale's deal, its first step and its ledger legs, their SQL built once (ADR 0450).
const DEAL_KEYS = [
  'id',
  'bookingId',
  'paymentId',
  'productId',
  'buyerId',
  'sellerId',
  'state',
  'paymentKind',
  'pricePaisa',
  'heldPaisa',
  'commissionBasisPoints',
  'provider',
  'providerRef',
  'bankTranId',
  'currency',
  'chargedMinor',
  'handoverDueAt',
  'handoverCode',
  'createdAt',
  'updatedAt',
] as const;
type NewDeal = Required<Pick<typeof deals.$inferInsert, (typeof DEAL_KEYS)[number]>>;
const insertDealStatement = preparedOnce((db) =>
  db
    .insert(deals)
    .values(placeholdersFor(deals, DEAL_KEYS))
    .onConflictDoNothing({ target: deals.bookingId })
    .returning({ id: deals.id })
    .prepare('deals_insert'),
);
const EVENT_KEYS = [
  'id',
  'dealId',
  'key',
  'type',
  'actor',
  'actorId',
  'fromState',
  'toState',
  'reason',
  'at',
] as const;
const insertEventStatement = preparedOnce((db) =>
  db
    .insert(dealEvents)
    .values(placeholdersFor(dealEvents, EVENT_KEYS))
    .onConflictDoNothing({ target: [dealEvents.dealId, dealEvents.key] })
    .returning({ id: dealEvents.id })
    .prepare('deals_insert_event'),
);
const LEG_KEYS = ['id', 'movementKey', 'kind', 'account', 'amountPaisa', 'dealId', 'sellerId', 'at'] as const;
/** A movement's legs in one statement, one prepared statement per number of legs. */
const recordStatement = preparedPerCount((db, legs) =>
  db
    .insert(ledgerEntries)
    .values(Array.from({ length: legs }, (_, leg) => rowPlaceholders(LEG_KEYS, leg)))
    .onConflictDoNothing({ target: [ledgerEntries.movementKey, ledgerEntries.account] })
    .returning({ id: ledgerEntries.id })
    .prepare(`deals_record_${legs}`),
);

function queries(db: Database) {
  return {
    /** Inserts the deal unless its booking has one already; answers whether it did. */
    async insertDeal(values: NewDeal): Promise<boolean> {
      const rows = await insertDealStatement(db).execute(values);
      return rows.length > 0;
    },

    async findDeal(id: string): Promise<DealRow | undefined> {
      const [row] = await db.select().from(deals).where(eq(deals.id, id));
      return row;
    },

    async findDealByBooking(bookingId: string): Promise<DealRow | undefined> {
      const [row] = await db.select().from(deals).where(eq(deals.bookingId, bookingId));
      return row;
    },

    /** Locks the deal until the transaction ends: its steps take turns. */
    async lockDeal(id: string): Promise<DealRow | undefined> {
      const [row] = await db.select().from(deals).where(eq(deals.id, id)).for('update');
      return row;
    },

    async updateDeal(id: string, values: Partial<typeof deals.$inferInsert>) {
      await db.update(deals).set(values).where(eq(deals.id, id));
    },

    /** Records a step; false when an event with this key was already recorded (nothing written). */
    async insertEvent(values: Omit<typeof dealEvents.$inferInsert, 'id'>): Promise<boolean> {
      const rows = await insertEventStatement(db).execute({
        actorId: null,
        fromState: null,
        reason: null,
        ...values,
        id: newId(),
      });
      return rows.length > 0;
    },

    async hasEvent(dealId: string, key: string): Promise<boolean> {
      const [row] = await db
        .select({ id: dealEvents.id })
        .from(dealEvents)
        .where(and(eq(dealEvents.dealId, dealId), eq(dealEvents.key, key)));
      return row !== undefined;
    },

    async eventsOf(dealId: string): Promise<DealEventRow[]> {
      return db
        .select()
        .from(dealEvents)
        .where(eq(dealEvents.dealId, dealId))
        .orderBy(asc(dealEvents.at), asc(dealEvents.seq));
    },

    /**
     * Writes a movement's legs together. The unique (movement, account) index makes it happen once:
     * a movement already written is skipped whole (answers false).
     */
    async record(movement: Movement, at: Date, refs: { dealId: string | null; sellerId?: string | null }) {
      const values = movement.legs.map((leg, i) =>
        rowValues(i, {
          id: newId(),
          movementKey: movement.key,
          kind: movement.kind,
          account: leg.account,
          amountPaisa: leg.amountPaisa,
          dealId: refs.dealId,
          sellerId: leg.account === 'seller_payable' ? (refs.sellerId ?? null) : null,
          at,
        }),
      );
      const rows = await recordStatement(db, movement.legs.length).execute(Object.assign({}, ...values));
      if (rows.length !== 0 && rows.length !== movement.legs.length) {
        throw new Error(`ledger movement ${movement.key} was half written`);
      }
      return rows.length > 0;
    },

    async ledgerOf(dealId: string) {
      return db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.dealId, dealId))
        .orderBy(asc(ledgerEntries.at));
    },

    /** Each account's balance over the whole ledger (they sum to zero). */
    async balances(): Promise<Record<string, number>> {
      const rows = await db
        .select({
          account: ledgerEntries.account,
          sum: sql<string>`sum(${ledgerEntries.amountPaisa})`,
        })
        .from(ledgerEntries)
        .groupBy(ledgerEntries.account);
      return Object.fromEntries(rows.map((r) => [r.account, Number(r.sum)]));
    },

    // --- papers ---------------------------------------------------------------------------------

    async insertPhoto(values: typeof dealPaperPhotos.$inferInsert) {
      await db.insert(dealPaperPhotos).values(values);
    },

    /** The deal's paper photos without their bytes, oldest first. */
    async photosOf(dealId: string) {
      return db
        .select({ id: dealPaperPhotos.id, kind: dealPaperPhotos.kind, createdAt: dealPaperPhotos.createdAt })
        .from(dealPaperPhotos)
        .where(eq(dealPaperPhotos.dealId, dealId))
        .orderBy(asc(dealPaperPhotos.createdAt), asc(dealPaperPhotos.id));
    },

    async photo(dealId: string, id: string) {
      const [row] = await db
        .select()
        .from(dealPaperPhotos)
        .where(and(eq(dealPaperPhotos.dealId, dealId), eq(dealPaperPhotos.id, id)));
      return row;
    },

    // --- disputes -------------------------------------------------------------------------------

    async insertDispute(values: typeof dealDisputes.$inferInsert) {
      await db.insert(dealDisputes).values(values).onConflictDoNothing({ target: dealDisputes.dealId });
    },

    async disputeOf(dealId: string): Promise<DisputeRow | undefined> {
      const [row] = await db.select().from(dealDisputes).where(eq(dealDisputes.dealId, dealId));
      return row;
    },

    async updateDispute(id: string, values: Partial<typeof dealDisputes.$inferInsert>) {
      await db.update(dealDisputes).set(values).where(eq(dealDisputes.id, id));
    },

    /** Unresolved disputes, oldest first (the admins' queue). */
    async openDisputes(): Promise<{ dealId: string }[]> {
      return db
        .select({ dealId: dealDisputes.dealId })
        .from(dealDisputes)
        .where(isNull(dealDisputes.resolvedAt))
        .orderBy(asc(dealDisputes.openedAt), asc(dealDisputes.id))
        .limit(200);
    },

    async insertDisputePhoto(values: typeof dealDisputePhotos.$inferInsert) {
      await db.insert(dealDisputePhotos).values(values);
    },

    /** A dispute's photos without their bytes, oldest first. */
    async disputePhotosOf(disputeId: string) {
      return db
        .select({ id: dealDisputePhotos.id, createdAt: dealDisputePhotos.createdAt })
        .from(dealDisputePhotos)
        .where(eq(dealDisputePhotos.disputeId, disputeId))
        .orderBy(asc(dealDisputePhotos.createdAt), asc(dealDisputePhotos.id));
    },

    async disputePhoto(disputeId: string, id: string) {
      const [row] = await db
        .select()
        .from(dealDisputePhotos)
        .where(and(eq(dealDisputePhotos.disputeId, disputeId), eq(dealDisputePhotos.id, id)));
      return row;
    },

    // --- refunds --------------------------------------------------------------------------------

    /** A refund once per key: answers the row, new or already there. */
    async insertRefund(
      values: Omit<typeof dealRefunds.$inferInsert, 'id'>,
    ): Promise<{ row: RefundRow; created: boolean }> {
      const inserted = await db
        .insert(dealRefunds)
        .values({ id: newId(), ...values })
        .onConflictDoNothing({ target: dealRefunds.key })
        .returning();
      if (inserted[0]) return { row: inserted[0], created: true };
      const [row] = await db.select().from(dealRefunds).where(eq(dealRefunds.key, values.key));
      return { row: row!, created: false };
    },

    async lockRefund(id: string): Promise<RefundRow | undefined> {
      const [row] = await db.select().from(dealRefunds).where(eq(dealRefunds.id, id)).for('update');
      return row;
    },

    async updateRefund(id: string, values: Partial<typeof dealRefunds.$inferInsert>) {
      await db.update(dealRefunds).set(values).where(eq(dealRefunds.id, id));
    },

    async refundsOf(dealId: string): Promise<RefundRow[]> {
      return db
        .select()
        .from(dealRefunds)
        .where(eq(dealRefunds.dealId, dealId))
        .orderBy(asc(dealRefunds.requestedAt));
    },

    async refundsByKey(keys: string[]): Promise<RefundRow[]> {
      if (keys.length === 0) return [];
      return db.select().from(dealRefunds).where(inArray(dealRefunds.key, keys));
    },

    /** Refunds not yet confirmed (the sweep re-enqueues them after a crash). */
    async openRefunds(): Promise<RefundRow[]> {
      return db
        .select()
        .from(dealRefunds)
        .where(inArray(dealRefunds.state, ['requested', 'pending']));
    },

    // --- timeouts -------------------------------------------------------------------------------

    /** Deals whose seller's time to hand over or whose buyer's inspection time has ended at `now`. */
    /**
     * Moves the dates of one deal's timeline `ms` earlier (the e2e server's clock control, ADR 0170):
     * its events happened that much sooner. The deal row's own dates are moved by the service.
     */
    async shiftEvents(dealId: string, ms: number) {
      await db
        .update(dealEvents)
        .set({ at: sql`${dealEvents.at} - make_interval(secs => ${ms / 1000})` })
        .where(eq(dealEvents.dealId, dealId));
    },

    async dueDeals(now: Date): Promise<Pick<DealRow, 'id' | 'state'>[]> {
      return db
        .select({ id: deals.id, state: deals.state })
        .from(deals)
        .where(
          or(
            and(inArray(deals.state, ['held', 'papers_shared']), lte(deals.handoverDueAt, now)),
            and(eq(deals.state, 'handed_over'), lte(deals.inspectionEndsAt, now)),
          ),
        )
        .limit(500);
    },

    /** Deals before the handover with a meeting reminder due at `now` (ADR 0153). */
    async dueReminders(now: Date) {
      return db
        .select({
          id: deals.id,
          meetingAt: deals.meetingAt,
          eveningReminderAt: deals.eveningReminderAt,
          soonReminderAt: deals.soonReminderAt,
        })
        .from(deals)
        .where(
          and(
            inArray(deals.state, ['held', 'papers_shared']),
            or(lte(deals.eveningReminderAt, now), lte(deals.soonReminderAt, now)),
          ),
        )
        .limit(500);
    },

    // --- views ----------------------------------------------------------------------------------

    /** A deal with the names its pages show. */
    async view(id: string) {
      const [row] = await db
        .select({
          deal: deals,
          productName: products.productName,
          productImage: products.img,
          categoryName: categories.name,
          // The conversation of the bike between the two (read only: the conversations module's table).
          conversationId: sql<string | null>`(
            select ${conversations.id} from ${conversations}
            where ${conversations.productId} = ${deals.productId} and ${conversations.buyerId} = ${deals.buyerId}
          )`,
        })
        .from(deals)
        .innerJoin(products, eq(products.id, deals.productId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(eq(deals.id, id));
      if (!row) return undefined;
      const people = await db
        .select({ id: user.id, name: user.name, email: user.email, locale: user.locale })
        .from(user)
        .where(inArray(user.id, [row.deal.buyerId, row.deal.sellerId]));
      const buyer = people.find((p) => p.id === row.deal.buyerId)!;
      const seller = people.find((p) => p.id === row.deal.sellerId)!;
      return { ...row, buyer, seller };
    },

    async dealsOf(userId: string, side: 'buyer' | 'seller') {
      return db
        .select({ id: deals.id })
        .from(deals)
        .where(side === 'buyer' ? eq(deals.buyerId, userId) : eq(deals.sellerId, userId))
        .orderBy(sql`${deals.createdAt} desc`)
        .limit(200);
    },
  };
}

export type DealsRepository = Transactional<ReturnType<typeof queries>>;

export function createDealsRepository(db: Database): DealsRepository {
  return transactional(db, queries);
}
