/**
 * The chaos scenarios (scripts/chaos/chaos.ts runs them): each starts its own servers on 127.0.0.1,
 * breaks one thing under load, measures what clients saw, and checks the data afterwards.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { openDatabase } from '../../apps/server/src/db/client';
import { seedBikes } from '../../apps/server/src/modules/catalog/seed';
import { createDiskMediaStore } from '../../apps/server/src/modules/media/storage';
import { startTestS3 } from '../../apps/server/test/s3';
import { startTcpProxy } from '../../apps/server/test/tcp-proxy';
import type { MixedResult, MixedSpec } from '../bench/mixed-load';
import { verifiedSignUp } from '../lib/verified-sign-up';
import {
  type Account,
  type Api,
  addBike,
  bookAndPay,
  browse,
  freePort,
  type Json,
  type Ledger,
  log,
  measured,
  networkError,
  newLedger,
  newTag,
  onCleanup,
  PASSWORD,
  photo,
  record,
  root,
  type Seen,
  ServerProcess,
  sample,
  scratchDatabase,
  seconds,
  serverEnv,
  signUpMany,
  sleep,
  stock,
  tempDir,
  track,
  uploadPhoto,
} from './harness';

export interface Context {
  /** The machine's PostgreSQL (TEST_DATABASE_URL), or null: scenarios that need it are skipped. */
  postgresUrl: string | null;
  soakSeconds: number;
}

