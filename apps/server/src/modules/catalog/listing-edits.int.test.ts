import type { Product } from '@best-bikes/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookOrThrow, buyWithCard, productState } from '../../../test/factories/bookings';
import { createProduct, fetchBike, productBody } from '../../../test/factories/listings';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';

/**
 * docs/product.md#seller-and-admin-tools: a seller edits an available listing, stops advertising it, marks it sold elsewhere, and
 * sees who booked or bought it in My Products. Nobody else may do any of it.
 */
let t: TestApp;
let seller: TestUser;
let otherSeller: TestUser;
let buyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  seller = await createUser(t, { role: 'Seller', name: 'Sadia Seller' });
  otherSeller = await createUser(t, { role: 'Seller' });
  buyer = await createUser(t, { role: 'Buyer', name: 'Bithi Buyer' });
  admin = await createUser(t, { role: 'Admin' });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const edit = (headers: Headers, id: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/products/${id}`, headers, payload });
const stopAd = (headers: Headers, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/products/${id}/advertisement`, headers });
const soldElsewhere = (headers: Headers, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/products/${id}/soldElsewhere`, headers });
const advertise = (headers: Headers, id: string) =>
  t.app.inject({ method: 'PUT', url: `/api/products/${id}`, headers });

/** The edit form's body: everything the add form sends, less the photo. */
function editBody(overrides: Record<string, unknown> = {}) {
  const { img: _img, ...rest } = productBody();
  return { ...rest, ...overrides };
}

async function myProducts(who: TestUser = seller): Promise<Product[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/products?email=${encodeURIComponent(who.email)}`,
    headers: who.bearer,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function categoryIds(categoryId: string, headers: Headers = {}) {
  const res = await t.app.inject({ method: 'GET', url: `/api/category/${categoryId}`, headers });
  return { ids: (res.json() as Product[]).map((p) => p._id), etag: String(res.headers.etag), res };
}

describe('PATCH /api/products/:id', () => {
  it('rewrites every field of an available bike; the category pages see it at once', async () => {
    const id = await createProduct(t, seller, {
      category_name: 'Bajaj',
      category_id: '2',
      district: 'Dhaka',
      engine_cc: 150,
    });
    const before = await categoryIds('2');
    expect(before.ids).toContain(id);

    const res = await edit(
      seller.bearer,
      id,
      editBody({
        product_name: 'Gixxer SF',
        category_name: 'Suzuki',
        category_id: '3',
        original_price: '3,00,000',
        resale_price: 2_10_000,
        district: 'Sylhet',
        milage: 8000,
        registration_year: 2023,
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });

    const bike = (await fetchBike(t, id)) as Product;
    expect(bike).toMatchObject({
      product_name: 'Gixxer SF',
      category_id: '3',
      category_name: 'Suzuki',
      original_price: 300_000,
      resale_price: 210_000,
      district: 'Sylhet',
      milage: 8000,
      registration_year: 2023,
      // Left out of the edit: cleared.
      engine_cc: null,
      availableStatus: 'Available',
    });
    // The old brand's cached page no longer lists it and its ETag moved; the new brand's lists it.
    const after = await categoryIds('2');
    expect(after.ids).not.toContain(id);
    expect(after.etag).not.toBe(before.etag);
    const page304 = await t.app.inject({
      method: 'GET',
      url: '/api/category/2',
      headers: { 'if-none-match': before.etag },
    });
    expect(page304.statusCode).toBe(200);
    expect((await categoryIds('3')).ids).toContain(id);
  });

  it('keeps the photo, the seller, the state and the advertisement', async () => {
    const id = await createProduct(t, seller);
    await advertise(seller.bearer, id);
    const before = (await fetchBike(t, id)) as Product;
    expect((await edit(seller.bearer, id, editBody({ resale_price: 140_000 }))).statusCode).toBe(200);
    const after = (await fetchBike(t, id)) as Product;
    expect(after.img).toBe(before.img);
    expect(after.photos).toEqual(before.photos);
    expect(after.email).toBe(seller.email);
    expect(after.advertiseStatus).toBe('Advertised');
    expect(after.posted_at).toBe(before.posted_at);
    expect(after.resale_price).toBe(140_000);
  });

  it('refuses an insane edit naming the field, and changes nothing', async () => {
    const id = await createProduct(t, seller);
    const res = await edit(seller.bearer, id, editBody({ original_price: 100_000, resale_price: 100_001 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('resale_price: Resale Price cannot be more than the original Price');
    const missing = await edit(seller.bearer, id, editBody({ product_name: '' }));
    expect(missing.json().message).toBe('product_name: Product Name  Required');
    expect((await fetchBike(t, id))?.resale_price).toBe(150_000);
  });

  it('refuses another seller, a buyer and an admin (403) and a visitor (401)', async () => {
    const id = await createProduct(t, seller);
    const payload = editBody({ resale_price: 1000 });
    const other = await edit(otherSeller.bearer, id, payload);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Only the seller of this bike can edit it.');
    expect((await edit(buyer.bearer, id, payload)).statusCode).toBe(403);
    expect((await edit(admin.bearer, id, payload)).statusCode).toBe(403);
    expect((await edit({}, id, payload)).statusCode).toBe(401);
    expect((await fetchBike(t, id))?.resale_price).toBe(150_000);
  });

  it('refuses a booked or sold bike with 409 and says why; a withdrawn or unknown one is 404', async () => {
    const booked = await createProduct(t, seller);
    await bookOrThrow(t, buyer, booked);
    const res = await edit(seller.bearer, booked, editBody({ resale_price: 1000 }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This bike is booked by a buyer, so it cannot be edited now. You can edit it again if the booking ends unpaid or you release it.',
    );

    const sold = await createProduct(t, seller);
    await buyWithCard(t, buyer, sold);
    const soldRes = await edit(seller.bearer, sold, editBody());
    expect(soldRes.statusCode).toBe(409);
    expect(soldRes.json().message).toBe('This bike has been sold, so its listing can no longer be edited.');

    const gone = await createProduct(t, seller);
    await t.app.inject({ method: 'DELETE', url: `/api/products/${gone}`, headers: seller.bearer });
    expect((await edit(seller.bearer, gone, editBody())).statusCode).toBe(404);
    expect((await edit(seller.bearer, 'no-such-bike', editBody())).statusCode).toBe(404);
    expect((await fetchBike(t, booked))?.resale_price).toBe(150_000);
  });
});

describe('DELETE /api/products/:id/advertisement', () => {
  it('stops advertising: gone from the home page; again answers 0; it can be advertised again', async () => {
    const id = await createProduct(t, seller);
    await advertise(seller.bearer, id);
    const ads = async () =>
      ((await t.app.inject({ method: 'GET', url: '/api/advertisedProducts' })).json() as Product[]).map(
        (p) => p._id,
      );
    expect(await ads()).toContain(id);
    expect((await stopAd(seller.bearer, id)).json()).toEqual({ modifiedCount: 1 });
    expect(await ads()).not.toContain(id);
    expect((await fetchBike(t, id))?.advertiseStatus).toBe('');
    expect((await stopAd(seller.bearer, id)).json()).toEqual({ modifiedCount: 0 });
    expect((await advertise(seller.bearer, id)).json()).toEqual({ modifiedCount: 1 });
  });

  it('refuses anyone but the seller', async () => {
    const id = await createProduct(t, seller);
    await advertise(seller.bearer, id);
    expect((await stopAd(otherSeller.bearer, id)).statusCode).toBe(403);
    expect((await stopAd(buyer.bearer, id)).statusCode).toBe(403);
    expect((await stopAd(admin.bearer, id)).statusCode).toBe(403);
    expect((await stopAd({}, id)).statusCode).toBe(401);
    expect((await fetchBike(t, id))?.advertiseStatus).toBe('Advertised');
  });
});

describe('POST /api/products/:id/soldElsewhere', () => {
  it('hides the bike like a sale, counted apart: no payment, marked in My Products; again answers 0', async () => {
    const id = await createProduct(t, seller, { category_name: 'Yamaha', category_id: '1' });
    await advertise(seller.bearer, id);
    expect((await categoryIds('1')).ids).toContain(id);
    const res = await soldElsewhere(seller.bearer, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });

    expect((await categoryIds('1')).ids).not.toContain(id);
    const ads = (await t.app.inject({ method: 'GET', url: '/api/advertisedProducts' })).json() as Product[];
    expect(ads.map((p) => p._id)).not.toContain(id);
    expect(await fetchBike(t, id)).toMatchObject({
      availableStatus: 'Sold',
      sold_elsewhere: true,
      advertiseStatus: '',
    });
    const mine = (await myProducts()).find((p) => p._id === id);
    expect(mine).toMatchObject({ availableStatus: 'Sold', sold_elsewhere: true, buyer: null });
    expect((await soldElsewhere(seller.bearer, id)).json()).toEqual({ modifiedCount: 0 });

    // Nobody can book it, edit it or delete it any more.
    const booking = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: buyer.headers,
      payload: { productID: id, buyerMobile: '01712345678', buyerLocation: 'Dhaka' },
    });
    expect(booking.json()).toEqual({ acknowledged: false, message: 'This bike has already been sold.' });
    expect((await edit(seller.bearer, id, editBody())).json().message).toBe(
      'You marked this bike as sold elsewhere, so its listing can no longer be edited.',
    );
    const del = await t.app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: seller.bearer });
    expect(del.statusCode).toBe(409);
  });

  it('refuses a booked bike and a bike sold on Best Bikes, saying why', async () => {
    const booked = await createProduct(t, seller);
    await bookOrThrow(t, buyer, booked);
    const res = await soldElsewhere(seller.bearer, booked);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This bike is booked by a buyer, so it cannot be marked as sold elsewhere. Release the booking first if the buyer went quiet.',
    );
    expect(await productState(t, booked)).toBe('Booked');

    const sold = await createProduct(t, seller);
    await buyWithCard(t, buyer, sold);
    expect((await soldElsewhere(seller.bearer, sold)).json().message).toBe(
      'This bike has already been sold on Best Bikes.',
    );
    expect((await fetchBike(t, sold))?.sold_elsewhere).toBe(false);
  });

  it('refuses anyone but the seller', async () => {
    const id = await createProduct(t, seller);
    expect((await soldElsewhere(otherSeller.bearer, id)).statusCode).toBe(403);
    expect((await soldElsewhere(buyer.bearer, id)).statusCode).toBe(403);
    expect((await soldElsewhere(admin.bearer, id)).statusCode).toBe(403);
    expect((await soldElsewhere({}, id)).statusCode).toBe(401);
    expect(await productState(t, id)).toBe('Available');
  });
});

