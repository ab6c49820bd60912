/**
 * Category page benchmark (docs/product.md#speed-and-resilience, docs/performance.md).
 *
 *   npx tsx scripts/bench/category.ts [--bikes 100000] [--duration 10] [--connections 50]
 *                                     [--engines pglite,postgres] [--no-write]
 *
 * For each engine: seeds a fresh database with `--bikes` listings, times the listing queries, starts
 * the real app (buildApp) on a free port and loads GET /api/category/:id with autocannon (in a child
 * process): "first pages" (the first three pages of every brand and sort: what people open) and
 * "long tail" (any page of any brand and sort: mostly cache misses), then the same first pages as a
 * signed-out visitor's HTML (`/category/:id`: the head and, where the server renders it, the body;
 * docs/product.md#found-and-shared), as an uncompressing client and as a browser (Brotli) asks for
 * it, and the bike pages of those first pages' first bikes as JSON (`/api/bikeDetails/:id`) and as
 * HTML (`/bikeDetails/:id`), with the server's CPU per request of each. A bare node:http
 * server then answers the first-pages bytes from memory: the ceiling for this machine, in the same run.
 * PostgreSQL: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server; the
 * bench creates its own database there and drops it afterwards.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/db/client';
import { createCatalogRepository } from '../../apps/server/src/modules/catalog/repository';
import { seedBikes } from '../../apps/server/src/modules/catalog/seed';
import { createDiskMediaStore } from '../../apps/server/src/modules/media/storage';
import { categoryListingPath } from '../../packages/contract/src/constants';
import { createScratchDatabase, machineBasics, postgresVersion, writeBenchReport } from './lib/bench-support';
import type { LoadResult, LoadSpec } from './load';

const root = path.resolve(import.meta.dirname, '../..');
const { values: opts } = parseArgs({
  options: {
    bikes: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    engines: { type: 'string', default: 'pglite,postgres' },
    'no-write': { type: 'boolean', default: false },
  },
});
const bikes = Number(opts.bikes);
const duration = Number(opts.duration);
const connections = Number(opts.connections);
const engines = opts.engines.split(',').map((e) => e.trim()) as ('pglite' | 'postgres')[];
const command = `npx tsx scripts/bench/category.ts${process.argv.slice(2).length ? ` ${process.argv.slice(2).join(' ')}` : ''}`;

const SORTS = ['newest', 'price_asc', 'price_desc'] as const;
const CATEGORIES = ['1', '2', '3'] as const;

function log(message: string) {
  console.log(`[bench] ${message}`);
}

async function timeIt(fn: () => Promise<unknown>, runs = 15): Promise<number> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

async function load(spec: LoadSpec): Promise<LoadResult> {
  // The long tail lists thousands of paths: too long for a command line, so the spec goes in a file.
  const specDir = mkdtempSync(path.join(tmpdir(), 'bb-load-'));
  const specFile = path.join(specDir, 'spec.json');
  writeFileSync(specFile, JSON.stringify(spec));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'load.ts'), specFile],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  const code = await new Promise<number>((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
  rmSync(specDir, { recursive: true, force: true });
  if (code !== 0) throw new Error(`load generator failed (${code})`);
  return JSON.parse(out.trim().split('\n').at(-1)!) as LoadResult;
}

interface EngineReport {
  engine: 'pglite' | 'postgres';
  seedSeconds: number;
  trigram: boolean;
  queries: { label: string; ms: number }[];
  firstPages: Measured;
  longTail: Measured;
  firstHtml: Measured;
  firstHtmlBrotli: Measured;
  bikeJson: Measured;
  bikeHtml: Measured;
  ceiling: LoadResult;
  bodyBytes: number;
  htmlBytes: number;
  htmlRawBytes: number;
  bikeHtmlBytes: number;
  bikeHtmlRawBytes: number;
}

/** A load's figures and the server's CPU per answered request (the app runs in this process). */
type Measured = LoadResult & { cpuMsPerRequest: number };

async function measuredLoad(spec: LoadSpec): Promise<Measured> {
  const before = process.cpuUsage();
  const result = await load(spec);
  const cpu = process.cpuUsage(before);
  const cpuMsPerRequest = (cpu.user + cpu.system) / 1000 / Math.max(1, result.requests);
  return { ...result, cpuMsPerRequest: Math.round(cpuMsPerRequest * 100) / 100 };
}

async function openFresh(engine: 'pglite' | 'postgres', dataDir: string) {
  if (engine === 'pglite') {
    return {
      handle: await openDatabase({ engine: 'pglite', dir: path.join(dataDir, 'db') }),
      drop: async () => {},
    };
  }
  const scratch = await createScratchDatabase('bb_bench');
  const handle = await openDatabase({ engine: 'postgres', url: scratch.url, poolSize: 10 });
  return { handle, url: scratch.url, drop: scratch.drop };
}

