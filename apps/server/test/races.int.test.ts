import { and, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, paymentIntents } from '../src/db/schema';
import { MESSAGES } from '../src/modules/bookings/policy';
import { WITHDRAW_CONFLICT } from '../src/modules/catalog/policy';
import { PAYMENT_MESSAGES } from '../src/modules/payments/policy';
import { createSandboxGateway } from '../src/modules/payments/providers/sandbox-gateway';
import {
  book,
  bookingRow,
  bookOrThrow,
  checkoutRow,
  confirmCard,
  createBike,
  createIntent,
  expireBooking,
  intentRow,
  liveBookingsOf,
  paymentsFor,
  productState,
} from './factories/bookings';
import { buildTestApp, createUser, type TestApp, type TestUser } from './helpers';
import { assertConsistent } from './invariants';

/**
 * Races between buyers, payments, gateway callbacks, sellers and admins (docs/product.md#speed-and-resilience), fired with
 * Promise.all through app.inject so the requests overlap. On PGlite every transaction runs alone,
 * so the races land between transactions and between the steps of multi-step flows; on
 * PostgreSQL (TEST_DATABASE_URL) they also interleave inside transactions. Whatever order the
 * requests happen to run in, each answer must agree with the database and the whole database
 * must stay consistent (invariants.ts), so no test expects one particular winner.
 */
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t, { role: 'Admin' });
});
afterAll(() => t.close());

const ALREADY_BOOKED = MESSAGES.alreadyBooked;
const limitMessage = () => MESSAGES.limit(t.config.MAX_ACTIVE_BOOKINGS);

/** The same pseudo-random order for the same seed, so a failing interleaving can be replayed. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = (seed * 2654435761) >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** A race may refuse, but never with a server error (a deadlock or an unhandled conflict would). */
function expectNoServerError(responses: LightMyRequestResponse[]) {
  for (const res of responses) expect(res.statusCode, `${res.statusCode} ${res.body}`).toBeLessThan(500);
}

type Call<L extends string> = {
  label: L;
  run: () => Promise<LightMyRequestResponse>;
  /** Starts this call a few milliseconds late, to move where it meets the others. */
  afterMs?: number;
};

/**
 * Starts every call at once (in a shuffled order), waits for all, checks none failed with a
 * server error, and answers them by label.
 */
async function race<L extends string>(calls: Call<L>[], seed: number) {
  const order = shuffled(calls, seed);
  const start = (c: Call<L>) =>
    c.afterMs ? new Promise<void>((resolve) => setTimeout(resolve, c.afterMs)).then(c.run) : c.run();
  const results = await Promise.all(order.map(start));
  expectNoServerError(results);
  const each = (label: L) => results.filter((_, i) => order[i]?.label === label);
  return {
    each,
    one(label: L): LightMyRequestResponse {
      const found = each(label);
      if (found.length !== 1) throw new Error(`${found.length} answers labelled ${label}`);
      return found[0] as LightMyRequestResponse;
    },
  };
}

const call = <L extends string>(
  label: L,
  run: () => Promise<LightMyRequestResponse>,
  afterMs?: number,
): Call<L> => ({ label, run, afterMs });

function buyers(n: number): Promise<TestUser[]> {
  return Promise.all(Array.from({ length: n }, () => createUser(t)));
}

function checkoutBody(bikeID: string) {
  return {
    bikeID,
    buyerPhone: '01912345678',
    buyerLocation: 'Mirpur 10, Dhaka',
    postCode: '1216',
    currency: 'BDT',
  };
}

function startCheckout(buyer: TestUser, bike: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: buyer.headers,
    payload: checkoutBody(bike),
  });
}

async function startCheckoutOrThrow(buyer: TestUser, bike: string) {
  const res = await startCheckout(buyer, bike);
  if (res.statusCode !== 200) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
  return res.json() as { transactionId: string; amount: string; currency: string };
}

/** Signs callback fields as the sandbox gateway does; each 'pay' carries a fresh val_id. */
function gatewayCallback(
  outcome: 'pay' | 'fail' | 'cancel',
  session: { transactionId: string; amount: string; currency: string },
) {
  return createSandboxGateway({ secret: t.config.authSecret }).callback(outcome, {
    tranId: session.transactionId,
    amount: session.amount,
    currency: session.currency,
  });
}

