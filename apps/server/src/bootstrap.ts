import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { ensureCategories, hasAnyProduct, seedBikes } from './modules/catalog/seed';
import type { MediaStore } from './modules/media/storage';

export const DEMO_BIKE_COUNT = 36;

/** Data every database needs, and the demo catalogue on a first start. */
export async function bootstrapData({
  config,
  db,
  media,
  log,
}: {
  config: Config;
  db: Database;
  media: MediaStore;
  log: FastifyBaseLogger;
}): Promise<void> {
  await ensureCategories(db, media);
  if (config.SEED_DEMO && !(await hasAnyProduct(db))) {
    const started = Date.now();
    const added = await seedBikes(db, media, DEMO_BIKE_COUNT);
    log.info({ added, ms: Date.now() - started }, 'demo catalogue added');
  }
}
