import type { SavedBike } from '@best-bikes/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBike } from '../../../test/factories/bookings';
import { patchProduct, setProductState } from '../../../test/factories/listings';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';

/** docs/product.md#bangla-search-favourites: a buyer's saved bikes through the API, on a real database. */
let t: TestApp;
let seller: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  t = await buildTestApp({}, { background: false });
  seller = await createUser(t, { role: 'Seller' });
  buyer = await createUser(t);
});
afterAll(() => t.close());

const save = (who: TestUser, id: string) =>
  t.app.inject({ method: 'PUT', url: `/api/favourites/${id}`, headers: who.headers });
const unsave = (who: TestUser, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/favourites/${id}`, headers: who.headers });

async function saved(who: TestUser): Promise<SavedBike[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/favourites', headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res.json().favourites;
}

async function savedIds(who: TestUser): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/favourites/ids', headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res.json().ids;
}

describe('who may save bikes', () => {
  it('asks a visitor to sign in and refuses sellers and admins', async () => {
    const bike = await createBike(t, seller);
    const admin = await createUser(t, { role: 'Admin' });
    for (const [method, url] of [
      ['GET', '/api/favourites'],
      ['GET', '/api/favourites/ids'],
      ['PUT', `/api/favourites/${bike}`],
      ['DELETE', `/api/favourites/${bike}`],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
      expect((await t.app.inject({ method, url, headers: seller.headers })).statusCode).toBe(403);
      expect((await t.app.inject({ method, url, headers: admin.headers })).statusCode).toBe(403);
    }
  });
});

describe('saving and unsaving', () => {
  it('is idempotent both ways and keeps the first saved price', async () => {
    const who = await createUser(t);
    const bike = await createBike(t, seller, { price: 120_000 });
    for (let i = 0; i < 2; i++) {
      const res = await save(who, bike);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ saved: true });
    }
    await patchProduct(t, bike, { resalePrice: 130_000 });
    expect((await save(who, bike)).json()).toEqual({ saved: true });
    const [one, ...rest] = await saved(who);
    expect(rest).toHaveLength(0);
    expect(one).toMatchObject({ _id: bike, saved_price: 120_000, resale_price: 130_000, state: 'available' });
    expect(await savedIds(who)).toEqual([bike]);

    for (let i = 0; i < 2; i++) {
      const res = await unsave(who, bike);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ saved: false });
    }
    expect(await saved(who)).toEqual([]);
  });

  it('answers 404 for an unknown or withdrawn bike and saves nothing', async () => {
    const who = await createUser(t);
    const bike = await createBike(t, seller);
    await setProductState(t, bike, 'Withdrawn');
    expect((await save(who, bike)).statusCode).toBe(404);
    const res = await save(who, 'no-such-bike');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This bike is not available.');
    expect(await savedIds(who)).toEqual([]);
  });

  it("keeps each buyer's list their own", async () => {
    const other = await createUser(t);
    const bike = await createBike(t, seller);
    await save(buyer, bike);
    expect(await savedIds(other)).toEqual([]);
    await unsave(other, bike);
    expect(await savedIds(buyer)).toContain(bike);
  });
});

describe('the Saved bikes list', () => {
  it('says available, booked, sold or removed, and shows a price drop, newest saved first', async () => {
    const who = await createUser(t);
    const bikes = {
      available: await createBike(t, seller, { price: 100_000 }),
      booked: await createBike(t, seller),
      sold: await createBike(t, seller),
      removed: await createBike(t, seller),
    };
    for (const id of Object.values(bikes)) expect((await save(who, id)).statusCode).toBe(200);
    await setProductState(t, bikes.booked, 'Booked');
    await setProductState(t, bikes.sold, 'Sold');
    await setProductState(t, bikes.removed, 'Withdrawn');
    await patchProduct(t, bikes.available, { resalePrice: 90_000 });

    const list = await saved(who);
    expect(list.map((b) => b._id)).toEqual(Object.values(bikes).reverse());
    expect(Object.fromEntries(list.map((b) => [b._id, b.state]))).toEqual({
      [bikes.available]: 'available',
      [bikes.booked]: 'booked',
      [bikes.sold]: 'sold',
      [bikes.removed]: 'removed',
    });
    expect(list.find((b) => b._id === bikes.available)).toMatchObject({
      saved_price: 100_000,
      resale_price: 90_000,
      category_name: 'Yamaha',
    });
  });
});
