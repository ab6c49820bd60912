import { describe, expect, it } from 'vitest';
import { ownsPayment, verifyIntent } from './policy';

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
    expect(verifyIntent(intent(), booking)).toEqual({ ok: true });
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

describe('ownsPayment', () => {
  it('gives a payment to its buyer only', () => {
    expect(ownsPayment({ id: 'u1' }, { buyerId: 'u1' })).toBe(true);
    expect(ownsPayment({ id: 'u2' }, { buyerId: 'u1' })).toBe(false);
  });
});
