import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { startDraining } from '../src/plugins/health';
import { createBike } from './factories/bookings';
import { buildTestApp, createUser, type TestApp, testConfig } from './helpers';
import { startTestS3, type TestS3 } from './s3';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

// What a client sees while something the shop depends on is away (ADRs 0125–0127): 503 with
// Retry-After and a message for people, never a hang or a 500; and it recovers by itself. The
// chaos suite (scripts/chaos) does the same with real processes killed and restarted.

/** A 503 as the one error handler writes it: a retry hint, a message, no stack or internals. */
function expectUnavailable(res: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  expect(res.statusCode).toBe(503);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(JSON.parse(res.body).message).toMatch(/try again/i);
  expect(res.body).not.toMatch(/at .+\.(ts|js):\d+|stack|ECONN|terminated|errorId/i);
}

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)('PostgreSQL going away (through a proxy that is cut)', () => {
  let proxy: TcpProxy;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const name = `bb_test_outage_${randomBytes(5).toString('hex')}`;
    await admin.query(`create database ${name}`);
    await admin.end();
    const server = new URL(serverUrl as string);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    const url = new URL(serverUrl as string);
    url.host = `127.0.0.1:${proxy.port}`;
    url.pathname = `/${name}`;
    const database = await openDatabase({
      engine: 'postgres',
      url: url.toString(),
      poolSize: 3,
      connectTimeoutMs: 500,
    });
    const config = testConfig();
    app = await buildApp({ config, database, logger: false, background: false });
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
      await proxy.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
      rmSync(config.dataDir, { recursive: true, force: true });
    };
  });
  afterAll(() => close?.());

  it('answers 503 with Retry-After while the server refuses, and serves again once it is back', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(200);
    await proxy.set('refuse');
    expectUnavailable(await app.inject({ method: 'GET', url: '/api/categories' }));
    expectUnavailable(await app.inject({ method: 'GET', url: '/api/health' }));
    await proxy.set('pass');
    expect((await app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers 503 instead of hanging while the server accepts connections but never answers', async () => {
    await proxy.set('blackhole');
    expectUnavailable(await app.inject({ method: 'GET', url: '/api/categories' }));
    await proxy.set('pass');
    expect((await app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(200);
  });
});

describe('a server that is shutting down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { background: false });
  });
  afterAll(() => t.close());

  it('answers its health check 503 while it still serves everything else', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    startDraining(t.app);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.headers['retry-after']).toBeDefined();
    expect(health.json().message).toMatch(/shutting down/);
    expect((await t.app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(200);
  });
});

describe('the S3 photo store going away', () => {
  let s3: TestS3;
  let proxy: TcpProxy;
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    s3 = await startTestS3();
    proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(s3.endpoint).port) });
    t = await buildTestApp(
      { ...s3.overrides, S3_ENDPOINT: `http://127.0.0.1:${proxy.port}` },
      { background: false },
    );
    seller = await createUser(t, { role: 'Seller' });
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
    await s3.close();
  });

  const photo = (shade: number) =>
    sharp({ create: { width: 8, height: 6, channels: 3, background: { r: shade, g: 80, b: 160 } } })
      .png()
      .toBuffer();
  const upload = async (bytes: Buffer) => {
    const boundary = 'OutageBoundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { ...seller.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  };

  it('refuses uploads with 503 and a clear message, keeps pages up, writes nothing, and recovers', async () => {
    const first = await upload(await photo(10));
    expect(first.statusCode).toBe(200);
    const stored = await s3.count();
    const bike = await createBike(t, seller);

    for (const mode of ['refuse', 'blackhole'] as const) {
      await proxy.set(mode);
      const refused = await upload(await photo(mode === 'refuse' ? 20 : 30));
      expectUnavailable(refused);
      expect(refused.json().message).toMatch(/photo store/);
      // The pages of bikes whose photos are stored still render (their data is in the database).
      expect((await t.app.inject({ method: 'GET', url: `/api/bikeDetails/${bike}` })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/category/1' })).statusCode).toBe(200);
      // A photo streamed through the server is the store's to give: 503, not a 500.
      if (mode === 'refuse') {
        expectUnavailable(await t.app.inject({ method: 'GET', url: first.json().data.url }));
      }
      await proxy.set('pass');
    }

    expect(await s3.count()).toBe(stored);
    const again = await upload(await photo(20));
    expect(again.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: again.json().data.url })).statusCode).toBe(200);
    // A store that accepts and never answers costs two attempts of the SDK's request timeout.
  }, 60_000);
});
