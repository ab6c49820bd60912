import type { AuditEntry, RegisteredUser, SellerListItem } from '@best-bikes/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingState, insertBooking, productState, signIn } from '../../../test/factories/admin';
import { createProduct, fetchBike } from '../../../test/factories/listings';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';
import { session, user } from '../../db/schema';
import { createAuditLog } from '../audit';
import { createAdminRepository } from './repository';
import { createAdminService } from './service';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t, { role: 'Admin', name: 'Head Admin' });
});
afterAll(() => t.close());

async function auditEntries(): Promise<AuditEntry[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/auditLog', headers: admin.headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function isDeactivated(who: TestUser): Promise<boolean> {
  const [row] = await t.db.select({ at: user.deactivatedAt }).from(user).where(eq(user.id, who.id));
  return Boolean(row?.at);
}

describe('admin calls refuse everyone but admins', () => {
  const calls = (target: TestUser) =>
    [
      ['GET', '/api/sellers'],
      ['PUT', `/api/sellers?email=${encodeURIComponent(target.email)}`],
      ['DELETE', `/api/sellers/${target.id}`],
      ['GET', '/api/buyers'],
      ['DELETE', `/api/buyers/${target.id}`],
      ['GET', '/api/allUsers'],
      ['PUT', `/api/makeAdmin?email=${encodeURIComponent(target.email)}`],
      ['GET', '/api/auditLog'],
      ['GET', '/api/reportedProducts'],
      ['DELETE', '/api/reportedProducts/some-report-id'],
    ] as const;

  it('answers 401 to anonymous callers and 403 to buyers and sellers (cookie or bearer), changing nothing', async () => {
    const seller = await createUser(t, { role: 'Seller' });
    const buyer = await createUser(t, { role: 'Buyer' });
    for (const [method, url] of calls(seller)) {
      const anonymous = await t.app.inject({ method, url });
      expect(anonymous.statusCode, `${method} ${url} anonymous`).toBe(401);
      for (const caller of [buyer, seller]) {
        for (const headers of [caller.headers, caller.bearer]) {
          const res = await t.app.inject({ method, url, headers });
          expect(res.statusCode, `${method} ${url} as ${caller.role}`).toBe(403);
          expect(res.json().message).toBe('You are not allowed to do that.');
        }
      }
    }
    const [row] = await t.db.select().from(user).where(eq(user.id, seller.id));
    expect(row?.sellerVerified).toBe(false);
    expect(row?.deactivatedAt).toBeNull();
    expect(row?.role).toBe('Seller');
  });

  it('accepts an admin by bearer token as well as by cookie', async () => {
    for (const headers of [admin.headers, admin.bearer]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/sellers', headers });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('GET /api/sellers, /api/buyers, /api/allUsers', () => {
  it('lists active sellers and buyers with product.md fields, newest first, and every user with a role', async () => {
    const sellerA = await createUser(t, { role: 'Seller', name: 'Seller A' });
    const sellerB = await createUser(t, { role: 'Seller', name: 'Seller B', verified: true });
    const buyer = await createUser(t, { role: 'Buyer', name: 'Buyer C' });

    const sellers: SellerListItem[] = (
      await t.app.inject({ method: 'GET', url: '/api/sellers', headers: admin.headers })
    ).json();
    const ids = sellers.map((s) => s._id);
    expect(ids.indexOf(sellerB.id)).toBeLessThan(ids.indexOf(sellerA.id));
    expect(ids).not.toContain(buyer.id);
    expect(ids).not.toContain(admin.id);
    expect(sellers.find((s) => s._id === sellerB.id)).toEqual({
      _id: sellerB.id,
      name: 'Seller B',
      email: sellerB.email,
      photo: '',
      status: 'Verified',
      role: 'Seller',
    });
    expect(sellers.find((s) => s._id === sellerA.id)?.status).toBe('');

    const buyers: SellerListItem[] = (
      await t.app.inject({ method: 'GET', url: '/api/buyers', headers: admin.bearer })
    ).json();
    expect(buyers.map((b) => b._id)).toContain(buyer.id);
    expect(buyers.every((b) => b.role === 'Buyer')).toBe(true);

    const all: RegisteredUser[] = (
      await t.app.inject({ method: 'GET', url: '/api/allUsers', headers: admin.headers })
    ).json();
    const roles = Object.fromEntries(all.map((u) => [u._id, u.role]));
    expect(roles[admin.id]).toBe('Admin');
    expect(roles[sellerA.id]).toBe('Seller');
    expect(roles[buyer.id]).toBe('Buyer');
    expect(JSON.stringify(all)).not.toMatch(/password|token/i);
  });
});

describe('PUT /api/sellers?email= (verify)', () => {
  it("marks the seller Verified, so all of the seller's bikes carry the badge, and logs it", async () => {
    const seller = await createUser(t, { role: 'Seller', name: 'Rahim Motors' });
    const bikes = [await createProduct(t, seller), await createProduct(t, seller, { product_name: 'FZ-S' })];
    expect((await fetchBike(t, bikes[0]!))?.status).toBe('');

    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/sellers?email=${encodeURIComponent(seller.email.toUpperCase())}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ modifiedCount: 1 });
    for (const id of bikes) expect((await fetchBike(t, id))?.status).toBe('Verified');

    const [entry] = await auditEntries();
    expect(entry).toMatchObject({
      action: 'seller.verify',
      actorId: admin.id,
      actorName: 'Head Admin',
      actorEmail: admin.email,
      targetType: 'user',
      targetId: seller.id,
      targetLabel: `Rahim Motors <${seller.email}>`,
    });

    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/sellers?email=${encodeURIComponent(seller.email)}`,
      headers: admin.headers,
    });
    expect(again.json()).toMatchObject({
      modifiedCount: 0,
      message: 'Seller Rahim Motors is already verified.',
    });
    expect((await auditEntries()).filter((e) => e.targetId === seller.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown e-mail or an account that is not a seller, and 400 for a malformed one', async () => {
    const buyer = await createUser(t, { role: 'Buyer' });
    for (const email of ['nobody@test.bestbikes.example', buyer.email]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/sellers?email=${encodeURIComponent(email)}`,
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('No seller has that e-mail address.');
    }
    const [row] = await t.db.select().from(user).where(eq(user.id, buyer.id));
    expect(row?.sellerVerified).toBe(false);

    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/sellers?email=not-an-email',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^querystring\.email: /);
  });
});

