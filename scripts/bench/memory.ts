/**
 * Memory benchmark (docs/performance.md#memory): how much the server holds, per engine, and where.
 *
 *   npx tsx scripts/bench/memory.ts [--engines pglite,postgres] [--bikes 40000] [--connections 64]
 *                                   [--buyers-per-user 2] [--duration 60] [--idle 300]
 *                                   [--write] [--as before|after]
 *
 * For each engine, on fresh data (PGlite: a temporary DATA_DIR; PostgreSQL: a database it creates on
 * DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, and drops), it starts the real server
 * as `npm start` does (scripts/server-command.mjs; PGlite as the embedded default, PostgreSQL with
 * NODE_ENV=production as one worker of a deployment), logging at warn, and reads its memory:
 *
 * - first start: an empty database, migrated and given the demo catalogue (peak while starting, and
 *   resident when ready), then idle for 20 s;
 * - restart: stopped, `--bikes` more listings seeded, started again (peak and ready);
 * - sign-ups: `--connections × --buyers-per-user` buyers signed up through the API (peak);
 * - load: the mixed workload of scripts/bench/mixed.ts (peak, at the end, and the slope of the
 *   resident size over the second half of the load: `--duration 600` is a ten-minute soak);
 * - idle: `--idle` seconds after the load.
 *
 * Resident figures are the server process's own (/proc/<pid>/status, sampled every 250 ms; the peak is
 * VmHWM); the WebAssembly memory (PGlite's database) is read from /proc/<pid>/smaps; the V8 heap,
 * external memory and array buffers come from process.memoryUsage() inside the server, asked over an
 * IPC channel by scripts/bench/lib/memory-probe.mjs, which only this bench loads. The caches' own byte
 * counts come from the server's `/api/metrics` (`bb_cache_bytes`, served to this machine only).
 * Figures go to docs/performance.md only with `--write` (`--as before` puts them in the "before"
 * table, which is otherwise left alone). A request that failed is counted in the report, not fatal.
 */
import { type ChildProcess, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { freePort } from '../lib/free-port';
import {
  cleanUpOnInterrupt,
  createScratchDatabase,
  machineBasics,
  POSTGRES_URL,
  postgresVersion,
  writeBenchReport,
} from './lib/bench-support';
import {
  dealBikes,
  MAX_ACTIVE_BOOKINGS,
  MIX,
  runLoad,
  SEARCH_TERMS,
  seedListings,
  signUpBuyers,
} from './lib/mixed-run';
import { probedServerPid, spawnProbedServer } from './lib/probed-server';
import {
  processTree,
  readMemory,
  readServerCpuSeconds,
  readStatus,
  readWasmMemory,
} from './lib/server-process';
import type { MixedResult } from './mixed-load';

const root = path.resolve(import.meta.dirname, '../..');
const { values: opts } = parseArgs({
  options: {
    engines: { type: 'string', default: 'pglite,postgres' },
    bikes: { type: 'string', default: '40000' },
    connections: { type: 'string', default: '64' },
    'buyers-per-user': { type: 'string', default: '2' },
    duration: { type: 'string', default: '60' },
    idle: { type: 'string', default: '300' },
    write: { type: 'boolean', default: false },
    as: { type: 'string', default: 'after' },
    /** Only the first start and the 20 s after it (quick comparisons of settings). */
    'first-start-only': { type: 'boolean', default: false },
    /** A Node flag to try on the server (repeatable), e.g. --node-arg=--max-semi-space-size=4. */
    'node-arg': { type: 'string', multiple: true, default: [] },
    /** An environment variable to try on the server (repeatable), e.g. --env MALLOC_ARENA_MAX=2. */
    env: { type: 'string', multiple: true, default: [] },
  },
});
const extraEnv = Object.fromEntries(
  opts.env.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);
type Engine = 'pglite' | 'postgres';
const engines = opts.engines.split(',').map((e) => e.trim()) as Engine[];
const bikes = Number(opts.bikes);
const connections = Number(opts.connections);
const buyersPerUser = Number(opts['buyers-per-user']);
const duration = Number(opts.duration);
const idleSeconds = Number(opts.idle);
for (const [name, value, min, max] of [
  ['--bikes', bikes, 0, 1_000_000],
  ['--connections', connections, 1, 1000],
  ['--buyers-per-user', buyersPerUser, 1, 100],
  ['--duration', duration, 5, 3600],
  ['--idle', idleSeconds, 0, 3600],
] as const) {
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`${name} must be a whole number from ${min} to ${max}`);
    process.exit(2);
  }
}
if (engines.length === 0 || engines.some((e) => e !== 'pglite' && e !== 'postgres')) {
  console.error('--engines is a list of pglite and postgres');
  process.exit(2);
}
if (opts.as !== 'before' && opts.as !== 'after') {
  console.error('--as is before or after');
  process.exit(2);
}
if (
  engines.includes('postgres') &&
  !['127.0.0.1', 'localhost', '[::1]'].includes(new URL(POSTGRES_URL).hostname)
) {
  console.error('The bench only talks to this machine: DATABASE_URL must name 127.0.0.1');
  process.exit(2);
}
const command = `npx tsx scripts/bench/memory.ts${process.argv.slice(2).length ? ` ${process.argv.slice(2).join(' ')}` : ''}`;
/** Whatever happens, the bench ends. */
const HARD_LIMIT_MS = (engines.length * (duration + idleSeconds + 900) + 60) * 1000;

