import { describe, expect, it } from 'vitest';
import { testCaller } from '../../../test/factories/callers';
import {
  advertiseDecision,
  EDIT_CONFLICT,
  editDecision,
  mayAdvertise,
  mayManageListing,
  mayReadSellerProducts,
  mayWithdraw,
  SOLD_ELSEWHERE_CONFLICT,
  soldElsewhereDecision,
  stopAdvertisingDecision,
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

  it('lets only the listing seller edit, stop advertising or sell elsewhere; not even an admin', () => {
    expect(mayManageListing(seller, bike)).toBe(true);
    for (const who of [other, buyer, admin]) expect(mayManageListing(who, bike)).toBe(false);
  });

  it('edits an available bike only; a booked or sold one says why; a withdrawn one changes nothing', () => {
    const at = new Date();
    expect(editDecision({ state: 'Available', advertisedAt: null })).toEqual({ kind: 'apply' });
    expect(editDecision({ state: 'Available', advertisedAt: at })).toEqual({ kind: 'apply' });
    expect(editDecision({ state: 'Booked', advertisedAt: null })).toEqual({
      kind: 'conflict',
      message: EDIT_CONFLICT.Booked,
    });
    expect(editDecision({ state: 'Sold', advertisedAt: null })).toEqual({
      kind: 'conflict',
      message: EDIT_CONFLICT.Sold,
    });
    expect(editDecision({ state: 'Sold', advertisedAt: null, soldElsewhereAt: at })).toEqual({
      kind: 'conflict',
      message: EDIT_CONFLICT.SoldElsewhere,
    });
    expect(editDecision({ state: 'Withdrawn', advertisedAt: null })).toEqual({ kind: 'noop' });
  });

  it('stops an advertisement that is running, and does nothing otherwise', () => {
    const at = new Date();
    expect(stopAdvertisingDecision({ state: 'Available', advertisedAt: at })).toEqual({ kind: 'apply' });
    expect(stopAdvertisingDecision({ state: 'Booked', advertisedAt: at })).toEqual({ kind: 'apply' });
    expect(stopAdvertisingDecision({ state: 'Available', advertisedAt: null })).toEqual({ kind: 'noop' });
    expect(stopAdvertisingDecision({ state: 'Sold', advertisedAt: at })).toEqual({ kind: 'noop' });
  });

  it('sells elsewhere an available bike only; never a booked one or one sold here; twice is a no-op', () => {
    const at = new Date();
    expect(soldElsewhereDecision({ state: 'Available', advertisedAt: at })).toEqual({ kind: 'apply' });
    expect(soldElsewhereDecision({ state: 'Booked', advertisedAt: null })).toEqual({
      kind: 'conflict',
      message: SOLD_ELSEWHERE_CONFLICT.Booked,
    });
    expect(soldElsewhereDecision({ state: 'Sold', advertisedAt: null })).toEqual({
      kind: 'conflict',
      message: SOLD_ELSEWHERE_CONFLICT.Sold,
    });
    expect(soldElsewhereDecision({ state: 'Sold', advertisedAt: null, soldElsewhereAt: at })).toEqual({
      kind: 'noop',
    });
    expect(soldElsewhereDecision({ state: 'Withdrawn', advertisedAt: null })).toEqual({ kind: 'noop' });
  });
});
