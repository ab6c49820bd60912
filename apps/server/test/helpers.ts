import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Role } from '@best-bikes/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { openTestDatabase, type StartedTemplate } from './database';
import { insertAccount, insertSession, sessionCookieName } from './factories/accounts';

export interface TestApp {
  app: FastifyInstance;
  db: DatabaseHandle['db'];
  config: Config;
  close(): Promise<void>;
}

/** Config for tests: a throw-away DATA_DIR, no demo data, quiet logs, a generous auth limit. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  // Inside the run's own folder (test/temp-root.ts), which goes when the run ends. Outside the
  // integration project nothing is provided, and the folder is the system's, as before.
  const dataDir = mkdtempSync(path.join(inject('testTempRoot') ?? tmpdir(), 'bb-test-'));
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: '10000',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    ...overrides,
  });
}

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * What a first start writes into the database depends on the server's and the contract's sources and
 * on pg-boss (its schema): a template made from other sources is made again.
 */
function sourcesKey(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (!/\.test\.tsx?$/.test(entry.name))
        hash.update(path.relative(root, file)).update(readFileSync(file));
    }
  };
  walk(path.join(root, 'apps/server/src'));
  walk(path.join(root, 'packages/contract/src'));
  hash.update(readFileSync(path.join(root, 'node_modules/pg-boss/package.json')));
  return hash.digest('hex').slice(0, 12);
}

let started: (StartedTemplate & { media: string }) | undefined;
/**
 * The database as the app's first start leaves it (ADR 0400): the job queue's schema and queues, the
 * start-up brands (three of them with tiles drawn through the media store) and models, the blog's
 * posts. That start took 0.8 s on PostgreSQL and 1.4 s on PGlite, once per test file; every file's
 * app still runs the same start-up over it, which then finds everything in place. The drawn tiles are
 * kept beside the template and copied into each app's data directory.
 */
function startedTemplate(): StartedTemplate & { media: string } {
  if (started) return started;
  const key = sourcesKey();
  const media = path.join(root, 'node_modules/.cache/best-bikes', `started-media-${key}`);
  started = {
    key,
    media,
    ready: () => existsSync(media),
    async prepare(handle) {
      const config = testConfig();
      const app = await buildApp({ config, database: handle, logger: false, background: false });
      await app.ready();
      await app.close();
      mkdirSync(path.dirname(media), { recursive: true });
      const tmp = `${media}.${randomBytes(4).toString('hex')}`;
      cpSync(path.join(config.dataDir, 'media'), tmp, { recursive: true });
      rmSync(media, { recursive: true, force: true });
      renameSync(tmp, media);
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
  return started;
}

/** The whole app on a fresh database of its own (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
export async function buildTestApp(
  overrides: Record<string, string> = {},
  options: Pick<BuildOptions, 'now' | 'background' | 'logger'> = {},
): Promise<TestApp> {
  const config = testConfig(overrides);
  const template = startedTemplate();
  const database = await openTestDatabase(template);
  cpSync(template.media, path.join(config.dataDir, 'media'), { recursive: true });
  const app = await buildApp({
    config,
    database,
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
    ...options,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    async close() {
      await app.close();
      await database.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

let sequence = 0;
/** A unique e-mail per call, so tests never collide on the unique index. */
export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}.${Date.now().toString(36)}.${sequence}@test.bestbikes.example`;
}

export interface TestUser {
  id: string;
  name: string;
  email: string;
  password: string;
  role: Role;
  /** Headers that authenticate as this user with the session cookie, from a page of our own. */
  headers: { cookie: string; origin: string };
  /** Headers that authenticate as this user with `Authorization: Bearer`. */
  bearer: { authorization: string };
}

/** The cookie header a response's Set-Cookie lines would make a browser send back. */
export function cookieHeader(response: LightMyRequestResponse): string {
  const raw = response.headers['set-cookie'];
  const lines = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return lines.map((line) => line.split(';')[0]).join('; ');
}

/**
 * Factory: a signed-in user with the given role and a proven address, as sign-up, the mailed code
 * and sign-in would leave it. The rows are inserted directly — the account with a password hash made
 * once per process, and a session — instead of signing up and in through the API, which cost two
 * scrypt hashes and three requests a user (ADR 0131). Sign-up and sign-in themselves are tested
 * through the API in sign-up.int.test.ts and auth.int.test.ts; the password works for signing in.
 */
export async function createUser(
  t: Pick<TestApp, 'app' | 'db' | 'config'>,
  opts: {
    role?: Role;
    name?: string;
    email?: string;
    password?: string;
    verified?: boolean;
    /** Without a proven mobile number (`false`), or with this one. */
    phone?: string | false;
  } = {},
): Promise<TestUser> {
  const role = opts.role ?? 'Buyer';
  const email = opts.email ?? uniqueEmail(role.toLowerCase());
  const password = opts.password ?? 'correct-horse-battery';
  const name = opts.name ?? `${role} ${sequence}`;
  const origin = new URL(t.config.baseUrl).origin;
  const id = await insertAccount(t.db, {
    role,
    name,
    email,
    password,
    verified: opts.verified,
    phone: opts.phone,
  });
  const signed = await insertSession(t.db, t.config, id, {
    ipAddress: '127.0.0.1',
    userAgent: 'lightMyRequest',
  });
  const cookieName = sessionCookieName(t.config);
  return {
    id,
    name,
    email,
    password,
    role,
    headers: { cookie: `${cookieName}=${encodeURIComponent(signed)}`, origin },
    bearer: { authorization: `Bearer ${signed}` },
  };
}
