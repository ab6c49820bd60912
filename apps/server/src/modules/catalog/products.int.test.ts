import { COPY, formatDhakaDateTime, type Product } from '@best-bikes/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProduct,
  fetchBike,
  patchProduct,
  productBody,
  setPostedAt,
  setProductState,
} from '../../../test/factories/listings';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';
import { products, user } from '../../db/schema';
import { STARTUP_BRANDS } from './brands-data';

let t: TestApp;
let seller: TestUser;
let otherSeller: TestUser;
let buyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  seller = await createUser(t, { role: 'Seller', name: 'Tanvir Ahmed', verified: true });
  otherSeller = await createUser(t, { role: 'Seller' });
  buyer = await createUser(t, { role: 'Buyer' });
  admin = await createUser(t, { role: 'Admin' });
});
afterAll(() => t.close());

const add = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/products', headers, payload: payload as object });
const listOf = (headers: Record<string, string>, email: string) =>
  t.app.inject({ method: 'GET', url: `/api/products?email=${encodeURIComponent(email)}`, headers });
const advertise = (headers: Record<string, string>, id: string) =>
  t.app.inject({ method: 'PUT', url: `/api/products/${id}`, headers });
const remove = (headers: Record<string, string>, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers });

async function countRows(): Promise<number> {
  return (await t.db.select({ id: products.id }).from(products)).length;
}

