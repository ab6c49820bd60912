#!/usr/bin/env node
// `npm test`: the whole suite — unit, integration on PGlite, integration on PostgreSQL (when
// TEST_DATABASE_URL is set; required in CI), crash safety (SIGKILL mid-storm, on the same engines),
// chaos, web build, end-to-end in Debian's Chromium, and the web budget (transfer, Lighthouse) in
// English and in Bangla.
//
// The CPU-bound stages one after the other (ADR 0190): on two cores, running the waiting scripts (web
// build, crash safety, chaos) beside the suites made every stage two to three times slower and the run
// longer. The unit and integration suites run side by side with each other (ADR 0456), and the waiting
// scripts with each other (ADR 0402, again since ADR 0435). `npm test -- --lanes` runs the waiting
// scripts beside the suites, for a machine with cores to spare. The web budget runs last, alone:
// Lighthouse's timings move with the load.
// Ends with one line `N passed, N failed` and a non-zero exit when anything failed or could not run.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './lib/ensure-chromium.mjs';
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
} from './lib/timings.mjs';

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
/** .ci/run's own stages (install, lint, types…), which ran one after the other before this script. */
const ciStagesMs = stages.reduce((sum, stage) => sum + stage.ms, 0);
/** Test files' times, for the slowest ten at the end. */
const fileTimes = [];
/** Each failed test or check by name, printed again at the end, where CI's tail shows it. */
const failures = [];

const lanes = process.argv.includes('--lanes');
const startedAt = performance.now();

/**
 * Runs a command. Live (output as it comes), or held (`held`: stdout and stderr kept in the order they
 * came and printed whole when the command ends, so a stage of the other lane never cuts through it).
 * Answers the exit status and the stdout.
 * @returns {Promise<{ status: number | null, stdout: string }>}
 */
function execute(label, command, args, env, { held = false, pipeStdout = false } = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const ticks = cpuTicks();
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: held ? ['ignore', 'pipe', 'pipe'] : ['ignore', pipeStdout ? 'pipe' : 'inherit', 'inherit'],
    });
    let stdout = '';
    let both = '';
    child.stdout?.on('data', (d) => {
      stdout += d;
      if (held) both += d;
      else process.stdout.write(d);
    });
    child.stderr?.on('data', (d) => {
      both += d;
    });
    if (!held) console.log(`\n=== ${label} ===`);
    child.on('close', (status) => {
      const ms = performance.now() - started;
      stages.push({ label, ms, busy: busyShare(ticks, cpuTicks()) });
      if (held) process.stdout.write(`\n=== ${label} (held until it ended) ===\n${both}`);
      console.log(`--- ${label}: ${formatDuration(ms)}`);
      resolve({ status, stdout });
    });
  });
}

async function run(label, command, args, env = {}, options = {}) {
  return (await execute(label, command, args, env, options)).status === 0;
}

/** A script of ours that prints its own `N passed, N failed` line (its checks count as tests). */
async function checks(label, command, args, env = {}, options = {}) {
  const result = await execute(label, command, args, env, { pipeStdout: true, ...options });
  const last = [...(result.stdout ?? '').matchAll(/^(\d+) passed, (\d+) failed$/gm)].pop();
  if (!last) {
    problems.push(`${label}: no result (the script did not finish)`);
    failed += 1;
    return;
  }
  passed += Number(last[1]);
  failed += Number(last[2]);
  failures.push(...scriptFailures(label, result.stdout ?? ''));
  if (Number(last[1]) + Number(last[2]) === 0) problems.push(`${label}: ran no check`);
  if (result.status !== 0 && Number(last[2]) === 0) {
    problems.push(`${label}: the script failed outside its checks (see above)`);
    failed += 1;
  }
}

