/**
 * Crash safety (docs/product.md#speed-and-resilience): the real server is killed with SIGKILL in the middle of a storm of bookings,
 * card payments, hosted checkouts and withdrawals, started again on the same database, and the data is
 * checked: every write the server acknowledged is there, and nothing is half-done.
 *
 *   npx tsx scripts/crash/crash-safety.ts [--engine pglite|postgres|both] [--rounds 3]
 *                                          [--concurrency 32] [--seed N]
 *
 * Per engine, one database serves every round, so a later crash must also keep what earlier rounds
 * wrote. A round: top the catalogue up, storm with `--concurrency` requests in flight, SIGKILL the
 * server process after a random 1–4 s, start it again, wait for /api/health, book and pay a new bike,
 * then read the tables with SQL and check them against everything acknowledged so far. PGlite is read
 * after the restarted server has stopped (one process per data directory), PostgreSQL while it runs.
 * Then a money round (ADR 0241): refunds through Stripe and SSLCommerz and payouts through bKash and
 * the bank batch (fakes in this process), SIGKILL while the providers hold answers, and checks that
 * each refund and payout happened once and the ledger adds up.
 *
 * PostgreSQL: CRASH_POSTGRES_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres
 * names the server (on this machine only); a database bb_crash_<random> is created there and dropped at
 * the end. Everything else (ports, data directories) is temporary and removed, even on failure.
 * Ends with `N passed, N failed` (checks) and exits non-zero when a check failed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import sharp from 'sharp';
import { sslCommerzSignature } from '../../apps/server/src/modules/payments/providers/sslcommerz';
import { type FakeBkash, startFakeBkash } from '../../apps/server/test/fake-bkash';
import { freePort } from '../lib/free-port';
import { serverBundle } from '../lib/server-bundle.mjs';
import { verifiedSignUp } from '../lib/verified-sign-up';
import { SERVER_HEAP_ARGS } from '../server-command.mjs';
import {
  type FakeSslCommerz,
  type FakeStripe,
  type ProviderRefund,
  startFakeSslCommerz,
  startFakeStripe,
  stripeSignature,
} from './fake-providers';

type Engine = 'pglite' | 'postgres';

const root = path.resolve(import.meta.dirname, '../..');
/** The server (apps/server/src/main.ts) as one bundle, made once for every start here (ADR 0197). */
const SERVER_BUNDLE = await serverBundle('apps/server/src/main.ts');

const { values: opts } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    rounds: { type: 'string', default: '3' },
    concurrency: { type: 'string', default: '32' },
    seed: { type: 'string' },
  },
});
if (!['pglite', 'postgres', 'both'].includes(opts.engine)) {
  console.error(`--engine must be pglite, postgres or both (got ${opts.engine})`);
  process.exit(2);
}
const engines: Engine[] = opts.engine === 'both' ? ['pglite', 'postgres'] : [opts.engine as Engine];
const rounds = Math.max(1, Math.min(20, Number.parseInt(opts.rounds, 10) || 3));
const concurrency = Math.max(1, Math.min(128, Number.parseInt(opts.concurrency, 10) || 32));
const seed = opts.seed ? Number.parseInt(opts.seed, 10) >>> 0 : randomBytes(4).readUInt32BE(0);
const postgresAdminUrl =
  process.env.CRASH_POSTGRES_URL ||
  process.env.TEST_DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/postgres';
if (
  engines.includes('postgres') &&
  !['127.0.0.1', 'localhost'].includes(new URL(postgresAdminUrl).hostname)
) {
  console.error('crash-safety creates and drops databases: it only uses a PostgreSQL server on 127.0.0.1');
  process.exit(2);
}

/** The kill lands this long after the storm starts (ms): late enough for many writes, never late. */
const KILL_AFTER_MS = [1000, 4000] as const;
const REQUEST_TIMEOUT_MS = 15_000;
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 20_000;
/** Bikes on offer when a storm starts: enough that 32 workers mostly, but not always, pick different ones. */
const AVAILABLE_BIKES_PER_STORM = 90;
const SELLERS = 4;
const BUYERS = 16;
const PASSWORD = 'crash-safety-password-1';
/** Fixed, so the bearer tokens of the accounts stay valid across restarts. */
const AUTH_SECRET = 'crash-safety-auth-secret-0123456789abcdef';
const TEST_CARD = '4242424242424242';
/** Whatever happens, the script ends: generous for the rounds asked, far above a normal run. */
const HARD_LIMIT_MS = 60_000 + (rounds + 1) * engines.length * 60_000;

// ---------------------------------------------------------------------------------------------
// Checks and output
// ---------------------------------------------------------------------------------------------

interface Check {
  label: string;
  ok: boolean;
  detail?: string;
}
const checks: Check[] = [];

function record(label: string, ok: boolean, detail?: string): boolean {
  checks.push({ label, ok, detail });
  if (!ok) console.log(`  ✗ ${label}${detail ? `: ${detail}` : ''}`);
  return ok;
}

function log(message: string) {
  console.log(message);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Seeded, so a run's choices (operations, bikes, kill delay) can be replayed with --seed. */
function mulberry32(start: number) {
  let a = start >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = mulberry32(seed);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** At most `limit` of `work` at once; answers in order. */
async function inParallel<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const at = next++;
        results[at] = await work(items[at]!);
      }
    }),
  );
  return results;
}

/** A few offending ids for a failure message. */
function sample(ids: Iterable<string>): string {
  const list = [...ids];
  return `${list.length}: ${list.slice(0, 4).join(', ')}${list.length > 4 ? ', …' : ''}`;
}

// ---------------------------------------------------------------------------------------------
// Cleanup: child processes, temporary directories and databases go away even when a step throws
// ---------------------------------------------------------------------------------------------

const children = new Set<ChildProcess>();
const tempDirs = new Set<string>();
const databases = new Set<string>();
const openHandles = new Set<{ close(): Promise<void> }>();

async function dropDatabase(name: string) {
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

async function cleanup() {
  for (const child of children) child.kill('SIGKILL');
  children.clear();
  for (const handle of openHandles) await handle.close().catch(() => {});
  openHandles.clear();
  for (const name of databases) {
    await dropDatabase(name).catch((err) => console.error(`could not drop database ${name}: ${err}`));
  }
  databases.clear();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    interrupted = true;
    console.error(`\ncrash-safety: ${signal}, cleaning up`);
    void cleanup().finally(() => process.exit(130));
  });
}
setTimeout(() => {
  console.error(`\ncrash-safety: still running after ${HARD_LIMIT_MS / 1000} s, giving up`);
  console.log(
    `\n${checks.filter((c) => c.ok).length} passed, ${checks.filter((c) => !c.ok).length + 1} failed`,
  );
  void cleanup().finally(() => process.exit(1));
}, HARD_LIMIT_MS).unref();

// ---------------------------------------------------------------------------------------------
// The server process
// ---------------------------------------------------------------------------------------------

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

class ServerProcess {
  readonly child: ChildProcess;
  readonly exited: Promise<Exit>;
  private readonly lines: string[] = [];

