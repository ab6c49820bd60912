import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBike } from '../../../test/factories/bookings';
import { patchProduct } from '../../../test/factories/listings';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';
import { productViews } from '../../db/schema';

/**
 * A web build whose server entry draws what the page's data holds (the brands' names, the brand's
 * bikes or the bike, ADR 0370) and numbers its renders: whether a page is drawn, from what, and
 * whether the whole page is served as it was kept (ADR 0395).
 */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bb-kept-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'ssr', 'en'), { recursive: true });
  writeIndex(dir, 'first');
  writeFileSync(
    path.join(dir, 'ssr', 'en', 'entry-server.js'),
    `let renders = 0;
export async function render(url, send) {
  renders += 1;
  const address = new URL(url);
  const brands = await (await send('http://localhost/api/categories')).json();
  let shown = '';
  const brand = /^\\/category\\/([^/]+)$/.exec(address.pathname);
  if (brand) {
    const bikes = await (await send('http://localhost/api/category/' + brand[1] + address.search)).json();
    shown = bikes.map((b) => b.product_name + ' ' + b.resale_price).join(', ');
  }
  const bike = /^\\/bikeDetails\\/([^/]+)$/.exec(address.pathname);
  if (bike) {
    const one = await (await send('http://localhost/api/bikeDetails/' + bike[1])).json();
    shown = one.product_name + ' ' + one.resale_price;
  }
  return {
    status: 200,
    html: '<p data-render="' + renders + '">' + brands.map((b) => b.category_name).join(', ') + ' | ' + shown + '</p>',
    data: '<script type="application/json" id="ssr-data">{}</script>',
  };
}
`,
  );
  return dir;
}

