import { randomUUID } from 'node:crypto';
import { ROUTES } from '@best-bikes/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { translator } from '../../lib/i18n';
import type { Mailer, MailMessage } from '../../lib/mail';
import { sealer } from '../../lib/seal';
import type { JobQueue } from '../notifications';
import type { AccountMail } from './auth-hooks';
import { type LocaleOf, resetLink, resetMail } from './password-reset';
import { existingAccountMail, signUpCodeMail } from './sign-up-mails';

/** The job queue account mails wait in (created with the others, app.ts). */
export const ACCOUNT_MAIL_QUEUE = 'account-mail';

/** A job of the queue: the mail sealed (codes and links are secrets), or `null` for a job that mails nothing. */
interface AccountMailJob {
  /** The mail's Message-ID before the `@`: one per job, the same on every attempt. */
  id: string;
  mail: string;
}

/**
 * Sign-up codes, existing-account notices and reset links go through the durable job queue the
 * notification mails use (ADR 0250): with the mail server away they wait and are retried (5 times
 * from MAIL_RETRY_DELAY_SECONDS, doubling), and are delivered once it is back. A job is completed
 * after its mail is handed over, so a mail is sent once; the fixed Message-ID makes a second copy,
 * should a job ever run again after a lost acknowledgement, the same message.
 */
export function accountMails({
  db,
  config,
  mailer,
  log,
  localeOf,
}: {
  db: Database;
  config: Pick<Config, 'baseUrl' | 'authSecret'>;
  mailer: Mailer;
  log: FastifyBaseLogger;
  localeOf: LocaleOf;
}) {
  const sealed = sealer(config.authSecret, 'account-mail');
  const messageHost = new URL(config.baseUrl).hostname;
  // The job queue is made after the users module (notifications); attached by `attach`.
  let queue: JobQueue | undefined;

  async function queueJob(mail: AccountMail | null) {
    if (!queue) throw new Error('the job queue is not attached yet');
    const job: AccountMailJob = { id: randomUUID(), mail: sealed.seal(mail) };
    await queue.enqueue(db, ACCOUNT_MAIL_QUEUE, job);
    // Someone waits for this mail: this process's worker looks at once rather than at its next poll.
    queue.nudge(ACCOUNT_MAIL_QUEUE);
  }

  function written(mail: AccountMail, locale: Parameters<typeof translator>[0]): MailMessage {
    const tr = translator(locale);
    switch (mail.kind) {
      case 'sign-up-code':
        return signUpCodeMail({ to: mail.to, code: mail.code }, tr);
      case 'existing-account': {
        const login = `${config.baseUrl}${ROUTES.login}`;
        return existingAccountMail({ to: mail.to, name: mail.name, loginLink: login, resetLink: login }, tr);
      }
      case 'password-reset':
        return resetMail({ to: mail.to, name: mail.name, link: resetLink(mail.url, config.baseUrl) }, tr);
    }
  }

  /** The job: writes the mail in the account's language and hands it to the mail server. */
  async function job(data: unknown): Promise<void> {
    const { id, mail: sealedMail } = data as AccountMailJob;
    let mail: AccountMail | null;
    try {
      mail = sealed.open(sealedMail) as AccountMail | null;
    } catch (err) {
      // Sealed under another AUTH_SECRET: no attempt will open it.
      log.error({ err, job: id }, 'an account mail could not be opened (AUTH_SECRET changed?): not sent');
      return;
    }
    if (!mail) return;
    if ('expiresAt' in mail && mail.expiresAt <= Date.now()) {
      log.warn({ kind: mail.kind, job: id }, 'an account mail was not sent: its code or link had expired');
      return;
    }
    const message = written(mail, (await localeOf(mail.to)) ?? 'en');
    await mailer.send({ ...message, messageId: `${id}@${messageHost}` });
  }

  return {
    queueMail: (mail: AccountMail) => queueJob(mail),
    queueNoMail: () => queueJob(null),
    job,
    attach(jobs: JobQueue) {
      queue = jobs;
    },
  };
}
