import type { AdminBikeModel, BikeModel, PriceGuide, Product, SearchResult } from '@best-bikes/contract';
import { dhakaYear } from '@best-bikes/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, fetchBike, setProductState } from '../../../test/factories/listings';
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

const models = async () => (await t.app.inject({ method: 'GET', url: '/api/models' })).json() as BikeModel[];
const modelNamed = async (brandId: string, name: string) => {
  const found = (await models()).find((m) => m.brand_id === brandId && m.name === name);
  if (!found) throw new Error(`no model ${name}`);
  return found;
};
const search = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/bikes?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchResult;
};
const names = (r: SearchResult) => r.products.map((p) => p.product_name).sort();
const guide = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/bikes/${id}/price-guide` })).json() as PriceGuide;

describe('models as data (docs/product.md#brands-and-models)', () => {
  it('starts with well over 150 models of the start-up brands, named in both languages', async () => {
    const list = await models();
    expect(list.length).toBeGreaterThan(150);
    expect(new Set(list.map((m) => m.brand_id)).size).toBeGreaterThanOrEqual(25);
    expect(await modelNamed('3', 'Gixxer')).toMatchObject({ name_bn: 'জিক্সার', type: 'motorcycle' });
    expect(await modelNamed('6', 'Ntorq 125')).toMatchObject({ type: 'scooter', engine_cc: 124 });
    expect((await modelNamed('26', 'G5')).type).toBe('electric');
  });

  it('an admin adds, renames and hides a model; a hidden one is not offered, its bikes stay', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/brands/4/models',
      headers: admin.bearer,
      payload: { name: 'Grazia 125', name_bn: 'গ্রাজিয়া ১২৫', engine_cc: 124, type: 'scooter', year_from: 2020 },
    });
    expect(added.statusCode, added.body).toBe(201);
    const model = added.json() as AdminBikeModel;
    expect(model).toMatchObject({
      brand_id: '4',
      name: 'Grazia 125',
      type: 'scooter',
      hidden: false,
      bikes: 0,
    });
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/admin/brands/4/models',
      headers: admin.bearer,
      payload: { name: 'grazia 125', name_bn: 'x', type: 'scooter' },
    });
    expect(twice.statusCode).toBe(409);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/brands/4/models',
      headers: admin.bearer,
      payload: { name: 'X', name_bn: 'x', type: 'truck' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/brands/4/models',
          headers: seller.bearer,
          payload: {},
        })
      ).statusCode,
    ).toBe(403);

    const id = await createProduct(t, seller, {
      product_name: 'Grazia',
      category_name: 'Honda',
      category_id: undefined,
      model_id: model.id,
    });
    expect(await fetchBike(t, id)).toMatchObject({
      model_id: model.id,
      bike_type: 'scooter',
      product_name: 'Grazia',
    });

    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/models/${model.id}`,
      headers: admin.bearer,
      payload: { name: 'Grazia 125 DLX', hidden: true },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Grazia 125 DLX', hidden: true, bikes: 1 });
    expect((await models()).some((m) => m.id === model.id)).toBe(false);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/brands/4/models',
      headers: admin.bearer,
    });
    expect((listed.json() as AdminBikeModel[]).find((m) => m.id === model.id)?.hidden).toBe(true);
    // A hidden model takes no new bike.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: seller.bearer,
      payload: {
        product_name: 'Grazia',
        category_name: 'Honda',
        model_id: model.id,
        original_price: 2,
        resale_price: 1,
        district: 'Dhaka',
        condition: 'Good',
        years_of_use: 1,
        mobile: '01712345678',
        description: 'x',
        img: '/media/0123456789abcdef0123456789abcdef-640.webp',
      },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('a model of another brand is refused; "Other" keeps the seller’s words and type, an admin maps it later', async () => {
    const gixxer = await modelNamed('3', 'Gixxer');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: seller.bearer,
      payload: { ...(await import('../../../test/factories/listings')).productBody(), model_id: gixxer.id },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues?.[0]?.path ?? wrong.json().message).toContain('model_id');

    const other = await createProduct(t, seller, {
      product_name: 'Hero Karizma',
      category_name: 'Hero',
      category_id: undefined,
      bike_type: 'motorcycle',
    });
    expect(await fetchBike(t, other)).toMatchObject({ model_id: null, bike_type: 'motorcycle' });
    const hunk = await modelNamed('5', 'Hunk 150R');
    const mapped = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${other}/model`,
      headers: admin.bearer,
      payload: { model_id: hunk.id },
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(await fetchBike(t, other)).toMatchObject({ model_id: hunk.id, product_name: 'Hero Karizma' });
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${other}/model`,
      headers: admin.bearer,
      payload: { model_id: gixxer.id },
    });
    expect(foreign.statusCode).toBe(400);
  });
});

