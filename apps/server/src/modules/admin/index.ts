import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { AuditLog } from '../audit';
import type { Notify } from '../notifications';
import { createAdminRepository } from './repository';
import { adminRoutes } from './routes';
import { createAdminService } from './service';

/** Administration of sellers, buyers and accounts, and the audit log (Admins only). */
export async function adminModule(
  app: FastifyInstance,
  { db, audit, notify }: { db: Database; audit: AuditLog; notify?: Notify },
) {
  const repo = createAdminRepository(db);
  await adminRoutes(app, { admin: createAdminService(repo, audit, undefined, notify) });
  return {
    /** The dashboard's figures of accounts (docs/product.md#seller-and-admin-tools). */
    figures: { unverifiedSellers: () => repo.countUnverifiedSellers() },
  };
}