const p = (values: number[], q: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const ms = (n: number) => `${Math.round(n)} ms`;

/** Answers no correct request of the load should get: a 5xx other than the 503 an outage may give. */
const isBug = (s: Seen) => s.status === 'network' || (typeof s.status === 'number' && s.status >= 500);
const describeSeen = (s: Seen) => `${s.label} ${s.status} ${s.body.slice(0, 120)}`;

/** Runs `work` on `n` workers until `stop()` is called; answers a function that waits for them. */
function workers(n: number, work: (worker: number) => Promise<void>) {
  let running = true;
  const all = Array.from({ length: n }, async (_, i) => {
    while (running) {
      try {
        await work(i);
      } catch {
        await sleep(20);
      }
    }
  });
  return async () => {
    running = false;
    await Promise.race([Promise.allSettled(all), sleep(30_000)]);
  };
}

/** Reads acknowledged bookings and payments back from the tables. */
async function checkLedger(
  query: (text: string) => Promise<Record<string, unknown>[]>,
  ledger: Ledger,
  label = '',
) {
  const bookings = await query('select id, product_id, state from bookings');
  const payments = await query('select id, booking_id, product_id from payments');
  const booking = new Map(bookings.map((b) => [String(b.id), b]));
  const payment = new Map(payments.map((x) => [String(x.id), x]));
  const lostBookings = [...ledger.bookings].filter(([id, bike]) => booking.get(id)?.product_id !== bike);
  const lostPayments = [...ledger.payments].filter(([id, b]) => payment.get(id)?.booking_id !== b);
  record(
    `${label}every acknowledged booking is there (${ledger.bookings.size})`,
    lostBookings.length === 0,
    lostBookings.length ? sample(lostBookings.map(([id]) => id)) : undefined,
  );
  record(
    `${label}every acknowledged payment is there (${ledger.payments.size})`,
    lostPayments.length === 0,
    lostPayments.length ? sample(lostPayments.map(([id]) => id)) : undefined,
  );
  const count = (rows: Record<string, unknown>[], key: string) => {
    const m = new Map<string, number>();
    for (const r of rows) m.set(String(r[key]), (m.get(String(r[key])) ?? 0) + 1);
    return [...m].filter(([, n]) => n > 1).map(([k]) => k);
  };
  const live = bookings.filter((b) => b.state === 'Active' || b.state === 'Paid');
  const doubled = [
    ...count(live, 'product_id'),
    ...count(payments, 'booking_id'),
    ...count(payments, 'product_id'),
  ];
  record(
    `${label}nothing doubled: one live booking and at most one payment per bike (${bookings.length} bookings, ${payments.length} payments in the tables)`,
    doubled.length === 0,
    doubled.length ? sample(doubled) : undefined,
  );
}

async function postgresQuery(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  onCleanup(() => client.end());
  return async (text: string) => (await client.query(text)).rows as Record<string, unknown>[];
}

// =============================================================================================
// PostgreSQL restarted during a mixed load
// =============================================================================================

export async function postgresRestart({ postgresUrl }: Context) {
  const databaseUrl = await scratchDatabase(postgresUrl!, 'bb_chaos_pg');
  const direct = new URL(databaseUrl);
  // The outage is a proxy of ours between the app and the machine's PostgreSQL, cut and restored
  // (ADR 0125): the shared server is never restarted.
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  onCleanup(() => proxy.close());
  const viaProxy = new URL(databaseUrl);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  const port = await freePort();
  const dataDir = tempDir('pg');
  const CONNECT_TIMEOUT_MS = 2_000;
  const server = await ServerProcess.start(
    'app',
    serverEnv(port, dataDir, {
      DATABASE_URL: viaProxy.toString(),
      DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
    }),
  );
  const { api } = server;
  const tag = newTag();
  const { bikes } = await stock(api, dataDir, tag, 80);
  const buyers = await signUpMany(api, 'Buyer', 6, tag, dataDir);
  const available = [...bikes];
  const ledger = newLedger();
  const seen: Seen[] = [];
  const note = (s: Seen) => seen.push(s);

  const stop = workers(10, async (i) => {
    if (Math.random() < 0.5 || available.length === 0) return browse(api, bikes, note);
    const bike = available.splice(Math.floor(Math.random() * available.length), 1)[0]!;
    await bookAndPay(() => api, buyers[i % buyers.length]!, bike, Math.random() < 0.7, ledger, note);
  });
  await sleep(3_000);
  const cutAt = performance.now();
  await proxy.set('refuse');
  await sleep(3_000);
  // A server that accepts and never answers: only the connect timeout keeps requests from hanging.
  await proxy.set('blackhole');
  await sleep(3_000);
  await proxy.set('pass');
  const restoredAt = performance.now();
  let backAt = Number.NaN;
  try {
    await server.healthy(20_000);
    backAt = performance.now();
  } catch {
    // recorded below
  }
  await sleep(3_000);
  await stop();

  const before = seen.filter((s) => s.at + s.ms < cutAt);
  const during = seen.filter((s) => s.at + s.ms >= cutAt && s.at < restoredAt);
  const after = seen.filter((s) => s.at >= (Number.isNaN(backAt) ? restoredAt : backAt));
  const unavailable = during.filter((s) => s.status === 503);
  const bugs = during.filter((s) => isBug(s) && s.status !== 503);
  record(
    `before the outage: no error (${before.length} requests)`,
    before.filter(isBug).length === 0,
    sample(before.filter(isBug).map(describeSeen)),
  );
  record(
    `the outage was felt: ${unavailable.length} of ${during.length} requests answered 503`,
    unavailable.length > 0,
  );
  record(
    'during the outage: no 500, no dropped connection — only answers or 503',
    bugs.length === 0,
    sample(bugs.map(describeSeen)),
  );
  record(
    'every 503 carries Retry-After',
    unavailable.every((s) => Number(s.retryAfter) > 0),
  );
  record(
    'every 503 says to try again, with no stack or internals',
    unavailable.every((s) => /try again/i.test(s.body) && !/ECONN|terminated|stack|errorId/i.test(s.body)),
  );
  const slowest = Math.max(0, ...during.map((s) => s.ms));
  record(
    `no request hung: the slowest during the outage took ${ms(slowest)} (connect timeout ${ms(CONNECT_TIMEOUT_MS)})`,
    slowest < CONNECT_TIMEOUT_MS + 4_000,
  );
  record(
    `the pool reconnected by itself: health 200 ${seconds(backAt - restoredAt)} after the server was back`,
    !Number.isNaN(backAt),
  );
  record(
    `after the outage: no error (${after.length} requests)`,
    after.filter(isBug).length === 0,
    sample(after.filter(isBug).map(describeSeen)),
  );
  server.stayedUp();
  const p99 = (list: Seen[]) =>
    ms(
      p(
        list.map((s) => s.ms),
        0.99,
      ),
    );
  measured(
    `mixed load, 10 clients: ${before.length} requests before the outage (p99 ${p99(before)}); ` +
      `outage 3 s refused + 3 s black-holed: ${during.length} requests, ${unavailable.length} answered 503 ` +
      `(p50 ${ms(
        p(
          unavailable.map((s) => s.ms),
          0.5,
        ),
      )}, slowest ${ms(slowest)}), ${bugs.length} other errors; ` +
      `health 200 again ${seconds(backAt - restoredAt)} after; ${after.length} requests after (p99 ${p99(after)}, ` +
      `${after.filter(isBug).length} errors); acknowledged ${ledger.bookings.size} bookings and ${ledger.payments.size} payments`,
  );
  await checkLedger(await postgresQuery(databaseUrl), ledger);
}

// =============================================================================================
// Redis stopped and started during sign-in attempts
// =============================================================================================

function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  track(child);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const probe = () => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve(child);
      });
      socket.once('error', () => {
        socket.destroy();
        if (child.exitCode !== null) return reject(new Error(`redis-server exited (${child.exitCode})`));
        if (performance.now() - started > 10_000) return reject(new Error('redis-server did not start'));
        setTimeout(probe, 50);
      });
    };
    probe();
  });
}

/** How many rate-limit keys our redis-server holds (KEYS over RESP: no client library needed). */
function rateKeys(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    socket.once('connect', () => socket.write('*2\r\n$4\r\nKEYS\r\n$6\r\n*rate*\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString('utf8');
      const count = /^\*(-?\d+)\r\n/.exec(reply);
      if (count) {
        socket.end();
        resolve(Math.max(0, Number(count[1])));
      }
    });
    socket.once('error', reject);
    socket.setTimeout(5_000, () => socket.destroy(new Error('redis-server did not answer')));
  });
}

