/**
 * Live conversations bench (docs/performance.md, ADR 0270): how much an open event
 * stream costs the server, and how long a message takes from its sender to the reader's stream.
 *
 *   npx tsx scripts/bench/streams.ts [--engines pglite,postgres] [--streams 1000] [--messages 300]
 *                                    [--rate 10] [--write]
 *
 * For each engine, on fresh data (PGlite: a temporary DATA_DIR; PostgreSQL: a database it creates on
 * DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, and drops):
 *
 * - the demo catalogue, `--streams` buyers and a session for each buyer and each demo seller are
 *   written straight into the database before the server starts (the integration suite's account
 *   factory, ADR 0131: no scrypt hash, mail or code per account); the accounts are dated a month back,
 *   so the new-account message limit does not apply;
 * - the real server is started as `npm start` does (PGlite embedded; PostgreSQL as one production
 *   worker), on 127.0.0.1, with `--expose-gc` and the memory bench's probe
 *   (scripts/bench/lib/memory-probe.mjs) answering its memory over IPC;
 * - each buyer opens a conversation about one of the demo bikes (through the API);
 * - the server's memory is read after a full GC, `--streams` `GET /api/conversations/events` are
 *   opened (one per buyer, from this process) and held 30 s (a presence heartbeat and a ping pass),
 *   and the memory is read again: the difference over the number of streams is the cost of one;
 * - `--messages` messages are posted by the sellers, `--rate` a second, each into another buyer's
 *   conversation; the time from just before the POST to the event arriving on that buyer's stream
 *   gives p50/p99 (this process holds all the streams and parses them; its own time is included).
 *
 * Everything stops by itself (a hard limit, and the server runs under coreutils' timeout). Figures go
 * to docs/performance.md only with `--write`.
 */