async function vitest(label, project, file, env = {}, options = {}) {
  const out = path.join(reports, file);
  const ok = await run(
    label,
    'npx',
    ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile=${out}`],
    env,
    options,
  );
  if (!existsSync(out)) {
    problems.push(`${label}: no results (the runner did not start)`);
    failed += 1;
    return;
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  fileTimes.push(...vitestFileTimes(label, report, root));
  failures.push(...vitestFailures(label, report, root));
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

/**
 * The suites before the end-to-end tests: unit, integration on both engines, side by side (ADR 0456):
 * each alone left a fifth to a quarter of the two CPUs idle, waiting on a database or on its own
 * slowest file, and together they end sooner than one after the other. The unit projects keep their
 * own order (ADR 0438: the tests that plant files in the source tree after the others).
 */
async function suites() {
  const held = { held: true };
  const postgres = process.env.TEST_DATABASE_URL;
  await Promise.all([
    vitest('unit tests', 'unit*', 'unit.json', {}, held),
    // With a PostgreSQL pass to run every file, PGlite runs the files about the engine and a
    // representative few, not the HTTP and auth rules PostgreSQL covers (ADR 0132); without one,
    // PGlite runs them all.
    postgres
      ? vitest(
          'integration tests on PGlite (engine-specific part)',
          'integration',
          'integration-pglite.json',
          { TEST_DATABASE_URL: '', PGLITE_SUBSET: '1' },
          held,
        )
      : vitest('integration tests on PGlite', 'integration', 'integration-pglite.json', {
          TEST_DATABASE_URL: '',
        }),
    postgres
      ? vitest('integration tests on PostgreSQL', 'integration', 'integration-postgres.json')
      : Promise.resolve(),
  ]);
  if (postgres) return;
  if (ci) {
    problems.push('integration tests on PostgreSQL: TEST_DATABASE_URL is not set (required in CI)');
    failed += 1;
  } else {
    console.log('\n(integration tests on PostgreSQL skipped locally: set TEST_DATABASE_URL to run them)');
  }
}

async function endToEnd() {
  const out = path.join(reports, 'e2e.json');
  const ok = await run('end-to-end tests (Chromium)', 'npx', ['playwright', 'test'], { E2E_RESULTS: out });
  if (!existsSync(out)) {
    problems.push('end-to-end tests: no results (the runner did not start)');
    failed += 1;
    return;
  }
  const e2e = JSON.parse(readFileSync(out, 'utf8'));
  const { stats } = e2e;
  fileTimes.push(...playwrightFileTimes('end-to-end', e2e));
  failures.push(...playwrightFailures('end-to-end tests', e2e));
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

/** The web build; answers whether it succeeded. */
async function webBuild(options) {
  if (await run('web build', 'npm', ['run', 'build', '--silent'], {}, options)) return true;
  problems.push('web build failed');
  failed += 1;
  return false;
}

/** Crash safety: SIGKILL mid-storm, on both engines where PostgreSQL is there. */
async function crashSafety(options) {
  await checks(
    'crash safety (SIGKILL mid-storm)',
    'npx',
    ['tsx', 'scripts/crash/crash-safety.ts', '--engine', process.env.TEST_DATABASE_URL ? 'both' : 'pglite'],
    {},
    options,
  );
}

/** The chaos scenarios (ADR 0128): `args` chooses which. */
async function chaos(label, args, options) {
  await checks(label, 'npx', ['tsx', 'scripts/chaos/chaos.ts', ...args], {}, options);
}

let built;
if (!lanes) {
  await suites();
  // The stages that wait more than they compute, side by side (ADR 0402, 0435): the web build then
  // crash safety, the chaos scenarios one after the other, and the chaos soak's steady load. Alone, each
  // left a quarter to a third of the two CPUs idle; the CPU-bound suites before them and the end-to-end
  // tests after them still run alone (ADR 0190).
  const held = { held: true };
  const [webBuilt] = await Promise.all([
    webBuild(held).then(async (ok) => {
      await crashSafety(held);
      return ok;
    }),
    chaos('chaos (faults survived, ADR 0128)', ['--without', 'soak']),
    chaos('chaos: the soak, beside the others', ['--scenario', 'soak'], held),
  ]);
  built = webBuilt;
  if (built) await endToEnd();
} else {
  // The other lane: the build first (the end-to-end tests wait for it), then the waiting scripts.
  const held = { held: true };
  const webBuilt = webBuild(held);
  const otherLane = webBuilt.then(async () => {
    await crashSafety(held);
    await chaos('chaos (faults survived, ADR 0128)', [], held);
  });
  const lane = suites().then(async () => {
    if (await webBuilt) await endToEnd();
  });
  await Promise.all([lane, otherLane]);
  built = await webBuilt;
}

if (built) {
  // Last, alone, on a machine the other suites no longer load: Lighthouse's timings move with the load. In
  // both languages: each is a build of its own (docs/product.md#bangla-search-favourites, ADR 0104),
  // measured one after the other on one server (ADR 0191).
  await checks('web budget in English and Bangla (transfer, Lighthouse, server memory)', 'npx', [
    'tsx',
    'scripts/budget/web-budget.ts',
    '--lang',
    'en,bn',
  ]);
}

// Beside each of npm test's own stages, how busy it kept the machine's CPUs (all processes, ours or
// not): a stage far under 100 % waits more than it computes, and could share the machine.
console.log(`\nStage durations (and the share of the ${cpus().length} CPUs busy during each):`);
const width = Math.max(...stages.map((stage) => stage.label.length));
for (const stage of stages)
  console.log(
    `  ${stage.label.padEnd(width)}  ${formatDuration(stage.ms).padStart(7)}${stage.busy ? `  ${stage.busy.padStart(5)}` : ''}`,
  );
const total = stages.reduce((sum, stage) => sum + stage.ms, 0);
console.log(`  ${'sum of the stages'.padEnd(width)}  ${formatDuration(total).padStart(7)}`);
// The two lanes' stages overlap: the wall time is what a run waits for (.ci/run's stages before npm test added).
const wall = ciStagesMs + (performance.now() - startedAt);
console.log(`  ${'total (wall time)'.padEnd(width)}  ${formatDuration(wall).padStart(7)}`);
if (fileTimes.length > 0) {
  console.log('\nSlowest ten test files (end-to-end: the sum of their tests, which overlap across workers):');
  for (const line of slowestLines(fileTimes)) console.log(`  ${line}`);
}

if (failures.length > 0) {
  console.log('\nFailed:');
  for (const f of failures) console.log(`- ${f}`);
}
if (problems.length > 0) {
  console.log('\nProblems:');
  for (const p of problems) console.log(`- ${p}`);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || problems.length > 0 ? 1 : 0);