export async function redisOutage(_: Context) {
  const redisPort = await freePort();
  let redis = await startRedis(redisPort);
  const LIMIT = 5;
  const port = await freePort();
  const server = await ServerProcess.start(
    'app',
    serverEnv(port, tempDir('redis'), {
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      AUTH_RATE_LIMIT: String(LIMIT),
      // Clients told apart by X-Forwarded-For: each phase is a client of its own (only a header here).
      TRUST_PROXY: 'true',
    }),
  );
  const { api } = server;
  const tag = newTag();

  /** `n` wrong-password sign-ins from one client address: how many were let through and refused. */
  async function attempts(client: string, n: number) {
    const out = { let: 0, refused: 0, other: [] as string[] };
    for (let i = 0; i < n; i++) {
      try {
        const res = await api.request('POST', '/api/auth/sign-in/email', {
          json: { email: `nobody.${tag}.${i}@chaos.bestbikes.example`, password: 'not-the-password-1' },
          headers: { 'x-forwarded-for': client },
          timeoutMs: 10_000,
        });
        if (res.status === 429) out.refused += 1;
        else if (res.status === 401) out.let += 1;
        else out.other.push(`${res.status} ${res.text.slice(0, 100)}`);
      } catch (err) {
        out.other.push(networkError(err));
      }
    }
    return out;
  }
  const N = LIMIT + 4;
  const judge = (phase: string, r: Awaited<ReturnType<typeof attempts>>) => {
    record(
      `${phase}: ${r.let} of ${N} sign-in attempts let through, ${r.refused} refused with 429 (limit ${LIMIT} a minute)`,
      r.let <= LIMIT && r.refused >= N - LIMIT && r.other.length === 0,
      r.other.length ? sample(r.other) : undefined,
    );
    return `${phase} ${r.let} through / ${r.refused} refused`;
  };

  const up = judge('Redis up', await attempts('203.0.113.1', N));
  redis.kill('SIGTERM');
  await new Promise((resolve) => redis.once('exit', resolve));
  const away = judge('Redis stopped', await attempts('203.0.113.2', N));
  // The counts carry over each switch (ADR 0251): a client at its limit in Redis stays at it while
  // Redis is away, since the process starts from the last counts Redis gave.
  const awaySame = await attempts('203.0.113.1', 2);
  record(
    `a client at its limit before Redis stopped got ${awaySame.let} of 2 more through while it was away`,
    awaySame.let === 0 && awaySame.other.length === 0,
    awaySame.other.length ? sample(awaySame.other) : undefined,
  );
  // A client that spends its limit while Redis is away, and tries again once it is back.
  const beforeBack = await attempts('203.0.113.5', LIMIT);
  const restartedAt = performance.now();
  redis = await startRedis(redisPort);
  // A client whose attempts span the switch back (the app reconnects in a few seconds).
  const switching = await attempts('203.0.113.4', N);
  record(
    `a client whose ${N} attempts spanned Redis's return got ${switching.let} through (limit ${LIMIT})`,
    switching.let <= LIMIT && switching.other.length === 0,
    switching.other.length ? sample(switching.other) : undefined,
  );
  // The counts go back to Redis once the app has reconnected (ioredis reconnects by itself).
  let countedAgainAfter = Number.NaN;
  for (let i = 0; i < 50 && Number.isNaN(countedAgainAfter); i++) {
    await attempts(`203.0.113.${10 + i}`, 1);
    if ((await rateKeys(redisPort)) > 0) countedAgainAfter = performance.now() - restartedAt;
    else await sleep(200);
  }
  record(
    `the counts are in Redis again ${seconds(countedAgainAfter)} after it was back`,
    !Number.isNaN(countedAgainAfter),
  );
  const afterBack = await attempts('203.0.113.5', 2);
  record(
    `a client that spent its limit while Redis was away (${beforeBack.let} of ${LIMIT} through) got ${afterBack.let} of 2 more through once it counted there again`,
    beforeBack.let === LIMIT && afterBack.let === 0 && afterBack.other.length === 0,
    afterBack.other.length ? sample(afterBack.other) : undefined,
  );
  const back = judge('Redis started again', await attempts('203.0.113.3', N));
  server.stayedUp();
  measured(
    `limit ${LIMIT} a minute, ${N} attempts per client: ${up}; ${away}; ${back}; counting in Redis again after ${seconds(countedAgainAfter)}; ` +
      `switch-overs (counts carried over, ADR 0251): a client at its limit before Redis stopped got ${awaySame.let} of 2 more through while it was away, ` +
      `one that spent its limit while it was away ${afterBack.let} of 2 more once it was back, one spanning its return ${switching.let} of ${N}`,
  );
}

// =============================================================================================
// The S3 store unreachable
// =============================================================================================

