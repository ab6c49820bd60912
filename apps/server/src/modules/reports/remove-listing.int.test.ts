import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookOrThrow, createBike, productState } from '../../../test/factories/bookings';
import { addressesOf, readOutbox } from '../../../test/factories/users';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';
import { auditLog, reports } from '../../db/schema';

/** docs/product.md#seller-and-admin-tools: an admin removes a reported bike with a reason mailed to its seller, or dismisses its reports. */
let t: TestApp;
let seller: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp({}, { background: false });
  seller = await createUser(t, { role: 'Seller', name: 'Sabbir Seller' });
  admin = await createUser(t, { role: 'Admin' });
});
afterAll(() => t.close());

async function report(who: TestUser, bike: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/reportedProducts',
    headers: who.headers,
    payload: { productDataBaseId: bike, reason: 'fake-or-scam' },
  });
  expect(res.json()).toMatchObject({ acknowledged: true });
}

const remove = (bike: string, payload: Record<string, unknown>, who: TestUser = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/reportedProducts/bike/${bike}/remove`,
    headers: who.headers,
    payload,
  });

const reportsOf = (bike: string) => t.db.select().from(reports).where(eq(reports.productId, bike));
const auditFor = (bike: string) => t.db.select().from(auditLog).where(eq(auditLog.targetId, bike));

describe('POST /api/reportedProducts/bike/:productId/remove', () => {
  it('withdraws the bike, closes its reports, logs the reason and mails it to the seller', async () => {
    const bike = await createBike(t, seller, { name: 'Fake Hornet' });
    await report(await createUser(t), bike);
    await report(await createUser(t), bike);

    const res = await remove(bike, { reason: 'Photos copied from another listing.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      deletedCount: 1,
      message: 'Listing removed. The seller has been told why.',
    });
    expect(await productState(t, bike)).toBe('Withdrawn');
    expect(await reportsOf(bike)).toEqual([]);
    const [entry] = await auditFor(bike);
    expect(entry).toMatchObject({
      action: 'listing.remove',
      actorId: admin.id,
      targetType: 'product',
      details: { reason: 'Photos copied from another listing.', reports: 2, sellerId: seller.id },
    });

    await t.app.notifications.drainMail();
    const mails = (await readOutbox(t))
      .map((m) => m.mail)
      .filter(
        (m) =>
          addressesOf(m).includes(seller.email.toLowerCase()) && m.subject === 'An admin removed Fake Hornet',
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Reason: Photos copied from another listing.');
    expect(mails[0]?.text).toContain(`${t.config.baseUrl}/dashboard/myProducts`);
    const list = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: seller.headers });
    expect(list.json().notifications[0]).toMatchObject({
      kind: 'listing-removed',
      title: 'An admin removed Fake Hornet',
    });

    expect((await remove(bike, { reason: 'Again, please.' })).statusCode).toBe(404);
  });

  it('refuses a booked bike, a missing or short reason and a non-admin, changing nothing', async () => {
    const bike = await createBike(t, seller);
    await report(await createUser(t), bike);
    const short = await remove(bike, { reason: 'no' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(
      'reason: Please say why the listing is removed (at least 5 characters).',
    );
    expect((await remove(bike, {})).statusCode).toBe(400);
    expect((await remove(bike, { reason: 'Looks like a scam.' }, seller)).statusCode).toBe(403);

    await bookOrThrow(t, await createUser(t), bike);
    const booked = await remove(bike, { reason: 'Looks like a scam.' });
    expect(booked.statusCode).toBe(409);
    expect(booked.json().message).toBe(
      'This bike is booked. It can be removed once the booking is paid or ends.',
    );
    expect(await productState(t, bike)).toBe('Booked');
    expect(await reportsOf(bike)).toHaveLength(1);
    expect(await auditFor(bike)).toEqual([]);
  });
});

describe('POST /api/reportedProducts/bike/:productId/dismiss', () => {
  it('closes every report of the bike, keeps it listed and logs the dismissal', async () => {
    const bike = await createBike(t, seller);
    await report(await createUser(t), bike);
    await report(await createUser(t), bike);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/reportedProducts/bike/${bike}/dismiss`,
      headers: admin.headers,
    });
    expect(res.json()).toEqual({ deletedCount: 2, message: 'Reports dismissed.' });
    expect(await productState(t, bike)).toBe('Available');
    expect(await reportsOf(bike)).toEqual([]);
    const [entry] = await auditFor(bike);
    expect(entry).toMatchObject({ action: 'report.dismiss', actorId: admin.id, details: { reports: 2 } });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/reportedProducts/bike/${bike}/dismiss`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
  });
});