function log(message: string) {
  console.log(`[memory] ${message}`);
}

// --- what is cleaned up, whatever happens ------------------------------------------------------

let server: ChildProcess | null = null;
let loadChild: ChildProcess | null = null;
const drops: (() => Promise<void>)[] = [];
const workDirs: string[] = [];

async function stopServer(): Promise<void> {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

async function cleanUp(): Promise<void> {
  if (loadChild && loadChild.exitCode === null) loadChild.kill('SIGKILL');
  await stopServer().catch(() => {});
  for (const drop of drops.splice(0)) await drop().catch((err) => log(`could not drop a database: ${err}`));
  for (const dir of workDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

const { interrupted } = cleanUpOnInterrupt(cleanUp, HARD_LIMIT_MS, log);

// --- reading the server's memory ---------------------------------------------------------------

/** What the server says of itself (scripts/bench/lib/memory-probe.mjs), in bytes. */
interface InsideView {
  usage: NodeJS.MemoryUsage;
}

/** One reading: /proc figures in kB, the probe's in bytes, the caches' from /api/metrics. */
interface Reading {
  rssKb: number;
  hwmKb: number;
  anonKb: number;
  fileKb: number;
  wasmKb: number;
  /** The WebAssembly memories' usable size (V8 counts it as external memory). */
  wasmSizeKb: number;
  inside: InsideView | null;
  caches: Record<string, number>;
}

async function askInside(child: ChildProcess, collectFirst = false): Promise<InsideView | null> {
  if (!child.connected) return null;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      resolve(null);
    }, 10_000);
    const onMessage = (message: { type?: string } & InsideView) => {
      if (message?.type !== 'memory') return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve({ usage: message.usage });
    };
    child.on('message', onMessage);
    child.send(collectFirst ? 'memory+gc' : 'memory');
  });
}

/** `bb_cache_bytes{cache="…"}` from the server's metrics (absent on a server that does not count them). */
async function cacheBytes(origin: string): Promise<Record<string, number>> {
  try {
    const text = await (await fetch(`${origin}/api/metrics`)).text();
    const caches: Record<string, number> = {};
    for (const match of text.matchAll(/^bb_cache_bytes\{cache="([^"]+)"\} (\d+(?:\.\d+)?(?:e\+\d+)?)$/gm)) {
      caches[match[1]!] = Number(match[2]);
    }
    return caches;
  } catch {
    return {};
  }
}

