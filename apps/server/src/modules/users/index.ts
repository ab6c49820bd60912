import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer } from '../../lib/mail';
import { accessPlugin } from '../../plugins/access';
import { authRoutes } from '../../plugins/auth-routes';
import type { AuditLog } from '../audit';
import { createAuth } from './auth';
import { ensureBootstrapAdmin } from './bootstrap-admin';
import { accountHeadHints, carriesSessionCookie } from './head-hints';
import { passwordResetMailer } from './password-reset';
import { authRateLimit } from './rate-limit';
import { createUsersRepository } from './repository';
import { usersRoutes } from './routes';

export { accountState } from './account-state';
export { ensureDemoSellers } from './demo-sellers';

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
  const auth = createAuth(config, db, {
    ...passwordResetMailer({ config, mailer, log: app.log, localeOf }),
    ...signUpMailer({ config, mailer, log: app.log, localeOf }),
    log: app.log,
  });
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
    /** The first Admin from ADMIN_EMAIL and ADMIN_PASSWORD. */
    ensureData: () => ensureBootstrapAdmin({ config, auth, repo, log: app.log }),
  };
}
