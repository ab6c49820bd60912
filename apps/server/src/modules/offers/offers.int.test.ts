import { type ConversationOffers, OFFER_MESSAGES } from '@best-bikes/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingRow,
  bookOrThrow,
  buyWithCard,
  createBike,
  paymentsFor,
} from '../../../test/factories/bookings';
import { setProductState } from '../../../test/factories/listings';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';
import { user } from '../../db/schema';

/** docs/product.md#offers: offers inside a conversation through the API, on a real database. */
let t: TestApp;
let seller: TestUser;
let clock = new Date('2026-11-27T06:00:00Z');
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  t = await buildTestApp({}, { background: false, now: () => clock });
  seller = await createUser(t, { role: 'Seller', verified: true });
});
afterAll(() => t.close());

async function conversation(buyer: TestUser, bikeId: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/products/${bikeId}/conversation`,
    headers: buyer.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json()._id;
}

const offer = (who: TestUser, conversationId: string, amount: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/offers`,
    headers: who.headers,
    payload: { amount },
  });
const answer = (who: TestUser, offerId: string, action: 'accept' | 'decline' | 'withdraw') =>
  t.app.inject({ method: 'POST', url: `/api/offers/${offerId}/${action}`, headers: who.headers });
const list = (who: TestUser, conversationId: string) =>
  t.app.inject({ method: 'GET', url: `/api/conversations/${conversationId}/offers`, headers: who.headers });

function ok(res: LightMyRequestResponse): ConversationOffers {
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function offerMessages(who: TestUser, conversationId: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/conversations/${conversationId}`,
    headers: who.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (
    res.json().messages as { kind: string; side: string; offer: { event: string; amount: number } | null }[]
  )
    .filter((m) => m.kind === 'offer')
    .map((m) => `${m.side}:${m.offer?.event}:${m.offer?.amount}`);
}

async function notices(who: TestUser) {
  const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: who.headers });
  return res.json().notifications as { kind: string; title: string; body: string; link: string }[];
}

describe('the journey: offer, counter, accept, pay the agreed price', () => {
  it('charges the buyer 1,75,000 after a counter they accepted, and posts each step', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller, { price: 180_000 });
    const c = await conversation(buyer, bike);

    const made = ok(await offer(buyer, c, 170_000));
    expect(made.open).toMatchObject({ by: 'buyer', amount: 170_000, state: 'open' });
    expect(made.can).toMatchObject({ offer: false, withdraw: true, accept: false });
    expect(new Date(made.open!.expiresAt).getTime() - clock.getTime()).toBe(48 * HOUR);

    const seen = ok(await list(seller, c));
    expect(seen.side).toBe('seller');
    expect(seen.can).toEqual({ offer: false, accept: true, decline: true, counter: true, withdraw: false });

    const countered = ok(await offer(seller, c, 175_000));
    expect(countered.open).toMatchObject({ by: 'seller', amount: 175_000, counters: made.open!._id });
    expect(countered.offers.find((o) => o._id === made.open!._id)?.state).toBe('countered');

    // The seller cannot accept their own counter; the buyer does.
    expect((await answer(seller, countered.open!._id, 'accept')).statusCode).toBe(403);
    const accepted = ok(await answer(buyer, countered.open!._id, 'accept'));
    expect(accepted.open).toBeNull();
    expect(accepted.agreed).toMatchObject({ amount: 175_000, state: 'accepted' });
    expect(new Date(accepted.agreed!.bookableUntil!).getTime() - clock.getTime()).toBe(48 * HOUR);

    const agreed = await t.app.inject({
      method: 'GET',
      url: `/api/offers/agreed/${bike}`,
      headers: buyer.headers,
    });
    expect(agreed.json().agreed).toMatchObject({ amount: 175_000, listedPrice: 180_000, conversationId: c });
    // Another buyer has no agreed price.
    const other = await createUser(t);
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/offers/agreed/${bike}`,
      headers: other.headers,
    });
    expect(none.json()).toEqual({ agreed: null });

    expect(await offerMessages(buyer, c)).toEqual([
      'buyer:made:170000',
      'seller:countered:175000',
      'buyer:accepted:175000',
    ]);
    // The other side of each step heard of it in the app.
    expect((await notices(seller)).map((n) => n.kind)).toEqual(
      expect.arrayContaining(['offer-made', 'offer-accepted']),
    );
    expect((await notices(buyer)).map((n) => n.kind)).toContain('offer-countered');

    // The buyer pays the agreed price whatever the body says (it says 1).
    const { bookingId } = await buyWithCard(t, buyer, bike);
    expect((await bookingRow(t, bookingId))?.price).toBe(175_000);
    const [payment] = await paymentsFor(t, bike);
    expect(payment?.amount).toBe(175_000);
  });

  it('lets everyone else pay the listed price', async () => {
    const buyer = await createUser(t);
    const other = await createUser(t);
    const bike = await createBike(t, seller, { price: 180_000 });
    const c = await conversation(buyer, bike);
    const made = ok(await offer(buyer, c, 170_000));
    ok(await answer(seller, made.open!._id, 'accept'));
    const bookingId = await bookOrThrow(t, other, bike);
    expect((await bookingRow(t, bookingId))?.price).toBe(180_000);
  });

  it('honours the agreed price for 48 hours, then the listed price again', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller, { price: 200_000 });
    const c = await conversation(buyer, bike);
    const made = ok(await offer(buyer, c, 150_000));
    ok(await answer(seller, made.open!._id, 'accept'));
    clock = new Date(clock.getTime() + 48 * HOUR);
    const agreed = await t.app.inject({
      method: 'GET',
      url: `/api/offers/agreed/${bike}`,
      headers: buyer.headers,
    });
    expect(agreed.json()).toEqual({ agreed: null });
    const bookingId = await bookOrThrow(t, buyer, bike);
    expect((await bookingRow(t, bookingId))?.price).toBe(200_000);
    // With the agreement lapsed, the buyer may offer again (the bike is booked now, so not here).
    expect((await offer(buyer, c, 160_000)).json().message).toBe(OFFER_MESSAGES.notAvailable);
  });

  it('charges the card payment intent the agreed amount', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller, { price: 120_000 });
    const c = await conversation(buyer, bike);
    const made = ok(await offer(buyer, c, 100_000));
    ok(await answer(seller, made.open!._id, 'accept'));
    const bookingId = await bookOrThrow(t, buyer, bike);
    const intent = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: buyer.headers,
      payload: { _id: bookingId, price: 120_000 },
    });
    expect(intent.statusCode, intent.body).toBe(200);
    expect(intent.json().amount).toBe(100_000 * 100);
  });
});

