import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Product } from '@best-bikes/contract';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, fetchBike, patchProduct, productBody } from '../../../test/factories/listings';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';

/**
 * One place field (ADR 0118): a bike is in a district. product.md's `location` keeps answering (the
 * district's name), a client that still sends it lists in the city's district, and the listings of
 * an older database move to the district of their city (migration 0014), their facet counts with them.
 */

const migrationsFolder = path.join(import.meta.dirname, '../../db/migrations');

describe("product.md's location on the API", () => {
  let t: TestApp;
  let seller: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    seller = await createUser(t, { role: 'Seller' });
  });
  afterAll(() => t.close());

  it("lists a bike sent with product.md's city in that city's district, and answers location from it", async () => {
    const { district: _none, ...spec } = productBody({ location: 'Chittagong' });
    expect(spec).not.toHaveProperty('district');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: seller.bearer,
      payload: spec,
    });
    expect(res.statusCode).toBe(201);
    const bike = (await fetchBike(t, res.json().insertedId)) as Product;
    expect(bike.district).toBe('Chattogram');
    expect(bike.location).toBe('Chattogram');
    expect(bike.area).toBeNull();
  });

  it('takes a district and an area; the district wins over a city sent with it', async () => {
    const id = await createProduct(t, seller, { district: 'Gazipur', location: 'Dhaka', area: '  Tongi ' });
    const bike = (await fetchBike(t, id)) as Product;
    expect([bike.district, bike.area, bike.location]).toEqual(['Gazipur', 'Tongi', 'Gazipur']);
    // The area is found by the search's text.
    const found = await t.app.inject({ method: 'GET', url: '/api/bikes?q=tongi' });
    expect((found.json() as { products: Product[] }).products.map((p) => p._id)).toEqual([id]);
  });

  it("names product.md's Location Required when neither a district nor a city is sent", async () => {
    const { district: _d, ...body } = productBody();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: seller.bearer,
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'location', message: 'Location Required' }]);
  });

  it('edits the place the same way', async () => {
    const id = await createProduct(t, seller);
    const { img: _img, district: _d, ...body } = productBody({ location: 'Sylhet' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${id}`,
      headers: seller.bearer,
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(((await fetchBike(t, id)) as Product).district).toBe('Sylhet');
    await patchProduct(t, id, { area: 'Zindabazar' });
    expect(((await fetchBike(t, id)) as Product).area).toBe('Zindabazar');
  });
});

/** Runs SQL on a database of the engine under test that has only the migrations before 0014. */
async function databaseBefore0014(): Promise<{
  query: (text: string) => Promise<Record<string, unknown>[]>;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
}> {
  const before = mkdtempSync(path.join(tmpdir(), 'bb-migrations-'));
  cpSync(migrationsFolder, before, { recursive: true });
  const journalFile = path.join(before, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= 13);
  writeFileSync(journalFile, JSON.stringify(journal));
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `bb_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: target.toString() });
    await client.connect();
    await migratePg(drizzlePg(client), { migrationsFolder: before });
    return {
      query: async (text) => (await client.query(text)).rows,
      migrate: () => migratePg(drizzlePg(client), { migrationsFolder }),
      close: async () => {
        await client.end();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
        rmSync(before, { recursive: true, force: true });
      },
    };
  }
  const client = new PGlite({ extensions: { pg_trgm } });
  await migratePglite(drizzlePglite(client), { migrationsFolder: before });
  return {
    query: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: async () => {
      await client.close();
      rmSync(before, { recursive: true, force: true });
    },
  };
}

describe('migration 0014', () => {
  it("moves each listing to its city's district unless it named one, and counts the facets by district", async () => {
    const db = await databaseBefore0014();
    try {
      await db.query(
        `insert into categories (id, name, img) values ('1', 'Yamaha', '/y.svg'), ('2', 'Bajaj', '/b.svg')`,
      );
      await db.query(`insert into "user" (id, name, email, email_verified, seller_verified)
                      values ('s1', 'Seller', 's1@example.com', true, true)`);
      const bikes: [string, string, string, string | null][] = [
        ['a', '1', 'Chittagong', null],
        ['b', '1', 'Dhaka', null],
        ['c', '2', 'Dhaka', 'Gazipur'],
        ['d', '2', 'Sylhet', null],
      ];
      for (const [id, category, location, district] of bikes) {
        await db.query(`insert into products (id, category_id, seller_id, product_name, description, location,
                          mobile, original_price, resale_price, years_of_use, condition, district, img)
                        values ('${id}', '${category}', 's1', 'FZ ${id}', 'd', '${location}', '01712345678',
                          200000, 150000, 2, 'Good', ${district ? `'${district}'` : 'null'}, '/m.webp')`);
      }
      await db.migrate();
      const rows = await db.query('select id, district, area from products order by id');
      expect(rows).toEqual([
        { id: 'a', district: 'Chattogram', area: null },
        { id: 'b', district: 'Dhaka', area: null },
        { id: 'c', district: 'Gazipur', area: null },
        { id: 'd', district: 'Sylhet', area: null },
      ]);
      const columns = await db.query(
        `select column_name from information_schema.columns where table_name = 'products' and column_name = 'location'`,
      );
      expect(columns).toEqual([]);
      const counts = await db.query(
        'select category_id, district, count from search_facet_counts order by category_id, district',
      );
      expect(counts).toEqual([
        { category_id: '1', district: 'Chattogram', count: 1 },
        { category_id: '1', district: 'Dhaka', count: 1 },
        { category_id: '2', district: 'Gazipur', count: 1 },
        { category_id: '2', district: 'Sylhet', count: 1 },
      ]);
      // The triggers count by district from then on.
      await db.query(`update products set district = 'Dhaka' where id = 'a'`);
      const after = await db.query(
        `select district, count from search_facet_counts where category_id = '1' and count > 0 order by district`,
      );
      expect(after).toEqual([{ district: 'Dhaka', count: 2 }]);
      const text = await db.query(`select search_text from products where id = 'a'`);
      expect(text[0]?.search_text).toContain(' dhaka');
    } finally {
      await db.close();
    }
    // A fresh PGlite runs every migration from the first: slower than the cached template others use.
  }, 180_000);
});
