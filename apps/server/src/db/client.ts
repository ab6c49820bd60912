import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATION_LOCK } from './lock-keys';
import * as schema from './schema';

type Schema = typeof schema;
/** The one database type services and repositories see, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /**
   * Raw SQL outside Drizzle, for the job queue (pg-boss): with values one parameterised statement,
   * without them any number of statements. Answers the (last) statement's rows.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  ping(): Promise<void>;
  /** PostgreSQL's connection pool as it is now (`/api/metrics`); PGlite has none. */
  poolUse?(): { total: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/**
 * PGlite's PostgreSQL settings (docs/performance.md#memory, ADR 0261). Its shared buffers live in the
 * WebAssembly memory, which is zeroed when PostgreSQL starts and so resident at once, and which never
 * shrinks: 128 MB (what initdb picks) held 150 MiB of a 1 GB server from the first second. 16 MB keeps
 * the hot pages of the catalogue; the rest come from the operating system's file cache. Given to
 * initdb too, so that a new database is written with them.
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB', 'maintenance_work_mem=16MB'].flatMap((s) => ['-c', s]);

export type DatabaseTarget =
  | {
      engine: 'postgres';
      url: string;
      poolSize?: number;
      /** How long a query waits for a connection (new, or free in the pool) before failing (ms). */
      connectTimeoutMs?: number;
    }
  /** dir undefined = in memory (tests). */
  | { engine: 'pglite'; dir?: string };

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.engine === 'postgres') {
    // A bounded wait for a connection: while the server is away a request fails in seconds with 503
    // (plugins/errors.ts, ADR 0125) instead of hanging; the pool reconnects by itself once it is back.
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      connectionTimeoutMillis: target.connectTimeoutMs ?? 5_000,
    });
    // A broken idle connection must not crash the process; the next query gets a fresh one.
    pool.on('error', () => {});
    // A connection that drops while a request holds it (between a transaction's statements) emits
    // 'error' on its client, which pg-pool listens to only while the client is idle: unheard, it
    // ended the process (the chaos suite's PostgreSQL outage). Heard, the request's next statement
    // fails and answers 503 (ADR 0125), and the pool discards the client when it comes back.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    // Instances starting together (node:cluster workers, several machines) migrate one at a time;
    // the next finds the migrations applied.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1, $2)', [...MIGRATION_LOCK]);
      await migratePg(drizzlePg(client), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1, $2)', [...MIGRATION_LOCK]).catch(() => {});
      client.release();
    }
    return {
      db,
      engine: 'postgres',
      executeSql: (text, values) => pool.query(text, values),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      poolUse: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: target.poolSize ?? 10,
      }),
      close: () => pool.end(),
    };
  }
  if (target.dir) mkdirSync(path.dirname(target.dir), { recursive: true });
  // pg_trgm ships with PGlite; with it the model search uses a trigram index (ADR 0030).
  const client = new PGlite(target.dir, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
    initDbStartParams: PGLITE_SETTINGS,
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return {
    db,
    engine: 'pglite',
    executeSql: (text, values) => pgliteSql(client, text, values),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

/** PGlite runs one parameterised statement with query(), several unparameterised ones with exec(). */
export async function pgliteSql(client: PGlite, text: string, values?: unknown[]) {
  if (values && values.length > 0) return client.query(text, values);
  const results = await client.exec(text);
  return results[results.length - 1] ?? { rows: [] };
}

export { schema };