describe('GET /api/products: who booked and who bought', () => {
  it("shows the seller the buyer's name, phone, location and the booking's expiry; then the sale", async () => {
    const id = await createProduct(t, seller);
    const free = await createProduct(t, seller);
    const bookingAt = Date.now();
    await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: buyer.headers,
      payload: { productID: id, buyerMobile: '01911223344', buyerLocation: 'Zindabazar, Sylhet' },
    });
    const booked = (await myProducts()).find((p) => p._id === id)!;
    expect(booked.buyer).toMatchObject({
      name: 'Bithi Buyer',
      email: buyer.email,
      mobile: '01911223344',
      location: 'Zindabazar, Sylhet',
      paid_at: null,
    });
    expect(booked.buyer?.expires_at).toBe(booked.booked_until);
    expect(new Date(booked.buyer!.expires_at!).getTime()).toBeGreaterThan(bookingAt);
    expect((await myProducts()).find((p) => p._id === free)?.buyer).toBeNull();

    // The public bike page never shows the buyer.
    expect((await fetchBike(t, id)) as Record<string, unknown>).not.toHaveProperty('buyer');

    const sold = await createProduct(t, seller);
    await buyWithCard(t, buyer, sold);
    const bought = (await myProducts()).find((p) => p._id === sold)!;
    expect(bought.availableStatus).toBe('Sold');
    expect(bought.buyer).toMatchObject({ name: 'Bithi Buyer', expires_at: null });
    expect(bought.buyer?.paid_at).toEqual(expect.any(String));
  });

  it("never shows another seller's buyers", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/products?email=${encodeURIComponent(seller.email)}`,
      headers: otherSeller.bearer,
    });
    expect(res.statusCode).toBe(403);
  });
});
