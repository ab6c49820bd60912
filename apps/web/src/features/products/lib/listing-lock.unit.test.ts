import type { Product } from '@best-bikes/contract';
import { describe, expect, it } from 'vitest';
import { listingLock } from './listing-lock';

const bike = (availableStatus: string, sold_elsewhere = false) =>
  ({ availableStatus, sold_elsewhere }) as Product;

describe('listingLock', () => {
  it('lets an available bike be edited', () => {
    expect(listingLock(bike('Available'))).toBeUndefined();
  });

  it('says why a booked, sold or sold-elsewhere bike is read-only', () => {
    expect(listingLock(bike('Booked'))).toMatch(
      /^This bike is booked by a buyer, so it cannot be edited now\./,
    );
    expect(listingLock(bike('Sold'))).toBe(
      'This bike has been sold, so its listing can no longer be edited.',
    );
    expect(listingLock(bike('Sold', true))).toBe(
      'You marked this bike as sold elsewhere, so its listing can no longer be edited.',
    );
  });
});
