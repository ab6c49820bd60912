#!/usr/bin/env node
// `npm test`: the whole suite, in order — unit, integration on PGlite, integration on PostgreSQL
// (when TEST_DATABASE_URL is set; required in CI), crash safety (SIGKILL mid-storm, on the same
// engines), web build, end-to-end in Debian's Chromium, and the web budget (transfer, Lighthouse) in
// English and in Bangla.
// Ends with one line `N passed, N failed` and a non-zero exit when anything failed or could not run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { formatDuration, playwrightFileTimes, slowestLines, vitestFileTimes } from './lib/timings.mjs';

// First, before minutes go to the other stages: Chromium for the end-to-end tests and the web budget,
// installed here where the machine can (ADR 0130), or one line saying which command to run.
const browser = ensureChromium();
if (!browser.ok) {
  console.log(`\n${browser.problem}`);
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'node_modules/.cache/best-bikes/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const ci = Boolean(process.env.CI);
let passed = 0;
let failed = 0;
const problems = [];
/** Each stage's own time (.ci/run's stages before this one come in CI_STAGE_TIMES, `label=ms;…`). */
const stages = (process.env.CI_STAGE_TIMES ?? '')
  .split(';')
  .filter(Boolean)
  .map((entry) => {
    const at = entry.lastIndexOf('=');
    return { label: entry.slice(0, at), ms: Number(entry.slice(at + 1)) };
  });
/** Test files' times, for the slowest ten at the end. */
const fileTimes = [];

/** Runs one stage's work and prints how long it took. */
function timed(label, work) {
  const started = performance.now();
  try {
    return work();
  } finally {
    const ms = performance.now() - started;
    stages.push({ label, ms });
    console.log(`--- ${label}: ${formatDuration(ms)}`);
  }
}

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  return timed(label, () => {
    const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    return result.status === 0;
  });
}

/** A script of ours that prints its own `N passed, N failed` line (its checks count as tests). */
function checks(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = timed(label, () => {
    const child = spawnSync(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 64 * 1024 * 1024,
    });
    process.stdout.write(child.stdout ?? '');
    return child;
  });
  const last = [...(result.stdout ?? '').matchAll(/^(\d+) passed, (\d+) failed$/gm)].pop();
  if (!last) {
    problems.push(`${label}: no result (the script did not finish)`);
    failed += 1;
    return;
  }
  passed += Number(last[1]);
  failed += Number(last[2]);
  if (Number(last[1]) + Number(last[2]) === 0) problems.push(`${label}: ran no check`);
  if (result.status !== 0 && Number(last[2]) === 0) {
    problems.push(`${label}: the script failed outside its checks (see above)`);
    failed += 1;
  }
}

function vitest(label, project, file, env = {}) {
  const out = path.join(reports, file);
  const ok = run(
    label,
    'npx',
    ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile=${out}`],
    env,
  );
  if (!existsSync(out)) {
    problems.push(`${label}: no results (the runner did not start)`);
    failed += 1;
    return;
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  fileTimes.push(...vitestFileTimes(label, report, root));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  if (report.numTotalTests === 0) problems.push(`${label}: ran no test`);
  if (!ok && report.numFailedTests === 0) {
    problems.push(`${label}: the runner failed outside the tests (see above)`);
    failed += 1;
  }
}

if (ci && !process.env.TEST_REDIS_URL) {
  problems.push('rate limits on Redis: TEST_REDIS_URL is not set (required in CI)');
  failed += 1;
} else if (!process.env.TEST_REDIS_URL) {
  console.log(
    '\n(rate limits on Redis and the two-instance test skipped locally: set TEST_REDIS_URL to run them)',
  );
}

vitest('unit tests', 'unit', 'unit.json');
// With a PostgreSQL pass to run every file, PGlite runs the files about the engine and a representative
// few, not the HTTP and auth rules PostgreSQL covers (ADR 0132); without one, PGlite runs them all.
if (process.env.TEST_DATABASE_URL) {
  vitest('integration tests on PGlite (engine-specific part)', 'integration', 'integration-pglite.json', {
    TEST_DATABASE_URL: '',
    PGLITE_SUBSET: '1',
  });
} else {
  vitest('integration tests on PGlite', 'integration', 'integration-pglite.json', { TEST_DATABASE_URL: '' });
}

if (process.env.TEST_DATABASE_URL) {
  vitest('integration tests on PostgreSQL', 'integration', 'integration-postgres.json');
} else if (ci) {
  problems.push('integration tests on PostgreSQL: TEST_DATABASE_URL is not set (required in CI)');
  failed += 1;
} else {
  console.log('\n(integration tests on PostgreSQL skipped locally: set TEST_DATABASE_URL to run them)');
}

checks('crash safety (SIGKILL mid-storm)', 'npx', [
  'tsx',
  'scripts/crash/crash-safety.ts',
  '--engine',
  process.env.TEST_DATABASE_URL ? 'both' : 'pglite',
]);
checks('chaos (faults survived, ADR 0128)', 'npx', ['tsx', 'scripts/chaos/chaos.ts']);

if (!run('web build', 'npm', ['run', 'build', '--silent'])) {
  problems.push('web build failed');
  failed += 1;
} else {
  const out = path.join(reports, 'e2e.json');
  const ok = run('end-to-end tests (Chromium)', 'npx', ['playwright', 'test'], { E2E_RESULTS: out });
  if (!existsSync(out)) {
    problems.push('end-to-end tests: no results (the runner did not start)');
    failed += 1;
  } else {
    const e2e = JSON.parse(readFileSync(out, 'utf8'));
    const { stats } = e2e;
    fileTimes.push(...playwrightFileTimes('end-to-end', e2e));
    passed += stats.expected;
    failed += stats.unexpected + stats.flaky;
    if (stats.expected + stats.unexpected + stats.flaky === 0) problems.push('end-to-end tests: ran no test');
    if (stats.skipped > 0 && ci) {
      problems.push(`end-to-end tests: ${stats.skipped} skipped (not allowed in CI)`);
      failed += stats.skipped;
    }
    if (!ok && stats.unexpected === 0) {
      problems.push('end-to-end tests: the runner failed outside the tests (see above)');
      failed += 1;
    }
  }
  // Last, on a machine the other suites no longer load: Lighthouse's timings move with the load. In
  // both languages: each is a build of its own (docs/product.md#bangla-search-favourites, ADR 0104).
  checks('web budget in English (transfer, Lighthouse)', 'npx', ['tsx', 'scripts/budget/web-budget.ts']);
  checks('web budget in Bangla (transfer, Lighthouse)', 'npx', [
    'tsx',
    'scripts/budget/web-budget.ts',
    '--lang',
    'bn',
  ]);
}

console.log('\nStage durations:');
const width = Math.max(...stages.map((stage) => stage.label.length));
for (const stage of stages)
  console.log(`  ${stage.label.padEnd(width)}  ${formatDuration(stage.ms).padStart(7)}`);
const total = stages.reduce((sum, stage) => sum + stage.ms, 0);
console.log(`  ${'total'.padEnd(width)}  ${formatDuration(total).padStart(7)}`);
if (fileTimes.length > 0) {
  console.log('\nSlowest ten test files (end-to-end: the sum of their tests, which overlap across workers):');
  for (const line of slowestLines(fileTimes)) console.log(`  ${line}`);
}

if (problems.length > 0) {
  console.log('\nProblems:');
  for (const p of problems) console.log(`- ${p}`);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || problems.length > 0 ? 1 : 0);
