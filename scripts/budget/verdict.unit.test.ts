import { describe, expect, it } from 'vitest';
import { median, pageDecided } from './verdict';

const gate = { runs: 5, performanceGate: 95 };
const paint = { ...gate, paintLimitMs: 1500 };
const runs = (...scores: number[]) => scores.map((performance) => ({ performance, lcp: 1200 }));

describe('when the budget has run a page enough (ADR 0194, 0453)', () => {
  it('needs a first run before anything is decided', () => {
    expect(pageDecided([], gate)).toBe(false);
  });

  it('lets one run decide only two points or more above the gate', () => {
    expect(pageDecided(runs(97), gate)).toBe(true);
    expect(pageDecided(runs(96), gate)).toBe(false);
    expect(pageDecided(runs(90), gate)).toBe(false);
  });

  it('goes on until three of five runs are on one side of the gate', () => {
    expect(pageDecided(runs(96, 94), gate)).toBe(false);
    expect(pageDecided(runs(96, 94, 95), gate)).toBe(false);
    expect(pageDecided(runs(96, 94, 95, 96), gate)).toBe(true);
    expect(pageDecided(runs(94, 93, 96, 93), gate)).toBe(true);
  });

  it('gives the largest paint no one-run shortcut on a page whose paint is gated', () => {
    expect(pageDecided(runs(100), paint)).toBe(false);
    expect(pageDecided(runs(100, 100, 100), paint)).toBe(true);
    expect(
      pageDecided(
        [
          { performance: 100, lcp: 1400 },
          { performance: 100, lcp: 1600 },
          { performance: 100, lcp: 1450 },
        ],
        paint,
      ),
    ).toBe(false);
  });

  it('takes the middle run as the median', () => {
    expect(median([96, 93, 93, 94, 95])).toBe(94);
    expect(median([95, 94, 96, 95])).toBe(95);
  });
});
