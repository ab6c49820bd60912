import { SEARCH_PAGE_SIZE, type SearchResult } from '@best-bikes/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, patchProduct, setPostedAt, setProductState } from '../../../test/factories/listings';
import { buildTestApp, createUser, type TestApp } from '../../../test/helpers';

let t: TestApp;
const ids: Record<string, string> = {};
/** Bikes never to be found: booked, sold and withdrawn. */
let hidden: string[] = [];

/**
 * The catalogue of this file (name, brand, location, price, km, verified seller):
 * 30 Pulsars in Dhaka and Khulna (bulk, for paging), and a few distinct bikes.
 */
beforeAll(async () => {
  t = await buildTestApp();
  const plain = await createUser(t, { role: 'Seller' });
  const verified = await createUser(t, { role: 'Seller', verified: true });
  const distinct = [
    ['fz', 'FZS V3 ABS', 'Yamaha', 'Dhaka', 250_000, 12_000, verified],
    ['r15', 'R15 V3', 'Yamaha', 'Chittagong', 480_000, 8_000, plain],
    ['mt15', 'MT-15', 'Yamaha', 'Sylhet', 500_000, 3_000, verified],
    ['gixxer', 'Gixxer SF', 'Suzuki', 'Dhaka', 300_000, 20_000, plain],
    ['percent', '100% Legit 50_off', 'Suzuki', 'Khulna', 90_000, 50_000, plain],
    ['ns160', 'Pulsar NS 160', 'Bajaj', 'Rajshahi', 210_000, 15_000, verified],
  ] as const;
  let hour = 0;
  for (const [key, name, brand, location, price, km, seller] of distinct) {
    const id = await createProduct(t, seller, {
      product_name: name,
      category_name: brand,
      category_id: undefined,
      location,
      resale_price: price,
      original_price: price + 100_000,
      milage: km,
    });
    await setPostedAt(t, id, new Date(Date.UTC(2025, 0, 1, hour++)));
    ids[key] = id;
  }
  for (let i = 0; i < 30; i++) {
    const id = await createProduct(t, i % 3 === 0 ? verified : plain, {
      product_name: 'Pulsar 150',
      category_name: 'Bajaj',
      category_id: undefined,
      location: i % 2 === 0 ? 'Dhaka' : 'Khulna',
      resale_price: 100_000 + i * 1_000,
      original_price: 200_000,
      milage: 30_000 + i * 100,
    });
    await setPostedAt(t, id, new Date(Date.UTC(2024, 0, 1, i)));
    ids[`pulsar${i}`] = id;
  }
  // Never found, whatever the query.
  hidden = [ids.pulsar0!, ids.pulsar1!, ids.pulsar2!];
  await setProductState(t, hidden[0]!, 'Booked');
  await setProductState(t, hidden[1]!, 'Sold');
  await setProductState(t, hidden[2]!, 'Withdrawn');
  // A bike with no kilometres given sorts after every bike with them.
  await patchProduct(t, ids.pulsar3!, { milage: null });
  // The optional facts (ADR 0087) of the distinct bikes; the Pulsars and '100%' have none.
  const facts = {
    fz: [2019, 150, 'Dhaka', true],
    r15: [2021, 155, 'Chattogram', true],
    mt15: [2022, 155, 'Sylhet', false],
    gixxer: [2018, 155, 'Gazipur', true],
    ns160: [2020, 160, 'Rajshahi', null],
  } as const;
  for (const [key, [registrationYear, engineCc, district, registrationPapers]] of Object.entries(facts))
    await patchProduct(t, ids[key]!, { registrationYear, engineCc, district, registrationPapers });
});
afterAll(() => t.close());

