import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { type Exclusive, runExclusive } from '../../db/exclusive';
import { repeatWhileRunning } from '../../lib/every';
import type { AuditLog } from '../audit';
import type { JobQueue, Notify } from '../notifications';
import type { PayableBook } from './payables';
import type { RefundProviders } from './refunds';
import { createDealsRepository } from './repository';
import { dealRoutes } from './routes';
import {
  createDealBook,
  createDealsService,
  type DealSettings,
  type DealsService,
  providerRetry,
  REFUND_QUEUE,
  REMINDER_QUEUE,
  TIMEOUT_QUEUE,
} from './service';

export type { CompletedDeal, PayableBook } from './payables';
export type { RefundOutcome, RefundProvider, RefundProviders, RefundRequest } from './refunds';
export type { DealBook, OpenDealInput, UnsoldRefundInput } from './service';

/** The job queues this module's workers run (created with the others at start). */
export const DEAL_QUEUES = [REFUND_QUEUE, TIMEOUT_QUEUE, REMINDER_QUEUE] as const;

const SWEEP_EVERY_MS = 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The deals service (tests drive its jobs and timeouts directly). */
    deals: DealsService;
    /** One turn of the timeout sweep: skipped while another instance runs its own. */
    sweepDueDeals(): Promise<Exclusive<number>>;
  }
}

export function dealSettings(config: Config): DealSettings {
  return {
    handoverDays: config.HANDOVER_DAYS,
    inspectionHours: config.INSPECTION_HOURS,
    commissionPercent: config.COMMISSION_PERCENT,
    providerRetrySeconds: config.PROVIDER_RETRY_SECONDS,
  };
}

export { createDealBook, providerRetry };

/**
 * Deals (ADR 0140–0142): the deal a paid sale opens, its steps, refunds and timeouts. The deal book
 * (`createDealBook`) is built first and handed to the payments module; this registers the routes
 * and runs the refund and timeout workers and the one-minute timeout sweep.
 */
export async function dealsModule(
  app: FastifyInstance,
  {
    handle,
    config,
    queue,
    refunds,
    now,
    payables,
    notify,
    audit,
    background = true,
  }: {
    handle: DatabaseHandle;
    config: Config;
    queue: JobQueue;
    refunds: RefundProviders;
    now: () => Date;
    /** Where completed deals open their payables (the payouts module). */
    payables?: PayableBook;
    notify: Notify;
    audit: AuditLog;
    background?: boolean;
  },
) {
  const deals = createDealsService({
    repo: createDealsRepository(handle.db),
    queue,
    refunds,
    payables,
    log: app.log,
    now,
    settings: dealSettings(config),
    notify,
    audit,
  });
  app.decorate('deals', deals);
  app.decorate('sweepDueDeals', () => runExclusive(handle, 'deals:timeout-sweep', () => deals.enqueueDue()));

  if (background) {
    app.addHook('onReady', async () => {
      await queue.work(REFUND_QUEUE, deals.refundJob);
      await queue.work(TIMEOUT_QUEUE, deals.timeoutJob);
      await queue.work(REMINDER_QUEUE, deals.reminderJob);
    });
    repeatWhileRunning(app, {
      name: 'deal timeout sweep',
      everyMs: SWEEP_EVERY_MS,
      task: () => app.sweepDueDeals(),
    });
  }
  await dealRoutes(app, { deals });
  return deals;
}
