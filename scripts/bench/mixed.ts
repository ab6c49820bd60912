/**
 * Mixed workload benchmark (docs/product.md#speed-and-resilience, docs/performance.md): browse, search, book and pay at once.
 *
 *   npx tsx scripts/bench/mixed.ts [--duration 60] [--connections 64] [--engine postgres]
 *                                  [--bikes 40000] [--buyers-per-user 8] [--pool-size 10] [--workers 1]
 *                                  [--cpu-prof DIR] [--node-arg=FLAG ...] [--mix 55,20,15,10] [--write]
 *
 * Seeds a fresh database (PostgreSQL: a database it creates on DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test, dropped at the end; PGlite: a temporary DATA_DIR), starts
 * the real server as a child process (`node --import tsx apps/server/src/main.ts`, production
 * settings, logging at warn) on 127.0.0.1, signs up buyers before the clock starts, then runs
 * scripts/bench/mixed-load.ts in another process: `--connections` virtual users, one request at a
 * time each, for `--duration` seconds. The server's peak memory is read from /proc/<pid>/status
 * (VmHWM) while it runs and at the end; its CPU time (user + system, /proc/<pid>/stat, of the server and
 * its workers with `--workers`) per request is the figure least moved by other load on the machine.
 * Figures go to docs/performance.md only with `--write`. Exits 1 when any request failed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePort } from '../lib/free-port';
import { serverEntry, serverNodeArgs } from '../server-command.mjs';
import {
  cleanUpOnInterrupt,
  createScratchDatabase,
  machineBasics,
  POSTGRES_URL,
  postgresVersion,
  untilServerReady,
  writeBenchReport,
} from './lib/bench-support';
import {
  dealBikes,
  MAX_ACTIVE_BOOKINGS,
  MIX,
  runLoad as runLoadProcess,
  SEARCH_TERMS,
  type Seeded,
  seedListings,
  signUpBuyers,
} from './lib/mixed-run';
import { type Memory, readMemory, readServerCpuSeconds } from './lib/server-process';
import type { LatencySummary, MixedResult, MixedSpec } from './mixed-load';

const root = path.resolve(import.meta.dirname, '../..');
/** What the server is started from, as `npm start` starts it: one bundle, made once per run (ADR 0381). */
const SERVER_ENTRY = serverEntry();
const { values: opts } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '64' },
    engine: { type: 'string', default: 'postgres' },
    bikes: { type: 'string', default: '40000' },
    'buyers-per-user': { type: 'string', default: '8' },
    /** The server's DATABASE_POOL_SIZE (10 is its default). */
    'pool-size': { type: 'string', default: '10' },
    /** WEB_CONCURRENCY: node:cluster workers (PostgreSQL only). */
    workers: { type: 'string', default: '1' },
    write: { type: 'boolean', default: false },
    /** A folder for the server's V8 CPU profile of the whole run (open it in Chrome's DevTools). */
    'cpu-prof': { type: 'string' },
    /** A Node flag to try on the server (repeatable), after the usual ones: --node-arg=--max-semi-space-size=32. */
    'node-arg': { type: 'string', multiple: true, default: [] },
    /** Another mix for finding what one kind of request costs: browse,search,book,pay percentages. */
    mix: { type: 'string' },
  },
});
const duration = Number(opts.duration);
const connections = Number(opts.connections);
const bikes = Number(opts.bikes);
const buyersPerUser = Number(opts['buyers-per-user']);
const poolSize = Number(opts['pool-size']);
const workers = Number(opts.workers);
const engine = opts.engine as 'postgres' | 'pglite';
const mix = opts.mix ? parseMix(opts.mix) : MIX;
for (const [name, value, max] of [
  ['--duration', duration, 600],
  ['--connections', connections, 1000],
  ['--bikes', bikes, 1_000_000],
  ['--buyers-per-user', buyersPerUser, 100],
  ['--pool-size', poolSize, 200],
  ['--workers', workers, 64],
] as const) {
  if (!Number.isInteger(value) || value < 1 || value > max) {
    console.error(`${name} must be a whole number from 1 to ${max}`);
    process.exit(2);
  }
}
if (engine !== 'postgres' && engine !== 'pglite') {
  console.error('--engine must be postgres or pglite');
  process.exit(2);
}
const postgresUrl = POSTGRES_URL;
if (engine === 'postgres' && !['127.0.0.1', 'localhost', '[::1]'].includes(new URL(postgresUrl).hostname)) {
  console.error('The bench only talks to this machine: DATABASE_URL must name 127.0.0.1');
  process.exit(2);
}
const command = `npx tsx scripts/bench/mixed.ts${process.argv.slice(2).length ? ` ${process.argv.slice(2).join(' ')}` : ''}`;

