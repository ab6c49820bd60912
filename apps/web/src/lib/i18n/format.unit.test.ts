import { describe, expect, it } from 'vitest';
import { formattersFor } from './format';

describe('locale-aware formatting', () => {
  const bn = formattersFor('bn');
  const en = formattersFor('en');

  it('writes Bangla amounts with Bangla digits and lakh grouping', () => {
    expect(bn.money(125000)).toBe('৳ ১,২৫,০০০');
    expect(bn.money(12500000)).toBe('৳ ১,২৫,০০,০০০');
    expect(bn.number(999)).toBe('৯৯৯');
    expect(bn.number(150000)).toBe('১,৫০,০০০');
  });

  it('keeps product.md English: lakh grouping in Latin digits, "Taka" after the amount', () => {
    expect(en.money(125000)).toBe('1,25,000 Taka');
    expect(en.money(12500000)).toBe('1,25,00,000 Taka');
    expect(en.number(150000)).toBe('1,50,000');
  });

  it('groups English numbers without Intl exactly as en-IN does, fractions included', () => {
    const values = [0, 7, 999, 1000, 99999, 100000, 1234567, 98765432101, -1, -150000, 2.5, 1234.567, -0.25];
    for (let n = 1; n < 1e15; n = n * 7 + 3) values.push(n, -n);
    for (const value of values) expect(en.number(value), String(value)).toBe(value.toLocaleString('en-IN'));
  });

  it('shows dates in Dhaka time in either language', () => {
    // 18:30 UTC is 00:30 the next day in Dhaka.
    const moment = '2026-03-04T18:30:00Z';
    expect(en.dateTime(moment)).toBe('5 Mar 2026, 12:30 AM');
    expect(bn.dateTime(moment)).toBe('৫ মার্চ ২০২৬, রাত ১২:৩০');
    expect(en.date(moment)).toBe('5 Mar 2026');
    expect(bn.date(moment)).toBe('৫ মার্চ ২০২৬');
  });
});
