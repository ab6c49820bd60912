import type { AdminSummary, BuyerSummary, Product, SellerSummary } from '@best-bikes/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookOrThrow, buyWithCard, createBike } from '../../../test/factories/bookings';
import { createProduct } from '../../../test/factories/listings';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';
import { bookings, payments, productViews } from '../../db/schema';

/** docs/product.md#seller-and-admin-tools: the dashboard home's figures per role, each from the module that owns it. */
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t, { role: 'Admin' });
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

async function summary<T>(who: TestUser | null): Promise<T> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/dashboard/summary',
    headers: who?.headers ?? {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

const viewPage = (id: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/bikeDetails/${id}`, headers });

async function report(who: TestUser, bike: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/reportedProducts',
    headers: who.headers,
    payload: { productDataBaseId: bike, reason: 'fake-or-scam' },
  });
  expect(res.json()).toMatchObject({ acknowledged: true });
}

/** Moves a booking (and its payment, if any) `days` into the past. */
async function backdate(bookingId: string, days: number) {
  const at = new Date(Date.now() - days * DAY);
  await t.db.update(bookings).set({ createdAt: at }).where(eq(bookings.id, bookingId));
  await t.db.update(payments).set({ createdAt: at }).where(eq(payments.bookingId, bookingId));
}

describe('GET /api/dashboard/summary', () => {
  it('asks for a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/summary' });
    expect(res.statusCode).toBe(401);
  });

  it("answers a seller their bikes by state, others' views of them and their bookings", async () => {
    const seller = await createUser(t, { role: 'Seller' });
    const other = await createUser(t, { role: 'Seller' });
    const buyer = await createUser(t, { role: 'Buyer' });
    const buyer2 = await createUser(t, { role: 'Buyer' });
    expect(await summary<SellerSummary>(seller)).toEqual({
      role: 'Seller',
      listings: { available: 0, booked: 0, sold: 0, soldElsewhere: 0 },
      views: 0,
      activeBookings: 0,
      bookingsThisWeek: 0,
    });

    const [available, toBook, toSell, elsewhere, oldBooking] = [
      await createProduct(t, seller),
      await createProduct(t, seller),
      await createProduct(t, seller),
      await createProduct(t, seller),
      await createProduct(t, seller),
    ] as string[];
    await createProduct(t, other);
    await bookOrThrow(t, buyer, toBook as string);
    await buyWithCard(t, buyer2, toSell as string);
    const marked = await t.app.inject({
      method: 'POST',
      url: `/api/products/${elsewhere}/soldElsewhere`,
      headers: seller.bearer,
    });
    expect(marked.statusCode).toBe(200);
    // A booking made 8 days ago and still held: held now, but not "this week".
    const old = await bookOrThrow(t, buyer2, oldBooking as string);
    await backdate(old, 8);

    // Views: 3 anonymous, 2 by a buyer, 4 by the seller (not counted); none written before a flush.
    for (let i = 0; i < 3; i++) expect((await viewPage(available as string)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) await viewPage(toBook as string, buyer.headers);
    for (let i = 0; i < 2; i++) await viewPage(available as string, seller.headers);
    for (let i = 0; i < 2; i++) await viewPage(available as string, seller.bearer);
    expect((await summary<SellerSummary>(seller)).views).toBe(0);
    await t.app.flushBikeViews();

    expect(await summary<SellerSummary>(seller)).toEqual({
      role: 'Seller',
      listings: { available: 1, booked: 2, sold: 1, soldElsewhere: 1 },
      views: 5,
      activeBookings: 2,
      bookingsThisWeek: 2,
    });
    expect((await summary<SellerSummary>(other)).views).toBe(0);
    // My Products shows each bike's own count.
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/products?email=${encodeURIComponent(seller.email)}`,
      headers: seller.bearer,
    });
    const viewsById = new Map((mine.json() as Product[]).map((p) => [p._id, p.views]));
    expect(viewsById.get(available as string)).toBe(3);
    expect(viewsById.get(toBook as string)).toBe(2);
    expect(viewsById.get(toSell as string)).toBe(0);
  });

  it('adds each flush to what is stored (so instances flushing their own counts sum), one row per bike', async () => {
    const seller = await createUser(t, { role: 'Seller' });
    const bike = await createProduct(t, seller);
    await viewPage(bike);
    await t.app.flushBikeViews();
    await Promise.all([viewPage(bike), viewPage(bike)]);
    await t.app.flushBikeViews();
    // A flush with nothing counted writes nothing.
    await t.app.flushBikeViews();
    const rows = await t.db.select().from(productViews).where(eq(productViews.productId, bike));
    expect(rows.map((r) => r.views)).toEqual([3]);
    expect((await summary<SellerSummary>(seller)).views).toBe(3);
  });

  it('answers a buyer the bookings still held, soonest to lapse first, and not the paid or lapsed', async () => {
    const seller = await createUser(t, { role: 'Seller' });
    const buyer = await createUser(t, { role: 'Buyer' });
    expect(await summary<BuyerSummary>(buyer)).toEqual({ role: 'Buyer', activeBookings: [] });
    const first = await createBike(t, seller, { name: 'First Held', price: 120_000 });
    const second = await createBike(t, seller, { name: 'Second Held', price: 130_000 });
    const lapsed = await createBike(t, seller, { name: 'Lapsed' });
    const paid = await createBike(t, seller, { name: 'Paid' });
    const secondId = await bookOrThrow(t, buyer, second);
    const firstId = await bookOrThrow(t, buyer, first);
    const lapsedId = await bookOrThrow(t, buyer, lapsed);
    await buyWithCard(t, buyer, paid);
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    await t.db.update(bookings).set({ expiresAt: soon }).where(eq(bookings.id, firstId));
    await t.db
      .update(bookings)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, lapsedId));

    const { activeBookings } = await summary<BuyerSummary>(buyer);
    expect(activeBookings.map((b) => [b.bookingId, b.productId, b.productName, b.price])).toEqual([
      [firstId, first, 'First Held', 120_000],
      [secondId, second, 'Second Held', 130_000],
    ]);
    expect(activeBookings[0]?.expiresAt).toBe(soon.toISOString());
  });

  it("answers an admin the shop's figures: reports, unverified sellers, listings, this week's bookings and sales, revenue", async () => {
    const before = await summary<AdminSummary>(admin);
    const seller = await createUser(t, { role: 'Seller' });
    await createUser(t, { role: 'Seller', verified: true });
    const buyer = await createUser(t, { role: 'Buyer' });
    const reporter = await createUser(t, { role: 'Buyer' });
    const reported = await createBike(t, seller);
    const sold = await createBike(t, seller, { price: 100_000 });
    const soldLastMonth = await createBike(t, seller, { price: 70_000 });
    const booked = await createBike(t, seller);
    await report(reporter, reported);
    await report(buyer, reported);
    await report(reporter, booked);
    await buyWithCard(t, buyer, sold);
    const last = await buyWithCard(t, reporter, soldLastMonth);
    await backdate(last.bookingId, 30);
    await bookOrThrow(t, buyer, booked);

    const after = await summary<AdminSummary>(admin);
    expect(after).toEqual({
      role: 'Admin',
      pendingReports: before.pendingReports + 3,
      reportedBikes: before.reportedBikes + 2,
      unverifiedSellers: before.unverifiedSellers + 1,
      listings: {
        available: before.listings.available + 1,
        booked: before.listings.booked + 1,
        sold: before.listings.sold + 2,
        soldElsewhere: before.listings.soldElsewhere,
      },
      bookingsThisWeek: before.bookingsThisWeek + 2,
      salesThisWeek: before.salesThisWeek + 1,
      revenueThisWeek: before.revenueThisWeek + 100_000,
      revenueTotal: before.revenueTotal + 170_000,
    });
  });
});
