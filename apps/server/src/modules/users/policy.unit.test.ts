import { describe, expect, it } from 'vitest';
import { testCaller } from '../../../test/factories/callers';
import { isSelf, mayActOnAccount, mayOnlyBeSelf, promotionOutcome } from './policy';

const buyer = testCaller({ id: 'u-buyer', email: 'Buyer@Example.com', role: 'Buyer' });
const admin = testCaller({ id: 'u-admin', email: 'admin@example.com', role: 'Admin' });

describe('users policy', () => {
  it('recognises the caller by id or by e-mail in any letter case', () => {
    expect(isSelf(buyer, 'u-buyer')).toBe(true);
    expect(isSelf(buyer, 'buyer@example.com')).toBe(true);
    expect(isSelf(buyer, ' BUYER@EXAMPLE.COM ')).toBe(true);
    expect(isSelf(buyer, 'u-admin')).toBe(false);
    expect(isSelf(buyer, 'someone@example.com')).toBe(false);
    // An id is compared exactly: a different case is a different id.
    expect(isSelf(buyer, 'U-BUYER')).toBe(false);
  });

  it('lets a user act on their own account and an Admin on any', () => {
    expect(mayActOnAccount(buyer, 'buyer@example.com')).toBe(true);
    expect(mayActOnAccount(buyer, 'admin@example.com')).toBe(false);
    expect(mayActOnAccount(admin, 'buyer@example.com')).toBe(true);
    expect(mayActOnAccount(admin, 'u-buyer')).toBe(true);
  });

  it('issues tokens and saves profiles for the caller only, even for an Admin', () => {
    expect(mayOnlyBeSelf(buyer, 'buyer@example.com')).toBe(true);
    expect(mayOnlyBeSelf(admin, 'buyer@example.com')).toBe(false);
    expect(mayOnlyBeSelf(admin, 'admin@example.com')).toBe(true);
  });

  it('promotes a non-Admin once and never a deactivated account', () => {
    expect(promotionOutcome({ role: 'Buyer', deactivatedAt: null })).toBe('promote');
    expect(promotionOutcome({ role: 'Seller', deactivatedAt: null })).toBe('promote');
    expect(promotionOutcome({ role: 'Admin', deactivatedAt: null })).toBe('alreadyAdmin');
    expect(promotionOutcome({ role: 'Seller', deactivatedAt: new Date() })).toBe('deactivated');
  });
});