async function hasTrigramIndex(handle: DatabaseHandle): Promise<boolean> {
  const result = await handle.db.execute(
    sql`select 1 from pg_indexes where indexname = 'products_listing_compact_name_trgm_idx'`,
  );
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return rows.length > 0;
}

async function benchEngine(engine: 'pglite' | 'postgres'): Promise<EngineReport> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `bb-bench-${engine}-`));
  const { handle, drop, url } = await openFresh(engine, dataDir);
  try {
    log(`${engine}: seeding ${bikes.toLocaleString('en')} bikes…`);
    const started = performance.now();
    const media = createDiskMediaStore(path.join(dataDir, 'media'));
    await seedBikes(handle.db, media, bikes, { distinctPictures: 6 });
    const seedSeconds = (performance.now() - started) / 1000;
    // PGlite has no autovacuum: without this its counts cannot use index-only scans.
    await handle.db.execute(sql`vacuum analyze products`);

    const config = loadConfig({
      NODE_ENV: 'production',
      // The built-in test processor and sandbox gateway: benchmarks take no money.
      ALLOW_SANDBOX_PAYMENTS: 'true',
      DATA_DIR: dataDir,
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      SEED_DEMO: 'false',
      // Per-request access lines go to the proxy's log in production; here they would only measure the terminal.
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(root, 'apps/web/dist'),
      ...(url ? { DATABASE_URL: url } : {}),
    });
    const app = await buildApp({ config, database: handle });
    // buildApp installs the trigram index where pg_trgm exists; analyze again so the planner knows it.
    await handle.db.execute(sql`analyze products`);
    const trigram = await hasTrigramIndex(handle);

    log(`${engine}: timing the listing queries (median of 15)…`);
    const repo = createCatalogRepository(handle.db);
    const list = (sort: (typeof SORTS)[number], q: string, page: number) => () =>
      Promise.all([
        repo.listAvailablePage('2', { sort, q, limit: 24, offset: (page - 1) * 24 }),
        repo.countAvailable('2', q),
      ]);
    const rows = (sort: (typeof SORTS)[number], page: number) => () =>
      repo.listAvailablePage('2', { sort, q: '', limit: 24, offset: (page - 1) * 24 });
    const queries = [
      { label: 'newest, page 1', ms: await timeIt(list('newest', '', 1)) },
      { label: 'price low→high, page 1', ms: await timeIt(list('price_asc', '', 1)) },
      { label: 'price high→low, page 1', ms: await timeIt(list('price_desc', '', 1)) },
      { label: 'newest, page 100', ms: await timeIt(list('newest', '', 100)) },
      { label: 'newest, page 1,000 (rows only)', ms: await timeIt(rows('newest', 1000)) },
      { label: 'total of the brand (count only)', ms: await timeIt(() => repo.countAvailable('2', '')) },
      { label: "search 'pulsar' (half the brand)", ms: await timeIt(list('newest', 'pulsar', 1)) },
      { label: "search 'dominar' (1 in 12)", ms: await timeIt(list('newest', 'dominar', 1)) },
      { label: "search 'zzz' (no match)", ms: await timeIt(list('newest', 'zzz', 1)) },
      { label: 'version check (every request)', ms: await timeIt(() => repo.listingVersion('2')) },
    ].map((q) => ({ ...q, ms: Math.round(q.ms * 100) / 100 }));

    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

    const firstPaths = CATEGORIES.flatMap((c) =>
      SORTS.flatMap((s) => [1, 2, 3].map((p) => `/api/category/${c}?sort=${s}&page=${p}`)),
    );
    const bodies = new Map<string, { body: Buffer; headers: Record<string, string> }>();
    const totals: Record<string, number> = {};
    for (const p of firstPaths) {
      const res = await fetch(base + p);
      const body = Buffer.from(await res.arrayBuffer());
      bodies.set(p, {
        body,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'x-total-count': res.headers.get('x-total-count') ?? '0',
          etag: res.headers.get('etag') ?? '',
          'cache-control': 'no-cache',
        },
      });
      totals[p.split('?')[0]!] = Number(res.headers.get('x-total-count'));
    }
    const longPaths = CATEGORIES.flatMap((c) => {
      const pages = Math.max(1, Math.ceil((totals[`/api/category/${c}`] ?? 0) / 24));
      return SORTS.flatMap((s) =>
        Array.from({ length: pages }, (_, i) => `/api/category/${c}?sort=${s}&page=${i + 1}`),
      );
    });

    // The first page of each brand and sort at the address the app links to: the pages the server
    // renders for a signed-out visitor (ADR 0372); later pages are the app's.
    const htmlPaths = CATEGORIES.flatMap((c) =>
      SORTS.map((sort) => categoryListingPath(c, { sort, q: '', page: 1 })),
    );
    // What a phone is sent (Brotli, as the server sends it to a browser) and what that unpacks to.
    const htmlSizes = await Promise.all(
      htmlPaths.map(async (p) => {
        const res = await fetch(base + p, { headers: { 'accept-encoding': 'br' } });
        const raw = (await res.arrayBuffer()).byteLength;
        return { sent: Number(res.headers.get('content-length') ?? raw), raw };
      }),
    );
    const htmlBytes = Math.round(htmlSizes.reduce((sum, h) => sum + h.sent, 0) / htmlSizes.length);
    const htmlRawBytes = Math.round(htmlSizes.reduce((sum, h) => sum + h.raw, 0) / htmlSizes.length);

    // A bike a visitor opens from each of those pages: the first of each brand and sort's first page.
    const bikeIds = [
      ...new Set(
        [...bodies.entries()]
          .filter(([p]) => p.endsWith('&page=1'))
          .map(([, b]) => (JSON.parse(b.body.toString('utf8')) as { _id: string }[])[0]?._id)
          .filter((id): id is string => id !== undefined),
      ),
    ];
    const bikeJsonPaths = bikeIds.map((id) => `/api/bikeDetails/${id}`);
    const bikeHtmlPaths = bikeIds.map((id) => `/bikeDetails/${id}`);
    const bikeSizes = await Promise.all(
      bikeHtmlPaths.map(async (p) => {
        const res = await fetch(base + p, { headers: { 'accept-encoding': 'br' } });
        const raw = (await res.arrayBuffer()).byteLength;
        return { sent: Number(res.headers.get('content-length') ?? raw), raw };
      }),
    );
    const bikeHtmlBytes = Math.round(bikeSizes.reduce((sum, h) => sum + h.sent, 0) / bikeSizes.length);
    const bikeHtmlRawBytes = Math.round(bikeSizes.reduce((sum, h) => sum + h.raw, 0) / bikeSizes.length);

    log(`${engine}: first pages, ${connections} connections, ${duration} s…`);
    const firstPages = await measuredLoad({ url: base, paths: firstPaths, connections, duration });
    log(`${engine}: long tail (${longPaths.length.toLocaleString('en')} pages), ${duration} s…`);
    const longTail = await measuredLoad({ url: base, paths: longPaths, connections, duration });
    log(`${engine}: first pages as HTML, ${connections} connections, ${duration} s…`);
    const firstHtml = await measuredLoad({ url: base, paths: htmlPaths, connections, duration });
    log(`${engine}: first pages as HTML in Brotli, ${connections} connections, ${duration} s…`);
    const firstHtmlBrotli = await measuredLoad({
      url: base,
      paths: htmlPaths,
      connections,
      duration,
      headers: { 'accept-encoding': 'br' },
    });
    log(
      `${engine}: bike pages as JSON (${bikeIds.length} bikes), ${connections} connections, ${duration} s…`,
    );
    const bikeJson = await measuredLoad({ url: base, paths: bikeJsonPaths, connections, duration });
    log(
      `${engine}: bike pages as HTML (${bikeIds.length} bikes), ${connections} connections, ${duration} s…`,
    );
    const bikeHtml = await measuredLoad({ url: base, paths: bikeHtmlPaths, connections, duration });
    await app.close();

    log(`${engine}: ceiling (node:http, same bytes from memory), ${duration} s…`);
    const ceilingServer = createServer((req, res) => {
      const hit = bodies.get(req.url ?? '');
      if (!hit) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { ...hit.headers, 'content-length': hit.body.length });
      res.end(hit.body);
    });
    await new Promise<void>((resolve) => ceilingServer.listen(0, '127.0.0.1', resolve));
    const ceilingBase = `http://127.0.0.1:${(ceilingServer.address() as { port: number }).port}`;
    const ceiling = await load({ url: ceilingBase, paths: firstPaths, connections, duration });
    await new Promise((resolve) => ceilingServer.close(resolve));

    const bodyBytes = Math.round(
      [...bodies.values()].reduce((sum, b) => sum + b.body.length, 0) / bodies.size,
    );
    return {
      engine,
      seedSeconds,
      trigram,
      queries,
      firstPages,
      longTail,
      firstHtml,
      firstHtmlBrotli,
      bikeJson,
      bikeHtml,
      ceiling,
      bodyBytes,
      htmlBytes,
      htmlRawBytes,
      bikeHtmlBytes,
      bikeHtmlRawBytes,
    };
  } finally {
    await handle.close().catch(() => {});
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function machine(): string {
  return `${machineBasics()}, PostgreSQL ${postgresVersion()}, PGlite (in process)`;
}

const fmt = (n: number) => n.toLocaleString('en');
const pct = (a: number, b: number) => `${Math.round((a / b) * 100)} %`;

function report(results: EngineReport[]): string {
  const lines: string[] = [];
  lines.push(`Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine()}.`);
  lines.push(
    `Load average (1 min) when the run started: ${startLoad.toFixed(1)}, when it ended: ${loadavg()[0]!.toFixed(1)} ` +
      `(${cpus().length} CPUs; the server, autocannon and PostgreSQL share them).`,
  );
  lines.push('');
  lines.push('```');
  lines.push(command);
  lines.push('```');
  lines.push('');
  lines.push(
    `${fmt(bikes)} listings (a third per brand), ${connections} connections, ${duration} s per row; ` +
      `a page is 24 bikes, about ${fmt(Math.round(results[0]!.bodyBytes / 1024))} KB of JSON (uncompressed: ` +
      'autocannon sends no Accept-Encoding). The first page of each brand and sort as HTML (what a signed-out ' +
      `visitor opening \`/category/:id\` is sent, drawn by the server and kept, ADR 0372) is about ` +
      `${fmt(Math.round(results[0]!.htmlRawBytes / 1024))} KB, ${fmt(Math.round(results[0]!.htmlBytes / 1024))} KB ` +
      'in Brotli as a browser gets it (the load asks it uncompressed, and in Brotli in its own row); a bike ' +
      `page as HTML is about ${fmt(Math.round(results[0]!.bikeHtmlRawBytes / 1024))} KB, ` +
      `${fmt(Math.round(results[0]!.bikeHtmlBytes / 1024))} KB in Brotli. "Server CPU" is the process's own ` +
      'CPU time over the requests it answered in that row.',
  );
  lines.push('');
  lines.push(
    '| engine | workload | requests/s | p50 ms | p99 ms | server CPU per request | of the ceiling | non-2xx |',
  );
  lines.push('|---|---|---:|---:|---:|---:|---:|---:|');
  for (const r of results) {
    const row = (label: string, l: LoadResult, cpu?: number) =>
      `| ${r.engine} | ${label} | ${fmt(l.requestsPerSecond)} | ${l.p50} | ${l.p99} | ${cpu === undefined ? '' : `${cpu} ms`} | ${pct(l.requestsPerSecond, r.ceiling.requestsPerSecond)} | ${l.non2xx + l.errors} |`;
    lines.push(row('first pages as JSON (27 URLs)', r.firstPages, r.firstPages.cpuMsPerRequest));
    lines.push(row('page 1 of each as HTML (9 URLs)', r.firstHtml, r.firstHtml.cpuMsPerRequest));
    lines.push(row('the same HTML in Brotli', r.firstHtmlBrotli, r.firstHtmlBrotli.cpuMsPerRequest));
    lines.push(row('a bike page as JSON (9 bikes)', r.bikeJson, r.bikeJson.cpuMsPerRequest));
    lines.push(row('the same bike pages as HTML', r.bikeHtml, r.bikeHtml.cpuMsPerRequest));
    lines.push(row('long tail as JSON (every page)', r.longTail, r.longTail.cpuMsPerRequest));
    lines.push(row('ceiling: node:http from memory', r.ceiling));
  }
  lines.push('');
  lines.push(
    'Listing queries on the seeded data (rows and total of one page unless said; median of 15, ms):',
  );
  lines.push('');
  lines.push(`| query | ${results.map((r) => `${r.engine}${r.trigram ? ' (pg_trgm)' : ''}`).join(' | ')} |`);
  lines.push(`|---|${results.map(() => '---:').join('|')}|`);
  for (const [i, q] of results[0]!.queries.entries()) {
    lines.push(`| ${q.label} | ${results.map((r) => r.queries[i]!.ms).join(' | ')} |`);
  }
  lines.push('');
  lines.push(
    `Seeding took ${results.map((r) => `${r.seedSeconds.toFixed(0)} s on ${r.engine}`).join(', ')}.`,
  );
  return lines.join('\n');
}

function writeReport(text: string) {
  log(`figures written to ${writeBenchReport('category', text)}`);
}

const startLoad = loadavg()[0]!;
const results: EngineReport[] = [];
for (const engine of engines) results.push(await benchEngine(engine));
const text = report(results);
console.log(`\n${text}\n`);
if (!opts['no-write']) writeReport(text);
process.exit(0);
