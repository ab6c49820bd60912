import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { openTestDatabase } from './database';
import { testConfig } from './helpers';

/** An app serving a small fake web build, whose log lines are captured. */
let app: Awaited<ReturnType<typeof buildApp>>;
let database: DatabaseHandle;
const logLines: string[] = [];
let databaseClosed = false;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'bb-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><title>Best Bikes</title><div id="root"></div>',
  );
  writeFileSync(path.join(dist, 'assets/app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  writeFileSync(path.join(dist, 'theme-init.js'), '/* theme */');
  database = await openTestDatabase();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({
    config: testConfig({ WEB_DIST: dist }),
    database,
    logger: { level: 'error', stream },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  if (!databaseClosed) await database.close();
});

describe('the single-page app', () => {
  it.each(['/', '/category/2', '/dashboard/myOrders', '/payment/success?transactionID=x', '/login'])(
    'serves index.html for the client route %s',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('serves index.html with status 404 for an unknown path, so the app shows its not-found page', async () => {
    const res = await app.inject({ method: 'GET', url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toMatch(/br|gzip/);
  });

  it('caches unhashed files briefly', async () => {
    const res = await app.inject({ method: 'GET', url: '/theme-init.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=600');
  });

  it('still answers unknown /api paths with JSON', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Not Found');
  });
});

describe('unexpected failures', () => {
  it('answer 500 with an opaque error id that is also in the log, and no stack or internal message', async () => {
    // Make the database unreachable: the health check's query fails inside the server.
    await database.close();
    databaseClosed = true;
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.errorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.message).toContain(body.errorId);
    expect(res.body).not.toMatch(/at .+\.(ts|js):\d+|stack|PGlite|closed/i);
    expect(logLines.some((line) => line.includes(body.errorId))).toBe(true);
  });
});
