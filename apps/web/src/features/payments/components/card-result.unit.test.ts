import { describe, expect, it } from 'vitest';
import { formatCardNumber, parseExpiry } from './card-result';

describe('card form helpers', () => {
  it('parses expiry dates', () => {
    expect(parseExpiry('12/29')).toEqual({ month: 12, year: 2029 });
    expect(parseExpiry(' 1 / 2031 ')).toEqual({ month: 1, year: 2031 });
    expect(parseExpiry('1229')).toBeNull();
    expect(parseExpiry('')).toBeNull();
  });

  it('groups card digits in fours', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 00')).toBe('4000 0000 00');
  });
});
