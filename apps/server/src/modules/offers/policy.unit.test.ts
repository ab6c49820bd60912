import { OFFER_MESSAGES } from '@best-bikes/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  agreedOffer,
  allowedActions,
  applyEffect,
  BOOKABLE_MS,
  decide,
  expireDue,
  type OfferAction,
  OPEN_MS,
  openOffer,
  type PolicyOffer,
  type Side,
  type Situation,
} from './policy';

const T0 = new Date('2026-11-27T06:00:00Z');
const HOUR = 60 * 60 * 1000;
const LISTED = 180_000;

function situation(over: Partial<Situation> = {}): Situation {
  return {
    side: 'buyer',
    canBuy: true,
    bike: { state: 'Available', listedPrice: LISTED, sellerIsBuyer: false },
    offers: [],
    now: T0,
    ...over,
  };
}

let seq = 0;
const nextId = () => `o${++seq}`;

/** Runs actions from nothing, each applied when allowed; answers the offers and every decision. */
function run(steps: [Side, OfferAction][], s: Partial<Situation> = {}) {
  let offers: PolicyOffer[] = [];
  const decisions = [];
  for (const [side, action] of steps) {
    const d = decide(situation({ ...s, side, offers }), action);
    decisions.push(d);
    if (!('refused' in d)) offers = applyEffect(offers, d, T0, nextId);
  }
  return { offers, decisions };
}

