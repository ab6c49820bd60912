import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { IMAGE_SIZES } from '@best-bikes/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { openTestDatabase } from './database';
import { createBike } from './factories/bookings';
import { createUser, testConfig } from './helpers';

const PRECOMPRESSED_SOURCE = `export const text = ${JSON.stringify('precompressed '.repeat(300))};`;

/** An app serving a small fake web build, whose log lines are captured. */
let app: Awaited<ReturnType<typeof buildApp>>;
let database: DatabaseHandle;
let config: Config;
const logLines: string[] = [];
let databaseClosed = false;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'bb-dist-'));
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
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
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
  config = testConfig({ WEB_DIST: dist });
  app = await buildApp({
    config,
    database,
    logger: { level: 'error', stream },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  if (!databaseClosed) await database.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
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

  it('compresses a page for a reader who accepts it, and varies on it', async () => {
    const plain = await app.inject({ method: 'GET', url: '/' });
    const br = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<div id="root">');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

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

  const headOf = (body: string) => body.slice(0, body.indexOf('</head>'));
  const fetchPreload = (href: string) =>
    `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous">`;

  it('preloads the sign-in state on every page, and the brands and first carousel picture on the home page', async () => {
    const categories = (await app.inject({ method: 'GET', url: '/api/categories' })).json() as {
      img: string;
    }[];
    const head = headOf((await app.inject({ method: 'GET', url: '/' })).body);
    expect(head).toContain(fetchPreload('/api/auth/get-session'));
    expect(head).toContain(fetchPreload('/api/categories'));
    // The three brands exist from the first start (bootstrap), each with its picture.
    expect(categories[0]?.img).toMatch(/^\/media\//);
    expect(head).toContain(`<link rel="preload" as="image" href="${categories[0]?.img}" imagesrcset="`);
    expect(head).toContain(`imagesizes="${IMAGE_SIZES.hero}"`);

    const login = headOf((await app.inject({ method: 'GET', url: '/login' })).body);
    expect(login).toContain(fetchPreload('/api/auth/get-session'));
    expect(login).toContain(fetchPreload('/api/auth-providers'));
    expect(login).not.toContain('/api/categories');
    expect(login).not.toContain('as="image"');
    const blogs = headOf((await app.inject({ method: 'GET', url: '/blogs' })).body);
    expect(blogs).toContain(fetchPreload('/api/auth/get-session'));
    expect(blogs).not.toContain('/api/auth-providers');
  });

  it('preloads a category page’s data and first picture, for a visitor without an account too', async () => {
    // The page is public (ADR 0111): a visitor opening a shared brand link gets its listing at once.
    const anonymous = headOf((await app.inject({ method: 'GET', url: '/category/1' })).body);
    expect(anonymous).toContain(fetchPreload('/api/category/1'));

    const seller = await createUser({ app, db: database.db, config }, { role: 'Seller' });
    await createBike({ db: database.db }, seller, { price: 90_000 });
    await createBike({ db: database.db }, seller, { price: 120_000 });
    const cookie = 'bb.session_token=any.value';
    const listing = (await app.inject({ method: 'GET', url: '/api/category/1?sort=price_asc' })).json() as {
      img: string;
    }[];
    const head = headOf(
      (await app.inject({ method: 'GET', url: '/category/1?sort=price_asc', headers: { cookie } })).body,
    );
    // The very URL the app fetches (categoryListingPath), the brands for the heading, and the first bike's picture.
    expect(head).toContain(fetchPreload('/api/category/1?sort=price_asc'));
    expect(head).toContain(fetchPreload('/api/categories'));
    expect(listing[0]?.img).toMatch(/^\/media\//);
    expect(head).toContain(`<link rel="preload" as="image" href="${listing[0]?.img}" imagesrcset="`);
    expect(head).toContain(`imagesizes="${IMAGE_SIZES.card}"`);

    // Behind HTTPS the cookie carries the __Secure- prefix.
    const secure = headOf(
      (await app.inject({ method: 'GET', url: '/category/1', headers: { cookie: `__Secure-${cookie}` } }))
        .body,
    );
    expect(secure).toContain(fetchPreload('/api/category/1'));
  });

  it('escapes the search of a preloaded listing URL and hints nothing for an unknown brand', async () => {
    const cookie = 'bb.session_token=x';
    const hostile = await app.inject({
      method: 'GET',
      url: `/category/1?q=${encodeURIComponent('"><script>alert(1)</script>')}`,
      headers: { cookie },
    });
    expect(hostile.statusCode).toBe(200);
    expect(hostile.body).not.toContain('<script>alert');
    expect(headOf(hostile.body)).toContain(
      fetchPreload(
        `/api/category/1?q=${new URLSearchParams({ q: '"><script>alert(1)</script>' }).toString().slice(2)}`,
      ),
    );

    // The app shows its not-found page there, so search engines are told so too (modules/seo).
    const unknown = await app.inject({ method: 'GET', url: '/category/no-such-brand', headers: { cookie } });
    expect(unknown.statusCode).toBe(404);
    expect(headOf(unknown.body)).not.toContain('/api/category/');
  });

  it("preloads a page's chunks as the build lists them, and only our own asset paths", async () => {
    const login = (await app.inject({ method: 'GET', url: '/login' })).body;
    expect(login).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/login-page-abc.js">',
    );
    expect(login).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/forms-abc.js">',
    );
    expect(login).not.toContain('evil.example');
    expect(login).not.toContain('<script>');
    const category = (await app.inject({ method: 'GET', url: '/category/2' })).body;
    expect(category).toContain('href="/assets/category-page-abc.js"');
    expect(category).not.toContain('login-page-abc');
  });

  it('caches unhashed files briefly', async () => {
    const res = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=600');
  });

  it('still answers unknown /api paths with JSON', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Not Found');
  });

  // docs/product.md#hardening: the fallback decides on the path as the router and browser read it.
  it.each(['/%61pi/unknown', '/api//unknown', '/x/../api/unknown'])(
    'answers %s, an API path spelled another way, with JSON too',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Not Found');
    },
  );

  it.each(['/Blogs', '/%62logs', '/dashboard//myOrders'])(
    'serves %s, which the app renders as a page (its router ignores case), with 200',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
    },
  );
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
