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

const list = (name: string, price: number, brand: 'Bajaj' | 'Yamaha' = 'Bajaj') =>
  createProduct(t, seller, {
    product_name: name,
    category_name: brand,
    category_id: undefined,
    resale_price: price,
    original_price: price + 100_000,
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

  it('answers 404 for an unknown or withdrawn bike', async () => {
    expect((await guide('no-such-bike')).res.statusCode).toBe(404);
    const gone = await list('Dominar 250', 300_000);
    await setProductState(t, gone, 'Withdrawn');
    const res = (await guide(gone)).res;
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This bike is not available.');
  });
});
