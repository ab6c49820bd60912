import type {
  Report,
  ReportedBike,
  ReportedBikesPage,
  ReportedBikesQuery,
  ReportFiled,
} from '@best-bikes/contract';
import { Conflict, Invalid, NotFound } from '../../lib/errors';
import type { Caller } from '../../plugins/access';
import type { AuditLog } from '../audit';
import type { Notify } from '../notifications';
import { reportRefusal } from './policy';
import { presentReport, REPORT_FALLBACKS } from './present';
import type { ReportsRepository } from './repository';

const REMOVE_REFUSED = {
  Booked: 'This bike is booked. It can be removed once the booking is paid or ends.',
  Sold: 'This bike is already sold.',
} as const;

/** The reporters of a bike's reports hear what an admin did about them (ADR 0113). */
function resolved(
  productId: string,
  outcome: 'removed' | 'dismissed',
  open: { id: string; reporterId: string }[],
) {
  return {
    kind: 'report-resolved' as const,
    productId,
    outcome,
    reports: open.map((r) => ({ reportId: r.id, reporterId: r.reporterId })),
  };
}

export function createReportsService(
  repo: ReportsRepository,
  audit: AuditLog,
  notify: Notify = async () => {},
) {
  return {
    /**
     * Files a report of a bike. Only the bike's id comes from the client: what the report says about
     * the bike is read from the database and who reported it from the session.
     */
    async create(reporter: Caller, body: Pick<ReportFiled, 'productDataBaseId' | 'reason' | 'reasonText'>) {
      const productId = body.productDataBaseId;
      const product = await repo.findProduct(productId);
      if (!product) throw new NotFound('This bike does not exist.');
      switch (reportRefusal(reporter, product)) {
        case 'gone':
          throw new NotFound('This bike is no longer listed.');
        case 'own':
          throw new Invalid('You cannot report your own bike.');
      }
      const id = await repo.insert(product.id, reporter.id, body.reason, body.reasonText ?? null);
      if (!id) return { acknowledged: false, message: 'You have already reported this bike.' };
      return { acknowledged: true, message: 'Your report has been added.', insertedId: id };
    },

    /** Reported Items: one row per bike with its open reports grouped (docs/product.md#seller-and-admin-tools). */
    async reportedBikes(query: ReportedBikesQuery): Promise<ReportedBikesPage> {
      const { page, pageSize } = query;
      const [{ rows, total }, open] = await Promise.all([
        repo.reportedBikes({ q: query.q, sort: query.sort, limit: pageSize, offset: (page - 1) * pageSize }),
        repo.openCounts(),
      ]);
      const notes = await repo.notesFor(rows.map((r) => r.productId));
      const items = rows.map((row): ReportedBike => {
        const own = notes.filter((n) => n.productId === row.productId);
        const tally = new Map<ReportedBike['reasons'][number]['reason'], number>();
        for (const n of own) tally.set(n.reason, (tally.get(n.reason) ?? 0) + 1);
        return {
          productId: row.productId,
          productName: row.productName,
          brandName: row.brandName,
          productImage: row.productImage,
          sellingPrice: row.sellingPrice,
          state: row.state,
          sellerName: row.sellerName || REPORT_FALLBACKS.sellerName,
          sellerEmail: row.sellerEmail,
          reports: row.reports,
          reasons: [...tally].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
          latestAt: row.latestAt.toISOString(),
          notes: own.map((n) => ({
            _id: n.id,
            reporterName: n.reporterName || REPORT_FALLBACKS.reporterName,
            reporterEmail: n.reporterEmail,
            reason: n.reason,
            reasonText: n.reasonText ?? '',
            createdAt: n.createdAt.toISOString(),
          })),
        };
      });
      return { items, total, openReports: open.reports, page, pageSize };
    },

    async list(): Promise<Report[]> {
      return (await repo.list()).map(presentReport);
    },

    /**
     * An admin removes a reported bike: it is withdrawn (Available only; a booked or sold bike is
     * refused), the seller is told why by mail and in the app, the bike's reports are closed, and the
     * audit log keeps the reason and how many reports there were. All in one transaction.
     */
    removeListing(actor: Caller, productId: string, reason: string) {
      return repo.transaction(async (tx, handle) => {
        const product = await tx.findProduct(productId);
        if (!product) throw new NotFound('This bike does not exist.');
        const open = await tx.forBike(productId);
        if (product.state === 'Withdrawn') throw new NotFound('This bike is no longer listed.');
        if (product.state === 'Booked' || product.state === 'Sold')
          throw new Conflict(REMOVE_REFUSED[product.state]);
        if (!(await tx.bikes.withdraw(productId))) {
          throw new Conflict('This bike is changing right now. Please try again.');
        }
        const closed = await tx.deleteForBike(productId);
        const first = open[0];
        await audit.record(
          {
            actorId: actor.id,
            action: 'listing.remove',
            targetType: 'product',
            targetId: productId,
            targetLabel: first ? `${first.categoryName} ${first.product.productName}` : productId,
            details: { reason, reports: closed, sellerId: product.sellerId },
          },
          handle,
        );
        await notify(handle, { kind: 'listing-removed', productId, reason });
        await notify(handle, resolved(productId, 'removed', open));
        return { deletedCount: 1, message: 'Listing removed. The seller has been told why.' };
      });
    },

    /** An admin dismisses every report of a bike (the bike stays listed); the audit log records it. */
    dismissForBike(actor: Caller, productId: string) {
      return repo.transaction(async (tx, handle) => {
        const open = await tx.forBike(productId);
        const first = open[0];
        if (!first) throw new NotFound('This bike has no reports. They may already have been dealt with.');
        const deletedCount = await tx.deleteForBike(productId);
        await notify(handle, resolved(productId, 'dismissed', open));
        await audit.record(
          {
            actorId: actor.id,
            action: 'report.dismiss',
            targetType: 'product',
            targetId: productId,
            targetLabel: `${first.categoryName} ${first.product.productName}`,
            details: { reports: deletedCount, reporterIds: open.map((r) => r.reporterId) },
          },
          handle,
        );
        return { deletedCount, message: 'Reports dismissed.' };
      });
    },

    delete(actor: Caller, id: string) {
      return repo.transaction(async (tx, handle) => {
        const report = await tx.find(id);
        if (!report) throw new NotFound('No such report. It may already have been deleted.');
        const deletedCount = await tx.delete(id);
        if (deletedCount === 0) throw new NotFound('No such report. It may already have been deleted.');
        await notify(handle, resolved(report.product.id, 'dismissed', [report]));
        await audit.record(
          {
            actorId: actor.id,
            action: 'report.delete',
            targetType: 'report',
            targetId: id,
            targetLabel: `${report.categoryName} ${report.product.productName}, reported by ${report.reporterEmail}`,
            details: { productId: report.product.id, reporterId: report.reporterId },
          },
          handle,
        );
        return { deletedCount, message: 'Report Deleted Successfully' };
      });
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