/** The server's memory now; `collectFirst`: after a full garbage collection (what it still holds). */
async function read(child: ChildProcess, origin: string, collectFirst = false): Promise<Reading> {
  const pid = probedServerPid(child);
  const inside = await askInside(child, collectFirst);
  const status = readStatus(pid) ?? {};
  const caches = await cacheBytes(origin);
  const wasm = readWasmMemory(pid);
  return {
    rssKb: status.VmRSS ?? 0,
    hwmKb: status.VmHWM ?? 0,
    anonKb: status.RssAnon ?? 0,
    fileKb: status.RssFile ?? 0,
    wasmKb: wasm.residentKb,
    wasmSizeKb: wasm.sizeKb,
    inside,
    caches,
  };
}

/**
 * Samples the resident size every 250 ms until stopped: the peak, and the samples with their times;
 * `treePeakKb` is the highest sum of the process and the processes it started (on PGlite's first
 * start, the child that creates the database, ADR 0380).
 */
function sampler(pid: number) {
  let peakKb = 0;
  let treePeakKb = 0;
  const samples: { at: number; rssKb: number }[] = [];
  const started = performance.now();
  const timer = setInterval(() => {
    const rss = readStatus(pid)?.VmRSS;
    if (rss === undefined) return;
    peakKb = Math.max(peakKb, rss);
    treePeakKb = Math.max(treePeakKb, readMemory(pid)?.rssKb ?? rss);
    samples.push({ at: (performance.now() - started) / 1000, rssKb: rss });
  }, 250);
  return {
    stop() {
      clearInterval(timer);
      return { peakKb, treePeakKb, samples };
    },
  };
}

/** Least-squares slope of the resident size over the second half of the samples, MiB per minute. */
function slopeMiBPerMinute(samples: { at: number; rssKb: number }[]): number {
  const half = samples.slice(Math.floor(samples.length / 2));
  if (half.length < 2) return 0;
  const n = half.length;
  const mx = half.reduce((s, p) => s + p.at, 0) / n;
  const my = half.reduce((s, p) => s + p.rssKb, 0) / n;
  const num = half.reduce((s, p) => s + (p.at - mx) * (p.rssKb - my), 0);
  const den = half.reduce((s, p) => s + (p.at - mx) ** 2, 0);
  return den === 0 ? 0 : ((num / den) * 60) / 1024;
}

// --- the server --------------------------------------------------------------------------------

async function startServer(
  engine: Engine,
  dataDir: string,
  databaseUrl: string | undefined,
  seedDemo: boolean,
): Promise<{
  origin: string;
  child: ChildProcess;
  pid: number;
  startPeakKb: number;
  startTreePeakKb: number;
  startSeconds: number;
}> {
  const started = performance.now();
  const { child, origin, ready } = await spawnProbedServer({
    engine,
    port: await freePort(),
    dataDir,
    databaseUrl,
    hardLimitMs: HARD_LIMIT_MS,
    nodeArgs: opts['node-arg'],
    env: {
      SEED_DEMO: seedDemo ? 'true' : 'false',
      // Every buyer signs up from this one address.
      AUTH_RATE_LIMIT: '100000',
      MAX_ACTIVE_BOOKINGS: String(MAX_ACTIVE_BOOKINGS),
      ...extraEnv,
    },
  });
  server = child;
  // The peak while starting: sampled from the moment the node process exists.
  let watch: ReturnType<typeof sampler> | null = null;
  const finder = setInterval(() => {
    if (watch) return;
    const pid = processTree(child.pid ?? 0)[1];
    if (pid) watch = sampler(pid);
  }, 20);
  try {
    await ready(600_000);
  } finally {
    clearInterval(finder);
  }
  const startSeconds = (performance.now() - started) / 1000;
  const pid = probedServerPid(child);
  const sampled = (watch as ReturnType<typeof sampler> | null)?.stop();
  const startPeakKb = Math.max(sampled?.peakKb ?? 0, readStatus(pid)?.VmHWM ?? 0);
  const startTreePeakKb = Math.max(startPeakKb, sampled?.treePeakKb ?? 0);
  return { origin, child, pid, startPeakKb, startTreePeakKb, startSeconds };
}

// --- one engine --------------------------------------------------------------------------------

