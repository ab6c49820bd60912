import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/db/client';
import { seedBikes } from '../../apps/server/src/modules/catalog/seed';
import { createDiskMediaStore } from '../../apps/server/src/modules/media/storage';
import { createScratchDatabase, machineBasics, postgresVersion, writeBenchReport } from './lib/bench-support';

const root = path.resolve(import.meta.dirname, '../..');
const { values: opts } = parseArgs({
  options: {
    bikes: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '21' },
    engines: { type: 'string', default: 'pglite,postgres' },
    write: { type: 'boolean', default: false },
  },
});
const bikes = Number(opts.bikes);
const runs = Number(opts.runs);
const engines = opts.engines.split(',').map((e) => e.trim()) as Engine[];
for (const [name, value, max] of [
  ['--bikes', bikes, 1_000_000],
  ['--runs', runs, 1000],
] as const) {
  if (!Number.isInteger(value) || value < 1 || value > max) {
    console.error(`${name} must be a whole number from 1 to ${max}`);
    process.exit(2);
  }
}
if (engines.some((e) => e !== 'pglite' && e !== 'postgres')) {
  console.error('--engines is a list of pglite and postgres');
  process.exit(2);
}
const command = `npx tsx scripts/bench/search.ts${process.argv.slice(2).length ? ` ${process.argv.slice(2).join(' ')}` : ''}`;

type Engine = 'pglite' | 'postgres';

/** What docs/product.md#bangla-search-favourites asks of the median, per engine (ms). */
const TARGET_MS: Record<Engine, number> = { postgres: 50, pglite: 150 };

/** A realistic set: what the search page sends for text, a Bangla query, the filters, each sort, a deep page. */
const QUERIES: { label: string; query: string }[] = [
  { label: 'everything, newest (the page opened)', query: '' },
  { label: "text 'pulsar'", query: 'q=pulsar' },
  { label: "text 'yamaha dhaka' (brand word + city)", query: 'q=yamaha+dhaka' },
  { label: "Bangla 'পালসার ১৫০'", query: `q=${encodeURIComponent('পালসার ১৫০')}` },
  {
    label: 'brand + price + year + district + verified + papers',
    query:
      'brand=Bajaj&price_min=100000&price_max=250000&year_min=2016&year_max=2022&district=Dhaka&verified=1&papers=1',
  },
  {
    label: 'km ≤ 30,000 and 150–160 cc, cheapest first',
    query: 'km_max=30000&cc_min=150&cc_max=160&sort=price_asc',
  },
  { label: "text 'r15' + price, dearest first", query: 'q=r15&price_min=200000&sort=price_desc' },
  { label: 'everything, fewest km first', query: 'sort=km_asc' },
  { label: 'Suzuki, price low→high, page 100', query: 'brand=Suzuki&sort=price_asc&page=100' },
  { label: 'everything, newest, page 1,000 (deep)', query: 'page=1000' },
  { label: "no match ('zzz')", query: 'q=zzz' },
  // Models as data (ADR 0291): typos through the models' names, the type and the model filters.
  { label: "typo 'gixer' (Gixxer)", query: 'q=gixer' },
  { label: "typo 'pulsr 150'", query: 'q=pulsr+150' },
  { label: "typo 'apachi' + scooter type (none)", query: 'q=apachi&type=scooter' },
  { label: 'scooters, cheapest first', query: 'type=scooter&sort=price_asc' },
  { label: 'electric, newest', query: 'type=electric' },
  { label: 'one model (Pulsar 150), newest', query: 'model=2-pulsar-150' },
  { label: "did you mean ('gikser')", query: 'q=gikser' },
  // Places (ADR 0292): an area, and the districts ranked by distance from the buyer's (no index serves
  // that order: it is the one to watch).
  { label: 'one area (Mirpur, Dhaka), newest', query: 'area=dhaka-mirpur' },
  { label: 'nearest first from Gazipur', query: 'sort=near&near=Gazipur' },
];

function log(message: string) {
  console.log(`[bench] ${message}`);
}

interface QueryResult {
  label: string;
  query: string;
  total: number;
  median: number;
  p95: number;
}

interface EngineReport {
  engine: Engine;
  seedSeconds: number;
  trigram: boolean;
  results: QueryResult[];
}

let cleanUps: (() => Promise<void>)[] = [];

async function openFresh(engine: Engine, dataDir: string): Promise<{ handle: DatabaseHandle; url?: string }> {
  if (engine === 'pglite') {
    return { handle: await openDatabase({ engine: 'pglite', dir: path.join(dataDir, 'db') }) };
  }
  const scratch = await createScratchDatabase('bb_bench_search');
  cleanUps.push(scratch.drop);
  return {
    handle: await openDatabase({ engine: 'postgres', url: scratch.url, poolSize: 10 }),
    url: scratch.url,
  };
}

