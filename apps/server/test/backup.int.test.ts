import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { backup, restore, type ShopData } from '../src/db/backup';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { insertBooking } from './factories/admin';
import { buyWithCard, createBike } from './factories/bookings';
import { uploadPhoto } from './factories/listings';
import { createUser, testConfig } from './helpers';

/**
 * `npm run backup` / `npm run restore` (ADR 0122): a shop with bookings and payments, backed up,
 * restored elsewhere (another data folder, another PostgreSQL database), compared table by table.
 */
const pgUrl = process.env.TEST_DATABASE_URL || undefined;
const root = mkdtempSync(path.join(tmpdir(), 'bb-backup-'));
const dropLater: string[] = [];

afterAll(async () => {
  rmSync(root, { recursive: true, force: true });
  if (!pgUrl) return;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  for (const name of dropLater) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

/** A new, empty PostgreSQL database beside the test one: its URL. */
async function emptyPostgres(): Promise<string> {
  const name = `bb_backup_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  dropLater.push(name);
  const url = new URL(pgUrl as string);
  url.pathname = `/${name}`;
  return url.toString();
}

type Query = (text: string) => Promise<Record<string, unknown>[]>;

/** Runs `use` with a plain query function on the shop's database, closed after. */
async function withDatabase<T>(shop: ShopData, use: (query: Query) => Promise<T>): Promise<T> {
  if (shop.databaseUrl) {
    const client = new pg.Client({ connectionString: shop.databaseUrl });
    await client.connect();
    try {
      return await use(async (text) => (await client.query(text)).rows);
    } finally {
      await client.end();
    }
  }
  const client = new PGlite(shop.pgliteDir, { extensions: { pg_trgm } });
  try {
    return await use(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
  } finally {
    await client.close();
  }
}

/** Every row of every table (ours, the migrations' and the job queue's), in a stable order. */
async function everyTable(shop: ShopData): Promise<Record<string, string[]>> {
  return withDatabase(shop, async (query) => {
    const tables = await query(
      `select table_schema as s, table_name as t from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
       order by 1, 2`,
    );
    const all: Record<string, string[]> = {};
    for (const { s, t } of tables) {
      const rows = await query(`select * from "${s}"."${t}"`);
      all[`${s}.${t}`] = rows.map((row) => JSON.stringify(row)).sort();
    }
    return all;
  });
}

async function openShop(shop: ShopData): Promise<DatabaseHandle> {
  return shop.databaseUrl
    ? openDatabase({ engine: 'postgres', url: shop.databaseUrl, poolSize: 2 })
    : openDatabase({ engine: 'pglite', dir: shop.pgliteDir });
}

describe(`backup and restore (${pgUrl ? 'PostgreSQL, pg_dump' : 'PGlite'})`, () => {
  it('restores a shop with bookings and payments elsewhere: every table and every image the same', {
    timeout: 180_000,
  }, async () => {
    const place = async (name: string): Promise<ShopData> => ({
      databaseUrl: pgUrl ? await emptyPostgres() : undefined,
      pgliteDir: path.join(root, name, 'db'),
      mediaDir: path.join(root, name, 'media'),
    });
    const source = await place('source');
    const config = testConfig({ DATA_DIR: path.join(root, 'source') });
    const handle = await openShop(source);
    const app = await buildApp({ config, database: handle, logger: false, background: false });
    await app.ready();
    const t = { app, db: handle.db, config };
    const seller = await createUser(t, { role: 'Seller', verified: true });
    const buyer = await createUser(t, { role: 'Buyer' });
    const booked = await createBike(t, seller);
    await insertBooking(t, { productId: booked, buyer });
    const sold = await createBike(t, seller);
    await buyWithCard(t, buyer, sold);
    const photo = await uploadPhoto(t, seller, 42);
    await app.close();
    await handle.close();

    const before = await everyTable(source);
    expect(before['public.bookings']?.length).toBeGreaterThanOrEqual(2);
    expect(before['public.payments']).toHaveLength(1);

    const saved = path.join(root, 'backup');
    const manifest = await backup(source, saved);
    expect(manifest).toMatchObject({ engine: pgUrl ? 'postgres' : 'pglite', media: 'media' });

    const elsewhere = await place('elsewhere');
    await restore(saved, elsewhere);
    expect(await everyTable(elsewhere)).toEqual(before);

    // Not into data that is there: a restore never mixes two shops.
    await expect(restore(saved, elsewhere)).rejects.toThrow(/not empty/);

    // The restored shop runs: the sold bike's payment, the photo.
    const restoredConfig = testConfig({ DATA_DIR: path.join(root, 'elsewhere') });
    const restoredHandle = await openShop(elsewhere);
    const restored = await buildApp({
      config: restoredConfig,
      database: restoredHandle,
      logger: false,
      background: false,
    });
    try {
      await restored.ready();
      const orders = await restored.inject({
        method: 'GET',
        url: `/api/orders?email=${encodeURIComponent(buyer.email)}`,
        headers: buyer.headers,
      });
      expect(orders.statusCode).toBe(200);
      expect(JSON.stringify(orders.json())).toContain(sold);
      const image = await restored.inject({ method: 'GET', url: photo });
      expect(image.statusCode).toBe(200);
    } finally {
      await restored.close();
      await restoredHandle.close();
    }
  });
});