import { type ChildProcess, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client';
import { seedBikes } from '../../apps/server/src/modules/catalog/seed';
import { createDiskMediaStore } from '../../apps/server/src/modules/media/storage';
import { COOKIE_PREFIX } from '../../apps/server/src/modules/users/auth';
import { insertAccount, insertSession } from '../../apps/server/test/factories/accounts';
import { freePort } from '../lib/free-port';
import {
  cleanUpOnInterrupt,
  createScratchDatabase,
  machineBasics,
  POSTGRES_URL,
  postgresVersion,
  writeBenchReport,
} from './lib/bench-support';
import { probedServerPid, spawnProbedServer } from './lib/probed-server';
import { readStatus } from './lib/server-process';

const root = path.resolve(import.meta.dirname, '../..');
const { values: opts } = parseArgs({
  options: {
    engines: { type: 'string', default: 'pglite,postgres' },
    streams: { type: 'string', default: '1000' },
    messages: { type: 'string', default: '300' },
    rate: { type: 'string', default: '10' },
    hold: { type: 'string', default: '30' },
    write: { type: 'boolean', default: false },
  },
});
type Engine = 'pglite' | 'postgres';
const engines = opts.engines.split(',').map((e) => e.trim()) as Engine[];
const streamCount = Number(opts.streams);
const messageCount = Number(opts.messages);
const rate = Number(opts.rate);
const holdSeconds = Number(opts.hold);
for (const [name, value, min, max] of [
  ['--streams', streamCount, 1, 10_000],
  ['--messages', messageCount, 1, 10_000],
  ['--rate', rate, 1, 500],
  ['--hold', holdSeconds, 0, 600],
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
if (
  engines.includes('postgres') &&
  !['127.0.0.1', 'localhost', '[::1]'].includes(new URL(POSTGRES_URL).hostname)
) {
  console.error('The bench only talks to this machine: DATABASE_URL must name 127.0.0.1');
  process.exit(2);
}
const command = `npx tsx scripts/bench/streams.ts${process.argv.slice(2).length ? ` ${process.argv.slice(2).join(' ')}` : ''}`;
/** Whatever happens, the bench ends. */
const HARD_LIMIT_MS = (engines.length * (600 + holdSeconds + messageCount / rate) + 60) * 1000;
const PASSWORD = 'bench-password-1';
const DEMO_BIKES = 36;
const WARM_UP = 10;

function log(message: string) {
  console.log(`[streams] ${message}`);
}

// --- what is cleaned up, whatever happens ------------------------------------------------------

let server: ChildProcess | null = null;
const openStreams = new Set<http.ClientRequest>();
const drops: (() => Promise<void>)[] = [];
const workDirs: string[] = [];

function closeStreams() {
  for (const req of openStreams) req.destroy();
  openStreams.clear();
}

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
  closeStreams();
  await stopServer().catch(() => {});
  for (const drop of drops.splice(0)) await drop().catch((err) => log(`could not drop a database: ${err}`));
  for (const dir of workDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

const { interrupted } = cleanUpOnInterrupt(cleanUp, HARD_LIMIT_MS, log);

// --- the data, written before the server starts -------------------------------------------------

interface Person {
  id: string;
  cookie: string;
}

async function prepare(
  dataDir: string,
  databaseUrl: string | undefined,
  authSecret: string,
  cookieName: string,
): Promise<{ buyers: Person[]; sellers: Map<string, Person>; bikes: { id: string; sellerId: string }[] }> {
  const handle = await openDatabase(
    databaseUrl
      ? { engine: 'postgres', url: databaseUrl, poolSize: 4 }
      : { engine: 'pglite', dir: path.join(dataDir, 'db') },
  );
  try {
    await seedBikes(handle.db, createDiskMediaStore(path.join(dataDir, 'media')), DEMO_BIKES);
    const run = randomBytes(3).toString('hex');
    const client = { ipAddress: '127.0.0.1', userAgent: 'bench' };
    const cookieOf = (signed: string) => `${cookieName}=${encodeURIComponent(signed)}`;
    const buyers: Person[] = [];
    for (let i = 0; i < streamCount; i++) {
      const id = await insertAccount(handle.db, {
        role: 'Buyer',
        name: `Stream Buyer ${i}`,
        email: `stream-buyer-${run}-${i}@bench.example`,
        password: PASSWORD,
      });
      buyers.push({ id, cookie: cookieOf(await insertSession(handle.db, { authSecret }, id, client)) });
    }
    const rows = (await handle.executeSql(
      `select id, seller_id from products where state = 'Available' order by id`,
    )) as { rows: { id: string; seller_id: string }[] };
    const bikes = rows.rows.map((r) => ({ id: r.id, sellerId: r.seller_id }));
    const sellers = new Map<string, Person>();
    for (const sellerId of new Set(bikes.map((b) => b.sellerId))) {
      sellers.set(sellerId, {
        id: sellerId,
        cookie: cookieOf(await insertSession(handle.db, { authSecret }, sellerId, client)),
      });
    }
    // Accounts a month old: the new-account limit on messages (docs/product.md#conversations) is
    // not what this bench measures.
    await handle.db.execute(sql`update "user" set created_at = now() - interval '30 days'`);
    return { buyers, sellers, bikes };
  } finally {
    await handle.close();
  }
}

// --- the server --------------------------------------------------------------------------------

interface Started {
  origin: string;
  child: ChildProcess;
  pid: number;
}

async function startServer(
  engine: Engine,
  dataDir: string,
  databaseUrl: string | undefined,
  authSecret: string,
  port: number,
): Promise<Started> {
  const { child, origin, ready } = await spawnProbedServer({
    engine,
    port,
    dataDir,
    databaseUrl,
    hardLimitMs: HARD_LIMIT_MS,
    env: { AUTH_SECRET: authSecret },
  });
  server = child;
  await ready(300_000);
  return { origin, child, pid: probedServerPid(child) };
}

interface MemoryReading {
  rssKb: number;
  heapUsed: number;
  external: number;
}

/** The server's resident size and, after a full GC, its V8 heap (the probe answers over IPC). */
async function readMemory(s: Started): Promise<MemoryReading> {
  const usage = await new Promise<NodeJS.MemoryUsage | null>((resolve) => {
    if (!s.child.connected) return resolve(null);
    const timer = setTimeout(() => {
      s.child.off('message', onMessage);
      resolve(null);
    }, 10_000);
    const onMessage = (message: { type?: string; usage: NodeJS.MemoryUsage }) => {
      if (message?.type !== 'memory') return;
      clearTimeout(timer);
      s.child.off('message', onMessage);
      resolve(message.usage);
    };
    s.child.on('message', onMessage);
    s.child.send('memory+gc');
  });
  // The resident size after the GC has run (it returns pages to the system lazily).
  await sleep(500);
  return {
    rssKb: readStatus(s.pid)?.VmRSS ?? 0,
    heapUsed: usage?.heapUsed ?? 0,
    external: usage?.external ?? 0,
  };
}

// --- the API and the streams -------------------------------------------------------------------

async function api(s: Started, who: Person, method: string, url: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${s.origin}${url}`, {
    method,
    headers: {
      cookie: who.cookie,
      origin: s.origin,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

async function inParallel<T>(items: T[], width: number, fn: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i]!, i);
      }
    }),
  );
}

/** Opens a buyer's event stream; `onMessage` hears each message event (its text) as it arrives. */
function openStream(s: Started, who: Person, onMessage: (text: string, at: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${s.origin}/api/conversations/events`, {
      headers: { cookie: who.cookie, accept: 'text/event-stream' },
      agent: false,
    });
    openStreams.add(req);
    req.setTimeout(15_000, () => req.destroy(new Error('no answer within 15 s')));
    req.once('error', (err) => {
      openStreams.delete(req);
      reject(err);
    });
    req.once('response', (res) => {
      if (res.statusCode !== 200) {
        req.destroy();
        reject(new Error(`stream refused: ${res.statusCode}`));
        return;
      }
      req.setTimeout(0);
      res.setEncoding('utf8');
      let buffer = '';
      let opened = false;
      res.on('data', (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        if (!opened && buffer.includes('retry:')) {
          opened = true;
          resolve();
        }
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          cut = buffer.indexOf('\n\n');
          if (!block.includes('event: message')) continue;
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          if (data) onMessage((JSON.parse(data.slice(6)) as { text: string }).text, at);
        }
      });
      res.once('end', () => openStreams.delete(req));
    });
    req.end();
  });
}

