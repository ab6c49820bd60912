import { describe, expect, it } from 'vitest';
import { parseTakaInput } from './amount';

describe('parseTakaInput', () => {
  it('reads Latin and Bangla digits, with grouping and the currency', () => {
    expect(parseTakaInput('170000')).toBe(170_000);
    expect(parseTakaInput('1,70,000')).toBe(170_000);
    expect(parseTakaInput('১,৭০,০০০')).toBe(170_000);
    expect(parseTakaInput('৳ ১৭৫০০০')).toBe(175_000);
    expect(parseTakaInput(' 1,75,000 Taka ')).toBe(175_000);
    expect(parseTakaInput('১৭৫০০০ টাকা')).toBe(175_000);
  });

  it('refuses anything that is not a whole positive amount', () => {
    for (const text of ['', ' ', '0', '-5', '1.5', '12e5', 'abc', '১৭৫,০০০.৫০', '9'.repeat(13)]) {
      expect(parseTakaInput(text), text).toBeNull();
    }
  });
});
