/**
 * Answer times of the account questions that must not tell accounts apart (ADR 0121): measured once,
 * figures in docs/performance.md. Timed here, never in a test.
 *
 *   npx tsx scripts/bench/account-timing.ts [--rounds 300]
 *
 * The app on an in-memory PGlite, through inject (no network): `verify-email` with a wrong code for a
 * proven address and for an unknown one, `request-password-reset` for a known and an unknown address,
 * interleaved so that both see the same machine; the median and p90 of each.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { user } from '../../apps/server/src/db/schema';

const { values: opts } = parseArgs({ options: { rounds: { type: 'string', default: '300' } } });
const rounds = Number(opts.rounds);

const dataDir = mkdtempSync(path.join(tmpdir(), 'bb-timing-'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  AUTH_SECRET: 'timing-secret-timing-secret-timing-0123',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'silent',
  AUTH_RATE_LIMIT: '100000',
  WEB_DIST: path.join(dataDir, 'none'),
});
const database = await openDatabase({ engine: 'pglite' });
const app = await buildApp({ config, database, logger: false, background: false });
await app.ready();
const origin = new URL(config.baseUrl).origin;
const known = 'known.person@timing.example';
await app.inject({
  method: 'POST',
  url: '/api/auth/sign-up/email',
  headers: { origin },
  payload: { name: 'Known', email: known, password: 'a-long-timing-pass-7' },
});
await database.db.update(user).set({ emailVerified: true }).where(eq(user.email, known));

const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: { origin }, payload });
const cases = {
  'verify-email, proven address': () =>
    post('/api/auth/email-otp/verify-email', { email: known, otp: '123456' }),
  'verify-email, unknown address': () =>
    post('/api/auth/email-otp/verify-email', { email: 'nobody@timing.example', otp: '123456' }),
  'request-password-reset, known address': () =>
    post('/api/auth/request-password-reset', { email: known, redirectTo: '/resetPassword' }),
  'request-password-reset, unknown address': () =>
    post('/api/auth/request-password-reset', {
      email: 'nobody@timing.example',
      redirectTo: '/resetPassword',
    }),
};
const times: Record<string, number[]> = Object.fromEntries(Object.keys(cases).map((k) => [k, []]));
for (let round = -20; round < rounds; round++) {
  for (const [name, run] of Object.entries(cases)) {
    const start = performance.now();
    await run();
    if (round >= 0) times[name]?.push(performance.now() - start);
  }
  // The queued resets run between rounds, as the worker would between requests.
  if (round % 20 === 0) await app.drainPasswordResets();
}
const at = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
console.log(`| request | median ms | p90 ms |  (${rounds} rounds, node ${process.version})`);
console.log('|---|---|---|');
for (const [name, list] of Object.entries(times)) {
  const sorted = [...list].sort((a, b) => a - b);
  console.log(`| ${name} | ${at(sorted, 0.5).toFixed(2)} | ${at(sorted, 0.9).toFixed(2)} |`);
}
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
