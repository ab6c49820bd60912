import { describe, expect, it } from 'vitest';
import { testCaller } from '../../../test/factories/callers';
import {
  advertiseDecision,
  mayAdvertise,
  mayReadSellerProducts,
  mayWithdraw,
  withdrawDecision,
} from './policy';

const seller = testCaller({ id: 's1', email: 'Seller@Example.com', role: 'Seller' });
const other = testCaller({ id: 's2', email: 'other@example.com', role: 'Seller' });
const buyer = testCaller({ id: 'b1', email: 'buyer@example.com', role: 'Buyer' });
const admin = testCaller({ id: 'a1', email: 'admin@example.com', role: 'Admin' });
const bike = { sellerId: 's1' };

describe('catalog policy', () => {
  it('lets a seller read only their own list, whatever the case of the e-mail; an admin reads any', () => {
    expect(mayReadSellerProducts(seller, 'seller@example.com')).toBe(true);
    expect(mayReadSellerProducts(seller, ' SELLER@EXAMPLE.COM ')).toBe(true);
    expect(mayReadSellerProducts(other, 'seller@example.com')).toBe(false);
    expect(mayReadSellerProducts(buyer, 'seller@example.com')).toBe(false);
    expect(mayReadSellerProducts(admin, 'seller@example.com')).toBe(true);
  });

  it('lets only the owner advertise, and the owner or an admin withdraw', () => {
    expect(mayAdvertise(seller, bike)).toBe(true);
    expect([other, buyer, admin].map((c) => mayAdvertise(c, bike))).toEqual([false, false, false]);
    expect(mayWithdraw(seller, bike)).toBe(true);
    expect(mayWithdraw(admin, bike)).toBe(true);
    expect([other, buyer].map((c) => mayWithdraw(c, bike))).toEqual([false, false]);
  });

  it('advertises an available bike once; refuses booked and sold ones', () => {
    expect(advertiseDecision({ state: 'Available', advertisedAt: null })).toEqual({ kind: 'apply' });
    expect(advertiseDecision({ state: 'Available', advertisedAt: new Date() })).toEqual({ kind: 'noop' });
    expect(advertiseDecision({ state: 'Booked', advertisedAt: null })).toMatchObject({ kind: 'conflict' });
    expect(advertiseDecision({ state: 'Sold', advertisedAt: new Date() })).toMatchObject({
      kind: 'conflict',
    });
  });

  it('withdraws an available bike once; refuses booked and sold ones', () => {
    expect(withdrawDecision({ state: 'Available' })).toEqual({ kind: 'apply' });
    expect(withdrawDecision({ state: 'Withdrawn' })).toEqual({ kind: 'noop' });
    expect(withdrawDecision({ state: 'Booked' })).toMatchObject({
      kind: 'conflict',
      message: expect.stringContaining('booked'),
    });
    expect(withdrawDecision({ state: 'Sold' })).toMatchObject({
      kind: 'conflict',
      message: expect.stringContaining('sold'),
    });
  });
});
