import { describe, expect, it } from 'vitest';
import { formatDuration, playwrightFileTimes, slowestLines, vitestFileTimes } from './timings.mjs';

describe('the durations npm test prints', () => {
  it('formats seconds and minutes', () => {
    expect(formatDuration(4_250)).toBe('4.3s');
    expect(formatDuration(65_000)).toBe('1m 05s');
    expect(formatDuration(14 * 60_000 + 59_600)).toBe('15m 00s');
  });

  it('reads each file’s time from vitest’s and Playwright’s JSON reports, and lists the slowest first', () => {
    const unit = vitestFileTimes(
      'unit tests',
      {
        testResults: [
          { name: '/repo/a.unit.test.ts', startTime: 1_000, endTime: 3_000 },
          { name: '/repo/b.unit.test.ts', startTime: 1_000, endTime: 31_000 },
        ],
      },
      '/repo',
    );
    const e2e = playwrightFileTimes('end-to-end', {
      suites: [
        {
          file: 'slow.spec.ts',
          specs: [{ tests: [{ results: [{ duration: 7_000 }] }] }],
          suites: [{ specs: [{ tests: [{ results: [{ duration: 8_000 }] }] }] }],
        },
      ],
    });
    expect(e2e).toEqual([{ stage: 'end-to-end', file: 'e2e/slow.spec.ts', ms: 15_000 }]);
    expect(slowestLines([...unit, ...e2e], 2)).toEqual([
      ' 1.   30.0s  b.unit.test.ts (unit tests)',
      ' 2.   15.0s  e2e/slow.spec.ts (end-to-end)',
    ]);
  });
});