async function search(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/bikes${query}` });
  return { res, body: res.json() as SearchResult };
}
const names = (r: SearchResult) => r.products.map((p) => p.product_name);
const facet = (r: SearchResult, key: 'brand' | 'district') =>
  Object.fromEntries(r.facets[key].map((f) => [f.value, f.count]));

describe('GET /api/bikes', () => {
  it('lists only available bikes of every brand, newest first, 24 a page, with the total', async () => {
    const { res, body } = await search('');
    expect(res.statusCode).toBe(200);
    expect(body.total).toBe(33);
    expect(body.pages).toBe(2);
    expect(body.products).toHaveLength(SEARCH_PAGE_SIZE);
    expect(names(body).slice(0, 3)).toEqual(['Pulsar NS 160', '100% Legit 50_off', 'Gixxer SF']);
    const second = (await search('?page=2')).body;
    expect(second.products).toHaveLength(33 - SEARCH_PAGE_SIZE);
    const seen = [...body.products, ...second.products].map((p) => p._id);
    expect(new Set(seen).size).toBe(33);
    for (const id of hidden) expect(seen).not.toContain(id);
    // Past the end: an empty page, the same total.
    const third = (await search('?page=3')).body;
    expect(third.products).toEqual([]);
    expect(third.total).toBe(33);
  });

  it('filters by brand (several at once), district, price, kilometres and verified sellers', async () => {
    expect((await search('?brand=Yamaha')).body.total).toBe(3);
    expect((await search('?brand=Yamaha&brand=Suzuki')).body.total).toBe(5);
    expect((await search('?brand=yamaha,suzuki')).body.total).toBe(5);
    expect(names((await search('?brand=Yamaha&district=Sylhet')).body)).toEqual(['MT-15']);
    const priced = (await search('?price_min=250000&price_max=480000')).body;
    expect(names(priced).sort()).toEqual(['FZS V3 ABS', 'Gixxer SF', 'R15 V3']);
    expect(names((await search('?km_max=8000')).body).sort()).toEqual(['MT-15', 'R15 V3']);
    const verified = (await search('?verified=1&brand=Yamaha')).body;
    expect(names(verified).sort()).toEqual(['FZS V3 ABS', 'MT-15']);
  });

  it('counts each filter value with the other filters applied but not its own', async () => {
    const { body } = await search('?brand=Yamaha&district=Dhaka');
    expect(body.total).toBe(1);
    // Brands: the district filter applies (Dhaka), the brand filter does not.
    // Dhaka: FZS (Yamaha), Pulsars 4,6,…,28 (13; pulsar0 is booked, pulsar2 withdrawn); the Gixxer
    // moved to Gazipur.
    // Every brand shown has its count, 0 included (brands are data, ADR 0290).
    const brands = facet(body, 'brand');
    expect(brands).toMatchObject({ Yamaha: 1, Bajaj: 13, Suzuki: 0, Honda: 0 });
    expect(Object.keys(brands).length).toBeGreaterThanOrEqual(25);
    // Districts: the brand filter applies (Yamaha), the district filter does not.
    expect(facet(body, 'district')).toEqual({ Dhaka: 1, Chattogram: 1, Sylhet: 1 });
    expect(body.facets.verified).toBe(1);
    // Facet counts agree with the totals of the queries they lead to.
    expect((await search('?brand=Bajaj&district=Dhaka')).body.total).toBe(13);
    expect((await search('?brand=Yamaha&district=Chattogram')).body.total).toBe(1);
  });

  it('filters by registration year, engine size, district and papers, leaving out bikes without the fact', async () => {
    const sorted = async (query: string) => names((await search(query)).body).sort();
    expect(await sorted('?year_min=2020')).toEqual(['MT-15', 'Pulsar NS 160', 'R15 V3']);
    expect(await sorted('?year_min=2019&year_max=2020')).toEqual(['FZS V3 ABS', 'Pulsar NS 160']);
    expect(await sorted('?cc_min=155&cc_max=155')).toEqual(['Gixxer SF', 'MT-15', 'R15 V3']);
    expect(await sorted('?district=Gazipur&district=Sylhet')).toEqual(['Gixxer SF', 'MT-15']);
    expect(await sorted('?papers=1')).toEqual(['FZS V3 ABS', 'Gixxer SF', 'R15 V3']);
    expect(await sorted('?papers=1&verified=1&year_max=2020')).toEqual(['FZS V3 ABS']);
    const all = (await search('')).body;
    expect(all.facets.papers).toBe(3);
    // Every bike is in a district: the Pulsars in Dhaka (13) and Khulna (14), '100%' in Khulna.
    expect(Object.fromEntries(all.facets.district.map((f) => [f.value, f.count]))).toEqual({
      Dhaka: 14,
      Khulna: 15,
      Chattogram: 1,
      Sylhet: 1,
      Gazipur: 1,
      Rajshahi: 1,
    });
    // The district facet keeps the other filters (Suzuki) but not its own.
    const suzuki = (await search('?brand=Suzuki&district=Dhaka')).body;
    expect(suzuki.total).toBe(0);
    expect(suzuki.facets.district).toEqual([
      { value: 'Gazipur', count: 1 },
      { value: 'Khulna', count: 1 },
    ]);
  });

  it("has one place facet, District, and reads an old link's city as its district (ADR 0118)", async () => {
    const { body } = await search('');
    expect(Object.keys(body.facets).sort()).toEqual(['brand', 'district', 'papers', 'verified']);
    // product.md's field answers the district's name.
    for (const p of body.products) expect(p.location).toBe(p.district);
    // A link or saved search from before names product.md's city and its spelling.
    const old = (await search('?location=Chittagong')).body;
    expect(names(old)).toEqual(['R15 V3']);
    expect(old.facets.district).toEqual((await search('?district=Chattogram')).body.facets.district);
    expect(names((await search('?q=chittagong')).body)).toEqual(['R15 V3']);
  });

  it('sorts by price either way and by kilometres (unknown kilometres last)', async () => {
    const asc = (await search('?sort=price_asc&brand=Yamaha')).body;
    expect(asc.products.map((p) => p.resale_price)).toEqual([250_000, 480_000, 500_000]);
    const desc = (await search('?sort=price_desc&brand=Yamaha')).body;
    expect(desc.products.map((p) => p.resale_price)).toEqual([500_000, 480_000, 250_000]);
    const km = (await search('?sort=km_asc&brand=Bajaj&page=2')).body;
    expect(km.products.at(-1)?._id).toBe(ids.pulsar3);
    const firstKm = (await search('?sort=km_asc')).body.products.slice(0, 2).map((p) => p.milage);
    expect(firstKm).toEqual([3_000, 8_000]);
  });

  it('pages a text search the same in every sort, whether or not its count is known (ADR 0103)', async () => {
    // 'pulsar' finds the 27 live Pulsars and the NS 160 (28): page 1 is sorted from the same read as
    // the count (`searchTallyAndPage`), page 2 after the count is kept (the sort's own plan).
    const pulsars = (await search('?q=pulsar&page=1&sort=newest')).body.total;
    expect(pulsars).toBe(28);
    const all = [
      ...(await search('?q=pulsar')).body.products,
      ...(await search('?q=pulsar&page=2')).body.products,
    ];
    const byKey = {
      newest: (a: (typeof all)[number], b: (typeof all)[number]) =>
        b.posted_at.localeCompare(a.posted_at) || b._id.localeCompare(a._id),
      price_asc: (a: (typeof all)[number], b: (typeof all)[number]) =>
        a.resale_price - b.resale_price ||
        b.posted_at.localeCompare(a.posted_at) ||
        b._id.localeCompare(a._id),
      price_desc: (a: (typeof all)[number], b: (typeof all)[number]) =>
        b.resale_price - a.resale_price ||
        b.posted_at.localeCompare(a.posted_at) ||
        b._id.localeCompare(a._id),
      km_asc: (a: (typeof all)[number], b: (typeof all)[number]) =>
        (a.milage ?? Number.POSITIVE_INFINITY) - (b.milage ?? Number.POSITIVE_INFINITY) ||
        b.posted_at.localeCompare(a.posted_at) ||
        b._id.localeCompare(a._id),
    };
    for (const [sort, compare] of Object.entries(byKey)) {
      for (const facetFilter of ['', '&district=Khulna']) {
        // A change moves the listing version: nothing of this query is kept from before.
        await patchProduct(t, ids.pulsar29!, { description: `moved for ${sort}${facetFilter}` });
        const expected = all
          .filter((p) => !facetFilter || p.district === 'Khulna')
          .sort(compare)
          .map((p) => p._id);
        const first = (await search(`?q=pulsar&sort=${sort}${facetFilter}`)).body;
        const second = (await search(`?q=pulsar&sort=${sort}${facetFilter}&page=2`)).body;
        expect(first.total).toBe(expected.length);
        expect(
          [...first.products, ...second.products].map((p) => p._id),
          `${sort}${facetFilter}`,
        ).toEqual(expected);
      }
    }
  });

  it('matches every word of the text in model, brand or district, ignoring case, spaces and dashes', async () => {
    expect(names((await search('?q=mt15')).body)).toEqual(['MT-15']);
    expect(names((await search('?q=MT-15')).body)).toEqual(['MT-15']);
    expect(names((await search('?q=ns160')).body)).toEqual(['Pulsar NS 160']);
    expect(names((await search('?q=yamaha%20sylhet')).body)).toEqual(['MT-15']);
    expect((await search('?q=suzuki')).body.total).toBe(2);
    expect((await search('?q=khulna%20pulsar')).body.total).toBe(14);
    expect((await search('?q=no-such-bike')).body.total).toBe(0);
  });

  it('finds the same bikes by Bangla names of models, brands and cities', async () => {
    const english = (await search('?q=pulsar')).body;
    const bangla = (await search(`?q=${encodeURIComponent('পালসার')}`)).body;
    expect(bangla.total).toBe(english.total);
    expect(bangla.total).toBe(28);
    expect(bangla.terms).toEqual(['pulsar']);
    expect((await search(`?q=${encodeURIComponent('ইয়ামাহা')}`)).body.total).toBe(3);
    // য় as one code point (U+09DF) is the same letter.
    expect(
      (await search(`?q=${encodeURIComponent('\u0987\u09df\u09be\u09ae\u09be\u09b9\u09be')}`)).body.total,
    ).toBe(3);
    const city = (await search(`?q=${encodeURIComponent('ইয়ামাহা চট্টগ্রাম')}`)).body;
    expect(names(city)).toEqual(['R15 V3']);
    expect(names((await search(`?q=${encodeURIComponent('আর ১৫')}`)).body)).toEqual(['R15 V3']);
    // A word matches at the start of a word: 'r15' is not inside 'Pulsar 150'.
    expect(names((await search('?q=r15')).body)).toEqual(['R15 V3']);
    expect(names((await search('?q=ns%20160')).body)).toEqual(['Pulsar NS 160']);
  });

  it('takes the text literally: LIKE wildcards, quotes and SQL do nothing special', async () => {
    expect(names((await search('?q=100%25')).body)).toEqual(['100% Legit 50_off']);
    expect(names((await search('?q=50_')).body)).toEqual(['100% Legit 50_off']);
    // Not wildcards: a literal % or _ starts no word here.
    expect((await search('?q=%25')).body.total).toBe(0);
    expect((await search('?q=_')).body.total).toBe(0);
    const injection = await search(`?q=${encodeURIComponent("'; drop table products; --")}`);
    expect(injection.res.statusCode).toBe(200);
    expect(injection.body.total).toBe(0);
    expect((await search('')).body.total).toBe(33);
  });

  it('answers 400 with a message people can read for a bad parameter, and 304 for a known tag', async () => {
    const cases: [string, RegExp][] = [
      [
        '?brand=Atlantis',
        /^brand: “Atlantis” is not a brand we list; choose from Yamaha, Bajaj, Suzuki, Honda/,
      ],
      ['?location=Mars', /location.*Mars/],
      ['?price_min=abc', /Minimum price must be a whole number/],
      ['?price_min=500000&price_max=100000', /Minimum price cannot be more than the maximum price/],
      ['?km_max=-5', /Maximum kilometres must be a whole number/],
      ['?sort=cheapest', /Sort must be one of newest, price_asc, price_desc, km_asc/],
      ['?page=0', /Page must be 1 or more/],
      ['?verified=maybe', /verified: must be 1 or 0/],
      ['?papers=yes', /papers: must be 1 or 0/],
      ['?district=Atlantis', /district.*Atlantis/],
      ['?year_min=19', /Registration year from must be a year, like 2019/],
      ['?year_min=2022&year_max=2020', /Registration year from cannot be after registration year to/],
      ['?cc_min=abc', /Minimum engine size must be a whole number of cc/],
      ['?cc_min=200&cc_max=100', /Minimum engine size cannot be more than the maximum engine size/],
      [`?q=${'x'.repeat(101)}`, /Search text must be at most 100 characters/],
    ];
    for (const [query, message] of cases) {
      const res = await t.app.inject({ method: 'GET', url: `/api/bikes${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(message);
    }
    const first = await t.app.inject({ method: 'GET', url: '/api/bikes?brand=Suzuki' });
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/bikes?brand=Suzuki',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('shows a change to any bike on the very next search', async () => {
    const before = (await search('?brand=Suzuki')).body.total;
    await setProductState(t, ids.gixxer!, 'Booked');
    expect((await search('?brand=Suzuki')).body.total).toBe(before - 1);
    expect(facet((await search('?brand=Yamaha')).body, 'brand').Suzuki).toBe(before - 1);
    await setProductState(t, ids.gixxer!, 'Available');
    expect((await search('?brand=Suzuki')).body.total).toBe(before);
  });
});