interface EngineReport {
  engine: Engine;
  /** treePeakKb: with the processes the server started (the child that creates a PGlite database). */
  first: { peakKb: number; treePeakKb: number; seconds: number; ready: Reading; idle: Reading };
  /** The rest is absent with --first-start-only. */
  restart?: { peakKb: number; seconds: number; ready: Reading; seedSeconds: number };
  signUps?: { peakKb: number; buyers: number; seconds: number };
  load?: {
    peakKb: number;
    end: Reading;
    slope: number;
    result: MixedResult;
    cpuMsPerRequest: number;
  };
  idle?: Reading;
  /** MiB per minute over the second half of the idle phase. */
  idleSlope?: number;
  /** After `idle`, once a full garbage collection has run: what the server really still holds. */
  collected?: Reading;
}

async function measure(engine: Engine): Promise<EngineReport> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bb-bench-memory-'));
  workDirs.push(dataDir);
  let databaseUrl: string | undefined;
  if (engine === 'postgres') {
    const scratch = await createScratchDatabase('bb_bench_memory', POSTGRES_URL);
    drops.push(scratch.drop);
    databaseUrl = scratch.url;
  }

  log(`${engine}: first start (migrations and the demo catalogue)…`);
  let s = await startServer(engine, dataDir, databaseUrl, true);
  const firstReady = await read(s.child, s.origin);
  await sleep(20_000);
  const firstIdle = await read(s.child, s.origin);
  const first = {
    peakKb: s.startPeakKb,
    treePeakKb: s.startTreePeakKb,
    seconds: s.startSeconds,
    ready: firstReady,
    idle: firstIdle,
  };
  log(
    `${engine}: first start peak ${mib(first.peakKb)} (with its child processes ${mib(first.treePeakKb)}), ` +
      `ready ${mib(firstReady.rssKb)}, 20 s later ${mib(firstIdle.rssKb)}`,
  );
  await stopServer();
  if (opts['first-start-only']) return { engine, first };

  log(`${engine}: seeding ${bikes.toLocaleString('en')} listings…`);
  const seeded = await seedListings(dataDir, databaseUrl, bikes);
  log(`${engine}: restart…`);
  s = await startServer(engine, dataDir, databaseUrl, true);
  const restartReady = await read(s.child, s.origin);
  const restart = {
    peakKb: s.startPeakKb,
    seconds: s.startSeconds,
    ready: restartReady,
    seedSeconds: seeded.seedSeconds,
  };
  log(`${engine}: restart peak ${mib(restart.peakKb)}, ready ${mib(restartReady.rssKb)}`);

  const buyerCount = connections * buyersPerUser;
  log(`${engine}: signing up ${buyerCount} buyers…`);
  let watch = sampler(s.pid);
  const signUpStarted = performance.now();
  const buyers = await signUpBuyers(s.origin, dataDir, buyerCount);
  const signUps = {
    peakKb: watch.stop().peakKb,
    buyers: buyerCount,
    seconds: (performance.now() - signUpStarted) / 1000,
  };

  const { browseBikes, users } = dealBikes(seeded, buyers, connections, buyersPerUser);
  log(`${engine}: ${connections} virtual users, ${duration} s…`);
  watch = sampler(s.pid);
  const cpuBefore = readServerCpuSeconds(s.pid);
  const result = await runLoad(
    {
      origin: s.origin,
      duration,
      mix: MIX,
      maxActiveBookings: MAX_ACTIVE_BOOKINGS,
      categories: seeded.categories,
      browseBikes,
      searchTerms: SEARCH_TERMS,
      deepestPage: 20,
      users,
      withWebApp: existsSync(path.join(root, 'apps/web/dist/index.html')),
    },
    dataDir,
    (child) => {
      loadChild = child;
    },
  );
  const cpuSeconds = readServerCpuSeconds(s.pid) - cpuBefore;
  const during = watch.stop();
  const end = await read(s.child, s.origin);
  const load = {
    peakKb: Math.max(during.peakKb, end.rssKb),
    end,
    slope: slopeMiBPerMinute(during.samples),
    result,
    cpuMsPerRequest: (cpuSeconds * 1000) / Math.max(1, result.overall.requests),
  };
  log(
    `${engine}: load peak ${mib(load.peakKb)}, end ${mib(end.rssKb)}, ` +
      `${result.overall.requestsPerSecond} requests/s, ${load.cpuMsPerRequest.toFixed(2)} ms CPU per request, ` +
      `${result.overall.errors} errors`,
  );
  if (result.overall.errors > 0) {
    for (const sample of result.errorSamples) log(`  ${sample}`);
  }

  log(`${engine}: idle ${idleSeconds} s…`);
  watch = sampler(s.pid);
  await sleep(idleSeconds * 1000);
  const idleSlope = slopeMiBPerMinute(watch.stop().samples);
  const idle = await read(s.child, s.origin);
  log(`${engine}: idle ${mib(idle.rssKb)}, second half ${idleSlope.toFixed(1)} MiB/min`);
  const collected = await read(s.child, s.origin, true);
  log(`${engine}: after a full garbage collection ${mib(collected.rssKb)}`);
  await stopServer();
  return { engine, first, restart, signUps, load, idle, idleSlope, collected };
}

