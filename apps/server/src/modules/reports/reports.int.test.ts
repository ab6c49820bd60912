import type { AuditEntry, Report, ReportedBikesPage } from '@best-bikes/contract';
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
    const res = await report(null, { productDataBaseId: bike, reason: 'fake-or-scam' });
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
      reason: 'other',
      reasonText: '  Same photos as another ad  ',
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
      reason: 'other',
      reasonText: 'Same photos as another ad',
    });
    expect(found?.report_posted_date).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2} (AM|PM)$/);
    expect(found?.product_posted_date).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2} (AM|PM)$/);
  });

  it("files the original client's report, which sends no reason, as 'other' (ADR 0124)", async () => {
    const bike = await createProduct(t, seller, { product_name: 'Pulsar 150' });
    const buyer = await createUser(t, { role: 'Buyer' });
    // The fields the original client sends: the bike's copy and the reporter's, no reason.
    const res = await report(buyer, {
      productDataBaseId: bike,
      productName: 'Pulsar 150',
      brandName: 'Bajaj',
      sellingPrice: 150000,
      reporterName: buyer.name,
      reporterEmail: buyer.email,
      report_posted_date: '11-26-2026 10:00 AM',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ acknowledged: true, message: 'Your report has been added.' });
    const found = (await listReports()).find((r) => r._id === res.json().insertedId);
    expect(found).toMatchObject({ reason: 'other', reasonText: 'Reported without a reason' });
  });

  it("uses product.md's fallbacks for a reporter without a name or a photo", async () => {
    const bike = await createProduct(t, seller);
    const buyer = await createUser(t, { role: 'Buyer' });
    await setProfile(t, buyer, { name: '', image: null });
    const res = await report(buyer, { productDataBaseId: bike, reason: 'fake-or-scam' });
    const found = (await listReports()).find((r) => r._id === res.json().insertedId);
    expect(found).toMatchObject({ reporterName: 'Unregistered User', reporterImage: 'No Image Added' });
  });

  it('accepts one report per bike per reporter, even when both arrive at once', async () => {
    const bike = await createProduct(t, seller);
    const buyer = await createUser(t, { role: 'Buyer' });
    const other = await createUser(t, { role: 'Seller' });
    const [a, b] = await Promise.all([
      report(buyer, { productDataBaseId: bike, reason: 'fake-or-scam' }),
      report(buyer, { productDataBaseId: bike, reason: 'fake-or-scam' }),
    ]);
    expect([a.json().acknowledged, b.json().acknowledged].sort()).toEqual([false, true]);
    const third = await report(buyer, { productDataBaseId: bike, reason: 'fake-or-scam' });
    expect(third.statusCode).toBe(200);
    expect(third.json()).toEqual({ acknowledged: false, message: 'You have already reported this bike.' });
    // Another user's report of the same bike is a report of its own.
    expect(
      (await report(other, { productDataBaseId: bike, reason: 'fake-or-scam' })).json().acknowledged,
    ).toBe(true);
    expect((await listReports()).filter((r) => r.productDataBaseId === bike)).toHaveLength(2);
  });

  it('refuses an unknown or withdrawn bike, your own bike and a missing id', async () => {
    const buyer = await createUser(t, { role: 'Buyer' });
    const withdrawn = await createProduct(t, seller);
    await setProductState(t, withdrawn, 'Withdrawn');
    const own = await createProduct(t, seller);
    const before = (await listReports()).length;

    const unknown = await report(buyer, { productDataBaseId: 'no-such-bike', reason: 'offensive' });
    expect(unknown.statusCode).toBe(404);
    const gone = await report(buyer, { productDataBaseId: withdrawn, reason: 'offensive' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('This bike is no longer listed.');
    const mine = await report(seller, { productDataBaseId: own, reason: 'offensive' });
    expect(mine.statusCode).toBe(400);
    expect(mine.json().message).toBe('You cannot report your own bike.');
    const missing = await report(buyer, { productName: 'x', reason: 'offensive' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^productDataBaseId: /);
    const bike = await createProduct(t, seller);
    const badReason = await report(buyer, { productDataBaseId: bike, reason: 'boring' });
    expect(badReason.json().message).toBe('reason: Please choose why you are reporting this bike.');
    for (const reasonText of [undefined, '   ', 'no']) {
      const other = await report(buyer, { productDataBaseId: bike, reason: 'other', reasonText });
      expect(other.statusCode).toBe(400);
      expect(other.json().message).toBe('reasonText: Please say what is wrong with this listing.');
    }
    const long = await report(buyer, {
      productDataBaseId: bike,
      reason: 'offensive',
      reasonText: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect(await listReports()).toHaveLength(before);
  });
});

describe('GET and DELETE /api/reportedProducts', () => {
  it('lists newest first; an admin deletes a report, which is logged; a second delete answers 404', async () => {
    const bike = await createProduct(t, seller, { product_name: 'Gixxer' });
    const buyer = await createUser(t, { role: 'Buyer' });
    const id = (await report(buyer, { productDataBaseId: bike, reason: 'fake-or-scam' })).json()
      .insertedId as string;
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

describe('GET /api/reportedProducts/bikes (grouped)', () => {
  async function grouped(query = '') {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/reportedProducts/bikes${query}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as ReportedBikesPage;
  }

  it('answers one row per bike with the count, the reasons and every note, searched, sorted and paged', async () => {
    const sellerG = await createUser(t, { role: 'Seller', name: 'Grouping Garage' });
    const once = await createProduct(t, sellerG, { product_name: 'Groupa Once' });
    const thrice = await createProduct(t, sellerG, { product_name: 'Groupa Thrice' });
    const [a, b, c] = [await createUser(t), await createUser(t), await createUser(t)];
    await report(a, { productDataBaseId: thrice, reason: 'fake-or-scam' });
    await report(b, { productDataBaseId: thrice, reason: 'fake-or-scam' });
    await report(a, { productDataBaseId: once, reason: 'already-sold' });
    await report(c, { productDataBaseId: thrice, reason: 'other', reasonText: 'Asked me to pay first' });

    const latest = await grouped('?q=groupa');
    expect(latest.total).toBe(2);
    expect(latest.items.map((i) => i.productName)).toEqual(['Groupa Thrice', 'Groupa Once']);
    const row = latest.items[0];
    expect(row).toMatchObject({
      productId: thrice,
      reports: 3,
      state: 'Available',
      sellerName: 'Grouping Garage',
      sellerEmail: sellerG.email,
      reasons: [
        { reason: 'fake-or-scam', count: 2 },
        { reason: 'other', count: 1 },
      ],
    });
    expect(row?.notes).toHaveLength(3);
    expect(row?.notes[0]).toMatchObject({
      reporterEmail: c.email,
      reason: 'other',
      reasonText: 'Asked me to pay first',
    });

    // Most reported first, and any part of the seller's e-mail matches (ADR 0181); a page of one.
    const most = await grouped(
      `?q=${encodeURIComponent(sellerG.email.slice(2, 10).toUpperCase())}&sort=most&pageSize=5`,
    );
    expect(most.items[0]?.productId).toBe(thrice);
    const byModel = await grouped('?q=Groupa%20O');
    expect(byModel.items.map((i) => i.productId)).toEqual([once]);
    // A search's wildcard is taken literally.
    expect((await grouped('?q=%25')).total).toBe(0);

    const all = await grouped('?pageSize=5');
    expect(all.openReports).toBeGreaterThanOrEqual(4);
    const pastEnd = await grouped(`?pageSize=5&page=${Math.ceil(all.total / 5) + 1}`);
    expect(pastEnd.items).toEqual([]);
    expect(pastEnd.total).toBe(all.total);
  });

  it('refuses bad query parameters with the field named, and non-admins', async () => {
    for (const query of ['?sort=random', '?page=0', '?pageSize=500', `?q=${'x'.repeat(101)}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/reportedProducts/bikes${query}`,
        headers: admin.headers,
      });
      expect(res.statusCode, query).toBe(400);
    }
    const buyer = await createUser(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/reportedProducts/bikes',
      headers: buyer.headers,
    });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/reportedProducts/bikes' })).statusCode).toBe(401);
  });
});
