import { toBengaliDigits } from '@best-bikes/contract/constants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { banglaNumber, formattersFor } from './format';

/** What the Bangla formatters stand in for (ADR 0439), with a minus only where a digit follows it. */
const intlWhole = new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 0 });
const bnWhole = { format: (value: number) => intlWhole.format(value).replace(/^-(?=০$)/, '') };

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

  it('writes whole Bangla numbers without Intl exactly as bn-BD does', () => {
    for (const value of [0, -0, 0.5, -0.5, -0.4, 1.5, 2.5, 99999.5, 1e-7, 2 ** 53 + 2, 1e20]) {
      expect(bn.number(value), String(value)).toBe(bnWhole.format(value));
    }
    for (const amount of [0, 1, 999, 1000, 125000, 12500000, 2.9, -150000]) {
      expect(bn.money(amount), String(amount)).toBe(`৳ ${bnWhole.format(Math.trunc(amount))}`);
    }
    // Past 2^53 Intl writes a double's shortest form (…900), toFixed its exact value (…928): no amount
    // or count of this shop comes near.
    fc.assert(
      fc.property(
        fc.double({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER, noNaN: true }),
        (value) => {
          expect(banglaNumber(value, 0)).toBe(bnWhole.format(value));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('writes a Bangla fraction as English rounds it, in Bengali digits', () => {
    expect(bn.decimal(4.25)).toBe('৪.৩');
    // 4.35 is 4.3499… in binary: English writes 4.3, and so does Bangla.
    expect(en.decimal(4.35)).toBe('4.3');
    expect(bn.decimal(4.35)).toBe('৪.৩');
    expect(bn.decimal(5)).toBe('৫.০');
    expect(bn.decimal(123456.78)).toBe('১,২৩,৪৫৬.৮');
    expect(bn.decimal(-0.04)).toBe('০.০');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), (hundredths) => {
        const rating = hundredths / 100;
        expect(bn.decimal(rating)).toBe(toBengaliDigits(en.decimal(rating)));
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