// --- the report --------------------------------------------------------------------------------

const fmt = (n: number) => n.toLocaleString('en');
function mib(kb: number): string {
  return `${fmt(Math.round(kb / 1024))} MiB`;
}
const mibBytes = (bytes: number) => mib(bytes / 1024);
const signed = (n: number) => `${n >= 0 ? '+' : ''}${n.toFixed(1)}`;

function breakdownCells(r: Reading): string {
  const u = r.inside?.usage;
  const heap = u ? `${mibBytes(u.heapUsed)} / ${mibBytes(u.heapTotal)}` : '–';
  // V8 counts the WebAssembly memory as external: shown apart, not twice.
  const external = u
    ? `${mibBytes(Math.max(0, u.external - r.wasmSizeKb * 1024))} (${mibBytes(u.arrayBuffers)})`
    : '–';
  const wasm = r.wasmKb > 0 ? mib(r.wasmKb) : '–';
  // What is resident and anonymous beyond the V8 heap and the WebAssembly memory: native allocations
  // (malloc: libvips, zlib, ICU, the bytes behind Buffers), thread stacks, V8's code and metadata.
  const other = u ? mib(Math.max(0, r.anonKb - r.wasmKb - u.heapTotal / 1024)) : '–';
  return `${heap} | ${external} | ${wasm} | ${other} | ${mib(r.fileKb)}`;
}

function engineReport(e: EngineReport): string {
  const lines: string[] = [];
  const title =
    e.engine === 'pglite'
      ? '**PGlite** (the embedded default, as `npm start` runs it)'
      : '**PostgreSQL** (one worker, `NODE_ENV=production`, as the mixed bench runs it)';
  lines.push(`${title}:`);
  lines.push('');
  lines.push(
    '| moment | resident | peak | V8 heap used / total | external (array buffers) | WebAssembly | other anonymous | files mapped |',
  );
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|');
  const row = (moment: string, r: Reading, peakKb?: number) =>
    `| ${moment} | **${mib(r.rssKb)}** | ${peakKb === undefined ? '' : mib(peakKb)} | ${breakdownCells(r)} |`;
  lines.push(
    row(
      `first start ready (migrated, demo catalogue added; ${e.first.seconds.toFixed(0)} s)`,
      e.first.ready,
      e.first.peakKb,
    ),
  );
  lines.push(row('idle 20 s after the first start', e.first.idle));
  const childNote =
    e.first.treePeakKb > e.first.peakKb
      ? `\nWhile it first started, the server and the processes it started (the child that creates a PGlite ` +
        `database, ADR 0380) held at most ${mib(e.first.treePeakKb)} together.`
      : '';
  const { restart, signUps, load, idle, collected } = e;
  if (!restart || !signUps || !load || !idle || !collected) return lines.join('\n') + childNote;
  lines.push(
    row(
      `restart ready (${fmt(bikes)} more listings; ${restart.seconds.toFixed(0)} s)`,
      restart.ready,
      restart.peakKb,
    ),
  );
  lines.push(
    `| ${fmt(signUps.buyers)} sign-ups (${signUps.seconds.toFixed(0)} s) | | ${mib(signUps.peakKb)} | | | | | |`,
  );
  lines.push(row(`end of the mixed load (${load.result.seconds} s)`, load.end, load.peakKb));
  lines.push(row(`idle ${idleSeconds} s after the load`, idle));
  lines.push(row('then after a full garbage collection (what is still held)', collected));
  lines.push('');
  const r = load.result.overall;
  lines.push(
    `Mixed load: ${connections} users, ${fmt(r.requestsPerSecond)} requests/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ` +
      `${fmt(r.errors)} errors, server CPU ${load.cpuMsPerRequest.toFixed(2)} ms per request; resident size over ` +
      `the second half of the load ${signed(load.slope)} MiB/min, over the second half of the idle time ` +
      `${signed(e.idleSlope ?? 0)} MiB/min.`,
  );
  if (childNote) lines.push(childNote.trim());
  const caches = Object.entries(idle.caches).sort((a, b) => b[1] - a[1]);
  if (caches.length) {
    lines.push(
      `Caches when idle (\`bb_cache_bytes\`): ${caches.map(([name, bytes]) => `${name} ${(bytes / 1024 / 1024).toFixed(1)} MiB`).join(', ')}.`,
    );
  }
  return lines.join('\n');
}