// --- one engine --------------------------------------------------------------------------------

interface EngineReport {
  engine: Engine;
  opened: number;
  failedToOpen: number;
  openSeconds: number;
  before: MemoryReading;
  after: MemoryReading;
  sent: number;
  received: number;
  latencies: number[];
  postTimes: number[];
  stillOpen: number;
}

async function measure(engine: Engine): Promise<EngineReport> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bb-bench-streams-'));
  workDirs.push(dataDir);
  let databaseUrl: string | undefined;
  if (engine === 'postgres') {
    const scratch = await createScratchDatabase('bb_bench_streams', POSTGRES_URL);
    drops.push(scratch.drop);
    databaseUrl = scratch.url;
  }
  const authSecret = randomBytes(32).toString('base64url');
  const port = await freePort();
  log(`${engine}: writing the demo catalogue, ${streamCount} buyers and their sessions…`);
  const data = await prepare(dataDir, databaseUrl, authSecret, `${COOKIE_PREFIX}.session_token`);
  log(`${engine}: starting the server…`);
  const s = await startServer(engine, dataDir, databaseUrl, authSecret, port);

  log(`${engine}: ${streamCount} conversations…`);
  const conversations: { id: string; buyer: Person; seller: Person }[] = new Array(streamCount);
  await inParallel(data.buyers, 8, async (buyer, i) => {
    const bike = data.bikes[i % data.bikes.length]!;
    const answer = (await api(s, buyer, 'POST', `/api/products/${bike.id}/conversation`)) as { _id: string };
    conversations[i] = { id: answer._id, buyer, seller: data.sellers.get(bike.sellerId)! };
  });

  const before = await readMemory(s);
  log(`${engine}: before the streams: resident ${mib(before.rssKb)}, heap ${mibBytes(before.heapUsed)}`);

  const waiting = new Map<string, { sentAt: number; resolve: () => void }>();
  const latencies: number[] = [];
  let received = 0;
  const onMessage = (text: string, at: number) => {
    const w = waiting.get(text);
    if (!w) return;
    waiting.delete(text);
    received += 1;
    latencies.push(at - w.sentAt);
    w.resolve();
  };
  const openStarted = performance.now();
  let failedToOpen = 0;
  const reasons = new Map<string, number>();
  await inParallel(conversations, 50, async (c) => {
    try {
      await openStream(s, c.buyer, onMessage);
    } catch (err) {
      failedToOpen += 1;
      reasons.set(String(err), (reasons.get(String(err)) ?? 0) + 1);
    }
  });
  for (const [reason, n] of reasons) log(`${n} streams did not open: ${reason}`);
  const openSeconds = (performance.now() - openStarted) / 1000;
  const opened = openStreams.size;
  log(
    `${engine}: ${opened} streams open in ${openSeconds.toFixed(1)} s (${failedToOpen} failed); holding ${holdSeconds} s…`,
  );
  await sleep(holdSeconds * 1000);
  const after = await readMemory(s);
  log(
    `${engine}: with the streams: resident ${mib(after.rssKb)}, heap ${mibBytes(after.heapUsed)}, ` +
      `${openStreams.size} still open`,
  );

  const run = randomBytes(2).toString('hex');
  /** Posts one message from the seller into conversation `c`; answers when the reader's stream has it. */
  const postOne = (c: (typeof conversations)[number], text: string) => {
    const sentAt = performance.now();
    const arrived = new Promise<boolean>((resolve) => {
      waiting.set(text, { sentAt, resolve: () => resolve(true) });
      setTimeout(() => resolve(false), 10_000).unref();
    });
    const answered = api(s, c.seller, 'POST', `/api/conversations/${c.id}/messages`, { text }).then(
      () => performance.now() - sentAt,
      (err) => {
        waiting.delete(text);
        log(`a message was not posted: ${err}`);
        return null;
      },
    );
    return { arrived, answered };
  };
  // A few messages first, not counted: the first posts compile the code they run.
  for (let i = 0; i < WARM_UP; i++) {
    const c = conversations[i % conversations.length]!;
    await postOne(c, `Bench ${run} warm-up ${i}`).arrived;
  }
  latencies.length = 0;
  received = 0;

  log(`${engine}: ${messageCount} messages at ${rate}/s…`);
  const pending: Promise<unknown>[] = [];
  const postTimes: number[] = [];
  let sent = 0;
  const started = performance.now();
  for (let i = 0; i < messageCount; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const c = conversations[(i * 7919) % conversations.length]!;
    const { arrived, answered } = postOne(c, `Bench ${run} message ${i}: still available?`);
    pending.push(
      arrived,
      answered.then((ms) => {
        if (ms === null) return;
        sent += 1;
        postTimes.push(ms);
      }),
    );
  }
  await Promise.all(pending);
  const stillOpen = openStreams.size;
  closeStreams();
  await stopServer();
  return {
    engine,
    opened,
    failedToOpen,
    openSeconds,
    before,
    after,
    sent,
    received,
    latencies,
    postTimes,
    stillOpen,
  };
}

