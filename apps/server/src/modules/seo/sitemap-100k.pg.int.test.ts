import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../test/helpers';

const BULK = 100_000;
/** Every tenth bulk bike is sold: listed nowhere. */
const isSold = (n: number) => n % 10 === 0;
let t: TestApp;
let origin: string;

beforeAll(async () => {
  t = await buildTestApp({ BASE_URL: 'https://bestbikes.example' });
  const seller = await createUser(t, { role: 'Seller' });
  await t.db.execute(sql`
    insert into products (id, category_id, seller_id, product_name, description, mobile, original_price,
      resale_price, years_of_use, condition, district, img, state)
    select 'bulk' || lpad(g::text, 6, '0'), ((g % 3) + 1)::text, ${seller.id}, 'Bulk ' || g, 'A bulk bike.',
      '01712345678', 200000, 150000, 2, 'Good', 'Dhaka', '/media/' || md5(g::text) || '-1280.webp',
      case when g % 10 = 0 then 'Sold' else 'Available' end
    from generate_series(1, ${BULK}) as g`);
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 180_000);

afterAll(async () => {
  await t?.close();
});

/** Reads a sitemap as it streams in, keeping only the bike ids (never the whole file). */
async function bikeIdsOf(url: string, into: Map<string, number>): Promise<void> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  const decoder = new TextDecoder();
  let carry = '';
  for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
    carry += decoder.decode(chunk, { stream: true });
    const lastEnd = carry.lastIndexOf('</url>');
    if (lastEnd === -1) continue;
    for (const match of carry.slice(0, lastEnd).matchAll(/<loc>[^<]*\/bikeDetails\/([^<]+)<\/loc>/g)) {
      const id = match[1] as string;
      into.set(id, (into.get(id) ?? 0) + 1);
    }
    carry = carry.slice(lastEnd + '</url>'.length);
  }
}

describe('the sitemaps of 100,000 listings', () => {
  it('name every live bike exactly once, split at 50,000, and no sold one', async () => {
    const index = await (await fetch(`${origin}/sitemap.xml`)).text();
    const files = [
      ...index.matchAll(/<loc>https:\/\/bestbikes\.example(\/sitemaps\/bikes-\d+\.xml)<\/loc>/g),
    ].map((m) => m[1]);
    expect(files).toEqual(['/sitemaps/bikes-1.xml', '/sitemaps/bikes-2.xml']);
    const seen = new Map<string, number>();
    for (const file of files) await bikeIdsOf(`${origin}${file}`, seen);
    const live = BULK - BULK / 10;
    expect(seen.size).toBe(live);
    expect([...seen.values()].every((times) => times === 1)).toBe(true);
    for (let n = 1; n <= BULK; n += 1) {
      const id = `bulk${String(n).padStart(6, '0')}`;
      if (seen.has(id) === isSold(n))
        throw new Error(`${id}: ${isSold(n) ? 'sold but listed' : 'live but missing'}`);
    }
  }, 120_000);
});
