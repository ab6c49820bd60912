import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentIntents } from '../src/db/schema';
import {
  bookingBody,
  bookOrThrow,
  createBike,
  createIntent,
  paymentsFor,
  productState,
} from './factories/bookings';
import { buildTestApp, createUser, type TestApp, type TestUser } from './helpers';

/**
 * product.md's original web client sends some requests together instead of one after the other
 * (docs/product.md#seller-and-admin-tools, "Clients that send requests together"). Each pair is fired at the same moment; the
 * confirmation must see the request it confirms once that commits, not refuse it.
 */
let t: TestApp;
let seller: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  seller = await createUser(t, { role: 'Seller' });
});
afterAll(() => t.close());

describe('PUT /api/bookedProducts/:id sent with POST /api/bookings', () => {
  it('answers modifiedCount 1 once the booking commits, whichever is served first', async () => {
    for (const putFirst of [true, false]) {
      const buyer = await createUser(t);
      const bike = await createBike(t, seller);
      const post = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/bookings',
          headers: buyer.headers,
          payload: bookingBody(bike),
        });
      const put = () =>
        t.app.inject({ method: 'PUT', url: `/api/bookedProducts/${bike}`, headers: buyer.headers });
      const [booked, confirmed] = putFirst
        ? await Promise.all([put(), post()]).then(([p, b]) => [b, p] as const)
        : await Promise.all([post(), put()]);
      expect(booked.json()).toMatchObject({ acknowledged: true });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toEqual({ modifiedCount: 1 });
      expect(await productState(t, bike)).toBe('Booked');
    }
  });

  it('still refuses at once when another buyer holds the bike', async () => {
    const holder = await createUser(t);
    const late = await createUser(t);
    const bike = await createBike(t, seller);
    await bookOrThrow(t, holder, bike);
    const [refused, confirmed] = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: late.headers,
        payload: bookingBody(bike),
      }),
      t.app.inject({ method: 'PUT', url: `/api/bookedProducts/${bike}`, headers: late.headers }),
    ]);
    expect(refused.json()).toMatchObject({ acknowledged: false, message: 'This bike is already booked.' });
    expect(confirmed.json()).toEqual({ modifiedCount: 0, message: 'This bike is not booked by you.' });
  });
});

describe('DELETE /api/payments/:productId sent with POST /api/payments', () => {
  it('answers deletedCount 1 once the payment commits', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller);
    const bookingId = await bookOrThrow(t, buyer, bike);
    const { clientSecret } = (await createIntent(t, buyer, bookingId)).json();
    const intentId = String(clientSecret).split('_secret_')[0] as string;
    // The provider took the money; the client now records it and delists the bike together.
    await t.db.update(paymentIntents).set({ status: 'succeeded' }).where(eq(paymentIntents.id, intentId));
    const [deleted, recorded] = await Promise.all([
      t.app.inject({ method: 'DELETE', url: `/api/payments/${bike}`, headers: buyer.headers }),
      t.app.inject({
        method: 'POST',
        url: '/api/payments',
        headers: buyer.headers,
        payload: { transactionId: intentId, bookingId, price: 1, email: buyer.email },
      }),
    ]);
    expect(recorded.json()).toMatchObject({ acknowledged: true });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deletedCount: 1 });
    expect(await productState(t, bike)).toBe('Sold');
    const [payment] = await paymentsFor(t, bike);
    expect(payment?.delistedAt).toBeInstanceOf(Date);
  });

  it('answers 0 at once for a bike the caller never booked', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/payments/${bike}`,
      headers: buyer.headers,
    });
    expect(res.json()).toEqual({ deletedCount: 0 });
  });
});

describe('a session cookie with an empty bearer header', () => {
  it.each(['Bearer null', 'bearer null', 'Bearer undefined', 'Bearer ', 'Bearer'])(
    'serves "%s" as the cookie’s user',
    async (authorization) => {
      const buyer = await createUser(t);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/orders?email=${encodeURIComponent(buyer.email)}`,
        headers: { ...buyer.headers, authorization },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    },
  );

  it('still answers 401 to an empty bearer header without a cookie, and to a forged token', async () => {
    const buyer = await createUser(t);
    const url = `/api/orders?email=${encodeURIComponent(buyer.email)}`;
    const bare = await t.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer null' } });
    expect(bare.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: 'Bearer forged.token' },
    });
    expect(forged.statusCode).toBe(401);
  });
});
