import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type DatabaseHandle, listenPglite, openDatabase, pgliteSql, schema } from '../src/db/client';
import { handBack, lease, recordBaseline, takeSpare } from './pglite-spares';

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
 * second where a fresh PGlite with migrations takes several. With `started`, the directory as an
 * app's first start leaves it (ADR 0400).
 */
async function pgliteTemplate(started?: StartedTemplate): Promise<Blob> {
  const migrated = path.join(cacheDir, `pglite-${migrationsHash()}.tar`);
  const file = started ? migrated.replace(/\.tar$/, `-${started.key}.tar`) : migrated;
  if (!existsSync(migrated)) {
    const client = new PGlite({ extensions: { pg_trgm } });
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    await keep(migrated, await client.dumpDataDir('none'));
    await client.close();
  }
  if (started && !(started.ready() && existsSync(file))) {
    const client = new PGlite({ loadDataDir: new Blob([readFileSync(migrated)]), extensions: { pg_trgm } });
    await client.waitReady;
    await started.prepare(pgliteHandle(client));
    await keep(file, await client.dumpDataDir('none'));
    await client.close();
  }
  return new Blob([readFileSync(file)]);
}

/** Writes a template file whole or not at all (workers may make the same one at once). */
async function keep(file: string, dump: Blob): Promise<void> {
  mkdirSync(cacheDir, { recursive: true });
  const tmp = `${file}.${randomBytes(4).toString('hex')}`;
  writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  renameSync(tmp, file);
}

function pgliteHandle(client: PGlite): DatabaseHandle {
  return {
    db: drizzlePglite(client, { schema }) as unknown as DatabaseHandle['db'],
    engine: 'pglite',
    executeSql: (text, values) => pgliteSql(client, text, values),
    listen: (channel, onPayload) => listenPglite(client, channel, onPayload),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/**
 * A migrated PostgreSQL database to clone test databases from, made once per set of migrations:
 * `create database … template` copies it in a fraction of a second where migrating a new database
 * took seconds per test file (ADR 0131). Built under a temporary name and renamed when complete, one
 * worker at a time (an advisory lock), so a run that died half-way never leaves a broken template.
 * With `started`, the template is that database as an app's first start leaves it (ADR 0400).
 */
async function postgresTemplate(url: string, started?: StartedTemplate): Promise<string> {
  const migrated = `bb_template_${migrationsHash()}`;
  const template = started ? `${migrated}_${started.key}` : migrated;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', ['bb_test_template']);
    const exists = async (name: string) =>
      ((await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount ?? 0) > 0;
    const build = async (
      name: string,
      from: string | null,
      prepare: (handle: DatabaseHandle) => Promise<void>,
    ) => {
      const building = `${name}_${randomBytes(4).toString('hex')}`;
      await admin.query(
        from ? `create database ${building} template ${from}` : `create database ${building}`,
      );
      const target = new URL(url);
      target.pathname = `/${building}`;
      const handle = await openDatabase({ engine: 'postgres', url: target.toString(), poolSize: 2 });
      try {
        await prepare(handle);
      } finally {
        await handle.close();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
    };
    if (!(await exists(migrated))) await build(migrated, null, async () => {});
    if (started && (await exists(template)) && !started.ready()) {
      // A new checkout beside a kept PostgreSQL: only the tiles kept beside the template are missing.
      // They are drawn again by a start on a scratch database; the template, which another run on the
      // same sources may be copying, stays as it is.
      const scratch = `${migrated}_tiles`;
      await build(scratch, migrated, started.prepare);
      await admin.query(`drop database if exists ${scratch}`);
    } else if (started && !(await exists(template))) {
      await build(template, migrated, started.prepare);
      // Started templates of earlier sources are of no further use; one still being copied stays.
      const stale = await admin.query(
        "select datname from pg_database where datname like 'bb\\_template\\_%\\_%' and datname <> $1",
        [template],
      );
      for (const { datname } of stale.rows as { datname: string }[])
        await admin.query(`drop database if exists ${datname}`).catch(() => {});
    }
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', ['bb_test_template']).catch(() => {});
    await admin.end();
  }
  return template;
}

/**
 * What makes a template "started": a key naming the sources it was made from, whether what it keeps
 * beside the database (its media files) is there, and the step that starts an app on it.
 */
export interface StartedTemplate {
  key: string;
  ready(): boolean;
  prepare(handle: DatabaseHandle): Promise<void>;
}

/**
 * A fresh database for one test file: migrated and empty, or with `started` as an app's first start
 * leaves it (the job queue's schema, the start-up brands and models, the blog's posts). Dropped again
 * by close().
 */
export async function openTestDatabase(started?: StartedTemplate): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `bb_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`create database ${name} template ${await postgresTemplate(url, started)}`);
    } catch (err) {
      // Another checkout's run, on other sources, replaced the started template in between: made again.
      if ((err as { code?: string }).code !== '3D000') throw err;
      await admin.query(`create database ${name} template ${await postgresTemplate(url, started)}`);
    } finally {
      await admin.end();
    }
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
  // A database another file of this worker handed back, reset to the same template (ADR 0445), or a new one.
  const key = started?.key ?? 'migrated';
  let client = takeSpare(key);
  if (!client) {
    client = new PGlite({ loadDataDir: await pgliteTemplate(started), extensions: { pg_trgm } });
    await client.waitReady;
    // Applies any migration newer than the template (none, normally).
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    await recordBaseline(client);
  }
  const own = client;
  const leased = lease(own);
  let listening = 0;
  let closed = false;
  const handle = pgliteHandle(leased.client);
  return {
    ...handle,
    async listen(channel, onPayload, onReconnect) {
      const stop = await handle.listen(channel, onPayload, onReconnect);
      listening += 1;
      let stopped = false;
      return async () => {
        // Stopping twice counts once: a LISTEN still held must keep the database from the next file.
        if (!stopped) listening -= 1;
        stopped = true;
        await stop();
      };
    },
    async close() {
      // Closed twice, it is handed back once: a second hand-back would close the kept database.
      if (closed) return;
      closed = true;
      leased.release();
      await handBack(key, own, listening);
    },
  };
}