// --- the report --------------------------------------------------------------------------------

const fmt = (n: number) => n.toLocaleString('en');
const mib = (kb: number) => `${(kb / 1024).toFixed(1)} MiB`;
const mibBytes = (bytes: number) => mib(bytes / 1024);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function engineRow(r: EngineReport): string {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  const posts = [...r.postTimes].sort((a, b) => a - b);
  const n = Math.max(1, r.opened);
  const rssPer = ((r.after.rssKb - r.before.rssKb) * 1024) / n;
  const heapPer = (r.after.heapUsed - r.before.heapUsed) / n;
  const name = r.engine === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL (one production worker)';
  return (
    `| ${name} | ${fmt(r.opened)} (${r.failedToOpen} failed, ${r.openSeconds.toFixed(1)} s) | ` +
    `${mib(r.before.rssKb)} → ${mib(r.after.rssKb)} | **${(rssPer / 1024).toFixed(1)} KiB** | ` +
    `${mibBytes(r.before.heapUsed)} → ${mibBytes(r.after.heapUsed)} | ${(heapPer / 1024).toFixed(1)} KiB | ` +
    `${fmt(r.received)} of ${fmt(r.sent)} | **${percentile(sorted, 50).toFixed(1)} ms** | ` +
    `**${percentile(sorted, 99).toFixed(1)} ms** | ${percentile(sorted, 100).toFixed(1)} ms | ` +
    `${percentile(posts, 50).toFixed(1)} / ${percentile(posts, 99).toFixed(1)} ms | ${fmt(r.stillOpen)} |`
  );
}

function report(results: EngineReport[], startLoad: number, endLoad: number): string {
  const pg = results.some((r) => r.engine === 'postgres')
    ? `, PostgreSQL ${postgresVersion(POSTGRES_URL)}`
    : '';
  const lines = [
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machineBasics()}${pg}` +
      ` (commit ${gitCommit()}).`,
    `Load average (1 min) when the run started: ${startLoad.toFixed(1)}, when it ended: ${endLoad.toFixed(1)} ` +
      `(${cpus().length} CPUs, shared with the other work on this machine: the latencies include its queueing).`,
    '',
    '```',
    command,
    '```',
    '',
    `${fmt(streamCount)} streams on one server process, held ${holdSeconds} s; then ${fmt(messageCount)} ` +
      `messages at ${rate}/s, each from a seller into another buyer's conversation.`,
    '',
    '| engine | streams open | resident before → with them | resident per stream | V8 heap (after GC) | heap per stream | messages received | send → receipt p50 | p99 | max | POST answered p50 / p99 | streams open at the end |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(engineRow),
  ];
  return lines.join('\n');
}

function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

async function main(): Promise<number> {
  const startLoad = loadavg()[0]!;
  const results: EngineReport[] = [];
  for (const engine of engines) results.push(await measure(engine));
  const text = report(results, startLoad, loadavg()[0]!);
  console.log(`\n${text}\n`);
  if (opts.write) {
    const file = writeBenchReport('streams', text, '## Live conversations (1,000 event streams)');
    log(`figures written to ${file}`);
  } else {
    log('figures not written (add --write to put them in docs/performance.md)');
  }
  return results.every((r) => r.failedToOpen === 0 && r.received === r.sent) ? 0 : 1;
}

let code = 1;
try {
  code = await main();
} catch (err) {
  if (!interrupted()) console.error('[streams] failed:', err);
} finally {
  await cleanUp();
}
process.exit(code);
