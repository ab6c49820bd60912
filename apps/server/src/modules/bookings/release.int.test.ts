import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingRow,
  bookOrThrow,
  buyWithCard,
  checkoutRow,
  createBike,
  paymentsFor,
  productState,
} from '../../../test/factories/bookings';
import { waitForOutboxMail } from '../../../test/factories/users';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';
import { createSandboxGateway } from '../payments/providers/sandbox-gateway';

/**
 * docs/product.md#seller-and-admin-tools: the seller releases an unpaid booking whose buyer went quiet. The bike is offered again
 * at once and the buyer is notified; a buyer who is paying right now is given a checkout hold's time
 * first; after that, their open checkout is closed and a late success is refused.
 */
let t: TestApp;
let seller: TestUser;
let otherSeller: TestUser;
let admin: TestUser;
let clock = new Date('2026-11-23T10:00:00Z');
const minutes = (n: number) => n * 60_000;

beforeAll(async () => {
  t = await buildTestApp({}, { now: () => clock });
  seller = await createUser(t, { role: 'Seller', name: 'Sadia Seller' });
  otherSeller = await createUser(t, { role: 'Seller' });
  admin = await createUser(t, { role: 'Admin' });
});
afterAll(() => t.close());

const release = (headers: Record<string, string>, productId: string) =>
  t.app.inject({ method: 'POST', url: `/api/bookedProducts/${productId}/release`, headers });

async function notificationsOf(who: TestUser) {
  const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: who.headers });
  return (res.json() as { notifications: { kind: string; title: string; body: string; link: string }[] })
    .notifications;
}

describe('POST /api/bookedProducts/:productId/release', () => {
  it('ends the unpaid booking, offers the bike again and tells the buyer; again is refused', async () => {
    const buyer = await createUser(t, { name: 'Quiet Buyer' });
    const bike = await createBike(t, seller, { name: 'Pulsar N160' });
    const bookingId = await bookOrThrow(t, buyer, bike);

    const res = await release(seller.headers, bike);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });
    expect((await bookingRow(t, bookingId))?.state).toBe('Cancelled');
    expect(await productState(t, bike)).toBe('Available');

    const released = (await notificationsOf(buyer)).find((n) => n.kind === 'booking-released');
    expect(released).toMatchObject({
      title: 'Your booking of Pulsar N160 was released',
      link: `/bikeDetails/${bike}`,
    });
    expect(released?.body).toContain('Sadia Seller released your unpaid booking of Pulsar N160');
    // The mail goes through the queue like every other notification (the app's own worker may
    // have sent it already; draining sends it otherwise).
    await t.app.notifications.drainMail();
    const mail = await waitForOutboxMail(t, buyer.email, 5000, /released/);
    expect(mail.mail.subject).toBe('Your booking of Pulsar N160 was released');

    const again = await release(seller.headers, bike);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This bike has no unpaid booking to release.');

    // Another buyer can book it now.
    const next = await createUser(t);
    await bookOrThrow(t, next, bike);
    expect(await productState(t, bike)).toBe('Booked');
  });

  it('refuses another seller, a buyer, the booking buyer and an admin (403) and a visitor (401)', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller);
    const bookingId = await bookOrThrow(t, buyer, bike);
    const other = await release(otherSeller.headers, bike);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Only the seller of this bike can release its booking.');
    expect((await release(buyer.headers, bike)).statusCode).toBe(403);
    expect((await release(admin.headers, bike)).statusCode).toBe(403);
    expect((await release({}, bike)).statusCode).toBe(401);
    expect((await bookingRow(t, bookingId))?.state).toBe('Active');
    expect(await productState(t, bike)).toBe('Booked');
  });

  it('refuses a paid booking, a bike nobody booked and an unknown bike', async () => {
    const buyer = await createUser(t);
    const sold = await createBike(t, seller);
    await buyWithCard(t, buyer, sold);
    const paid = await release(seller.headers, sold);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe('This bike has been paid for, so its booking cannot be released.');
    expect(await productState(t, sold)).toBe('Sold');

    const free = await createBike(t, seller);
    expect((await release(seller.headers, free)).statusCode).toBe(409);
    expect((await release(seller.headers, 'no-such-bike')).statusCode).toBe(404);
  });

  it('gives a buyer at the payment page a checkout hold; after it, their late payment is refused', async () => {
    const buyer = await createUser(t, { name: 'Paying Buyer' });
    const bike = await createBike(t, seller, { price: 120_000 });
    const bookingId = await bookOrThrow(t, buyer, bike);
    clock = new Date(clock.getTime() + minutes(60 * 20));
    // The buyer opens the buy page's checkout for their booking (it pays the same booking).
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.headers,
      payload: { bikeID: bike, buyerPhone: '01912345678', buyerLocation: 'Dhaka', postCode: '1207' },
    });
    expect(started.statusCode).toBe(200);
    const { transactionId } = started.json() as { transactionId: string };

    clock = new Date(clock.getTime() + minutes(10));
    const early = await release(seller.headers, bike);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(
      /^The buyer is paying for this bike right now\. If the payment does not arrive, you can release the booking from \d{2}-\d{2}-\d{4} \d{2}:\d{2} [AP]M\.$/,
    );
    expect((await bookingRow(t, bookingId))?.state).toBe('Active');

    clock = new Date(clock.getTime() + minutes(21));
    expect((await release(seller.headers, bike)).json()).toEqual({ modifiedCount: 1 });
    expect((await checkoutRow(t, transactionId))?.state).toBe('Cancelled');

    // The gateway page no longer takes the payment…
    const pressed = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox-gateway/${transactionId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(pressed.statusCode).toBe(409);
    // …and a success the gateway signed before the release (a real gateway may still send it) is
    // refused: the browser lands on the failure page and the bike stays on offer.
    const success = createSandboxGateway({ secret: t.config.authSecret }).callback('pay', {
      tranId: transactionId,
      amount: '120000.00',
      currency: 'BDT',
    });
    const landed = await t.app.inject({
      method: 'GET',
      url: `/api/checkout/success?${new URLSearchParams(success)}`,
    });
    expect(landed.headers.location).toBe('/payment/fail');
    expect(await productState(t, bike)).toBe('Available');
    expect(await paymentsFor(t, bike)).toEqual([]);
  });
});
