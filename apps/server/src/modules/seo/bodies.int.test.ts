import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBike } from '../../../test/factories/bookings';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';

/**
 * A web build with a server entry that draws the address it was asked for and how many renders it
 * made (the real one is the web's, ADR 0370): which pages are rendered, at which address, and which
 * are served kept (ADR 0372).
 */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bb-bodies-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'ssr', 'en'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Best Bikes</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dir, 'ssr', 'en', 'entry-server.js'),
    `let renders = 0;
export async function render(url, send) {
  renders += 1;
  const address = new URL(url);
  if (address.pathname === '/bikes' && address.searchParams.get('q') === 'fails') return { unrendered: 'a call failed' };
  const api = await send('http://localhost/api/categories');
  return {
    status: 200,
    html: '<p data-url="' + address.pathname + address.search + '" data-render="' + renders + '" data-api="' + api.status + '"></p>',
    data: '<script type="application/json" id="ssr-data">{}</script>',
  };
}
`,
  );
  return dir;
}

/** The address the page's body was rendered at and the render's number; undefined without a body. */
function drawn(html: string): { url: string; render: number } | undefined {
  const match = /<div id="root"><p data-url="([^"]*)" data-render="(\d+)" data-api="200"><\/p><\/div>/.exec(
    html,
  );
  return match ? { url: (match[1] ?? '').replace(/&amp;/g, '&'), render: Number(match[2]) } : undefined;
}

let t: TestApp;
let seller: TestUser;
let dist: string;

beforeAll(async () => {
  dist = fakeBuild();
  t = await buildTestApp({ WEB_DIST: dist });
  seller = await createUser(t, { role: 'Seller', name: 'Rahim Uddin' });
});

afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the pages a signed-out visitor gets drawn (ADR 0372)', () => {
  it('renders a brand’s first page at the query the app writes, and keeps it while its bikes are unchanged', async () => {
    const first = drawn((await get('/category/1')).body);
    expect(first?.url).toBe('/category/1');
    expect(drawn((await get('/category/1')).body)).toEqual(first);
    const sorted = drawn((await get('/category/1?sort=price_asc&lang=en')).body);
    expect(sorted?.url).toBe('/category/1?sort=price_asc');
    // A later page, or a first page written otherwise, is the app's.
    for (const url of [
      '/category/1?page=2',
      '/category/1?page=1',
      '/category/1?sort=newest',
      '/category/1?x=1',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(drawn(res.body), url).toBeUndefined();
    }
    // A new Yamaha changes the brand's listing version: the page is drawn again.
    await createBike(t, seller, { categoryId: '1', name: 'R15 V4' });
    const after = drawn((await get('/category/1')).body);
    expect(after?.render).toBeGreaterThan(first?.render ?? 0);
    // An unknown brand keeps its 404 and the app's page.
    const unknown = await get('/category/999');
    expect(unknown.statusCode).toBe(404);
    expect(drawn(unknown.body)).toBeUndefined();
  });

  it('renders the search’s first page only at a query as the app writes it, the query part of the key', async () => {
    const all = drawn((await get('/bikes')).body);
    expect(all?.url).toBe('/bikes');
    const pulsar = drawn((await get('/bikes?q=Pulsar+150')).body);
    expect(pulsar?.url).toBe('/bikes?q=Pulsar+150');
    expect(drawn((await get('/bikes?q=Pulsar+150')).body)).toEqual(pulsar);
    expect(drawn((await get('/bikes')).body)).toEqual(all);
    for (const url of [
      '/bikes?page=2',
      '/bikes?q=Pulsar&page=1',
      '/bikes?sort=bogus',
      '/bikes?utm_source=x',
    ]) {
      expect(drawn((await get(url)).body), url).toBeUndefined();
    }
    // A page drawn from a failed call is the app's to render.
    expect((await get('/bikes?q=fails')).body).toContain('<div id="root"></div>');
  });

  it('renders the blog, a post and a seller’s page; not an unknown post or seller', async () => {
    expect(drawn((await get('/blogs')).body)?.url).toBe('/blogs');
    expect(drawn((await get('/blogs/test-ride-checklist')).body)?.url).toBe('/blogs/test-ride-checklist');
    expect((await get('/blogs/no-such-post')).statusCode).toBe(404);
    expect(drawn((await get('/blogs/no-such-post')).body)).toBeUndefined();
    expect(drawn((await get(`/sellers/${seller.id}`)).body)?.url).toBe(`/sellers/${seller.id}`);
    expect(drawn((await get(`/sellers/${seller.id}?page=2`)).body)).toBeUndefined();
    const unknown = await get('/sellers/no-such-seller');
    expect(unknown.statusCode).toBe(404);
    expect(drawn(unknown.body)).toBeUndefined();
  });

  it('answers an unknown path 404 with the not-found page, one render per lit navbar link', async () => {
    const first = await get('/no/such/page');
    expect(first.statusCode).toBe(404);
    const page = drawn(first.body);
    expect(page?.url).toBe('/no/such/page');
    // Another unknown path outside the navbar's sections shares that render.
    expect(drawn((await get('/another-one')).body)).toEqual(page);
    // Under /bikes the navbar lights Bikes: a render of its own.
    const bikes = drawn((await get('/bikes/nope')).body);
    expect(bikes?.url).toBe('/bikes/nope');
    expect(bikes?.render).not.toBe(page?.render);
    // A path the browser could read otherwise is the app's.
    for (const url of ['/no/%41bc', '/no/.hidden', '/x//y']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(drawn(res.body), url).toBeUndefined();
    }
  });
});
