// A new PGlite database as a server's first start creates it (apps/server/src/db/new-pglite.ts: initdb
// and every migration, in a child process), made once per set of migrations and copied into the data
// folder of each PGlite server the scripts start (ADR 0403): 4 s and 6 CPU-seconds a start here, against
// 0.7 s for the copy. The first start's creation itself is still run by crash safety's PGlite server,
// by `npm start` and by the integration tests of the bootstrap.
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serverBundle } from './server-bundle.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const db = path.join(root, 'apps/server/src/db');
const cacheDir = path.join(root, 'node_modules/.cache/best-bikes');

/** What a new database is made from: the migrations, the code that makes it, PGlite's version. */
function templateKey() {
  const hash = createHash('sha256');
  const migrations = path.join(db, 'migrations');
  for (const file of readdirSync(migrations).sort()) {
    if (file.endsWith('.sql')) hash.update(readFileSync(path.join(migrations, file)));
  }
  hash.update(readFileSync(path.join(migrations, 'meta/_journal.json')));
  hash.update(readFileSync(path.join(db, 'new-pglite.ts')));
  hash.update(readFileSync(path.join(db, 'create-pglite.mjs')));
  hash.update(readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Puts a new, migrated PGlite database at `dir` (a server's `DATA_DIR/db`), as the server's first
 * start would have made it.
 * @param {string} dir
 */
export async function seedPgliteDatabase(dir) {
  const template = path.join(cacheDir, `pglite-db-${templateKey()}`);
  if (!existsSync(template)) {
    const bundle = await serverBundle('apps/server/src/db/new-pglite.ts', { sourceMaps: false });
    const { ensurePgliteDatabase } = await import(pathToFileURL(bundle).href);
    mkdirSync(cacheDir, { recursive: true });
    const making = `${template}.${randomBytes(4).toString('hex')}`;
    await ensurePgliteDatabase(making);
    // Another script may have made it meanwhile: the first one stays.
    if (existsSync(template)) rmSync(making, { recursive: true, force: true });
    else renameSync(making, template);
  }
  cpSync(template, dir, { recursive: true });
}
