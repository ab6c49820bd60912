import { rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import {
  bookingRow,
  bookOrThrow,
  buyWithCard,
  CARD_DECLINED,
  CARD_NO_FUNDS,
  CARD_OK,
  confirmCard,
  createBike,
  createIntent,
  expireBooking,
  intentRow,
  paymentsFor,
  productState,
} from '../../../test/factories/bookings';
import { createUser, type TestApp, type TestUser, testConfig } from '../../../test/helpers';
import { buildApp } from '../../app';
import { bookings, paymentIntents } from '../../db/schema';
import { loggerOptions } from '../../lib/logger';

/**
 * Card payments with the test-mode processor. The app logs at trace level into `logs`, so the
 * test can prove the card number never reaches a log line.
 */
let t: TestApp;
let seller: TestUser;
const logs: string[] = [];

beforeAll(async () => {
  const config = testConfig({ LOG_LEVEL: 'trace' });
  const database = await openTestDatabase();
  const stream = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const app = await buildApp({
    config,
    database,
    logger: { ...(loggerOptions(config) as object), level: 'trace', stream },
  });
  await app.ready();
  t = {
    app,
    db: database.db,
    config,
    async close() {
      await app.close();
      await database.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
  seller = await createUser(t, { role: 'Seller', name: 'Sabbir Seller' });
});
afterAll(() => t.close());

async function postPayment(buyer: TestUser, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: buyer.headers,
    payload: {
      price: 1,
      email: buyer.email,
      paymentBy: buyer.name,
      productName: 'x',
      brand: 'x',
      photo: 'x',
      sellerName: 'x',
      sellerEmail: 'x@x.example',
      buyerMobile: '01712345678',
      bikeOriginalID: 'x',
      ...body,
    },
  });
}

describe('GET /api/payment-config', () => {
  it('says the test-mode processor and the sandbox gateway are in use, with the test cards', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payment-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      card: { provider: 'test', publishableKey: null },
      checkout: { gateway: 'sandbox', usdBdtRate: 122 },
      booking: { ttlHours: 48, maxActive: 5 },
    });
    expect(res.json().card.testCards).toContainEqual({ number: '4242 4242 4242 4242', outcome: 'Succeeds' });
  });
});

describe('POST /api/create-payment-intent', () => {
  it("charges the booking's price in paisa whatever the body says", async () => {
    const buyer = await createUser(t);
    const bookingId = await bookOrThrow(t, buyer, await createBike(t, seller, { price: 98_500 }));
    const res = await createIntent(t, buyer, bookingId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      clientSecret: expect.stringMatching(/^pi_test[0-9a-f]+_secret_[0-9a-f]+$/),
      amount: 9_850_000,
      currency: 'bdt',
      provider: 'test',
    });
    const id = res.json().clientSecret.split('_secret_')[0];
    const stored = await intentRow(t, id);
    expect(stored).toMatchObject({ bookingId, amount: 9_850_000, status: 'requires_payment_method' });
    // Only a hash of the client secret is kept.
    expect(stored?.clientSecretHash).not.toContain(res.json().clientSecret);
  });

  it("refuses another buyer's order, an unknown one, a seller and an expired booking", async () => {
    const buyer = await createUser(t);
    const other = await createUser(t);
    const bookingId = await bookOrThrow(t, buyer, await createBike(t, seller));
    expect((await createIntent(t, other, bookingId)).statusCode).toBe(403);
    expect((await createIntent(t, buyer, 'nope')).statusCode).toBe(404);
    expect((await createIntent(t, seller, bookingId)).statusCode).toBe(403);
    const noId = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: buyer.headers,
      payload: { price: 5 },
    });
    expect(noId.statusCode).toBe(400);
    await expireBooking(t, bookingId);
    const expired = await createIntent(t, buyer, bookingId);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe('This booking has expired. Please book the bike again.');
  });
});