describe('DELETE /api/sellers/:id', () => {
  it("deactivates the seller: no sign-in, bikes for sale withdrawn, a buyer's live booking cancelled; sold bikes stay", async () => {
    const seller = await createUser(t, { role: 'Seller', name: 'Gone Seller' });
    const buyer = await createUser(t, { role: 'Buyer' });
    const forSale = await createProduct(t, seller);
    const booked = await createProduct(t, seller);
    const sold = await createProduct(t, seller);
    const liveBooking = await insertBooking(t, { productId: booked, buyer });
    const paidBooking = await insertBooking(t, { productId: sold, buyer, state: 'Paid' });

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/sellers/${seller.id}`,
      headers: admin.bearer,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ deletedCount: 1 });

    expect(await isDeactivated(seller)).toBe(true);
    expect(await t.db.select().from(session).where(eq(session.userId, seller.id))).toHaveLength(0);
    expect(await productState(t, forSale)).toBe('Withdrawn');
    expect(await productState(t, booked)).toBe('Withdrawn');
    expect(await productState(t, sold)).toBe('Sold');
    expect(await bookingState(t, liveBooking)).toBe('Cancelled');
    expect(await bookingState(t, paidBooking)).toBe('Paid');
    expect(await fetchBike(t, forSale)).toBeUndefined();

    const sellers: SellerListItem[] = (
      await t.app.inject({ method: 'GET', url: '/api/sellers', headers: admin.headers })
    ).json();
    expect(sellers.map((s) => s._id)).not.toContain(seller.id);

    const [entry] = await auditEntries();
    expect(entry).toMatchObject({
      action: 'seller.delete',
      targetId: seller.id,
      details: { sessionsEnded: 1, bookingsCancelled: 1, bikesReleased: 0, listingsWithdrawn: 2 },
    });

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/sellers/${seller.id}`,
      headers: admin.bearer,
    });
    expect(again.statusCode).toBe(404);
  });

  it('a deactivated account can no longer sign in, and its old cookie and token stop working', async () => {
    const seller = await createUser(t, { role: 'Seller' });
    expect((await signIn(t, seller)).statusCode).toBe(200);
    // Used first, so the process has resolved (and may reuse, ADR 0098) the sessions that end.
    for (const headers of [seller.headers, seller.bearer]) {
      const own = await t.app.inject({ method: 'GET', url: `/api/users?email=${seller.email}`, headers });
      expect(own.statusCode).toBe(200);
    }
    await t.app.inject({ method: 'DELETE', url: `/api/sellers/${seller.id}`, headers: admin.headers });

    const attempt = await signIn(t, seller);
    expect(attempt.statusCode).not.toBe(200);
    expect(attempt.headers['set-auth-token']).toBeUndefined();
    for (const headers of [seller.headers, seller.bearer]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/reportedProducts',
        headers,
        payload: { productDataBaseId: 'x' },
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('refuses deleting oneself, another admin, or a buyer through the sellers call', async () => {
    const other = await createUser(t, { role: 'Admin' });
    const buyer = await createUser(t, { role: 'Buyer' });
    const self = await t.app.inject({
      method: 'DELETE',
      url: `/api/sellers/${admin.id}`,
      headers: admin.headers,
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot delete your own account.');
    for (const path of ['sellers', 'buyers']) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/${path}/${other.id}`,
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('An admin cannot be deleted.');
    }
    const wrong = await t.app.inject({
      method: 'DELETE',
      url: `/api/sellers/${buyer.id}`,
      headers: admin.headers,
    });
    expect(wrong.statusCode).toBe(404);
    expect(await isDeactivated(other)).toBe(false);
    expect(await isDeactivated(buyer)).toBe(false);
    expect(await isDeactivated(admin)).toBe(false);
  });

  it('answers 404 for an unknown id', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/sellers/no-such-id',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('DELETE /api/buyers/:id', () => {
  it('deactivates the buyer: their live booking is cancelled and the bike is for sale again; paid ones stay', async () => {
    const seller = await createUser(t, { role: 'Seller' });
    const buyer = await createUser(t, { role: 'Buyer', name: 'Gone Buyer' });
    const heldBike = await createProduct(t, seller);
    const boughtBike = await createProduct(t, seller);
    const live = await insertBooking(t, { productId: heldBike, buyer });
    const paid = await insertBooking(t, { productId: boughtBike, buyer, state: 'Paid' });

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/buyers/${buyer.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ deletedCount: 1 });
    expect(await bookingState(t, live)).toBe('Cancelled');
    expect(await productState(t, heldBike)).toBe('Available');
    expect(await bookingState(t, paid)).toBe('Paid');
    expect(await productState(t, boughtBike)).toBe('Sold');
    expect((await signIn(t, buyer)).statusCode).not.toBe(200);

    const [entry] = await auditEntries();
    expect(entry).toMatchObject({
      action: 'buyer.delete',
      targetId: buyer.id,
      details: { bookingsCancelled: 1, bikesReleased: 1, listingsWithdrawn: 0 },
    });
    const buyers: SellerListItem[] = (
      await t.app.inject({ method: 'GET', url: '/api/buyers', headers: admin.headers })
    ).json();
    expect(buyers.map((b) => b._id)).not.toContain(buyer.id);
  });

  it('refuses a seller through the buyers call', async () => {
    const seller = await createUser(t, { role: 'Seller' });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/buyers/${seller.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(await isDeactivated(seller)).toBe(false);
  });
});

describe('audit log', () => {
  it('also lists Make Admin, which the users module records through this log', async () => {
    const buyer = await createUser(t, { role: 'Buyer', name: 'Promoted Buyer' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/makeAdmin?email=${encodeURIComponent(buyer.email)}`,
      headers: admin.headers,
    });
    expect(res.json()).toMatchObject({ modifiedCount: 1 });
    const [entry] = await auditEntries();
    expect(entry).toMatchObject({ action: 'user.makeAdmin', actorId: admin.id, targetId: buyer.id });
    expect(entry?.targetLabel).toContain(buyer.email);
  });

  it('lists entries newest first with the total in X-Total-Count and pages of 50', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auditLog?page=1', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const entries: AuditEntry[] = res.json();
    expect(Number(res.headers['x-total-count'])).toBe(entries.length);
    const times = entries.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(entries[0]?.date).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2} (AM|PM)$/);
    const empty = await t.app.inject({ method: 'GET', url: '/api/auditLog?page=99', headers: admin.headers });
    expect(empty.json()).toEqual([]);
    const bad = await t.app.inject({ method: 'GET', url: '/api/auditLog?page=0', headers: admin.headers });
    expect(bad.statusCode).toBe(400);
  });

  it('writes the entry in the same transaction: when it cannot be written, the action is undone', async () => {
    const seller = await createUser(t, { role: 'Seller' });
    const product = await createProduct(t, seller);
    const failingAudit = {
      ...createAuditLog(t.db),
      record: async () => {
        throw new Error('audit store unavailable');
      },
    };
    const service = createAdminService(createAdminRepository(t.db), failingAudit);
    const actor = {
      id: admin.id,
      name: admin.name,
      email: admin.email,
      image: null,
      role: 'Admin' as const,
      sellerVerified: false,
    };
    await expect(service.deleteSeller(actor, seller.id)).rejects.toThrow('audit store unavailable');
    await expect(service.verifySeller(actor, seller.email)).rejects.toThrow('audit store unavailable');
    expect(await isDeactivated(seller)).toBe(false);
    expect(await productState(t, product)).toBe('Available');
    const [row] = await t.db.select().from(user).where(eq(user.id, seller.id));
    expect(row?.sellerVerified).toBe(false);
    expect(await t.db.select().from(session).where(eq(session.userId, seller.id))).toHaveLength(1);
  });
});
