import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBike } from '../../../test/factories/bookings';
import { patchProduct, setProductState } from '../../../test/factories/listings';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';
import { categories, productPhotos, user } from '../../db/schema';

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
    expect(meta(html, 'og:image')).toMatch(new RegExp(`^${BASE}/media/og/[0-9a-f]{32}\\.jpg$`));
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(meta(html, 'og:image:type')).toBe('image/jpeg');
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

  it('reads the bike from memory while its brand is unchanged, and shows a change on the next visit', async () => {
    const id = await createBike(t, seller, { price: 150_000, name: 'Gixxer SF' });
    const images = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/bikeDetails/${id}` });
      const bike = jsonLd(res.body).find((doc) => doc['@type'] === 'Motorcycle');
      return { image: bike?.image as string[], title: /<title>(.*?)<\/title>/.exec(res.body)?.[1] };
    };
    const first = await images();
    expect(first.image).toHaveLength(1);
    expect(first.title).toContain('1,50,000');
    // A gallery row written behind the catalogue's back changes no listing version: the next visit
    // is answered from memory (ADR 0031), without reading the bike again.
    await t.db
      .insert(productPhotos)
      .values({ productId: id, position: 1, url: '/media/behind-the-back-1280.webp' });
    expect(await images()).toEqual(first);
    // Any change of the bike itself (here its price) bumps its brand's version: seen at once.
    await patchProduct(t, id, { resalePrice: 145_000 });
    const changed = await images();
    expect(changed.title).toContain('1,45,000');
    expect(changed.image).toEqual(['https://bestbikes.example/media/behind-the-back-1280.webp']);
  });

  it('links a sold or removed bike’s page to bikes like it on sale, in its language', async () => {
    const gone = await createBike(t, seller, { price: 200_000, name: 'R15 V4', categoryId: '2' });
    const like = await createBike(t, seller, { price: 190_000, name: 'FZ25 <new>', categoryId: '2' });
    const dearer = await createBike(t, seller, { price: 400_000, name: 'MT-15', categoryId: '2' });
    const otherBrand = await createBike(t, seller, { price: 200_000, name: 'Pulsar N250', categoryId: '1' });
    await setProductState(t, gone, 'Withdrawn');
    const res = await t.app.inject({ method: 'GET', url: `/bikeDetails/${gone}` });
    expect(res.statusCode).toBe(410);
    const root = /<div id="root">(.*?)<\/div>/s.exec(res.body)?.[1] ?? '';
    expect(root).toContain('This bike is sold or no longer listed');
    expect(root).toContain(`<a href="/bikeDetails/${like}">`);
    expect(root).toContain('FZ25 &lt;new&gt;');
    expect(root).toContain('<a href="/category/2">');
    for (const id of [dearer, otherBrand, gone]) expect(root).not.toContain(id);
    const api = await t.app.inject({ method: 'GET', url: `/api/bikeDetails/${gone}/similar` });
    expect(api.json().products.map((p: { _id: string }) => p._id)).toEqual([like]);
    expect((await t.app.inject({ method: 'GET', url: '/api/bikeDetails/never/similar' })).statusCode).toBe(
      404,
    );

    await setProductState(t, like, 'Sold');
    const bn = await t.app.inject({ method: 'GET', url: `/bikeDetails/${like}?lang=bn` });
    expect(bn.statusCode).toBe(410);
    expect(bn.body).toContain('এই বাইকটি বিক্রি হয়ে গেছে বা আর তালিকায় নেই');
    // Nothing like it on sale: all the bikes on sale are where to go.
    expect(bn.body).toContain('<a href="/bikes?lang=bn">');
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

  it('a seller’s page names the seller and their bikes; an unknown or removed seller is a 404', async () => {
    const other = await createUser(t, { role: 'Seller', name: 'Karim Mia' });
    await createBike(t, other);
    const res = await t.app.inject({ method: 'GET', url: `/sellers/${other.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Used motorbikes sold by Karim Mia - Best Bikes</title>');
    expect(meta(res.body, 'description')).toContain(
      'Karim Mia on Best Bikes, Bangladesh: used motorbikes for sale (1 now)',
    );
    const bn = await t.app.inject({ method: 'GET', url: `/sellers/${other.id}?lang=bn` });
    expect(meta(bn.body, 'description')).toContain('১টি পুরোনো মোটরবাইক');
    await t.db.update(user).set({ deactivatedAt: new Date() }).where(eq(user.id, other.id));
    for (const url of [`/sellers/${other.id}`, '/sellers/no-such-seller']) {
      const gone = await t.app.inject({ method: 'GET', url });
      expect(gone.statusCode, url).toBe(404);
      expect(gone.headers['x-robots-tag']).toBe('noindex');
    }
  });

  it('the Buying safely page has its own title and is in the sitemap of fixed pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/buying-safely' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Buying a used motorbike safely in Bangladesh - Best Bikes</title>');
    const pages = await t.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
    expect(pages.body).toContain(`<loc>${BASE}/buying-safely</loc>`);
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
