import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { runExclusive } from '../../db/exclusive';
import { repeatWhileRunning } from '../../lib/every';
import type { Mailer } from '../../lib/mail';
import { createJobQueue } from './queue';
import { notificationsRoutes } from './routes';
import { createNotificationsService, MAIL_QUEUE, type NotificationsService } from './service';

export type { NotificationEvent } from './events';
export type { JobQueue, JobRetry } from './queue';
export type { Notify } from './service';

const SWEEP_EVERY_MS = 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The notifications service (tests drive its reminder sweep and mail queue directly). */
    notifications: NotificationsService;
  }
}

export interface NotificationsOptions {
  handle: DatabaseHandle;
  mailer: Mailer;
  config: Pick<Config, 'baseUrl' | 'MAIL_RETRY_DELAY_SECONDS' | 'JOB_EXPIRE_SECONDS'>;
  now: () => Date;
  /** Run the queue's worker and the reminder sweep in this process (default true; tests drive them). */
  background?: boolean;
  /** Other modules' job queues, created with the mail queue (their modules run their workers). */
  queues?: readonly string[];
}

/**
 * Notifications (docs/product.md#seller-and-admin-tools, ADR 0074): starts the job queue, registers the routes, answers the
 * service whose `notify` other modules call inside their transactions, and runs the mail worker
 * and the 2-hour reminder sweep while the app runs.
 */
export async function notificationsModule(
  app: FastifyInstance,
  { handle, mailer, config, now, background = true, queues = [] }: NotificationsOptions,
) {
  const queue = await createJobQueue(handle, [MAIL_QUEUE, ...queues], app.log, {
    retryDelaySeconds: config.MAIL_RETRY_DELAY_SECONDS,
    expireInSeconds: config.JOB_EXPIRE_SECONDS,
  });
  const service = createNotificationsService({
    db: handle.db,
    queue,
    mailer,
    baseUrl: config.baseUrl,
    log: app.log,
    now,
  });
  app.decorate('notifications', service);

  if (background) {
    app.addHook('onReady', async () => {
      await queue.work(MAIL_QUEUE, service.mailJob);
    });
    // One instance sweeps each turn (db/exclusive.ts); the queue's jobs are each fetched by one
    // worker (pg-boss's SKIP LOCKED), whichever instance it runs in.
    repeatWhileRunning(app, {
      name: 'booking reminder sweep',
      everyMs: SWEEP_EVERY_MS,
      task: () => runExclusive(handle, 'notifications:reminder-sweep', () => service.remindDue()),
    });
  }
  // After the sweep has stopped (hooks run in the order they were added), before the database closes.
  app.addHook('preClose', async () => {
    await queue.stop();
  });

  await notificationsRoutes(app, { notifications: service });
  // The queue serves other modules' durable jobs too (saved-search digests).
  return { notify: service.notify, queue };
}
