import type { SellerPage } from '@best-bikes/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBike } from '../../../test/factories/bookings';
import { openConversation, postMessage } from '../../../test/factories/conversations';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';
import { conversationMessages, products, sellerRatings, user } from '../../db/schema';
import { NO_SUCH_SELLER } from './service';

/** docs/product.md#seller-pages: a seller's public page, from the modules that own each part. */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const MINUTE = 60 * 1000;

function sellerPage(id: string, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/sellers/${encodeURIComponent(id)}${query}` });
}

async function pageOf(id: string, query = ''): Promise<SellerPage> {
  const res = await sellerPage(id, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /api/sellers/:id', () => {
  it('answers anyone the seller, the badges and their live bikes, never their number or address', async () => {
    const phone = '01712340001';
    const seller = await createUser(t, { role: 'Seller', verified: true, name: 'Rahim Uddin', phone });
    const other = await createUser(t, { role: 'Seller' });
    const older = await createBike(t, seller, { name: 'Older Pulsar' });
    const newer = await createBike(t, seller, { name: 'Newer FZ' });
    await t.db
      .update(products)
      .set({ postedAt: new Date(Date.now() - 60 * MINUTE) })
      .where(eq(products.id, older));
    const withdrawn = await createBike(t, seller);
    await t.db.update(products).set({ state: 'Withdrawn' }).where(eq(products.id, withdrawn));
    const held = await createBike(t, seller);
    await t.db.update(products).set({ state: 'Held' }).where(eq(products.id, held));
    await createBike(t, other);

    const res = await sellerPage(seller.id);
    expect(res.statusCode, res.body).toBe(200);
    const page: SellerPage = res.json();
    expect(page).toMatchObject({
      id: seller.id,
      name: 'Rahim Uddin',
      phoneProven: true,
      verified: true,
      rating: null,
      replyTime: null,
      total: 2,
      page: 1,
    });
    expect(Date.parse(page.memberSince)).toBeGreaterThan(Date.now() - 10 * MINUTE);
    // Live bikes only, newest first: the withdrawn, the held and another seller's are not there.
    expect(page.listings.map((bike) => bike._id)).toEqual([newer, older]);
    const { listings: _listings, ...profile } = page;
    expect(JSON.stringify(profile)).not.toContain(phone);
    expect(JSON.stringify(profile)).not.toContain(seller.email);
  });

  it('says so for a seller without a proven number or verification', async () => {
    const seller = await createUser(t, { role: 'Seller', phone: false });
    const page = await pageOf(seller.id);
    expect(page).toMatchObject({ phoneProven: false, verified: false, total: 0, listings: [] });
  });

  it('pages the live bikes 24 at a time', async () => {
    const seller = await createUser(t, { role: 'Seller' });
    for (let i = 0; i < 25; i += 1) await createBike(t, seller);
    const first = await pageOf(seller.id);
    const second = await pageOf(seller.id, '?page=2');
    expect(first.listings).toHaveLength(24);
    expect(second.listings).toHaveLength(1);
    expect([first.total, second.total, second.page]).toEqual([25, 25, 2]);
    const ids = new Set([...first.listings, ...second.listings].map((bike) => bike._id));
    expect(ids.size).toBe(25);
    expect((await pageOf(seller.id, '?page=3')).listings).toEqual([]);
    expect((await sellerPage(seller.id, '?page=0')).statusCode).toBe(400);
    expect((await sellerPage(seller.id, '?page=abc')).statusCode).toBe(400);
  });

  it('shows the rating of buyers’ published reviews', async () => {
    const seller = await createUser(t, { role: 'Seller' });
    await t.db.insert(sellerRatings).values({ sellerId: seller.id, reviewCount: 3, starTotal: 13 });
    expect((await pageOf(seller.id)).rating).toEqual({ average: 4.3, count: 3 });
  });

  it('answers 404 with a clear message for an unknown id, a buyer, an admin and a removed seller', async () => {
    const buyer = await createUser(t, { role: 'Buyer' });
    const admin = await createUser(t, { role: 'Admin' });
    const removed = await createUser(t, { role: 'Seller' });
    await createBike(t, removed);
    await t.db.update(user).set({ deactivatedAt: new Date() }).where(eq(user.id, removed.id));
    for (const id of ['no-such-seller', buyer.id, admin.id, removed.id]) {
      const res = await sellerPage(id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ message: NO_SUCH_SELLER });
    }
  });

  describe('the median reply time', () => {
    let seller: TestUser;
    let bike: string;

    /** A buyer asks at `askedAt` and the seller answers `after` minutes later (null: never). */
    async function conversation(askedAt: Date, after: number | null) {
      const buyer = await createUser(t, { role: 'Buyer' });
      const { _id: id } = await openConversation(t, buyer, bike);
      expect((await postMessage(t, buyer, id, { text: 'Is it still for sale?' })).statusCode).toBe(200);
      await t.db
        .update(conversationMessages)
        .set({ createdAt: askedAt })
        .where(and(eq(conversationMessages.conversationId, id), eq(conversationMessages.side, 'buyer')));
      if (after === null) return;
      expect((await postMessage(t, seller, id, { text: 'Yes, come and see it.' })).statusCode).toBe(200);
      await t.db
        .update(conversationMessages)
        .set({ createdAt: new Date(askedAt.getTime() + after * MINUTE) })
        .where(and(eq(conversationMessages.conversationId, id), eq(conversationMessages.side, 'seller')));
    }

    beforeAll(async () => {
      seller = await createUser(t, { role: 'Seller' });
      bike = await createBike(t, seller);
    });

    it('is absent until three conversations were answered, then the median of first answers', async () => {
      const asked = new Date(Date.now() - 2 * 24 * 60 * MINUTE);
      await conversation(asked, 10);
      await conversation(asked, 240);
      await conversation(asked, null);
      expect((await pageOf(seller.id)).replyTime).toBeNull();
      await conversation(asked, 25);
      expect((await pageOf(seller.id)).replyTime).toEqual({ medianMinutes: 25, conversations: 3 });
    });
  });
});
