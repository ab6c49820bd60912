import { dhakaYear, type Product } from '@best-bikes/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, fetchBike, productBody } from '../../../test/factories/listings';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';
import { products } from '../../db/schema';

let t: TestApp;
let seller: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  seller = await createUser(t, { role: 'Seller' });
});
afterAll(() => t.close());

const add = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/products', headers: seller.bearer, payload });

const facts = {
  registration_year: 2022,
  milage: '12,500',
  engine_cc: 155,
  previous_owners: 1,
  district: "Cox's Bazar",
  tax_token_until: '2027-03-31',
  registration_papers: true,
} as const;

async function rowCount() {
  return (await t.db.select({ id: products.id }).from(products)).length;
}

describe('bike facts on POST /api/products (docs/product.md#seller-and-admin-tools)', () => {
  it('stores the facts a seller gives and shows them on the bike and in the listing', async () => {
    const id = await createProduct(t, seller, facts);
    const bike = (await fetchBike(t, id)) as Product;
    expect(bike).toMatchObject({
      registration_year: 2022,
      milage: 12_500,
      engine_cc: 155,
      previous_owners: 1,
      district: "Cox's Bazar",
      tax_token_until: '2027-03-31',
      registration_papers: true,
    });
    const page = await t.app.inject({ method: 'GET', url: '/api/category/2' });
    const listed = (page.json() as Product[]).find((p) => p._id === id);
    expect(listed?.district).toBe("Cox's Bazar");
  });

  it('keeps every fact optional: left out, blank or null, each is null', async () => {
    const bare = await createProduct(t, seller);
    const blank = await createProduct(t, seller, {
      registration_year: '',
      milage: '',
      engine_cc: null,
      previous_owners: null,
      area: '',
      tax_token_until: '',
      registration_papers: null,
    } as object);
    for (const id of [bare, blank]) {
      expect(await fetchBike(t, id)).toMatchObject({
        registration_year: null,
        milage: null,
        engine_cc: null,
        previous_owners: null,
        // The district is where the bike is, not an optional fact (ADR 0118); the area within it is.
        district: 'Dhaka',
        area: null,
        tax_token_until: null,
        registration_papers: null,
      });
    }
  });

  it('refuses each insane fact with a message naming its field, and stores nothing', async () => {
    const before = await rowCount();
    const cases: [object, string, string][] = [
      [
        { original_price: 150_000, resale_price: 150_001 },
        'resale_price',
        'Resale Price cannot be more than the original Price',
      ],
      [
        { registration_year: dhakaYear() + 1 },
        'registration_year',
        `Registration Year cannot be in the future (after ${dhakaYear()})`,
      ],
      [{ registration_year: 1900 }, 'registration_year', 'Registration Year must be 1950 or later'],
      [{ milage: -1 }, 'milage', 'Kilometres Driven must be a whole number from 0 to 10,00,000'],
      [{ milage: '12.5' }, 'milage', 'must be a whole number of km'],
      [{ engine_cc: 20 }, 'engine_cc', 'Engine must be from 50 to 2,000 cc'],
      [{ previous_owners: 21 }, 'previous_owners', 'Previous Owners must be a whole number from 0 to 20'],
      [{ district: 'Calcutta' }, 'district', 'must be one of the 64 districts of Bangladesh'],
      [{ tax_token_until: '2027-02-30' }, 'tax_token_until', 'Tax Token Valid Until must be a date'],
      [{ registration_papers: 'yes' }, 'registration_papers', 'must be true or false'],
    ];
    for (const [patch, path, message] of cases) {
      const res = await add(productBody(patch as object));
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      const body = res.json() as { message: string; issues: { path: string; message: string }[] };
      expect(body.issues).toContainEqual({ path, message });
      expect(body.message).toBe(`${path}: ${message}`);
    }
    expect(await rowCount()).toBe(before);
  });

  it('accepts a resale price equal to the original and a registration this year', async () => {
    const res = await add(
      productBody({ original_price: 150_000, resale_price: 150_000, registration_year: dhakaYear() }),
    );
    expect(res.statusCode).toBe(201);
  });
});
