import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Auth } from './auth';
import { promoteByEmail } from './promote';
import type { UsersRepository } from './repository';

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD: the first Admin, made at start. An existing account with that
 * e-mail is promoted and keeps its password; otherwise the account is created with the password.
 */
export async function ensureBootstrapAdmin({
  config,
  auth,
  repo,
  log,
}: {
  config: Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>;
  auth: Auth;
  repo: UsersRepository;
  log: FastifyBaseLogger;
}): Promise<void> {
  const email = config.ADMIN_EMAIL?.toLowerCase();
  const password = config.ADMIN_PASSWORD;
  if (!email || !password) return;

  if (!(await repo.findByEmail(email))) {
    const passwordHash = await (await auth.$context).password.hash(password);
    const id = await repo.insertAdmin({ name: 'Admin', email, passwordHash });
    if (id) {
      log.info({ email }, 'bootstrap admin created (ADMIN_EMAIL)');
      return;
    }
    // Someone took the e-mail meanwhile (another process starting): promote it below.
  }
  const result = await promoteByEmail(repo, email);
  if (result.outcome === 'promoted') log.info({ email }, 'bootstrap admin promoted (ADMIN_EMAIL)');
  else if (result.outcome === 'deactivated') {
    log.warn({ email }, 'ADMIN_EMAIL names a deactivated account; it was not promoted');
  }
}
