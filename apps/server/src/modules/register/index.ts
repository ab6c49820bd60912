import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Caller } from '../../plugins/access';
import type { AuditLog } from '../audit';
import { createRegisterRepository } from './repository';
import { registerRoutes } from './routes';
import { createRegisterService } from './service';

/**
 * The chassis register (docs/product.md#chassis-register, ADR 0360): the stolen list and the admins'
 * decisions on held listings. The catalogue asks `refuseStolen` before it lists a bike.
 */
export async function registerModule(app: FastifyInstance, { db, audit }: { db: Database; audit: AuditLog }) {
  const register = createRegisterService({ repo: createRegisterRepository(db), audit });
  await registerRoutes(app, { register });
  return {
    refuseStolen: (caller: Caller, chassis: string, productName: string) =>
      register.refuseStolen(caller, chassis, productName),
    kmRollback: (productId: string) => register.kmRollback(productId),
    noteRollback: (caller: Caller, productId: string, productName: string) =>
      register.noteRollback(caller, productId, productName),
  };
}
