// Durations for `npm test` and `.ci/run`: each stage's own, and the slowest test files of the run read
// from the reports the runners write (vitest's JSON reporter, Playwright's JSON reporter).
import { readFileSync } from 'node:fs';
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

/** The first line of a failure message, without colour codes, cut to a readable length. */
function firstLine(/** @type {string | undefined} */ message) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes are what it removes
  const plain = (message ?? '').replace(/\u001b\[[0-9;]*m/g, '').trim();
  const line = plain.split('\n')[0] ?? '';
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

/**
 * Each failed test in a vitest JSON report, as a line naming its stage, file, test and the first line of
 * its error: printed again at the end of a run, where CI's tail shows it.
 * @param {string} stage
 * @param {{ testResults?: { name: string, message?: string, assertionResults?: { status: string, fullName?: string, title?: string, failureMessages?: string[] }[] }[] }} report
 * @param {string} root
 * @returns {string[]}
 */
export function vitestFailures(stage, report, root) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const name = path.relative(root, file.name);
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests)
      lines.push(`${stage}: ${name} › ${t.fullName ?? t.title}: ${firstLine(t.failureMessages?.[0])}`);
    // A file that failed before its tests ran (an import or a hook) has no failed test of its own.
    if (failedTests.length === 0 && file.message) lines.push(`${stage}: ${name}: ${firstLine(file.message)}`);
  }
  return lines;
}

/**
 * Each test that did not pass as expected in a Playwright JSON report (failed, timed out or flaky).
 * @param {string} stage
 * @param {{ suites?: any[] }} report
 * @returns {string[]}
 */
export function playwrightFailures(stage, report) {
  const lines = [];
  /** @param {any} suite @param {string | undefined} file @param {string[]} titles */
  const walk = (suite, file, titles) => {
    const own = suite.file ?? file;
    const titlePath = suite.file ? [] : suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected' || test.status === 'skipped') continue;
        const error = (test.results ?? []).map((r) => r.error?.message).find(Boolean);
        lines.push(
          `${stage}: e2e/${own} › ${[...titlePath, spec.title].join(' › ')} (${test.status}): ${firstLine(error)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, own, titlePath);
  };
  for (const suite of report.suites ?? []) walk(suite, undefined, []);
  return lines;
}

/** The failed checks a script of ours printed (`✗ label: detail`, or the budget's `FAIL  name: …`). */
export function scriptFailures(/** @type {string} */ stage, /** @type {string} */ stdout) {
  return [...stdout.matchAll(/^\s*(?:✗ |FAIL {2})(.+)$/gm)].map((m) => `${stage}: ${firstLine(m[1])}`);
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

/**
 * The machine's CPU time so far, from the `cpu` line of /proc/stat (clock ticks): busy and all. Read at
 * a stage's start and end, it says how much of the machine the stage kept busy, which tells a stage
 * that waits (room to run something beside it) from one that computes. Undefined off Linux.
 * @param {string} [stat] the text of /proc/stat (read from the file when not given)
 * @returns {{ busy: number, total: number } | undefined}
 */
export function cpuTicks(stat) {
  let text = stat;
  if (text === undefined) {
    try {
      text = readFileSync('/proc/stat', 'utf8');
    } catch {
      return undefined;
    }
  }
  const line = text.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) return undefined;
  // user nice system idle iowait irq softirq steal (guest time is already inside user and nice).
  const [user, nice, system, idle, iowait = 0, irq = 0, softirq = 0, steal = 0] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

/**
 * The share of the machine's CPUs kept busy between two readings, as a whole percent (`73 %`), or
 * an empty string when either reading is missing or no time passed.
 * @param {{ busy: number, total: number } | undefined} before
 * @param {{ busy: number, total: number } | undefined} after
 */
export function busyShare(before, after) {
  if (!before || !after || after.total <= before.total) return '';
  return `${Math.round((100 * (after.busy - before.busy)) / (after.total - before.total))} %`;
}
