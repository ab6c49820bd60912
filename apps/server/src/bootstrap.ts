import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { ensureCategories, hasAnyProduct, seedBikes } from './modules/catalog/seed';
import type { MediaStore } from './modules/media/storage';
import type { Auth } from './modules/users/auth';
import { ensureBootstrapAdmin } from './modules/users/bootstrap-admin';
import { createUsersRepository } from './modules/users/repository';

export const DEMO_BIKE_COUNT = 36;

/** Data every database needs, and the demo catalogue on a first start. */
export async function bootstrapData({
  config,
  db,
  media,
  log,
  auth,
}: {
  config: Config;
  db: Database;
  media: MediaStore;
  log: FastifyBaseLogger;
  auth: Auth;
}): Promise<void> {
  await ensureCategories(db, media);
  await ensureBootstrapAdmin({ config, auth, repo: createUsersRepository(db), log });
  if (config.SEED_DEMO && !(await hasAnyProduct(db))) {
    const started = Date.now();
    const added = await seedBikes(db, media, DEMO_BIKE_COUNT);
    log.info({ added, ms: Date.now() - started }, 'demo catalogue added');
  }
}