describe('POST /api/test-payments/confirm', () => {
  it('pays with 4242…: the booking is paid, the bike sold, one payment recorded', async () => {
    const buyer = await createUser(t, { name: 'Bithi Buyer' });
    const bike = await createBike(t, seller, { price: 150_000, name: 'MT-15' });
    const bookingId = await bookOrThrow(t, buyer, bike);
    const { clientSecret } = (await createIntent(t, buyer, bookingId)).json();
    const res = await confirmCard(t, buyer, clientSecret);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      paymentIntent: {
        id: clientSecret.split('_secret_')[0],
        status: 'succeeded',
        amount: 15_000_000,
        currency: 'bdt',
      },
    });
    expect((await bookingRow(t, bookingId))?.state).toBe('Paid');
    expect(await productState(t, bike)).toBe('Sold');
    const [payment] = await paymentsFor(t, bike);
    expect(payment).toMatchObject({
      bookingId,
      buyerId: buyer.id,
      sellerId: seller.id,
      amount: 150_000,
      chargedMinor: 15_000_000,
      currency: 'BDT',
      method: 'card',
      provider: 'test',
    });
    expect(await intentRow(t, payment!.transactionId)).toMatchObject({
      cardBrand: 'visa',
      cardLast4: '4242',
    });

    // The SPA then records it: acknowledged, and still one payment.
    const recorded = await postPayment(buyer, { transactionId: payment!.transactionId, bookingId });
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json()).toMatchObject({ acknowledged: true, insertedId: payment!.id });
    expect(await paymentsFor(t, bike)).toHaveLength(1);

    const orders = await t.app.inject({
      method: 'GET',
      url: `/api/orders?email=${encodeURIComponent(buyer.email)}`,
      headers: buyer.headers,
    });
    expect(orders.json()).toEqual([
      expect.objectContaining({ _id: bookingId, paid: true, transactionId: payment!.transactionId }),
    ]);
    // The bike is gone from its category and can be neither booked nor paid again.
    const category = await t.app.inject({ method: 'GET', url: '/api/category/1' });
    expect(category.json().map((p: { _id: string }) => p._id)).not.toContain(bike);
    const again = await createIntent(t, buyer, bookingId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order is already paid.');
    expect((await confirmCard(t, buyer, clientSecret)).json().error).toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
  });

  it('shows a decline, pays nothing, and lets the buyer try again', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller);
    const bookingId = await bookOrThrow(t, buyer, bike);
    const { clientSecret } = (await createIntent(t, buyer, bookingId)).json();

    const declined = await confirmCard(t, buyer, clientSecret, CARD_DECLINED);
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({
      error: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
    });
    const noFunds = await confirmCard(t, buyer, clientSecret, CARD_NO_FUNDS);
    expect(noFunds.json().error).toMatchObject({ message: 'Your card has insufficient funds.' });
    expect((await bookingRow(t, bookingId))?.state).toBe('Active');
    expect(await productState(t, bike)).toBe('Booked');
    expect(await paymentsFor(t, bike)).toHaveLength(0);

    expect((await confirmCard(t, buyer, clientSecret, CARD_OK)).json().paymentIntent.status).toBe(
      'succeeded',
    );
    expect(await paymentsFor(t, bike)).toHaveLength(1);
  });

  it('checks Luhn, expiry and CVC', async () => {
    const buyer = await createUser(t);
    const bookingId = await bookOrThrow(t, buyer, await createBike(t, seller));
    const { clientSecret } = (await createIntent(t, buyer, bookingId)).json();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...CARD_OK, number: '4242 4242 4242 4241' }, 'incorrect_number'],
      [{ ...CARD_OK, exp_month: 1, exp_year: 2020 }, 'invalid_expiry_year_past'],
      [{ ...CARD_OK, exp_month: 0 }, 'invalid_expiry_month'],
      [{ ...CARD_OK, cvc: '1' }, 'invalid_cvc'],
    ];
    for (const [card, code] of cases) {
      expect((await confirmCard(t, buyer, clientSecret, card)).json().error.code).toBe(code);
    }
    expect((await intentRow(t, clientSecret.split('_secret_')[0]))?.status).toBe('requires_payment_method');
  });

  it("refuses another buyer's client secret and a forged one", async () => {
    const buyer = await createUser(t);
    const other = await createUser(t);
    const bike = await createBike(t, seller);
    const bookingId = await bookOrThrow(t, buyer, bike);
    const { clientSecret } = (await createIntent(t, buyer, bookingId)).json();
    const theirs = await confirmCard(t, other, clientSecret);
    expect(theirs.json().error.code).toBe('resource_missing');
    const forged = await confirmCard(
      t,
      buyer,
      `${clientSecret.split('_secret_')[0]}_secret_${'0'.repeat(32)}`,
    );
    expect(forged.json().error.code).toBe('resource_missing');
    expect((await confirmCard(t, buyer, 'garbage')).json().error.code).toBe('resource_missing');
    expect(await paymentsFor(t, bike)).toHaveLength(0);
  });

  it('replaces an earlier unconfirmed intent with a newer one', async () => {
    const buyer = await createUser(t);
    const bookingId = await bookOrThrow(t, buyer, await createBike(t, seller));
    const first = (await createIntent(t, buyer, bookingId)).json().clientSecret;
    const second = (await createIntent(t, buyer, bookingId)).json().clientSecret;
    expect((await confirmCard(t, buyer, first)).json().error.message).toMatch(/replaced by a newer one/);
    expect((await confirmCard(t, buyer, second)).json().paymentIntent.status).toBe('succeeded');
  });

  it('does not charge for a booking that lapsed while the form was open', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller);
    const bookingId = await bookOrThrow(t, buyer, bike);
    const { clientSecret } = (await createIntent(t, buyer, bookingId)).json();
    await expireBooking(t, bookingId);
    const res = await confirmCard(t, buyer, clientSecret);
    expect(res.json().error.message).toBe('This booking can no longer be paid. Please book the bike again.');
    expect(await paymentsFor(t, bike)).toHaveLength(0);
  });

  it('sells the bike once when the same card payment is confirmed twice at once', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller);
    const bookingId = await bookOrThrow(t, buyer, bike);
    const { clientSecret } = (await createIntent(t, buyer, bookingId)).json();
    const answers = await Promise.all([
      confirmCard(t, buyer, clientSecret),
      confirmCard(t, buyer, clientSecret),
    ]);
    const succeeded = answers.filter((a) => a.json().paymentIntent?.status === 'succeeded');
    expect(succeeded).toHaveLength(1);
    expect(await paymentsFor(t, bike)).toHaveLength(1);
  });
});