function report(results: EngineReport[], startLoad: number, endLoad: number): string {
  const lines: string[] = [];
  const pg = results.some((r) => r.engine === 'postgres')
    ? `, PostgreSQL ${postgresVersion(POSTGRES_URL)}`
    : '';
  lines.push(
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machineBasics()}${pg}` +
      ` (commit ${gitCommit()}).`,
  );
  lines.push(
    `Load average (1 min) when the run started: ${startLoad.toFixed(1)}, when it ended: ${endLoad.toFixed(1)} ` +
      `(${cpus().length} CPUs, shared with whatever else runs).`,
  );
  lines.push('');
  lines.push('```');
  lines.push(command);
  lines.push('```');
  lines.push('');
  lines.push(
    'Resident memory of the server process (MiB = 1,048,576 bytes); "peak" is the highest resident size ' +
      "sampled every 250 ms in that phase (while starting: the process's VmHWM). The V8 heap, external memory " +
      "(less the WebAssembly memory, which V8 counts there) and array buffers are `process.memoryUsage()`; WebAssembly is the resident part of PGlite's memory; " +
      '"other anonymous" is the anonymous resident memory beyond the V8 heap and WebAssembly (native ' +
      'allocations, stacks, code); "files mapped" is the resident part of Node\'s binary and libraries.',
  );
  for (const r of results) {
    lines.push('');
    lines.push(engineReport(r));
  }
  return lines.join('\n');
}

function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

// --- the run -----------------------------------------------------------------------------------

async function main(): Promise<number> {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    console.error('The web app is not built: run `npm run build` first (the server serves it).');
    return 2;
  }
  const startLoad = loadavg()[0]!;
  const results: EngineReport[] = [];
  for (const engine of engines) results.push(await measure(engine));
  const text = report(results, startLoad, loadavg()[0]!);
  console.log(`\n${text}\n`);
  // Errors (on an overloaded machine, 503s past the pool's connect timeout) are in the report's own
  // lines; they do not make the memory figures wrong.
  if (results.some((r) => (r.load?.result.overall.errors ?? 0) > 0))
    log('some requests failed: see the report');
  if (opts.write) {
    const name = opts.as === 'before' ? 'memory-before' : 'memory';
    const file = writeBenchReport(name, text, '## Memory');
    log(`figures written to ${file}`);
  } else {
    log('figures not written (add --write to put them in docs/performance.md)');
  }
  return 0;
}

let code = 1;
try {
  code = await main();
} catch (err) {
  if (!interrupted()) console.error('[memory] failed:', err);
} finally {
  await cleanUp();
}
process.exit(code);
