import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../lib/mail';
import { contactMail } from './message';
import type { ContactRepository } from './repository';

/** The part of the mailer the contact form needs. */
export type ContactMailer = Pick<Mailer, 'send'>;

export function createContactService(deps: {
  repo: ContactRepository;
  mailer: ContactMailer;
  inbox: string;
  log: FastifyBaseLogger;
}) {
  return {
    /**
     * Stores the message, then mails it to the shop. The stored row is the record: if the mail
     * cannot be sent the sender is still answered with success (their message is safe) and the
     * failure is logged for the operator.
     */
    async send(input: { name: string; email: string; message: string }, ipAddress: string | null) {
      const saved = await deps.repo.insert({ ...input, ipAddress });
      try {
        await deps.mailer.send(contactMail(deps.inbox, input, saved.createdAt));
      } catch (err) {
        deps.log.error({ err, contactMessageId: saved.id }, 'contact message stored but not mailed');
      }
      return {
        acknowledged: true,
        message: `Thank you ${input.name}, your message has been sent. We will get back to you at ${input.email}.`,
      };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
