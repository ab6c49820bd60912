import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { ConversationMessage } from '@best-bikes/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { runExclusive } from '../src/db/exclusive';
import { bookings, notifications, user } from '../src/db/schema';
import { book, bookOrThrow, createBike, productState } from './factories/bookings';
import { openConversation, openEventStream, postMessage } from './factories/conversations';
import { sameOrigin } from './factories/users';
import { createUser, type TestApp, testConfig } from './helpers';
import { startTestS3, type TestS3 } from './s3';
import { redisOverrides } from './services';

/**
 * The proof of docs/product.md#several-instances: two instances of the shop, each with its own connection pool, Redis client
 * and S3 client, on one PostgreSQL database, one Redis and one S3-protocol server (s3rver). Runs
 * only on PostgreSQL (vitest.config.ts), which CI requires, with Redis at TEST_REDIS_URL.
 */
const url = process.env.TEST_DATABASE_URL;
if (!url) throw new Error('two instances need PostgreSQL: set TEST_DATABASE_URL');

// Above the sign-ups the factories make from inject's default address (7 here).
const LIMIT = 10;
const ADMIN_EMAIL = 'boss@two-instances.test';
let clock = new Date('2026-03-01T10:00:00Z');
let s3: TestS3;
let dbName: string;
let a: TestApp;
let b: TestApp;
let verify: DatabaseHandle;
let shared: Record<string, string>;

