import type { AdminBrand, Category, SearchResult } from '@best-bikes/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, fakeMediaUrl, productBody, uploadPhoto } from '../../../test/factories/listings';
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

const categories = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/categories' })).json() as Category[];
const adminBrands = async () =>
  (
    await t.app.inject({ method: 'GET', url: '/api/admin/brands', headers: admin.bearer })
  ).json() as AdminBrand[];
const patch = (id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/brands/${id}`, headers: admin.bearer, payload });

describe('brands as data (docs/product.md#brands-and-models)', () => {
  it('starts with the brands sold in Bangladesh, product.md’s three first with their ids', async () => {
    const list = await categories();
    expect(list.length).toBeGreaterThanOrEqual(25);
    expect(list.slice(0, 3).map((c) => [c._id, c.category_id, c.category_name])).toEqual([
      ['1', '1', 'Yamaha'],
      ['2', '2', 'Bajaj'],
      ['3', '3', 'Suzuki'],
    ]);
    const names = list.map((c) => c.category_name);
    for (const name of ['Honda', 'Hero', 'TVS', 'Runner', 'Walton', 'Lifan', 'Keeway', 'Yadea', 'Revoo'])
      expect(names).toContain(name);
    const honda = list.find((c) => c.category_name === 'Honda');
    expect(honda?.category_name_bn).toBe('হোন্ডা');
    // The start-up brands' logos are the app's own files, as product.md's three are.
    expect(honda?.logo).toBe('/brands/honda.svg');
    expect(list[0]?.logo).toBe('/brands/yamaha.svg');
    // The original brands' pages answer as before.
    const page = await t.app.inject({ method: 'GET', url: '/api/category/1' });
    expect(page.statusCode).toBe(200);
  });

  it('an admin adds a brand with its logo; a seller lists it; its page and the search find the bike', async () => {
    const logo = await uploadPhoto(t, admin, 41);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/brands',
      headers: admin.bearer,
      payload: { name: 'Speeder', name_bn: 'স্পিডার', logo },
    });
    expect(added.statusCode, added.body).toBe(201);
    const brand = added.json() as AdminBrand;
    expect(brand).toMatchObject({ name: 'Speeder', name_bn: 'স্পিডার', logo, hidden: false, bikes: 0 });
    expect(brand.id).toMatch(/^\d+$/);
    expect((await categories()).at(-1)).toMatchObject({ _id: brand.id, category_name: 'Speeder', logo });

    // The same name again, in any case, is refused.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/brands',
      headers: admin.bearer,
      payload: { name: 'speeder', name_bn: 'স্পিডার', logo },
    });
    expect(again.statusCode).toBe(409);

    const id = await createProduct(t, seller, {
      category_name: 'Speeder',
      category_id: undefined,
      product_name: 'City 110',
    });
    const page = await t.app.inject({ method: 'GET', url: `/api/category/${brand.id}` });
    expect(page.json()).toEqual([
      expect.objectContaining({ _id: id, category_name: 'Speeder', brand_logo: logo }),
    ]);
    const search = (
      await t.app.inject({ method: 'GET', url: '/api/bikes?brand=speeder' })
    ).json() as SearchResult;
    expect(search.products.map((p) => p._id)).toEqual([id]);
    expect(search.facets.brand).toContainEqual({ value: 'Speeder', count: 1 });
    const byText = (
      await t.app.inject({ method: 'GET', url: `/api/bikes?q=${encodeURIComponent('স্পিডার')}` })
    ).json();
    expect((byText as SearchResult).products.map((p) => p._id)).toEqual([id]);
  });

  it('renames (both languages), hides and orders; a hidden brand takes no new bikes, its bikes stay', async () => {
    const logo = await uploadPhoto(t, admin, 42);
    const brand = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/brands',
        headers: admin.bearer,
        payload: { name: 'Atlas', name_bn: 'এটলাস', logo },
      })
    ).json() as AdminBrand;
    const bike = await createProduct(t, seller, { category_name: 'Atlas', category_id: brand.id });
    // The brand's page is cached; a rename shows on it at once.
    await t.app.inject({ method: 'GET', url: `/api/category/${brand.id}` });
    const renamed = await patch(brand.id, { name: 'Atlas Zongshen', name_bn: 'এটলাস জংশেন' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Atlas Zongshen', name_bn: 'এটলাস জংশেন', bikes: 1 });
    const page = await t.app.inject({ method: 'GET', url: `/api/category/${brand.id}` });
    expect(page.json()[0]).toMatchObject({ _id: bike, category_name: 'Atlas Zongshen' });
    expect((await patch(brand.id, { name: 'Honda' })).statusCode).toBe(409);
    expect((await patch('999999', { hidden: true })).statusCode).toBe(404);
    expect((await patch(brand.id, { logo: fakeMediaUrl() })).statusCode).toBe(400);

    expect((await patch(brand.id, { hidden: true })).statusCode).toBe(200);
    expect((await categories()).map((c) => c._id)).not.toContain(brand.id);
    expect((await adminBrands()).find((b) => b.id === brand.id)).toMatchObject({ hidden: true });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: seller.bearer,
      payload: productBody({ category_name: 'Atlas Zongshen', category_id: undefined }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^category_name: “Atlas Zongshen” is not a brand we list/);
    // Its bike stays on its page.
    expect((await t.app.inject({ method: 'GET', url: `/api/category/${brand.id}` })).json()).toHaveLength(1);
    await patch(brand.id, { hidden: false });

    // Order: every id once; Suzuki first now.
    const ids = (await adminBrands()).map((b) => b.id);
    const order = ['3', ...ids.filter((id) => id !== '3')];
    const partial = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/brands/order',
      headers: admin.bearer,
      payload: { ids: ['3'] },
    });
    expect(partial.statusCode).toBe(400);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/brands/order',
      headers: admin.bearer,
      payload: { ids: order },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await categories()).map((c) => c._id).slice(0, 2)).toEqual(['3', '1']);
  });

  it('an unknown brand in the search or the form is refused naming the field', async () => {
    const search = await t.app.inject({ method: 'GET', url: '/api/bikes?brand=Nobrand' });
    expect(search.statusCode).toBe(400);
    expect(search.json().message).toMatch(/^brand: “Nobrand” is not a brand we list; choose from .*Honda/);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: seller.bearer,
      payload: productBody({ category_name: 'Nobrand', category_id: undefined }),
    });
    expect(form.statusCode).toBe(400);
    // product.md's id check still applies to the original brands.
    const wrongId = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: seller.bearer,
      payload: productBody({ category_name: 'Bajaj', category_id: '1' }),
    });
    expect(wrongId.json().message).toBe('category_id: must be 2 for Bajaj');
  });
});
