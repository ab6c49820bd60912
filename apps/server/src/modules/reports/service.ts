import type { Report } from '@best-bikes/contract';
import { Invalid, NotFound } from '../../lib/errors';
import type { AuditLog } from '../admin/audit';
import type { SessionUser } from '../users/auth';
import { reportRefusal } from './policy';
import { presentReport } from './present';
import type { ReportsRepository } from './repository';

export function createReportsService(repo: ReportsRepository, audit: AuditLog) {
  return {
    /**
     * Files a report of a bike. Only the bike's id comes from the client: what the report says about
     * the bike is read from the database and who reported it from the session.
     */
    async create(reporter: SessionUser, productId: string) {
      const product = await repo.findProduct(productId);
      if (!product) throw new NotFound('This bike does not exist.');
      switch (reportRefusal(reporter, product)) {
        case 'gone':
          throw new NotFound('This bike is no longer listed.');
        case 'own':
          throw new Invalid('You cannot report your own bike.');
      }
      const id = await repo.insert(product.id, reporter.id);
      if (!id) return { acknowledged: false, message: 'You have already reported this bike.' };
      return { acknowledged: true, message: 'Your report has been added.', insertedId: id };
    },

    async list(): Promise<Report[]> {
      return (await repo.list()).map(presentReport);
    },

    delete(actor: SessionUser, id: string) {
      return repo.transaction(async (tx, handle) => {
        const report = await tx.find(id);
        if (!report) throw new NotFound('No such report. It may already have been deleted.');
        const deletedCount = await tx.delete(id);
        if (deletedCount === 0) throw new NotFound('No such report. It may already have been deleted.');
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