async function instance(shared: Record<string, string>): Promise<TestApp & { app: FastifyInstance }> {
  const config: Config = testConfig(shared);
  const app = await buildApp({ config, logger: false, now: () => clock, background: false });
  await app.ready();
  return {
    app,
    db: app.database.db,
    config,
    async close() {
      await app.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

beforeAll(async () => {
  dbName = `bb_test_two_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${dbName}`;
  s3 = await startTestS3();
  shared = {
    DATABASE_URL: target.toString(),
    DATABASE_POOL_SIZE: '4',
    ...redisOverrides(),
    ...s3.overrides,
    AUTH_RATE_LIMIT: String(LIMIT),
    // The same public origin, as behind one proxy.
    BASE_URL: 'http://shop.test',
    ADMIN_EMAIL,
    ADMIN_PASSWORD: 'a-long-admin-password-1',
  };
  // Started together on an empty database: migrations and start-up data one at a time.
  [a, b] = await Promise.all([instance(shared), instance(shared)]);
  verify = await openDatabase({ engine: 'postgres', url: target.toString(), poolSize: 2 });
});

afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await verify?.close();
  await s3?.close();
  const dropper = new pg.Client({ connectionString: url });
  await dropper.connect();
  await dropper.query(`drop database if exists ${dbName} with (force)`);
  await dropper.end();
});

describe('two instances on one PostgreSQL, Redis and S3', () => {
  it('started together: migrated once, one bootstrap Admin', async () => {
    const admins = await verify.db.select({ role: user.role }).from(user).where(eq(user.email, ADMIN_EMAIL));
    expect(admins).toEqual([{ role: 'Admin' }]);
  });

  it('serves through one instance a photo uploaded through the other', async () => {
    const seller = await createUser(a, { role: 'Seller' });
    const png = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const boundary = 'TwoInstances';
    const upload = await a.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { ...seller.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="bike.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(upload.statusCode).toBe(200);
    const { url: imageUrl } = upload.json().data as { url: string };
    const fromB = await b.app.inject({ method: 'GET', url: imageUrl });
    expect(fromB.statusCode).toBe(200);
    expect(fromB.headers['content-type']).toBe('image/webp');
    const meta = await sharp(fromB.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 16, 12]);
  });

  it('refuses through one instance a booking of a bike booked through the other', async () => {
    const seller = await createUser(a, { role: 'Seller' });
    const first = await createUser(a);
    const second = await createUser(b);
    const bike = await createBike(a, seller);
    // B reads the bike (and caches its listing) before A books it.
    expect((await b.app.inject({ method: 'GET', url: `/api/bikeDetails/${bike}` })).statusCode).toBe(200);
    expect((await b.app.inject({ method: 'GET', url: '/api/category/1' })).body).toContain(bike);
    await bookOrThrow(a, first, bike);
    const refused = await book(b, second, bike);
    // product.md's shape for a refused booking: 200 with acknowledged false.
    expect(refused.json()).toEqual({ acknowledged: false, message: 'This bike is already booked.' });
    expect(await productState(verify, bike)).toBe('Booked');
  });

  it('counts sign-in attempts from one address across both instances', async () => {
    const u = await createUser(a);
    const attempt = (via: TestApp, password: string) =>
      via.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: sameOrigin(via),
        payload: { email: u.email, password },
        remoteAddress: '198.51.100.77',
      });
    // LIMIT attempts spread over both, then neither lets the next one through.
    for (let i = 0; i < LIMIT; i++)
      expect((await attempt(i % 2 ? b : a, 'wrong-password')).statusCode).toBe(401);
    expect((await attempt(b, u.password)).statusCode).toBe(429);
    expect((await attempt(a, u.password)).statusCode).toBe(429);
  });

  it('counts contact messages from one address across both instances', async () => {
    const send = (via: TestApp, i: number) =>
      via.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Curious', email: 'curious@example.com', message: `question ${i}` },
        remoteAddress: '198.51.100.78',
      });
    for (let i = 0; i < 5; i++) expect((await send(i % 2 ? b : a, i)).statusCode).toBe(200);
    expect((await send(b, 5)).statusCode).toBe(429);
    expect((await send(a, 6)).statusCode).toBe(429);
  });

  it('expires an overdue booking once when both instances sweep at the same time', async () => {
    const seller = await createUser(a, { role: 'Seller' });
    const buyer = await createUser(b);
    const bike = await createBike(a, seller);
    const bookingId = await bookOrThrow(b, buyer, bike);
    clock = new Date(clock.getTime() + 49 * 60 * 60 * 1000);
    // Every booking still live is overdue now (the earlier tests' too).
    const due = await verify.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.state, 'Active'));
    expect(due.map((d) => d.id)).toContain(bookingId);
    const sweeps = await Promise.all([
      a.app.sweepExpiredBookings(),
      b.app.sweepExpiredBookings(),
      a.app.sweepExpiredBookings(),
      b.app.sweepExpiredBookings(),
    ]);
    const expired = sweeps.reduce((sum, s) => sum + (s.ran ? s.result : 0), 0);
    expect(expired).toBe(due.length);
    expect(await productState(verify, bike)).toBe('Available');
    const told = await verify.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(eq(notifications.userId, buyer.id), eq(notifications.eventKey, `booking-expired:${bookingId}`)),
      );
    expect(told).toHaveLength(1);
  });

  it('lets one instance sweep while the other holds the turn, and the other after', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const first = runExclusive(a.app.database, 'bookings:expiry-sweep', async () => {
      started();
      await held;
      return 'a';
    });
    await running;
    expect(await b.app.sweepExpiredBookings()).toEqual({ ran: false });
    release();
    expect(await first).toEqual({ ran: true, result: 'a' });
    expect(await b.app.sweepExpiredBookings()).toEqual({ ran: true, result: 0 });
  });

  it('delivers a message posted on one instance live to a reader connected to the other (ADR 0270)', async () => {
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    const seller = await createUser(a, { role: 'Seller' });
    const buyer = await createUser(a);
    const { _id: id } = await openConversation(a, buyer, await createBike(a, seller));
    const stream = await openEventStream(b.app, seller);
    try {
      const posted = await postMessage(a, buyer, id, { text: 'Hello from the other instance' });
      expect(posted.statusCode).toBe(200);
      const got = await stream.next(
        (e) =>
          e.event === 'message' && (e.data as ConversationMessage).text === 'Hello from the other instance',
      );
      expect(got.id).toBe(posted.json().message.id);
      // And a read receipt given on A reaches the buyer's stream on B.
      const buyerStream = await openEventStream(b.app, buyer);
      try {
        await a.app.inject({
          method: 'POST',
          url: `/api/conversations/${id}/read`,
          headers: seller.headers,
          payload: {},
        });
        const receipt = await buyerStream.next((e) => e.event === 'read');
        expect(receipt.data).toMatchObject({ conversationId: id, side: 'seller', upTo: got.id });
      } finally {
        await buyerStream.close();
      }
    } finally {
      await stream.close();
    }
  });
});

describe('Redis trouble (ADR 0120)', () => {
  it('starts while REDIS_URL answers nothing, degraded in /api/health', async () => {
    const c = await instance({ ...shared, REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const res = await c.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.json()).toEqual({ status: 'degraded', database: 'ok', redis: 'unavailable' });
    } finally {
      await c.close();
    }
  });

  it('holds the sign-in limit while Redis is away: each instance counts its share', async () => {
    const own = { ...shared, REDIS_KEY_PREFIX: `${shared.REDIS_KEY_PREFIX}away-` };
    const [a, b] = [await instance(own), await instance(own)];
    try {
      const u = await createUser(a);
      for (const c of [a, b]) await c.app.rateCounter.beat();
      expect([a.app.rateCounter.instances(), b.app.rateCounter.instances()]).toEqual([2, 2]);
      for (const c of [a, b]) c.app.redis?.client.disconnect();
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT + 2; i++) {
        const res = await [a, b][i % 2]!.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: sameOrigin(a),
          payload: { email: u.email, password: 'wrong-password' },
          remoteAddress: '198.51.100.79',
        });
        statuses.push(res.statusCode);
      }
      // Half of the limit on each of the two: the limit in all, not twice it.
      expect(statuses.filter((s) => s === 401)).toHaveLength(LIMIT);
      expect(statuses.slice(LIMIT)).toEqual([429, 429]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
