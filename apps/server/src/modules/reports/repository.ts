import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { categories, products, reports, user } from '../../db/schema';
import { transactional } from '../../db/transactional';
import { newId } from '../../lib/ids';
import { bikeState } from '../catalog';

const seller = alias(user, 'seller');
const reporter = alias(user, 'reporter');

const reportColumns = {
  id: reports.id,
  createdAt: reports.createdAt,
  reporterId: reports.reporterId,
  product: products,
  categoryName: categories.name,
  sellerName: seller.name,
  sellerEmail: seller.email,
  reporterName: reporter.name,
  reporterEmail: reporter.email,
  reporterImage: reporter.image,
  reporterRole: reporter.role,
};

export type ReportRow = {
  id: string;
  createdAt: Date;
  reporterId: string;
  product: typeof products.$inferSelect;
  categoryName: string;
  sellerName: string;
  sellerEmail: string;
  reporterName: string;
  reporterEmail: string;
  reporterImage: string | null;
  reporterRole: string | null;
};

/** Every query the module needs; `db` may be a transaction. */
function queries(db: Database) {
  const withDetails = () =>
    db
      .select(reportColumns)
      .from(reports)
      .innerJoin(products, eq(products.id, reports.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(seller, eq(seller.id, products.sellerId))
      .innerJoin(reporter, eq(reporter.id, reports.reporterId));

  return {
    /** State changes of a bike, in this repository's transaction (an admin's removal withdraws it). */
    bikes: bikeState(db),

    /** The reports of one bike, oldest first. */
    forBike(productId: string): Promise<ReportRow[]> {
      return withDetails().where(eq(reports.productId, productId)).orderBy(reports.createdAt, reports.id);
    },

    /** Deletes every report of a bike (dealt with: removed or dismissed); answers how many. */
    async deleteForBike(productId: string): Promise<number> {
      const rows = await db
        .delete(reports)
        .where(eq(reports.productId, productId))
        .returning({ id: reports.id });
      return rows.length;
    },

    async findProduct(id: string) {
      const [row] = await db
        .select({ id: products.id, sellerId: products.sellerId, state: products.state })
        .from(products)
        .where(eq(products.id, id));
      return row;
    },

    /** Null when this reporter has already reported this bike (the unique index decides, not a read). */
    async insert(productId: string, reporterId: string): Promise<string | null> {
      const [row] = await db
        .insert(reports)
        .values({ id: newId(), productId, reporterId })
        .onConflictDoNothing({ target: [reports.productId, reports.reporterId] })
        .returning({ id: reports.id });
      return row?.id ?? null;
    },

    list(): Promise<ReportRow[]> {
      return withDetails().orderBy(desc(reports.createdAt), desc(reports.id));
    },

    async find(id: string): Promise<ReportRow | undefined> {
      const [row] = await withDetails().where(eq(reports.id, id));
      return row;
    },

    async delete(id: string): Promise<number> {
      const rows = await db.delete(reports).where(eq(reports.id, id)).returning({ id: reports.id });
      return rows.length;
    },
  };
}

export type ReportsQueries = ReturnType<typeof queries>;

/** The queries, plus `transaction`: `fn` gets them bound to one transaction, and `tx` for the audit log. */
export function createReportsRepository(db: Database) {
  return transactional(db, queries);
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
