import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createContactRepository } from './repository';
import { contactRoutes } from './routes';
import { type ContactMailer, createContactService } from './service';

/** The contact form: stored, mailed to the shop's inbox, rate limited per client address. */
export async function contactModule(
  app: FastifyInstance,
  { db, config, mailer }: { db: Database; config: Config; mailer: ContactMailer },
) {
  const contact = createContactService({
    repo: createContactRepository(db),
    mailer,
    inbox: config.SHOP_INBOX,
    log: app.log,
  });
  await contactRoutes(app, { contact });
}
