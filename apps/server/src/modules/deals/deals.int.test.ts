import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyWithCard, createBike } from '../../../test/factories/bookings';
import { setProductState } from '../../../test/factories/listings';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';
import { dealEvents, dealRefunds, deals, ledgerEntries, providerRefunds } from '../../db/schema';
import { createDealBook } from './service';

/** The deal a payment opens (ADR 0140–0142): held money, its steps, refunds and timeouts. */
let t: TestApp;
let seller: TestUser;
let clock = new Date('2026-11-20T06:00:00Z');
const DAY = 24 * 3600_000;

beforeAll(async () => {
  t = await buildTestApp({}, { now: () => clock, background: false });
  seller = await createUser(t, { role: 'Seller', name: 'Sabbir Seller' });
});
afterAll(() => t.close());

async function dealOf(bookingId: string) {
  const [row] = await t.db.select().from(deals).where(eq(deals.bookingId, bookingId));
  if (!row) throw new Error('no deal');
  return row;
}

async function ledgerSums() {
  const rows = await t.db
    .select({ key: ledgerEntries.movementKey, sum: sql<string>`sum(${ledgerEntries.amountPaisa})` })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.movementKey);
  return rows.map((r) => ({ key: r.key, sum: Number(r.sum) }));
}

async function get(user: Pick<TestUser, 'headers'> | null, url: string) {
  return t.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
}

describe('a paid sale opens a deal', () => {
  it('holds the payment in the ledger and shows the deal to its two sides and admins only', async () => {
    const buyer = await createUser(t, { name: 'Bithi Buyer' });
    const bike = await createBike(t, seller, { price: 150_000 });
    const { bookingId, intentId } = await buyWithCard(t, buyer, bike);
    const deal = await dealOf(bookingId);
    expect(deal).toMatchObject({
      state: 'held',
      pricePaisa: 15_000_000,
      heldPaisa: 15_000_000,
      provider: 'test',
      providerRef: intentId,
      paymentKind: 'full',
    });
    expect(deal.handoverDueAt.getTime() - clock.getTime()).toBe(7 * DAY);
    const legs = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.dealId, deal.id));
    expect(legs.map((l) => [l.account, l.amountPaisa]).sort()).toEqual([
      ['cash', 15_000_000],
      ['held', -15_000_000],
    ]);

    const asBuyer = await get(buyer, `/api/deals/${deal.id}`);
    expect(asBuyer.statusCode).toBe(200);
    expect(asBuyer.json()).toMatchObject({
      side: 'buyer',
      state: 'held',
      next: { action: 'wait_for_papers', by: deal.handoverDueAt.toISOString() },
      timeline: [{ type: 'open', to: 'held', actor: 'buyer' }],
    });
    expect((await get(seller, `/api/deals/${deal.id}`)).json()).toMatchObject({
      side: 'seller',
      next: { action: 'share_papers' },
    });
    const admin = await createUser(t, { role: 'Admin' });
    expect((await get(admin, `/api/deals/${deal.id}`)).json().side).toBe('admin');
    const stranger = await createUser(t);
    expect((await get(stranger, `/api/deals/${deal.id}`)).statusCode).toBe(403);
    const mine = await get(buyer, '/api/deals?side=buyer');
    expect(mine.json().map((d: { _id: string }) => d._id)).toEqual([deal.id]);

    // product.md's payment history still answers as before.
    const history = await get(buyer, `/api/paymentHistory?email=${encodeURIComponent(buyer.email)}`);
    expect(history.json()).toHaveLength(1);
    expect(history.json()[0]).toMatchObject({ transactionId: intentId, price: 150_000 });
  });

  it('opened again for its booking, answers the deal it has and holds nothing twice', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller, { price: 120_000 });
    const { bookingId, intentId } = await buyWithCard(t, buyer, bike);
    const deal = await dealOf(bookingId);
    // The deal book alone, as the payments module calls it; opening never touches the job queue.
    const book = createDealBook({
      queue: undefined as never,
      settings: { handoverDays: 7, inspectionHours: 48, commissionPercent: 5, providerRetrySeconds: 60 },
    });
    const again = await book.open(t.db, {
      bookingId,
      paymentId: deal.paymentId,
      productId: bike,
      buyerId: buyer.id,
      sellerId: seller.id,
      pricePaisa: 12_000_000,
      heldPaisa: 12_000_000,
      paymentKind: 'full',
      provider: 'test',
      providerRef: intentId,
      bankTranId: null,
      currency: 'BDT',
      chargedMinor: 12_000_000,
      at: clock,
    });
    expect(again).toBe(deal.id);
    expect(await t.db.select().from(deals).where(eq(deals.bookingId, bookingId))).toHaveLength(1);
    expect(await t.db.select().from(dealEvents).where(eq(dealEvents.dealId, deal.id))).toHaveLength(1);
    expect(await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.dealId, deal.id))).toHaveLength(2);
  });
});