/** The browser coming back from the gateway (success, fail, cancel): a GET that answers a 303. */
function browserReturn(kind: 'success' | 'fail' | 'cancel', fields: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: `/api/checkout/${kind}?${new URLSearchParams(fields)}` });
}

/** The gateway's server-to-server notification: a form POST answered OK or IGNORED. */
function ipn(fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/checkout/ipn',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** A button on the sandbox gateway's hosted page. */
function press(transactionId: string, action: 'pay' | 'fail' | 'cancel') {
  return t.app.inject({
    method: 'POST',
    url: `/api/sandbox-gateway/${transactionId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });
}

function recordPayment(buyer: TestUser, body: { transactionId: string; bookingId: string }) {
  return t.app.inject({ method: 'POST', url: '/api/payments', headers: buyer.headers, payload: body });
}

function deleteBike(who: TestUser, bike: string) {
  return t.app.inject({ method: 'DELETE', url: `/api/products/${bike}`, headers: who.bearer });
}

function listOrders(buyer: TestUser) {
  return t.app.inject({
    method: 'GET',
    url: `/api/orders?email=${encodeURIComponent(buyer.email)}`,
    headers: buyer.headers,
  });
}

const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0] as string;

/**
 * A card payment the provider took while the booking lapsed (its webhook is late): the intent
 * is succeeded, the booking Expired and the bike Available again. Recording it may take the
 * booking back only if nobody else got the bike first.
 */
async function lapsedButPaid(buyer: TestUser, bike: string) {
  const bookingId = await bookOrThrow(t, buyer, bike);
  const { clientSecret } = (await createIntent(t, buyer, bookingId)).json();
  const intentId = intentIdOf(clientSecret);
  await t.db.update(paymentIntents).set({ status: 'succeeded' }).where(eq(paymentIntents.id, intentId));
  await expireBooking(t, bookingId);
  // Listing the buyer's orders expires the overdue booking through the app, as a visit would.
  expect((await listOrders(buyer)).statusCode).toBe(200);
  expect((await bookingRow(t, bookingId))?.state).toBe('Expired');
  expect(await productState(t, bike)).toBe('Available');
  return { bookingId, intentId };
}

describe('booking storms', () => {
  it('12 buyers each trying 4 of 6 bikes at once, by Book Now and hosted checkout: one holder per bike', async () => {
    const seller = await createUser(t, { role: 'Seller' });
    const bikes = await Promise.all(
      // Spread over the three brands: a booking also touches its brand's listing version.
      Array.from({ length: 6 }, (_, i) =>
        createBike(t, seller, { price: 100_000 + i * 1_000, categoryId: String((i % 3) + 1) }),
      ),
    );
    const crowd = await buyers(12);
    const tries = Math.min(4, t.config.MAX_ACTIVE_BOOKINGS);

    for (let round = 1; round <= 3; round++) {
      const attempts = crowd.flatMap((buyer, i) =>
        Array.from({ length: tries }, (_, k) => ({
          buyer,
          bike: bikes[(i + k) % bikes.length] as string,
          // Both ways of holding a bike compete for the same unique index.
          viaCheckout: (i + k + round) % 3 === 0,
        })),
      );
      const answers = await race(
        attempts.map((a, i) =>
          call(`${i}`, () => (a.viaCheckout ? startCheckout(a.buyer, a.bike) : book(t, a.buyer, a.bike))),
        ),
        round,
      );

      const holders = new Map<string, string[]>();
      for (const [i, attempt] of attempts.entries()) {
        const res = answers.one(`${i}`);
        const body = res.json();
        let bookingId: string | undefined;
        if (attempt.viaCheckout) {
          if (res.statusCode === 200) bookingId = (await checkoutRow(t, body.transactionId))?.bookingId;
          else
            expect({ status: res.statusCode, message: body.message }).toEqual({
              status: 409,
              message: ALREADY_BOOKED,
            });
        } else {
          expect(res.statusCode).toBe(200);
          if (body.acknowledged) bookingId = body.insertedId;
          else expect(body).toEqual({ acknowledged: false, message: ALREADY_BOOKED });
        }
        if (!bookingId) continue;
        // Every acknowledged hold is a real, live booking of that bike by that buyer.
        expect(await bookingRow(t, bookingId)).toMatchObject({
          productId: attempt.bike,
          buyerId: attempt.buyer.id,
          state: 'Active',
        });
        holders.set(attempt.bike, [...(holders.get(attempt.bike) ?? []), attempt.buyer.id]);
      }
      for (const bike of bikes) {
        expect(holders.get(bike), `round ${round}, bike ${bike}`).toHaveLength(1);
        expect(await productState(t, bike)).toBe('Booked');
      }
      await assertConsistent(t);

      // The next round's requests expire these holds themselves, while racing each other.
      const live = await t.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(inArray(bookings.productId, bikes), eq(bookings.state, 'Active')));
      await Promise.all(live.map((b) => expireBooking(t, b.id)));
    }
  });

  it('one buyer firing more bookings and checkouts at once than MAX_ACTIVE_BOOKINGS allows gets exactly the cap', async () => {
    const max = t.config.MAX_ACTIVE_BOOKINGS;
    const seller = await createUser(t, { role: 'Seller' });
    const bikes = await Promise.all(Array.from({ length: max + 3 }, () => createBike(t, seller)));
    const [buyer] = (await buyers(1)) as [TestUser];
    const refusals = [limitMessage(), MESSAGES.alreadyYours];

    for (let round = 1; round <= 2; round++) {
      const answers = await race(
        [
          // The buyer's order list expires their overdue bookings in a transaction of its own.
          call('orders', () => listOrders(buyer)),
          ...bikes.flatMap((bike) => [
            call('book', () => book(t, buyer, bike)),
            call('book', () => book(t, buyer, bike)),
            call('checkout', () => startCheckout(buyer, bike)),
          ]),
        ],
        round,
      );

      const live = await t.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.buyerId, buyer.id), eq(bookings.state, 'Active')));
      expect(live).toHaveLength(max);
      const liveIds = new Set(live.map((b) => b.id));

      for (const res of answers.each('book')) {
        expect(res.statusCode).toBe(200);
        const body = res.json();
        if (body.acknowledged) expect(liveIds.has(body.insertedId)).toBe(true);
        else expect(refusals).toContain(body.message);
      }
      for (const res of answers.each('checkout')) {
        if (res.statusCode === 200) {
          // A checkout either holds the bike itself or pays for the buyer's Book Now booking of it.
          const bookingId = (await checkoutRow(t, res.json().transactionId))?.bookingId;
          expect(liveIds.has(bookingId as string)).toBe(true);
        } else {
          expect(res.statusCode).toBe(409);
          expect(refusals).toContain(res.json().message);
        }
      }
      await assertConsistent(t);
      await Promise.all([...liveIds].map((id) => expireBooking(t, id)));
    }
  });
});

describe('card payments arriving twice or at once', () => {
  it('the same payment confirmed three times and recorded three times at once sells the bike once', async () => {
    const seller = await createUser(t, { role: 'Seller' });
    for (let round = 1; round <= 4; round++) {
      const [buyer] = (await buyers(1)) as [TestUser];
      const price = 120_000 + round;
      const bike = await createBike(t, seller, { price });
      const bookingId = await bookOrThrow(t, buyer, bike);
      const { clientSecret } = (await createIntent(t, buyer, bookingId)).json();
      const intentId = intentIdOf(clientSecret);
      const confirm = () => confirmCard(t, buyer, clientSecret);
      const record = () => recordPayment(buyer, { transactionId: intentId, bookingId });
      const answers = await race(
        [
          call('confirm', confirm),
          call('confirm', confirm),
          call('confirm', confirm),
          call('record', record),
          call('record', record),
          call('record', record),
        ],
        round,
      );

      const confirms = answers.each('confirm').map((a) => a.json());
      expect(confirms.filter((c) => c.paymentIntent?.status === 'succeeded')).toHaveLength(1);
      for (const c of confirms.filter((c) => !c.paymentIntent)) {
        expect(c.error.message).toBe('This payment has already succeeded.');
      }
      // A record before the confirm committed finds nothing paid yet; after it, the sale it made.
      for (const res of answers.each('record')) {
        if (res.statusCode === 200) {
          expect(res.json()).toMatchObject({ acknowledged: true, message: 'Payment already recorded' });
        } else {
          expect({ status: res.statusCode, message: res.json().message }).toEqual({
            status: 409,
            message: PAYMENT_MESSAGES.notSucceeded,
          });
        }
      }
      const payments = await paymentsFor(t, bike);
      expect(payments).toHaveLength(1);
      expect(payments[0]).toMatchObject({ transactionId: intentId, bookingId, amount: price });
      expect((await bookingRow(t, bookingId))?.state).toBe('Paid');
      expect(await productState(t, bike)).toBe('Sold');
      await assertConsistent(t);
    }
  });

  it('two tabs: two intents of one booking made, then confirmed at once while another buyer books the bike', async () => {
    const seller = await createUser(t, { role: 'Seller' });
    for (let round = 1; round <= 4; round++) {
      const [buyer, rival] = (await buyers(2)) as [TestUser, TestUser];
      const bike = await createBike(t, seller);
      const bookingId = await bookOrThrow(t, buyer, bike);
      const intents = await race(
        [
          call('intent', () => createIntent(t, buyer, bookingId)),
          call('intent', () => createIntent(t, buyer, bookingId)),
        ],
        round,
      );
      const secrets = intents.each('intent').map((r) => r.json().clientSecret as string);
      const answers = await race(
        [
          ...secrets.map((secret) => call('confirm', () => confirmCard(t, buyer, secret))),
          call('rival', () => book(t, rival, bike)),
        ],
        round,
      );

      const succeeded = answers.each('confirm').filter((a) => a.json().paymentIntent?.status === 'succeeded');
      // Each new intent replaces the older open one, so at most one of the two can charge the card.
      expect(succeeded.length).toBeLessThanOrEqual(1);
      const payments = await paymentsFor(t, bike);
      expect(payments).toHaveLength(succeeded.length);
      if (succeeded.length === 1) {
        expect(payments[0]?.transactionId).toBe(succeeded[0]?.json().paymentIntent.id);
        expect(await productState(t, bike)).toBe('Sold');
        expect([MESSAGES.sold, ALREADY_BOOKED]).toContain(answers.one('rival').json().message);
      } else {
        expect(await productState(t, bike)).toBe('Booked');
        expect(answers.one('rival').json()).toEqual({ acknowledged: false, message: ALREADY_BOOKED });
      }
      await assertConsistent(t);
    }
  });

  it('a late-recorded payment and a second card payment for the same order at once: one sale, the other refused', async () => {
    const seller = await createUser(t, { role: 'Seller' });
    for (let round = 1; round <= 4; round++) {
      const [buyer] = (await buyers(1)) as [TestUser];
      const bike = await createBike(t, seller);
      const bookingId = await bookOrThrow(t, buyer, bike);
      // Tab one: the provider took the money but its webhook is late (intent succeeded, no sale yet).
      const late = intentIdOf((await createIntent(t, buyer, bookingId)).json().clientSecret);
      await t.db.update(paymentIntents).set({ status: 'succeeded' }).where(eq(paymentIntents.id, late));
      // Tab two: a fresh intent, confirmed with the card.
      const fresh = (await createIntent(t, buyer, bookingId)).json().clientSecret as string;
      const record = () => recordPayment(buyer, { transactionId: late, bookingId });
      const answers = await race(
        [call('record', record), call('record', record), call('confirm', () => confirmCard(t, buyer, fresh))],
        round,
      );

      const payments = await paymentsFor(t, bike);
      expect(payments).toHaveLength(1);
      const confirm = answers.one('confirm').json();
      if (payments[0]?.transactionId === late) {
        expect(confirm.error?.message).toMatch(/already paid|can no longer be paid/);
        expect((await intentRow(t, intentIdOf(fresh)))?.status).not.toBe('succeeded');
        for (const res of answers.each('record')) expect(res.json()).toMatchObject({ acknowledged: true });
      } else {
        expect(payments[0]?.transactionId).toBe(intentIdOf(fresh));
        expect(confirm.paymentIntent?.status).toBe('succeeded');
        for (const res of answers.each('record')) {
          expect({ status: res.statusCode, message: res.json().message }).toEqual({
            status: 409,
            message: PAYMENT_MESSAGES.alreadyPaid,
          });
        }
      }
      expect(await productState(t, bike)).toBe('Sold');
      await assertConsistent(t);
    }
  });
});

describe('hosted checkout callbacks arriving twice, at once, or against each other', () => {
  it('success and IPN for one transaction, twice each, with the Pay button: paid once, every answer agrees', async () => {
    const seller = await createUser(t, { role: 'Seller' });
    for (let round = 1; round <= 3; round++) {
      const [buyer] = (await buyers(1)) as [TestUser];
      const price = 90_000 + round;
      const bike = await createBike(t, seller, { price });
      const session = await startCheckoutOrThrow(buyer, bike);
      const success = () => browserReturn('success', gatewayCallback('pay', session));
      const notify = () => ipn(gatewayCallback('pay', session));
      const answers = await race(
        [
          call('success', success),
          call('success', success),
          call('ipn', notify),
          call('ipn', notify),
          call('press', () => press(session.transactionId, 'pay')),
        ],
        round,
      );

      for (const res of answers.each('ipn')) expect(res.body).toBe('OK');
      for (const res of answers.each('success')) {
        expect(res.headers.location).toBe(`/payment/success?transactionID=${session.transactionId}`);
      }
      // The hosted page is closed once the payment went through; before that it sends the browser on.
      expect([303, 409]).toContain(answers.one('press').statusCode);
      const payments = await paymentsFor(t, bike);
      expect(payments).toHaveLength(1);
      expect(payments[0]).toMatchObject({ transactionId: session.transactionId, amount: price });
      expect((await checkoutRow(t, session.transactionId))?.state).toBe('Paid');
      expect(await productState(t, bike)).toBe('Sold');
      await assertConsistent(t);
    }
  });

  it('fail and cancel arriving with success and IPN: either paid once or not paid and the bike released, never both', async () => {
    const seller = await createUser(t, { role: 'Seller' });
    for (let round = 1; round <= 6; round++) {
      const [buyer, next] = (await buyers(2)) as [TestUser, TestUser];
      const bike = await createBike(t, seller);
      const session = await startCheckoutOrThrow(buyer, bike);
      const hold = (await checkoutRow(t, session.transactionId))?.bookingId as string;
      const answers = await race(
        round % 2 === 0
          ? [
              call('success', () => browserReturn('success', gatewayCallback('pay', session))),
              call('ipn', () => ipn(gatewayCallback('pay', session))),
              call('fail', () => browserReturn('fail', gatewayCallback('fail', session))),
              call('fail', () => browserReturn('cancel', gatewayCallback('cancel', session))),
            ]
          : [
              call('press', () => press(session.transactionId, 'pay')),
              call('press', () => press(session.transactionId, 'cancel')),
              call('ipn', () => ipn(gatewayCallback('pay', session))),
              call('fail', () => browserReturn('fail', gatewayCallback('fail', session))),
            ],
        round,
      );

      const checkout = await checkoutRow(t, session.transactionId);
      const payments = await paymentsFor(t, bike);
      const paid = checkout?.state === 'Paid';
      if (paid) {
        expect(payments).toHaveLength(1);
        expect((await bookingRow(t, hold))?.state).toBe('Paid');
        expect(await productState(t, bike)).toBe('Sold');
      } else {
        expect(['Failed', 'Cancelled']).toContain(checkout?.state);
        expect(payments).toHaveLength(0);
        expect((await bookingRow(t, hold))?.state).toBe('Cancelled');
        expect(await productState(t, bike)).toBe('Available');
      }
      // Every answer tells the same story as the database.
      for (const res of answers.each('ipn')) expect(res.body).toBe(paid ? 'OK' : 'IGNORED');
      for (const res of answers.each('success')) {
        expect(res.headers.location).toBe(
          paid ? `/payment/success?transactionID=${session.transactionId}` : '/payment/fail',
        );
      }
      for (const res of answers.each('fail')) expect(res.headers.location).toBe('/payment/fail');
      for (const res of answers.each('press')) expect([303, 409]).toContain(res.statusCode);
      await assertConsistent(t);
      // A released bike is really free: the next buyer can hold it.
      if (!paid) expect((await book(t, next, bike)).json()).toMatchObject({ acknowledged: true });
    }
  });
});

describe('payments racing the moment a booking expires', () => {
  it('a lapsed, already-charged booking recorded while two other buyers book and check out the bike', async () => {
    const seller = await createUser(t, { role: 'Seller' });
    for (let round = 1; round <= 4; round++) {
      const [first, second, third] = (await buyers(3)) as [TestUser, TestUser, TestUser];
      const bike = await createBike(t, seller);
      const { bookingId, intentId } = await lapsedButPaid(first, bike);
      const answers = await race(
        [
          call('record', () => recordPayment(first, { transactionId: intentId, bookingId })),
          call('book', () => book(t, second, bike)),
          call('checkout', () => startCheckout(third, bike)),
        ],
        round,
      );
      const recorded = answers.one('record');
      const booked = answers.one('book').json();
      const checkout = answers.one('checkout');

      const winners = [
        recorded.statusCode === 200,
        booked.acknowledged === true,
        checkout.statusCode === 200,
      ];
      expect(winners.filter(Boolean)).toHaveLength(1);
      if (recorded.statusCode === 200) {
        expect(await productState(t, bike)).toBe('Sold');
        expect((await bookingRow(t, bookingId))?.state).toBe('Paid');
        expect([MESSAGES.sold, ALREADY_BOOKED]).toContain(booked.message);
        expect([MESSAGES.sold, ALREADY_BOOKED]).toContain(checkout.json().message);
      } else {
        // The money was taken but someone else holds the bike now: refused (the shop refunds it).
        expect({ status: recorded.statusCode, message: recorded.json().message }).toEqual({
          status: 409,
          message: 'Someone else has booked this bike in the meantime.',
        });
        expect(await productState(t, bike)).toBe('Booked');
        expect(await paymentsFor(t, bike)).toHaveLength(0);
      }
      await assertConsistent(t);
    }
  });

  it("a checkout's success callback arriving just as its hold lapses and other buyers take the bike", async () => {
    const seller = await createUser(t, { role: 'Seller' });
    for (let round = 1; round <= 5; round++) {
      const [first, second, third] = (await buyers(3)) as [TestUser, TestUser, TestUser];
      const bike = await createBike(t, seller);
      const session = await startCheckoutOrThrow(first, bike);
      await expireBooking(t, (await checkoutRow(t, session.transactionId))?.bookingId as string);
      const answers = await race(
        [
          call('success', () => browserReturn('success', gatewayCallback('pay', session))),
          call('ipn', () => ipn(gatewayCallback('pay', session))),
          call('book', () => book(t, second, bike)),
          call('checkout', () => startCheckout(third, bike)),
          call('orders', () => listOrders(first)),
        ],
        round,
      );

      const paid = (await checkoutRow(t, session.transactionId))?.state === 'Paid';
      const holders = [
        answers.one('book').json().acknowledged === true,
        answers.one('checkout').statusCode === 200,
      ];
      if (paid) {
        expect(holders.filter(Boolean)).toHaveLength(0);
        expect(await productState(t, bike)).toBe('Sold');
        expect(answers.one('ipn').body).toBe('OK');
        expect(answers.one('success').headers.location).toBe(
          `/payment/success?transactionID=${session.transactionId}`,
        );
      } else {
        // The hold lapsed first: the bike went to the next buyer and the gateway's money is refunded.
        expect((await checkoutRow(t, session.transactionId))?.state).toBe('Expired');
        expect(holders.filter(Boolean)).toHaveLength(1);
        expect(await productState(t, bike)).toBe('Booked');
        expect(answers.one('ipn').body).toBe('IGNORED');
        expect(answers.one('success').headers.location).toBe('/payment/fail');
      }
      await assertConsistent(t);
    }
  });

  it('a card confirmed while its booking runs out and another buyer books the bike', async () => {
    const seller = await createUser(t, { role: 'Seller' });
    // The booking runs out before, during or after the confirm; whichever it is, one owner at most.
    for (const [round, leftMs] of [0, 5, 15, 30, 60].entries()) {
      const [first, second] = (await buyers(2)) as [TestUser, TestUser];
      const bike = await createBike(t, seller, { categoryId: '1' });
      const another = await createBike(t, seller, { categoryId: '2' });
      const bookingId = await bookOrThrow(t, first, bike);
      const { clientSecret } = (await createIntent(t, first, bookingId)).json();
      await t.db
        .update(bookings)
        .set({ expiresAt: new Date(Date.now() + leftMs) })
        .where(eq(bookings.id, bookingId));
      const answers = await race(
        [
          call('confirm', () => confirmCard(t, first, clientSecret)),
          call('book', () => book(t, second, bike)),
          call('book', () => book(t, second, bike)),
          // The paying buyer books another bike meanwhile, which expires their lapsed booking.
          call('another', () => book(t, first, another)),
          call('another', () => book(t, second, another)),
        ],
        round + 1,
      );
      expect(answers.each('another').filter((a) => a.json().acknowledged === true)).toHaveLength(1);

      const confirmed = answers.one('confirm').json();
      const secondWon = answers.each('book').filter((a) => a.json().acknowledged === true);
      if (confirmed.paymentIntent) {
        expect(secondWon).toHaveLength(0);
        expect(await productState(t, bike)).toBe('Sold');
        expect(await paymentsFor(t, bike)).toHaveLength(1);
      } else {
        expect(confirmed.error.message).toBe(
          'This booking can no longer be paid. Please book the bike again.',
        );
        expect(secondWon.length).toBeLessThanOrEqual(1);
        expect(await paymentsFor(t, bike)).toHaveLength(0);
      }
      await assertConsistent(t);
    }
  });
});

describe('sellers and admins acting on a bike while it is being bought', () => {
  it('the seller deletes a bike while six buyers book it: withdrawn or booked, never both', async () => {
    const seller = await createUser(t, { role: 'Seller' });
    for (let round = 1; round <= 6; round++) {
      const crowd = await buyers(6);
      const bike = await createBike(t, seller);
      const answers = await race(
        [
          ...crowd.map((buyer) => call('book', () => book(t, buyer, bike))),
          call('delete', () => deleteBike(seller, bike)),
          call('delete', () => deleteBike(seller, bike)),
        ],
        round,
      );
      const won = answers.each('book').filter((a) => a.statusCode === 200 && a.json().acknowledged === true);
      const state = await productState(t, bike);

      if (won.length > 0) {
        expect(won).toHaveLength(1);
        expect(state).toBe('Booked');
        for (const d of answers.each('delete')) {
          expect({ status: d.statusCode, message: d.json().message }).toEqual({
            status: 409,
            message: WITHDRAW_CONFLICT.Booked,
          });
        }
        for (const a of answers.each('book').filter((a) => !won.includes(a))) {
          expect(a.json()).toEqual({ acknowledged: false, message: ALREADY_BOOKED });
        }
      } else {
        expect(state).toBe('Withdrawn');
        expect(
          answers
            .each('delete')
            .map((d) => d.json().deletedCount)
            .sort(),
        ).toEqual([0, 1]);
        // Refused for the true reason: the bike is gone, not booked by someone else.
        for (const a of answers.each('book')) {
          expect({ status: a.statusCode, message: a.json().message }).toEqual({
            status: 404,
            message: MESSAGES.notAvailable,
          });
        }
      }
      await assertConsistent(t);
    }
  });

  it('the seller deletes a bike while a lapsed, charged booking is recorded and another buyer books it', async () => {
    const seller = await createUser(t, { role: 'Seller' });
    for (let round = 1; round <= 5; round++) {
      const [first, second] = (await buyers(2)) as [TestUser, TestUser];
      const bike = await createBike(t, seller);
      const { bookingId, intentId } = await lapsedButPaid(first, bike);
      const answers = await race(
        [
          call('record', () => recordPayment(first, { transactionId: intentId, bookingId })),
          call('delete', () => deleteBike(seller, bike)),
          call('book', () => book(t, second, bike)),
        ],
        round,
      );
      const state = await productState(t, bike);
      const deleted = answers.one('delete');
      const recorded = answers.one('record');

      if (state === 'Sold') {
        expect(recorded.json()).toMatchObject({ acknowledged: true });
        expect(deleted.json().message).toBe(WITHDRAW_CONFLICT.Sold);
        expect((await bookingRow(t, bookingId))?.state).toBe('Paid');
      } else if (state === 'Withdrawn') {
        expect(deleted.json()).toEqual({ deletedCount: 1 });
        expect({ status: recorded.statusCode, message: recorded.json().message }).toEqual({
          status: 409,
          message: 'This bike is no longer for sale.',
        });
        expect(answers.one('book').statusCode).toBe(404);
        expect((await bookingRow(t, bookingId))?.state).toBe('Expired');
      } else {
        expect(state).toBe('Booked');
        expect(answers.one('book').json()).toMatchObject({ acknowledged: true });
        expect(deleted.json().message).toBe(WITHDRAW_CONFLICT.Booked);
        expect(recorded.statusCode).toBe(409);
      }
      await assertConsistent(t);
    }
  });

  it('an admin deactivates the seller while buyers pay by card and by checkout and book the last bike', async () => {
    // The deactivation is one long transaction; the buyers start later and later into it.
    for (const [round, lateMs] of [0, 2, 4, 8, 16, 32].entries()) {
      const seller = await createUser(t, { role: 'Seller' });
      const [carder, checker, booker] = (await buyers(3)) as [TestUser, TestUser, TestUser];
      const [cardBike, checkoutBike, freeBike] = await Promise.all([
        createBike(t, seller, { price: 110_000, categoryId: '1' }),
        createBike(t, seller, { price: 120_000, categoryId: '2' }),
        createBike(t, seller, { price: 130_000, categoryId: '3' }),
      ]);
      const cardBooking = await bookOrThrow(t, carder, cardBike);
      const { clientSecret } = (await createIntent(t, carder, cardBooking)).json();
      const session = await startCheckoutOrThrow(checker, checkoutBike);
      const checkoutHold = (await checkoutRow(t, session.transactionId))?.bookingId as string;

      const answers = await race(
        [
          call('deactivate', () =>
            t.app.inject({ method: 'DELETE', url: `/api/sellers/${seller.id}`, headers: admin.bearer }),
          ),
          call('confirm', () => confirmCard(t, carder, clientSecret), lateMs),
          call('success', () => browserReturn('success', gatewayCallback('pay', session)), lateMs),
          call('ipn', () => ipn(gatewayCallback('pay', session)), lateMs),
          call('book', () => book(t, booker, freeBike), lateMs),
          call('seller-delete', () => deleteBike(seller, freeBike), lateMs),
        ],
        round + 1,
      );
      expect(answers.one('deactivate').json()).toMatchObject({ deletedCount: 1 });

      // The card sale happened before the deactivation (and stays) or not at all (bike withdrawn).
      if (answers.one('confirm').json().paymentIntent) {
        expect(await productState(t, cardBike)).toBe('Sold');
        expect((await bookingRow(t, cardBooking))?.state).toBe('Paid');
      } else {
        expect(await productState(t, cardBike)).toBe('Withdrawn');
        expect((await bookingRow(t, cardBooking))?.state).toBe('Cancelled');
        expect(await paymentsFor(t, cardBike)).toHaveLength(0);
      }
      const checkoutPaid = (await checkoutRow(t, session.transactionId))?.state === 'Paid';
      expect(answers.one('ipn').body).toBe(checkoutPaid ? 'OK' : 'IGNORED');
      if (checkoutPaid) {
        expect(await productState(t, checkoutBike)).toBe('Sold');
        expect(answers.one('success').headers.location).toBe(
          `/payment/success?transactionID=${session.transactionId}`,
        );
      } else {
        expect(await productState(t, checkoutBike)).toBe('Withdrawn');
        expect((await bookingRow(t, checkoutHold))?.state).toBe('Cancelled');
        // Closed with its booking, so the gateway page can no longer take the money.
        expect((await checkoutRow(t, session.transactionId))?.state).toBe('Cancelled');
        expect(answers.one('success').headers.location).toBe('/payment/fail');
      }
      // Whether the booking landed first or not, the deactivation takes the last bike off sale.
      expect(await productState(t, freeBike)).toBe('Withdrawn');
      expect(await liveBookingsOf(t, freeBike)).toHaveLength(0);
      expect([200, 401, 409]).toContain(answers.one('seller-delete').statusCode);
      await assertConsistent(t);
    }
  });
});
