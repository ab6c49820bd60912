import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer } from '../../lib/mail';
import { accessPlugin } from '../../plugins/access';
import { authRoutes } from '../../plugins/auth-routes';
import type { AuditLog } from '../audit';
import type { JobQueue } from '../notifications';
import { ACCOUNT_MAIL_QUEUE, accountMails } from './account-mails';
import { createAuth } from './auth';
import { ensureBootstrapAdmin } from './bootstrap-admin';
import { accountHeadHints, carriesSessionCookie } from './head-hints';
import { mailCap } from './mail-cap';
import { passwordResetMailer } from './password-reset';
import { promoteFromShell as promoteAccountFromShell } from './promote';
import { authRateLimit } from './rate-limit';
import { createUsersRepository } from './repository';
import { usersRoutes } from './routes';

export { accountState } from './account-state';
export { ensureDemoSellers } from './demo-sellers';

/** `npm run admin -- promote <email>` (scripts/admin.ts), on the database it opened. */
export const promoteFromShell = (db: Database, email: string) =>
  promoteAccountFromShell(createUsersRepository(db), email);

/** The job queue the password-reset requests run in (created with the others, app.ts). */
export const PASSWORD_RESET_QUEUE = 'password-reset';

export { ACCOUNT_MAIL_QUEUE } from './account-mails';

import { createUsersService } from './service';
import { signUpMailer } from './sign-up-mails';

/**
 * Accounts and sign-in. Registered first: better-auth resolves who is calling, and the access
 * plugin it installs checks every later route's declared access. Answers the head hints of the
 * sign-in state and the start-up data (the bootstrap Admin).
 */
export async function usersModule(
  app: FastifyInstance,
  { db, config, mailer, audit }: { db: Database; config: Config; mailer: Mailer; audit: AuditLog },
) {
  const repo = createUsersRepository(db);
  const localeOf = (email: string) => repo.localeByEmail(email);
  const cap = mailCap(app.rateCounter);
  // The job queue is made after this module (notifications); attached by `useQueue`.
  let queue: JobQueue | undefined;
  const mails = accountMails({ db, config, mailer, log: app.log, localeOf });
  const auth = createAuth(config, db, {
    ...passwordResetMailer({ queueMail: mails.queueMail, cap }),
    ...signUpMailer({ queueMail: mails.queueMail, cap }),
    queueNoMail: mails.queueNoMail,
    log: app.log,
    mailsSpent: (email) => cap.spent(email),
    async deferPasswordReset(email) {
      if (!queue) throw new Error('the job queue is not attached yet');
      await queue.enqueue(db, PASSWORD_RESET_QUEUE, { email });
    },
  });
  /** The queued reset: better-auth makes the token and mails the link if an account has the address. */
  const resetJob = async (data: unknown) => {
    const { email } = data as { email: string };
    await auth.api.requestPasswordReset({ body: { email } });
  };
  await app.register(authRateLimit, { perMinute: config.AUTH_RATE_LIMIT, baseUrl: config.baseUrl });
  await app.register(accessPlugin, {
    getSession: (headers) => auth.api.getSession({ headers }),
  });

  const users = createUsersService({ repo, auth, authSecret: config.authSecret, audit });
  await authRoutes(app, { auth, config });
  await usersRoutes(app, { users, config });
  return {
    headHints: accountHeadHints,
    signedIn: carriesSessionCookie,
    /**
     * The job queue password resets (ADR 0121) and account mails (ADR 0250) run in, and their workers
     * when `background`. Returns the jobs, for tests that drain the queues themselves.
     */
    async useQueue(jobs: JobQueue, background: boolean) {
      queue = jobs;
      mails.attach(jobs);
      if (background) {
        app.addHook('onReady', async () => {
          await jobs.work(PASSWORD_RESET_QUEUE, resetJob);
          await jobs.work(ACCOUNT_MAIL_QUEUE, mails.job);
        });
      }
      return { resetJob, mailJob: mails.job };
    },
    /** An active seller's public facts, for their page (modules/sellers); undefined otherwise. */
    publicSeller: (id: string) => repo.publicSeller(id),
    /** The first Admin from ADMIN_EMAIL and ADMIN_PASSWORD. */
    ensureData: () => ensureBootstrapAdmin({ config, auth, repo, log: app.log }),
  };
}
