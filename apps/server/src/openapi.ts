import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';

/** The API's OpenAPI document as stable, pretty JSON (built from an app on a throw-away database). */
export async function openApiDocument(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bb-openapi-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    AUTH_SECRET: 'openapi-openapi-openapi-openapi-openapi',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'none'),
  });
  const database = await openDatabase({ engine: 'pglite' });
  // No job worker and no start-up work after it (the brands' tiles): the app is closed once it has answered.
  const app = await buildApp({ config, database, logger: false, background: false });
  try {
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