export async function s3Outage(_: Context) {
  const s3 = await startTestS3('chaos-media');
  onCleanup(() => s3.close());
  const proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(s3.endpoint).port) });
  onCleanup(() => proxy.close());
  const port = await freePort();
  const dataDir = tempDir('s3');
  const server = await ServerProcess.start(
    'app',
    serverEnv(port, dataDir, { ...s3.overrides, S3_ENDPOINT: `http://127.0.0.1:${proxy.port}` }),
  );
  const { api } = server;
  const tag = newTag();
  const { seller, img, bikes } = await stock(api, dataDir, tag, 2);
  // The start-up brands' tiles are drawn after start, in the background, into the same bucket: the
  // bucket is counted once they are all there, so the count after the outage sees only its own doing.
  const drawnBy = Date.now() + 120_000;
  let tilesDrawn = false;
  while (!tilesDrawn && Date.now() < drawnBy) {
    const brands = (await api.request('GET', '/api/categories')).json as unknown as {
      img: string;
      logo: string;
    }[];
    tilesDrawn = Array.isArray(brands) && brands.every((brand) => brand.img !== brand.logo);
    if (!tilesDrawn) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  record("the start-up brands' tiles were drawn before the outage began", tilesDrawn);
  const stored = await s3.count();
  const figures: string[] = [];

  for (const mode of ['refuse', 'blackhole'] as const) {
    const what = mode === 'refuse' ? 'refusing connections' : 'accepting and never answering';
    await proxy.set(mode);
    const refused = await uploadPhoto(api, seller, await photo(mode === 'refuse' ? 40 : 80), 30_000);
    record(
      `S3 ${what}: an upload answers 503 with Retry-After and a clear message (${ms(refused.ms)})`,
      refused.status === 503 &&
        Number(refused.headers.get('retry-after')) > 0 &&
        /photo store/.test(String(refused.json.message)),
      `${refused.status} ${refused.text.slice(0, 160)}`,
    );
    const page = await api.request('GET', `/api/bikeDetails/${bikes[0]}`);
    const listing = await api.request('GET', '/api/category/1');
    record(
      `S3 ${what}: pages of bikes with stored photos still render (bike ${page.status}, listing ${listing.status})`,
      page.status === 200 && listing.status === 200 && listing.text.includes(img),
    );
    if (mode === 'refuse') {
      const picture = await api.request('GET', img);
      record(
        `S3 ${what}: a photo streamed by the app answers 503, not 500 (${picture.status})`,
        picture.status === 503,
      );
    }
    figures.push(`${what}: upload answered ${refused.status} in ${ms(refused.ms)}`);
    await proxy.set('pass');
  }
  record(
    `nothing half-written remains: the bucket holds ${await s3.count()} objects, as before (${stored})`,
    (await s3.count()) === stored,
  );
  const again = await uploadPhoto(api, seller, await photo(40));
  const url = String((again.json.data as Json | undefined)?.url ?? '');
  const served = url ? (await api.request('GET', url)).status : 0;
  record(
    `S3 back: an upload is stored and served again (${again.status}, ${served})`,
    again.status === 200 && served === 200,
  );
  record(
    'the server process stayed up, and logged no error',
    server.running && server.errorLines().length === 0,
    server.errorLines().slice(0, 2).join(' '),
  );
  measured(
    `${figures.join('; ')}; bucket unchanged at ${stored} objects; upload after recovery ${again.status}`,
  );
}

// =============================================================================================
// The SMTP server refusing or away
// =============================================================================================

interface Mail {
  to: string;
  subject: string;
  text: string;
}

async function startSmtp(port: number, mailbox: Mail[], state: { refuse: boolean }): Promise<SMTPServer> {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!state.refuse) return callback();
      const err = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
      callback(err);
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
          mailbox.push({ to: String(to ?? ''), subject: mail.subject ?? '', text: mail.text ?? '' });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(port, '127.0.0.1', () => resolve());
  });
  return smtp;
}

const closeSmtp = (smtp: SMTPServer) => new Promise<void>((resolve) => smtp.close(() => resolve()));