/** Whatever happens, the bench ends: seeding, start, sign-ups and the run itself fit well within this. */
const HARD_LIMIT_MS = (duration + 900) * 1000;

function log(message: string) {
  console.log(`[bench] ${message}`);
}

// --- what is cleaned up, whatever happens ------------------------------------------------------

let server: ChildProcess | null = null;
let loadChild: ChildProcess | null = null;
let dropDatabase: (() => Promise<void>) | null = null;
let workDir: string | null = null;

async function stopServer(): Promise<void> {
  const child = server;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function cleanUp(): Promise<void> {
  if (loadChild && loadChild.exitCode === null) loadChild.kill('SIGKILL');
  await stopServer().catch(() => {});
  if (dropDatabase) await dropDatabase().catch((err) => log(`could not drop the database: ${err}`));
  dropDatabase = null;
  if (workDir) rmSync(workDir, { recursive: true, force: true });
  workDir = null;
}

const { interrupted } = cleanUpOnInterrupt(cleanUp, HARD_LIMIT_MS, log);

// --- database ----------------------------------------------------------------------------------

async function createDatabase(): Promise<string> {
  const scratch = await createScratchDatabase('bb_bench_mixed', postgresUrl);
  dropDatabase = scratch.drop;
  return scratch.url;
}

/** `--mix 100,0,0,0`: browse, search, book and pay, adding up to 100. */
function parseMix(text: string): typeof MIX {
  const parts = text.split(',').map(Number);
  if (
    parts.length !== 4 ||
    parts.some((n) => !Number.isInteger(n) || n < 0) ||
    parts.reduce((a, b) => a + b) !== 100
  ) {
    console.error('--mix takes four whole percentages adding up to 100: browse,search,book,pay');
    process.exit(2);
  }
  const [browse, search, book, pay] = parts as [number, number, number, number];
  return { browse, search, book, pay };
}

// --- the server --------------------------------------------------------------------------------

/** The node process under `timeout`: the one whose memory and CPU are the server's. */
function serverPid(): number {
  const wrapper = server?.pid;
  if (!wrapper) throw new Error('the server is not running');
  const children = readFileSync(`/proc/${wrapper}/task/${wrapper}/children`, 'utf8').trim().split(/\s+/);
  const pid = Number(children[0]);
  if (!pid) throw new Error('the server process was not found under timeout');
  return pid;
}

async function startServer(dataDir: string, databaseUrl: string | undefined): Promise<string> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const profile = opts['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(opts['cpu-prof'])}`] : [];
  // Under coreutils' timeout: should this process be killed outright, the server still stops by itself.
  const child = spawn(
    'timeout',
    [
      '--kill-after=10',
      String(HARD_LIMIT_MS / 1000),
      process.execPath,
      ...profile,
      ...serverNodeArgs(),
      ...opts['node-arg'],
      ...(await SERVER_ENTRY),
    ],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        WEB_CONCURRENCY: String(workers),
        // The built-in test processor and sandbox gateway: benchmarks take no money.
        ALLOW_SANDBOX_PAYMENTS: 'true',
        HOST: '127.0.0.1',
        PORT: String(port),
        BASE_URL: origin,
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: String(poolSize) } : {}),
        AUTH_SECRET: randomBytes(32).toString('base64url'),
        SEED_DEMO: 'false',
        // Per-request access lines go to the proxy's log in production; here they would only measure the pipe.
        LOG_LEVEL: 'warn',
        // Every buyer signs up from this one address before the clock starts.
        AUTH_RATE_LIMIT: '100000',
        MAX_ACTIVE_BOOKINGS: String(MAX_ACTIVE_BOOKINGS),
        WEB_DIST: path.join(root, 'apps/web/dist'),
      },
    },
  );
  server = child;
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[server] ${chunk}`));
  await untilServerReady(child, 120_000);
  // Warnings (the test-mode payment processor) are expected; keep reading so the pipe never fills.
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(`[server] ${chunk}`));
  return origin;
}

async function runLoad(spec: MixedSpec, dir: string): Promise<MixedResult> {
  return runLoadProcess(spec, dir, (child) => {
    loadChild = child;
  });
}

/** What the database says happened, to check the generator's own counts. */
async function databaseCounts(
  databaseUrl: string | undefined,
): Promise<{ bookings: number; payments: number } | null> {
  if (!databaseUrl) return null;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const bookings = await client.query<{ n: string }>('select count(*) as n from bookings');
    const payments = await client.query<{ n: string }>('select count(*) as n from payments');
    return { bookings: Number(bookings.rows[0]!.n), payments: Number(payments.rows[0]!.n) };
  } finally {
    await client.end();
  }
}

// --- the report --------------------------------------------------------------------------------

function machine(): string {
  if (engine === 'pglite') return `${machineBasics()}, PGlite (in the server process)`;
  return `${machineBasics()}, PostgreSQL ${postgresVersion(postgresUrl)}`;
}

const fmt = (n: number) => n.toLocaleString('en');
const mb = (kb: number) => `${fmt(Math.round(kb / 1024))} MiB`;

interface Report {
  result: MixedResult;
  seeded: Seeded;
  buyers: number;
  signUpSeconds: number;
  /** Read when the server is ready, after the sign-ups (before the load), and during and after the load. */
  memory: { started: Memory; idle: Memory; peakHwmKb: number; peakRssKb: number; endRssKb: number };
  /** CPU time the server process used while the load ran. */
  serverCpuSeconds: number;
  db: { bookings: number; payments: number } | null;
  startLoad: number;
  endLoad: number;
}

const GROUPS: { title: string; prefix: (label: string) => boolean }[] = [
  { title: 'browse', prefix: (l) => l.startsWith('home:') || l === 'category page' || l === 'bike details' },
  { title: 'search', prefix: (l) => l === 'search' },
  { title: 'book', prefix: (l) => l.startsWith('book:') },
  { title: 'pay', prefix: (l) => l.startsWith('pay:') },
];

function report(r: Report): string {
  const { result } = r;
  const row = (label: string, s: LatencySummary) =>
    `| ${label} | ${fmt(s.requests)} | ${fmt(s.requestsPerSecond)} | ${s.p50} | ${s.p99} | ${s.max} | ${s.errors} |`;
  const lines: string[] = [];
  lines.push(
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine()}, engine ${engine}.`,
  );
  lines.push(
    `Load average (1 min) when the run started: ${r.startLoad.toFixed(1)}, when it ended: ${r.endLoad.toFixed(1)} ` +
      `(${cpus().length} CPUs; the server, the load generator and PostgreSQL share them).`,
  );
  lines.push('');
  lines.push('```');
  lines.push(command);
  lines.push('```');
  lines.push('');
  lines.push(
    `${fmt(bikes)} listings seeded in ${r.seeded.seedSeconds.toFixed(0)} s; ${fmt(r.buyers)} buyers signed up ` +
      `beforehand (${r.signUpSeconds.toFixed(0)} s); ${connections} virtual users, one request at a time each, ` +
      `for ${result.seconds} s; mix ${mix.browse} % browse, ${mix.search} % search, ${mix.book} % book, ` +
      `${mix.pay} % pay; \`MAX_ACTIVE_BOOKINGS\` ${MAX_ACTIVE_BOOKINGS}` +
      (engine === 'postgres'
        ? `, database pool ${poolSize}${poolSize === 10 ? ' (the default)' : ''} per worker, ` +
          `${workers} worker${workers === 1 ? '' : 's'} (\`WEB_CONCURRENCY\`).`
        : '.'),
  );
  lines.push('');
  const cpuPerRequest = (r.serverCpuSeconds * 1000) / Math.max(1, result.overall.requests);
  lines.push('| workers | requests/s | p50 ms | p99 ms | server CPU ms per request |');
  lines.push('|---:|---:|---:|---:|---:|');
  lines.push(
    `| ${workers} | ${fmt(result.overall.requestsPerSecond)} | ${result.overall.p50} | ${result.overall.p99} | **${cpuPerRequest.toFixed(2)}** |`,
  );
  lines.push('');
  lines.push('| request | count | requests/s | p50 ms | p99 ms | max ms | errors |');
  lines.push('|---|---:|---:|---:|---:|---:|---:|');
  lines.push(row('**all requests**', result.overall));
  for (const group of GROUPS) {
    const labels = Object.keys(result.byRequest).filter(group.prefix);
    for (const label of labels) {
      lines.push(row(`${group.title}: ${label.replace(/^(book|pay): /, '')}`, result.byRequest[label]!));
    }
  }
  for (const label of Object.keys(result.byRequest)) {
    if (!GROUPS.some((g) => g.prefix(label))) lines.push(row(label, result.byRequest[label]!));
  }
  lines.push('');
  const a = result.actions;
  lines.push(
    `Actions: ${fmt(a.browse)} browse, ${fmt(a.search)} search, ${fmt(a.book)} book, ${fmt(a.pay)} pay. ` +
      `Bookings made: ${fmt(result.bookings)}, refused: ${fmt(result.bookingRefusals)}; payments completed: ` +
      `${fmt(result.payments)} (bikes taken off the listing: ${fmt(result.delisted)})` +
      (r.db ? `; the database holds ${fmt(r.db.bookings)} bookings and ${fmt(r.db.payments)} payments` : '') +
      '. ' +
      `Books turned into a pay because every buyer of the user was at the limit: ${fmt(result.bookTurnedPay)}; ` +
      `users that ran out of bikes: ${result.usersOutOfBikes}.`,
  );
  lines.push('');
  lines.push(
    `Server process${workers > 1 ? 'es (the primary and its workers, added up)' : ''} (\`/proc/<pid>/status\`): resident ${mb(r.memory.started.rssKb)} when ready ` +
      `(peak so far ${mb(r.memory.started.hwmKb)}), ` +
      `${mb(r.memory.idle.rssKb)} after the sign-ups (peak so far ${mb(r.memory.idle.hwmKb)}); during the load resident at most ` +
      `${mb(r.memory.peakRssKb)} (sampled every 250 ms), ${mb(r.memory.endRssKb)} at the end; ` +
      `peak resident over its life (VmHWM) **${mb(r.memory.peakHwmKb)}**. It used ${r.serverCpuSeconds.toFixed(1)} s ` +
      `of CPU during the ${result.seconds} s of load (${Math.round((r.serverCpuSeconds / result.seconds) * 100)} % of one ` +
      `CPU), ${((r.serverCpuSeconds * 1000) / Math.max(1, result.overall.requests)).toFixed(2)} ms per request.`,
  );
  return lines.join('\n');
}

