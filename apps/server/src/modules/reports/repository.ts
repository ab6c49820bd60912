import type { ReportedSort, ReportReason } from '@best-bikes/contract';
import { count, desc, eq, inArray, like, max, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { categories, products, reports, user } from '../../db/schema';
import { transactional } from '../../db/transactional';
import { newId } from '../../lib/ids';
import { containsPattern } from '../../lib/sql';
import { bikeState } from '../catalog';

const seller = alias(user, 'seller');
const reporter = alias(user, 'reporter');

const reportColumns = {
  id: reports.id,
  createdAt: reports.createdAt,
  reporterId: reports.reporterId,
  reason: reports.reason,
  reasonText: reports.reasonText,
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
  reason: ReportReason;
  reasonText: string | null;
  product: typeof products.$inferSelect;
  categoryName: string;
  sellerName: string;
  sellerEmail: string;
  reporterName: string;
  reporterEmail: string;
  reporterImage: string | null;
  reporterRole: string | null;
};

export type ReportedBikeRow = {
  productId: string;
  reports: number;
  latestAt: Date;
  productName: string;
  brandName: string;
  productImage: string;
  sellingPrice: number;
  state: 'Available' | 'Booked' | 'Sold' | 'Withdrawn' | 'Held';
  sellerName: string;
  sellerEmail: string;
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
    async insert(
      productId: string,
      reporterId: string,
      reason: ReportReason,
      reasonText: string | null,
    ): Promise<string | null> {
      const [row] = await db
        .insert(reports)
        .values({ id: newId(), productId, reporterId, reason, reasonText })
        .onConflictDoNothing({ target: [reports.productId, reports.reporterId] })
        .returning({ id: reports.id });
      return row?.id ?? null;
    },

    /**
     * One page of reported bikes (one row each, with how many reports and the newest), matching a
     * search on the start of the model, the brand, or the seller's name or e-mail; and the total.
     */
    async reportedBikes(opts: {
      q?: string;
      sort: ReportedSort;
      limit: number;
      offset: number;
    }): Promise<{ rows: ReportedBikeRow[]; total: number }> {
      const grouped = db.$with('grouped').as(
        db
          .select({
            productId: reports.productId,
            reports: count().as('reports'),
            latestAt: max(reports.createdAt).as('latest_at'),
          })
          .from(reports)
          .groupBy(reports.productId),
      );
      const prefix = containsPattern(opts.q);
      const rows = await db
        .with(grouped)
        .select({
          productId: grouped.productId,
          reports: grouped.reports,
          latestAt: sql<Date>`${grouped.latestAt}`.mapWith(reports.createdAt),
          productName: products.productName,
          brandName: categories.name,
          productImage: products.img,
          sellingPrice: products.resalePrice,
          state: products.state,
          sellerName: seller.name,
          sellerEmail: seller.email,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(grouped)
        .innerJoin(products, eq(products.id, grouped.productId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .innerJoin(seller, eq(seller.id, products.sellerId))
        .where(
          prefix
            ? or(
                like(sql`lower(${products.productName})`, prefix),
                like(sql`lower(${categories.name})`, prefix),
                like(sql`lower(${seller.name})`, prefix),
                like(sql`lower(${seller.email})`, prefix),
              )
            : undefined,
        )
        .orderBy(
          ...(opts.sort === 'most'
            ? [desc(grouped.reports), desc(grouped.latestAt)]
            : [desc(grouped.latestAt)]),
          desc(grouped.productId),
        )
        .limit(opts.limit)
        .offset(opts.offset);
      const first = rows[0];
      if (!first && opts.offset > 0) {
        // Past the last page: the total still says how many there are.
        const { total } = await queries(db).reportedBikes({ ...opts, limit: 1, offset: 0 });
        return { rows: [], total };
      }
      return { rows: rows.map(({ total: _, ...row }) => row), total: first?.total ?? 0 };
    },

    /** The open reports of these bikes, newest first, with who filed them. */
    notesFor(productIds: string[]) {
      if (productIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: reports.id,
          productId: reports.productId,
          reason: reports.reason,
          reasonText: reports.reasonText,
          createdAt: reports.createdAt,
          reporterName: reporter.name,
          reporterEmail: reporter.email,
        })
        .from(reports)
        .innerJoin(reporter, eq(reporter.id, reports.reporterId))
        .where(inArray(reports.productId, productIds))
        .orderBy(desc(reports.createdAt), desc(reports.id));
    },

    /** How many reports are open, and how many bikes they concern. */
    async openCounts(): Promise<{ reports: number; bikes: number }> {
      const [row] = await db
        .select({
          reports: count(),
          bikes: sql<number>`count(distinct ${reports.productId})`.mapWith(Number),
        })
        .from(reports);
      return { reports: row?.reports ?? 0, bikes: row?.bikes ?? 0 };
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

/** The queries, plus `transaction`: `fn` gets them bound to one transaction, and `tx` for the audit log. */
export function createReportsRepository(db: Database) {
  return transactional(db, queries);
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
