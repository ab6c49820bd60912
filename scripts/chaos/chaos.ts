/**
 * The chaos suite (ADR 0128): faults the shop must survive, each scenario with its own servers on
 * 127.0.0.1, under load, measured and then checked against the data.
 *
 *   npx tsx scripts/chaos/chaos.ts [--scenario NAME,…] [--without NAME,…] [--soak-minutes 1] [--write]
 *
 * Scenarios: postgres (PostgreSQL away during a mixed load), redis (Redis stopped and started during
 * sign-in attempts), s3 (the photo store unreachable), smtp (the mail server refusing, then away),
 * two-instances (one of two killed with SIGKILL under load), sigterm (a drain under load) and soak
 * (the mixed load for --soak-minutes, memory watched). postgres and two-instances need PostgreSQL
 * (TEST_DATABASE_URL, on this machine): without it they are skipped, except in CI (CI=true), where
 * that fails. redis needs `redis-server` on the PATH, likewise. --write puts the figures into
 * docs/performance.md. Prints what each scenario measured and ends with `N passed, N failed`.
 */

import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { machineBasics, postgresVersion, writeBenchReport } from '../bench/lib/bench-support';
import { checks, cleanUp, figures, log, record, startScenario } from './harness';
import {
  type Context,
  killOneOfTwo,
  postgresRestart,
  redisOutage,
  s3Outage,
  sigtermDrain,
  smtpOutage,
  soak,
} from './scenarios';

interface Scenario {
  name: string;
  title: string;
  needs: ('postgres' | 'redis-server')[];
  run(ctx: Context): Promise<void>;
}

const SCENARIOS: Scenario[] = [
  {
    name: 'postgres',
    title: 'PostgreSQL away during a mixed load',
    needs: ['postgres'],
    run: postgresRestart,
  },
  {
    name: 'redis',
    title: 'Redis stopped and started during sign-in attempts',
    needs: ['redis-server'],
    run: redisOutage,
  },
  { name: 's3', title: 'The S3 photo store unreachable', needs: [], run: s3Outage },
  { name: 'smtp', title: 'The SMTP server refusing, then away', needs: [], run: smtpOutage },
  {
    name: 'two-instances',
    title: 'One of two instances killed under load (SIGKILL)',
    needs: ['postgres'],
    run: killOneOfTwo,
  },
  { name: 'sigterm', title: 'SIGTERM during load', needs: [], run: sigtermDrain },
  { name: 'soak', title: 'Soak: the mixed load, memory watched', needs: [], run: soak },
];

const { values: opts } = parseArgs({
  options: {
    scenario: { type: 'string' },
    /** Every scenario but these (e.g. `--without soak` for a quick run of the faults alone). */
    without: { type: 'string' },
    'soak-minutes': { type: 'string', default: '1' },
    write: { type: 'boolean', default: false },
  },
});
const soakMinutes = Number(opts['soak-minutes']);
if (!(soakMinutes > 0 && soakMinutes <= 60)) {
  console.error('--soak-minutes must be more than 0 and at most 60');
  process.exit(2);
}
const names = (list: string) => list.split(',').map((s) => s.trim());
const left = opts.without ? names(opts.without) : [];
const wanted = (opts.scenario ? names(opts.scenario) : SCENARIOS.map((s) => s.name)).filter(
  (name) => !left.includes(name),
);
const unknown = [...wanted, ...left].filter((w) => !SCENARIOS.some((s) => s.name === w));
if (unknown.length > 0) {
  console.error(`unknown scenario ${unknown.join(', ')}; known: ${SCENARIOS.map((s) => s.name).join(', ')}`);
  process.exit(2);
}

const ci = Boolean(process.env.CI);
const postgresUrl = process.env.TEST_DATABASE_URL || null;
if (postgresUrl && !['127.0.0.1', 'localhost'].includes(new URL(postgresUrl).hostname)) {
  console.error('the chaos suite creates and drops databases: it only uses a PostgreSQL server on 127.0.0.1');
  process.exit(2);
}
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
const ctx: Context = { postgresUrl, soakSeconds: Math.round(soakMinutes * 60) };

