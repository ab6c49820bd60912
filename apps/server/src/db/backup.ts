import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

const run = promisify(execFile);

/** What a backup holds and where it came from (`manifest.json` in the backup folder). */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  engine: 'pglite' | 'postgres';
  /** `database.dump` (pg_dump's custom format) or `database.tar.gz` (PGlite's data folder). */
  database: string;
  /** `media/` when the images were on local disk; null when they are in an S3 bucket. */
  media: string | null;
}

/** Where the shop keeps its data: the same environment the server starts with. */
export interface ShopData {
  /** PostgreSQL (DATABASE_URL), else PGlite in `pgliteDir`. */
  databaseUrl?: string;
  pgliteDir: string;
  /** DATA_DIR/media, or null when images are in S3 (S3_BUCKET). */
  mediaDir: string | null;
}

/**
 * Writes a consistent copy of the database and the local media folder to `outDir` (ADR 0122).
 * PostgreSQL: `pg_dump` (one snapshot, the shop may keep running). PGlite: its data folder as
 * PGlite dumps it; PGlite is one process, so the server must be stopped first.
 */
export async function backup(shop: ShopData, outDir: string): Promise<BackupManifest> {
  mkdirSync(outDir, { recursive: true });
  if (readdirSync(outDir).length > 0) throw new Error(`${outDir} is not empty`);
  let manifest: BackupManifest;
  if (shop.databaseUrl) {
    const file = path.join(outDir, 'database.dump');
    await run(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, shop.databaseUrl],
      {
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    manifest = base('postgres', 'database.dump');
  } else {
    if (!existsSync(shop.pgliteDir)) throw new Error(`no PGlite database at ${shop.pgliteDir}`);
    const client = new PGlite(shop.pgliteDir, { extensions: { pg_trgm } });
    try {
      await client.waitReady;
      // A checkpoint first: the dump is of the files, and they then hold every committed change.
      await client.exec('checkpoint');
      const dump = await client.dumpDataDir('gzip');
      writeFileSync(path.join(outDir, 'database.tar.gz'), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
    manifest = base('pglite', 'database.tar.gz');
  }
  if (shop.mediaDir && existsSync(shop.mediaDir)) {
    cpSync(shop.mediaDir, path.join(outDir, 'media'), { recursive: true });
    manifest.media = 'media';
  }
  writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

function base(engine: BackupManifest['engine'], database: string): BackupManifest {
  return { format: 1, createdAt: new Date().toISOString(), engine, database, media: null };
}

/**
 * Brings a backup back into an empty place: a PGlite data folder that does not exist yet (or is
 * empty), or a PostgreSQL database without tables; the media folder likewise. Refuses to mix a
 * backup into data that is there, and restores only onto the engine it was taken from.
 */
export async function restore(fromDir: string, shop: ShopData): Promise<BackupManifest> {
  const manifest = JSON.parse(readFileSync(path.join(fromDir, 'manifest.json'), 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`unknown backup format ${manifest.format}`);
  const engine = shop.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.engine !== engine) {
    throw new Error(
      `this backup is of a ${manifest.engine} database; restore it with ${manifest.engine === 'postgres' ? 'DATABASE_URL set' : 'DATABASE_URL unset'}`,
    );
  }
  if (manifest.media && shop.mediaDir && existsSync(shop.mediaDir) && readdirSync(shop.mediaDir).length > 0) {
    throw new Error(`${shop.mediaDir} is not empty`);
  }
  if (shop.databaseUrl) {
    const client = new pg.Client({ connectionString: shop.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query(
        "select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
      );
      if ((rows[0] as { n: number }).n > 0) throw new Error('the database of DATABASE_URL is not empty');
    } finally {
      await client.end();
    }
    await run('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      `--dbname=${shop.databaseUrl}`,
      path.join(fromDir, manifest.database),
    ]);
  } else {
    if (existsSync(shop.pgliteDir) && readdirSync(shop.pgliteDir).length > 0) {
      throw new Error(`${shop.pgliteDir} is not empty`);
    }
    mkdirSync(path.dirname(shop.pgliteDir), { recursive: true });
    const tarball = readFileSync(path.join(fromDir, manifest.database));
    const client = new PGlite(shop.pgliteDir, { loadDataDir: new Blob([tarball]), extensions: { pg_trgm } });
    await client.waitReady;
    await client.close();
  }
  if (manifest.media && shop.mediaDir) {
    cpSync(path.join(fromDir, manifest.media), shop.mediaDir, { recursive: true });
  }
  return manifest;
}
