import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { AuditLog } from '../audit';
import type { Notify } from '../notifications';
import { createPapersRepository } from './repository';
import { papersRoutes } from './routes';
import { createPapersService } from './service';

/**
 * Papers checked (docs/product.md#papers-checked, ADR 0362): sellers send photos of a listing's
 * papers, admins approve or refuse them; the catalogue shows the badge and filters on it from
 * `paper_checks`, and seller pages count the approved ones (`approvedCount`).
 */
export async function papersModule(
  app: FastifyInstance,
  deps: {
    db: Database;
    audit: AuditLog;
    notify: Notify;
    now: () => Date;
    kmRollback: (productId: string) => Promise<boolean>;
  },
) {
  const papers = createPapersService({ repo: createPapersRepository(deps.db), ...deps });
  await papersRoutes(app, { papers });
  return { approvedCount: papers.approvedCount };
}
