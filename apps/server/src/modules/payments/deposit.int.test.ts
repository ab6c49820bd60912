import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookOrThrow, confirmCard, createBike } from '../../../test/factories/bookings';
import { completeDeal, dealOfBooking } from '../../../test/factories/deals';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';
import { dealRefunds, ledgerEntries, payables, providerRefunds } from '../../db/schema';

/**
 * The checkout's choice between the full price and a deposit (ADR 0240): the server computes the
 * amounts, both are held the same way, a refund returns what was paid, and the payable is what was
 * held less COMMISSION_PERCENT. The original calls answer as before when no choice is sent.
 */
let t: TestApp;
let seller: TestUser;
let clock = new Date('2026-11-20T06:00:00Z');

beforeAll(async () => {
  t = await buildTestApp({ COMMISSION_PERCENT: '2.5' }, { now: () => clock, background: false });
  seller = await createUser(t, { role: 'Seller', name: 'Sabbir Seller' });
});
afterAll(() => t.close());

const intentFor = (buyer: TestUser, bookingId: string, paymentKind?: 'full' | 'deposit') =>
  t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: buyer.headers,
    payload: { _id: bookingId, price: 1, ...(paymentKind ? { paymentKind } : {}) },
  });

/** A buyer books a bike at `price` Taka and pays by card with the given choice. */
async function paid(price: number, paymentKind?: 'full' | 'deposit') {
  const buyer = await createUser(t);
  const bookingId = await bookOrThrow(t, buyer, await createBike(t, seller, { price }));
  const intent = await intentFor(buyer, bookingId, paymentKind);
  expect(intent.statusCode, intent.body).toBe(200);
  const confirmed = await confirmCard(t, buyer, intent.json().clientSecret);
  const transactionId = confirmed.json().paymentIntent?.id as string;
  expect(transactionId, confirmed.body).toBeTruthy();
  const recorded = await t.app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: buyer.headers,
    payload: { transactionId, bookingId, price: 1, email: buyer.email },
  });
  expect(recorded.statusCode, recorded.body).toBe(200);
  return { buyer, bookingId, transactionId, intent: intent.json(), deal: await dealOfBooking(t, bookingId) };
}

async function ledgerTotal() {
  const [row] = await t.db.select({ sum: sql<string>`coalesce(sum(amount_paisa), 0)` }).from(ledgerEntries);
  return Number(row!.sum);
}

async function balanceOf(dealId: string, account: string) {
  const [row] = await t.db
    .select({ sum: sql<string>`coalesce(sum(amount_paisa), 0)` })
    .from(ledgerEntries)
    .where(sql`${ledgerEntries.dealId} = ${dealId} and ${ledgerEntries.account} = ${account}`);
  return Number(row!.sum);
}

