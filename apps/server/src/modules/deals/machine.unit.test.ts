import { splitPrice, takaToPaisa } from '@best-bikes/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Actor,
  balanced,
  type DealEvent,
  type DealSnapshot,
  holdMovement,
  type Movement,
  payableOf,
  type RefundReason,
  transition,
} from './machine';

const PAID_AT = new Date('2026-11-01T10:00:00Z');
const HOUR = 3600_000;

function fresh(heldPaisa = 15_000_000, commissionBasisPoints = 0): DealSnapshot {
  return {
    state: 'held',
    heldPaisa,
    refundDuePaisa: 0,
    refundSettledPaisa: 0,
    commissionBasisPoints,
    handoverDueAt: new Date(PAID_AT.getTime() + 7 * 24 * HOUR),
    inspectionEndsAt: null,
    settledRefundKeys: [],
  };
}

describe('the deal state machine', () => {
  it('walks the happy path and releases the payment less commission', () => {
    let deal = fresh(10_000_000, 250);
    const at = new Date(PAID_AT.getTime() + HOUR);
    const papers = transition('d', deal, { type: 'share_papers' }, 'seller', at);
    expect(papers).toMatchObject({ ok: true, from: 'held', to: 'papers_shared', movements: [] });
    deal = { ...deal, state: 'papers_shared' };
    const handed = transition('d', deal, { type: 'hand_over' }, 'seller', at);
    expect(handed).toMatchObject({ ok: true, to: 'handed_over' });
    deal = { ...deal, state: 'handed_over', inspectionEndsAt: new Date(at.getTime() + 48 * HOUR) };
    expect(transition('d', deal, { type: 'inspection_passed' }, 'system', at)).toMatchObject({ ok: false });
    const done = transition(
      'd',
      deal,
      { type: 'inspection_passed' },
      'system',
      new Date(at.getTime() + 48 * HOUR),
    );
    if (!done.ok) throw new Error(done.reason);
    expect(done.to).toBe('completed');
    expect(done.movements[0]?.legs).toEqual([
      { account: 'held', amountPaisa: 10_000_000 },
      { account: 'seller_payable', amountPaisa: -9_750_000 },
      { account: 'commission', amountPaisa: -250_000 },
    ]);
    expect(payableOf(deal)).toBe(9_750_000);
  });

  it('checks who may cause each step', () => {
    const deal = fresh();
    expect(transition('d', deal, { type: 'share_papers' }, 'buyer', PAID_AT)).toMatchObject({ ok: false });
    expect(transition('d', deal, { type: 'buyer_cancel' }, 'seller', PAID_AT)).toMatchObject({ ok: false });
    expect(transition('d', deal, { type: 'release' }, 'buyer', PAID_AT)).toMatchObject({ ok: false });
    expect(transition('d', deal, { type: 'handover_timeout' }, 'buyer', PAID_AT)).toMatchObject({
      ok: false,
    });
  });

  it('lets the buyer cancel only before the papers are shared, with a full refund', () => {
    const cancel = transition('d', fresh(), { type: 'buyer_cancel' }, 'buyer', PAID_AT);
    expect(cancel).toMatchObject({
      ok: true,
      to: 'cancelled',
      refund: { reason: 'buyer_cancel', amountPaisa: 15_000_000 },
    });
    const late = transition(
      'd',
      { ...fresh(), state: 'papers_shared' },
      { type: 'buyer_cancel' },
      'buyer',
      PAID_AT,
    );
    expect(late).toMatchObject({ ok: false });
  });

  it('cancels a deal the seller did not hand over in time, not before', () => {
    const deal = { ...fresh(), state: 'papers_shared' as const };
    expect(transition('d', deal, { type: 'handover_timeout' }, 'system', PAID_AT)).toMatchObject({
      ok: false,
    });
    expect(transition('d', deal, { type: 'handover_timeout' }, 'system', deal.handoverDueAt)).toMatchObject({
      ok: true,
      to: 'cancelled',
      refund: { reason: 'handover_timeout' },
    });
  });

  it('refunds part of a disputed deal and releases the rest', () => {
    const deal = { ...fresh(10_000_000), state: 'disputed' as const };
    const step = transition('d', deal, { type: 'partial_refund', amountPaisa: 3_000_000 }, 'admin', PAID_AT);
    if (!step.ok) throw new Error(step.reason);
    expect(step.to).toBe('completed');
    expect(step.refund).toEqual({ reason: 'dispute_partial', amountPaisa: 3_000_000 });
    expect(step.movements.every(balanced)).toBe(true);
    expect(payableOf({ ...deal, refundDuePaisa: 3_000_000 })).toBe(7_000_000);
    for (const amount of [0, -1, 10_000_000, 0.5]) {
      expect(
        transition('d', deal, { type: 'partial_refund', amountPaisa: amount }, 'admin', PAID_AT),
      ).toMatchObject({ ok: false });
    }
  });

  it('closes the dispute window when the inspection time ends', () => {
    const ends = new Date(PAID_AT.getTime() + 48 * HOUR);
    const deal = { ...fresh(), state: 'handed_over' as const, inspectionEndsAt: ends };
    expect(transition('d', deal, { type: 'open_dispute' }, 'buyer', PAID_AT)).toMatchObject({ ok: true });
    expect(transition('d', deal, { type: 'open_dispute' }, 'buyer', ends)).toMatchObject({ ok: false });
  });
});