describe('offer rules', () => {
  it('lets the buyer make the first offer and refuses the seller', () => {
    expect(decide(situation(), { type: 'offer', amount: 170_000 })).toEqual({
      kind: 'make',
      by: 'buyer',
      amount: 170_000,
    });
    expect(decide(situation({ side: 'seller' }), { type: 'offer', amount: 170_000 })).toEqual({
      refused: 'forbidden',
      message: OFFER_MESSAGES.buyerFirst,
    });
  });

  it('refuses an offer below half the listed price, and takes exactly half', () => {
    expect(decide(situation(), { type: 'offer', amount: 89_999 })).toEqual({
      refused: 'invalid',
      message: OFFER_MESSAGES.tooLow,
    });
    expect(decide(situation(), { type: 'offer', amount: 90_000 })).toMatchObject({ kind: 'make' });
    // An odd price: half rounded up.
    const odd = situation({ bike: { state: 'Available', listedPrice: 99_999, sellerIsBuyer: false } });
    expect(decide(odd, { type: 'offer', amount: 49_999 })).toMatchObject({ refused: 'invalid' });
    expect(decide(odd, { type: 'offer', amount: 50_000 })).toMatchObject({ kind: 'make' });
  });

  it('refuses an offer above the listed price', () => {
    expect(decide(situation(), { type: 'offer', amount: LISTED + 1 })).toEqual({
      refused: 'invalid',
      message: OFFER_MESSAGES.aboveListed,
    });
  });

  it('refuses offers on one’s own bike and on a bike not for sale', () => {
    const own = situation({ bike: { state: 'Available', listedPrice: LISTED, sellerIsBuyer: true } });
    expect(decide(own, { type: 'offer', amount: 170_000 })).toMatchObject({ refused: 'forbidden' });
    for (const state of ['Booked', 'Sold', 'Withdrawn'] as const) {
      const s = situation({ bike: { state, listedPrice: LISTED, sellerIsBuyer: false } });
      expect(decide(s, { type: 'offer', amount: 170_000 })).toEqual({
        refused: 'conflict',
        message: OFFER_MESSAGES.notAvailable,
      });
    }
  });

  it('refuses a buyer-side account that cannot buy', () => {
    expect(decide(situation({ canBuy: false }), { type: 'offer', amount: 170_000 })).toMatchObject({
      refused: 'forbidden',
      message: OFFER_MESSAGES.buyersOnly,
    });
  });

  it('runs the journey: offer, counter, accept', () => {
    const { offers, decisions } = run([
      ['buyer', { type: 'offer', amount: 170_000 }],
      ['seller', { type: 'offer', amount: 175_000 }],
    ]);
    expect(decisions.map((d) => ('kind' in d ? d.kind : d.refused))).toEqual(['make', 'counter']);
    const [first, counter] = offers;
    expect(first).toMatchObject({ state: 'countered', by: 'buyer', amount: 170_000 });
    expect(counter).toMatchObject({ state: 'open', by: 'seller', amount: 175_000 });
    // The seller cannot accept their own counter; the buyer can.
    expect(
      decide(situation({ side: 'seller', offers }), { type: 'accept', offerId: counter!.id }),
    ).toMatchObject({
      refused: 'forbidden',
    });
    const accept = decide(situation({ offers }), { type: 'accept', offerId: counter!.id });
    expect(accept).toEqual({ kind: 'accept', offerId: counter!.id });
    const after = applyEffect(offers, accept as never, T0, nextId);
    expect(agreedOffer(after, T0)).toMatchObject({ amount: 175_000, state: 'accepted' });
    expect(agreedOffer(after, new Date(T0.getTime() + BOOKABLE_MS))).toBeNull();
    // While the price is agreed no new offer is made.
    expect(decide(situation({ offers: after }), { type: 'offer', amount: 160_000 })).toMatchObject({
      message: OFFER_MESSAGES.agreedAlready,
    });
    expect(allowedActions(situation({ offers: after }))).toEqual({
      offer: false,
      accept: false,
      decline: false,
      counter: false,
      withdraw: false,
    });
  });

  it('keeps one open offer: the maker waits or withdraws', () => {
    const { offers } = run([['buyer', { type: 'offer', amount: 170_000 }]]);
    expect(decide(situation({ offers }), { type: 'offer', amount: 171_000 })).toMatchObject({
      message: OFFER_MESSAGES.yourOfferOpen,
    });
    const id = offers[0]!.id;
    expect(decide(situation({ side: 'seller', offers }), { type: 'withdraw', offerId: id })).toMatchObject({
      refused: 'forbidden',
    });
    expect(decide(situation({ offers }), { type: 'withdraw', offerId: id })).toEqual({
      kind: 'withdraw',
      offerId: id,
    });
    expect(allowedActions(situation({ side: 'seller', offers }))).toEqual({
      offer: false,
      accept: true,
      decline: true,
      counter: true,
      withdraw: false,
    });
  });

  it('expires an open offer after 48 hours, lazily', () => {
    const { offers } = run([['buyer', { type: 'offer', amount: 170_000 }]]);
    const later = new Date(T0.getTime() + OPEN_MS);
    expect(openOffer(offers, new Date(later.getTime() - 1))).not.toBeNull();
    expect(openOffer(offers, later)).toBeNull();
    expect(
      decide(situation({ side: 'seller', offers, now: later }), { type: 'accept', offerId: offers[0]!.id }),
    ).toEqual({
      refused: 'conflict',
      message: OFFER_MESSAGES.ended,
    });
    expect(expireDue(offers, later)[0]).toMatchObject({ state: 'expired' });
    // Once expired, the buyer may offer again.
    expect(
      decide(situation({ offers: expireDue(offers, later), now: later }), { type: 'offer', amount: 172_000 }),
    ).toMatchObject({
      kind: 'make',
    });
  });

  it('lets the seller decline even when the bike is no longer for sale', () => {
    const { offers } = run([['buyer', { type: 'offer', amount: 170_000 }]]);
    const s = situation({
      side: 'seller',
      offers,
      bike: { state: 'Booked', listedPrice: LISTED, sellerIsBuyer: false },
    });
    expect(decide(s, { type: 'decline', offerId: offers[0]!.id })).toMatchObject({ kind: 'decline' });
    expect(decide(s, { type: 'accept', offerId: offers[0]!.id })).toMatchObject({ refused: 'conflict' });
  });

  it('answers not-found for an unknown offer', () => {
    expect(decide(situation(), { type: 'accept', offerId: 'nope' })).toMatchObject({ refused: 'not-found' });
  });
});

// ---------------------------------------------------------------------------------------------
// Properties of the state machine over random sequences of actions and passing time.
// ---------------------------------------------------------------------------------------------

type Step =
  | { side: Side; pick: number; kind: 'offer' | 'accept' | 'decline' | 'withdraw'; amount: number }
  | { tick: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      side: fc.constantFrom<Side>('buyer', 'seller'),
      pick: fc.nat(10),
      kind: fc.constantFrom('offer', 'accept', 'decline', 'withdraw' as const),
      amount: fc.oneof(fc.integer({ min: -10, max: 400_000 }), fc.integer({ min: 90_000, max: LISTED })),
    }),
  },
  { weight: 1, arbitrary: fc.record({ tick: fc.integer({ min: 1, max: 60 }) }) },
);

const TERMINAL = new Set(['accepted', 'declined', 'countered', 'expired', 'withdrawn']);

