import { LISTING_PAGE_SIZE, type Product } from '@best-bikes/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, setPostedAt, setProductState } from '../../../test/factories/listings';
import { buildTestApp, createUser, type TestApp } from '../../../test/helpers';

let t: TestApp;
/** Bajaj bikes by name: 12 Pulsars, 12 Discovers, 6 'Platina 100%' — 30 in all, 3 not available. */
const ids: Record<string, string[]> = { pulsar: [], discover: [], platina: [] };
let unavailable: string[];

beforeAll(async () => {
  t = await buildTestApp();
  const seller = await createUser(t, { role: 'Seller' });
  const plan = [
    ...Array.from({ length: 12 }, (_, i) => ['pulsar', 'Pulsar 150', 150_000 + i * 1_000] as const),
    ...Array.from({ length: 12 }, (_, i) => ['discover', 'Discover 125', 90_000 + i * 1_000] as const),
    ...Array.from({ length: 6 }, (_, i) => ['platina', 'Platina 100%', 60_000 + i * 1_000] as const),
  ];
  for (const [i, [key, name, price]] of plan.entries()) {
    const id = await createProduct(t, seller, {
      product_name: name,
      category_name: 'Bajaj',
      category_id: '2',
      resale_price: price,
      original_price: price + 50_000,
    });
    // Posted one hour apart, in an order unrelated to price.
    await setPostedAt(t, id, new Date(Date.UTC(2024, 5, 1) + ((i * 7) % 30) * 3_600_000));
    ids[key]!.push(id);
  }
  // A Yamaha that must never appear under Bajaj.
  await createProduct(t, seller, {
    product_name: 'Pulsar look-alike',
    category_name: 'Yamaha',
    category_id: '1',
  });
  unavailable = [ids.pulsar![0]!, ids.discover![0]!, ids.platina![0]!];
  await setProductState(t, unavailable[0]!, 'Booked');
  await setProductState(t, unavailable[1]!, 'Sold');
  await setProductState(t, unavailable[2]!, 'Withdrawn');
});
afterAll(() => t.close());

async function page(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/category/2${query}` });
  return { res, list: res.statusCode === 200 ? (res.json() as Product[]) : [] };
}

/** Every page of a listing, concatenated. */
async function all(query: string): Promise<Product[]> {
  const out: Product[] = [];
  for (let n = 1; n < 10; n++) {
    const { list } = await page(`${query}${query ? '&' : '?'}page=${n}`);
    if (list.length === 0) break;
    out.push(...list);
  }
  return out;
}

describe('GET /api/category/:id', () => {
  it('lists only available bikes of the brand, 24 a page, with the total in X-Total-Count', async () => {
    const first = await page('');
    expect(first.res.statusCode).toBe(200);
    expect(first.res.headers['x-total-count']).toBe('27');
    expect(first.list).toHaveLength(LISTING_PAGE_SIZE);
    const second = await page('?page=2');
    expect(second.res.headers['x-total-count']).toBe('27');
    expect(second.list).toHaveLength(3);
    const everything = [...first.list, ...second.list];
    expect(new Set(everything.map((p) => p._id)).size).toBe(27);
    for (const bike of everything) {
      expect(bike.category_id).toBe('2');
      expect(bike.availableStatus).toBe('Available');
      expect(unavailable).not.toContain(bike._id);
    }
  });

  it('answers an empty page past the end, still with the total', async () => {
    const { res, list } = await page('?page=3');
    expect(res.statusCode).toBe(200);
    expect(list).toEqual([]);
    expect(res.headers['x-total-count']).toBe('27');
  });

  it('sorts newest first by default', async () => {
    const list = await all('');
    const times = list.map((p) => Date.parse(p.posted_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await all('?sort=newest')).map((p) => p._id)).toEqual(list.map((p) => p._id));
  });

  it('sorts by resale price both ways, across pages', async () => {
    const asc = (await all('?sort=price_asc')).map((p) => p.resale_price);
    expect(asc).toHaveLength(27);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(asc[0]).toBe(61_000);
    const desc = (await all('?sort=price_desc')).map((p) => p.resale_price);
    expect(desc).toEqual([...asc].reverse());
    expect(desc[0]).toBe(161_000);
  });

  it('searches the model name, case-insensitively, with paging and total', async () => {
    const { res, list } = await page('?q=PULSAR');
    expect(res.headers['x-total-count']).toBe('11');
    expect(list.map((p) => p.product_name)).toEqual(Array(11).fill('Pulsar 150'));
    const sorted = await page('?q=disc&sort=price_desc');
    expect(sorted.res.headers['x-total-count']).toBe('11');
    expect(sorted.list[0]?.resale_price).toBe(101_000);
    expect(sorted.list.at(-1)?.resale_price).toBe(91_000);
  });

  it('ignores spaces and case in the model search: "pulsar150" and "PUL SAR 1 50" find Pulsar 150', async () => {
    for (const q of ['pulsar150', 'PUL%20SAR%201%2050', 'pulsar%20%20150']) {
      const { res, list } = await page(`?q=${q}`);
      expect(res.headers['x-total-count'], q).toBe('11');
      expect(new Set(list.map((p) => p.product_name))).toEqual(new Set(['Pulsar 150']));
    }
    const blank = await page('?q=%20%20');
    expect(blank.res.headers['x-total-count']).toBe('27');
  });

  it('treats % and _ in the search literally', async () => {
    const percent = await page('?q=100%25');
    expect(percent.res.headers['x-total-count']).toBe('5');
    const underscore = await page('?q=_');
    expect(underscore.res.headers['x-total-count']).toBe('0');
    expect(underscore.list).toEqual([]);
  });

  it('answers an empty list when nothing matches', async () => {
    const { res, list } = await page('?q=dominar');
    expect(res.statusCode).toBe(200);
    expect(list).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
  });

  it('refuses an unknown sort, a bad page and an over-long search with 400 naming the field', async () => {
    const sort = await page('?sort=cheapest');
    expect(sort.res.statusCode).toBe(400);
    expect(sort.res.json().message).toMatch(/^querystring\.sort: /);
    expect((await page('?page=0')).res.statusCode).toBe(400);
    expect((await page('?page=abc')).res.statusCode).toBe(400);
    expect((await page(`?q=${'x'.repeat(101)}`)).res.statusCode).toBe(400);
  });

  it('answers 404 for an unknown category', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/category/9999' });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/bikeDetails/:id', () => {
  it('answers a bike of any live state and 404 for an unknown or withdrawn one', async () => {
    const ok = await t.app.inject({ method: 'GET', url: `/api/bikeDetails/${ids.pulsar![1]}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().product_name).toBe('Pulsar 150');
    const booked = await t.app.inject({ method: 'GET', url: `/api/bikeDetails/${unavailable[0]}` });
    expect(booked.json().bookingStatus).toBe('Booked');
    for (const id of ['unknown-id', unavailable[2]]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/bikeDetails/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This bike is not available.');
    }
  });
});
