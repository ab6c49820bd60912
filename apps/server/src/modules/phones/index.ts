import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createSmsSender, type SmsSender } from '../../lib/sms';
import type { JobQueue } from '../notifications';
import { createPhonesRepository } from './repository';
import { phonesRoutes } from './routes';
import { createPhonesService, PHONE_CODE_QUEUE } from './service';

export { PHONE_CODE_QUEUE } from './service';

/**
 * Proven phone numbers (docs/product.md#proven-phone-numbers, ADR 0320): the codes, the proofs and
 * the admin's setting; the catalog and conversations ask `requireProven` before a first post.
 */
export async function phonesModule(
  app: FastifyInstance,
  { db, config, now, sms }: { db: Database; config: Config; now: () => Date; sms?: SmsSender },
) {
  const repo = createPhonesRepository(db);
  const phones = createPhonesService({
    repo,
    secret: config.authSecret,
    counter: app.rateCounter,
    sms: sms ?? createSmsSender(config, app.log),
    log: app.log,
    now,
    requiredByDefault: config.PHONE_PROOF_REQUIRED,
  });
  await phonesRoutes(app, { phones });
  return {
    requireProven: (userId: string) => phones.requireProven(userId),
    /** Whether the person has a proven number: the badge of their seller page, never the number. */
    isProven: async (userId: string) => (await repo.proofOf(userId)) !== null,
    /** Attaches the job queue (made after this module) and, in the background, its worker. */
    async useQueue(queue: JobQueue, background: boolean) {
      phones.attach(queue);
      if (background) app.addHook('onReady', () => queue.work(PHONE_CODE_QUEUE, phones.job));
      return phones.job;
    },
  };
}