describe('the rules through the API', () => {
  it('refuses an offer below half the listed price with the clear message', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller, { price: 180_000 });
    const c = await conversation(buyer, bike);
    const res = await offer(buyer, c, 89_999);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(OFFER_MESSAGES.tooLow);
    expect(ok(await offer(buyer, c, 90_000)).open?.amount).toBe(90_000);
  });

  it('lets only the buyer make the first offer, and keeps one open offer', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller, { price: 180_000 });
    const c = await conversation(buyer, bike);
    const first = await offer(seller, c, 170_000);
    expect(first.statusCode).toBe(403);
    expect(first.json().message).toBe(OFFER_MESSAGES.buyerFirst);
    const made = ok(await offer(buyer, c, 170_000));
    const again = await offer(buyer, c, 171_000);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(OFFER_MESSAGES.yourOfferOpen);
    ok(await answer(buyer, made.open!._id, 'withdraw'));
    expect(ok(await offer(buyer, c, 171_000)).open?.amount).toBe(171_000);
  });

  it('answers two offers sent at once with one open offer', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller, { price: 180_000 });
    const c = await conversation(buyer, bike);
    const results = await Promise.all([offer(buyer, c, 150_000), offer(buyer, c, 160_000)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(ok(await list(buyer, c)).offers.filter((o) => o.state === 'open')).toHaveLength(1);
  });

  it('closes offers on a booked, sold or removed bike; the seller may still decline', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller, { price: 180_000 });
    const c = await conversation(buyer, bike);
    const made = ok(await offer(buyer, c, 170_000));
    for (const state of ['Booked', 'Sold', 'Withdrawn'] as const) {
      await setProductState(t, bike, state);
      const res = await answer(seller, made.open!._id, 'accept');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(OFFER_MESSAGES.notAvailable);
    }
    ok(await answer(seller, made.open!._id, 'decline'));
  });

  it('refuses a buyer-side account that cannot buy', async () => {
    const otherSeller = await createUser(t, { role: 'Seller' });
    const bike = await createBike(t, seller, { price: 180_000 });
    const c = await conversation(otherSeller, bike);
    const res = await offer(otherSeller, c, 170_000);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(OFFER_MESSAGES.buyersOnly);
  });

  it('tells anyone outside the conversation it does not exist', async () => {
    const buyer = await createUser(t);
    const stranger = await createUser(t);
    const admin = await createUser(t, { role: 'Admin' });
    const bike = await createBike(t, seller, { price: 180_000 });
    const c = await conversation(buyer, bike);
    const made = ok(await offer(buyer, c, 170_000));
    for (const who of [stranger, admin]) {
      expect((await list(who, c)).statusCode).toBe(404);
      expect((await offer(who, c, 170_000)).statusCode).toBe(404);
      for (const action of ['accept', 'decline', 'withdraw'] as const) {
        expect((await answer(who, made.open!._id, action)).statusCode).toBe(404);
      }
    }
    expect((await list(buyer, 'no-such-conversation')).statusCode).toBe(404);
    expect(ok(await list(buyer, c)).open?.state).toBe('open');
  });

  it('writes the seller’s notice in their language', async () => {
    const bnSeller = await createUser(t, { role: 'Seller', verified: true });
    await t.db.update(user).set({ locale: 'bn' }).where(eq(user.id, bnSeller.id));
    const buyer = await createUser(t);
    const bike = await createBike(t, bnSeller, { price: 180_000, name: 'Pulsar N160' });
    const c = await conversation(buyer, bike);
    ok(await offer(buyer, c, 170_000));
    const all = await notices(bnSeller);
    const notice = all.find((n) => n.kind === 'offer-made');
    // One notice for the step: the offer's own, not a second "new message" for the same step.
    expect(all.map((n) => n.kind)).toEqual(['offer-made']);
    expect(notice?.title).toContain('১,৭০,০০০');
    expect(notice?.link).toContain(c);
  });
});

