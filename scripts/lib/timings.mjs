// Durations for `npm test` and `.ci/run`: each stage's own, and the slowest test files of the run read
// from the reports the runners write (vitest's JSON reporter, Playwright's JSON reporter).
import path from 'node:path';

/** `1m 05s`, `42.3s`. */
export function formatDuration(/** @type {number} */ ms) {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)}s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, '0')}s`;
}

/**
 * @typedef {{ stage: string, file: string, ms: number }} FileTime
 */

/**
 * Each test file's time in a vitest JSON report (from the file's start to its end, setup included).
 * @param {string} stage
 * @param {{ testResults?: { name: string, startTime?: number, endTime?: number }[] }} report
 * @param {string} root paths are shown relative to it
 * @returns {FileTime[]}
 */
export function vitestFileTimes(stage, report, root) {
  return (report.testResults ?? [])
    .filter((r) => typeof r.startTime === 'number' && typeof r.endTime === 'number')
    .map((r) => ({
      stage,
      file: path.relative(root, r.name),
      ms: /** @type {number} */ (r.endTime) - /** @type {number} */ (r.startTime),
    }));
}

/**
 * @typedef {{ file?: string, specs?: { tests?: { results?: { duration?: number }[] }[] }[], suites?: PlaywrightSuite[] }} PlaywrightSuite
 */

/**
 * Each spec file's time in a Playwright JSON report: the sum of its tests' run times (with several
 * workers they overlap, so this is what the file costs, not how long the stage waited for it).
 * @param {string} stage
 * @param {{ suites?: PlaywrightSuite[] }} report
 * @returns {FileTime[]}
 */
export function playwrightFileTimes(stage, report) {
  /** @type {Map<string, number>} */
  const byFile = new Map();
  /** @param {PlaywrightSuite} suite @param {string | undefined} file */
  const walk = (suite, file) => {
    const own = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          if (own) byFile.set(own, (byFile.get(own) ?? 0) + (result.duration ?? 0));
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, own);
  };
  for (const suite of report.suites ?? []) walk(suite, undefined);
  return [...byFile].map(([file, ms]) => ({ stage, file: path.join('e2e', file), ms }));
}

/**
 * The `count` slowest files, slowest first, as lines to print.
 * @param {FileTime[]} times
 */
export function slowestLines(times, count = 10) {
  return [...times]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map(
      (t, i) => `${String(i + 1).padStart(2)}. ${formatDuration(t.ms).padStart(7)}  ${t.file} (${t.stage})`,
    );
}