export async function smtpOutage(_: Context) {
  const smtpPort = await freePort();
  const mailbox: Mail[] = [];
  const state = { refuse: false };
  let smtp: SMTPServer | null = await startSmtp(smtpPort, mailbox, state);
  onCleanup(() => (smtp ? closeSmtp(smtp) : undefined));
  const port = await freePort();
  const server = await ServerProcess.start(
    'app',
    serverEnv(port, tempDir('smtp'), {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_RETRY_DELAY_SECONDS: '1',
    }),
  );
  const { api } = server;
  const tag = newTag();

  /** Sign-up with the code from our SMTP server's mailbox (the app mails it; ADR 0083). */
  async function signUp(role: 'Buyer' | 'Seller', n: number): Promise<Account> {
    const email = `${role.toLowerCase()}${n}.${tag}@chaos.bestbikes.example`;
    const res = await api.request('POST', '/api/auth/sign-up/email', {
      json: { name: `${role} ${n}`, email, password: PASSWORD, role },
    });
    if (res.status !== 200) throw new Error(`sign-up answered ${res.status} ${res.text.slice(0, 200)}`);
    const deadline = performance.now() + 30_000;
    let code: string | undefined;
    while (!code && performance.now() < deadline) {
      code = mailbox
        .filter((m) => m.to.includes(email))
        .map((m) => /^(\d{6}) is your Best Bikes code$/.exec(m.subject)?.[1])
        .find(Boolean);
      if (!code) await sleep(100);
    }
    if (!code) throw new Error(`no code mailed to ${email}`);
    const verified = await api.request('POST', '/api/auth/email-otp/verify-email', {
      json: { email, otp: code },
    });
    const token = verified.headers.get('set-auth-token');
    const id = (verified.json.user as Json | undefined)?.id;
    if (!token || typeof id !== 'string') throw new Error(`the code for ${email} opened no session`);
    return { id, email, token };
  }

  const seller = await signUp('Seller', 0);
  const buyers = [await signUp('Buyer', 0), await signUp('Buyer', 1)];
  const uploaded = await uploadPhoto(api, seller, await photo(3));
  const img = String((uploaded.json.data as Json).url);
  const names = Array.from({ length: 6 }, (_, i) => `Suzuki Gixxer chaos ${tag} mail${i}`);
  const bikes = await Promise.all(names.map((name) => addBike(api, seller, img, name)));
  const ledger = newLedger();
  const book = (i: number) =>
    bookAndPay(
      () => api,
      buyers[i % 2]!,
      bikes[i]!,
      false,
      ledger,
      () => {},
    );
  const bookingMails = () =>
    mailbox.filter((m) => names.some((n) => m.text.includes(n) || m.subject.includes(n)));

  // A sign-up during the outage: its code waits in the job queue like the booking mails (ADR 0250).
  const newcomer = `newcomer.${tag}@chaos.bestbikes.example`;
  const codeMails = () =>
    mailbox.filter((m) => m.to.includes(newcomer) && /^\d{6} is your Best Bikes code$/.test(m.subject));

  // Refusing: the server answers, and says 451 to every recipient.
  state.refuse = true;
  await Promise.all([0, 1, 2].map(book));
  await sleep(3_000);
  const whileRefusing = bookingMails().length;
  // Away: nothing listens on the port.
  await closeSmtp(smtp);
  smtp = null;
  const signedUp = await api.request('POST', '/api/auth/sign-up/email', {
    json: { name: 'Newcomer', email: newcomer, password: PASSWORD, role: 'Buyer' },
  });
  record(`a sign-up while the SMTP server is away is answered (${signedUp.status})`, signedUp.status === 200);
  await Promise.all([3, 4, 5].map(book));
  await sleep(3_000);
  const whileAway = bookingMails().length;
  const codesWhileAway = codeMails().length;
  record(
    `bookings go on while mail cannot be sent (${ledger.bookings.size} of 6 acknowledged)`,
    ledger.bookings.size === 6,
  );
  record(
    `no booking mail got through while the SMTP server refused (${whileRefusing}) or was away (${whileAway})`,
    whileRefusing === 0 && whileAway === 0,
  );
  state.refuse = false;
  const backAt = performance.now();
  smtp = await startSmtp(smtpPort, mailbox, state);
  const expected = 12; // a booking-made mail to the buyer and one to the seller, for each booking
  let deliveredAfter = Number.NaN;
  let codeAfter = Number.NaN;
  while (performance.now() - backAt < 90_000) {
    if (Number.isNaN(codeAfter) && codeMails().length > 0) codeAfter = performance.now() - backAt;
    if (bookingMails().length >= expected && !Number.isNaN(codeAfter)) {
      deliveredAfter = performance.now() - backAt;
      break;
    }
    await sleep(200);
  }
  // Time for a second copy to show up, were any job to run twice.
  await sleep(4_000);
  const perMail = new Map<string, number>();
  for (const m of bookingMails()) {
    const bike = names.find((n) => m.text.includes(n) || m.subject.includes(n));
    perMail.set(`${m.to} ${bike}`, (perMail.get(`${m.to} ${bike}`) ?? 0) + 1);
  }
  record(
    `every queued mail was delivered once the server was back (${bookingMails().length} of ${expected}, after ${seconds(deliveredAfter)})`,
    !Number.isNaN(deliveredAfter),
  );
  const twice = [...perMail].filter(([, n]) => n > 1).map(([k]) => k);
  record(
    `each mail exactly once (${perMail.size} distinct)`,
    perMail.size === expected && twice.length === 0,
    twice.length ? sample(twice) : undefined,
  );
  const codes = codeMails();
  const code = /^(\d{6}) /.exec(codes[0]?.subject ?? '')?.[1];
  const verified = code
    ? await api.request('POST', '/api/auth/email-otp/verify-email', { json: { email: newcomer, otp: code } })
    : undefined;
  record(
    `the sign-up code asked for during the outage arrived once it was back, once (${codesWhileAway} meanwhile, ` +
      `${codes.length} after ${seconds(codeAfter)}), and it opens the account (${verified?.status ?? 'no code'})`,
    codesWhileAway === 0 && codes.length === 1 && verified?.status === 200,
  );
  server.stayedUp();
  measured(
    `6 bookings and a sign-up while the SMTP server refused (451) for 3 s and was away for 3 s: ${whileRefusing + whileAway + codesWhileAway} mails delivered meanwhile; ` +
      `all ${expected} booking mails delivered ${seconds(deliveredAfter)} after it was back (retry delay 1 s, doubling), ${twice.length} twice; ` +
      `the sign-up code ${seconds(codeAfter)} after, ${codes.length} copy, and it opened the account`,
  );
}

// =============================================================================================
// One of two instances killed under load
// =============================================================================================

/** How soon a job the killed instance had fetched is handed to the other (the setting's default is 30 s). */
const JOB_EXPIRE_SECONDS = 5;

