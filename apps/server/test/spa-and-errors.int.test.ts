import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { openTestDatabase } from './database';
import { testConfig } from './helpers';

const PRECOMPRESSED_SOURCE = `export const text = ${JSON.stringify('precompressed '.repeat(300))};`;

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
    '<!doctype html><html><head><title>Best Bikes</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets/app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  // As the build writes them (apps/web vite.config.ts): sent as they are, never compressed again.
  writeFileSync(path.join(dist, 'assets/app-abc123.js.br'), brotliCompressSync(PRECOMPRESSED_SOURCE));
  writeFileSync(path.join(dist, 'assets/precompressed-abc123.js'), PRECOMPRESSED_SOURCE);
  writeFileSync(
    path.join(dist, 'assets/precompressed-abc123.js.br'),
    brotliCompressSync(PRECOMPRESSED_SOURCE),
  );
  writeFileSync(path.join(dist, 'theme-init.js'), '/* theme */');
  writeFileSync(
    path.join(dist, 'route-preloads.json'),
    JSON.stringify({
      '/login': [
        '/assets/login-page-abc.js',
        '/assets/forms-abc.js',
        'https://evil.example/x.js',
        '/assets/"><script>',
      ],
      '/category/:id': ['/assets/category-page-abc.js'],
    }),
  );
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

  it('sends the build’s brotli file as it is', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/precompressed-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(PRECOMPRESSED_SOURCE);
  });

  it('keeps document-only headers off scripts but keeps nosniff and CORP (ADR 0060)', async () => {
    const script = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-frame-options']).toBeUndefined();
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBeDefined();
  });

  it('preloads the brands and the first carousel picture on the home page only', async () => {
    const categories = (await app.inject({ method: 'GET', url: '/api/categories' })).json() as {
      img: string;
    }[];
    const home = await app.inject({ method: 'GET', url: '/' });
    const head = home.body.slice(0, home.body.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" href="/api/categories" as="fetch" crossorigin="anonymous">');
    // The three brands exist from the first start (bootstrap), each with its picture.
    expect(categories[0]?.img).toMatch(/^\/media\//);
    expect(head).toContain(`<link rel="preload" as="image" href="${categories[0]?.img}" imagesrcset="`);
    const login = await app.inject({ method: 'GET', url: '/login' });
    expect(login.body).not.toContain('rel="preload"');
  });

  it("preloads a page's chunks as the build lists them, and only our own asset paths", async () => {
    const login = (await app.inject({ method: 'GET', url: '/login' })).body;
    expect(login).toContain('<link rel="modulepreload" crossorigin href="/assets/login-page-abc.js">');
    expect(login).toContain('<link rel="modulepreload" crossorigin href="/assets/forms-abc.js">');
    expect(login).not.toContain('evil.example');
    expect(login).not.toContain('<script>');
    const category = (await app.inject({ method: 'GET', url: '/category/2' })).body;
    expect(category).toContain('href="/assets/category-page-abc.js"');
    expect(category).not.toContain('login-page-abc');
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