// --- random sequences -------------------------------------------------------------------------

/** The service's write path in miniature: event keys and movement keys are unique, as in the tables. */
class Model {
  deal: DealSnapshot;
  events = new Set<string>();
  ledger = new Map<string, Movement>();
  refunds = new Map<string, number>();
  now: Date;

  constructor(heldPaisa: number, basisPoints: number) {
    this.deal = fresh(heldPaisa, basisPoints);
    this.now = PAID_AT;
    const hold = holdMovement('d', heldPaisa);
    this.ledger.set(hold.key, hold);
  }

  apply(event: DealEvent, actor: Actor) {
    const step = transition('d', this.deal, event, actor, this.now);
    if (!step.ok) return;
    if (this.events.has(step.key)) return;
    this.events.add(step.key);
    for (const m of step.movements) {
      expect(balanced(m), m.key).toBe(true);
      if (!this.ledger.has(m.key)) this.ledger.set(m.key, m);
    }
    const refundDue = step.refund ? step.refund.amountPaisa : 0;
    if (step.refund) this.refunds.set(`d:${step.refund.reason}`, step.refund.amountPaisa);
    const settled = event.type === 'refund_settled' ? event.amountPaisa : 0;
    this.deal = {
      ...this.deal,
      state: step.to,
      refundDuePaisa: this.deal.refundDuePaisa + refundDue,
      refundSettledPaisa: this.deal.refundSettledPaisa + settled,
      settledRefundKeys:
        event.type === 'refund_settled'
          ? [...this.deal.settledRefundKeys, event.refundKey]
          : this.deal.settledRefundKeys,
      inspectionEndsAt:
        step.to === 'handed_over' ? new Date(this.now.getTime() + 48 * HOUR) : this.deal.inspectionEndsAt,
    };
  }

  balances() {
    const sums = new Map<string, number>();
    for (const m of this.ledger.values()) {
      for (const leg of m.legs) sums.set(leg.account, (sums.get(leg.account) ?? 0) + leg.amountPaisa);
    }
    return sums;
  }
}

const reasons: RefundReason[] = [
  'buyer_cancel',
  'seller_cancel',
  'handover_timeout',
  'dispute',
  'dispute_partial',
];
const actors: Actor[] = ['buyer', 'seller', 'admin', 'system'];
const weighted = (weight: number, event: DealEvent) => ({ arbitrary: fc.constant(event), weight });
// Steps that move a deal forward come more often than the ways out, so sequences reach the payout.
const eventArb: fc.Arbitrary<DealEvent | { type: 'tick'; hours: number }> = fc.oneof(
  weighted(6, { type: 'share_papers' }),
  weighted(6, { type: 'hand_over' }),
  weighted(6, { type: 'inspection_passed' }),
  weighted(1, { type: 'buyer_cancel' }),
  weighted(1, { type: 'seller_cancel' }),
  weighted(1, { type: 'handover_timeout' }),
  weighted(2, { type: 'open_dispute' }),
  weighted(2, { type: 'release' }),
  weighted(2, { type: 'refund' }),
  weighted(4, { type: 'pay_out', reference: 'REF-1' }),
  {
    arbitrary: fc
      .integer({ min: -5, max: 20_000_000 })
      .map((amountPaisa): DealEvent => ({ type: 'partial_refund', amountPaisa })),
    weight: 2,
  },
  // Provider callbacks: for any reason (owed or not), any amount, early, late or twice.
  {
    arbitrary: fc.tuple(fc.constantFrom(...reasons), fc.integer({ min: -1, max: 20_000_000 })).map(
      ([reason, amountPaisa]): DealEvent => ({
        type: 'refund_settled',
        refundKey: `d:${reason}`,
        amountPaisa,
      }),
    ),
    weight: 3,
  },
  {
    arbitrary: fc.integer({ min: 1, max: 24 * 9 }).map((hours) => ({ type: 'tick' as const, hours })),
    weight: 6,
  },
);