  constructor(env: NodeJS.ProcessEnv) {
    // The server itself, not a wrapper (npm, npx, a shell): its pid is the process SIGKILL must hit.
    this.child = spawn(process.execPath, [...SERVER_HEAP_ARGS, '--enable-source-maps', SERVER_BUNDLE], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(this.child);
    const keep = (chunk: Buffer) => {
      this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      if (this.lines.length > 200) this.lines.splice(0, this.lines.length - 200);
    };
    this.child.stdout?.on('data', keep);
    this.child.stderr?.on('data', keep);
    this.exited = new Promise((resolve) =>
      this.child.once('exit', (code, signal) => {
        children.delete(this.child);
        resolve({ code, signal });
      }),
    );
  }

  get pid(): number {
    return this.child.pid ?? -1;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  tail(n = 25): string {
    return this.lines.slice(-n).join('\n');
  }

  /** The last `n` lines pino logged at level error or above. */
  errors(n: number): string {
    return this.lines
      .filter((line) => /^\{"level":(5|6)\d/.test(line))
      .slice(-n)
      .join('\n');
  }

  /** Waits until /api/health answers 200; throws (with the server's last lines) when it cannot start. */
  async healthy(api: Api): Promise<number> {
    const started = performance.now();
    while (performance.now() - started < START_TIMEOUT_MS) {
      if (!this.running) throw new Error(`the server exited while starting:\n${this.tail()}`);
      try {
        const res = await api.request('GET', '/api/health');
        if (res.status === 200) return (performance.now() - started) / 1000;
      } catch {
        // not listening yet
      }
      await sleep(150);
    }
    throw new Error(
      `the server did not answer /api/health within ${START_TIMEOUT_MS / 1000} s:\n${this.tail()}`,
    );
  }

  async kill(): Promise<Exit> {
    process.kill(this.pid, 'SIGKILL');
    return this.exited;
  }

  /** SIGTERM (the server closes its database), SIGKILL only when it does not exit in time. */
  async stop(): Promise<{ exit: Exit; clean: boolean }> {
    if (!this.running) return { exit: await this.exited, clean: false };
    this.child.kill('SIGTERM');
    const exit = await Promise.race([this.exited, sleep(STOP_TIMEOUT_MS).then(() => null)]);
    if (exit) return { exit, clean: exit.code === 0 };
    this.child.kill('SIGKILL');
    return { exit: await this.exited, clean: false };
  }
}

// ---------------------------------------------------------------------------------------------
// HTTP
// ---------------------------------------------------------------------------------------------

type Json = Record<string, unknown>;

interface Reply {
  status: number;
  json: Json;
  text: string;
  location: string | null;
  authToken: string | null;
}

interface RequestOptions {
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
  multipart?: FormData;
}

class Api {
  inFlight = 0;
  constructor(readonly base: string) {
    if (new URL(base).hostname !== '127.0.0.1') throw new Error('the crash test talks to 127.0.0.1 only');
  }

  async request(method: string, url: string, options: RequestOptions = {}): Promise<Reply> {
    // Browsers send Origin; better-auth and the same-origin guard expect it on writes.
    const headers: Record<string, string> = { origin: this.base };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | FormData | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.multipart) {
      body = options.multipart;
    }
    this.inFlight += 1;
    try {
      const res = await fetch(new URL(url, this.base), {
        method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await res.text();
      let json: Json = {};
      try {
        const parsed: unknown = JSON.parse(text);
        if (parsed && typeof parsed === 'object') json = parsed as Json;
      } catch {
        // not JSON (redirects, the sandbox page, the IPN's OK)
      }
      return {
        status: res.status,
        json,
        text,
        location: res.headers.get('location'),
        authToken: res.headers.get('set-auth-token'),
      };
    } finally {
      this.inFlight -= 1;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// What the server acknowledged (kept in this process, checked against the tables after a crash)
// ---------------------------------------------------------------------------------------------

interface Account {
  id: string;
  email: string;
  token: string;
}

interface Ledger {
  /** POST /api/products answered 201 {acknowledged, insertedId}: the bike and its seller. */
  bikes: Map<string, string>;
  /** POST /api/bookings answered {acknowledged: true, insertedId}. */
  bookings: Map<string, { productId: string; buyerId: string }>;
  /** POST /api/test-payments/confirm answered a succeeded intent: the sale is made. */
  cardSales: Map<string, { bookingId: string; productId: string }>;
  /** POST /api/payments answered {acknowledged: true, insertedId}: payment id → intent id. */
  paymentRecords: Map<string, string>;
  /** POST /api/orders answered a gateway session: tran_id → bike. */
  checkouts: Map<string, string>;
  /** A success callback or IPN answered paid for this tran_id. */
  checkoutSales: Set<string>;
  /** The cancel callback of a pending checkout came back. */
  checkoutCancels: Set<string>;
  /** DELETE /api/products/:id answered {deletedCount: 1}. */
  withdrawals: Set<string>;
}

const newLedger = (): Ledger => ({
  bikes: new Map(),
  bookings: new Map(),
  cardSales: new Map(),
  paymentRecords: new Map(),
  checkouts: new Map(),
  checkoutSales: new Set(),
  checkoutCancels: new Set(),
  withdrawals: new Set(),
});

function ledgerSize(l: Ledger) {
  return {
    bikes: l.bikes.size,
    bookings: l.bookings.size,
    cardSales: l.cardSales.size,
    paymentRecords: l.paymentRecords.size,
    checkouts: l.checkouts.size,
    checkoutSales: l.checkoutSales.size,
    checkoutCancels: l.checkoutCancels.size,
    withdrawals: l.withdrawals.size,
  };
}

// ---------------------------------------------------------------------------------------------
// The shop, through its API
// ---------------------------------------------------------------------------------------------

const BRANDS = ['Yamaha', 'Bajaj', 'Suzuki'] as const;
const BUYER_MOBILE = '01812345678';

interface Shop {
  api: Api;
  ledger: Ledger;
  sellers: { account: Account; img: string }[];
  buyers: Account[];
  /** Bikes believed available: what the storm picks from. */
  available: string[];
}

async function signUp(
  api: Api,
  dataDir: string,
  role: 'Buyer' | 'Seller',
  n: number,
  tag: string,
): Promise<Account> {
  const email = `${role.toLowerCase()}${n}.${tag}@crash.bestbikes.example`;
  // Sign-up opens no session until the mailed code is entered (ADR 0083). The code is read from this
  // server's own outbox: chaos runs beside this script (ADR 0435) and removes its folders as it goes.
  const account = await verifiedSignUp(
    api.base,
    { name: `${role} ${n}`, email, password: PASSWORD, role },
    { dataDirs: [dataDir] },
  );
  if (!account.id || !account.token) throw new Error(`sign-up of ${email} gave no session token`);
  return { id: account.id, email, token: account.token };
}

async function uploadPicture(api: Api, seller: Account, n: number): Promise<string> {
  const png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 40 * n, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'bike.png');
  const res = await api.request('POST', '/api/images', { token: seller.token, multipart: form });
  const url = (res.json.data as Json | undefined)?.url;
  if (res.status !== 200 || typeof url !== 'string') {
    throw new Error(`image upload failed: ${res.status} ${res.text.slice(0, 200)}`);
  }
  return url;
}

/** Adds a bike for a seller; answers its id when acknowledged (and records it). */
async function addBike(shop: Shop, seller: Shop['sellers'][number]): Promise<string | null> {
  const brand = pick(BRANDS);
  const res = await shop.api.request('POST', '/api/products', {
    token: seller.account.token,
    json: {
      product_name: `${brand} crash-test ${Math.floor(random() * 100_000)}`,
      category_name: brand,
      original_price: 250_000,
      resale_price: 100_000 + Math.floor(random() * 100_000),
      location: 'Dhaka',
      condition: 'Good',
      years_of_use: 2,
      mobile: '01712345678',
      description: 'A bike listed by the crash-safety test.',
      img: seller.img,
    },
  });
  if (res.status !== 201 || res.json.acknowledged !== true || typeof res.json.insertedId !== 'string') {
    return null;
  }
  shop.ledger.bikes.set(res.json.insertedId, seller.account.id);
  return res.json.insertedId;
}

async function topUp(shop: Shop) {
  const missing = Math.max(0, AVAILABLE_BIKES_PER_STORM - shop.available.length);
  const added = await inParallel(
    Array.from({ length: missing }, (_, i) => shop.sellers[i % shop.sellers.length]!),
    8,
    (seller) => addBike(shop, seller),
  );
  for (const id of added) if (id) shop.available.push(id);
  if (shop.available.length < AVAILABLE_BIKES_PER_STORM / 2) {
    throw new Error(`only ${shop.available.length} bikes on offer after topping up`);
  }
}

// ---------------------------------------------------------------------------------------------
// The storm
// ---------------------------------------------------------------------------------------------

interface StormReport {
  requests: number;
  refusals: number;
  /** Answers no correct request should get before the kill (5xx, 400, 401, 403, 429), or network errors. */
  unexpected: string[];
  inFlightAtKill: number;
  acknowledgedBeforeKill: number;
  killedAfterMs: number;
  exit: Exit | null;
}

class Killed extends Error {}

async function storm(shop: Shop, server: ServerProcess): Promise<StormReport> {
  const { api, ledger } = shop;
  const report: StormReport = {
    requests: 0,
    refusals: 0,
    unexpected: [],
    inFlightAtKill: 0,
    acknowledgedBeforeKill: 0,
    killedAfterMs: 0,
    exit: null,
  };
  let killed = false;
  let acknowledged = 0;
  const ack = () => {
    acknowledged += 1;
  };

  /** One request of the storm; refusals are counted, answers that should never happen are listed. */
  const send = async (label: string, method: string, url: string, options: RequestOptions = {}) => {
    if (killed) throw new Killed();
    report.requests += 1;
    let res: Reply;
    try {
      res = await api.request(method, url, options);
    } catch (err) {
      // After the kill, failed requests are the point: they were never acknowledged.
      if (killed) throw new Killed();
      report.unexpected.push(`${label}: ${(err as Error).cause ?? (err as Error).message}`);
      throw err;
    }
    if (res.status >= 500 || [400, 401, 403, 429].includes(res.status)) {
      report.unexpected.push(`${label}: ${res.status} ${res.text.slice(0, 160)}`);
    } else if (res.status >= 400 || (res.status === 200 && res.json.acknowledged === false)) {
      report.refusals += 1;
    }
    return res;
  };

  const takeBike = (id: string) => {
    const at = shop.available.indexOf(id);
    if (at >= 0) shop.available.splice(at, 1);
  };

  async function bookAndPay(pay: boolean) {
    if (shop.available.length === 0) return;
    const buyer = pick(shop.buyers);
    const productId = pick(shop.available);
    const booked = await send('book', 'POST', '/api/bookings', {
      token: buyer.token,
      json: { productID: productId, buyerMobile: BUYER_MOBILE, buyerLocation: 'Mirpur 10, Dhaka' },
    });
    const bookingId = booked.json.insertedId;
    if (booked.status !== 200 || booked.json.acknowledged !== true || typeof bookingId !== 'string') return;
    ledger.bookings.set(bookingId, { productId, buyerId: buyer.id });
    ack();
    takeBike(productId);
    if (!pay) return;
    const intent = await send('create-payment-intent', 'POST', '/api/create-payment-intent', {
      token: buyer.token,
      json: { bookingId },
    });
    const clientSecret = intent.json.clientSecret;
    if (intent.status !== 200 || typeof clientSecret !== 'string') return;
    const confirmed = await send('test-payments/confirm', 'POST', '/api/test-payments/confirm', {
      token: buyer.token,
      json: {
        clientSecret,
        card: { number: TEST_CARD, exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' },
      },
    });
    const paid = confirmed.json.paymentIntent as Json | undefined;
    if (confirmed.status !== 200 || paid?.status !== 'succeeded' || typeof paid.id !== 'string') return;
    ledger.cardSales.set(paid.id, { bookingId, productId });
    ack();
    const recorded = await send('payments', 'POST', '/api/payments', {
      token: buyer.token,
      json: { transactionId: paid.id, bookingId },
    });
    const paymentId = recorded.json.insertedId;
    if (recorded.status === 200 && recorded.json.acknowledged === true && typeof paymentId === 'string') {
      ledger.paymentRecords.set(paymentId, paid.id);
      ack();
    }
  }

  async function checkout(outcome: 'pay' | 'cancel') {
    if (shop.available.length === 0) return;
    const buyer = pick(shop.buyers);
    const productId = pick(shop.available);
    const started = await send('orders', 'POST', '/api/orders', {
      token: buyer.token,
      json: {
        bikeID: productId,
        buyerPhone: BUYER_MOBILE,
        buyerLocation: 'Dhanmondi, Dhaka',
        postCode: '1209',
        currency: random() < 0.7 ? 'BDT' : 'USD',
      },
    });
    const { url, transactionId } = started.json;
    if (started.status !== 200 || typeof url !== 'string' || typeof transactionId !== 'string') return;
    ledger.checkouts.set(transactionId, productId);
    ack();
    takeBike(productId);
    // The buyer presses Pay or Cancel on the sandbox gateway's page; it answers with our callback.
    const pressed = await send(`sandbox ${outcome}`, 'POST', url, { form: { action: outcome } });
    if (pressed.status !== 303 || !pressed.location) return;
    const callback = new URL(pressed.location, api.base);
    if (outcome === 'cancel') {
      const back = await send('checkout/cancel', 'GET', `${callback.pathname}${callback.search}`);
      if (back.status === 303) {
        ledger.checkoutCancels.add(transactionId);
        ack();
        shop.available.push(productId);
      }
      return;
    }
    // Half the time the gateway's server-to-server IPN confirms, half the time the browser's return.
    if (random() < 0.5) {
      const fields = Object.fromEntries(callback.searchParams);
      const ipn = await send('checkout/ipn', 'POST', '/api/checkout/ipn', { form: fields });
      if (ipn.status === 200 && ipn.text === 'OK') {
        ledger.checkoutSales.add(transactionId);
        ack();
      }
      return;
    }
    const back = await send('checkout/success', 'GET', `${callback.pathname}${callback.search}`);
    if (back.status === 303 && back.location?.startsWith('/payment/success')) {
      ledger.checkoutSales.add(transactionId);
      ack();
    }
  }

  async function withdraw() {
    if (shop.available.length === 0) return;
    const productId = pick(shop.available);
    const sellerId = ledger.bikes.get(productId);
    const seller = shop.sellers.find((s) => s.account.id === sellerId);
    if (!seller) return;
    const res = await send('withdraw', 'DELETE', `/api/products/${productId}`, {
      token: seller.account.token,
    });
    if (res.status === 200 && res.json.deletedCount === 1) {
      ledger.withdrawals.add(productId);
      ack();
      takeBike(productId);
    }
  }

  async function list() {
    const seller = pick(shop.sellers);
    if (killed) throw new Killed();
    report.requests += 1;
    const id = await addBike(shop, seller).catch((err) => {
      if (killed) throw new Killed();
      throw err;
    });
    if (id) {
      shop.available.push(id);
      ack();
    }
  }

  const operations: [number, () => Promise<void>][] = [
    [35, () => bookAndPay(true)],
    [10, () => bookAndPay(false)],
    [25, () => checkout('pay')],
    [10, () => checkout('cancel')],
    [8, withdraw],
    [12, list],
  ];
  const totalWeight = operations.reduce((sum, [w]) => sum + w, 0);
  const chooseOperation = () => {
    let r = random() * totalWeight;
    for (const [weight, run] of operations) {
      r -= weight;
      if (r < 0) return run;
    }
    return operations[0]![1];
  };

  const worker = async () => {
    while (!killed) {
      try {
        await chooseOperation()();
      } catch (err) {
        if (err instanceof Killed || killed) return;
        // Already listed in `unexpected`; a short pause keeps a broken server from being hammered.
        await sleep(50);
      }
    }
  };

  const delay = KILL_AFTER_MS[0] + random() * (KILL_AFTER_MS[1] - KILL_AFTER_MS[0]);
  const started = performance.now();
  const workers = Array.from({ length: concurrency }, worker);
  await sleep(delay);
  report.inFlightAtKill = api.inFlight;
  report.acknowledgedBeforeKill = acknowledged;
  report.killedAfterMs = performance.now() - started;
  killed = true;
  report.exit = await server.kill();
  // Requests to a dead server fail at once; the timeout only bounds a surprise.
  await Promise.race([Promise.allSettled(workers), sleep(REQUEST_TIMEOUT_MS + 1000)]);
  return report;
}

// ---------------------------------------------------------------------------------------------
// Reading the tables
// ---------------------------------------------------------------------------------------------

interface Sql {
  query<T>(text: string): Promise<T[]>;
  close(): Promise<void>;
}

async function openPglite(dir: string): Promise<Sql> {
  // Opened as apps/server/src/db/client.ts opens it: the trigram index needs pg_trgm loaded.
  const db = new PGlite(dir, { extensions: { pg_trgm } });
  await db.waitReady;
  const handle: Sql = {
    query: async <T>(text: string) => (await db.query<T>(text)).rows,
    close: async () => {
      openHandles.delete(handle);
      await db.close();
    },
  };
  openHandles.add(handle);
  return handle;
}

async function openPostgres(url: string): Promise<Sql> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const handle: Sql = {
    query: async <T>(text: string) => (await client.query(text)).rows as T[],
    close: async () => {
      openHandles.delete(handle);
      await client.end();
    },
  };
  openHandles.add(handle);
  return handle;
}

interface Snapshot {
  products: { id: string; state: string }[];
  bookings: { id: string; product_id: string; buyer_id: string; state: string }[];
  payments: {
    id: string;
    transaction_id: string;
    booking_id: string;
    product_id: string;
    buyer_id: string;
  }[];
  intents: { id: string; status: string; booking_id: string }[];
  checkouts: {
    id: string;
    booking_id: string;
    product_id: string;
    state: string;
    own_hold: boolean;
    created_at: Date | string;
  }[];
}

const HEAP_ONLY = 'set enable_indexscan = off; set enable_indexonlyscan = off; set enable_bitmapscan = off';
const INDEX_FIRST =
  'set enable_indexscan = on; set enable_indexonlyscan = on; set enable_bitmapscan = on; set enable_seqscan = off';
const PLANNER_DEFAULTS =
  'reset enable_indexscan; reset enable_indexonlyscan; reset enable_bitmapscan; reset enable_seqscan';

async function exec(db: Sql, statements: string) {
  for (const statement of statements.split(';')) await db.query(statement);
}

/** The rows, read from the tables themselves: a damaged index must not hide a duplicate. */
async function snapshot(db: Sql): Promise<Snapshot> {
  await exec(db, HEAP_ONLY);
  try {
    return {
      products: await db.query('select id, state from products'),
      bookings: await db.query('select id, product_id, buyer_id, state from bookings'),
      payments: await db.query('select id, transaction_id, booking_id, product_id, buyer_id from payments'),
      intents: await db.query('select id, status, booking_id from payment_intents'),
      checkouts: await db.query(
        'select id, booking_id, product_id, state, own_hold, created_at from checkout_sessions',
      ),
    };
  } finally {
    await exec(db, PLANNER_DEFAULTS);
  }
}

/** Counts the indexes answer (the listing and the one-live-booking rule use them) against the tables. */
const INDEX_PROBES = [
  "select count(*)::int as n from bookings where state in ('Active', 'Paid')",
  "select count(*)::int as n from bookings where state = 'Active'",
  "select category_id, count(*)::int as n from products where state = 'Available' group by 1 order by 1",
  'select count(distinct transaction_id)::int as n from payments',
  'select count(distinct product_id)::int as n from payments',
];

async function indexesAgree(db: Sql): Promise<string[]> {
  const disagreements: string[] = [];
  for (const probe of INDEX_PROBES) {
    await exec(db, HEAP_ONLY);
    const heap = JSON.stringify(await db.query(probe));
    await exec(db, INDEX_FIRST);
    const index = JSON.stringify(await db.query(probe));
    await exec(db, PLANNER_DEFAULTS);
    if (heap !== index) disagreements.push(`${probe} → table ${heap}, index ${index}`);
  }
  return disagreements;
}

function countBy<T>(rows: T[], key: (row: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return counts;
}

/** Every acknowledged write is there, and the sale, booking and bike states agree. */
function verify(label: string, s: Snapshot, l: Ledger, indexProblems: string[]) {
  const product = new Map(s.products.map((p) => [p.id, p]));
  const booking = new Map(s.bookings.map((b) => [b.id, b]));
  const paymentById = new Map(s.payments.map((p) => [p.id, p]));
  const paymentByTransaction = new Map(s.payments.map((p) => [p.transaction_id, p]));
  const intent = new Map(s.intents.map((i) => [i.id, i]));
  const checkout = new Map(s.checkouts.map((c) => [c.id, c]));
  // A buyer who starts the same bike's checkout again supersedes the open one, which hands its hold
  // to the newer checkout: a cancel that arrives afterwards rightly leaves the booking alone.
  const supersededBy = (row: Snapshot['checkouts'][number]) =>
    s.checkouts.some(
      (other) =>
        other.booking_id === row.booking_id &&
        other.id !== row.id &&
        new Date(other.created_at).getTime() >= new Date(row.created_at).getTime(),
    );
  const missing = <K, V>(entries: Iterable<[K, V]>, ok: (key: K, value: V) => boolean) =>
    [...entries].filter(([k, v]) => !ok(k, v)).map(([k]) => String(k));
  const expect = (name: string, bad: string[]) =>
    record(`${label}: ${name}`, bad.length === 0, bad.length ? sample(bad) : undefined);

  expect(
    `acknowledged bikes are there (${l.bikes.size})`,
    missing(l.bikes, (id) => product.has(id)),
  );
  expect(
    `acknowledged bookings are there (${l.bookings.size})`,
    missing(l.bookings, (id, b) => {
      const row = booking.get(id);
      return row?.product_id === b.productId && row.buyer_id === b.buyerId;
    }),
  );
  expect(
    `acknowledged card payments are sales (${l.cardSales.size})`,
    missing(l.cardSales, (id, sale) => {
      const payment = paymentByTransaction.get(id);
      return (
        intent.get(id)?.status === 'succeeded' &&
        payment?.booking_id === sale.bookingId &&
        payment.product_id === sale.productId
      );
    }),
  );
  expect(
    `acknowledged payment records are there (${l.paymentRecords.size})`,
    missing(l.paymentRecords, (id, transactionId) => paymentById.get(id)?.transaction_id === transactionId),
  );
  expect(
    `acknowledged checkouts are there (${l.checkouts.size})`,
    missing(l.checkouts, (id, productId) => checkout.get(id)?.product_id === productId),
  );
  expect(
    `acknowledged checkout payments are sales (${l.checkoutSales.size})`,
    missing(
      [...l.checkoutSales].map((id) => [id, id] as const),
      (id) => checkout.get(id)?.state === 'Paid' && paymentByTransaction.has(id),
    ),
  );
  expect(
    `acknowledged checkout cancels released their hold (${l.checkoutCancels.size}, ${
      [...l.checkoutCancels].filter((id) => {
        const row = checkout.get(id);
        return row !== undefined && supersededBy(row);
      }).length
    } superseded)`,
    missing(
      [...l.checkoutCancels].map((id) => [id, id] as const),
      (id) => {
        const row = checkout.get(id);
        return (
          row?.state === 'Cancelled' &&
          (!row.own_hold || booking.get(row.booking_id)?.state === 'Cancelled' || supersededBy(row))
        );
      },
    ),
  );
  expect(
    `acknowledged withdrawals are there (${l.withdrawals.size})`,
    missing(
      [...l.withdrawals].map((id) => [id, id] as const),
      (id) => product.get(id)?.state === 'Withdrawn',
    ),
  );

  const paidBookings = s.bookings.filter((b) => b.state === 'Paid');
  const paymentsPerBike = countBy(s.payments, (p) => p.product_id);
  const paidPerBike = countBy(paidBookings, (b) => b.product_id);
  const activePerBike = countBy(
    s.bookings.filter((b) => b.state === 'Active'),
    (b) => b.product_id,
  );
  const livePerBike = countBy(
    s.bookings.filter((b) => b.state === 'Active' || b.state === 'Paid'),
    (b) => b.product_id,
  );
  const over = (counts: Map<string, number>, max: number) =>
    [...counts].filter(([, n]) => n > max).map(([id]) => id);
  const sold = s.products.filter((p) => p.state === 'Sold');
  const bookingOf = (paymentBookingId: string) => booking.get(paymentBookingId);

  expect(`each bike sold at most once (${sold.length} sold)`, [
    ...over(paymentsPerBike, 1),
    ...over(paidPerBike, 1),
  ]);
  expect(
    'every Sold bike has exactly one Paid booking and one payment',
    sold.filter((p) => paidPerBike.get(p.id) !== 1 || paymentsPerBike.get(p.id) !== 1).map((p) => p.id),
  );
  expect(
    `every payment's booking is Paid, for the same bike and buyer (${s.payments.length} payments)`,
    s.payments
      .filter((p) => {
        const b = bookingOf(p.booking_id);
        return b?.state !== 'Paid' || b.product_id !== p.product_id || b.buyer_id !== p.buyer_id;
      })
      .map((p) => p.id),
  );
  expect(
    'every Paid booking has its payment and its bike is Sold',
    paidBookings
      .filter(
        (b) => product.get(b.product_id)?.state !== 'Sold' || !s.payments.some((p) => p.booking_id === b.id),
      )
      .map((b) => b.id),
  );
  expect('at most one live (Active or Paid) booking per bike', over(livePerBike, 1));
  expect('a bike is Booked exactly when one Active booking holds it', [
    ...s.products.filter((p) => p.state === 'Booked' && activePerBike.get(p.id) !== 1).map((p) => p.id),
    ...s.bookings
      .filter((b) => b.state === 'Active' && product.get(b.product_id)?.state !== 'Booked')
      .map((b) => b.id),
  ]);
  expect('every succeeded card intent and Paid checkout has its payment', [
    ...s.intents.filter((i) => i.status === 'succeeded' && !paymentByTransaction.has(i.id)).map((i) => i.id),
    ...s.checkouts.filter((c) => c.state === 'Paid' && !paymentByTransaction.has(c.id)).map((c) => c.id),
  ]);
  expect('indexes answer what the tables hold', indexProblems);
}

// ---------------------------------------------------------------------------------------------
// The money round (ADR 0241): refunds through Stripe and SSLCommerz and payouts through bKash and the
// bank batch, with SIGKILL while the providers are answering
// ---------------------------------------------------------------------------------------------

const STRIPE_WEBHOOK_SECRET = 'whsec_crash_safety';
const SSLCOMMERZ_STORE = 'crash0001';
const SSLCOMMERZ_PASSWORD = 'crash0001@ssl';
const BKASH_CREDENTIALS = {
  appKey: 'crash-app-key',
  appSecret: 'crash-app-secret',
  username: 'crash-user',
  password: 'crash-password',
};
/** Not 0, so every finished deal's commission is part of the sum that must come out even. */
const MONEY_COMMISSION_PERCENT = 5;
/** The kill lands when the providers hold this many answers, or after MONEY_KILL_AFTER_MS at most. */
const MONEY_KILL_AFTER_MS = 6000;
/** After the restart, the queue's retries and the admin's recording finish within this. */
const MONEY_SETTLE_MS = 45_000;

type Via = 'stripe' | 'sslcommerz';
/** How a deal of the money round ends: a refund (cancelled), a partial refund, or all to the seller. */
type Plan = 'buyer_cancel' | 'seller_cancel' | 'partial_refund' | 'release';

interface MoneyDeal {
  id: string;
  plan: Plan;
  via: Via;
  buyer: Account;
  seller: Account;
  heldPaisa: number;
  /** Set for deals that end with a payable (partial refund, release). */
  payableId?: string;
}

/**
 * Twelve deals, the seller of each by its place (sellers 0 and 1 are paid to bKash wallets, 2 and 3
 * through the bank batch): each way of refunding through each provider, deposits among them, and
 * payables for each way of paying.
 */
const MONEY_PLANS: { plan: Plan; via: Via; deposit?: boolean }[] = [
  { plan: 'buyer_cancel', via: 'stripe' },
  { plan: 'buyer_cancel', via: 'sslcommerz' },
  { plan: 'buyer_cancel', via: 'stripe', deposit: true },
  { plan: 'buyer_cancel', via: 'sslcommerz' },
  { plan: 'seller_cancel', via: 'stripe' },
  { plan: 'partial_refund', via: 'stripe' },
  { plan: 'partial_refund', via: 'sslcommerz' },
  { plan: 'seller_cancel', via: 'sslcommerz', deposit: true },
  { plan: 'release', via: 'stripe' },
  { plan: 'release', via: 'sslcommerz' },
  { plan: 'release', via: 'stripe', deposit: true },
  { plan: 'release', via: 'sslcommerz' },
];

interface Providers {
  stripe: FakeStripe;
  sslcommerz: FakeSslCommerz;
  bkash: FakeBkash;
}

/** What the money round's server adds to the environment: the fakes, an admin, short job timings. */
function moneyEnv(env: NodeJS.ProcessEnv, p: Providers, admin: { email: string }): NodeJS.ProcessEnv {
  return {
    ...env,
    STRIPE_SECRET_KEY: 'sk_test_crash_safety',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_crash_safety',
    STRIPE_WEBHOOK_SECRET,
    STRIPE_API_URL: p.stripe.url,
    SSLCOMMERZ_STORE_ID: SSLCOMMERZ_STORE,
    SSLCOMMERZ_PASSWORD,
    SSLCOMMERZ_API_URL: p.sslcommerz.url,
    BKASH_PAYOUT_APP_KEY: BKASH_CREDENTIALS.appKey,
    BKASH_PAYOUT_APP_SECRET: BKASH_CREDENTIALS.appSecret,
    BKASH_PAYOUT_USERNAME: BKASH_CREDENTIALS.username,
    BKASH_PAYOUT_PASSWORD: BKASH_CREDENTIALS.password,
    BKASH_PAYOUT_API_URL: p.bkash.url,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: PASSWORD,
    COMMISSION_PERCENT: String(MONEY_COMMISSION_PERCENT),
    // The production logic, sooner: a job the killed server had started runs again after 2 s (not
    // 30), and an unconfirmed refund or payout is asked about again every second (not minute).
    JOB_EXPIRE_SECONDS: '2',
    PROVIDER_RETRY_SECONDS: '1',
  };
}

/** A request of the money round that must succeed (setup, and what people do after the restart). */
async function must(api: Api, what: string, method: string, url: string, options: RequestOptions = {}) {
  const res = await api.request(method, url, options);
  if (res.status !== 200 && res.status !== 201) {
    throw new Error(`${what}: ${res.status} ${res.text.slice(0, 200)}`);
  }
  return res;
}

async function signIn(api: Api, email: string): Promise<string> {
  const res = await must(api, `sign-in of ${email}`, 'POST', '/api/auth/sign-in/email', {
    json: { email, password: PASSWORD },
  });
  if (!res.authToken) throw new Error(`sign-in of ${email} gave no session token`);
  return res.authToken;
}

async function paperPhoto(): Promise<Blob> {
  const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#8a6' } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(png)], { type: 'image/png' });
}

/** A buyer pays for a new bike through Stripe (its webhook) or SSLCommerz (its IPN): the deal opens. */
async function payForBike(
  shop: Shop,
  seller: Shop['sellers'][number],
  buyer: Account,
  via: Via,
  deposit: boolean,
  sslcommerz: FakeSslCommerz,
): Promise<{ id: string; heldPaisa: number }> {
  const { api } = shop;
  const productId = await addBike(shop, seller);
  if (!productId) throw new Error('a bike of the money round was not acknowledged');
  const paymentKind = deposit ? 'deposit' : 'full';
  if (via === 'stripe') {
    const booked = await must(api, 'booking', 'POST', '/api/bookings', {
      token: buyer.token,
      json: { productID: productId, buyerMobile: BUYER_MOBILE, buyerLocation: 'Gulshan, Dhaka' },
    });
    const bookingId = String(booked.json.insertedId);
    const intent = await must(api, 'payment intent', 'POST', '/api/create-payment-intent', {
      token: buyer.token,
      json: { bookingId, paymentKind },
    });
    // The buyer's card is confirmed by Stripe.js; Stripe then tells the server by its webhook.
    const id = String(intent.json.clientSecret).replace(/_secret_.*$/, '');
    const amount = Number(intent.json.amount ?? Number.NaN);
    const payload = JSON.stringify({
      id: `evt_${id}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      api_version: '2025-01-27.acacia',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: {
        object: {
          object: 'payment_intent',
          id,
          amount,
          currency: 'bdt',
          status: 'succeeded',
          metadata: { bookingId },
        },
      },
    });
    const res = await fetch(new URL('/api/stripe/webhook', api.base), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripeSignature(payload, STRIPE_WEBHOOK_SECRET),
      },
      body: payload,
    });
    if (res.status !== 200) throw new Error(`stripe webhook: ${res.status} ${await res.text()}`);
  } else {
    const order = await must(api, 'checkout', 'POST', '/api/orders', {
      token: buyer.token,
      json: {
        bikeID: productId,
        buyerPhone: BUYER_MOBILE,
        buyerLocation: 'Banani, Dhaka',
        postCode: '1213',
        currency: 'BDT',
        paymentKind,
      },
    });
    const tranId = String(order.json.transactionId);
    // SSLCommerz' server-to-server IPN, signed with the store password; the server validates it.
    const session = sslcommerz.sessions.get(tranId);
    const fields: Record<string, string> = {
      tran_id: tranId,
      val_id: `val-${tranId}`,
      amount: session?.amount ?? '',
      currency: session?.currency ?? '',
      status: 'VALID',
    };
    const keys = Object.keys(fields);
    const ipn = await api.request('POST', '/api/checkout/ipn', {
      form: {
        ...fields,
        verify_key: keys.join(','),
        verify_sign: sslCommerzSignature(fields, keys, SSLCOMMERZ_PASSWORD),
      },
    });
    if (ipn.status !== 200 || ipn.text !== 'OK') throw new Error(`checkout IPN: ${ipn.status} ${ipn.text}`);
  }
  const mine = await must(api, 'deals', 'GET', '/api/deals?side=buyer', { token: buyer.token });
  const deal = (JSON.parse(mine.text) as Json[]).find((d) => d.productId === productId);
  if (!deal) throw new Error(`no deal opened for the bike ${productId} paid through ${via}`);
  return { id: String(deal._id), heldPaisa: Number(deal.heldPaisa) };
}

/** The seller shares the papers (three photos, the numbers) and the buyer opens a dispute. */
async function dispute(api: Api, deal: MoneyDeal, photo: Blob) {
  for (const kind of ['registration', 'tax_token', 'insurance']) {
    const form = new FormData();
    form.append('image', photo, `${kind}.png`);
    await must(api, 'paper photo', 'POST', `/api/deals/${deal.id}/papers/photos?kind=${kind}`, {
      token: deal.seller.token,
      multipart: form,
    });
  }
  await must(api, 'papers', 'POST', `/api/deals/${deal.id}/papers`, {
    token: deal.seller.token,
    json: { chassisNumber: 'MD2A11CZ9KCA00001', engineNumber: 'DUZCKA00001' },
  });
  await must(api, 'dispute', 'POST', `/api/deals/${deal.id}/dispute`, {
    token: deal.buyer.token,
    json: { reason: 'not_as_described', text: 'The bike has scratches the advert did not show.' },
  });
}

interface AdminPayable {
  _id: string;
  dealId: string;
  state: string;
  amountPaisa: number;
  reference: string | null;
}

async function adminPayables(api: Api, admin: string): Promise<AdminPayable[]> {
  const res = await must(api, 'admin payouts', 'GET', '/api/admin/payouts', { token: admin });
  return (res.json.payables as AdminPayable[] | undefined) ?? [];
}

interface MoneyFacts {
  deals: {
    id: string;
    state: string;
    held_paisa: string;
    refund_due_paisa: string;
    refund_settled_paisa: string;
    provider: string;
    provider_ref: string;
    bank_tran_id: string | null;
  }[];
  refunds: { key: string; deal_id: string | null; state: string; amount_minor: number; reason: string }[];
  payables: {
    id: string;
    deal_id: string;
    state: string;
    amount_paisa: string;
    provider: string | null;
    reference: string | null;
    settled_at: Date | string | null;
  }[];
  /** Each deal's balance per account; null deal for refunds of payments that never became deals. */
  balances: { deal_id: string | null; account: string; paisa: string }[];
  payoutMovements: { deal_id: string; n: number }[];
  total: { paisa: string | null }[];
}

async function moneyFacts(db: Sql): Promise<MoneyFacts> {
  return {
    deals: await db.query(
      'select id, state, held_paisa, refund_due_paisa, refund_settled_paisa, provider, provider_ref, bank_tran_id from deals',
    ),
    refunds: await db.query('select key, deal_id, state, amount_minor, reason from deal_refunds'),
    payables: await db.query(
      'select id, deal_id, state, amount_paisa, provider, reference, settled_at from payables',
    ),
    balances: await db.query(
      'select deal_id, account, sum(amount_paisa)::text as paisa from ledger_entries group by deal_id, account',
    ),
    payoutMovements: await db.query(
      "select deal_id, count(distinct movement_key)::int as n from ledger_entries where kind = 'payout' group by deal_id",
    ),
    total: await db.query('select sum(amount_paisa)::text as paisa from ledger_entries'),
  };
}

/** Refunds the provider made for each payment, against the refunds the deals asked for. */
function refundsMatch(
  provider: 'stripe' | 'sslcommerz',
  made: ProviderRefund[],
  facts: MoneyFacts,
  money: MoneyDeal[],
): string[] {
  const bad: string[] = [];
  const paymentOf = (d: MoneyFacts['deals'][number]) =>
    provider === 'stripe' ? d.provider_ref : (d.bank_tran_id ?? '');
  const ours = facts.deals.filter((d) => d.provider === provider && money.some((m) => m.id === d.id));
  const known = new Set(ours.map(paymentOf));
  for (const deal of ours) {
    const asked = facts.refunds
      .filter((r) => r.deal_id === deal.id)
      .map((r) => r.amount_minor)
      .sort((a, b) => a - b);
    const at = made
      .filter((r) => r.payment === paymentOf(deal))
      .map((r) => r.amountMinor)
      .sort((a, b) => a - b);
    if (JSON.stringify(asked) !== JSON.stringify(at)) {
      bad.push(`${deal.id} asked ${JSON.stringify(asked)}, ${provider} refunded ${JSON.stringify(at)}`);
    }
  }
  for (const r of made)
    if (!known.has(r.payment)) bad.push(`${r.id} refunds an unknown payment ${r.payment}`);
  return bad;
}

function verifyMoney(label: string, facts: MoneyFacts, money: MoneyDeal[], p: Providers) {
  const expect = (name: string, bad: string[]) =>
    record(`${label}: ${name}`, bad.length === 0, bad.length ? sample(bad) : undefined);
  const deal = new Map(facts.deals.map((d) => [d.id, d]));
  const payableOf = new Map(facts.payables.map((x) => [x.deal_id, x]));
  const balance = (dealId: string | null, account: string) =>
    Number(facts.balances.find((b) => b.deal_id === dealId && b.account === account)?.paisa ?? 0);
  const refunds = money.filter((m) => m.plan !== 'release').length;
  const payables = money.filter((m) => m.plan === 'partial_refund' || m.plan === 'release');

  expect(
    `each refund reached Stripe once per deal and reason (${p.stripe.refunds.length} made, ${p.stripe.refundCalls} asked)`,
    refundsMatch('stripe', p.stripe.refunds, facts, money),
  );
  expect(
    `each refund reached SSLCommerz once per deal and reason (${p.sslcommerz.refunds.length} made, ${p.sslcommerz.refundCalls} asked)`,
    refundsMatch('sslcommerz', p.sslcommerz.refunds, facts, money),
  );
  expect(
    `every refund was confirmed and its deal's figures agree (${refunds})`,
    money
      .filter((m) => m.plan !== 'release')
      .filter((m) => {
        const rows = facts.refunds.filter((r) => r.deal_id === m.id);
        const d = deal.get(m.id);
        return (
          rows.length !== 1 ||
          rows.some((r) => r.state !== 'succeeded') ||
          d?.refund_due_paisa !== d?.refund_settled_paisa
        );
      })
      .map((m) => m.id),
  );
  // bKash refuses a used invoice number (the payable's id), so its payments per invoice are one at
  // most; a payment under any other invoice would be a second payment of some payable.
  const bkashPaid = facts.payables.filter((x) => x.provider === 'bkash');
  expect(`each payable paid once through bKash (${p.bkash.payments.size} payments, ${p.bkash.calls} asked)`, [
    ...[...p.bkash.payments]
      .filter(([invoice, paid]) => {
        const payable = facts.payables.find((x) => x.id === invoice);
        return (
          payable?.provider !== 'bkash' ||
          payable.reference !== paid.trxID ||
          Math.round(Number(paid.amount) * 100) !== Number(payable.amount_paisa)
        );
      })
      .map(([invoice]) => `bKash paid ${invoice}`),
    ...bkashPaid.filter((x) => !p.bkash.payments.has(x.id)).map((x) => `${x.id} not paid by bKash`),
  ]);
  expect(
    `every payable paid with its reference and its deal paid out once (${payables.length}, ${bkashPaid.length} through bKash)`,
    payables
      .filter((m) => {
        const x = payableOf.get(m.id);
        return (
          x?.state !== 'paid' ||
          !x.reference ||
          !x.settled_at ||
          deal.get(m.id)?.state !== 'paid_out' ||
          facts.payoutMovements.find((row) => row.deal_id === m.id)?.n !== 1
        );
      })
      .map((m) => `${m.id} (${payableOf.get(m.id)?.state ?? 'no payable'}, deal ${deal.get(m.id)?.state})`),
  );
  expect(
    "the money round's deals ended as planned (cancelled and refunded, or paid out)",
    money
      .filter((m) => deal.get(m.id)?.state !== (m.plan.endsWith('cancel') ? 'cancelled' : 'paid_out'))
      .map((m) => `${m.id} ${m.plan}: ${deal.get(m.id)?.state}`),
  );
  const dealSums = new Map<string, number>();
  for (const b of facts.balances)
    dealSums.set(String(b.deal_id), (dealSums.get(String(b.deal_id)) ?? 0) + Number(b.paisa));
  expect(`the ledger sums to zero, in all and for each of the ${facts.deals.length} deals`, [
    ...(Number(facts.total[0]?.paisa ?? 0) === 0 ? [] : [`the whole ledger: ${facts.total[0]?.paisa}`]),
    ...[...dealSums].filter(([, sum]) => sum !== 0).map(([id, sum]) => `${id}: ${sum}`),
  ]);
  const finished = facts.deals.filter((d) => ['paid_out', 'cancelled', 'refunded'].includes(d.state));
  expect(
    `no money lost: held = paid out + refunded + commission for each of the ${finished.length} finished deals`,
    finished
      .filter((d) => {
        const paidOut = payableOf.get(d.id)?.state === 'paid' ? Number(payableOf.get(d.id)?.amount_paisa) : 0;
        const commission = -balance(d.id, 'commission');
        return (
          Number(d.held_paisa) !== paidOut + Number(d.refund_settled_paisa) + commission ||
          ['held', 'refunds_due', 'seller_payable'].some((account) => balance(d.id, account) !== 0)
        );
      })
      .map((d) => d.id),
  );
}

/**
 * The money round of one engine, on the database the storms left: twelve deals paid through Stripe
 * and SSLCommerz (fakes in this process), then at once buyers and sellers cancel, an admin refunds
 * part of two disputes, sends two payables through bKash (a fake) and records the bank's references
 * of a batch, while the fakes withhold every other answer; SIGKILL lands while they hold them. After
 * the restart people do again what was not acknowledged, the queue retries, and an admin records
 * bKash's trxID of a payout whose answer was lost. Then the tables and the providers' records.
 */
async function moneyRound(
  engine: Engine,
  shop: Shop,
  env: NodeJS.ProcessEnv,
  current: { server: ServerProcess },
  open: () => Promise<Sql>,
) {
  const label = `${engine} money round`;
  const started = performance.now();
  const { api } = shop;
  const p: Providers = {
    stripe: await startFakeStripe(),
    sslcommerz: await startFakeSslCommerz(),
    bkash: await startFakeBkash(BKASH_CREDENTIALS),
  };
  openHandles.add(p.stripe);
  openHandles.add(p.sslcommerz);
  openHandles.add(p.bkash);
  try {
    const admin = { email: `admin.${randomBytes(3).toString('hex')}@crash.bestbikes.example` };
    const serverEnv = moneyEnv(env, p, admin);
    await current.server.stop();
    current.server = new ServerProcess(serverEnv);
    await current.server.healthy(api);
    const adminToken = await signIn(api, admin.email);
    // Sellers 0 and 1 are paid to bKash wallets, 2 and 3 to bank accounts (the batch).
    await inParallel(shop.sellers, 4, (seller) => {
      const n = shop.sellers.indexOf(seller);
      const name = `Seller ${n}`;
      return must(api, 'payout account', 'PUT', '/api/payouts/account', {
        token: seller.account.token,
        json:
          n < 2
            ? { method: 'bkash', accountName: name, walletNumber: `0171100000${n}` }
            : {
                method: 'bank',
                accountName: name,
                accountNumber: `00123456789${n}`,
                bankName: 'Dutch-Bangla Bank',
                branchRouting: '090261725',
              },
      });
    });
    const photo = await paperPhoto();
    const money: MoneyDeal[] = await inParallel(
      MONEY_PLANS.map((plan, at) => ({ ...plan, at })),
      4,
      async ({ plan, via, deposit, at }) => {
        const seller = shop.sellers[at % shop.sellers.length]!;
        const buyer = shop.buyers[at % shop.buyers.length]!;
        const paid = await payForBike(shop, seller, buyer, via, deposit ?? false, p.sslcommerz);
        const deal: MoneyDeal = { ...paid, plan, via, buyer, seller: seller.account };
        if (plan === 'partial_refund' || plan === 'release') await dispute(api, deal, photo);
        if (plan === 'release') {
          await must(api, 'release', 'POST', `/api/admin/disputes/${deal.id}/resolve`, {
            token: adminToken,
            json: { outcome: 'release', reason: 'The photos show the bike as the advert did.' },
          });
        }
        return deal;
      },
    );
    const payables = new Map((await adminPayables(api, adminToken)).map((x) => [x.dealId, x]));
    for (const deal of money) deal.payableId = payables.get(deal.id)?._id;
    const bkashSeller = (deal: MoneyDeal) =>
      shop.sellers.findIndex((s) => s.account.id === deal.seller.id) < 2;
    const withPayable = money.filter((m) => m.plan === 'partial_refund' || m.plan === 'release');

    // What people do at once: buyers and sellers cancel, an admin refunds part of two disputes and
    // pays the released deals (bKash first, then a bank batch of the rest and its references). A
    // cancel or refund not acknowledged is done again after the restart.
    const actions: { name: string; method: string; url: string; options: RequestOptions; done: boolean }[] =
      [];
    for (const deal of money) {
      if (deal.plan === 'buyer_cancel' || deal.plan === 'seller_cancel') {
        const token = deal.plan === 'buyer_cancel' ? deal.buyer.token : deal.seller.token;
        actions.push({
          name: deal.plan,
          method: 'POST',
          url: `/api/deals/${deal.id}/cancel`,
          options: { token, json: { reason: 'Changed my mind.' } },
          done: false,
        });
      } else if (deal.plan === 'partial_refund') {
        actions.push({
          name: 'partial refund',
          method: 'POST',
          url: `/api/admin/disputes/${deal.id}/resolve`,
          options: {
            token: adminToken,
            json: {
              outcome: 'partial_refund',
              amountPaisa: Math.floor(deal.heldPaisa / 3),
              reason: 'A third back for the scratches.',
            },
          },
          done: false,
        });
      }
    }
    const released = money.filter((m) => m.plan === 'release' && m.payableId);
    const unexpected: string[] = [];
    const send = async (name: string, method: string, url: string, options: RequestOptions) => {
      const res = await api.request(method, url, options);
      if (res.status !== 200) unexpected.push(`${name}: ${res.status} ${res.text.slice(0, 120)}`);
      return res.status === 200;
    };
    const payOut = async () => {
      await Promise.all(
        released
          .filter(bkashSeller)
          .map((d) =>
            send('send with bKash', 'POST', `/api/admin/payouts/${d.payableId}/bkash`, { token: adminToken }),
          ),
      );
      if (!(await send('bank batch', 'POST', '/api/admin/payouts/batches', { token: adminToken }))) return;
      await Promise.all(
        released
          .filter((d) => !bkashSeller(d))
          .map((d) =>
            send('bank reference', 'POST', `/api/admin/payouts/${d.payableId}/reference`, {
              token: adminToken,
              json: { reference: `DBBL-${d.payableId!.slice(-8)}` },
            }),
          ),
      );
    };

    // The refund worker and the payout worker each run their jobs one after another, so each can
    // be cut off in one provider call: the second refund through one provider (Stripe on PGlite,
    // SSLCommerz on PostgreSQL) and the second bKash payout are made but not answered, and the kill
    // lands while both answers are held (the provider did it, the server does not know).
    const heldRefunds = engine === 'pglite' ? p.stripe : p.sslcommerz;
    heldRefunds.hold = (made) => made === 1;
    p.bkash.hold = (_invoice, made) => made === 1;
    const stormStarted = performance.now();
    const sent = Promise.allSettled([
      ...actions.map(async (a) => {
        a.done = await send(a.name, a.method, a.url, a.options);
      }),
      payOut(),
    ]);
    const held = () => p.stripe.held + p.sslcommerz.held + p.bkash.held;
    while (performance.now() - stormStarted < MONEY_KILL_AFTER_MS) {
      if (heldRefunds.held > 0 && p.bkash.held > 0) break;
      await sleep(25);
    }
    const inFlight = api.inFlight;
    const heldAtKill = { stripe: p.stripe.held, sslcommerz: p.sslcommerz.held, bkash: p.bkash.held };
    const acknowledged = actions.filter((a) => a.done).length;
    const exit = await current.server.kill();
    await sent;
    record(
      `${label}: SIGKILL landed while ${engine === 'pglite' ? 'Stripe' : 'SSLCommerz'} and bKash held answers`,
      heldRefunds.held > 0 && heldAtKill.bkash > 0 && exit.signal === 'SIGKILL',
      `held ${JSON.stringify(heldAtKill)}, exit ${JSON.stringify(exit)}`,
    );
    record(`${label}: no unexpected answer before the kill`, unexpected.length === 0, sample(unexpected));

    p.stripe.hold = null;
    p.sslcommerz.hold = null;
    p.bkash.hold = null;
    current.server = new ServerProcess(serverEnv);
    const restart = await current.server.healthy(api);
    // People do again what was not acknowledged (the same step again changes nothing).
    for (const a of actions.filter((x) => !x.done)) {
      const res = await api.request(a.method, a.url, a.options);
      if (res.status !== 200) unexpected.push(`again ${a.name}: ${res.status} ${res.text.slice(0, 120)}`);
    }
    // The queue retries; an admin pays what is due (the partial refunds' payables) and records what
    // bKash paid when its answer was lost (the trxID from bKash's merchant panel, here the fake).
    const settleStarted = performance.now();
    let settled = false;
    let lastProblem = '';
    let manual = 0;
    while (performance.now() - settleStarted < MONEY_SETTLE_MS) {
      const rows = (await adminPayables(api, adminToken)).filter((x) => money.some((m) => m.id === x.dealId));
      const open = rows.filter((row) => row.state !== 'paid').map((row) => `${row._id} ${row.state}`);
      const due = rows.filter((row) => row.state === 'due');
      for (const row of due.filter((x) => bkashSeller(money.find((m) => m.id === x.dealId)!))) {
        await api.request('POST', `/api/admin/payouts/${row._id}/bkash`, { token: adminToken });
      }
      if (due.some((x) => !bkashSeller(money.find((m) => m.id === x.dealId)!))) {
        await api.request('POST', '/api/admin/payouts/batches', { token: adminToken });
      }
      for (const row of rows.filter((x) => x.state === 'batched' || x.state === 'unconfirmed')) {
        const reference =
          row.state === 'unconfirmed' ? p.bkash.payments.get(row._id)?.trxID : `DBBL-${row._id.slice(-8)}`;
        if (!reference) continue;
        manual += 1;
        await api.request('POST', `/api/admin/payouts/${row._id}/reference`, {
          token: adminToken,
          json: { reference },
        });
      }
      for (const deal of money) {
        const res = await api.request('GET', `/api/deals/${deal.id}`, { token: adminToken });
        const refunds = (res.json.refunds as { state: string }[] | undefined) ?? [];
        const want = deal.plan.endsWith('cancel') ? 'cancelled' : 'paid_out';
        if (res.json.state !== want || refunds.some((r) => r.state !== 'succeeded')) {
          open.push(`${deal.id} ${String(res.json.state)}`);
        }
      }
      if (rows.length === withPayable.length && open.length === 0) {
        settled = true;
        break;
      }
      lastProblem = open.join(', ');
      await sleep(300);
    }
    const settleSeconds = (performance.now() - settleStarted) / 1000;
    record(
      `${label}: after the restart the queue and the admin finished every refund and payout`,
      settled,
      `still open after ${settleSeconds.toFixed(0)} s: ${lastProblem}`,
    );
    if (engine === 'pglite') await current.server.stop();
    const db = await open();
    try {
      verifyMoney(label, await moneyFacts(db), money, p);
    } finally {
      await db.close();
    }
    log(
      `[${engine}] money round: ${money.length} deals, ${actions.length} actions (${acknowledged} acknowledged), ` +
        `SIGKILL with ${inFlight} in flight and ${held()} provider answers held ${JSON.stringify(heldAtKill)}; ` +
        `restart ${restart.toFixed(1)} s; settled in ${settleSeconds.toFixed(1)} s (${manual} references recorded); ` +
        `Stripe ${p.stripe.refunds.length} refunds/${p.stripe.refundCalls} asked, SSLCommerz ` +
        `${p.sslcommerz.refunds.length}/${p.sslcommerz.refundCalls}, bKash ${p.bkash.payments.size} payouts/${p.bkash.calls} asked; ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    for (const fake of [p.stripe, p.sslcommerz, p.bkash]) {
      openHandles.delete(fake);
      await fake.close();
    }
  }
}

// ---------------------------------------------------------------------------------------------
// One engine: data, rounds, checks
// ---------------------------------------------------------------------------------------------

/** After a restart: the server serves pages and sells a new bike, booked and paid by card. */
async function smoke(shop: Shop): Promise<string | null> {
  const { api } = shop;
  const category = await api.request('GET', '/api/category/1');
  if (category.status !== 200) return `category page answered ${category.status}`;
  const seller = shop.sellers[0]!;
  const buyer = shop.buyers[0]!;
  const productId = await addBike(shop, seller);
  if (!productId) return 'adding a bike was not acknowledged';
  const booked = await api.request('POST', '/api/bookings', {
    token: buyer.token,
    json: { productID: productId, buyerMobile: BUYER_MOBILE, buyerLocation: 'Uttara, Dhaka' },
  });
  const bookingId = booked.json.insertedId;
  if (booked.json.acknowledged !== true || typeof bookingId !== 'string') {
    return `booking answered ${booked.status} ${booked.text.slice(0, 160)}`;
  }
  shop.ledger.bookings.set(bookingId, { productId, buyerId: buyer.id });
  const intent = await api.request('POST', '/api/create-payment-intent', {
    token: buyer.token,
    json: { bookingId },
  });
  if (typeof intent.json.clientSecret !== 'string') return `payment intent answered ${intent.status}`;
  const confirmed = await api.request('POST', '/api/test-payments/confirm', {
    token: buyer.token,
    json: {
      clientSecret: intent.json.clientSecret,
      card: { number: TEST_CARD, exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' },
    },
  });
  const paid = confirmed.json.paymentIntent as Json | undefined;
  if (paid?.status !== 'succeeded' || typeof paid.id !== 'string') {
    return `card confirmation answered ${confirmed.status} ${confirmed.text.slice(0, 160)}`;
  }
  shop.ledger.cardSales.set(paid.id, { bookingId, productId });
  const recorded = await api.request('POST', '/api/payments', {
    token: buyer.token,
    json: { transactionId: paid.id, bookingId },
  });
  if (recorded.json.acknowledged !== true || typeof recorded.json.insertedId !== 'string') {
    return `payment record answered ${recorded.status} ${recorded.text.slice(0, 160)}`;
  }
  shop.ledger.paymentRecords.set(recorded.json.insertedId, paid.id);
  return null;
}

async function portClosed(api: Api): Promise<boolean> {
  try {
    await api.request('GET', '/api/health');
    return false;
  } catch {
    return true;
  }
}

async function runEngine(engine: Engine) {
  const engineStarted = performance.now();
  const before = { passed: checks.filter((c) => c.ok).length, failed: checks.filter((c) => !c.ok).length };
  const dataDir = mkdtempSync(path.join(tmpdir(), `bb-crash-${engine}-`));
  tempDirs.add(dataDir);
  let databaseUrl = '';
  if (engine === 'postgres') {
    const name = `bb_crash_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresAdminUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${name}`);
      databases.add(name);
    } finally {
      await admin.end();
    }
    const url = new URL(postgresAdminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    // Only what the server needs: a developer's own DATABASE_URL, STRIPE_* or SMTP_URL must not leak in.
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    BASE_URL: base,
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web-app'),
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    AUTH_RATE_LIMIT: '100000',
    LOG_LEVEL: 'warn',
    AUTH_SECRET,
    MAX_ACTIVE_BOOKINGS: '100',
    BOOKING_TTL_HOURS: '48',
  };
  const api = new Api(base);
  let server = new ServerProcess(env);
  const tag = randomBytes(3).toString('hex');
  try {
    const firstStart = await server.healthy(api);
    log(`\n[${engine}] server up in ${firstStart.toFixed(1)} s on ${base} (pid ${server.pid})`);
    const sellerAccounts = await inParallel(
      Array.from({ length: SELLERS }, (_, i) => i),
      4,
      (i) => signUp(api, dataDir, 'Seller', i, tag),
    );
    const buyers = await inParallel(
      Array.from({ length: BUYERS }, (_, i) => i),
      4,
      (i) => signUp(api, dataDir, 'Buyer', i, tag),
    );
    const sellers = await inParallel(sellerAccounts, 4, async (account) => ({
      account,
      img: await uploadPicture(api, account, sellerAccounts.indexOf(account)),
    }));
    const shop: Shop = { api, ledger: newLedger(), sellers, buyers, available: [] };

    for (let round = 1; round <= rounds; round++) {
      const label = `${engine} round ${round}`;
      const failedBefore = checks.filter((c) => !c.ok).length;
      const countBefore = checks.length;
      await topUp(shop);
      const ackedBefore = ledgerSize(shop.ledger);
      const stormReport = await storm(shop, server);
      const ackedAfter = ledgerSize(shop.ledger);
      const acked = Object.fromEntries(
        Object.entries(ackedAfter).map(([k, v]) => [k, v - ackedBefore[k as keyof typeof ackedBefore]]),
      ) as typeof ackedAfter;

      record(
        `${label}: the kill landed mid-storm`,
        stormReport.inFlightAtKill > 0 && stormReport.acknowledgedBeforeKill > 0,
        `${stormReport.inFlightAtKill} requests in flight, ${stormReport.acknowledgedBeforeKill} writes acknowledged`,
      );
      if (
        !record(
          `${label}: no unexpected answer before the kill`,
          stormReport.unexpected.length === 0,
          sample(stormReport.unexpected),
        )
      ) {
        log(`  errors the server logged:\n${server.errors(5)}`);
      }
      record(
        `${label}: the server process died of SIGKILL and its port closed`,
        stormReport.exit?.signal === 'SIGKILL' && (await portClosed(api)),
        `exit ${JSON.stringify(stormReport.exit)}`,
      );

      const killedServer = server;
      server = new ServerProcess(env);
      let restartSeconds = Number.NaN;
      try {
        restartSeconds = await server.healthy(api);
        record(`${label}: the server started again after SIGKILL`, true);
      } catch (err) {
        record(`${label}: the server started again after SIGKILL`, false, (err as Error).message);
        log(`  last lines of the killed server:\n${killedServer.tail(15)}`);
        break;
      }
      const smokeProblem = await smoke(shop).catch((err: Error) => err.message);
      record(
        `${label}: the restarted server serves and sells a new bike (booking + card payment)`,
        smokeProblem === null,
        smokeProblem ?? undefined,
      );

      let db: Sql;
      if (engine === 'pglite') {
        const { exit, clean } = await server.stop();
        record(`${label}: the restarted server stops cleanly`, clean, `exit ${JSON.stringify(exit)}`);
        db = await openPglite(path.join(dataDir, 'db'));
      } else {
        db = await openPostgres(databaseUrl);
      }
      let facts: Snapshot;
      try {
        facts = await snapshot(db);
        verify(label, facts, shop.ledger, await indexesAgree(db));
      } finally {
        await db.close();
      }
      // What is really on offer now, for the next storm (the kill left some bikes in unknown states).
      shop.available = facts.products.filter((p) => p.state === 'Available').map((p) => p.id);
      if (engine === 'pglite' && round < rounds) {
        server = new ServerProcess(env);
        await server.healthy(api);
      }

      const roundChecks = checks.slice(countBefore);
      const roundFailed = checks.filter((c) => !c.ok).length - failedBefore;
      log(
        `[${engine}] round ${round}: ${stormReport.requests} requests in ${(stormReport.killedAfterMs / 1000).toFixed(1)} s, ` +
          `SIGKILL with ${stormReport.inFlightAtKill} in flight; acknowledged ${acked.bookings} bookings, ` +
          `${acked.cardSales} card sales (+${acked.paymentRecords} records), ${acked.checkouts} checkouts ` +
          `(${acked.checkoutSales} paid, ${acked.checkoutCancels} cancelled), ${acked.withdrawals} withdrawals, ` +
          `${acked.bikes} new bikes; ${stormReport.refusals} refusals; restart ${restartSeconds.toFixed(1)} s; ` +
          `${facts.products.filter((p) => p.state === 'Sold').length} sold so far; ` +
          `checks ${roundChecks.length - roundFailed}/${roundChecks.length} passed`,
      );
      if (roundFailed > 0) log(`  last lines of the restarted server:\n${server.tail(15)}`);
    }
    const current = { server };
    try {
      await moneyRound(engine, shop, env, current, () =>
        engine === 'pglite' ? openPglite(path.join(dataDir, 'db')) : openPostgres(databaseUrl),
      );
    } finally {
      server = current.server;
    }
  } catch (err) {
    record(`${engine}: the run completed`, false, (err as Error).message);
    log(`  last lines of the server:\n${server.tail(15)}`);
  } finally {
    await server.stop();
    for (const name of [...databases]) {
      if (databaseUrl.endsWith(`/${name}`)) {
        await dropDatabase(name).catch((err) => console.error(`could not drop database ${name}: ${err}`));
        databases.delete(name);
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
    tempDirs.delete(dataDir);
  }
  const passed = checks.filter((c) => c.ok).length - before.passed;
  const failed = checks.filter((c) => !c.ok).length - before.failed;
  log(
    `[${engine}] ${failed === 0 ? 'crash-safe' : 'NOT crash-safe'}: ${passed} checks passed, ${failed} failed, ` +
      `${((performance.now() - engineStarted) / 1000).toFixed(0)} s`,
  );
}

const started = performance.now();
log(
  `crash-safety: ${engines.join(' + ')}, ${rounds} round(s) each, ${concurrency} requests in flight, seed ${seed}`,
);
try {
  for (const engine of engines) {
    try {
      await runEngine(engine);
    } catch (err) {
      // Setting the engine up failed (e.g. PostgreSQL is not reachable).
      record(`${engine}: the run started`, false, (err as Error).message);
    }
  }
} finally {
  await cleanup();
}
const passed = checks.filter((c) => c.ok).length;
const failed = checks.length - passed;
log(`\ncrash-safety took ${((performance.now() - started) / 1000).toFixed(0)} s (seed ${seed})`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(interrupted ? 130 : failed > 0 ? 1 : 0);
