import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type DatabaseHandle, listenPglite, openDatabase, pgliteSql, schema } from '../src/db/client';

const migrationsFolder = path.join(import.meta.dirname, '../src/db/migrations');
const cacheDir = path.join(import.meta.dirname, '../../../node_modules/.cache/best-bikes');

function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder).sort()) {
    if (file.endsWith('.sql')) hash.update(readFileSync(path.join(migrationsFolder, file)));
  }
  // The journal's timestamps decide what the migrator thinks is applied.
  hash.update(readFileSync(path.join(migrationsFolder, 'meta/_journal.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated PGlite data directory, made once and cached on disk: loading it takes well under a
 * second where a fresh PGlite with migrations takes several.
 */
async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(cacheDir, `pglite-${migrationsHash()}.tar`);
  if (!existsSync(file)) {
    const client = new PGlite({ extensions: { pg_trgm } });
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    await client.close();
    mkdirSync(cacheDir, { recursive: true });
    const tmp = `${file}.${randomBytes(4).toString('hex')}`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, file);
  }
  return new Blob([readFileSync(file)]);
}

/**
 * A migrated PostgreSQL database to clone test databases from, made once per set of migrations:
 * `create database … template` copies it in a fraction of a second where migrating a new database
 * took seconds per test file (ADR 0131). Built under a temporary name and renamed when complete, one
 * worker at a time (an advisory lock), so a run that died half-way never leaves a broken template.
 */
async function postgresTemplate(url: string): Promise<string> {
  const template = `bb_template_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', ['bb_test_template']);
    const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (found.rowCount === 0) {
      const building = `${template}_${randomBytes(4).toString('hex')}`;
      await admin.query(`create database ${building}`);
      const target = new URL(url);
      target.pathname = `/${building}`;
      const handle = await openDatabase({ engine: 'postgres', url: target.toString(), poolSize: 1 });
      await handle.close();
      await admin.query(`alter database ${building} rename to ${template}`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', ['bb_test_template']).catch(() => {});
    await admin.end();
  }
  return template;
}

/** A fresh, empty, migrated database for one test file; dropped again by close(). */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = await postgresTemplate(url);
    const name = `bb_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    // Applies any migration newer than the template (none, normally).
    const handle = await openDatabase({ engine: 'postgres', url: target.toString(), poolSize: 5 });
    return {
      ...handle,
      async close() {
        await handle.close();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  const client = new PGlite({ loadDataDir: await pgliteTemplate(), extensions: { pg_trgm } });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as DatabaseHandle['db'];
  // Applies any migration newer than the template (none, normally).
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return {
    db,
    engine: 'pglite',
    executeSql: (text, values) => pgliteSql(client, text, values),
    listen: (channel, onPayload) => listenPglite(client, channel, onPayload),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
