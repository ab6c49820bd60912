import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { seedBikes } from '../../apps/server/src/modules/catalog/seed';
import { createDiskMediaStore } from '../../apps/server/src/modules/media/storage';

const dataDir = mkdtempSync(path.join(tmpdir(), 'bb-probe-'));

import pg from 'pg';

const name = 'bb_probe_' + randomBytes(4).toString('hex');
const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/test' });
await admin.connect();
await admin.query(`create database ${name}`);
await admin.end();
const handle = await openDatabase({ engine: 'postgres', url: `postgres://postgres@127.0.0.1:5432/${name}` });
await seedBikes(handle.db, createDiskMediaStore(path.join(dataDir, 'media')), 600, { distinctPictures: 2 });
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  AUTH_SECRET: randomBytes(32).toString('base64url'),
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
});
const app = await buildApp({ config, database: handle });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

import { writeFileSync } from 'node:fs';

for (const p of (process.argv[2] ?? '/api/health,/api/category/2').split(',')) {
  writeFileSync(
    '/tmp/probe-spec.json',
    JSON.stringify({ url: base, paths: [p], connections: 50, duration: 8 }),
  );
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/bench/load.ts', '/tmp/probe-spec.json'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (c) => (out += c));
  await new Promise((r) => child.on('exit', r));
  console.log(p, out.trim());
}
await app.close();
await handle.close();
process.exit(0);