/** Whatever happens, the suite ends: every scenario is bounded, and so is the whole. */
const HARD_LIMIT_MS = (10 * 60 + ctx.soakSeconds) * 1000;
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\nchaos: ${signal}, cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  });
}
setTimeout(() => {
  console.error(`\nchaos: still running after ${HARD_LIMIT_MS / 1000} s, giving up`);
  console.log(
    `\n${checks.filter((c) => c.ok).length} passed, ${checks.filter((c) => !c.ok).length + 1} failed`,
  );
  void cleanUp().finally(() => process.exit(1));
}, HARD_LIMIT_MS).unref();

const loadAtStart = loadavg()[0]!;
const started = performance.now();
const skipped: string[] = [];
const timings: string[] = [];
log(
  `chaos: ${wanted.join(', ')}; soak ${ctx.soakSeconds} s; PostgreSQL ${postgresUrl ? 'yes' : 'no'}; load average ${loadAtStart.toFixed(1)}`,
);
for (const scenario of SCENARIOS.filter((s) => wanted.includes(s.name))) {
  const missing = scenario.needs.filter(
    (need) => (need === 'postgres' && !postgresUrl) || (need === 'redis-server' && !hasRedisServer),
  );
  log(`\n=== ${scenario.name}: ${scenario.title} ===`);
  startScenario(scenario.name);
  if (missing.length > 0) {
    const why = missing
      .map((m) => (m === 'postgres' ? 'TEST_DATABASE_URL is not set' : 'redis-server is not installed'))
      .join(', ');
    if (ci) record(`${scenario.name} could run`, false, `${why} (required in CI)`);
    else {
      log(`  skipped: ${why}`);
      skipped.push(scenario.name);
    }
    continue;
  }
  const t0 = performance.now();
  try {
    await scenario.run(ctx);
  } catch (err) {
    record(
      `${scenario.name} ran to its end`,
      false,
      (err as Error).stack?.split('\n').slice(0, 4).join(' ') ?? String(err),
    );
  } finally {
    await cleanUp();
  }
  const took = (performance.now() - t0) / 1000;
  timings.push(`${scenario.name} ${took.toFixed(0)} s`);
  log(`  (${took.toFixed(0)} s)`);
}

const passed = checks.filter((c) => c.ok).length;
const failed = checks.length - passed;
const total = (performance.now() - started) / 1000;
log(
  `\nchaos took ${total.toFixed(0)} s (${timings.join(', ')})${skipped.length ? `; skipped: ${skipped.join(', ')}` : ''}`,
);

if (opts.write) {
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const lines = [
    `Run ${when} UTC on ${machineBasics()}, ${postgresUrl ? `PostgreSQL ${postgresVersion(postgresUrl)}` : 'PGlite only'}.`,
    `Load average (1 min) when the run started: ${loadAtStart.toFixed(1)}, when it ended: ${loadavg()[0]!.toFixed(1)} (2 CPUs, shared).`,
    '',
    '```',
    `npx tsx scripts/chaos/chaos.ts ${process.argv.slice(2).join(' ')}`,
    '```',
    '',
    `${passed} checks passed, ${failed} failed, in ${total.toFixed(0)} s (${timings.join(', ')}).`,
    '',
    '| scenario | result | what was measured |',
    '|---|---|---|',
    ...[...figures].map(([name, lines]) => {
      const mine = checks.filter((c) => c.scenario === name);
      const bad = mine.filter((c) => !c.ok);
      const result =
        mine.length === 0
          ? 'skipped'
          : bad.length === 0
            ? `passed (${mine.length} checks)`
            : `**failed**: ${bad.map((c) => c.label).join('; ')}`;
      return `| ${name} | ${result.replace(/\|/g, '/')} | ${lines.join(' ').replace(/\|/g, '/') || '—'} |`;
    }),
  ];
  log(`figures written to ${writeBenchReport('chaos', lines.join('\n'), '## Chaos: faults survived')}`);
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(interrupted ? 130 : failed > 0 ? 1 : 0);