describe('the deposit choice at checkout', () => {
  it('charges the full price when no choice is sent, as before', async () => {
    const { intent, deal, buyer, transactionId } = await paid(123_456);
    expect(intent).toMatchObject({ amount: 12_345_600, paymentKind: 'full', dueAtHandover: 0 });
    expect(deal).toMatchObject({ paymentKind: 'full', pricePaisa: 12_345_600, heldPaisa: 12_345_600 });
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/bikePayment/${transactionId}`,
      headers: buyer.headers,
    });
    expect(receipt.json()).toMatchObject({ sellingPrice: 123_456, chargedAmount: '123456.00' });
  });

  it('charges the deposit the server computes, holds it, and says what is paid at the handover', async () => {
    const { intent, deal, buyer, transactionId } = await paid(123_456, 'deposit');
    // 10 % of 1,23,456 Taka is 12,345.6 Taka, rounded up to 12,346 Taka.
    expect(intent).toMatchObject({ amount: 1_234_600, paymentKind: 'deposit', dueAtHandover: 111_110 });
    expect(deal).toMatchObject({ paymentKind: 'deposit', pricePaisa: 12_345_600, heldPaisa: 1_234_600 });
    expect(await balanceOf(deal.id, 'held')).toBe(-1_234_600);
    expect(await balanceOf(deal.id, 'cash')).toBe(1_234_600);

    // Both sides see the deposit and the rest to be paid in person.
    for (const who of [buyer, seller]) {
      const view = await t.app.inject({ method: 'GET', url: `/api/deals/${deal.id}`, headers: who.headers });
      expect(view.json()).toMatchObject({
        paymentKind: 'deposit',
        pricePaisa: 12_345_600,
        heldPaisa: 1_234_600,
        dueAtHandoverPaisa: 11_111_000,
      });
    }
    // The original calls answer as before: the bike's price, and what was charged.
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/bikePayment/${transactionId}`,
      headers: buyer.headers,
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json()).toMatchObject({
      sellingPrice: 123_456,
      chargedAmount: '12346.00',
      currency: 'BDT',
    });
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/paymentHistory?email=${encodeURIComponent(buyer.email)}`,
      headers: buyer.headers,
    });
    expect(history.json()).toEqual([expect.objectContaining({ transactionId, price: 123_456 })]);
    // The payment's notice to both says it is a deposit and what is left.
    const notices = await t.db.execute(
      sql`select body from notifications where user_id in (${buyer.id}, ${seller.id}) and kind = 'payment-received' and body like ${'%12,346%'}`,
    );
    const bodies = (notices as unknown as { rows: { body: string }[] }).rows.map((r) => r.body);
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies)
      expect(body).toContain('the rest, 1,11,110 Taka, is paid to the seller at the handover');
  });

  it('refunds the deposit, not the price, when the seller cancels', async () => {
    const { deal } = await paid(150_000, 'deposit');
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/deals/${deal.id}/cancel`,
      headers: seller.headers,
      payload: { reason: 'Sold it to my cousin.' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await t.app.deals.drainRefunds();
    const [refund] = await t.db.select().from(dealRefunds).where(eq(dealRefunds.dealId, deal.id));
    expect(refund).toMatchObject({ amountPaisa: 1_500_000, amountMinor: 1_500_000, state: 'succeeded' });
    const atProvider = await t.db
      .select()
      .from(providerRefunds)
      .where(eq(providerRefunds.idempotencyKey, refund!.key));
    expect(atProvider.map((r) => r.amountMinor)).toEqual([1_500_000]);
    expect(await balanceOf(deal.id, 'held')).toBe(0);
    expect(await ledgerTotal()).toBe(0);
  });

  it('pays the seller what was held less the commission once the deposit deal completes', async () => {
    const { buyer, deal } = await paid(150_000, 'deposit');
    await completeDeal(t, seller, buyer, deal.id, (at) => {
      clock = at;
    });
    // 15,000 Taka held; 2.5 % commission of it is 375 Taka; the rest of the price was paid in person.
    const [payable] = await t.db.select().from(payables).where(eq(payables.dealId, deal.id));
    expect(payable?.amountPaisa).toBe(1_500_000 - 37_500);
    expect(await balanceOf(deal.id, 'seller_payable')).toBe(-1_462_500);
    expect(await balanceOf(deal.id, 'commission')).toBe(-37_500);
    expect(await balanceOf(deal.id, 'held')).toBe(0);
    const view = await t.app.inject({ method: 'GET', url: `/api/deals/${deal.id}`, headers: seller.headers });
    expect(view.json()).toMatchObject({
      state: 'completed',
      payablePaisa: 1_462_500,
      dueAtHandoverPaisa: 13_500_000,
    });
    expect(await ledgerTotal()).toBe(0);
  });

  it('takes a deposit through the hosted checkout too, in Taka or in dollars', async () => {
    for (const currency of ['BDT', 'USD'] as const) {
      const buyer = await createUser(t);
      const bike = await createBike(t, seller, { price: 150_000 });
      const order = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: buyer.headers,
        payload: {
          bikeID: bike,
          buyerPhone: '01912345678',
          buyerLocation: 'Mirpur 10, Dhaka',
          postCode: '1216',
          currency,
          paymentKind: 'deposit',
        },
      });
      expect(order.statusCode, order.body).toBe(200);
      const rate = t.config.USD_BDT_RATE;
      expect(order.json()).toMatchObject({
        paymentKind: 'deposit',
        dueAtHandover: 135_000,
        taka: 150_000,
        amount: currency === 'BDT' ? '15000.00' : (Math.round(1_500_000 / rate) / 100).toFixed(2),
      });
      const pay = await t.app.inject({
        method: 'POST',
        url: order.json().url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=pay',
      });
      const done = await t.app.inject({ method: 'GET', url: pay.headers.location as string });
      expect(done.headers.location).toContain('/payment/success');
      const [deal] = await t.db
        .execute(sql`select * from deals where product_id = ${bike}`)
        .then((r) => (r as unknown as { rows: { payment_kind: string; held_paisa: string }[] }).rows);
      expect(deal).toMatchObject({ payment_kind: 'deposit' });
      expect(Number(deal!.held_paisa)).toBe(1_500_000);
    }
  });

  it('refuses a deposit that would be the whole price', async () => {
    const buyer = await createUser(t);
    const bookingId = await bookOrThrow(t, buyer, await createBike(t, seller, { price: 1 }));
    const intent = await intentFor(buyer, bookingId, 'deposit');
    expect(intent.statusCode).toBe(400);
    expect(intent.json().message).toBe('A deposit cannot be paid for this bike. Pay the full price.');
  });
});
