import { AUDIT_ACTIONS } from '@best-bikes/contract';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, describeDetails } from './audit-labels';

describe('audit labels', () => {
  it('names every action the server records', () => {
    for (const action of AUDIT_ACTIONS) expect(AUDIT_ACTION_LABELS[action]).toBeTruthy();
  });

  it('describes the effects of a deactivation, leaving out zeros and ids', () => {
    expect(
      describeDetails({ sessionsEnded: 1, bookingsCancelled: 0, listingsWithdrawn: 2, productId: 'abc' }),
    ).toBe('1 session ended, 2 bikes withdrawn');
    expect(describeDetails({ reports: 1, payouts: 3 })).toBe('1 report closed, 3 payouts in the batch');
    expect(describeDetails({})).toBe('');
  });
});
