import { describe, expect, it } from 'vitest';
import {
  depositTaka,
  formatMinor,
  parseMajor,
  splitPrice,
  takaToPaisa,
  takaToUsdCents,
  usdFor,
} from './money';

describe('money', () => {
  it('turns Taka into paisa', () => {
    expect(takaToPaisa(150_000)).toBe(15_000_000);
  });

  it('converts Taka to US cents at the configured rate, to the nearest cent', () => {
    expect(takaToUsdCents(150_000, 122)).toBe(122_951);
    expect(takaToUsdCents(122, 122)).toBe(100);
  });

  it('formats minor units with two decimals', () => {
    expect(formatMinor(122_951)).toBe('1229.51');
    expect(formatMinor(15_000_000)).toBe('150000.00');
    expect(formatMinor(5)).toBe('0.05');
  });

  it('parses gateway amounts exactly or not at all', () => {
    expect(parseMajor('1229.51')).toBe(122_951);
    expect(parseMajor('1229.5100')).toBe(122_951);
    expect(parseMajor('1229.5')).toBe(122_950);
    expect(parseMajor('1229')).toBe(122_900);
    expect(parseMajor('1229.515')).toBeNull();
    expect(parseMajor('12,29.51')).toBeNull();
    expect(parseMajor('-1')).toBeNull();
    expect(parseMajor(undefined)).toBeNull();
  });

  it('shows the USD a checkout charges, to the cent the server charges', () => {
    expect(usdFor(150_000, 122)).toBe('1229.51');
    expect(usdFor(122, 122)).toBe('1.00');
    expect(usdFor(1, 122)).toBe('0.01');
  });

  it('takes the deposit as a percentage of the price, rounded up to a whole Taka', () => {
    expect(depositTaka(150_000, 10)).toBe(15_000);
    expect(depositTaka(123_456, 10)).toBe(12_346);
    expect(depositTaka(99_999, 15)).toBe(15_000);
    expect(depositTaka(1001, 1)).toBe(11);
    expect(depositTaka(2, 10)).toBe(1);
  });

  it('offers no deposit at 0 %, at 100 % or when it would be the whole price', () => {
    expect(depositTaka(150_000, 0)).toBeNull();
    expect(depositTaka(150_000, 100)).toBeNull();
    expect(depositTaka(1, 10)).toBeNull();
    expect(depositTaka(0, 10)).toBeNull();
    expect(depositTaka(150_000, 12.5)).toBeNull();
  });

  it('splits a price into what is paid online and what is paid at the handover', () => {
    expect(splitPrice(150_000, 10, 'full')).toEqual({ kind: 'full', onlineTaka: 150_000, atHandoverTaka: 0 });
    expect(splitPrice(150_000, 10, 'deposit')).toEqual({
      kind: 'deposit',
      onlineTaka: 15_000,
      atHandoverTaka: 135_000,
    });
    expect(splitPrice(1, 10, 'deposit')).toEqual({ kind: 'full', onlineTaka: 1, atHandoverTaka: 0 });
    for (const price of [2, 7, 999, 123_457, 2_500_000]) {
      for (const percent of [1, 5, 10, 33, 99]) {
        const { kind, onlineTaka, atHandoverTaka } = splitPrice(price, percent, 'deposit');
        expect(onlineTaka + atHandoverTaka).toBe(price);
        expect(Number.isInteger(onlineTaka) && onlineTaka >= 1).toBe(true);
        expect(onlineTaka * 100).toBeGreaterThanOrEqual(price * percent);
        // A deposit leaves something to pay in person; otherwise it is the full price.
        expect(kind === 'deposit' ? atHandoverTaka >= 1 : atHandoverTaka === 0).toBe(true);
      }
    }
  });
});
