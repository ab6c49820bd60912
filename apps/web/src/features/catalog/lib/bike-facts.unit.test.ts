import type { Product } from '@best-bikes/contract';
import { formatDay } from '@best-bikes/contract/constants';
import { describe, expect, it } from 'vitest';
import { bikeFacts } from './bike-facts';

const none = {
  milage: null,
  registration_year: null,
  engine_cc: null,
  previous_owners: null,
  district: null,
  tax_token_until: null,
  registration_papers: null,
} as unknown as Product;

describe('bikeFacts', () => {
  it('shows nothing for a bike listed without facts (bikes from before docs/product.md#seller-and-admin-tools)', () => {
    expect(bikeFacts(none)).toEqual([]);
  });

  // The district is where the bike is, shown beside the price on every card and page (ADR 0118),
  // not repeated among the facts.
  it('shows each fact given, in order, in words', () => {
    const facts = bikeFacts({
      ...none,
      registration_year: 2022,
      milage: 12500,
      engine_cc: 155,
      previous_owners: 0,
      district: "Cox's Bazar",
      tax_token_until: '2027-03-31',
      registration_papers: false,
    });
    expect(facts.map((f) => [f.label, f.value, f.short])).toEqual([
      ['Registration Year', '2022', 'Reg. 2022'],
      ['Kilometres Driven', '12,500 km', '12,500 km'],
      ['Engine (cc)', '155 cc', '155 cc'],
      ['Previous Owners', 'None: first owner', 'First owner'],
      ['Tax Token Valid Until', '31 Mar 2027', 'Tax token to 31 Mar 2027'],
      ['Registration Papers', 'Not present', 'No papers'],
    ]);
    expect(bikeFacts({ ...none, previous_owners: 2 })[0]?.short).toBe('2 previous owners');
  });

  it('marks a tax token that has run out as expired, and is valid through its last day', () => {
    const token = { ...none, tax_token_until: '2026-11-25' };
    expect(bikeFacts(token, '2026-11-26').map((f) => [f.value, f.short])).toEqual([
      ['25 Nov 2026 (expired)', 'Tax token expired 25 Nov 2026'],
    ]);
    expect(bikeFacts(token, '2026-11-25').map((f) => f.short)).toEqual(['Tax token to 25 Nov 2026']);
  });

  it('formats a calendar day without a time zone', () => {
    expect(formatDay('2026-01-01')).toBe('1 Jan 2026');
  });
});