/** Mostly the actor who may cause the event (so sequences go deep), sometimes anyone. */
const NATURAL: Record<DealEvent['type'], Actor> = {
  share_papers: 'seller',
  hand_over: 'seller',
  inspection_passed: 'system',
  buyer_cancel: 'buyer',
  seller_cancel: 'seller',
  handover_timeout: 'system',
  open_dispute: 'buyer',
  release: 'admin',
  refund: 'admin',
  partial_refund: 'admin',
  pay_out: 'admin',
  refund_settled: 'system',
};
const actorArb = fc.oneof(
  { arbitrary: fc.constant(null), weight: 4 },
  { arbitrary: fc.constantFrom(...actors), weight: 1 },
);

/**
 * What a deal holds: the whole price, or the deposit (ADR 0240) of a price in whole Taka at a
 * DEPOSIT_PERCENT; the rest of a deposit deal never passes through the shop.
 */
const heldArb = fc.oneof(
  fc.integer({ min: 1, max: 50_000_000 }),
  fc
    .tuple(fc.integer({ min: 1, max: 500_000 }), fc.integer({ min: 0, max: 90 }))
    .map(([price, percent]) => takaToPaisa(splitPrice(price, percent, 'deposit').onlineTaka)),
);

describe('random sequences of deal events', () => {
  it('keep the ledger at zero, never pay out twice and never move more than was paid', () => {
    fc.assert(
      fc.property(
        heldArb,
        fc.integer({ min: 0, max: 2000 }),
        fc.array(fc.tuple(eventArb, actorArb, fc.boolean()), { minLength: 5, maxLength: 60 }),
        (held, basisPoints, steps) => {
          const model = new Model(held, basisPoints);
          let payouts = 0;
          for (const [event, chosen, twice] of steps) {
            const actor = chosen ?? NATURAL[event.type as keyof typeof NATURAL];
            if (event.type === 'tick') {
              model.now = new Date(model.now.getTime() + event.hours * HOUR);
              continue;
            }
            for (let i = 0; i < (twice ? 2 : 1); i += 1) {
              const before = model.deal.state;
              model.apply(event, actor);
              if (before === 'completed' && model.deal.state === 'paid_out') payouts += 1;
            }
            // A callback that settles what is really owed, in any order after the refund began.
            for (const [key, amount] of model.refunds) {
              if (!model.deal.settledRefundKeys.includes(key) && twice) {
                model.apply({ type: 'refund_settled', refundKey: key, amountPaisa: amount }, 'system');
              }
            }
            const sums = model.balances();
            const total = [...sums.values()].reduce((a, b) => a + b, 0);
            expect(total).toBe(0);
            // Never more released or refunded than held; never more paid out than was taken.
            expect(sums.get('held') ?? 0).toBeLessThanOrEqual(0);
            expect(sums.get('cash') ?? 0).toBeGreaterThanOrEqual(0);
            expect(sums.get('refunds_due') ?? 0).toBeLessThanOrEqual(0);
            expect(sums.get('seller_payable') ?? 0).toBeLessThanOrEqual(0);
          }
          expect(payouts).toBeLessThanOrEqual(1);
          expect([...model.ledger.values()].filter((m) => m.kind === 'payout').length).toBeLessThanOrEqual(1);
          // Refunds and the payout together never exceed what was paid online (the deposit of a
          // deposit deal): the part paid in person is never refunded or paid out by the shop.
          const outOfCash = [...model.ledger.values()]
            .flatMap((m) => m.legs)
            .filter((leg) => leg.account === 'cash' && leg.amountPaisa < 0)
            .reduce((sum, leg) => sum - leg.amountPaisa, 0);
          expect(outOfCash).toBeLessThanOrEqual(held);
          if (model.deal.state === 'paid_out') {
            const sums = model.balances();
            expect(sums.get('held') ?? 0).toBe(0);
            expect(sums.get('seller_payable') ?? 0).toBe(0);
          }
        },
      ),
      { numRuns: 500 },
    );
  }, 60_000);
});

