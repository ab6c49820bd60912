import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { MIGRATION_LOCK } from './lock-keys';
import { ensurePgliteDatabase, PGLITE_SETTINGS } from './new-pglite';
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
  /**
   * Hears `NOTIFY channel` of every connection (ADR 0270): `onPayload` for each notice, delivered at
   * its transaction's commit. PostgreSQL listens on a connection of its own, reconnecting after a drop,
   * then calls `onReconnect` (notices sent meanwhile are lost: read what they would have told).
   * Answers how to stop.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect: () => void,
  ): Promise<() => Promise<void>>;
  /** PostgreSQL's connection pool as it is now (`/api/metrics`); PGlite has none. */
  poolUse?(): { total: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

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
      listen: (channel, onPayload, onReconnect) =>
        listenPg(target.url, target.connectTimeoutMs ?? 5_000, channel, onPayload, onReconnect),
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
  if (target.dir) {
    mkdirSync(path.dirname(target.dir), { recursive: true });
    await ensurePgliteDatabase(target.dir);
  }
  const client = await openPglite(target.dir);
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    engine: 'pglite',
    executeSql: (text, values) => pgliteSql(client, text, values),
    listen: (channel, onPayload) => listenPglite(client, channel, onPayload),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

/** PGlite in this process, created when `dir` holds no database yet, with its schema brought up to date. */
async function openPglite(dir: string | undefined): Promise<PGlite> {
  // Loaded only here: a server on PostgreSQL never needs PGlite, whose modules held some 35 MiB of
  // it once loaded (ADR 0381).
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all(
    [
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ],
  );
  // pg_trgm ships with PGlite; with it the model search uses a trigram index (ADR 0030).
  // One options object: `new PGlite(undefined, options)` (in memory) ignored the options, pg_trgm with them.
  // create-pglite.mjs opens a new database with the same options.
  const client = new PGlite({
    ...(dir ? { dataDir: dir } : {}),
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
    initDbStartParams: PGLITE_SETTINGS,
  });
  await client.waitReady;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return client;
}

/** PGlite delivers its own notices in its one process, at commit like PostgreSQL. */
export async function listenPglite(
  client: PGlite,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  const stop = await client.listen(channel, onPayload);
  return async () => {
    await stop().catch(() => {});
  };
}

/** How long a dropped LISTEN connection waits before connecting again. */
const RELISTEN_MS = 1_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to others), connected again a
 * second after it drops, for as long as the app runs; a start with the database away goes on and
 * keeps trying, like the pool.
 */
async function listenPg(
  url: string,
  connectTimeoutMs: number,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect: () => void,
): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect(true);
    }, RELISTEN_MS);
    retry.unref();
  };
  async function connect(again: boolean): Promise<void> {
    if (stopped) return;
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
    // A dropped connection emits 'error' then 'end': heard here, it is connected again.
    client.on('error', () => {});
    client.on('end', () => {
      if (current === client) {
        current = null;
        schedule();
      }
    });
    client.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch {
      await client.end().catch(() => {});
      schedule();
      return;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    if (again) onReconnect();
  }
  await connect(false);
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end().catch(() => {});
  };
}

/** PGlite runs one parameterised statement with query(), several unparameterised ones with exec(). */
export async function pgliteSql(client: PGlite, text: string, values?: unknown[]) {
  if (values && values.length > 0) return client.query(text, values);
  const results = await client.exec(text);
  return results[results.length - 1] ?? { rows: [] };
}

export { schema };
