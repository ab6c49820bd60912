import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  book,
  bookingRow,
  bookOrThrow,
  createBike,
  expireBooking,
  liveBookingsOf,
  productState,
} from '../../../test/factories/bookings';
import { setProductState } from '../../../test/factories/listings';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';
import { user } from '../../db/schema';

let t: TestApp;
let seller: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  seller = await createUser(t, { role: 'Seller', name: 'Sabbir Seller' });
});
afterAll(() => t.close());

describe('POST /api/bookings', () => {
  it('books an available bike with price, seller and names from the database', async () => {
    const buyer = await createUser(t, { role: 'Buyer', name: 'Bithi Buyer' });
    const bike = await createBike(t, seller, { price: 123_000, name: 'R15 V4' });
    const res = await book(t, buyer, bike);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ acknowledged: true, insertedId: expect.any(String) });
    expect(await productState(t, bike)).toBe('Booked');

    const stored = await bookingRow(t, res.json().insertedId);
    expect(stored).toMatchObject({
      productId: bike,
      buyerId: buyer.id,
      sellerId: seller.id,
      price: 123_000,
      buyerMobile: '01712345678',
      buyerLocation: 'Dhanmondi, Dhaka',
      channel: 'booking',
      state: 'Active',
    });
    const hours = (stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(t.config.BOOKING_TTL_HOURS, 1);

    const orders = await t.app.inject({
      method: 'GET',
      url: `/api/orders?email=${encodeURIComponent(buyer.email)}`,
      headers: buyer.headers,
    });
    expect(orders.statusCode).toBe(200);
    expect(orders.json()).toEqual([
      expect.objectContaining({
        _id: res.json().insertedId,
        productID: bike,
        productName: 'R15 V4',
        companyName: 'Yamaha',
        price: 123_000,
        sellerName: 'Sabbir Seller',
        sellerEmail: seller.email,
        buyerName: 'Bithi Buyer',
        buyerEmail: buyer.email,
        paid: false,
        bookingDate: expect.stringMatching(/^\d\d-\d\d-\d{4} \d\d:\d\d (AM|PM)$/),
      }),
    ]);
  });

  it('takes the bearer token as well as the cookie', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: buyer.bearer,
      payload: { productID: bike, buyerMobile: '01812345678', buyerLocation: 'Sylhet' },
    });
    expect(res.json()).toMatchObject({ acknowledged: true });
  });

  it('answers a second booking of the same bike with acknowledged false and the reason', async () => {
    const first = await createUser(t);
    const second = await createUser(t);
    const bike = await createBike(t, seller);
    await bookOrThrow(t, first, bike);

    const other = await book(t, second, bike);
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({ acknowledged: false, message: 'This bike is already booked.' });

    const again = await book(t, first, bike);
    expect(again.json()).toEqual({ acknowledged: false, message: 'You have already booked this bike.' });
    expect(await liveBookingsOf(t, bike)).toHaveLength(1);
  });

  it('refuses a sold bike and a withdrawn one', async () => {
    const buyer = await createUser(t);
    const sold = await createBike(t, seller);
    await setProductState(t, sold, 'Sold');
    expect((await book(t, buyer, sold)).json()).toEqual({
      acknowledged: false,
      message: 'This bike has already been sold.',
    });
    const withdrawn = await createBike(t, seller);
    await setProductState(t, withdrawn, 'Withdrawn');
    expect((await book(t, buyer, withdrawn)).statusCode).toBe(404);
    expect((await book(t, buyer, 'no-such-bike')).statusCode).toBe(404);
  });

  it('validates phone and location and changes nothing on bad input', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller);
    const badPhone = await book(t, buyer, bike, { buyerMobile: '12345' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().message).toBe('buyerMobile: Mobile number must look like 01XXXXXXXXX (11 digits)');
    const noLocation = await book(t, buyer, bike, { buyerLocation: '   ' });
    expect(noLocation.statusCode).toBe(400);
    expect(noLocation.json().message).toBe('buyerLocation: Location is required');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: buyer.headers,
      payload: { productID: bike, buyerLocation: 'Dhaka' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('buyerMobile: Phone is required');
    expect(await productState(t, bike)).toBe('Available');
  });

  it('lets only buyers book, and never their own bike', async () => {
    const bike = await createBike(t, seller);
    expect((await t.app.inject({ method: 'POST', url: '/api/bookings', payload: {} })).statusCode).toBe(401);
    expect((await book(t, seller, bike)).statusCode).toBe(403);
    const admin = await createUser(t, { role: 'Admin' });
    expect((await book(t, admin, bike)).statusCode).toBe(403);

    // A former seller who became a buyer still cannot book a bike of their own.
    const turned = await createUser(t, { role: 'Buyer' });
    const own = await createBike(t, turned);
    const res = await book(t, turned, own);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This is your own bike.');
    expect(await productState(t, own)).toBe('Available');
  });

  it(`holds at most MAX_ACTIVE_BOOKINGS unpaid bookings per buyer`, async () => {
    const buyer = await createUser(t);
    const max = t.config.MAX_ACTIVE_BOOKINGS;
    for (let i = 0; i < max; i++) await bookOrThrow(t, buyer, await createBike(t, seller));
    const extra = await createBike(t, seller);
    const res = await book(t, buyer, extra);
    expect(res.json()).toEqual({
      acknowledged: false,
      message: `You already have ${max} active bookings. Pay for one or wait until one expires before booking another.`,
    });
    expect(await productState(t, extra)).toBe('Available');
  });

  it('expires an unpaid booking after its time and offers the bike again', async () => {
    const first = await createUser(t);
    const second = await createUser(t);
    const bike = await createBike(t, seller);
    const stale = await bookOrThrow(t, first, bike);
    await expireBooking(t, stale);

    // The next booking of the bike expires the old one in its own transaction.
    const res = await book(t, second, bike);
    expect(res.json()).toMatchObject({ acknowledged: true });
    expect((await bookingRow(t, stale))?.state).toBe('Expired');
    expect(await productState(t, bike)).toBe('Booked');

    const orders = await t.app.inject({
      method: 'GET',
      url: `/api/orders?email=${encodeURIComponent(first.email)}`,
      headers: first.headers,
    });
    expect(orders.json()).toEqual([]);
  });

  it("expires a buyer's overdue bookings when their orders are listed", async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller);
    const id = await bookOrThrow(t, buyer, bike);
    await expireBooking(t, id);
    const orders = await t.app.inject({
      method: 'GET',
      url: `/api/orders?email=${encodeURIComponent(buyer.email)}`,
      headers: buyer.headers,
    });
    expect(orders.json()).toEqual([]);
    expect(await productState(t, bike)).toBe('Available');
    const one = await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: buyer.headers });
    expect(one.statusCode).toBe(404);
  });

  it('lets exactly one of 20 buyers booking one bike at once win', async () => {
    const buyers = await Promise.all(Array.from({ length: 20 }, () => createUser(t)));
    const bike = await createBike(t, seller);
    const answers = await Promise.all(buyers.map((b) => book(t, b, bike)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const won = answers.filter((a) => a.json().acknowledged === true);
    const lost = answers.filter((a) => a.json().acknowledged === false);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const a of lost) expect(a.json().message).toBe('This bike is already booked.');
    expect(await liveBookingsOf(t, bike)).toHaveLength(1);
    expect(await productState(t, bike)).toBe('Booked');
  });
});