function writeReport(text: string) {
  const file = writeBenchReport('mixed', text, '## Mixed workload (browse, search, book, pay)');
  log(`figures written to ${file}`);
}

// --- the run -----------------------------------------------------------------------------------

async function main(): Promise<number> {
  const startLoad = loadavg()[0]!;
  workDir = mkdtempSync(path.join(tmpdir(), 'bb-bench-mixed-'));
  const dataDir = workDir;
  const databaseUrl = engine === 'postgres' ? await createDatabase() : undefined;

  log(`${engine}: seeding ${fmt(bikes)} bikes…`);
  const seeded = await seedListings(dataDir, databaseUrl, bikes);

  log('starting the server…');
  const origin = await startServer(dataDir, databaseUrl);
  const pid = serverPid();
  const started = readMemory(pid) ?? { hwmKb: 0, rssKb: 0 };
  const buyerCount = connections * buyersPerUser;
  log(`signing up ${fmt(buyerCount)} buyers…`);
  const signUpStarted = performance.now();
  const buyers = await signUpBuyers(origin, dataDir, buyerCount);
  const signUpSeconds = (performance.now() - signUpStarted) / 1000;

  const { browseBikes, users } = dealBikes(seeded, buyers, connections, buyersPerUser);

  const idle = readMemory(pid) ?? { hwmKb: 0, rssKb: 0 };
  let peakHwmKb = idle.hwmKb;
  let peakRssKb = idle.rssKb;
  const sampler = setInterval(() => {
    const m = readMemory(pid);
    if (!m) return;
    peakHwmKb = Math.max(peakHwmKb, m.hwmKb);
    peakRssKb = Math.max(peakRssKb, m.rssKb);
  }, 250);

  const cpuBefore = readServerCpuSeconds(pid);
  log(`${connections} virtual users, ${duration} s…`);
  const result = await runLoad(
    {
      origin,
      duration,
      mix,
      maxActiveBookings: MAX_ACTIVE_BOOKINGS,
      categories: seeded.categories,
      browseBikes,
      searchTerms: SEARCH_TERMS,
      deepestPage: 20,
      users,
      withWebApp: existsSync(path.join(root, 'apps/web/dist/index.html')),
    },
    dataDir,
  );
  clearInterval(sampler);
  const serverCpuSeconds = readServerCpuSeconds(pid) - cpuBefore;
  const end = readMemory(pid) ?? { hwmKb: 0, rssKb: 0 };
  peakHwmKb = Math.max(peakHwmKb, end.hwmKb);
  peakRssKb = Math.max(peakRssKb, end.rssKb);
  const endLoad = loadavg()[0]!;
  await stopServer();
  const db = await databaseCounts(databaseUrl);

  const text = report({
    result,
    seeded,
    buyers: buyerCount,
    signUpSeconds,
    memory: { started, idle, peakHwmKb, peakRssKb, endRssKb: end.rssKb },
    serverCpuSeconds,
    db,
    startLoad,
    endLoad,
  });
  console.log(`\n${text}\n`);
  if (result.errorSamples.length) {
    console.log('First errors:');
    for (const sample of result.errorSamples) console.log(`  ${sample}`);
  }
  if (result.overall.errors > 0) {
    log(`${result.overall.errors} requests failed: figures not written`);
    return 1;
  }
  if (opts.write) writeReport(text);
  else log('figures not written (add --write to put them in docs/performance.md)');
  return 0;
}

let code = 1;
try {
  code = await main();
} catch (err) {
  // Once interrupted, the server is gone and whatever was waiting on it fails: that is not news.
  if (!interrupted()) console.error('[bench] failed:', err);
} finally {
  await cleanUp();
}
process.exit(code);
