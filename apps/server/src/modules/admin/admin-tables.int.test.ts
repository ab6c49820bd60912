import type { AccountsPage, AuditEntry, BuyerOrders, SellerListings } from '@best-bikes/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBooking } from '../../../test/factories/admin';
import { createProduct, setProductState } from '../../../test/factories/listings';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';
import { user } from '../../db/schema';

/** The admin tables of docs/product.md#seller-and-admin-tools: server-side search, sort and paging; the row links; revoking an admin. */
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t, { role: 'Admin', name: 'Table Admin' });
});
afterAll(() => t.close());

async function accounts(query: string, who: TestUser = admin) {
  return t.app.inject({ method: 'GET', url: `/api/admin/accounts${query}`, headers: who.headers });
}
async function page(query: string): Promise<AccountsPage> {
  const res = await accounts(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /api/admin/accounts', () => {
  it('pages one role, searches any part of a name or e-mail, sorts by name, e-mail and date', async () => {
    const tag = `tbl${Date.now().toString(36)}`;
    const names = ['Charlie', 'alice', 'Bob'];
    const made: TestUser[] = [];
    for (const name of names) {
      made.push(await createUser(t, { role: 'Seller', name: `${name} ${tag}` }));
    }
    await createUser(t, { role: 'Buyer', name: `Alice ${tag} Buyer` });
    // The search finds any part of the name (ADR 0181): the tag, in the middle of each name, finds the three.
    expect((await page(`?role=Seller&q=${tag.toUpperCase()}`)).total).toBe(3);
    const byName = await page(`?role=Seller&q=${encodeURIComponent('ALICE ')}&sort=name`);
    expect(byName.items.map((i) => i.name)).toEqual([`alice ${tag}`]);

    const one = made[0] as TestUser;
    const byEmail = await page(`?role=Seller&q=${encodeURIComponent(one.email.slice(0, 12))}`);
    expect(byEmail.items.map((i) => i.email)).toContain(one.email);

    const sellers = await page('?role=Seller&sort=name&pageSize=50');
    const ours = sellers.items.filter((i) => i.name.endsWith(tag)).map((i) => i.name);
    expect(ours).toEqual([`alice ${tag}`, `Bob ${tag}`, `Charlie ${tag}`]);
    expect(sellers.items.every((i) => i.role === 'Seller')).toBe(true);

    const newest = await page('?role=Seller&pageSize=5');
    expect(newest.items[0]?.name).toBe(`Bob ${tag}`);
    expect(newest.total).toBe(sellers.total);
    const oldest = await page('?role=Seller&sort=oldest&pageSize=5');
    expect(oldest.items[0]?.name).not.toBe(`Bob ${tag}`);

    // Paging: pages of 5 cover every seller once.
    const seen = new Set<string>();
    for (let p = 1; p <= Math.ceil(sellers.total / 5); p += 1) {
      for (const i of (await page(`?role=Seller&pageSize=5&page=${p}`)).items) seen.add(i._id);
    }
    expect(seen.size).toBe(sellers.total);
    // A wildcard is taken literally.
    expect((await page('?role=Seller&q=%25')).total).toBe(0);
  });

  it('counts listings and orders, and says whether a seller is verified', async () => {
    const seller = await createUser(t, { role: 'Seller', name: 'Counted Seller' });
    const buyer = await createUser(t, { role: 'Buyer', name: 'Counted Buyer' });
    const bikes = [
      await createProduct(t, seller),
      await createProduct(t, seller),
      await createProduct(t, seller),
    ];
    await setProductState(t, bikes[2] as string, 'Withdrawn');
    await insertBooking(t, { productId: bikes[0] as string, buyer });
    await t.app.inject({
      method: 'PUT',
      url: `/api/sellers?email=${encodeURIComponent(seller.email)}`,
      headers: admin.headers,
    });
    const s = (await page(`?role=Seller&q=${encodeURIComponent(seller.email)}`)).items[0];
    expect(s).toMatchObject({ _id: seller.id, listings: 2, verified: true, orders: 0 });
    const b = (await page(`?role=Buyer&q=${encodeURIComponent(buyer.email)}`)).items[0];
    expect(b).toMatchObject({ _id: buyer.id, orders: 1, listings: 0, verified: false });
  });

  it('refuses bad parameters (400, field named) and anyone but an admin', async () => {
    for (const q of [
      '?role=Robot',
      '?role=Seller&sort=price',
      '?role=Seller&page=0',
      '?role=Seller&pageSize=51',
    ]) {
      const res = await accounts(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message).toMatch(/^querystring\.(role|sort|page|pageSize): /);
    }
    const seller = await createUser(t, { role: 'Seller' });
    expect((await accounts('?role=Seller', seller)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/accounts?role=Seller' })).statusCode).toBe(
      401,
    );
  });
});

describe('Registered Users: every role in one table (ADR 0181)', () => {
  it('leaves out the role for every role; finds any part of a name, an e-mail or a mobile number', async () => {
    const tag = `reg${Date.now().toString(36)}`;
    const lima = await createUser(t, { role: 'Buyer', name: `Lima Akter ${tag}` });
    const rafiq = await createUser(t, { role: 'Seller', name: `Rafiq Akter ${tag}` });
    await createUser(t, { role: 'Admin', name: `Nadia Islam ${tag}` });
    await t.db.update(user).set({ mobile: '01711223344' }).where(eq(user.id, lima.id));

    const all = await page(`?q=${tag}&sort=name`);
    expect(all.items.map((i) => [i.name, i.role])).toEqual([
      [`Lima Akter ${tag}`, 'Buyer'],
      [`Nadia Islam ${tag}`, 'Admin'],
      [`Rafiq Akter ${tag}`, 'Seller'],
    ]);
    const akter = await page(`?q=${encodeURIComponent(`akter ${tag}`)}&sort=email`);
    expect(akter.items.map((i) => i._id).sort()).toEqual([lima.id, rafiq.id].sort());
    // The middle of an e-mail address.
    expect(
      (await page(`?q=${encodeURIComponent(rafiq.email.slice(3, 14))}`)).items.map((i) => i._id),
    ).toContain(rafiq.id);
    // A mobile number as people type it: part of it, with spaces, +880, or in Bangla digits.
    for (const q of ['1122334', '01711 223344', '+880 1711-223344', '০১৭১১২২৩৩৪৪']) {
      const found = await page(`?q=${encodeURIComponent(q)}`);
      expect(
        found.items.map((i) => i._id),
        q,
      ).toEqual([lima.id]);
      expect(found.items[0]?.mobile).toBe('01711223344');
    }
  });
});

describe("a seller's listings and a buyer's orders (read-only admin views)", () => {
  it('lists every bike of the seller and every booking of the buyer; 404 for the wrong kind', async () => {
    const seller = await createUser(t, { role: 'Seller', name: 'Viewed Seller' });
    const buyer = await createUser(t, { role: 'Buyer', name: 'Viewed Buyer' });
    const first = await createProduct(t, seller, { product_name: 'First Bike' });
    const second = await createProduct(t, seller, { product_name: 'Second Bike' });
    await setProductState(t, first, 'Withdrawn');
    const booking = await insertBooking(t, { productId: second, buyer, state: 'Paid' });

    const listings = await t.app.inject({
      method: 'GET',
      url: `/api/admin/sellers/${seller.id}/listings`,
      headers: admin.headers,
    });
    expect(listings.statusCode).toBe(200);
    const l: SellerListings = listings.json();
    expect(l.seller).toMatchObject({ _id: seller.id, name: 'Viewed Seller' });
    expect(l.listings.map((x) => [x.productName, x.state])).toEqual([
      ['Second Bike', 'Sold'],
      ['First Bike', 'Withdrawn'],
    ]);

    const orders = await t.app.inject({
      method: 'GET',
      url: `/api/admin/buyers/${buyer.id}/orders`,
      headers: admin.headers,
    });
    expect(orders.statusCode).toBe(200);
    const o: BuyerOrders = orders.json();
    expect(o.orders).toHaveLength(1);
    expect(o.orders[0]).toMatchObject({
      _id: booking,
      productId: second,
      productName: 'Second Bike',
      state: 'Paid',
    });

    for (const url of [`/api/admin/sellers/${buyer.id}/listings`, `/api/admin/buyers/${seller.id}/orders`]) {
      expect((await t.app.inject({ method: 'GET', url, headers: admin.headers })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url, headers: buyer.headers })).statusCode).toBe(403);
    }
  });
});

