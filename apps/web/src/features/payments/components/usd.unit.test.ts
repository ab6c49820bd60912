import { describe, expect, it } from 'vitest';
import { usdFor } from './usd';

describe('usdFor', () => {
  it('matches the server’s conversion to the cent', () => {
    expect(usdFor(150_000, 122)).toBe('1229.51');
    expect(usdFor(122, 122)).toBe('1.00');
    expect(usdFor(1, 122)).toBe('0.01');
  });
});