async function hasTrigramIndex(handle: DatabaseHandle): Promise<boolean> {
  const result = await handle.db.execute(
    sql`select 1 from pg_indexes where indexname like '%trgm%' and tablename = 'products'`,
  );
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return rows.length > 0;
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

async function benchEngine(engine: Engine): Promise<EngineReport> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `bb-bench-search-${engine}-`));
  cleanUps.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const { handle, url } = await openFresh(engine, dataDir);
  cleanUps.push(() => handle.close().catch(() => {}));
  log(`${engine}: seeding ${bikes.toLocaleString('en')} bikes…`);
  const started = performance.now();
  // Every start-up brand (28), popular models most (ADR 0291).
  await seedBikes(handle.db, createDiskMediaStore(path.join(dataDir, 'media')), bikes, {
    distinctPictures: 6,
    market: true,
  });
  const seedSeconds = (performance.now() - started) / 1000;

  const config = loadConfig({
    NODE_ENV: 'production',
    ALLOW_SANDBOX_PAYMENTS: 'true',
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    WEB_DIST: path.join(root, 'apps/web/dist'),
    ...(url ? { DATABASE_URL: url } : {}),
  });
  const app = await buildApp({ config, database: handle, background: false });
  cleanUps.push(() => app.close().catch(() => {}));
  // buildApp installs the search indexes the engine supports; fresh statistics as `npm run seed` leaves them.
  await handle.db.execute(sql`vacuum analyze products`);
  const trigram = await hasTrigramIndex(handle);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

  // What any booking or new listing does: the search's cache (checked against every brand) goes cold.
  const moveVersion = () =>
    handle.db.execute(
      sql`insert into listing_versions (category_id, version) values ('1', 1)
          on conflict (category_id) do update set version = listing_versions.version + 1`,
    );

  const results: QueryResult[] = [];
  for (const { label, query } of QUERIES) {
    const path = `/api/bikes${query ? `?${query}` : ''}`;
    const times: number[] = [];
    let total = 0;
    // One untimed request first (i = 0): the first statement of a shape pays for its planning.
    for (let i = 0; i <= runs; i++) {
      await moveVersion();
      const t0 = performance.now();
      const res = await fetch(base + path, { headers: { 'accept-encoding': 'br' } });
      const body = await res.arrayBuffer();
      const ms = performance.now() - t0;
      if (res.status !== 200)
        throw new Error(`${path} answered ${res.status}: ${Buffer.from(body).toString()}`);
      if (i > 0) times.push(ms);
      // fetch has already decoded the brotli the server sent (as a browser does).
      total = (JSON.parse(new TextDecoder().decode(body)) as { total: number }).total;
    }
    times.sort((a, b) => a - b);
    const result = {
      label,
      query,
      total,
      median: round(percentile(times, 0.5)),
      p95: round(percentile(times, 0.95)),
    };
    log(
      `${engine}: ${label}: ${result.median} ms median, ${result.p95} ms p95 (${total.toLocaleString('en')} matches)`,
    );
    results.push(result);
  }
  await runCleanUps();
  return { engine, seedSeconds, trigram, results };
}

async function runCleanUps() {
  const list = cleanUps.reverse();
  cleanUps = [];
  for (const clean of list) await clean().catch((err) => log(`clean-up failed: ${err}`));
}

function machine(): string {
  return `${machineBasics()}, PostgreSQL ${postgresVersion()}, PGlite (in process)`;
}

const fmt = (n: number) => n.toLocaleString('en');

function report(reports: EngineReport[], startLoad: number): string {
  const lines: string[] = [];
  lines.push(`Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine()}.`);
  lines.push(
    `Load average (1 min) when the run started: ${startLoad.toFixed(1)}, when it ended: ${loadavg()[0]!.toFixed(1)} ` +
      `(${cpus().length} CPUs, shared with whatever else runs).`,
  );
  lines.push('');
  lines.push('```');
  lines.push(command);
  lines.push('```');
  lines.push('');
  lines.push(
    `${fmt(bikes)} listings with their bike facts; each query ${runs} times over HTTP after one untimed, ` +
      'the listing version moved before each so nothing comes from a cache; ms, median and 95th percentile. ' +
      `Target: median under ${TARGET_MS.postgres} ms on PostgreSQL, ${TARGET_MS.pglite} ms on PGlite.`,
  );
  lines.push('');
  const head = reports.map((r) => `${r.engine} median | ${r.engine} p95`).join(' | ');
  lines.push(`| query | matches | ${head} |`);
  lines.push(`|---|---:|${reports.map(() => '---:|---:').join('|')}|`);
  for (const [i, q] of QUERIES.entries()) {
    const cells = reports.map((r) => {
      const res = r.results[i]!;
      const miss = res.median >= TARGET_MS[r.engine] ? ' ✗' : '';
      return `${res.median}${miss} | ${res.p95}`;
    });
    lines.push(`| ${q.label} | ${fmt(reports[0]!.results[i]!.total)} | ${cells.join(' | ')} |`);
  }
  lines.push('');
  lines.push(
    reports
      .map(
        (r) =>
          `${r.engine}: seeded in ${r.seedSeconds.toFixed(0)} s, trigram index ${r.trigram ? 'present' : 'absent'}, ` +
          `slowest median ${Math.max(...r.results.map((q) => q.median))} ms ` +
          `(${r.results.every((q) => q.median < TARGET_MS[r.engine]) ? 'every query within' : 'NOT all within'} the target).`,
      )
      .join(' '),
  );
  return lines.join('\n');
}

function writeReport(text: string) {
  log(`figures written to ${writeBenchReport('search', text)}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: cleaning up`);
    void runCleanUps().finally(() => process.exit(130));
  });
}

let code = 0;
try {
  const startLoad = loadavg()[0]!;
  const reports: EngineReport[] = [];
  for (const engine of engines) reports.push(await benchEngine(engine));
  const text = report(reports, startLoad);
  console.log(`\n${text}\n`);
  if (opts.write) writeReport(text);
  else log('figures not written (add --write to put them in docs/performance.md)');
} catch (err) {
  console.error('[bench] failed:', err);
  code = 1;
} finally {
  await runCleanUps();
}
process.exit(code);
