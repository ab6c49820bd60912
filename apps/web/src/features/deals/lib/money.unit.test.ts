import { describe, expect, it } from 'vitest';
import { formattersFor } from '../../../lib/i18n/format';
import { paisaText } from './money';

describe('paisaText', () => {
  it('writes whole Taka as the rest of the app does', () => {
    expect(paisaText(formattersFor('en'), 16_000_000, 'en')).toBe('1,60,000 Taka');
  });

  it('keeps the paisa after a point instead of rounding them away', () => {
    expect(paisaText(formattersFor('en'), 1_600_050, 'en')).toBe('16,000.50 Taka');
    expect(paisaText(formattersFor('bn'), 1_600_005, 'bn')).toBe('৳ ১৬,০০০.০৫');
  });
});
