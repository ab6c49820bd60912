import { describe, expect, it } from 'vitest';
import { testCaller } from '../../../test/factories/callers';
import { isOwnEmail } from '../../plugins/access';
import { bookingDecision, MESSAGES, ownsOrder } from './policy';

const buyer = testCaller({ id: 'b1', name: 'Bithi', email: 'Bithi@Example.com', role: 'Buyer' });
const facts = (over: Partial<Parameters<typeof bookingDecision>[1]> = {}) => ({
  product: { state: 'Available' as const, sellerId: 's1' },
  activeBookings: 0,
  maxActiveBookings: 5,
  ...over,
});

describe('bookingDecision', () => {
  it('allows an available bike of someone else', () => {
    expect(bookingDecision(buyer, facts())).toEqual({ kind: 'allow' });
  });

  it('leaves a booked bike to the unique index (no read-then-write refusal)', () => {
    expect(bookingDecision(buyer, facts({ product: { state: 'Booked', sellerId: 's1' } }))).toEqual({
      kind: 'allow',
    });
  });

  it('forbids booking your own bike', () => {
    expect(bookingDecision(buyer, facts({ product: { state: 'Available', sellerId: 'b1' } }))).toEqual({
      kind: 'forbidden',
      message: MESSAGES.ownBike,
    });
  });

  it('refuses sold and withdrawn bikes', () => {
    expect(bookingDecision(buyer, facts({ product: { state: 'Sold', sellerId: 's1' } }))).toMatchObject({
      kind: 'refused',
      message: MESSAGES.sold,
    });
    expect(bookingDecision(buyer, facts({ product: { state: 'Withdrawn', sellerId: 's1' } }))).toMatchObject({
      kind: 'refused',
    });
  });

  it('refuses at the per-buyer limit, not below it', () => {
    expect(bookingDecision(buyer, facts({ activeBookings: 4 })).kind).toBe('allow');
    expect(bookingDecision(buyer, facts({ activeBookings: 5 }))).toEqual({
      kind: 'refused',
      message: MESSAGES.limit(5),
    });
  });
});

describe('ownership', () => {
  it('gives an order to its buyer only', () => {
    expect(ownsOrder(buyer, { buyerId: 'b1' })).toBe(true);
    expect(ownsOrder(buyer, { buyerId: 'b2' })).toBe(false);
  });

  it('matches e-mails case-insensitively and nothing else', () => {
    expect(isOwnEmail(buyer, 'bithi@example.com')).toBe(true);
    expect(isOwnEmail(buyer, ' BITHI@EXAMPLE.COM ')).toBe(true);
    expect(isOwnEmail(buyer, 'other@example.com')).toBe(false);
  });
});