describe('expiry after 48 hours', () => {
  it('expires lazily when the conversation is read, posted once', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller, { price: 180_000 });
    const c = await conversation(buyer, bike);
    const made = ok(await offer(buyer, c, 170_000));
    clock = new Date(clock.getTime() + 48 * HOUR - 1);
    expect(ok(await list(seller, c)).open?._id).toBe(made.open!._id);
    clock = new Date(clock.getTime() + 1);
    const after = ok(await list(seller, c));
    expect(after.open).toBeNull();
    expect(after.offers[0]?.state).toBe('expired');
    ok(await list(buyer, c));
    expect(await offerMessages(buyer, c)).toEqual(['buyer:made:170000', 'system:expired:170000']);
    expect((await answer(seller, made.open!._id, 'accept')).statusCode).toBe(409);
    expect((await notices(buyer)).map((n) => n.kind)).toContain('offer-expired');
  });

  it('expires by the sweep job when nobody looks', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller, { price: 180_000 });
    const c = await conversation(buyer, bike);
    ok(await offer(buyer, c, 170_000));
    clock = new Date(clock.getTime() + 49 * HOUR);
    const sweep = await t.app.sweepDueOffers();
    expect(sweep.ran && sweep.result).toBeGreaterThanOrEqual(1);
    expect(await t.app.offers.drainExpiries()).toBeGreaterThanOrEqual(1);
    expect(await offerMessages(buyer, c)).toEqual(['buyer:made:170000', 'system:expired:170000']);
    // A second turn finds nothing more for this conversation.
    await t.app.sweepDueOffers();
    await t.app.offers.drainExpiries();
    expect(await offerMessages(buyer, c)).toHaveLength(2);
  });
});
