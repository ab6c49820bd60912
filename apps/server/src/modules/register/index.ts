import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Caller } from '../../plugins/access';
import type { AuditLog } from '../audit';
import type { Notify } from '../notifications';
import { createRegisterRepository } from './repository';
import { registerRoutes } from './routes';
import { createRegisterService } from './service';

/**
 * The chassis register (docs/product.md#chassis-register, ADR 0360): the stolen list and the admins'
 * decisions on held listings. The catalogue asks `refuseStolen` before it lists a bike.
 */
export async function registerModule(app: FastifyInstance, { db, audit }: { db: Database; audit: AuditLog }) {
  // The catalogue needs the register before the notifications module starts: `useNotify` hands it over.
  let notifyNow: Notify | null = null;
  const notify: Notify = (tx, event) => {
    if (!notifyNow)
      throw new Error('register: used before useNotify (the notifications module starts later)');
    return notifyNow(tx, event);
  };
  const register = createRegisterService({ repo: createRegisterRepository(db), audit, notify });
  await registerRoutes(app, { register });
  return {
    useNotify(given: Notify) {
      notifyNow = given;
    },
    /** A listing was stored held, in its transaction `tx`: its seller is told (docs/product.md#chassis-register). */
    held: (tx: Database, productId: string) => register.held(tx, productId),
    refuseStolen: (caller: Caller, chassis: string, productName: string) =>
      register.refuseStolen(caller, chassis, productName),
    kmRollback: (productId: string) => register.kmRollback(productId),
    noteRollback: (caller: Caller, productId: string, productName: string) =>
      register.noteRollback(caller, productId, productName),
  };
}
