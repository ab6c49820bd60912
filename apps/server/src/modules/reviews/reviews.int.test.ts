import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyWithCard, createBike } from '../../../test/factories/bookings';
import { completeDeal, dealOfBooking } from '../../../test/factories/deals';
import { fetchBike } from '../../../test/factories/listings';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';

/** Reviews after a completed deal (ADR 0220): who may write, once, double-blind, the seller's rating. */
let t: TestApp;
let clock = new Date('2026-11-20T06:00:00Z');
const DAY = 24 * 3600_000;

beforeAll(async () => {
  t = await buildTestApp({}, { now: () => clock, background: false });
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST',
  user: Pick<TestUser, 'headers'> | null,
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });

async function paidDeal(seller: TestUser) {
  const buyer = await createUser(t, { name: 'Bithi Buyer' });
  const bike = await createBike(t, seller, { price: 120_000 });
  const { bookingId } = await buyWithCard(t, buyer, bike);
  return { buyer, bike, deal: await dealOfBooking(t, bookingId) };
}

async function completedDeal(seller: TestUser) {
  const paid = await paidDeal(seller);
  await completeDeal(t, seller, paid.buyer, paid.deal.id, (at) => {
    clock = at;
  });
  return paid;
}

const review = (who: TestUser, dealId: string, stars: number, text = 'Honest seller, papers in order.') =>
  call('POST', who, `/api/deals/${dealId}/reviews`, { stars, text });

describe('who may review', () => {
  it('refuses before completion, strangers, admins and a second review; never changes one', async () => {
    const seller = await createUser(t, { role: 'Seller', name: 'Sabbir Seller' });
    const { buyer, deal } = await paidDeal(seller);
    const early = await review(buyer, deal.id, 5);
    expect(early.statusCode).toBe(409);
    expect((await call('GET', buyer, `/api/deals/${deal.id}/reviews`)).json()).toMatchObject({
      side: 'buyer',
      canWrite: false,
      mine: null,
    });

    await completeDeal(t, seller, buyer, deal.id, (at) => {
      clock = at;
    });
    const stranger = await createUser(t);
    expect((await review(stranger, deal.id, 1)).statusCode).toBe(403);
    const otherSeller = await createUser(t, { role: 'Seller' });
    expect((await review(otherSeller, deal.id, 1)).statusCode).toBe(403);
    const admin = await createUser(t, { role: 'Admin' });
    expect((await review(admin, deal.id, 1)).statusCode).toBe(403);
    expect((await call('GET', stranger, `/api/deals/${deal.id}/reviews`)).statusCode).toBe(403);
    expect((await review(buyer, 'no-such-deal', 5)).statusCode).toBe(404);

    for (const stars of [0, 6, 2.5]) expect((await review(buyer, deal.id, stars)).statusCode).toBe(400);
    expect((await review(buyer, deal.id, 4, '   ')).statusCode).toBe(400);
    expect((await review(buyer, deal.id, 4, 'x'.repeat(1001))).statusCode).toBe(400);

    const first = await review(buyer, deal.id, 4, 'Good bike.');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ canWrite: false, mine: { stars: 4, text: 'Good bike.' } });
    const again = await review(buyer, deal.id, 1, 'Changed my mind.');
    expect(again.statusCode).toBe(409);
    expect((await call('GET', buyer, `/api/deals/${deal.id}/reviews`)).json().mine).toMatchObject({
      stars: 4,
      text: 'Good bike.',
    });
  });
});

describe('double-blind publication', () => {
  it('hides each side from the other until both have written, then publishes both', async () => {
    const seller = await createUser(t, { role: 'Seller', name: 'Sabbir Seller' });
    const { buyer, bike, deal } = await completedDeal(seller);

    await review(buyer, deal.id, 5, 'Exactly as described.');
    const sellerView = (await call('GET', seller, `/api/deals/${deal.id}/reviews`)).json();
    expect(sellerView).toMatchObject({ side: 'seller', canWrite: true, theirs: null, theirsWritten: true });
    expect(JSON.stringify(sellerView)).not.toContain('Exactly as described');
    expect((await call('GET', null, `/api/sellers/${seller.id}/reviews`)).json()).toMatchObject({
      rating: null,
      reviews: [],
    });
    expect((await fetchBike(t, bike))?.seller_rating).toBeNull();

    const second = await review(seller, deal.id, 4, 'Paid on time, friendly.');
    expect(second.json()).toMatchObject({
      mine: { stars: 4 },
      theirs: { stars: 5, text: 'Exactly as described.', authorName: 'Bithi' },
    });
    expect((await call('GET', buyer, `/api/deals/${deal.id}/reviews`)).json().theirs).toMatchObject({
      stars: 4,
      text: 'Paid on time, friendly.',
    });
    // Only buyers' reviews count towards the seller's rating.
    const page = (await call('GET', null, `/api/sellers/${seller.id}/reviews`)).json();
    expect(page).toMatchObject({ rating: { average: 5, count: 1 }, reviews: [{ stars: 5 }] });
    expect((await fetchBike(t, bike))?.seller_rating).toEqual({ average: 5, count: 1 });
  });

  it('publishes a lone review seven days after it was written, through the job, once', async () => {
    const seller = await createUser(t, { role: 'Seller', name: 'Sabbir Seller' });
    const { buyer, bike, deal } = await completedDeal(seller);
    const written = clock;
    await review(buyer, deal.id, 2, 'Came late.');

    clock = new Date(written.getTime() + 7 * DAY - 1000);
    await t.app.sweepDueReviews();
    // (Earlier tests' lone reviews may be due by now; this one is not.)
    await t.app.reviews.drainPublications();
    expect((await call('GET', seller, `/api/deals/${deal.id}/reviews`)).json().theirs).toBeNull();

    clock = new Date(written.getTime() + 7 * DAY);
    // Readable at its date even before the job runs.
    expect((await call('GET', seller, `/api/deals/${deal.id}/reviews`)).json().theirs).toMatchObject({
      stars: 2,
    });
    await t.app.sweepDueReviews();
    await t.app.sweepDueReviews();
    await t.app.reviews.drainPublications();
    expect((await call('GET', null, `/api/sellers/${seller.id}/reviews`)).json()).toMatchObject({
      rating: { average: 2, count: 1 },
      reviews: [{ stars: 2, text: 'Came late.' }],
    });
    // A late second review is still allowed, and changes nothing already published.
    expect((await review(seller, deal.id, 5)).statusCode).toBe(200);
    expect((await fetchBike(t, bike))?.seller_rating).toEqual({ average: 2, count: 1 });
  });

  it("averages a seller's published reviews to one decimal on cards and the seller page", async () => {
    const seller = await createUser(t, { role: 'Seller', name: 'Sabbir Seller' });
    const deals = [await completedDeal(seller), await completedDeal(seller), await completedDeal(seller)];
    const stars = [5, 4, 4];
    for (const [i, d] of deals.entries()) {
      await review(d.buyer, d.deal.id, stars[i]!);
      await review(seller, d.deal.id, 3);
    }
    const page = (await call('GET', null, `/api/sellers/${seller.id}/reviews`)).json();
    expect(page.rating).toEqual({ average: 4.3, count: 3 });
    expect(page.reviews).toHaveLength(3);
    expect((await fetchBike(t, deals[0]!.bike))?.seller_rating).toEqual({ average: 4.3, count: 3 });
    expect((await call('GET', null, '/api/sellers/nobody/reviews')).statusCode).toBe(404);
  });
});
