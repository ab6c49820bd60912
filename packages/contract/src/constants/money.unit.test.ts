import { describe, expect, it } from 'vitest';
import { formatMinor, parseMajor, takaToPaisa, takaToUsdCents, usdFor } from './money';

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
});
