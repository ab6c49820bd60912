import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { type Exclusive, runExclusive } from '../../db/exclusive';
import { repeatWhileRunning } from '../../lib/every';
import type { AuditLog } from '../audit';
import { providerRetry } from '../deals';
import type { JobQueue } from '../notifications';
import { createBkashDisbursement, type DisbursementProvider } from './bkash';
import { createPayoutsRepository } from './repository';
import { payoutRoutes } from './routes';
import {
  createPayableBook,
  createPayoutsService,
  type DealPayouts,
  PAYOUT_QUEUE,
  type PayoutsService,
} from './service';

export { createPayableBook };

/** The job queue this module's worker runs (created with the others at start). */
export const PAYOUT_QUEUES = [PAYOUT_QUEUE] as const;

const SWEEP_EVERY_MS = 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The payouts service (tests drive its bKash jobs and sweep directly). */
    payouts: PayoutsService;
    /** One turn of the payouts sweep: skipped while another instance runs its own. */
    sweepPayouts(): Promise<Exclusive<number>>;
  }
}

/** bKash's disbursement API when BKASH_PAYOUT_* are set (the config checks they come together). */
export function bkashFromConfig(config: Config): DisbursementProvider | null {
  if (!config.BKASH_PAYOUT_APP_KEY) return null;
  return createBkashDisbursement({
    baseUrl: config.BKASH_PAYOUT_API_URL,
    appKey: config.BKASH_PAYOUT_APP_KEY,
    appSecret: config.BKASH_PAYOUT_APP_SECRET ?? '',
    username: config.BKASH_PAYOUT_USERNAME ?? '',
    password: config.BKASH_PAYOUT_PASSWORD ?? '',
  });
}

/**
 * Seller payouts (ADR 0160–0162): payout accounts, the payables completed deals open (through
 * `createPayableBook`, handed to the deals module), the manual bank batch and bKash's B2C API.
 */
export async function payoutsModule(
  app: FastifyInstance,
  {
    handle,
    config,
    queue,
    deals,
    now,
    audit,
    background = true,
  }: {
    handle: DatabaseHandle;
    config: Config;
    queue: JobQueue;
    deals: DealPayouts;
    now: () => Date;
    audit: AuditLog;
    background?: boolean;
  },
) {
  const payouts = createPayoutsService({
    db: handle.db,
    repo: createPayoutsRepository(handle.db),
    queue,
    deals,
    bkash: bkashFromConfig(config),
    log: app.log,
    now,
    audit,
    retry: providerRetry(config.PROVIDER_RETRY_SECONDS),
  });
  app.decorate('payouts', payouts);
  app.decorate('sweepPayouts', () => runExclusive(handle, 'payouts:sweep', () => payouts.sweep()));
  if (background) {
    app.addHook('onReady', async () => {
      await queue.work(PAYOUT_QUEUE, payouts.sendJob);
    });
    repeatWhileRunning(app, {
      name: 'payouts sweep',
      everyMs: SWEEP_EVERY_MS,
      task: () => app.sweepPayouts(),
    });
  }
  await payoutRoutes(app, { payouts });
  return { overdueCount: () => payouts.overdueCount() };
}