/** The built page, named by its build (as a build's asset names would differ). */
function writeIndex(dir: string, build: string) {
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="Used motorbikes." /><script type="module" src="/assets/${build}.js"></script><title>Best Bikes</title></head><body><div id="root"></div></body></html>`,
  );
}

/** The render's number of the body a page holds. */
function renderOf(html: string): number | undefined {
  const found = /<p data-render="(\d+)">/.exec(html)?.[1];
  return found === undefined ? undefined : Number(found);
}

let t: TestApp;
let admin: TestUser;
let seller: TestUser;
let dist: string;

beforeAll(async () => {
  dist = fakeBuild();
  t = await buildTestApp({ WEB_DIST: dist });
  admin = await createUser(t, { role: 'Admin' });
  seller = await createUser(t, { role: 'Seller', name: 'Rahim Uddin' });
});

afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** What the kept pages hold, in bytes, as `/api/metrics` says (ADR 0260). */
async function keptBytes(): Promise<number> {
  const metrics = await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '127.0.0.1' });
  const found = /^bb_cache_bytes\{cache="kept pages"\} (\d+)$/m.exec(metrics.body)?.[1];
  expect(found, 'kept pages in the metrics').toBeDefined();
  return Number(found);
}

/** The headers a page goes out with, but those that differ per answer. */
function pageHeaders(headers: Record<string, unknown>) {
  const { date: _date, ...rest } = headers;
  return rest;
}

describe('a signed-out visitor’s page kept whole under its version (ADR 0395)', () => {
  it('sends a kept brand page as it was drawn, headers and compressed copies included', async () => {
    await createBike(t, seller, { categoryId: '2', name: 'Pulsar N160', price: 210_000 });
    const before = await keptBytes();
    const fresh = await get('/category/2');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.body).toContain('Pulsar N160 210000');
    expect(fresh.body).toContain('<title>Used Bajaj motorbikes for sale');
    expect(await keptBytes()).toBeGreaterThan(before);
    const kept = await get('/category/2');
    expect(kept.body).toBe(fresh.body);
    expect(pageHeaders(kept.headers)).toEqual(pageHeaders(fresh.headers));
    expect(kept.headers['content-security-policy']).toBeDefined();
    expect(kept.headers['cache-control']).toBe('no-cache');
    expect(kept.headers.vary).toBe('Cookie, Accept-Encoding');
    // The same page in Bangla's address or with the language named is the English page's key.
    expect((await get('/category/2?lang=en')).body).toBe(fresh.body);
    for (const encoding of ['br', 'gzip'] as const) {
      const packed = await get('/category/2', { 'accept-encoding': encoding });
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(pageHeaders(packed.headers)).toMatchObject({ vary: 'Cookie, Accept-Encoding' });
      const raw = packed.rawPayload;
      const unpacked = encoding === 'br' ? brotliDecompressSync(raw) : gunzipSync(raw);
      expect(unpacked.toString('utf8')).toBe(fresh.body);
      // Made once: the second answer is the same bytes.
      expect((await get('/category/2', { 'accept-encoding': encoding })).rawPayload.equals(raw)).toBe(true);
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/category/2' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(fresh.headers['content-length']);
  });

  it('draws the page anew when a bike of the brand changes, then keeps the new one', async () => {
    const first = await get('/category/2?sort=price_asc');
    const render = renderOf(first.body);
    expect(render).toBeDefined();
    expect(renderOf((await get('/category/2?sort=price_asc')).body)).toBe(render);
    const id = await createBike(t, seller, { categoryId: '2', name: 'Dominar 400', price: 95_000 });
    const changed = await get('/category/2?sort=price_asc');
    expect(changed.body).toContain('Dominar 400 95000');
    expect(renderOf(changed.body)).toBeGreaterThan(render ?? 0);
    expect((await get('/category/2?sort=price_asc')).body).toBe(changed.body);
    // A price edit (the bike's row) moves the version too.
    await patchProduct(t, id, { resalePrice: 99_000 });
    expect((await get('/category/2?sort=price_asc')).body).toContain('Dominar 400 99000');
  });

  it('draws every brand’s page anew when an admin renames a brand (its name is in every page)', async () => {
    const bajaj = await get('/category/2');
    expect(bajaj.body).toContain('Yamaha, Bajaj');
    const yamaha = await get('/category/1');
    expect(yamaha.body).toContain('<title>Used Yamaha motorbikes for sale');
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/brands/1',
      headers: admin.bearer,
      payload: { name: 'Yamaha Motor' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    // The renamed brand's head and both pages' lists of brands.
    expect((await get('/category/1')).body).toContain('<title>Used Yamaha Motor motorbikes for sale');
    expect((await get('/category/2')).body).toContain('Yamaha Motor, Bajaj');
    // The order of the brands too.
    const order = (
      (await t.app.inject({ method: 'GET', url: '/api/admin/brands', headers: admin.bearer })).json() as {
        id: string;
      }[]
    ).map((b) => b.id);
    const reordered = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/brands/order',
      headers: admin.bearer,
      payload: { ids: ['2', ...order.filter((id) => id !== '2')] },
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((await get('/category/2')).body).toContain('Bajaj, Yamaha Motor');
  });

  it('keeps a bike page whatever its query, counts its views, and draws it anew when the bike changes', async () => {
    const id = await createBike(t, seller, { categoryId: '3', name: 'Gixxer SF', price: 250_000 });
    const fresh = await get(`/bikeDetails/${id}`);
    expect(fresh.body).toContain('Gixxer SF 250000');
    const shared = await get(`/bikeDetails/${id}?fbclid=abc123`);
    expect(shared.body).toBe(fresh.body);
    const views = async () => {
      await t.app.flushBikeViews();
      const [row] = await t.db.select().from(productViews).where(eq(productViews.productId, id));
      return row?.views ?? 0;
    };
    const counted = await views();
    await get(`/bikeDetails/${id}`);
    await get(`/bikeDetails/${id}`);
    // Two pages sent from memory, each a view as a drawn one is.
    expect(await views()).toBe(counted + 2);
    await patchProduct(t, id, { resalePrice: 240_000 });
    const changed = await get(`/bikeDetails/${id}`);
    expect(changed.body).toContain('Gixxer SF 240000');
    // Sold: answered 410 and never kept.
    await patchProduct(t, id, { state: 'Sold' });
    expect((await get(`/bikeDetails/${id}`)).statusCode).toBe(410);
  });

  it('keeps nothing for a signed-in visitor, a page left to the app, or a page the build replaced', async () => {
    const signedIn = await get('/category/2', { cookie: admin.headers.cookie });
    expect(signedIn.body).toContain('<div id="root"></div>');
    // A later page is the app's: neither drawn nor kept.
    const before = await keptBytes();
    expect((await get('/category/2?page=2')).body).toContain('<div id="root"></div>');
    expect(await keptBytes()).toBe(before);
    // A new build: the page is assembled from it.
    const old = await get('/category/3');
    expect(old.body).toContain('/assets/first.js');
    expect((await get('/category/3')).body).toBe(old.body);
    writeIndex(dist, 'second');
    // A build's files are newer than the last one's, whatever this file system's clock resolution.
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(dist, 'index.html'), later, later);
    const rebuilt = await get('/category/3');
    expect(rebuilt.body).toContain('/assets/second.js');
    expect(rebuilt.body).toContain('<title>Used Suzuki motorbikes for sale');
    expect(rebuilt.body).toContain('<div id="root"><p data-render=');
  });
});