describe('POST /api/admins/:id/revoke', () => {
  const revoke = (who: TestUser, target: TestUser) =>
    t.app.inject({ method: 'POST', url: `/api/admins/${target.id}/revoke`, headers: who.headers });

  async function activeAdmins(): Promise<string[]> {
    return (await page('?role=Admin&pageSize=50')).items.map((i) => i._id);
  }

  it('revokes another admin (audit-logged); a seller with bikes goes back to Seller; never the last admin', async () => {
    const other = await createUser(t, { role: 'Admin', name: 'Other Admin' });
    // An admin's request first, so the process has resolved (and may reuse, ADR 0098) the session.
    expect((await accounts('?role=Admin', other)).statusCode).toBe(200);
    const res = await revoke(admin, other);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ modifiedCount: 1, role: 'Buyer' });
    expect(await activeAdmins()).not.toContain(other.id);
    // Their next request is a buyer's.
    expect((await accounts('?role=Admin', other)).statusCode).toBe(403);

    const log: AuditEntry[] = (
      await t.app.inject({ method: 'GET', url: '/api/auditLog', headers: admin.headers })
    ).json();
    expect(log[0]).toMatchObject({
      action: 'user.revokeAdmin',
      actorId: admin.id,
      targetId: other.id,
      details: { role: 'Buyer' },
    });

    // An admin who once sold bikes becomes a seller again.
    const former = await createUser(t, { role: 'Seller', name: 'Former Seller' });
    await createProduct(t, former);
    await t.app.inject({
      method: 'PUT',
      url: `/api/makeAdmin?email=${encodeURIComponent(former.email)}`,
      headers: admin.headers,
    });
    const back = await revoke(admin, former);
    expect(back.json()).toMatchObject({ role: 'Seller' });

    // Not an admin: 404; a non-admin caller: 403.
    expect((await revoke(admin, former)).statusCode).toBe(404);
    expect((await revoke(former, admin)).statusCode).toBe(403);

    // Down to the last admin: refused, and nothing changes.
    for (const id of await activeAdmins()) {
      if (id !== admin.id) {
        expect(
          (await t.app.inject({ method: 'POST', url: `/api/admins/${id}/revoke`, headers: admin.headers }))
            .statusCode,
        ).toBe(200);
      }
    }
    expect(await activeAdmins()).toEqual([admin.id]);
    const last = await revoke(admin, admin);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('This is the last admin. Make someone else an admin first.');
    expect(await activeAdmins()).toEqual([admin.id]);
  });

  it('two admins revoking each other at once leave exactly one admin', async () => {
    const a = admin;
    const b = await createUser(t, { role: 'Admin', name: 'Rival Admin' });
    for (const id of await activeAdmins()) {
      if (id !== a.id && id !== b.id) {
        await t.app.inject({ method: 'POST', url: `/api/admins/${id}/revoke`, headers: a.headers });
      }
    }
    expect((await activeAdmins()).sort()).toEqual([a.id, b.id].sort());

    const [first, second] = await Promise.all([revoke(a, b), revoke(b, a)]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes[0]).toBe(200);
    expect([403, 409]).toContain(codes[1]);
    const left = await t.app.inject({
      method: 'GET',
      url: '/api/admin/accounts?role=Admin',
      headers: first.statusCode === 200 ? a.headers : b.headers,
    });
    expect(left.statusCode).toBe(200);
    expect((left.json() as AccountsPage).total).toBe(1);
  });
});
