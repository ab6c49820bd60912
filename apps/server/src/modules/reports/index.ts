import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { AuditLog } from '../admin';
import { createReportsRepository } from './repository';
import { reportsRoutes } from './routes';
import { createReportsService } from './service';

/** Reported bikes: any signed-in user reports one; Admins list and delete reports. */
export async function reportsModule(app: FastifyInstance, { db, audit }: { db: Database; audit: AuditLog }) {
  await reportsRoutes(app, { reports: createReportsService(createReportsRepository(db), audit) });
}
