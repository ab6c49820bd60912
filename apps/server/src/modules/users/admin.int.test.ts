import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import { signIn, storedUser } from '../../../test/factories/users';
import { createUser, type TestApp, testConfig, uniqueEmail } from '../../../test/helpers';
import { buildApp } from '../../app';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { user } from '../../db/schema';
import { newId } from '../../lib/ids';
import { promoteFromShell } from './promote';
import { createUsersRepository } from './repository';

const ADMIN_PASSWORD = 'bootstrap-admin-pass';

/** The app on an existing database, as a restart would build it. */
async function start(database: DatabaseHandle, env: Record<string, string> = {}): Promise<TestApp> {
  const config = testConfig(env);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    async close() {
      await app.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

describe('bootstrap admin (ADMIN_EMAIL + ADMIN_PASSWORD)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('creates the Admin at start, who can sign in with that password; a restart changes nothing', async () => {
    const email = uniqueEmail('boot');
    const env = { ADMIN_EMAIL: email.toUpperCase(), ADMIN_PASSWORD };
    const first = await start(database, env);
    try {
      const login = await signIn(first, { email, password: ADMIN_PASSWORD });
      expect(login.statusCode).toBe(200);
      expect(login.json().user).toMatchObject({ email, role: 'Admin', name: 'Admin' });
    } finally {
      await first.close();
    }
    const second = await start(database, env);
    try {
      const rows = await second.db.select().from(user);
      expect(rows.filter((r) => r.email === email)).toHaveLength(1);
      expect((await signIn(second, { email, password: ADMIN_PASSWORD })).json().user.role).toBe('Admin');
    } finally {
      await second.close();
    }
  });

  it('promotes an existing account, which keeps its own password', async () => {
    const plain = await start(database);
    let existing: Awaited<ReturnType<typeof createUser>>;
    try {
      existing = await createUser(plain, { role: 'Seller' });
    } finally {
      await plain.close();
    }
    const booted = await start(database, { ADMIN_EMAIL: existing.email, ADMIN_PASSWORD });
    try {
      expect((await storedUser(booted, existing.id))?.role).toBe('Admin');
      expect((await signIn(booted, { email: existing.email, password: existing.password })).statusCode).toBe(
        200,
      );
      expect((await signIn(booted, { email: existing.email, password: ADMIN_PASSWORD })).statusCode).toBe(
        401,
      );
    } finally {
      await booted.close();
    }
  });

  it('leaves a deactivated account as it is', async () => {
    const id = newId();
    const email = uniqueEmail('gone');
    await database.db
      .insert(user)
      .values({ id, name: 'Gone', email, role: 'Buyer', deactivatedAt: new Date() });
    const booted = await start(database, { ADMIN_EMAIL: email, ADMIN_PASSWORD });
    try {
      expect((await storedUser(booted, id))?.role).toBe('Buyer');
    } finally {
      await booted.close();
    }
  });
});

describe('promoting from the shell', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  async function insertUser(role: 'Buyer' | 'Seller' | 'Admin', deactivated = false) {
    const id = newId();
    const email = uniqueEmail('shell');
    await database.db
      .insert(user)
      .values({ id, name: 'Shell', email, role, deactivatedAt: deactivated ? new Date() : null });
    return { id, email };
  }

  it('promotes once and says what it did, with exit codes for scripts', async () => {
    const repo = createUsersRepository(database.db);
    const u = await insertUser('Seller');
    expect(await promoteFromShell(repo, ` ${u.email.toUpperCase()} `)).toEqual({
      code: 0,
      message: `${u.email} is now an Admin.`,
    });
    expect((await storedUser({ db: database.db }, u.id))?.role).toBe('Admin');
    expect(await promoteFromShell(repo, u.email)).toEqual({
      code: 0,
      message: `${u.email} is already an Admin.`,
    });

    const missing = await promoteFromShell(repo, 'ghost@nowhere.example');
    expect(missing.code).toBe(1);
    expect(missing.message).toContain('No account has the e-mail ghost@nowhere.example');
    expect((await promoteFromShell(repo, 'not-an-email')).code).toBe(2);

    const gone = await insertUser('Buyer', true);
    expect((await promoteFromShell(repo, gone.email)).code).toBe(1);
    expect((await storedUser({ db: database.db }, gone.id))?.role).toBe('Buyer');
  });
});

describe('npm run admin -- promote <email> (the real command)', () => {
  const root = path.resolve(import.meta.dirname, '../../../../..');
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  const script = path.join(root, 'apps/server/src/scripts/admin.ts');
  let env: Record<string, string>;
  let dataDir: string;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'bb-admin-cli-'));
    env = { DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' };
    const base = process.env.TEST_DATABASE_URL;
    if (base) {
      // The same engine as the rest of the suite: a database of its own on that server.
      const name = `bb_test_cli_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(base);
      url.pathname = `/${name}`;
      env.DATABASE_URL = url.toString();
      dropDatabase = async () => {
        const c = new pg.Client({ connectionString: base });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      };
    }
  });
  afterAll(async () => {
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    return new Promise((resolve) => {
      execFile(
        tsx,
        [script, ...args],
        {
          cwd: root,
          env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
          timeout: 60_000,
        },
        (err, stdout, stderr) => {
          resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
        },
      );
    });
  }

  async function withDatabase<T>(fn: (db: DatabaseHandle) => Promise<T>): Promise<T> {
    const handle = await openDatabase(
      env.DATABASE_URL
        ? { engine: 'postgres', url: env.DATABASE_URL, poolSize: 1 }
        : { engine: 'pglite', dir: path.join(dataDir, 'db') },
    );
    try {
      return await fn(handle);
    } finally {
      await handle.close();
    }
  }

  it('opens the database of the environment and promotes the account', { timeout: 120_000 }, async () => {
    const id = newId();
    const email = uniqueEmail('cli');
    await withDatabase((h) => h.db.insert(user).values({ id, name: 'Cli', email, role: 'Buyer' }));

    const ok = await run(['promote', email]);
    expect(ok.stdout.trim()).toBe(`${email} is now an Admin.`);
    expect(ok.code).toBe(0);
    expect(await withDatabase(async (h) => (await storedUser({ db: h.db }, id))?.role)).toBe('Admin');

    const missing = await run(['promote', 'ghost@nowhere.example']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('No account has the e-mail ghost@nowhere.example');

    const usage = await run(['demote', email]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run admin -- promote <email>');
  });
});