describe('POST /api/products', () => {
  it('lists a bike with the seller, e-mail, verification and time taken from the session', async () => {
    const before = Date.now();
    const res = await add(
      seller.bearer,
      productBody({
        product_name: '  Pulsar N160  ',
        category_name: 'Bajaj',
        original_price: '2,45,000',
        resale_price: '1,80,000',
        years_of_use: '1',
        // Typed with the country code: kept as 01… (docs/product.md#everyday-use).
        mobile: '+880 1712-345678',
        // the original client sends these too; none of them may be trusted.
        seller_name: 'Somebody Else',
        email: 'someone.else@example.com',
        posted_date: '01-01-2001 10:00 AM',
        availableStatus: 'Sold',
      }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ acknowledged: true, insertedId: expect.any(String) });

    const bike = (await fetchBike(t, body.insertedId)) as Product;
    expect(bike).toMatchObject({
      _id: body.insertedId,
      category_id: '2',
      category_name: 'Bajaj',
      product_name: 'Pulsar N160',
      mobile: '01712345678',
      original_price: 245_000,
      resale_price: 180_000,
      years_of_use: 1,
      seller_name: 'Tanvir Ahmed',
      email: seller.email,
      status: 'Verified',
      availableStatus: 'Available',
      advertiseStatus: '',
      bookingStatus: '',
      brand_logo: '/brands/bajaj.svg',
    });
    const posted = new Date(bike.posted_at).getTime();
    expect(posted).toBeGreaterThanOrEqual(before - 5_000);
    expect(posted).toBeLessThanOrEqual(Date.now() + 5_000);
    expect(bike.posted_date).toBe(formatDhakaDateTime(bike.posted_at));
  });

  it("uses product.md's fallback name for a seller without one and no badge for an unverified seller", async () => {
    const nameless = await createUser(t, { role: 'Seller' });
    await t.db.update(user).set({ name: '' }).where(eq(user.id, nameless.id));
    const id = await createProduct(t, nameless);
    const bike = (await fetchBike(t, id)) as Product;
    expect(bike.seller_name).toBe('User Name not Added');
    expect(bike.status).toBe('');
  });

  it('accepts the session cookie as well as the bearer token', async () => {
    const res = await add(seller.headers, productBody());
    expect(res.statusCode).toBe(201);
  });

  it('refuses a buyer (403), an admin (403) and a visitor (401), and stores nothing', async () => {
    const rows = await countRows();
    expect((await add(buyer.bearer, productBody())).statusCode).toBe(403);
    expect((await add(admin.bearer, productBody())).statusCode).toBe(403);
    expect((await add({}, productBody())).statusCode).toBe(401);
    expect(await countRows()).toBe(rows);
  });

  it("answers every missing field with product.md's message, naming the field", async () => {
    const res = await add(seller.bearer, {});
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe(`product_name: ${COPY.validation.productName}`);
    const byField = Object.fromEntries(
      (body.issues as { path: string; message: string }[]).map((i) => [i.path, i.message]),
    );
    expect(byField).toEqual({
      product_name: 'Product Name  Required',
      category_name: 'Brand  Required',
      original_price: 'Price Required',
      resale_price: 'Resale Price Required',
      location: 'Location Required',
      condition: 'Condition  Required',
      years_of_use: 'Using Year Required',
      mobile: 'Mobile Number Required',
      description: 'Description is Required',
      img: 'Photo is Required',
    });
  });

  it.each([
    [
      'category_name',
      { category_name: 'Atlantis', category_id: undefined },
      `category_name: “Atlantis” is not a brand we list; choose from ${STARTUP_BRANDS.map((b) => b.name).join(', ')}`,
    ],
    [
      'location',
      { location: 'Barisal' },
      'location: must be one of Dhaka, Chittagong, Rajshahi, Sylhet, Khulna, Dinajpur',
    ],
    ['condition', { condition: 'New' }, 'condition: must be one of Excellent, Good, Fair'],
    ['non-numeric price', { original_price: 'one lakh' }, 'original_price: must be a whole number of Taka'],
    ['zero price', { resale_price: 0 }, 'resale_price: must be more than 0 Taka'],
    ['negative price', { resale_price: -5 }, 'resale_price: must be more than 0 Taka'],
    ['fractional price', { resale_price: 1500.5 }, 'resale_price: must be a whole number of Taka'],
    ['blank price', { original_price: '   ' }, 'original_price: Price Required'],
    ['years above 50', { years_of_use: 51 }, 'years_of_use: must be at most 50 years'],
    ['negative years', { years_of_use: -1 }, 'years_of_use: must be 0 or more'],
    ['fractional years', { years_of_use: '1.5' }, 'years_of_use: must be a whole number of years'],
    ['short mobile', { mobile: '0171234567' }, 'mobile: must look like 01XXXXXXXXX (11 digits)'],
    ['foreign mobile', { mobile: '+447912345678' }, 'mobile: must look like 01XXXXXXXXX (11 digits)'],
    ['blank name', { product_name: '   ' }, 'product_name: Product Name  Required'],
    [
      'foreign picture',
      { img: 'https://tracker.example/pixel.gif' },
      'img: must be the URL answered by POST /api/images',
    ],
    ['wrong category id', { category_name: 'Yamaha', category_id: '2' }, 'category_id: must be 1 for Yamaha'],
  ] as const)('refuses %s with 400 naming the field, storing nothing', async (_, override, message) => {
    const rows = await countRows();
    const res = await add(seller.bearer, productBody(override as object));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await countRows()).toBe(rows);
  });

  it('accepts years_of_use 0 and a missing category_id (the brand decides it)', async () => {
    const { category_id: _, ...withoutId } = productBody({ category_name: 'Suzuki', years_of_use: 0 });
    const res = await add(seller.bearer, withoutId);
    expect(res.statusCode).toBe(201);
    const bike = (await fetchBike(t, res.json().insertedId)) as Product;
    expect(bike.category_id).toBe('3');
    expect(bike.years_of_use).toBe(0);
  });
});

