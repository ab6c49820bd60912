import { and, asc, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deals, payables, payoutAccounts, payoutBatches, products, user } from '../../db/schema';
import { type Transactional, transactional } from '../../db/transactional';

export type PayableRow = typeof payables.$inferSelect;
export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

function queries(db: Database) {
  return {
    // --- accounts -------------------------------------------------------------------------------

    async account(sellerId: string): Promise<PayoutAccountRow | undefined> {
      const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.sellerId, sellerId));
      return row;
    },

    async accounts(sellerIds: string[]): Promise<PayoutAccountRow[]> {
      if (sellerIds.length === 0) return [];
      return db.select().from(payoutAccounts).where(inArray(payoutAccounts.sellerId, sellerIds));
    },

    async saveAccount(values: typeof payoutAccounts.$inferInsert) {
      const { sellerId, ...rest } = values;
      await db
        .insert(payoutAccounts)
        .values(values)
        .onConflictDoUpdate({ target: payoutAccounts.sellerId, set: rest });
    },

    async seller(id: string) {
      const [row] = await db
        .select({ id: user.id, name: user.name, email: user.email })
        .from(user)
        .where(eq(user.id, id));
      return row;
    },

    // --- payables -------------------------------------------------------------------------------

    /** One payable per deal: a second completion of the same deal inserts nothing. */
    async insertPayable(values: typeof payables.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(payables)
        .values(values)
        .onConflictDoNothing({ target: payables.dealId })
        .returning({ id: payables.id });
      return rows.length > 0;
    },

    async lockPayable(id: string): Promise<PayableRow | undefined> {
      const [row] = await db.select().from(payables).where(eq(payables.id, id)).for('update');
      return row;
    },

    async payable(id: string): Promise<PayableRow | undefined> {
      const [row] = await db.select().from(payables).where(eq(payables.id, id));
      return row;
    },

    async updatePayable(id: string, values: Partial<typeof payables.$inferInsert>) {
      await db.update(payables).set(values).where(eq(payables.id, id));
    },

    /** A seller's payables with the bike's name, newest first. */
    async ofSeller(sellerId: string) {
      return db
        .select({ payable: payables, productName: products.productName })
        .from(payables)
        .innerJoin(deals, eq(deals.id, payables.dealId))
        .innerJoin(products, eq(products.id, deals.productId))
        .where(eq(payables.sellerId, sellerId))
        .orderBy(desc(payables.completedAt))
        .limit(200);
    },

    /** What admins see: every unpaid payable (oldest due first), then the latest paid ones. */
    async forAdmins(paidSince: Date) {
      return db
        .select({
          payable: payables,
          productName: products.productName,
          sellerName: user.name,
          sellerEmail: user.email,
        })
        .from(payables)
        .innerJoin(deals, eq(deals.id, payables.dealId))
        .innerJoin(products, eq(products.id, deals.productId))
        .innerJoin(user, eq(user.id, payables.sellerId))
        .where(or(ne(payables.state, 'paid'), sql`${payables.paidAt} >= ${paidSince}`))
        .orderBy(asc(payables.dueAt))
        .limit(1000);
    },

    /** Unpaid payables due before `at` (the dashboard's overdue figure). */
    async overdueCount(at: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(payables)
        .where(and(ne(payables.state, 'paid'), lt(payables.dueAt, at)));
      return row?.n ?? 0;
    },

    /** Paid payables whose deal has not yet taken its `pay_out` step (a crash between the two). */
    async unsettled() {
      return db
        .select()
        .from(payables)
        .where(and(eq(payables.state, 'paid'), isNull(payables.settledAt)))
        .limit(500);
    },

    /** Payables being sent through bKash (their jobs are enqueued again after a crash). */
    async sending() {
      return db.select().from(payables).where(eq(payables.state, 'sending')).limit(500);
    },

    /** Completed deals without a payable (completed before payouts existed). */
    async completedWithoutPayable() {
      return db
        .select({
          id: deals.id,
          sellerId: deals.sellerId,
          heldPaisa: deals.heldPaisa,
          refundDuePaisa: deals.refundDuePaisa,
          commissionBasisPoints: deals.commissionBasisPoints,
          completedAt: deals.completedAt,
          updatedAt: deals.updatedAt,
        })
        .from(deals)
        .leftJoin(payables, eq(payables.dealId, deals.id))
        .where(and(eq(deals.state, 'completed'), isNull(payables.id)))
        .limit(500);
    },

    // --- batches --------------------------------------------------------------------------------

    async insertBatch(values: typeof payoutBatches.$inferInsert) {
      await db.insert(payoutBatches).values(values);
    },

    async batch(id: string) {
      const [row] = await db.select().from(payoutBatches).where(eq(payoutBatches.id, id));
      return row;
    },

    async closeBatch(id: string) {
      await db.update(payoutBatches).set({ state: 'closed' }).where(eq(payoutBatches.id, id));
    },

    async openBatches() {
      return db
        .select({
          id: payoutBatches.id,
          createdAt: payoutBatches.createdAt,
          count: sql<number>`(select count(*)::int from ${payables} where ${payables.batchId} = ${payoutBatches.id})`,
        })
        .from(payoutBatches)
        .where(eq(payoutBatches.state, 'open'))
        .orderBy(asc(payoutBatches.createdAt));
    },

    /**
     * Takes every due payable whose seller has an account into the batch: locked, so a payable
     * joins one batch at most even when two admins press at once.
     */
    async takeDue(batchId: string): Promise<PayableRow[]> {
      const due = await db
        .select({ id: payables.id })
        .from(payables)
        .innerJoin(payoutAccounts, eq(payoutAccounts.sellerId, payables.sellerId))
        .where(and(eq(payables.state, 'due'), isNull(payables.batchId)))
        .orderBy(asc(payables.dueAt))
        .limit(500)
        .for('update', { of: payables, skipLocked: true });
      if (due.length === 0) return [];
      return db
        .update(payables)
        .set({ state: 'batched', batchId })
        .where(
          and(
            inArray(
              payables.id,
              due.map((d) => d.id),
            ),
            eq(payables.state, 'due'),
          ),
        )
        .returning();
    },

    /** A batch's rows with their sellers' accounts, in the order of the file. */
    /** How a payout reads in the audit log: the bike and the seller. */
    async labelOf(payableId: string) {
      const [row] = await db
        .select({ productName: products.productName, sellerName: user.name })
        .from(payables)
        .innerJoin(deals, eq(deals.id, payables.dealId))
        .innerJoin(products, eq(products.id, deals.productId))
        .innerJoin(user, eq(user.id, payables.sellerId))
        .where(eq(payables.id, payableId));
      return row ? `${row.productName}: ${row.sellerName}` : payableId;
    },

    async batchRows(batchId: string) {
      return db
        .select({ payable: payables, sellerName: user.name, account: payoutAccounts })
        .from(payables)
        .innerJoin(user, eq(user.id, payables.sellerId))
        .leftJoin(payoutAccounts, eq(payoutAccounts.sellerId, payables.sellerId))
        .where(eq(payables.batchId, batchId))
        .orderBy(asc(payables.dueAt), asc(payables.id));
    },

    async unpaidInBatch(batchId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(payables)
        .where(and(eq(payables.batchId, batchId), ne(payables.state, 'paid')));
      return row?.n ?? 0;
    },
  };
}

export type PayoutsRepository = Transactional<ReturnType<typeof queries>>;

export function createPayoutsRepository(db: Database): PayoutsRepository {
  return transactional(db, queries);
}