export async function killOneOfTwo({ postgresUrl }: Context) {
  const databaseUrl = await scratchDatabase(postgresUrl!, 'bb_chaos_two');
  const start = async (name: string) => {
    const port = await freePort();
    const dataDir = tempDir(name);
    return {
      dataDir,
      server: await ServerProcess.start(
        name,
        // The production logic, sooner: a job A had fetched when it died goes to B after 5 s, not 30
        // (a mail job takes milliseconds here; the crash-safety run uses 2 s the same way).
        serverEnv(port, dataDir, {
          DATABASE_URL: databaseUrl,
          MAIL_RETRY_DELAY_SECONDS: '1',
          JOB_EXPIRE_SECONDS: String(JOB_EXPIRE_SECONDS),
        }),
      ),
    };
  };
  const a = await start('app A');
  const b = await start('app B');
  const tag = newTag();
  // A's sign-up codes are jobs B may run: their mails can be in either outbox.
  const outboxes = [a.dataDir, b.dataDir];
  const { bikes } = await stock(a.server.api, outboxes, tag, 80);
  const buyers = await signUpMany(a.server.api, 'Buyer', 6, tag, outboxes);
  const available = [...bikes];
  const ledger = newLedger();
  const seenA: Seen[] = [];
  const seenB: Seen[] = [];
  let aAlive = true;
  let turn = 0;
  // The client side of a proxy: round robin over the instances it believes alive; a refused
  // connection takes the instance out (the request is not retried: its outcome is unknown).
  const pickApi = () => {
    turn += 1;
    return aAlive && turn % 2 === 0 ? a.server.api : b.server.api;
  };
  const note = (api: Api) => (s: Seen) => {
    (api === a.server.api ? seenA : seenB).push(s);
    if (api === a.server.api && s.status === 'network') aAlive = false;
  };
  const stop = workers(10, async (i) => {
    const api = pickApi();
    if (Math.random() < 0.4 || available.length === 0) return browse(api, bikes, note(api));
    const bike = available.splice(Math.floor(Math.random() * available.length), 1)[0]!;
    await bookAndPay(() => api, buyers[i % buyers.length]!, bike, Math.random() < 0.6, ledger, note(api));
  });
  await sleep(4_000);
  const inFlightA = a.server.api.inFlight;
  const killAt = performance.now();
  a.server.signal('SIGKILL');
  const exit = await a.server.exited;
  aAlive = false;
  const query = await postgresQuery(databaseUrl);
  const pendingJobs = async () =>
    Number(
      (
        await query(
          "select count(*)::int as n from pgboss.job where name = 'notification-mail' and state in ('created', 'retry', 'active')",
        )
      )[0]!.n,
    );
  const pendingAtKill = await pendingJobs();
  await sleep(5_000);
  await stop();
  record(
    `instance A died of SIGKILL with ${inFlightA} requests in flight`,
    exit.signal === 'SIGKILL' && inFlightA > 0,
  );
  const afterKill = seenB.filter((s) => s.at >= killAt);
  record(
    `instance B served throughout: ${seenB.length} requests, ${afterKill.length} after the kill, no error`,
    seenB.filter(isBug).length === 0 && afterKill.length > 0,
    sample(seenB.filter(isBug).map(describeSeen)),
  );
  const health = await b.server.api.request('GET', '/api/health');
  record(`instance B is healthy (${health.status})`, health.status === 200 && b.server.running);
  const aErrors = seenA.filter((s) => s.at + s.ms < killAt && isBug(s));
  record(
    'instance A answered without error until it was killed',
    aErrors.length === 0,
    sample(aErrors.map(describeSeen)),
  );

  // Mail jobs queued by either instance (A's among them, and those A had fetched when it died) run on B.
  const waitFrom = performance.now();
  let left = await pendingJobs();
  while (left > 0 && performance.now() - waitFrom < 90_000) {
    await sleep(1_000);
    left = await pendingJobs();
  }
  const unmailed = Number(
    (await query('select count(*)::int as n from notifications where mailed_at is null'))[0]!.n,
  );
  const total = Number((await query('select count(*)::int as n from notifications'))[0]!.n);
  record(
    `every queued mail job ran on B: ${pendingAtKill} pending when A died, 0 left ${seconds(performance.now() - waitFrom)} later (${left} left)`,
    left === 0,
  );
  record(`every notification was mailed (${total - unmailed} of ${total})`, unmailed === 0 && total > 0);
  await checkLedger(query, ledger);
  measured(
    `10 clients round-robin over 2 instances on one PostgreSQL; SIGKILL to A after 4 s with ${inFlightA} requests in flight; ` +
      `B served ${afterKill.length} requests after (p99 ${ms(
        p(
          afterKill.map((s) => s.ms),
          0.99,
        ),
      )}, ${afterKill.filter(isBug).length} errors); ` +
      `${pendingAtKill} mail jobs pending at the kill, all done ${seconds(performance.now() - waitFrom)} later (A's fetched jobs expire after ${JOB_EXPIRE_SECONDS} s); ` +
      `${ledger.bookings.size} bookings and ${ledger.payments.size} payments acknowledged, none lost or doubled`,
  );
}

// =============================================================================================
// SIGTERM during load
// =============================================================================================