describe('GET /api/products?email=', () => {
  let owner: TestUser;
  let ids: string[];
  beforeAll(async () => {
    owner = await createUser(t, { role: 'Seller' });
    ids = [];
    for (const [i, name] of ['FZS V3 ABS', 'R15 V3', 'MT-15'].entries()) {
      const id = await createProduct(t, owner, {
        product_name: name,
        category_name: 'Yamaha',
        category_id: '1',
      });
      await setPostedAt(t, id, new Date(Date.UTC(2024, 0, 1 + i)));
      ids.push(id);
    }
  });

  it("answers the seller's own bikes newest first, with the total in X-Total-Count", async () => {
    for (const headers of [owner.bearer, owner.headers]) {
      const res = await listOf(headers, owner.email);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe('3');
      expect(res.json().map((p: Product) => p.product_name)).toEqual(['MT-15', 'R15 V3', 'FZS V3 ABS']);
    }
  });

  it('matches the e-mail whatever its case', async () => {
    const res = await listOf(owner.bearer, owner.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(3);
  });

  it('refuses another seller and a buyer (403) and a visitor (401); an admin may read it', async () => {
    expect((await listOf(otherSeller.bearer, owner.email)).statusCode).toBe(403);
    expect((await listOf(buyer.bearer, owner.email)).statusCode).toBe(403);
    expect((await listOf({}, owner.email)).statusCode).toBe(401);
    const asAdmin = await listOf(admin.bearer, owner.email);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toHaveLength(3);
  });

  it('answers 400 for a missing or malformed e-mail', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/products', headers: owner.bearer })).statusCode,
    ).toBe(400);
    expect((await listOf(owner.bearer, 'not-an-email')).statusCode).toBe(400);
  });

  it('keeps booked and sold bikes in the list with their state, and drops withdrawn ones', async () => {
    const seller2 = await createUser(t, { role: 'Seller' });
    const [a, b, c] = [
      await createProduct(t, seller2),
      await createProduct(t, seller2),
      await createProduct(t, seller2),
    ];
    await setProductState(t, a!, 'Booked');
    await setProductState(t, b!, 'Sold');
    expect((await remove(seller2.bearer, c!)).json()).toEqual({ deletedCount: 1 });
    const res = await listOf(seller2.bearer, seller2.email);
    expect(res.headers['x-total-count']).toBe('2');
    const states = Object.fromEntries(res.json().map((p: Product) => [p._id, p.availableStatus]));
    expect(states).toEqual({ [a!]: 'Booked', [b!]: 'Sold' });
  });
});

describe('PUT /api/products/:id (advertise)', () => {
  it('advertises once; a second call changes nothing', async () => {
    const id = await createProduct(t, seller);
    expect((await advertise(seller.bearer, id)).json()).toEqual({ modifiedCount: 1 });
    expect((await fetchBike(t, id))?.advertiseStatus).toBe('Advertised');
    const again = await advertise(seller.bearer, id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ modifiedCount: 0 });
  });

  it('refuses another seller, a buyer and an admin (403) and a visitor (401)', async () => {
    const id = await createProduct(t, seller);
    for (const who of [otherSeller, buyer, admin]) {
      const res = await advertise(who.bearer, id);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only the seller of this bike can advertise it.');
    }
    expect((await advertise({}, id)).statusCode).toBe(401);
    expect((await fetchBike(t, id))?.advertiseStatus).toBe('');
  });

  it('refuses a booked or sold bike with 409 and a clear message', async () => {
    const booked = await createProduct(t, seller);
    await setProductState(t, booked, 'Booked');
    const res = await advertise(seller.bearer, booked);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This bike is booked by a buyer, so it cannot be advertised.');

    const sold = await createProduct(t, seller);
    await setProductState(t, sold, 'Sold');
    expect((await advertise(seller.bearer, sold)).statusCode).toBe(409);
  });

  it('answers 404 for an unknown or withdrawn bike', async () => {
    expect((await advertise(seller.bearer, 'no-such-bike')).statusCode).toBe(404);
    const id = await createProduct(t, seller);
    await remove(seller.bearer, id);
    expect((await advertise(seller.bearer, id)).statusCode).toBe(404);
  });
});

