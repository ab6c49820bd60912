import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedBikes } from '../modules/catalog';
import { openMediaStorage } from '../modules/media';

const USAGE = 'Usage: npm run seed -- --bikes <count> [--pictures <distinct pictures, default 36>]';

/**
 * `npm run seed -- --bikes 1000`: adds demo listings (drawn pictures, realistic models and prices)
 * to the database the server uses: DATABASE_URL, or PGlite under DATA_DIR (stop the server first
 * when on PGlite: one process opens it at a time).
 */
async function main(argv: string[]): Promise<number> {
  let values: { bikes?: string; pictures?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { bikes: { type: 'string' }, pictures: { type: 'string' }, help: { type: 'boolean' } },
      strict: true,
    }));
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const bikes = Number(values.bikes);
  const pictures = values.pictures === undefined ? 36 : Number(values.pictures);
  if (!Number.isInteger(bikes) || bikes < 1 || bikes > 1_000_000) {
    console.error(`--bikes must be a whole number from 1 to 1,000,000.\n${USAGE}`);
    return 2;
  }
  if (!Number.isInteger(pictures) || pictures < 1 || pictures > 500) {
    console.error(`--pictures must be a whole number from 1 to 500.\n${USAGE}`);
    return 2;
  }

  const config = loadConfig();
  const handle = await openDatabase(
    config.DATABASE_URL
      ? { engine: 'postgres', url: config.DATABASE_URL, poolSize: 2 }
      : { engine: 'pglite', dir: path.join(config.dataDir, 'db') },
  );
  // The pictures go where the app keeps images: DATA_DIR/media or the S3 bucket.
  const media = await openMediaStorage(config);
  try {
    const started = Date.now();
    // A different seed per run, so repeated runs add different bikes rather than copies.
    const added = await seedBikes(handle.db, media.store, bikes, {
      seed: started % 1_000_000,
      distinctPictures: pictures,
    });
    // Fresh statistics for the planner; on PGlite (no autovacuum) also what lets counts use index-only scans.
    await handle.db.execute(sql`vacuum analyze products`);
    const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${path.join(config.dataDir, 'db')}`;
    console.log(`Added ${added} bikes to ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return 0;
  } finally {
    media.close();
    await handle.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  },
);
