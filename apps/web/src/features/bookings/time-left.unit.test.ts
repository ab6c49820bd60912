import { describe, expect, it } from 'vitest';
import { timeLeft } from './time-left';

describe('timeLeft', () => {
  const now = Date.parse('2026-11-23T10:00:00Z');
  const at = (ms: number) => new Date(now + ms).toISOString();
  it('says how long an unpaid order has left', () => {
    expect(timeLeft(at(48 * 3_600_000), now)).toBe('2 d 0 h left');
    expect(timeLeft(at(5 * 3_600_000 + 7 * 60_000), now)).toBe('5 h 7 min left');
    expect(timeLeft(at(29 * 60_000 + 5_000), now)).toBe('29 min left');
    expect(timeLeft(at(30_000), now)).toBe('less than a minute left');
    expect(timeLeft(at(-1), now)).toBe('expired');
  });
});