describe('POST /api/payments', () => {
  /** A booking whose intent the provider reports as succeeded before we settled it (webhook pending). */
  async function succeededButUnsettled(buyer: TestUser, price = 150_000) {
    const bike = await createBike(t, seller, { price });
    const bookingId = await bookOrThrow(t, buyer, bike);
    const { clientSecret } = (await createIntent(t, buyer, bookingId)).json();
    const intentId = clientSecret.split('_secret_')[0] as string;
    await t.db.update(paymentIntents).set({ status: 'succeeded' }).where(eq(paymentIntents.id, intentId));
    return { bike, bookingId, intentId };
  }

  it('verifies the intent with the provider, then records the sale once', async () => {
    const buyer = await createUser(t);
    const { bike, bookingId, intentId } = await succeededButUnsettled(buyer);
    const res = await postPayment(buyer, { transactionId: intentId, bookingId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ acknowledged: true, message: 'Payment recorded' });
    expect(await productState(t, bike)).toBe('Sold');
    const replay = await postPayment(buyer, { transactionId: intentId, bookingId });
    expect(replay.json()).toMatchObject({ acknowledged: true, message: 'Payment already recorded' });
    expect(await paymentsFor(t, bike)).toHaveLength(1);
  });

  it('records one sale when two payments for one bike arrive at once', async () => {
    const buyer = await createUser(t);
    const { bike, bookingId, intentId } = await succeededButUnsettled(buyer);
    const answers = await Promise.all(
      Array.from({ length: 2 }, () => postPayment(buyer, { transactionId: intentId, bookingId })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await paymentsFor(t, bike)).toHaveLength(1);
    expect((await bookingRow(t, bookingId))?.state).toBe('Paid');
  });

  it('refuses an intent that has not succeeded', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller);
    const bookingId = await bookOrThrow(t, buyer, bike);
    const { clientSecret } = (await createIntent(t, buyer, bookingId)).json();
    const res = await postPayment(buyer, { transactionId: clientSecret.split('_secret_')[0], bookingId });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This payment has not succeeded.');
    expect(await paymentsFor(t, bike)).toHaveLength(0);
    expect(await productState(t, bike)).toBe('Booked');
  });

  it('refuses a changed amount', async () => {
    const buyer = await createUser(t);
    const { bike, bookingId, intentId } = await succeededButUnsettled(buyer);
    await t.db.update(paymentIntents).set({ amount: 100 }).where(eq(paymentIntents.id, intentId));
    const res = await postPayment(buyer, { transactionId: intentId, bookingId, price: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The amount paid does not match the price of this bike.');
    expect(await paymentsFor(t, bike)).toHaveLength(0);
  });

  it("refuses an intent of another booking, an unknown one and another buyer's order", async () => {
    const buyer = await createUser(t);
    const other = await createUser(t);
    const a = await succeededButUnsettled(buyer);
    const b = await succeededButUnsettled(buyer);
    const swapped = await postPayment(buyer, { transactionId: a.intentId, bookingId: b.bookingId });
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json().message).toBe('This payment is not for this order.');
    const unknown = await postPayment(buyer, { transactionId: 'pi_nothing', bookingId: a.bookingId });
    expect(unknown.statusCode).toBe(400);
    const foreign = await postPayment(other, { transactionId: a.intentId, bookingId: a.bookingId });
    expect(foreign.statusCode).toBe(403);
    const missing = await postPayment(buyer, { bookingId: a.bookingId });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('transactionId: transactionId is required');
    expect(await paymentsFor(t, a.bike)).toHaveLength(0);
  });

  it('refuses paying an already paid order twice', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller);
    const { bookingId } = await buyWithCard(t, buyer, bike);
    // A second succeeded intent for the same booking (e.g. from another tab) cannot buy it again.
    await t.db.insert(paymentIntents).values({
      id: 'pi_testsecondpayment',
      provider: 'test',
      bookingId,
      buyerId: buyer.id,
      amount: 15_000_000,
      currency: 'bdt',
      status: 'succeeded',
    });
    const res = await postPayment(buyer, { transactionId: 'pi_testsecondpayment', bookingId });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This order is already paid.');
    expect(await paymentsFor(t, bike)).toHaveLength(1);
  });

  it('takes back a booking that lapsed after the provider took the money, if nobody else booked the bike', async () => {
    const buyer = await createUser(t);
    const { bike, bookingId, intentId } = await succeededButUnsettled(buyer);
    await t.db.update(bookings).set({ state: 'Expired' }).where(eq(bookings.id, bookingId));
    const res = await postPayment(buyer, { transactionId: intentId, bookingId });
    expect(res.json()).toMatchObject({ acknowledged: true });
    expect(await productState(t, bike)).toBe('Sold');
  });
});

