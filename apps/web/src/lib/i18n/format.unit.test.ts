import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { banglaNumber, formattersFor } from './format';

/** What the Bangla formatters stand in for (ADR 0439). */
const bnWhole = new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 0 });
const bnOnePlace = new Intl.NumberFormat('bn-BD', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

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

  it('writes Bangla numbers without Intl exactly as bn-BD does', () => {
    const edges = [
      0,
      -0,
      0.5,
      -0.5,
      1.5,
      2.5,
      4.35,
      4.25,
      0.05,
      0.95,
      9.95,
      99999.5,
      1e-7,
      -1e-7,
      1e21,
      2 ** 53 + 2,
    ];
    for (const value of edges) {
      expect(bn.number(value), String(value)).toBe(bnWhole.format(value));
      expect(bn.decimal(value), String(value)).toBe(bnOnePlace.format(value));
    }
    for (const amount of [0, 1, 999, 1000, 125000, 12500000, 2.9, -150000]) {
      expect(bn.money(amount), String(amount)).toBe(`৳ ${bnWhole.format(Math.trunc(amount))}`);
    }
    fc.assert(
      fc.property(fc.double({ min: -1e16, max: 1e16, noNaN: true }), (value) => {
        expect(banglaNumber(value, 0)).toBe(bnWhole.format(value));
        expect(banglaNumber(value, 1)).toBe(bnOnePlace.format(value));
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), (tenths) => {
        const rating = tenths / 100;
        expect(bn.decimal(rating)).toBe(bnOnePlace.format(rating));
      }),
    );
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
