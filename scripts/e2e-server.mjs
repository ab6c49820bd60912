#!/usr/bin/env node
// Starts the real server for the end-to-end tests: built SPA, a throw-away DATA_DIR, demo data,
// and a bootstrap Admin the tests can log in as. Its log is kept in e2e/artifacts/server.log.
import { spawn } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedPgliteDatabase } from './lib/pglite-template.mjs';
import { serverBundle } from './lib/server-bundle.mjs';
import { SERVER_HEAP_ARGS, serverNodeEnv } from './server-command.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.E2E_PORT ?? '3210';
// Named by the port: the tests read this run's outbox (e2e/fixtures.ts), not another run's.
const dataDir = mkdtempSync(path.join(tmpdir(), `bb-e2e-${port}-`));
const artifacts = path.join(root, 'e2e/artifacts');
mkdirSync(artifacts, { recursive: true });
const log = createWriteStream(path.join(artifacts, 'server.log'));

// A snapshot of the built app: a rebuild during the run cannot change what the tests see.
const builtApp = path.join(root, 'apps/web/dist');
if (!existsSync(path.join(builtApp, 'index.html'))) {
  console.error('The web app is not built: run `npm run build` before the end-to-end tests.');
  process.exit(1);
}
const webDist = path.join(dataDir, 'web');
cpSync(builtApp, webDist, { recursive: true });

// Its new PGlite database copied in rather than made at its first start (ADR 0403).
await seedPgliteDatabase(path.join(dataDir, 'db'));

// The app with its test controls (scripts/e2e-app.ts, ADR 0170); npm start never has them. Loaded from
// one bundle of its TypeScript rather than through tsx module by module (ADR 0197).
const app = await serverBundle('scripts/e2e-app.ts');
const child = spawn(process.execPath, [...SERVER_HEAP_ARGS, '--enable-source-maps', app], {
  cwd: root,
  env: serverNodeEnv({
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    BASE_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    DATABASE_URL: '',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'info',
    AUTH_RATE_LIMIT: '1000',
    ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL ?? 'admin@e2e.bestbikes.example',
    ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password',
    BOOKING_TTL_HOURS: '48',
  }),
  stdio: ['ignore', 'pipe', 'pipe'],
});
child.stdout.pipe(log);
child.stderr.pipe(log);
child.stdout.pipe(process.stdout);
child.stderr.pipe(process.stderr);

const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    child.kill('SIGTERM');
  });
}
child.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
