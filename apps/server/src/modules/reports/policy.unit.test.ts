import { describe, expect, it } from 'vitest';
import { reportRefusal } from './policy';

describe('reportRefusal', () => {
  const me = { id: 'u1' };

  it("lets anyone report someone else's listed bike, sold or not", () => {
    for (const state of ['Available', 'Booked', 'Sold']) {
      expect(reportRefusal(me, { sellerId: 's1', state })).toBeNull();
    }
  });

  it('refuses a withdrawn bike', () => {
    expect(reportRefusal(me, { sellerId: 's1', state: 'Withdrawn' })).toBe('gone');
  });

  it('refuses reporting your own bike', () => {
    expect(reportRefusal(me, { sellerId: 'u1', state: 'Available' })).toBe('own');
  });
});
