import { takaToUsdCents } from '@best-bikes/contract';
import { describe, expect, it } from 'vitest';
import { ownsPayment, paidChoice, verifyIntent } from './policy';

const booking = { id: 'bk1', price: 150_000 };
const intent = (over = {}) => ({
  status: 'succeeded',
  amount: 15_000_000,
  currency: 'bdt',
  bookingId: 'bk1',
  ...over,
});

describe('verifyIntent', () => {
  it('accepts a succeeded intent for this booking and its exact price in paisa', () => {
    expect(verifyIntent(intent(), booking)).toEqual({
      ok: true,
      paid: { kind: 'full', onlineTaka: 150_000 },
    });
  });

  it('accepts exactly the deposit as a deposit, and nothing in between', () => {
    expect(verifyIntent(intent({ amount: 1_500_000 }), booking, 10)).toEqual({
      ok: true,
      paid: { kind: 'deposit', onlineTaka: 15_000 },
    });
    expect(verifyIntent(intent({ amount: 1_500_000 }), booking, 0)).toEqual({
      ok: false,
      reason: 'wrongAmount',
    });
    expect(verifyIntent(intent({ amount: 1_500_100 }), booking, 10)).toEqual({
      ok: false,
      reason: 'wrongAmount',
    });
  });

  it('refuses an unknown intent', () => {
    expect(verifyIntent(null, booking)).toEqual({ ok: false, reason: 'unknownIntent' });
  });

  it("refuses another booking's intent", () => {
    expect(verifyIntent(intent({ bookingId: 'bk2' }), booking)).toEqual({
      ok: false,
      reason: 'otherBooking',
    });
  });

  it('refuses an intent that has not succeeded', () => {
    expect(verifyIntent(intent({ status: 'requires_payment_method' }), booking)).toEqual({
      ok: false,
      reason: 'notSucceeded',
    });
  });

  it('refuses a changed amount or currency', () => {
    expect(verifyIntent(intent({ amount: 100 }), booking)).toEqual({ ok: false, reason: 'wrongAmount' });
    expect(verifyIntent(intent({ currency: 'usd' }), booking)).toEqual({ ok: false, reason: 'wrongAmount' });
  });
});

describe('paidChoice', () => {
  it('names the choice a charge pays, in paisa or in cents at the checkout rate', () => {
    expect(paidChoice(123_456, 10, 12_345_600)).toEqual({ kind: 'full', onlineTaka: 123_456 });
    expect(paidChoice(123_456, 10, 1_234_600)).toEqual({ kind: 'deposit', onlineTaka: 12_346 });
    const cents = (taka: number) => takaToUsdCents(taka, 122);
    expect(paidChoice(150_000, 10, cents(15_000), cents)).toEqual({ kind: 'deposit', onlineTaka: 15_000 });
    expect(paidChoice(150_000, 10, cents(150_000), cents)).toEqual({ kind: 'full', onlineTaka: 150_000 });
    expect(paidChoice(150_000, 10, cents(15_001), cents)).toBeNull();
  });
});

describe('ownsPayment', () => {
  it('gives a payment to its buyer only', () => {
    expect(ownsPayment({ id: 'u1' }, { buyerId: 'u1' })).toBe(true);
    expect(ownsPayment({ id: 'u2' }, { buyerId: 'u1' })).toBe(false);
  });
});