describe('search by type and model, with typos (ADR 0291)', () => {
  let gixxerId: string;
  let scooterId: string;
  beforeAll(async () => {
    const gixxer = await modelNamed('3', 'Gixxer SF');
    const pulsar = await modelNamed('2', 'Pulsar N160');
    const access = await modelNamed('3', 'Access 125');
    gixxerId = await createProduct(t, seller, {
      product_name: 'Gixxer SF 2021 fresh',
      category_name: 'Suzuki',
      category_id: '3',
      model_id: gixxer.id,
    });
    await createProduct(t, seller, { product_name: 'Pulsar N160 Dual ABS', model_id: pulsar.id });
    scooterId = await createProduct(t, seller, {
      product_name: 'Access 125 SE',
      category_name: 'Suzuki',
      category_id: '3',
      model_id: access.id,
    });
  });

  it('filters by type and by model', async () => {
    const scooters = await search('type=scooter');
    expect(scooters.products.map((p) => p._id)).toContain(scooterId);
    expect(scooters.products.every((p) => p.bike_type === 'scooter')).toBe(true);
    const gixxer = await modelNamed('3', 'Gixxer SF');
    expect((await search(`model=${gixxer.id}`)).products.map((p) => p._id)).toEqual([gixxerId]);
    const truck = await t.app.inject({ method: 'GET', url: '/api/bikes?type=truck' });
    expect(truck.statusCode).toBe(400);
  });

  it('finds models by misspelt and Bangla names', async () => {
    expect(names(await search('q=gixer'))).toContain('Gixxer SF 2021 fresh');
    expect(names(await search('q=pulsr'))).toContain('Pulsar N160 Dual ABS');
    expect(names(await search(`q=${encodeURIComponent('পালসার')}`))).toContain('Pulsar N160 Dual ABS');
    expect(names(await search(`q=${encodeURIComponent('জিক্সার')}`))).toContain('Gixxer SF 2021 fresh');
    // A typo of a scooter's name, with the type.
    expect((await search('q=acess&type=scooter')).products.map((p) => p._id)).toContain(scooterId);
  });

  it('says "Did you mean" when nothing matches', async () => {
    const none = await search('q=gikser');
    expect(none.total).toBe(0);
    expect(none.suggestion).toBe('Gixxer SF');
    expect((await search('q=zzzzqqq')).suggestion).toBeNull();
    expect((await search('q=gixxer')).suggestion).toBeNull();
  });
});

describe('price guide by model and year (ADR 0291)', () => {
  const thisYear = dhakaYear();
  const listModel = async (
    modelId: string,
    price: number,
    year: number,
    extra: Record<string, unknown> = {},
  ) =>
    createProduct(t, seller, {
      product_name: 'Platina',
      model_id: modelId,
      resale_price: price,
      original_price: price + 50_000,
      registration_year: year,
      ...extra,
    });

  it('compares the same model within two years, never past this year, and says how many', async () => {
    const platina = await modelNamed('2', 'Platina 100');
    const ids = [];
    for (const [i, price] of [60_000, 62_000, 64_000, 66_000].entries())
      ids.push(await listModel(platina.id, price, thisYear - i));
    const few = await guide(ids[0]!);
    expect(few).toMatchObject({ basis: 'model', model_name: 'Platina 100', comparables: 3, enough: false });
    const sold = await listModel(platina.id, 70_000, thisYear - 1);
    await setProductState(t, sold, 'Sold');
    const full = await guide(ids[0]!);
    expect(full).toMatchObject({
      basis: 'model',
      model_name_bn: 'প্লাটিনা ১০০',
      year_from: thisYear - 2,
      year_to: thisYear,
      comparables: 4,
      enough: false,
    });
    await listModel(platina.id, 64_000, thisYear);
    expect(await guide(ids[0]!)).toMatchObject({
      comparables: 5,
      enough: true,
      median: 64_000,
      year_to: thisYear,
    });
  });

  it('falls back to the brand’s bikes of the same engine class when the model has too few', async () => {
    const ct = await modelNamed('2', 'CT 110');
    const discover = await modelNamed('2', 'Discover 110');
    for (const price of [80_000, 82_000, 84_000, 86_000, 88_000])
      await listModel(discover.id, price, 2019, { engine_cc: 115 });
    const lone = await listModel(ct.id, 85_000, 2019, { engine_cc: 115 });
    const g = await guide(lone);
    expect(g).toMatchObject({ basis: 'class', cc_from: 111, cc_to: 135, enough: true });
    expect(g.comparables).toBeGreaterThanOrEqual(6);
    const bike = (await fetchBike(t, lone)) as Product;
    expect(bike.model_id).toBe(ct.id);
  });
});