describe('offer state machine (properties)', () => {
  it('holds its invariants over any sequence', () => {
    fc.assert(
      fc.property(
        fc.array(stepArb, { maxLength: 40 }),
        fc.integer({ min: 2, max: 1_000_000 }),
        (steps, listed) => {
          let now = T0;
          let offers: PolicyOffer[] = [];
          let id = 0;
          const bike = { state: 'Available' as const, listedPrice: listed, sellerIsBuyer: false };
          for (const step of steps) {
            if ('tick' in step) {
              now = new Date(now.getTime() + step.tick * HOUR);
              offers = expireDue(offers, now);
              continue;
            }
            const target = offers[step.pick % Math.max(offers.length, 1)];
            const action: OfferAction =
              step.kind === 'offer'
                ? { type: 'offer', amount: step.amount }
                : { type: step.kind, offerId: target?.id ?? 'none' };
            const before = offers;
            const d = decide({ side: step.side, canBuy: true, bike, offers, now }, action);
            if ('refused' in d) continue;
            offers = applyEffect(offers, d, now, () => `o${++id}`);

            // Ended offers never change again.
            for (const old of before) {
              if (TERMINAL.has(old.state)) expect(offers.find((o) => o.id === old.id)).toEqual(old);
            }
            // The one who acts on an offer is never its maker, except to withdraw it.
            if (d.kind === 'accept' || d.kind === 'decline') {
              expect(before.find((o) => o.id === d.offerId)?.by).not.toBe(step.side);
            }
            if (d.kind === 'withdraw') expect(before.find((o) => o.id === d.offerId)?.by).toBe(step.side);
            // A counter is made by the other side of the offer it ends.
            if (d.kind === 'counter') expect(before.find((o) => o.id === d.of)?.by).not.toBe(d.by);
          }
          // At most one open offer at any time, and at most one agreed price.
          expect(offers.filter((o) => o.state === 'open').length).toBeLessThanOrEqual(1);
          expect(
            offers.filter((o) => o.state === 'accepted' && o.bookableUntil! > now).length,
          ).toBeLessThanOrEqual(1);
          // The first offer is the buyer's; every amount is between half the price and the price.
          if (offers[0]) expect(offers[0].by).toBe('buyer');
          for (const o of offers) {
            expect(o.amount * 2).toBeGreaterThanOrEqual(listed);
            expect(o.amount).toBeLessThanOrEqual(listed);
            expect(o.expiresAt.getTime() - o.createdAt.getTime()).toBe(OPEN_MS);
            if (o.state === 'accepted')
              expect(o.bookableUntil!.getTime() - o.endedAt!.getTime()).toBe(BOOKABLE_MS);
            else expect(o.bookableUntil).toBeNull();
          }
          // A new offer (not a counter) starts only from the buyer: every seller offer counters one.
          const opened = offers.map((o) => o.by);
          opened.forEach((by, i) => {
            if (by === 'seller') expect(i).toBeGreaterThan(0);
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('allowedActions agrees with decide', () => {
    fc.assert(
      fc.property(
        fc.array(stepArb, { maxLength: 20 }),
        fc.constantFrom<Side>('buyer', 'seller'),
        (steps, side) => {
          let offers: PolicyOffer[] = [];
          let id = 0;
          const bike = { state: 'Available' as const, listedPrice: LISTED, sellerIsBuyer: false };
          for (const step of steps) {
            if ('tick' in step) continue;
            const target = offers[step.pick % Math.max(offers.length, 1)];
            const action: OfferAction =
              step.kind === 'offer'
                ? { type: 'offer', amount: step.amount }
                : { type: step.kind, offerId: target?.id ?? 'x' };
            const d = decide({ side: step.side, canBuy: true, bike, offers, now: T0 }, action);
            if (!('refused' in d)) offers = applyEffect(offers, d, T0, () => `o${++id}`);
          }
          const s = { side, canBuy: true, bike, offers, now: T0 };
          const can = allowedActions(s);
          const open = openOffer(offers, T0);
          const ok = (a: OfferAction) => !('refused' in decide(s, a));
          expect(can.offer || can.counter).toBe(ok({ type: 'offer', amount: 120_000 }));
          if (open) {
            expect(can.accept).toBe(ok({ type: 'accept', offerId: open.id }));
            expect(can.withdraw).toBe(ok({ type: 'withdraw', offerId: open.id }));
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
