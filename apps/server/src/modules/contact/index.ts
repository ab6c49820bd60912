import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { JobQueue } from '../notifications';
import { createContactRepository } from './repository';
import { contactRoutes } from './routes';
import { CONTACT_MAIL_QUEUE, type ContactMailer, createContactService } from './service';

export { CONTACT_MAIL_QUEUE } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends every queued contact-form mail that is due now (tests; the worker does it otherwise). */
    drainContactMails(): Promise<number>;
  }
}

/**
 * The contact form: stored, mailed to the shop's inbox through the job queue (ADR 0250), rate
 * limited per client address. Its worker runs with the app's `background`.
 */
export async function contactModule(
  app: FastifyInstance,
  {
    db,
    config,
    mailer,
    queue,
    background = true,
  }: { db: Database; config: Config; mailer: ContactMailer; queue: JobQueue; background?: boolean },
) {
  const contact = createContactService({
    db,
    repo: createContactRepository(db),
    queue,
    mailer,
    inbox: config.SHOP_INBOX,
    messageHost: new URL(config.baseUrl).hostname,
    log: app.log,
  });
  if (background) {
    app.addHook('onReady', async () => {
      await queue.work(CONTACT_MAIL_QUEUE, contact.mailJob);
    });
  }
  app.decorate('drainContactMails', () => queue.drain(CONTACT_MAIL_QUEUE, contact.mailJob));
  await contactRoutes(app, { contact });
}
