import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry, parseExpiry } from './card-result';

describe('card form helpers', () => {
  it('parses expiry dates', () => {
    expect(parseExpiry('12/29')).toEqual({ month: 12, year: 2029 });
    expect(parseExpiry(' 1 / 2031 ')).toEqual({ month: 1, year: 2031 });
    expect(parseExpiry('')).toBeNull();
  });

  it('reads an expiry however it is written (ADR 0116)', () => {
    for (const text of ['0828', '08 28', '08-28', '08/28', '8/28', '08/2028', '০৮২৮']) {
      expect(parseExpiry(text), text).toEqual({ month: 8, year: 2028 });
    }
    expect(parseExpiry('1328')).toBeNull();
    expect(parseExpiry('082')).toBeNull();
  });

  it('shapes the expiry as MM/YY while it is typed', () => {
    const typed = (keys: string) => [...keys].reduce((shown, key) => formatExpiry(shown + key), '');
    expect(typed('0828')).toBe('08/28');
    expect(typed('08 28')).toBe('08/28');
    expect(typed('08-28')).toBe('08/28');
    expect(typed('08/28')).toBe('08/28');
    expect(typed('8/28')).toBe('08/28');
    expect(formatExpiry('08 28')).toBe('08/28');
    expect(formatExpiry('08/')).toBe('08/');
    // Deleting the slash leaves the month, not a new slash.
    expect(formatExpiry('08')).toBe('08');
  });

  it('groups card digits in fours', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 00')).toBe('4000 0000 00');
    expect(formatCardNumber('৪২৪২৪২৪২')).toBe('4242 4242');
  });
});
