import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBike } from '../../../test/factories/bookings';
import { patchProduct, setProductState } from '../../../test/factories/listings';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';
import { categories } from '../../db/schema';

/** A web build as `npm run build` writes it, reduced to the head the server fills in. */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bb-seo-'));
  mkdirSync(path.join(dir, 'assets'));
  const page = (lang: string) =>
    `<!doctype html><html lang="${lang}"><head><meta charset="UTF-8" /><meta name="description" content="Best Bikes: buy and sell used motorbikes." /><title>Best Bikes</title></head><body><div id="root"></div></body></html>`;
  writeFileSync(path.join(dir, 'index.html'), page('en'));
  writeFileSync(path.join(dir, 'index.bn.html'), page('bn'));
  return dir;
}

/** The JSON-LD documents of a page. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

function meta(html: string, property: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)">`).exec(html)?.[1];
}

const BASE = 'https://bestbikes.example';
let t: TestApp;
let seller: TestUser;
let dist: string;

beforeAll(async () => {
  dist = fakeBuild();
  t = await buildTestApp({ WEB_DIST: dist, BASE_URL: BASE });
  seller = await createUser(t, { role: 'Seller', name: 'Rahim Uddin' });
});

afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the first HTML of a bike’s page', () => {
  it('holds its title, price in Taka, cover photo, description and a Motorcycle with its Offer', async () => {
    const id = await createBike(t, seller, { price: 175_000, name: 'FZS V3' });
    await patchProduct(t, id, {
      description: 'Single owner, papers up to date, new tyres & "chain".',
      milage: 12_500,
      registrationYear: 2022,
      area: 'Mirpur',
    });
    const res = await t.app.inject({ method: 'GET', url: `/bikeDetails/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBeUndefined();
    const html = res.body;
    expect(html).toContain('<title>Yamaha FZS V3 for 1,75,000 Taka in Mirpur, Dhaka - Best Bikes</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(meta(html, 'description')).toContain(
      'Single owner, papers up to date, new tyres &amp; &quot;chain&quot;.',
    );
    expect(meta(html, 'og:title')).toBe('Yamaha FZS V3 for 1,75,000 Taka in Mirpur, Dhaka - Best Bikes');
    expect(meta(html, 'og:image')).toMatch(new RegExp(`^${BASE}/media/[0-9a-f]{32}-1280\\.webp$`));
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain(`<link rel="canonical" href="${BASE}/bikeDetails/${id}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="bn" href="${BASE}/bikeDetails/${id}?lang=bn">`);
    const [data] = jsonLd(html);
    expect(data).toMatchObject({
      '@type': 'Motorcycle',
      name: 'Yamaha FZS V3',
      description: 'Single owner, papers up to date, new tyres & "chain".',
      mileageFromOdometer: { value: 12_500, unitCode: 'KMT' },
      vehicleModelDate: '2022',
      offers: { price: 175_000, priceCurrency: 'BDT', availability: 'https://schema.org/InStock' },
    });
  });

  it('is in Bangla for a Bangla link, with Bengali digits and its own canonical address', async () => {
    const id = await createBike(t, seller, { price: 175_000, name: 'Pulsar 150' });
    const res = await t.app.inject({ method: 'GET', url: `/bikeDetails/${id}?lang=bn` });
    expect(res.body).toContain('<html lang="bn">');
    expect(res.body).toContain('<title>Yamaha Pulsar 150, দাম ১,৭৫,০০০ টাকা, ঢাকা - Best Bikes</title>');
    expect(res.body).toContain(`<link rel="canonical" href="${BASE}/bikeDetails/${id}?lang=bn">`);
    expect(meta(res.body, 'og:locale')).toBe('bn_BD');
  });

  it('answers 410 for a sold or removed bike and 404 for one never listed, none indexed', async () => {
    const sold = await createBike(t, seller);
    await setProductState(t, sold, 'Sold');
    const removed = await createBike(t, seller);
    await setProductState(t, removed, 'Withdrawn');
    for (const [url, status] of [
      [`/bikeDetails/${sold}`, 410],
      [`/bikeDetails/${removed}`, 410],
      ['/bikeDetails/no-such-bike', 404],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['x-robots-tag'], url).toBe('noindex');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('keeps a seller’s words out of the markup', async () => {
    const id = await createBike(t, seller, { name: '$& <script>alert(1)</script>' });
    const res = await t.app.inject({ method: 'GET', url: `/bikeDetails/${id}` });
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).toContain('$&amp; &lt;script&gt;');
  });
});

describe('the other public pages', () => {
  it('a brand’s listing names the brand and lists its first page as an ItemList', async () => {
    const id = await createBike(t, seller, { categoryId: '3', name: 'Gixxer SF' });
    const res = await t.app.inject({ method: 'GET', url: '/category/3' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Used Suzuki motorbikes for sale in Bangladesh - Best Bikes</title>');
    const list = jsonLd(res.body).find((d) => d['@type'] === 'ItemList') as {
      itemListElement: { url: string }[];
    };
    expect(list.itemListElement.map((item) => item.url)).toContain(`${BASE}/bikeDetails/${id}`);
    expect((await t.app.inject({ method: 'GET', url: '/category/999' })).statusCode).toBe(404);
  });

  it('the home page counts the live bikes and brands', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.body).toContain('<title>Best Bikes: used motorbikes for sale in Bangladesh</title>');
    expect(meta(res.body, 'description')).toMatch(/: \d+ bikes from \d+ brands/);
  });

  it.each(['/dashboard', '/dashboard/myOrders', '/checkout/x', '/login', '/payment/success'])(
    '%s is never indexed',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
    },
  );
});

describe('robots.txt and the sitemaps', () => {
  it('robots.txt keeps crawlers off the private pages and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('Disallow: /dashboard');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });

  it('lists every live bike once, with its last change, and no sold or removed one', async () => {
    const live = await createBike(t, seller);
    const booked = await createBike(t, seller);
    await setProductState(t, booked, 'Booked');
    const sold = await createBike(t, seller);
    await setProductState(t, sold, 'Sold');
    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.body).toContain(`<loc>${BASE}/sitemaps/bikes-1.xml</loc>`);
    expect(index.body).toContain(`<loc>${BASE}/sitemaps/brands.xml</loc>`);
    const bikes = await t.app.inject({ method: 'GET', url: '/sitemaps/bikes-1.xml' });
    expect(bikes.statusCode).toBe(200);
    const locs = [...bikes.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain(`${BASE}/bikeDetails/${live}`);
    expect(locs).toContain(`${BASE}/bikeDetails/${booked}`);
    expect(locs).not.toContain(`${BASE}/bikeDetails/${sold}`);
    expect(bikes.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
    await t.db.update(categories).set({ hidden: true }).where(eq(categories.id, '4'));
    const brands = await t.app.inject({ method: 'GET', url: '/sitemaps/brands.xml' });
    expect(brands.body).toContain(`<loc>${BASE}/category/1</loc>`);
    // A brand an admin hid answers 404, so no sitemap names it.
    expect(brands.body).not.toContain(`<loc>${BASE}/category/4</loc>`);
    await t.db.update(categories).set({ hidden: false }).where(eq(categories.id, '4'));
    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/bikes-2.xml' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/other.xml' })).statusCode).toBe(404);
  });
});
