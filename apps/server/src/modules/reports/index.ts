import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { AuditLog } from '../audit';
import type { Notify } from '../notifications';
import { createReportsRepository } from './repository';
import { reportsRoutes } from './routes';
import { createReportsService } from './service';

/** Reported bikes: any signed-in user reports one; Admins list them, dismiss them or remove the bike. */
export async function reportsModule(
  app: FastifyInstance,
  { db, audit, notify }: { db: Database; audit: AuditLog; notify?: Notify },
) {
  const repo = createReportsRepository(db);
  await reportsRoutes(app, { reports: createReportsService(repo, audit, notify) });
  return {
    /** The dashboard's figures of reports (docs/product.md#seller-and-admin-tools): open reports and the bikes they concern. */
    figures: { open: () => repo.openCounts() },
  };
}
