import { describe, expect, it } from 'vitest';
import {
  busyShare,
  cpuTicks,
  formatDuration,
  playwrightFailures,
  playwrightFileTimes,
  scriptFailures,
  slowestLines,
  vitestFailures,
  vitestFileTimes,
} from './timings.mjs';

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

  it('names each failed test and check, with the first line of its error, for the end of the run', () => {
    const integration = vitestFailures(
      'integration tests on PostgreSQL',
      {
        testResults: [
          {
            name: '/repo/apps/server/a.int.test.ts',
            assertionResults: [
              { status: 'passed', fullName: 'a works' },
              {
                status: 'failed',
                fullName: 'payouts › pays once',
                failureMessages: ['\u001b[31mAssertionError: expected 2 to be 1\u001b[39m\n    at stack'],
              },
            ],
          },
          {
            name: '/repo/apps/server/b.int.test.ts',
            message: 'Hook timed out in 10000ms\nmore',
            assertionResults: [],
          },
          {
            name: '/repo/apps/server/c.int.test.ts',
            assertionResults: [{ status: 'passed', fullName: 'c' }],
          },
        ],
      },
      '/repo',
    );
    expect(integration).toEqual([
      'integration tests on PostgreSQL: apps/server/a.int.test.ts › payouts › pays once: AssertionError: expected 2 to be 1',
      'integration tests on PostgreSQL: apps/server/b.int.test.ts: Hook timed out in 10000ms',
    ]);
    const e2e = playwrightFailures('end-to-end tests', {
      suites: [
        {
          file: 'deals.spec.ts',
          title: 'deals.spec.ts',
          specs: [{ title: 'passes', tests: [{ status: 'expected', results: [{}] }] }],
          suites: [
            {
              title: 'held money',
              specs: [
                {
                  title: 'refunds once',
                  tests: [
                    { status: 'flaky', results: [{ error: { message: 'Timeout 5000ms exceeded.' } }, {}] },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(e2e).toEqual([
      'end-to-end tests: e2e/deals.spec.ts › held money › refunds once (flaky): Timeout 5000ms exceeded.',
    ]);
    expect(
      scriptFailures(
        'chaos',
        '  ✓ fine\n  ✗ mail outage: 2 mails lost\nFAIL  home page JavaScript: 112 KB\n',
      ),
    ).toEqual(['chaos: mail outage: 2 mails lost', 'chaos: home page JavaScript: 112 KB']);
  });

  it('says how much of the machine a stage kept busy, from two readings of /proc/stat', () => {
    // user nice system idle iowait irq softirq steal guest guest_nice
    const before = cpuTicks('cpu  100 0 50 800 50 0 0 0 0 0\ncpu0 50 0 25 400 25 0 0 0 0 0\n');
    const after = cpuTicks('cpu  250 0 100 950 100 0 0 0 0 0\ncpu0 125 0 50 475 50 0 0 0 0 0\n');
    expect(before).toEqual({ busy: 150, total: 1000 });
    expect(after).toEqual({ busy: 350, total: 1400 });
    // 200 of 400 ticks busy: half the machine, iowait counted as idle.
    expect(busyShare(before, after)).toBe('50 %');
    expect(busyShare(after, before)).toBe('');
    expect(busyShare(undefined, after)).toBe('');
    expect(cpuTicks('intr 1 2 3\n')).toBeUndefined();
  });
});