describe('DELETE /api/payments/:productId', () => {
  it('answers 1 for the caller’s sold bike (hidden, not deleted) and 0 otherwise', async () => {
    const buyer = await createUser(t);
    const other = await createUser(t);
    const bike = await createBike(t, seller);
    await buyWithCard(t, buyer, bike);
    const del = (who: TestUser, id: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/payments/${id}`, headers: who.headers });
    expect((await del(buyer, bike)).json()).toEqual({ deletedCount: 1 });
    expect((await del(buyer, bike)).json()).toEqual({ deletedCount: 1 });
    expect((await del(other, bike)).json()).toEqual({ deletedCount: 0 });
    expect((await del(buyer, await createBike(t, seller))).json()).toEqual({ deletedCount: 0 });
    expect(await productState(t, bike)).toBe('Sold');
    const [payment] = await paymentsFor(t, bike);
    expect(payment?.delistedAt).toBeInstanceOf(Date);
  });
});

describe('GET /api/paymentHistory and /api/bikePayment/:transactionID', () => {
  it("lists the caller's payments and shows each receipt to its buyer only", async () => {
    const buyer = await createUser(t, { name: 'Bithi Buyer' });
    const other = await createUser(t);
    const bike = await createBike(t, seller, { price: 175_000, name: 'FZ-X' });
    const { intentId } = await buyWithCard(t, buyer, bike);

    const history = await t.app.inject({
      method: 'GET',
      url: `/api/paymentHistory?email=${encodeURIComponent(buyer.email)}`,
      headers: buyer.headers,
    });
    expect(history.statusCode).toBe(200);
    expect(history.json()).toEqual([
      expect.objectContaining({
        photo: expect.stringMatching(/^\/media\//),
        brand: 'Yamaha',
        productName: 'FZ-X',
        price: 175_000,
        sellerName: 'Sabbir Seller',
        sellerEmail: seller.email,
        transactionId: intentId,
        method: 'card',
      }),
    ]);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/paymentHistory?email=${encodeURIComponent(buyer.email)}`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(403);

    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/bikePayment/${intentId}`,
      headers: buyer.headers,
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json()).toMatchObject({
      transactionId: intentId,
      buyerName: 'Bithi Buyer',
      buyerEmail: buyer.email,
      sellingPrice: 175_000,
      bikeModel: 'FZ-X',
      bikeCompany: 'Yamaha',
      buyerLocation: 'Dhanmondi, Dhaka',
      currency: 'BDT',
      chargedAmount: '175000.00',
      paymentGateway: 'Card (test mode)',
    });
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/bikePayment/${intentId}`,
      headers: other.headers,
    });
    expect(theirs.statusCode).toBe(403);
    const none = await t.app.inject({ method: 'GET', url: '/api/bikePayment/nope', headers: buyer.headers });
    expect(none.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/bikePayment/${intentId}` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('card data', () => {
  it('never stores or logs the card number or CVC', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller);
    const bookingId = await bookOrThrow(t, buyer, bike);
    const { clientSecret } = (await createIntent(t, buyer, bookingId)).json();
    const card = { ...CARD_OK, number: '4000 0000 0000 0002', cvc: '987' };
    await confirmCard(t, buyer, clientSecret, card);
    await confirmCard(t, buyer, clientSecret, { ...CARD_OK, cvc: '987' });
    // A malformed request too: validation errors must not echo the card either.
    await confirmCard(t, buyer, clientSecret, { ...CARD_OK, exp_month: 'abc', cvc: '987' });

    expect(logs.length).toBeGreaterThan(0);
    const logged = logs.join('\n');
    for (const secret of [
      '4242424242424242',
      '4242 4242 4242 4242',
      '4000000000000002',
      '4000 0000 0000 0002',
    ]) {
      expect(logged).not.toContain(secret);
    }
    expect(logged).not.toContain(clientSecret);

    const dump = await t.db.execute(
      sql`select row_to_json(i)::text as row from payment_intents i union all select row_to_json(p)::text from payments p`,
    );
    const rows = JSON.stringify((dump as unknown as { rows?: unknown[] }).rows ?? dump);
    expect(rows).toContain('4242');
    expect(rows).not.toMatch(/4242424242424242|4000000000000002|cvc/i);
  });
});
