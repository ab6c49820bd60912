import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite databases handed back by the test files of one vitest worker, reset to the template they were
 * opened from, for the worker's next file (ADR 0445). Opening one from its template took 1.3–3 CPU-
 * seconds, 41 % of the PGlite pass; putting one back as the template left it takes a fraction of that.
 *
 * A database is put back only when nothing of the file that used it can reach it any more and its
 * schema is the template's: the file's handle is cut off from it (every call through it fails as on a
 * closed database, so a timer the file's app left behind cannot write into the next file's data), no
 * LISTEN of the file is left, and the catalog reads as it did when the database was opened. Anything
 * else, or any error while resetting, closes it, and the next file opens a fresh one as before.
 */

/** What a database looked like when it was opened from its template. */
interface Baseline {
  /** The catalog of every schema but PostgreSQL's own: tables, columns, constraints, triggers, functions. */
  fingerprint: string;
  /** Every table, quoted (`"schema"."table"`), emptied at each reset. */
  tables: string[];
  /** The tables that held rows, with the columns a COPY writes back (none generated), and the rows. */
  copies: { table: string; columns: string; rows: Blob }[];
  /** Each sequence's position. */
  sequences: { name: string; lastValue: string | null; startValue: string }[];
}

const baselines = new WeakMap<PGlite, Baseline>();
/** One reset database per template (`key`), waiting for the worker's next file. */
const spares = new Map<string, PGlite>();

const USER_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'`;

const FINGERPRINT_SQL = `
  select md5(coalesce(string_agg(x, '|' order by x), '')) as fingerprint from (
    select 'c:' || n.nspname || '.' || c.relname || ':' || c.relkind::text || ':' || c.relnatts
      from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${USER_SCHEMAS}
    union all
    select 'a:' || c.oid::regclass::text || '.' || a.attname || ':' || a.atttypid || ':' || a.attnotnull || ':' || a.atthasdef || ':' || a.attgenerated::text
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where ${USER_SCHEMAS} and a.attnum > 0 and not a.attisdropped
    union all
    select 'k:' || n.nspname || '.' || co.conname || ':' || pg_get_constraintdef(co.oid)
      from pg_constraint co join pg_namespace n on n.oid = co.connamespace where ${USER_SCHEMAS}
    union all
    select 't:' || t.tgrelid::regclass::text || '.' || t.tgname || ':' || t.tgenabled::text from pg_trigger t where not t.tgisinternal
    union all
    select 'p:' || n.nspname || '.' || p.proname || ':' || md5(p.prosrc)
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${USER_SCHEMAS}
    union all
    select 'n:' || nspname from pg_namespace
    union all
    select 'e:' || extname || ':' || extversion from pg_extension
  ) s(x)`;

async function fingerprint(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(FINGERPRINT_SQL);
  return rows[0]?.fingerprint ?? '';
}

/** Reads what a database just opened from its template holds, to put it back after each file. */
export async function recordBaseline(client: PGlite): Promise<void> {
  const schemaFilter = `${USER_SCHEMAS} and n.nspname <> 'drizzle'`;
  const { rows: tables } = await client.query<{ name: string; kind: string; columns: string }>(`
    select format('%I.%I', n.nspname, c.relname) as name, c.relkind as kind,
      (select string_agg(format('%I', a.attname), ', ' order by a.attnum) from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and ${schemaFilter}
    order by 1`);
  const copies: Baseline['copies'] = [];
  for (const table of tables) {
    // A partitioned table's rows are its partitions' (relkind 'r'), copied as themselves.
    if (table.kind !== 'r') continue;
    const { rows } = await client.query<{ any: boolean }>(
      `select exists (select 1 from only ${table.name}) as any`,
    );
    if (!rows[0]?.any) continue;
    const result = await client.query(
      `copy (select ${table.columns} from only ${table.name}) to '/dev/blob'`,
    );
    if (!result.blob) throw new Error(`no rows came back from ${table.name}`);
    copies.push({ table: table.name, columns: table.columns, rows: result.blob });
  }
  const { rows: sequences } = await client.query<{
    name: string;
    lastValue: string | null;
    startValue: string;
  }>(`
    select format('%I.%I', schemaname, sequencename) as name, last_value::text as "lastValue",
      start_value::text as "startValue"
    from pg_sequences where schemaname <> 'drizzle'`);
  baselines.set(client, {
    fingerprint: await fingerprint(client),
    tables: tables.map((t) => t.name),
    copies,
    sequences,
  });
}

/** The reset database waiting for the next file opened from `key`'s template, if there is one. */
export function takeSpare(key: string): PGlite | undefined {
  const client = spares.get(key);
  spares.delete(key);
  return client?.closed ? undefined : client;
}

/**
 * Puts a database back as its template left it and keeps it for the worker's next file, or closes it
 * when that cannot be done safely.
 */
export async function handBack(key: string, client: PGlite, listening: number): Promise<void> {
  const baseline = baselines.get(client);
  // Files isolated from each other (INTEGRATION_ISOLATE=1) each load this module anew: a kept database
  // would never be taken.
  const isolated = process.env.INTEGRATION_ISOLATE === '1';
  if (isolated || !baseline || listening > 0 || client.closed || spares.has(key)) {
    await closeQuietly(client);
    return;
  }
  try {
    // A transaction the file left open ends here; the session's settings and locks go with the file.
    await client.exec('rollback; reset all; select pg_advisory_unlock_all();');
    if ((await fingerprint(client)) !== baseline.fingerprint) {
      await closeQuietly(client);
      return;
    }
    await client.transaction(async (tx) => {
      // Triggers and foreign keys stay silent while the template's rows come back as they were.
      await tx.exec('set local session_replication_role = replica');
      if (baseline.tables.length > 0) await tx.exec(`truncate ${baseline.tables.join(', ')}`);
      for (const copy of baseline.copies)
        await tx.query(`copy ${copy.table} (${copy.columns}) from '/dev/blob'`, [], { blob: copy.rows });
      for (const seq of baseline.sequences)
        await tx.query('select setval($1::regclass, $2::bigint, $3)', [
          seq.name,
          seq.lastValue ?? seq.startValue,
          seq.lastValue !== null,
        ]);
    });
    spares.set(key, client);
  } catch {
    await closeQuietly(client);
  }
}

async function closeQuietly(client: PGlite): Promise<void> {
  if (!client.closed) await client.close().catch(() => {});
}

/**
 * The database as one file sees it: every call goes through until the file hands it back, and then
 * fails as on a closed database, so nothing the file left running can reach the next file's data.
 */
export function lease(client: PGlite): { client: PGlite; release(): void } {
  let released = false;
  const proxy = new Proxy(client, {
    get(target, property) {
      if (released) {
        if (property === 'closed') return true;
        throw new Error('PGlite is closed');
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    client: proxy,
    release() {
      released = true;
    },
  };
}
