import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Mailer } from '../../lib/mail';
import type { JobQueue } from '../notifications';
import { contactMail } from './message';
import type { ContactRepository } from './repository';

/** The job queue contact-form mails wait in (created with the others, app.ts). */
export const CONTACT_MAIL_QUEUE = 'contact-mail';

/** The part of the mailer the contact form needs. */
export type ContactMailer = Pick<Mailer, 'send'>;

export function createContactService(deps: {
  db: Database;
  repo: ContactRepository;
  queue: Pick<JobQueue, 'enqueue' | 'nudge'>;
  mailer: ContactMailer;
  inbox: string;
  messageHost: string;
  log: FastifyBaseLogger;
}) {
  return {
    /**
     * Stores the message and queues its mail to the shop in one transaction (ADR 0250): the stored
     * row is the record, and its mail waits in the job queue while the mail server is away, retried
     * until it is delivered. The sender is answered as soon as both are committed.
     */
    async send(input: { name: string; email: string; message: string }, ipAddress: string | null) {
      await deps.db.transaction(async (tx) => {
        const saved = await deps.repo.insert({ ...input, ipAddress }, tx as unknown as Database);
        await deps.queue.enqueue(tx as unknown as Database, CONTACT_MAIL_QUEUE, {
          contactMessageId: saved.id,
        });
      });
      deps.queue.nudge(CONTACT_MAIL_QUEUE);
      return {
        acknowledged: true,
        message: `Thank you ${input.name}, your message has been sent. We will get back to you at ${input.email}.`,
      };
    },

    /**
     * The job: mails one stored message to the shop's inbox. Its Message-ID is the message's id, so a
     * second copy (a job run again after a lost acknowledgement) is the same message.
     */
    async mailJob(data: unknown): Promise<void> {
      const id = String((data as { contactMessageId?: unknown }).contactMessageId);
      const row = await deps.repo.find(id);
      if (!row) {
        deps.log.warn({ contactMessageId: id }, 'a queued contact message is no longer stored: not mailed');
        return;
      }
      await deps.mailer.send({
        ...contactMail(deps.inbox, row, row.createdAt),
        messageId: `contact-${id}@${deps.messageHost}`,
      });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
