import type { PriceGuide } from '@best-bikes/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, setProductState } from '../../../test/factories/listings';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';

let t: TestApp;
let seller: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  seller = await createUser(t, { role: 'Seller' });
});
afterAll(() => t.close());

async function guide(id: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/bikes/${id}/price-guide` });
  return { res, body: res.json() as PriceGuide };
}

const list = (name: string, price: number, brand: 'Bajaj' | 'Yamaha' = 'Bajaj', year?: number) =>
  createProduct(t, seller, {
    product_name: name,
    category_name: brand,
    category_id: undefined,
    resale_price: price,
    original_price: price + 100_000,
    ...(year ? { registration_year: year } : {}),
  });

describe('GET /api/bikes/:id/price-guide', () => {
  it('says there is not enough data below 5 comparable bikes, then shows median, range and band', async () => {
    // Spellings of one model; a withdrawn one and another brand's namesake do not count.
    const a = await list('Pulsar 150', 100_000);
    await list('pulsar 150', 110_000);
    await list('Pulsar-150', 130_000);
    const withdrawn = await list('Pulsar 150', 500_000);
    await setProductState(t, withdrawn, 'Withdrawn');
    await list('Pulsar 150', 999_000, 'Yamaha');
    await list('Pulsar 220F', 90_000);

    const few = await guide(a);
    expect(few.res.statusCode).toBe(200);
    expect(few.body).toMatchObject({
      model: 'pulsar150',
      comparables: 3,
      enough: false,
      min_comparables: 5,
      median: null,
      range_min: null,
      range_max: null,
      band: null,
      price: 100_000,
    });

    // A sold one counts (a sale is the best evidence of a price); the fifth arrives as a new listing.
    const sold = await list('PULSAR 150', 140_000);
    await setProductState(t, sold, 'Sold');
    expect((await guide(a)).body.enough).toBe(false);
    const fifth = await list('Pulsar 150', 120_000);

    const full = (await guide(a)).body;
    expect(full).toMatchObject({
      comparables: 5,
      enough: true,
      median: 120_000,
      range_min: 100_000,
      range_max: 140_000,
      band: 'low',
    });
    expect((await guide(fifth)).body.band).toBe('fair');
    expect((await guide(sold)).body.band).toBe('high');
  });

  it('compares bikes registered within two years of this one when its year is known', async () => {
    for (const [year, price] of [
      [2015, 50_000],
      [2018, 80_000],
      [2019, 85_000],
      [2021, 95_000],
      [2022, 100_000],
    ] as const)
      await list('Discover 125', price, 'Bajaj', year);
    // One without a year counts for no year-bound guide.
    await list('Discover 125', 70_000);
    const mid = await list('Discover 125', 90_000, 'Bajaj', 2020);
    expect((await guide(mid)).body).toMatchObject({
      year_from: 2018,
      year_to: 2022,
      comparables: 5,
      enough: true,
      median: 90_000,
      range_min: 80_000,
      range_max: 100_000,
      band: 'fair',
    });
    const old = await list('Discover 125', 60_000, 'Bajaj', 2016);
    expect((await guide(old)).body).toMatchObject({
      year_from: 2014,
      year_to: 2018,
      comparables: 3,
      enough: false,
      median: null,
    });
    // Without a year, every year of the model counts: all 9 Discovers.
    const noYear = await list('Discover 125', 75_000);
    expect((await guide(noYear)).body).toMatchObject({ year_from: null, comparables: 9, enough: true });
  });

  it('answers 404 for an unknown or withdrawn bike', async () => {
    expect((await guide('no-such-bike')).res.statusCode).toBe(404);
    const gone = await list('Dominar 250', 300_000);
    await setProductState(t, gone, 'Withdrawn');
    const res = (await guide(gone)).res;
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This bike is not available.');
  });
});