describe('the ways out, refunded through the provider that took the money', () => {
  it('lets the buyer cancel before the papers are shared, refunds once and balances the ledger', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller, { price: 90_000 });
    const { bookingId, intentId } = await buyWithCard(t, buyer, bike);
    const deal = await dealOf(bookingId);
    const cancel = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/deals/${deal.id}/cancel`,
        headers: buyer.headers,
        payload: { reason: 'Found one nearer home' },
      });
    const first = await cancel();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      state: 'cancelled',
      refunds: [{ reason: 'buyer_cancel', amountPaisa: 9_000_000, state: 'requested' }],
    });
    // The same request again is the same cancellation: no second refund.
    expect((await cancel()).statusCode).toBe(200);
    expect(await t.app.deals.drainRefunds()).toBe(1);
    const after = (await get(buyer, `/api/deals/${deal.id}`)).json();
    expect(after.refunds).toEqual([
      expect.objectContaining({ state: 'succeeded', amountPaisa: 9_000_000, reference: expect.any(String) }),
    ]);
    expect(after.timeline.map((e: { type: string }) => e.type)).toEqual([
      'open',
      'buyer_cancel',
      'refund_settled',
    ]);
    const refunds = await t.db.select().from(providerRefunds).where(eq(providerRefunds.paymentRef, intentId));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.amountMinor).toBe(9_000_000);
    for (const movement of await ledgerSums()) expect(movement.sum, movement.key).toBe(0);
    const balances = await t.app.deals.balances();
    expect(Object.values(balances).reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('refuses the buyer a cancel once the papers are shared, and the seller may still cancel', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller, { price: 80_000 });
    const { bookingId } = await buyWithCard(t, buyer, bike);
    const deal = await dealOf(bookingId);
    await t.app.deals.step(deal.id, { type: 'share_papers' }, 'seller', seller.id);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/deals/${deal.id}/cancel`,
      headers: buyer.headers,
      payload: {},
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The buyer can cancel only before the seller shares the papers.');
    const other = await createUser(t, { role: 'Seller' });
    const stranger = await t.app.inject({
      method: 'POST',
      url: `/api/deals/${deal.id}/cancel`,
      headers: other.headers,
      payload: {},
    });
    expect(stranger.statusCode).toBe(403);
    const bySeller = await t.app.inject({
      method: 'POST',
      url: `/api/deals/${deal.id}/cancel`,
      headers: seller.headers,
      payload: { reason: 'Sold it to my cousin' },
    });
    expect(bySeller.json()).toMatchObject({ state: 'cancelled', refunds: [{ reason: 'seller_cancel' }] });
    const events = await t.db.select().from(dealEvents).where(eq(dealEvents.dealId, deal.id));
    expect(events.find((e) => e.type === 'seller_cancel')).toMatchObject({
      actor: 'seller',
      actorId: seller.id,
      fromState: 'papers_shared',
      toState: 'cancelled',
      reason: 'Sold it to my cousin',
    });
  });

  it('cancels and refunds a deal the seller did not hand over within HANDOVER_DAYS', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller, { price: 70_000 });
    const { bookingId } = await buyWithCard(t, buyer, bike);
    const deal = await dealOf(bookingId);
    await t.app.deals.step(deal.id, { type: 'share_papers' }, 'seller', seller.id);

    clock = new Date(clock.getTime() + 7 * DAY - 60_000);
    await t.app.sweepDueDeals();
    await t.app.deals.drainTimeouts();
    expect((await dealOf(bookingId)).state).toBe('papers_shared');

    clock = new Date(clock.getTime() + 60_000);
    expect(await t.app.sweepDueDeals()).toMatchObject({ ran: true });
    // A job enqueued twice (two sweeps before the worker ran) still cancels once.
    await t.app.sweepDueDeals();
    await t.app.deals.drainTimeouts();
    const cancelled = await dealOf(bookingId);
    expect(cancelled.state).toBe('cancelled');
    await t.app.deals.drainRefunds();
    const [refund] = await t.db.select().from(dealRefunds).where(eq(dealRefunds.dealId, deal.id));
    expect(refund).toMatchObject({ reason: 'handover_timeout', state: 'succeeded', amountPaisa: 7_000_000 });
    const events = await t.db.select().from(dealEvents).where(eq(dealEvents.dealId, deal.id));
    expect(events.filter((e) => e.type === 'handover_timeout')).toHaveLength(1);
    expect((await dealOf(bookingId)).refundSettledPaisa).toBe(7_000_000);
  });
});

describe('a payment that cannot become a sale', () => {
  it('is refunded in full through the sandbox gateway instead of only logged', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller, { price: 60_000 });
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.headers,
      payload: {
        bikeID: bike,
        buyerPhone: '01912345678',
        buyerLocation: 'Mirpur 10, Dhaka',
        postCode: '1216',
        currency: 'BDT',
      },
    });
    expect(order.statusCode).toBe(200);
    const { transactionId } = order.json();
    // The bike leaves the shop while the buyer is on the gateway's page.
    await setProductState(t, bike, 'Sold');
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox-gateway/${transactionId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    const callback = await t.app.inject({ method: 'GET', url: paid.headers.location as string });
    expect(callback.headers.location).toBe('/payment/fail');
    expect(await t.app.deals.drainRefunds()).toBe(1);
    const [refund] = await t.db.select().from(dealRefunds).where(eq(dealRefunds.providerRef, transactionId));
    expect(refund).toMatchObject({
      reason: 'unsold',
      state: 'succeeded',
      provider: 'sandbox',
      amountPaisa: 6_000_000,
      amountMinor: 6_000_000,
      dealId: null,
    });
    const stored = await t.db
      .select()
      .from(providerRefunds)
      .where(eq(providerRefunds.paymentRef, transactionId));
    expect(stored).toHaveLength(1);
    for (const movement of await ledgerSums()) expect(movement.sum, movement.key).toBe(0);
  });
});