describe('PUT /api/bookedProducts/:productId', () => {
  it('confirms the booking for its own buyer (again and again) and for nobody else', async () => {
    const buyer = await createUser(t);
    const other = await createUser(t);
    const bike = await createBike(t, seller);
    await bookOrThrow(t, buyer, bike);
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/bookedProducts/${bike}`,
        headers: buyer.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ modifiedCount: 1 });
    }
    const theirs = await t.app.inject({
      method: 'PUT',
      url: `/api/bookedProducts/${bike}`,
      headers: other.headers,
    });
    expect(theirs.json()).toEqual({ modifiedCount: 0, message: 'This bike is not booked by you.' });
    const free = await createBike(t, seller);
    const unbooked = await t.app.inject({
      method: 'PUT',
      url: `/api/bookedProducts/${free}`,
      headers: buyer.headers,
    });
    expect(unbooked.json().modifiedCount).toBe(0);
    expect(await productState(t, free)).toBe('Available');
  });
});

describe('GET /api/orders', () => {
  it("answers the caller's own orders only", async () => {
    const buyer = await createUser(t);
    const other = await createUser(t);
    const bike = await createBike(t, seller);
    const id = await bookOrThrow(t, buyer, bike);

    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/orders?email=${encodeURIComponent(buyer.email)}`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(403);
    const upper = await t.app.inject({
      method: 'GET',
      url: `/api/orders?email=${encodeURIComponent(buyer.email.toUpperCase())}`,
      headers: buyer.headers,
    });
    expect(upper.json()).toHaveLength(1);

    const mine = await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: buyer.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ _id: id, productID: bike, paid: false, buyerMobile: '01712345678' });
    const theirs = await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: other.headers });
    expect(theirs.statusCode).toBe(403);
    const none = await t.app.inject({ method: 'GET', url: '/api/orders/nope', headers: buyer.headers });
    expect(none.statusCode).toBe(404);
    const bySeller = await t.app.inject({
      method: 'GET',
      url: `/api/orders?email=${encodeURIComponent(seller.email)}`,
      headers: seller.headers,
    });
    expect(bySeller.statusCode).toBe(403);
  });

  it('falls back to product.md’s text for a seller without a name', async () => {
    const buyer = await createUser(t);
    const nameless = await createUser(t, { role: 'Seller' });
    await t.db.update(user).set({ name: '' }).where(eq(user.id, nameless.id));
    const id = await bookOrThrow(t, buyer, await createBike(t, nameless));
    const res = await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: buyer.headers });
    expect(res.json().sellerName).toBe('User Name not Added');
  });
});
