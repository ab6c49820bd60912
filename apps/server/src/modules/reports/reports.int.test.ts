import type { AuditEntry, Report } from '@best-bikes/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setProfile } from '../../../test/factories/admin';
import { createProduct, setProductState } from '../../../test/factories/listings';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';

let t: TestApp;
let admin: TestUser;
let seller: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t, { role: 'Admin' });
  seller = await createUser(t, { role: 'Seller', name: 'Karim Bikes' });
});
afterAll(() => t.close());

function report(who: TestUser | null, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/reportedProducts',
    headers: who ? who.headers : {},
    payload: body,
  });
}

async function listReports(): Promise<Report[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/reportedProducts', headers: admin.headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('POST /api/reportedProducts', () => {
  it('needs a signed-in user', async () => {
    const bike = await createProduct(t, seller);
    const res = await report(null, { productDataBaseId: bike });
    expect(res.statusCode).toBe(401);
    expect(await listReports()).toEqual([]);
  });

  it("stores a report from the session and the database, ignoring the client's copy of the fields", async () => {
    const bike = await createProduct(t, seller, {
      product_name: 'FZ-S V3',
      category_id: '1',
      category_name: 'Yamaha',
      resale_price: 185_000,
      years_of_use: 3,
      location: 'Sylhet',
      condition: 'Excellent',
      mobile: '01911223344',
    });
    const buyer = await createUser(t, { role: 'Buyer', name: 'Nadia' });
    await setProfile(t, buyer, { image: '/media/abc-1280.webp' });
    const res = await report(buyer, {
      productDataBaseId: bike,
      productName: 'FORGED',
      sellingPrice: 1,
      reporterName: 'Someone Else',
      reporterEmail: 'forged@example.com',
      reporterRole: 'Admin',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ acknowledged: true, insertedId: expect.any(String) });

    const found = (await listReports()).find((r) => r._id === res.json().insertedId);
    expect(found).toMatchObject({
      productDataBaseId: bike,
      productName: 'FZ-S V3',
      brandName: 'Yamaha',
      category_id: '1',
      sellingPrice: 185_000,
      years_use: 3,
      location: 'Sylhet',
      productCondition: 'Excellent',
      sellerName: 'Karim Bikes',
      sellerEmail: seller.email,
      sellerMobileNumber: '01911223344',
      reporterName: 'Nadia',
      reporterEmail: buyer.email,
      reporterImage: '/media/abc-1280.webp',
      reporterRole: 'Buyer',
    });
    expect(found?.report_posted_date).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2} (AM|PM)$/);
    expect(found?.product_posted_date).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2} (AM|PM)$/);
  });

  it("uses SPEC's fallbacks for a reporter without a name or a photo", async () => {
    const bike = await createProduct(t, seller);
    const buyer = await createUser(t, { role: 'Buyer' });
    await setProfile(t, buyer, { name: '', image: null });
    const res = await report(buyer, { productDataBaseId: bike });
    const found = (await listReports()).find((r) => r._id === res.json().insertedId);
    expect(found).toMatchObject({ reporterName: 'Unregistered User', reporterImage: 'No Image Added' });
  });

  it('accepts one report per bike per reporter, even when both arrive at once', async () => {
    const bike = await createProduct(t, seller);
    const buyer = await createUser(t, { role: 'Buyer' });
    const other = await createUser(t, { role: 'Seller' });
    const [a, b] = await Promise.all([
      report(buyer, { productDataBaseId: bike }),
      report(buyer, { productDataBaseId: bike }),
    ]);
    expect([a.json().acknowledged, b.json().acknowledged].sort()).toEqual([false, true]);
    const third = await report(buyer, { productDataBaseId: bike });
    expect(third.statusCode).toBe(200);
    expect(third.json()).toEqual({ acknowledged: false, message: 'You have already reported this bike.' });
    // Another user's report of the same bike is a report of its own.
    expect((await report(other, { productDataBaseId: bike })).json().acknowledged).toBe(true);
    expect((await listReports()).filter((r) => r.productDataBaseId === bike)).toHaveLength(2);
  });

  it('refuses an unknown or withdrawn bike, your own bike and a missing id', async () => {
    const buyer = await createUser(t, { role: 'Buyer' });
    const withdrawn = await createProduct(t, seller);
    await setProductState(t, withdrawn, 'Withdrawn');
    const own = await createProduct(t, seller);
    const before = (await listReports()).length;

    const unknown = await report(buyer, { productDataBaseId: 'no-such-bike' });
    expect(unknown.statusCode).toBe(404);
    const gone = await report(buyer, { productDataBaseId: withdrawn });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('This bike is no longer listed.');
    const mine = await report(seller, { productDataBaseId: own });
    expect(mine.statusCode).toBe(400);
    expect(mine.json().message).toBe('You cannot report your own bike.');
    const missing = await report(buyer, { productName: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^productDataBaseId: /);
    expect(await listReports()).toHaveLength(before);
  });
});

describe('GET and DELETE /api/reportedProducts', () => {
  it('lists newest first; an admin deletes a report, which is logged; a second delete answers 404', async () => {
    const bike = await createProduct(t, seller, { product_name: 'Gixxer' });
    const buyer = await createUser(t, { role: 'Buyer' });
    const id = (await report(buyer, { productDataBaseId: bike })).json().insertedId as string;
    expect((await listReports())[0]?._id).toBe(id);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/reportedProducts/${id}`,
      headers: admin.bearer,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ deletedCount: 1 });
    expect((await listReports()).map((r) => r._id)).not.toContain(id);

    const log: AuditEntry[] = (
      await t.app.inject({ method: 'GET', url: '/api/auditLog', headers: admin.headers })
    ).json();
    expect(log[0]).toMatchObject({
      action: 'report.delete',
      actorId: admin.id,
      targetType: 'report',
      targetId: id,
      details: { productId: bike, reporterId: buyer.id },
    });
    expect(log[0]?.targetLabel).toContain('Gixxer');

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/reportedProducts/${id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
  });
});
