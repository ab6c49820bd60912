import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingRow,
  bookOrThrow,
  buyWithCard,
  checkoutRow,
  createBike,
  productState,
} from '../../../test/factories/bookings';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';

/**
 * docs/product.md#everyday-use: a checkout started on the buy page and left at the gateway is the buyer's to see,
 * resume and cancel in My Orders, and it ends on its own after CHECKOUT_HOLD_MINUTES — read from a
 * clock this test moves.
 */
let t: TestApp;
let seller: TestUser;
let clock = new Date('2026-11-23T10:00:00Z');
const minutes = (n: number) => n * 60_000;
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

beforeAll(async () => {
  t = await buildTestApp({}, { now: () => clock });
  seller = await createUser(t, { role: 'Seller' });
});
afterAll(() => t.close());

function startCheckout(buyer: TestUser, bikeID: string, overrides: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: buyer.headers,
    payload: {
      bikeID,
      buyerPhone: '01912345678',
      buyerLocation: 'Mirpur 10, Dhaka',
      postCode: '1216',
      currency: 'USD',
      ...overrides,
    },
  });
}

async function ordersOf(buyer: TestUser) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/orders?email=${encodeURIComponent(buyer.email)}`,
    headers: buyer.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    _id: string;
    channel: string;
    paid: boolean;
    expiresAt: string;
    productID: string;
  }[];
}

const cancel = (buyer: TestUser, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/orders/${id}`, headers: buyer.headers });
const resume = (buyer: TestUser, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${id}/resume`, headers: buyer.headers });

describe('a checkout left at the gateway', () => {
  it('is listed in My Orders, unpaid, ending CHECKOUT_HOLD_MINUTES (30) after it started', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller);
    const started = await startCheckout(buyer, bike);
    expect(started.statusCode).toBe(200);
    const orders = await ordersOf(buyer);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ productID: bike, channel: 'checkout', paid: false });
    expect(Date.parse(orders[0]!.expiresAt) - clock.getTime()).toBe(minutes(30));
  });

  it('ends on its own after 30 minutes: the bike is available again and the checkout closed', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller);
    const { transactionId } = (await startCheckout(buyer, bike)).json();
    const [order] = await ordersOf(buyer);

    advance(minutes(29));
    expect(await ordersOf(buyer)).toHaveLength(1);
    expect(await productState(t, bike)).toBe('Booked');

    advance(minutes(2));
    expect(await ordersOf(buyer)).toEqual([]);
    expect(await productState(t, bike)).toBe('Available');
    expect((await bookingRow(t, order!._id))?.state).toBe('Expired');
    expect((await checkoutRow(t, transactionId))?.state).toBe('Expired');
    const late = await resume(buyer, order!._id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This booking has expired. Please book the bike again.');
  });

  it('can be resumed: a new gateway page for the same hold, with what the buyer typed, ending no later', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller);
    const first = (await startCheckout(buyer, bike)).json();
    const [order] = await ordersOf(buyer);
    advance(minutes(5));

    const res = await resume(buyer, order!._id);
    expect(res.statusCode).toBe(200);
    const again = res.json();
    expect(again.transactionId).not.toBe(first.transactionId);
    expect(again.url).toBe(`/api/sandbox-gateway/${again.transactionId}`);
    expect(again).toMatchObject({ currency: 'USD', amount: first.amount });
    expect(await checkoutRow(t, again.transactionId)).toMatchObject({
      state: 'Pending',
      buyerMobile: '01912345678',
      postCode: '1216',
      bookingId: order!._id,
    });
    expect((await checkoutRow(t, first.transactionId))?.state).toBe('Cancelled');
    const [still] = await ordersOf(buyer);
    expect(still).toMatchObject({ _id: order!._id, expiresAt: order!.expiresAt });
  });

  it('can be cancelled: the bike is offered again at once and the gateway page closes', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller);
    const { transactionId } = (await startCheckout(buyer, bike)).json();
    const [order] = await ordersOf(buyer);

    const stranger = await createUser(t);
    const refused = await cancel(stranger, order!._id);
    expect(refused.statusCode).toBe(403);
    expect(await productState(t, bike)).toBe('Booked');

    const res = await cancel(buyer, order!._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });
    expect(await productState(t, bike)).toBe('Available');
    expect((await bookingRow(t, order!._id))?.state).toBe('Cancelled');
    expect((await checkoutRow(t, transactionId))?.state).toBe('Cancelled');
    expect(await ordersOf(buyer)).toEqual([]);

    const twice = await cancel(buyer, order!._id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This checkout has already ended and the bike is offered again.');
  });

  // A Book Now booking is cancelled through the same call (buyer-cancel.int.test.ts, ADR 0112).
  it('cancel refuses a paid order', async () => {
    const buyer = await createUser(t);
    const { bookingId } = await buyWithCard(t, buyer, await createBike(t, seller));
    const paid = await cancel(buyer, bookingId);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe('This order is already paid.');
  });
});

describe('CHECKOUT_HOLD_MINUTES', () => {
  it('sets how long a checkout holds the bike', async () => {
    const short = await buildTestApp({ CHECKOUT_HOLD_MINUTES: '10' }, { now: () => clock });
    try {
      const owner = await createUser(short, { role: 'Seller' });
      const buyer = await createUser(short);
      const bike = await createBike(short, owner);
      const res = await short.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: buyer.headers,
        payload: { bikeID: bike, buyerPhone: '01912345678', buyerLocation: 'Dhaka', postCode: '1216' },
      });
      expect(res.statusCode).toBe(200);
      const [hold] = (
        await short.app.inject({
          method: 'GET',
          url: `/api/orders?email=${encodeURIComponent(buyer.email)}`,
          headers: buyer.headers,
        })
      ).json();
      expect(Date.parse(hold.expiresAt) - clock.getTime()).toBe(minutes(10));
    } finally {
      await short.close();
    }
  });
});

describe("a seller's own bike", () => {
  it('is refused to Book Now and to the buy page with "This is your own bike."', async () => {
    const bike = await createBike(t, seller);
    const booking = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: seller.headers,
      payload: { productID: bike, buyerMobile: '01712345678', buyerLocation: 'Dhaka' },
    });
    expect(booking.statusCode).toBe(403);
    expect(booking.json().message).toBe('This is your own bike.');
    const checkout = await startCheckout(seller, bike);
    expect(checkout.statusCode).toBe(403);
    expect(checkout.json().message).toBe('This is your own bike.');
    expect(await productState(t, bike)).toBe('Available');

    // Another seller's bike: still refused (sellers do not buy), with the general reason.
    const other = await createBike(t, await createUser(t, { role: 'Seller' }));
    const notOwn = await startCheckout(seller, other);
    expect(notOwn.statusCode).toBe(403);
    expect(notOwn.json().message).toBe('You are not allowed to do that.');
  });
});

describe('phone numbers and post codes', () => {
  it('accepts +880 numbers and keeps them as 01…', async () => {
    const buyer = await createUser(t);
    for (const phone of ['+8801712345678', '+880 1712-345678', '8801712345678']) {
      const bike = await createBike(t, seller);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: buyer.headers,
        payload: { productID: bike, buyerMobile: phone, buyerLocation: 'Dhaka' },
      });
      expect(res.json(), phone).toMatchObject({ acknowledged: true });
      expect((await bookingRow(t, res.json().insertedId))?.buyerMobile).toBe('01712345678');
    }
    const other = await createUser(t);
    const { transactionId } = (
      await startCheckout(other, await createBike(t, seller), { buyerPhone: '+8801912345678' })
    ).json();
    expect((await checkoutRow(t, transactionId))?.buyerMobile).toBe('01912345678');
  });

  it('wants a 4-digit post code', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller);
    for (const postCode of ['12', '12345', 'Dhaka']) {
      const res = await startCheckout(buyer, bike, { postCode });
      expect(res.statusCode, postCode).toBe(400);
      expect(res.json().message).toBe('postCode: Post code must be 4 digits, e.g. 1205');
    }
    expect(await productState(t, bike)).toBe('Available');
  });
});

describe("the seller's view of a booked bike", () => {
  it('says until when the unpaid booking holds it (null once nothing does)', async () => {
    const owner = await createUser(t, { role: 'Seller' });
    const booked = await createBike(t, owner);
    const free = await createBike(t, owner);
    const buyer = await createUser(t);
    await bookOrThrow(t, buyer, booked);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/products?email=${encodeURIComponent(owner.email)}`,
      headers: owner.headers,
    });
    const list = res.json() as { _id: string; booked_until: string | null }[];
    const hours = t.config.BOOKING_TTL_HOURS;
    expect(list.find((p) => p._id === booked)?.booked_until).toBe(
      new Date(clock.getTime() + hours * 3_600_000).toISOString(),
    );
    expect(list.find((p) => p._id === free)?.booked_until).toBeNull();
  });
});
