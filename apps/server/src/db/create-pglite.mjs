// Creates and migrates a new PGlite database, then exits: the server runs it as a child process before
// it opens its own PGlite (new-pglite.ts, ADR 0380). Plain JavaScript, so plain Node runs it without
// tsx's loader. Arguments: the database folder, the migrations folder, PGlite's settings as JSON. The
// options are client.ts's openPglite's, which opens the database afterwards.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const [dir, migrationsFolder, settings] = process.argv.slice(2);
if (!dir || !migrationsFolder || !settings) {
  console.error('usage: create-pglite.mjs <database folder> <migrations folder> <settings as JSON>');
  process.exit(2);
}
try {
  /** @type {string[]} */
  const params = JSON.parse(settings);
  const client = new PGlite({
    dataDir: dir,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...params],
    initDbStartParams: params,
  });
  await client.waitReady;
  await migrate(drizzle(client), { migrationsFolder });
  await client.close();
  process.exit(0);
} catch (err) {
  console.error('The new PGlite database could not be created:', err);
  process.exit(1);
}
