/**
 * What the chaos scenarios share (scripts/chaos/chaos.ts): the real server as a child process, HTTP to
 * it, checks and figures, a small shop (accounts, bikes, bookings, card payments) through the API, and
 * a clean-up that removes every process, folder and database a scenario made, even when it throws.
 * Every server, proxy and client here is on 127.0.0.1.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createScratchDatabase } from '../bench/lib/bench-support';
import { freePort } from '../lib/free-port';
import { seedPgliteDatabase } from '../lib/pglite-template.mjs';
import { serverBundle } from '../lib/server-bundle.mjs';
import { verifiedSignUp } from '../lib/verified-sign-up';
import { SERVER_HEAP_ARGS } from '../server-command.mjs';

export const root = path.resolve(import.meta.dirname, '../..');
/** The server (apps/server/src/main.ts) as one bundle, made once for every start here (ADR 0197). */
const SERVER_BUNDLE = await serverBundle('apps/server/src/main.ts');
export const REQUEST_TIMEOUT_MS = 20_000;
const START_TIMEOUT_MS = 180_000;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// Checks and figures
// ---------------------------------------------------------------------------------------------

export interface Check {
  scenario: string;
  label: string;
  ok: boolean;
  detail?: string;
}
export const checks: Check[] = [];
/** What each scenario measured, one line each, for the console and docs/performance.md. */
export const figures = new Map<string, string[]>();
let current = '';

export function startScenario(name: string) {
  current = name;
  figures.set(name, []);
}

export function record(label: string, ok: boolean, detail?: string): boolean {
  checks.push({ scenario: current, label, ok, detail });
  console.log(`  ${ok ? '✓' : '✗'} ${label}${!ok && detail ? `: ${detail}` : ''}`);
  return ok;
}

export function measured(line: string) {
  figures.get(current)?.push(line);
  console.log(`  · ${line}`);
}