export async function sigtermDrain(_: Context) {
  const port = await freePort();
  const dataDir = tempDir('term');
  const DRAIN_S = 3;
  // Generous for a loaded machine: requests in flight there take seconds each.
  const GRACE_S = 20;
  const server = await ServerProcess.start(
    'app',
    serverEnv(port, dataDir, {
      SHUTDOWN_DRAIN_SECONDS: String(DRAIN_S),
      SHUTDOWN_GRACE_SECONDS: String(GRACE_S),
    }),
  );
  const { api } = server;
  const tag = newTag();
  const { bikes } = await stock(api, dataDir, tag, 60);
  const buyers = await signUpMany(api, 'Buyer', 6, tag, dataDir);
  const available = [...bikes];
  const ledger = newLedger();
  const seen: Seen[] = [];
  const note = (s: Seen) => seen.push(s);
  let exited = false;
  const stop = workers(12, async (i) => {
    if (exited) return sleep(50);
    if (Math.random() < 0.4 || available.length === 0) return browse(api, bikes, note);
    const bike = available.splice(Math.floor(Math.random() * available.length), 1)[0]!;
    await bookAndPay(() => api, buyers[i % buyers.length]!, bike, Math.random() < 0.6, ledger, note);
  });
  await sleep(3_000);
  const inFlight = api.inFlight;
  const termAt = performance.now();
  server.signal('SIGTERM');
  const healthAnswers: { at: number; status: number | string }[] = [];
  const poll = (async () => {
    while (!exited) {
      const at = performance.now();
      try {
        const res = await api.request('GET', '/api/health', { timeoutMs: 5_000 });
        healthAnswers.push({ at, status: res.status });
      } catch (err) {
        healthAnswers.push({ at, status: networkError(err) });
      }
      await sleep(100);
    }
  })();
  const exit = await Promise.race([server.exited, sleep((GRACE_S + 10) * 1000).then(() => null)]);
  const exitedAfter = performance.now() - termAt;
  exited = true;
  await poll;
  await stop();

  const inFlightAtTerm = seen.filter((s) => s.at < termAt && s.at + s.ms > termAt);
  record(
    `the ${inFlightAtTerm.length} requests in flight at SIGTERM all finished with an answer (${inFlight} open then)`,
    // A 503 is Fastify's answer to a request the server had not yet read when it stopped listening.
    inFlightAtTerm.length > 0 && inFlightAtTerm.filter((s) => isBug(s) && s.status !== 503).length === 0,
    sample(inFlightAtTerm.filter(isBug).map(describeSeen)),
  );
  const drainEnd = termAt + DRAIN_S * 1000;
  // Requests sent while draining (the last 0.3 s aside, which may meet the closing port) are served.
  const duringDrain = seen.filter((s) => s.at > termAt && s.at < drainEnd - 300);
  record(
    `while draining requests are still served (${duringDrain.length} sent, ${duringDrain.filter(isBug).length} errors)`,
    duringDrain.length > 0 && duringDrain.filter(isBug).length === 0,
    sample(duringDrain.filter(isBug).map(describeSeen)),
  );
  // The signal is handled when the event loop gets to it: a probe sent in the same instant may still
  // be answered 200. From the first 503 on, health must never answer 200 again.
  const first503 = healthAnswers.findIndex((h) => h.status === 503);
  const afterFirst = first503 < 0 ? [] : healthAnswers.slice(first503);
  const firstAfterMs = first503 < 0 ? Number.NaN : healthAnswers[first503]!.at - termAt;
  const healthWhileServing = afterFirst.filter((h) => h.at + 100 < drainEnd);
  record(
    `health answers 503 from the signal on while requests are still served (first 503 ${ms(firstAfterMs)} after it, ${healthWhileServing.length} probes while draining, never 200 again)`,
    healthWhileServing.length > 0 && afterFirst.every((h) => h.status !== 200),
    healthAnswers.map((h) => h.status).join(', '),
  );
  const late = seen.filter((s) => s.at > drainEnd);
  const lateOutcomes = new Map<string, number>();
  for (const s of late) lateOutcomes.set(String(s.status), (lateOutcomes.get(String(s.status)) ?? 0) + 1);
  const slowestLate = Math.max(0, ...late.map((s) => s.ms));
  record(
    `after the drain new requests are refused at once (${[...lateOutcomes].map(([k, n]) => `${n}× ${k}`).join(', ') || 'none'}, slowest ${ms(slowestLate)})`,
    late.every(
      (s) => s.status === 'network' || s.status === 503 || (typeof s.status === 'number' && s.status < 500),
    ) && slowestLate < GRACE_S * 1000,
  );
  record(
    `the process exited cleanly within its grace period (${exit ? `code ${exit.code}` : 'still running'} after ${seconds(exitedAfter)}; drain ${DRAIN_S} s, grace ${GRACE_S} s)`,
    exit?.code === 0 && exitedAfter < GRACE_S * 1000,
  );
  // PGlite is one process: read once the server has gone.
  const db = new PGlite(path.join(dataDir, 'db'), { extensions: { pg_trgm } });
  await db.waitReady;
  try {
    await checkLedger(async (text) => (await db.query<Record<string, unknown>>(text)).rows, ledger);
  } finally {
    await db.close();
  }
  measured(
    `12 clients; SIGTERM with ${inFlightAtTerm.length} requests in flight, all answered; ${duringDrain.length} requests served while draining (${DRAIN_S} s), ` +
      `health ${healthWhileServing
        .map((h) => h.status)
        .slice(0, 1)
        .join('')} throughout; exit code ${exit?.code} after ${seconds(exitedAfter)} (grace ${GRACE_S} s); ` +
      `${ledger.bookings.size} bookings and ${ledger.payments.size} payments acknowledged and kept`,
  );
}

// =============================================================================================
// Soak: the mixed load for a while, memory watched
// =============================================================================================

/** Least-squares slope of y over x. */
function slope(points: [number, number][]): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  const num = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
  const den = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

