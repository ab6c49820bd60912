import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingRow,
  bookOrThrow,
  buyWithCard,
  createBike,
  productState,
} from '../../../test/factories/bookings';
import { addressesOf, readOutbox } from '../../../test/factories/users';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';

/**
 * A buyer cancels their own Book Now booking from My Orders (ADR 0112): the bike is offered again at
 * once and the seller is told, in the app and by mail through the notifications queue, in the
 * seller's language.
 */
let t: TestApp;
let seller: TestUser;

beforeAll(async () => {
  t = await buildTestApp({}, { background: false });
  seller = await createUser(t, { role: 'Seller', name: 'Sadia Seller' });
  const bangla = await t.app.inject({
    method: 'PUT',
    url: '/api/me/locale',
    headers: seller.headers,
    payload: { locale: 'bn' },
  });
  expect(bangla.statusCode).toBe(200);
});
afterAll(() => t.close());

const cancel = (who: TestUser, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/orders/${id}`, headers: who.headers });

async function mailsTo(who: { email: string }): Promise<ParsedMail[]> {
  return (await readOutbox(t))
    .map((m) => m.mail)
    .filter((m) => addressesOf(m).includes(who.email.toLowerCase()));
}

describe('DELETE /api/orders/:id of a Book Now booking', () => {
  it('frees the bike at once and tells the seller in their language; only the buyer may', async () => {
    const buyer = await createUser(t, { name: 'Rafi Buyer' });
    const bike = await createBike(t, seller, { name: 'Gixxer SF' });
    const bookingId = await bookOrThrow(t, buyer, bike);
    expect(await productState(t, bike)).toBe('Booked');

    const stranger = await createUser(t);
    expect((await cancel(stranger, bookingId)).statusCode).toBe(403);
    expect(await productState(t, bike)).toBe('Booked');

    const res = await cancel(buyer, bookingId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });
    expect((await bookingRow(t, bookingId))?.state).toBe('Cancelled');
    expect(await productState(t, bike)).toBe('Available');
    // Free at once: another buyer books it straight away.
    await bookOrThrow(t, await createUser(t), bike);

    const list = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: seller.headers });
    const told = (
      list.json() as { notifications: { kind: string; title: string; body: string }[] }
    ).notifications.find((n) => n.kind === 'booking-cancelled');
    expect(told?.title).toBe('Gixxer SF-এর বুকিং বাতিল করা হয়েছে');
    expect(told?.body).toContain('Rafi Buyer Gixxer SF-এর বুকিং বাতিল করেছেন');

    await t.app.notifications.drainMail();
    const mail = (await mailsTo(seller)).find((m) => m.subject === 'Gixxer SF-এর বুকিং বাতিল করা হয়েছে');
    expect(mail?.text).toContain('Rafi Buyer Gixxer SF-এর বুকিং বাতিল করেছেন');
    expect(mail?.text).toContain(`${t.config.baseUrl}/dashboard/myProducts`);

    const twice = await cancel(buyer, bookingId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This booking has already ended and the bike is offered again.');
  });

  it('still refuses a paid order', async () => {
    const buyer = await createUser(t);
    const { bookingId } = await buyWithCard(t, buyer, await createBike(t, seller));
    const paid = await cancel(buyer, bookingId);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe('This order is already paid.');
  });
});
