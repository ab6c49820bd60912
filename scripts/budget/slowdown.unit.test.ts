import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, MAX_CPU_SLOWDOWN } from './slowdown';

describe('the budget CPU slowdown (ADR 0192, 0447, 0452)', () => {
  it('is host index ÷ 625 on a host whose reference page agrees', () => {
    // The middling host of 2026-12-02: index 1,650, reference 162 ms (bound 3.3×).
    expect(cpuSlowdownFor(1650, 162)).toEqual({ fromIndex: 2.6, fromReference: 3.3, slowdown: 2.6 });
  });

  it('is lowered by the reference page where the host does our kind of work slower than its index says', () => {
    expect(cpuSlowdownFor(1427, 393).slowdown).toBe(1.4);
  });

  it('never goes above Lighthouse’s own 4×, however quick the host', () => {
    expect(cpuSlowdownFor(3016, 105)).toEqual({
      fromIndex: 4.8,
      fromReference: 5.1,
      slowdown: MAX_CPU_SLOWDOWN,
    });
    expect(MAX_CPU_SLOWDOWN).toBe(4);
  });

  it('leaves the index and the ceiling to decide when the reference page could not be measured', () => {
    expect(cpuSlowdownFor(1300, Number.NaN).slowdown).toBe(2.1);
    expect(cpuSlowdownFor(5000, Number.NaN).slowdown).toBe(4);
  });

  it('is never under 1, on a host slower than the phone', () => {
    expect(cpuSlowdownFor(500, 700).slowdown).toBe(1);
  });
});