export function log(message: string) {
  console.log(message);
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A few offending items for a failure message. */
export function sample(items: Iterable<string>): string {
  const list = [...items];
  return `${list.length}: ${list.slice(0, 4).join('; ')}${list.length > 4 ? '; …' : ''}`;
}

// ---------------------------------------------------------------------------------------------
// Clean-up
// ---------------------------------------------------------------------------------------------

const cleanups: (() => Promise<void> | void)[] = [];
/** Runs at the end of the scenario (or of the script, should it be interrupted), last added first. */
export function onCleanup(fn: () => Promise<void> | void) {
  cleanups.push(fn);
}
export async function cleanUp() {
  while (cleanups.length > 0) {
    const fn = cleanups.pop()!;
    try {
      await fn();
    } catch (err) {
      console.error(`clean-up: ${(err as Error).message}`);
    }
  }
}

const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

export function tempDir(prefix: string): string {
  // `bb-` so scripts/lib/verified-sign-up.ts finds the outbox when no folder is named.
  const dir = mkdtempSync(path.join(tmpdir(), `bb-chaos-${prefix}-`));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A database of its own on the machine's PostgreSQL, dropped at the end. */
export async function scratchDatabase(postgresUrl: string, prefix: string): Promise<string> {
  const db = await createScratchDatabase(prefix, postgresUrl);
  onCleanup(() => db.drop());
  return db.url;
}

/** A process of ours other than the server (redis-server), killed at the end. */
export function track(child: ChildProcess) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  onCleanup(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
}

// ---------------------------------------------------------------------------------------------
// The server process
// ---------------------------------------------------------------------------------------------

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** Environment of a server: only what it needs (a developer's own DATABASE_URL or SMTP_URL stay out). */
export function serverEnv(
  port: number,
  dataDir: string,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    BASE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web-app'),
    SEED_DEMO: 'false',
    AUTH_RATE_LIMIT: '100000',
    LOG_LEVEL: 'warn',
    AUTH_SECRET: 'chaos-suite-auth-secret-0123456789abcdef',
    MAX_ACTIVE_BOOKINGS: '100',
    ...extra,
  };
}

export class ServerProcess {
  readonly child: ChildProcess;
  readonly exited: Promise<Exit>;
  readonly api: Api;
  private readonly lines: string[] = [];

  constructor(
    readonly name: string,
    readonly env: NodeJS.ProcessEnv,
  ) {
    // The server itself, not a wrapper: its pid is the one signals and /proc readings are about.
    this.child = spawn(process.execPath, [...SERVER_HEAP_ARGS, '--enable-source-maps', SERVER_BUNDLE], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(this.child);
    const keep = (chunk: Buffer) => {
      this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      if (this.lines.length > 400) this.lines.splice(0, this.lines.length - 400);
    };
    this.child.stdout?.on('data', keep);
    this.child.stderr?.on('data', keep);
    this.exited = new Promise((resolve) =>
      this.child.once('exit', (code, signal) => {
        children.delete(this.child);
        resolve({ code, signal });
      }),
    );
    this.api = new Api(String(env.BASE_URL));
    onCleanup(() => this.stop().then(() => undefined));
  }

  /** Starts a server and waits until its health check answers 200. */
  static async start(name: string, env: NodeJS.ProcessEnv): Promise<ServerProcess> {
    // A PGlite server's first start: its new database copied in rather than made (ADR 0403).
    const pgliteDir = path.join(env.DATA_DIR ?? '', 'db');
    if (!env.DATABASE_URL && env.DATA_DIR && !existsSync(pgliteDir)) await seedPgliteDatabase(pgliteDir);
    const server = new ServerProcess(name, env);
    const took = await server.healthy();
    log(`  [${name}] up in ${seconds(took)} on ${env.BASE_URL} (pid ${server.pid})`);
    return server;
  }

  get pid(): number {
    return this.child.pid ?? -1;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  tail(n = 20): string {
    return this.lines
      .slice(-n)
      .map((l) => `    | ${l.slice(0, 400)}`)
      .join('\n');
  }

  /** Records whether the process is still running; its last lines when it is not. */
  stayedUp(): boolean {
    const ok = record(`${this.name}: the server process stayed up`, this.running);
    if (!ok) log(this.tail(30));
    return ok;
  }

  /** Lines pino logged at level error or above (50, 60). */
  errorLines(): string[] {
    return this.lines.filter((line) => /^\{"level":(5|6)\d/.test(line));
  }

  async healthy(timeoutMs = START_TIMEOUT_MS): Promise<number> {
    const started = performance.now();
    while (performance.now() - started < timeoutMs) {
      if (!this.running) throw new Error(`${this.name} exited while starting:\n${this.tail()}`);
      try {
        const res = await this.api.request('GET', '/api/health', { timeoutMs: 5_000 });
        if (res.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(`${this.name} did not answer /api/health within ${seconds(timeoutMs)}:\n${this.tail()}`);
  }

  signal(signal: NodeJS.Signals) {
    process.kill(this.pid, signal);
  }

  /** SIGTERM, SIGKILL when it does not exit within `graceMs`. */
  async stop(graceMs = 20_000): Promise<Exit> {
    if (!this.running) return this.exited;
    this.child.kill('SIGTERM');
    const exit = await Promise.race([this.exited, sleep(graceMs).then(() => null)]);
    if (exit) return exit;
    this.child.kill('SIGKILL');
    return this.exited;
  }

  /** Resident memory of the process (kB), from /proc; null once it is gone. */
  rssKb(): number | null {
    try {
      const status = readFileSync(`/proc/${this.pid}/status`, 'utf8');
      return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN);
    } catch {
      return null;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// HTTP
// ---------------------------------------------------------------------------------------------

export type Json = Record<string, unknown>;

export interface Reply {
  status: number;
  json: Json;
  text: string;
  headers: Headers;
  ms: number;
}

export interface RequestOptions {
  token?: string;
  json?: unknown;
  multipart?: FormData;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export class Api {
  inFlight = 0;
  constructor(readonly base: string) {
    if (new URL(base).hostname !== '127.0.0.1') throw new Error('the chaos suite talks to 127.0.0.1 only');
  }

  async request(method: string, url: string, options: RequestOptions = {}): Promise<Reply> {
    const headers: Record<string, string> = { origin: this.base, ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | FormData | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.multipart) {
      body = options.multipart;
    }
    const started = performance.now();
    this.inFlight += 1;
    try {
      const res = await fetch(new URL(url, this.base), {
        method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS),
      });
      const text = await res.text();
      let json: Json = {};
      try {
        const parsed: unknown = JSON.parse(text);
        if (parsed && typeof parsed === 'object') json = parsed as Json;
      } catch {
        // not JSON
      }
      return { status: res.status, json, text, headers: res.headers, ms: performance.now() - started };
    } finally {
      this.inFlight -= 1;
    }
  }
}

/** What a failed fetch says (undici hides the socket error in `cause`). */
export function networkError(err: unknown): string {
  const e = err as Error & { cause?: { code?: string; message?: string } };
  return e.cause?.code ?? e.cause?.message ?? e.name ?? String(err);
}

// ---------------------------------------------------------------------------------------------
// The shop, through its API
// ---------------------------------------------------------------------------------------------

export interface Account {
  id: string;
  email: string;
  token: string;
}

export const PASSWORD = 'chaos-suite-password-1';
const TEST_CARD = '4242424242424242';
const BUYER_MOBILE = '01812345678';

/**
 * The data directories whose outboxes may hold a sign-up's code: every instance sharing the database,
 * since the code's mail is a job any of them may run (ADR 0250).
 */
export type Outboxes = string | readonly string[];

export async function signUp(
  api: Api,
  role: 'Buyer' | 'Seller',
  n: number,
  tag: string,
  outboxes: Outboxes,
): Promise<Account> {
  const email = `${role.toLowerCase()}${n}.${tag}@chaos.bestbikes.example`;
  const account = await verifiedSignUp(
    api.base,
    { name: `${role} ${n}`, email, password: PASSWORD, role },
    { dataDirs: typeof outboxes === 'string' ? [outboxes] : [...outboxes] },
  );
  if (!account.id || !account.token) throw new Error(`sign-up of ${email} gave no session token`);
  return { id: account.id, email, token: account.token };
}

export async function photo(shade: number): Promise<Buffer> {
  return sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: shade % 256, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
}

export async function uploadPhoto(
  api: Api,
  seller: Account,
  bytes: Buffer,
  timeoutMs?: number,
): Promise<Reply> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'bike.png');
  return api.request('POST', '/api/images', { token: seller.token, multipart: form, timeoutMs });
}

export async function addBike(api: Api, seller: Account, img: string, name: string): Promise<string> {
  const res = await api.request('POST', '/api/products', {
    token: seller.token,
    json: {
      product_name: name,
      category_name: 'Yamaha',
      original_price: 250_000,
      resale_price: 150_000,
      location: 'Dhaka',
      condition: 'Good',
      years_of_use: 2,
      mobile: '01712345678',
      description: 'A bike listed by the chaos suite.',
      img,
    },
  });
  if (res.status !== 201 || typeof res.json.insertedId !== 'string') {
    throw new Error(`adding a bike answered ${res.status} ${res.text.slice(0, 200)}`);
  }
  return res.json.insertedId;
}

/** A seller with a photo, and `bikes` bikes of theirs; answers the seller and the bikes' ids. */
export async function stock(
  api: Api,
  outboxes: Outboxes,
  tag: string,
  bikes: number,
): Promise<{ seller: Account; img: string; bikes: string[] }> {
  const seller = await signUp(api, 'Seller', 0, tag, outboxes);
  const uploaded = await uploadPhoto(api, seller, await photo(7));
  const img = (uploaded.json.data as Json | undefined)?.url;
  if (uploaded.status !== 200 || typeof img !== 'string') {
    throw new Error(`photo upload answered ${uploaded.status} ${uploaded.text.slice(0, 200)}`);
  }
  const ids: string[] = [];
  for (let i = 0; i < bikes; i += 8) {
    const batch = Array.from({ length: Math.min(8, bikes - i) }, (_, j) =>
      addBike(api, seller, img, `Yamaha FZ chaos ${tag} ${i + j}`),
    );
    ids.push(...(await Promise.all(batch)));
  }
  return { seller, img, bikes: ids };
}

export async function signUpMany(
  api: Api,
  role: 'Buyer' | 'Seller',
  count: number,
  tag: string,
  outboxes: Outboxes,
): Promise<Account[]> {
  const out: Account[] = [];
  for (let i = 0; i < count; i += 4) {
    const batch = Array.from({ length: Math.min(4, count - i) }, (_, j) =>
      signUp(api, role, i + j, tag, outboxes),
    );
    out.push(...(await Promise.all(batch)));
  }
  return out;
}

/** What the load had acknowledged: checked against the tables afterwards. */
export interface Ledger {
  /** booking id → bike id */
  bookings: Map<string, string>;
  /** payment id → booking id */
  payments: Map<string, string>;
}

export const newLedger = (): Ledger => ({ bookings: new Map(), payments: new Map() });

/** One answer of the load, as the scenario judges it. */
export interface Seen {
  at: number;
  label: string;
  status: number | 'network';
  ms: number;
  retryAfter: string | null;
  body: string;
}

/** Books a bike, and pays it by test card when `pay`; acknowledged writes go into the ledger. */
export async function bookAndPay(
  api: () => Api,
  buyer: Account,
  bikeId: string,
  pay: boolean,
  ledger: Ledger,
  note: (seen: Seen) => void,
): Promise<void> {
  const send = async (label: string, method: string, url: string, json: unknown): Promise<Reply | null> => {
    const at = performance.now();
    try {
      const res = await api().request(method, url, { token: buyer.token, json });
      note({
        at,
        label,
        status: res.status,
        ms: res.ms,
        retryAfter: res.headers.get('retry-after'),
        body: res.text,
      });
      return res;
    } catch (err) {
      note({
        at,
        label,
        status: 'network',
        ms: performance.now() - at,
        retryAfter: null,
        body: networkError(err),
      });
      return null;
    }
  };
  const booked = await send('book', 'POST', '/api/bookings', {
    productID: bikeId,
    buyerMobile: BUYER_MOBILE,
    buyerLocation: 'Mirpur 10, Dhaka',
  });
  const bookingId = booked?.json.insertedId;
  if (booked?.status !== 200 || booked.json.acknowledged !== true || typeof bookingId !== 'string') return;
  ledger.bookings.set(bookingId, bikeId);
  if (!pay) return;
  const intent = await send('payment intent', 'POST', '/api/create-payment-intent', { bookingId });
  const clientSecret = intent?.json.clientSecret;
  if (intent?.status !== 200 || typeof clientSecret !== 'string') return;
  const confirmed = await send('card confirm', 'POST', '/api/test-payments/confirm', {
    clientSecret,
    card: { number: TEST_CARD, exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' },
  });
  const paid = confirmed?.json.paymentIntent as Json | undefined;
  if (confirmed?.status !== 200 || paid?.status !== 'succeeded' || typeof paid.id !== 'string') return;
  const recorded = await send('payment record', 'POST', '/api/payments', {
    transactionId: paid.id,
    bookingId,
  });
  const paymentId = recorded?.json.insertedId;
  if (recorded?.status === 200 && recorded.json.acknowledged === true && typeof paymentId === 'string') {
    ledger.payments.set(paymentId, bookingId);
  }
}

/** A browse: a category page or a bike's page. */
export async function browse(api: Api, bikes: string[], note: (seen: Seen) => void, token?: string) {
  const url =
    Math.random() < 0.5
      ? '/api/category/1'
      : `/api/bikeDetails/${bikes[Math.floor(Math.random() * bikes.length)]}`;
  const at = performance.now();
  try {
    const res = await api.request('GET', url, { token });
    note({
      at,
      label: 'browse',
      status: res.status,
      ms: res.ms,
      retryAfter: res.headers.get('retry-after'),
      body: res.text,
    });
  } catch (err) {
    note({
      at,
      label: 'browse',
      status: 'network',
      ms: performance.now() - at,
      retryAfter: null,
      body: networkError(err),
    });
  }
}

/** A fresh tag per scenario, so accounts and names never collide with another run's. */
export const newTag = () => randomBytes(3).toString('hex');

export { freePort };