export async function soak({ postgresUrl, soakSeconds }: Context) {
  const dataDir = tempDir('soak');
  const USERS = 8;
  const bikes = Math.max(1_500, Math.round(600 * (soakSeconds / 60) + 600));
  const databaseUrl = postgresUrl ? await scratchDatabase(postgresUrl, 'bb_chaos_soak') : undefined;
  const handle = await openDatabase(
    databaseUrl
      ? { engine: 'postgres', url: databaseUrl, poolSize: 4 }
      : { engine: 'pglite', dir: path.join(dataDir, 'db') },
  );
  let byCategory = new Map<string, string[]>();
  try {
    await seedBikes(handle.db, createDiskMediaStore(path.join(dataDir, 'media')), bikes, {
      distinctPictures: 6,
    });
    const result = await handle.db.execute(
      sql`select id, category_id from products where state = 'Available' order by random()`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      id: string;
      category_id: string;
    }[];
    byCategory = new Map();
    for (const row of rows)
      byCategory.set(row.category_id, [...(byCategory.get(row.category_id) ?? []), row.id]);
  } finally {
    await handle.close();
  }
  const port = await freePort();
  const server = await ServerProcess.start(
    'app',
    serverEnv(port, dataDir, {
      NODE_ENV: 'production',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      MAX_ACTIVE_BOOKINGS: '5',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    }),
  );
  const { api } = server;
  const tag = newTag();
  const buyers: { email: string; cookie: string }[] = [];
  for (let i = 0; i < USERS * 2; i += 4) {
    buyers.push(
      ...(await Promise.all(
        Array.from({ length: 4 }, async (_, j) => {
          const email = `soak${i + j}.${tag}@chaos.bestbikes.example`;
          const { cookie } = await verifiedSignUp(
            api.base,
            { name: `Soak ${i + j}`, email, password: PASSWORD, role: 'Buyer' },
            { dataDirs: [dataDir] },
          );
          return { email, cookie };
        }),
      )),
    );
  }
  const all = [...byCategory.values()].flat();
  const browseBikes = all.slice(0, Math.ceil(all.length * 0.1));
  const bookable = all.slice(browseBikes.length);
  const spec: MixedSpec = {
    origin: api.base,
    duration: soakSeconds,
    mix: { browse: 55, search: 20, book: 15, pay: 10 },
    maxActiveBookings: 5,
    categories: [...byCategory.keys()].sort(),
    browseBikes,
    searchTerms: ['pulsar', 'fzs', 'gixxer', 'r15', 'zzz'],
    deepestPage: 5,
    users: Array.from({ length: USERS }, (_, u) => ({
      bikes: bookable.filter((_, i) => i % USERS === u),
      buyers: buyers.slice(u * 2, u * 2 + 2),
    })),
    withWebApp: false,
    // A steady load a busy shop sees, not the server's ceiling: the soak runs beside other stages (ADR 0402, 0435).
    thinkMs: 100,
  };
  const specFile = path.join(dataDir, 'soak-spec.json');
  writeFileSync(specFile, JSON.stringify(spec));
  const samples: [number, number][] = [];
  const started = performance.now();
  const sampler = setInterval(() => {
    const kb = server.rssKb();
    if (kb) samples.push([(performance.now() - started) / 60_000, kb / 1024]);
  }, 1_000);
  const load = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts/bench/mixed-load.ts'), specFile],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  track(load);
  let out = '';
  load.stdout?.on('data', (chunk) => {
    out += chunk;
  });
  const code = await new Promise<number>((resolve) => load.once('exit', (c) => resolve(c ?? 1)));
  clearInterval(sampler);
  if (code !== 0) {
    record('the load generator finished', false, `exit ${code}`);
    return;
  }
  const result = JSON.parse(out.trim().split('\n').at(-1)!) as MixedResult;
  const secondHalf = samples.filter(([t]) => t >= samples.at(-1)![0] / 2);
  const perMinute = slope(secondHalf);
  const first = samples[0]?.[1] ?? 0;
  const peak = Math.max(...samples.map(([, y]) => y));
  const end = samples.at(-1)?.[1] ?? 0;
  record(
    `no error in ${result.overall.requests} requests over ${result.seconds} s`,
    result.overall.errors === 0,
    result.errorSamples.slice(0, 3).join(' | '),
  );
  // 60 s only shows a trend; the 10-minute run is the one that shows the level (docs/performance.md).
  const limit = soakSeconds >= 300 ? 5 : 60;
  record(
    `memory levels off: resident ${Math.round(first)} → ${Math.round(end)} MiB (peak ${Math.round(peak)}), slope over the second half ${perMinute.toFixed(1)} MiB/min (limit ${limit})`,
    perMinute < limit,
  );
  record(
    'the server process stayed up, and logged no error',
    server.running && server.errorLines().length === 0,
    server.errorLines().slice(0, 2).join(' '),
  );
  measured(
    `${soakSeconds} s of the mixed load (${USERS} users, 55 % browse, 20 % search, 15 % book, 10 % pay) on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${bikes} bikes: ` +
      `${result.overall.requests} requests (${result.overall.requestsPerSecond}/s, p50 ${result.overall.p50} ms, p99 ${result.overall.p99} ms), ${result.overall.errors} errors, ` +
      `${result.bookings} bookings, ${result.payments} payments; resident memory ${Math.round(first)} MiB at the start, ${Math.round(peak)} MiB peak, ${Math.round(end)} MiB at the end, ` +
      `slope over the second half ${perMinute.toFixed(2)} MiB/min`,
  );
  log(
    `  memory (min → MiB): ${samples
      .filter((_, i) => i % Math.max(1, Math.round(samples.length / 12)) === 0)
      .map(([t, y]) => `${t.toFixed(1)}→${Math.round(y)}`)
      .join(' ')}`,
  );
}
