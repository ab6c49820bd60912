import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, E2E_CHROMIUM_PATH } from './scripts/lib/chromium';

// Each run gets its own port (workers inherit it through the environment), so several runs can
// share a machine without one reusing another's server.
process.env.E2E_PORT ??= String(3200 + (process.pid % 700));
const port = process.env.E2E_PORT;
// Separate output per local run: parallel runs on one checkout must not wipe each other's results.
const out = process.env.CI ? 'e2e/artifacts' : `e2e/artifacts/run-${port}`;
const baseURL = `http://localhost:${port}`;

/** Debian's headless Chromium (no browser download), quiet on a machine with no internet. */
const chromium = { executablePath: E2E_CHROMIUM_PATH, args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: 'e2e',
  outputDir: `${out}/test-results`,
  // Every test makes the users and bikes it touches (e2e/fixtures.ts), so tests share the server
  // without waiting on each other: any order, any worker. Three on a machine with two cores: each test
  // waits on the server and the browser often enough that a third fills the CPUs two left idle
  // (ADR 0437: the whole suite 380 → 335 s). E2E_WORKERS tries another count.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS) || 3,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_RESULTS ?? `${out}/results.json` }]],
  use: {
    baseURL,
    // The tests' API calls (page.request) carry the page's cookies: like the browser's own writes they
    // must say they come from our origin (docs/product.md#hardening). Chromium sends the same value itself.
    extraHTTPHeaders: { origin: baseURL },
    // Here a failed test keeps its trace (actions, DOM snapshots, network, console) without the
    // screencast, which was a quarter of the suite's CPU (ADR 0302). In CI nobody can open one: the
    // clone is thrown away and only the log is read, and recording the DOM snapshots of every test
    // there cost 11–16 % of the wall time of the heaviest specs (ADR 0430). The failure's own
    // screenshot is still taken.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'chromium',
      testMatch: /.*\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    // Reads the server's log once every spec has run (docs/product.md#speed-and-resilience: no secret may reach the logs).
    { name: 'log-hygiene', testMatch: /log-hygiene\.check\.ts/, dependencies: ['chromium'] },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // Stopped the way a deployment stops it, so scripts/e2e-server.mjs removes its throw-away DATA_DIR
    // once the server has exited; Playwright's default, SIGKILL to the group, left it in /tmp.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