describe('GET /api/advertisedProducts', () => {
  const advertised = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/advertisedProducts' });
    expect(res.statusCode).toBe(200);
    return res.json() as Product[];
  };

  it('lists available advertised bikes only, most recently advertised first, with seller details', async () => {
    const s = await createUser(t, { role: 'Seller', name: 'Nusrat Jahan', verified: true });
    const first = await createProduct(t, s, { product_name: 'First' });
    const second = await createProduct(t, s, { product_name: 'Second', mobile: '01812345678' });
    const booked = await createProduct(t, s, { product_name: 'Booked' });
    const withdrawn = await createProduct(t, s, { product_name: 'Withdrawn' });
    await createProduct(t, s, { product_name: 'Never advertised' });
    for (const id of [first, second, booked, withdrawn]) {
      expect((await advertise(s.bearer, id)).json()).toEqual({ modifiedCount: 1 });
    }
    // Advertised within the same millisecond would tie; make the order explicit.
    await patchProduct(t, first, { advertisedAt: new Date(Date.now() - 60_000) });
    await setProductState(t, booked, 'Booked');
    await remove(s.bearer, withdrawn);

    const mine = (await advertised()).filter((p) => p.email === s.email);
    expect(mine.map((p) => p.product_name)).toEqual(['Second', 'First']);
    expect(mine[0]).toMatchObject({
      seller_name: 'Nusrat Jahan',
      mobile: '01812345678',
      status: 'Verified',
      advertiseStatus: 'Advertised',
      availableStatus: 'Available',
    });
  });

  it('caps the list at 12, newest advertisements first', async () => {
    const s = await createUser(t, { role: 'Seller' });
    const ids: string[] = [];
    for (let i = 0; i < 13; i++) {
      const id = await createProduct(t, s);
      await advertise(s.bearer, id);
      await patchProduct(t, id, { advertisedAt: new Date(Date.now() + 60_000 + i * 1000) });
      ids.push(id);
    }
    const list = await advertised();
    expect(list).toHaveLength(12);
    expect(list.map((p) => p._id)).toEqual(ids.slice(1).reverse());
  });
});

describe('DELETE /api/products/:id', () => {
  it('withdraws the bike: gone from every listing, its row kept for history; again answers 0', async () => {
    const id = await createProduct(t, seller, { category_name: 'Suzuki', category_id: '3' });
    await advertise(seller.bearer, id);
    const res = await remove(seller.bearer, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1 });

    expect((await t.app.inject({ method: 'GET', url: `/api/bikeDetails/${id}` })).statusCode).toBe(404);
    const listing = await t.app.inject({ method: 'GET', url: '/api/category/3' });
    expect(listing.json().map((p: Product) => p._id)).not.toContain(id);
    const advertised = await t.app.inject({ method: 'GET', url: '/api/advertisedProducts' });
    expect(advertised.json().map((p: Product) => p._id)).not.toContain(id);
    const [row] = await t.db.select({ state: products.state }).from(products).where(eq(products.id, id));
    expect(row?.state).toBe('Withdrawn');

    expect((await remove(seller.bearer, id)).json()).toEqual({ deletedCount: 0 });
  });

  it('refuses another seller and a buyer (403) and a visitor (401); an admin may withdraw', async () => {
    const id = await createProduct(t, seller);
    for (const who of [otherSeller, buyer]) {
      const res = await remove(who.bearer, id);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only the seller of this bike can delete it.');
    }
    expect((await remove({}, id)).statusCode).toBe(401);
    expect((await fetchBike(t, id))?.availableStatus).toBe('Available');
    expect((await remove(admin.bearer, id)).json()).toEqual({ deletedCount: 1 });
  });

  it('refuses a booked or sold bike with 409 and a clear message, changing nothing', async () => {
    const booked = await createProduct(t, seller);
    await setProductState(t, booked, 'Booked');
    const res = await remove(seller.bearer, booked);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This bike is booked by a buyer, so it cannot be deleted now. It can be deleted if the booking expires unpaid.',
    );
    expect((await remove(admin.bearer, booked)).statusCode).toBe(409);

    const sold = await createProduct(t, seller);
    await setProductState(t, sold, 'Sold');
    const soldRes = await remove(seller.bearer, sold);
    expect(soldRes.statusCode).toBe(409);
    expect(soldRes.json().message).toContain('has been sold');
    const [row] = await t.db.select({ state: products.state }).from(products).where(eq(products.id, sold));
    expect(row?.state).toBe('Sold');
  });

  it('answers 404 for an unknown bike', async () => {
    expect((await remove(seller.bearer, 'no-such-bike')).statusCode).toBe(404);
  });
});