describe('random dispute resolutions (ADR 0151)', () => {
  it('split the held money between buyer, seller and commission exactly once, whatever the order', () => {
    const resolution: fc.Arbitrary<DealEvent> = fc.oneof(
      fc.constant<DealEvent>({ type: 'release' }),
      fc.constant<DealEvent>({ type: 'refund' }),
      fc
        .integer({ min: -10, max: 60_000_000 })
        .map((amountPaisa): DealEvent => ({ type: 'partial_refund', amountPaisa })),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 50_000_000 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.boolean(),
        fc.array(resolution, { minLength: 1, maxLength: 6 }),
        fc.array(fc.constantFrom('settle', 'settle-twice', 'pay_out', 'open_dispute'), { maxLength: 8 }),
        (held, basisPoints, afterHandover, decisions, tail) => {
          const model = new Model(held, basisPoints);
          model.apply({ type: 'share_papers' }, 'seller');
          if (afterHandover) model.apply({ type: 'hand_over' }, 'buyer');
          model.apply({ type: 'open_dispute' }, 'buyer');
          expect(model.deal.state).toBe('disputed');
          // Admins deciding again and again (two tabs, a double click): only the first valid one counts.
          for (const decision of decisions) model.apply(decision, 'admin');
          for (const step of tail) {
            if (step === 'pay_out') model.apply({ type: 'pay_out', reference: 'REF' }, 'admin');
            else if (step === 'open_dispute') model.apply({ type: 'open_dispute' }, 'buyer');
            else {
              for (const [key, amount] of model.refunds) {
                for (let i = 0; i < (step === 'settle-twice' ? 2 : 1); i += 1) {
                  model.apply({ type: 'refund_settled', refundKey: key, amountPaisa: amount }, 'system');
                }
              }
            }
          }
          const sums = model.balances();
          expect([...sums.values()].reduce((a, b) => a + b, 0)).toBe(0);
          const decided = model.deal.state !== 'disputed';
          if (!decided) {
            expect(sums.get('held')).toBe(-held);
            return;
          }
          // Everything held went somewhere, once: back to the buyer, to the seller, to the shop.
          expect(sums.get('held') ?? 0).toBe(0);
          const toBuyer =
            -(sums.get('refunds_due') ?? 0) +
            [...model.ledger.values()]
              .filter((m) => m.kind === 'refund_paid')
              .reduce((a, m) => a + (m.legs.find((l) => l.account === 'refunds_due')?.amountPaisa ?? 0), 0);
          const toSeller =
            -(sums.get('seller_payable') ?? 0) +
            [...model.ledger.values()]
              .filter((m) => m.kind === 'payout')
              .reduce(
                (a, m) => a + (m.legs.find((l) => l.account === 'seller_payable')?.amountPaisa ?? 0),
                0,
              );
          const commission = -(sums.get('commission') ?? 0);
          expect(toBuyer + toSeller + commission).toBe(held);
          expect(toBuyer).toBe(model.deal.refundDuePaisa);
          expect(model.deal.refundDuePaisa).toBeLessThanOrEqual(held);
          expect(model.deal.refundSettledPaisa).toBeLessThanOrEqual(model.deal.refundDuePaisa);
          expect([...model.ledger.values()].filter((m) => m.kind === 'payout').length).toBeLessThanOrEqual(1);
          expect([...model.ledger.values()].filter((m) => m.kind === 'release').length).toBeLessThanOrEqual(
            1,
          );
          expect(model.refunds.size).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 400 },
    );
  }, 60_000);
});
