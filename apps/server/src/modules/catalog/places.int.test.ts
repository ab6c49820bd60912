import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OtherModelList, Places, Product, SearchResult } from '@best-bikes/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, fetchBike, patchProduct, setPostedAt } from '../../../test/factories/listings';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';

let t: TestApp;
let admin: TestUser;
let seller: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t, { role: 'Admin' });
  seller = await createUser(t, { role: 'Seller' });
});
afterAll(() => t.close());

const search = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/bikes?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchResult;
};
const ids = (r: SearchResult) => r.products.map((p) => p._id);
const edit = (id: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/products/${id}`,
    headers: seller.bearer,
    payload: {
      product_name: 'Pulsar 150',
      category_name: 'Bajaj',
      original_price: 195_000,
      resale_price: 150_000,
      condition: 'Good',
      years_of_use: 2,
      mobile: '01712345678',
      description: 'Single owner.',
      ...payload,
    },
  });

describe('places (docs/product.md#places)', () => {
  it('GET /api/places lists the 64 districts with positions and their areas in both languages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/places' });
    expect(res.statusCode).toBe(200);
    const { districts } = res.json() as Places;
    expect(districts).toHaveLength(64);
    const dhaka = districts.find((d) => d.name === 'Dhaka');
    expect(dhaka).toMatchObject({ name_bn: 'ঢাকা', lat: 23.81, lng: 90.41 });
    expect(dhaka?.areas).toContainEqual({ id: 'dhaka-mirpur', name: 'Mirpur', name_bn: 'মিরপুর' });
    expect(districts.find((d) => d.name === 'Chattogram')?.areas.map((a) => a.name)).toContain('Agrabad');
  });

  it('a picked area is stored by id and named; one of another district is refused, nothing saved', async () => {
    const id = await createProduct(t, seller, { district: 'Dhaka', area_id: 'dhaka-uttara' });
    expect(await fetchBike(t, id)).toMatchObject({
      district: 'Dhaka',
      area: 'Uttara',
      area_id: 'dhaka-uttara',
      area_bn: 'উত্তরা',
    });

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: seller.bearer,
      payload: {
        product_name: 'Pulsar 150',
        category_name: 'Bajaj',
        original_price: 195_000,
        resale_price: 150_000,
        district: 'Sylhet',
        area_id: 'dhaka-mirpur',
        condition: 'Good',
        years_of_use: 2,
        mobile: '01712345678',
        description: 'x',
        img: (await fetchBike(t, id))?.img,
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toEqual([
      { path: 'area_id', message: 'must be one of the areas of the district' },
    ]);

    // An edit to another area, then to words the list does not hold.
    expect((await edit(id, { district: 'Dhaka', area_id: 'dhaka-gulshan' })).statusCode).toBe(200);
    expect(await fetchBike(t, id)).toMatchObject({ area: 'Gulshan', area_id: 'dhaka-gulshan' });
    expect((await edit(id, { district: 'Dhaka', area: 'Mirpur DOHS' })).statusCode).toBe(200);
    expect(await fetchBike(t, id)).toMatchObject({ area: 'Mirpur DOHS', area_id: null });
    const unknown = await edit(id, { district: 'Dhaka', area_id: 'dhaka-nowhere' });
    expect(unknown.statusCode).toBe(400);
    expect(await fetchBike(t, id)).toMatchObject({ area: 'Mirpur DOHS', area_id: null });
  });

  it("free words naming an area for certain take its id ('Mirpur 10', Bangla, section numbers)", async () => {
    const cases: [string, string, string | null][] = [
      ['Dhaka', 'Mirpur 10', 'dhaka-mirpur'],
      ['Dhaka', ' uttara sector-7 ', 'dhaka-uttara'],
      ['Dhaka', 'মিরপুর ১০', 'dhaka-mirpur'],
      ['Chattogram', 'agrabad', 'chattogram-agrabad'],
      ['Sylhet', 'Mirpur', null],
      ['Dhaka', 'Road 27, Dhanmondi', null],
    ];
    for (const [district, area, areaId] of cases) {
      const id = await createProduct(t, seller, { district, area } as never);
      expect((await fetchBike(t, id))?.area_id, `${district} ${area}`).toBe(areaId);
    }
  });

  it('migration 0032 gives existing listings the area their words name for certain', async () => {
    const named = await createProduct(t, seller, { district: 'Dhaka', area: 'Banani 11' });
    const other = await createProduct(t, seller, { district: 'Dhaka', area: 'Near the big mosque' });
    const elsewhere = await createProduct(t, seller, { district: 'Gazipur', area: 'Tongi' });
    for (const id of [named, other, elsewhere]) await patchProduct(t, id, { areaId: null });
    const folder = path.join(import.meta.dirname, '../../db/migrations');
    const [file] = (await import('node:fs')).readdirSync(folder).filter((f) => /^0032_.*\.sql$/.test(f));
    const statements = readFileSync(path.join(folder, file ?? ''), 'utf8').split('--> statement-breakpoint');
    const update = statements.find((s) => /update "products" set "area_id"/i.test(s));
    expect(update).toBeDefined();
    await t.db.execute(sql.raw(update ?? ''));
    expect((await fetchBike(t, named))?.area_id).toBe('dhaka-banani');
    expect((await fetchBike(t, other))?.area_id).toBeNull();
    expect((await fetchBike(t, elsewhere))?.area_id).toBe('gazipur-tongi');
  });

  it('the search filters by area and refuses an unknown one', async () => {
    const mirpur = await createProduct(t, seller, { district: 'Dhaka', area_id: 'dhaka-mirpur' });
    const badda = await createProduct(t, seller, { district: 'Dhaka', area_id: 'dhaka-badda' });
    const found = await search('district=Dhaka&area=dhaka-mirpur');
    expect(ids(found)).toContain(mirpur);
    expect(ids(found)).not.toContain(badda);
    expect(found.products.every((p: Product) => p.area_id === 'dhaka-mirpur')).toBe(true);
    expect(found.total).toBe(found.products.length);
    const both = await search('area=dhaka-mirpur,dhaka-badda');
    expect(ids(both)).toEqual(expect.arrayContaining([mirpur, badda]));
    const bad = await t.app.inject({ method: 'GET', url: '/api/bikes?area=dhaka-atlantis' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('is not an area we list');
  });

  it('"near me" puts the buyer\'s district first, then the nearest ones; it needs the district', async () => {
    const sylhet = await createProduct(t, seller, { district: 'Sylhet', product_name: 'Xyzzy Nearby' });
    const dhaka = await createProduct(t, seller, { district: 'Dhaka', product_name: 'Xyzzy Nearby' });
    const gazipur = await createProduct(t, seller, { district: 'Gazipur', product_name: 'Xyzzy Nearby' });
    // The Sylhet bike is the newest: only the distance puts it last.
    await setPostedAt(t, dhaka, new Date(Date.now() - 3 * 86_400_000));
    await setPostedAt(t, gazipur, new Date(Date.now() - 2 * 86_400_000));
    const near = await search('q=xyzzy&sort=near&near=gazipur');
    expect(ids(near)).toEqual([gazipur, dhaka, sylhet]);
    const fromSylhet = await search('q=xyzzy&sort=near&near=Sylhet');
    expect(ids(fromSylhet)[0]).toBe(sylhet);
    const all = await search('sort=near&near=Dhaka');
    const districts = all.products.map((p) => p.district);
    expect(districts.indexOf('Dhaka')).toBe(0);
    const missing = await t.app.inject({ method: 'GET', url: '/api/bikes?sort=near' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('Choose your district to sort by distance');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/bikes?sort=near&near=Atlantis' });
    expect(unknown.statusCode).toBe(400);
  });

  it('"near me" without text pages district by district, newest first in each, across pages', async () => {
    // A price no other bike of this file has: a bound, so the page is read district by district.
    const price = 123_457;
    const made: { id: string; district: string; at: number }[] = [];
    const counts = { Sylhet: 7, Dhaka: 10, Gazipur: 10 } as const;
    let n = 0;
    for (const [district, count] of Object.entries(counts)) {
      for (let i = 0; i < count; i++) {
        const id = await createProduct(t, seller, { district, resale_price: price, original_price: 200_000 });
        const at = Date.now() - (n++ * 7 + 1) * 3_600_000;
        await setPostedAt(t, id, new Date(at));
        made.push({ id, district, at });
      }
    }
    const rank = ['Gazipur', 'Dhaka', 'Sylhet'];
    const expected = [...made]
      .sort((a, b) => rank.indexOf(a.district) - rank.indexOf(b.district) || b.at - a.at)
      .map((b) => b.id);
    const bound = `price_min=${price}&price_max=${price}&sort=near&near=Gazipur`;
    const first = await search(bound);
    const second = await search(`${bound}&page=2`);
    expect(first.total).toBe(27);
    expect([...ids(first), ...ids(second)]).toEqual(expected);
    // The chosen districts only, still nearest first.
    const chosen = await search(`${bound}&district=Sylhet&district=Dhaka`);
    expect(ids(chosen)).toEqual(
      expected.filter((id) => made.find((b) => b.id === id)?.district !== 'Gazipur'),
    );
  });
});

describe('admin mapping of "Other" listings (docs/product.md#brands-and-models)', () => {
  it('lists listings without a model, newest first; filing one removes it and keeps its name', async () => {
    const other = await createProduct(t, seller, {
      product_name: 'Pulsar 150 Twin Disk Special',
      bike_type: 'motorcycle',
    });
    const list = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/products/other-models',
        headers: admin.bearer,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as OtherModelList;
    };
    const before = await list();
    expect(before.listings[0]).toMatchObject({
      _id: other,
      product_name: 'Pulsar 150 Twin Disk Special',
      category_id: '2',
      category_name: 'Bajaj',
      bike_type: 'motorcycle',
      state: 'Available',
      seller_name: expect.any(String),
    });
    expect(before.total).toBeGreaterThanOrEqual(1);
    const models = (await t.app.inject({ method: 'GET', url: '/api/models' })).json() as {
      id: string;
      brand_id: string;
      name: string;
    }[];
    const pulsar = models.find((m) => m.brand_id === '2' && m.name === 'Pulsar 150');
    expect(pulsar).toBeDefined();
    const filed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${other}/model`,
      headers: admin.bearer,
      payload: { model_id: pulsar?.id },
    });
    expect(filed.json()).toEqual({ modifiedCount: 1 });
    const after = await list();
    expect(after.listings.some((l) => l._id === other)).toBe(false);
    expect(after.total).toBe(before.total - 1);
    expect(await fetchBike(t, other)).toMatchObject({
      product_name: 'Pulsar 150 Twin Disk Special',
      model_id: pulsar?.id,
    });
    // The search by model finds it now.
    expect(ids(await search(`model=${pulsar?.id}`))).toContain(other);
  });

  it('is for admins only', async () => {
    const buyer = await createUser(t, { role: 'Buyer' });
    for (const who of [seller, buyer]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/products/other-models',
        headers: who.bearer,
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/products/other-models' })).statusCode).toBe(
      401,
    );
  });
});
