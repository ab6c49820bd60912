import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Product } from '@best-bikes/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, patchProduct, setProductState } from '../../../test/factories/listings';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';
import { user } from '../../db/schema';

let t: TestApp;
let seller: TestUser;
let first: string;

beforeAll(async () => {
  t = await buildTestApp();
  seller = await createUser(t, { role: 'Seller', name: 'Mahmudul Karim' });
  first = await createProduct(t, seller, { category_name: 'Suzuki', category_id: '3', resale_price: 90_000 });
  await createProduct(t, seller, { category_name: 'Suzuki', category_id: '3', resale_price: 80_000 });
});
afterAll(() => t.close());

const get = (headers: Record<string, string> = {}, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/category/3${query}`, headers });

describe('category page cache', () => {
  it('answers an unchanged page with the same tag, and 304 without a body when the tag is sent', async () => {
    const a = await get();
    const b = await get();
    expect(a.headers.etag).toMatch(/^W\/".+"$/);
    expect(b.headers.etag).toBe(a.headers.etag);
    expect(b.body).toBe(a.body);
    expect(a.headers['cache-control']).toBe('no-cache');
    expect(a.headers['content-type']).toBe('application/json; charset=utf-8');

    const revalidated = await get({ 'if-none-match': String(a.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers['x-total-count']).toBe('2');
    // A page with other content has another tag (the tag follows the bytes, not the URL).
    const sorted = await get({ 'if-none-match': String(a.headers.etag) }, '?sort=price_desc');
    expect(sorted.statusCode).toBe(200);
  });

  it('shows a change made by any module on the very next request', async () => {
    const before = await get();
    // What a booking does: the bike leaves the listing.
    await setProductState(t, first, 'Booked');
    const after = await get({ 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers['x-total-count']).toBe('1');
    expect(after.json().map((p: Product) => p._id)).not.toContain(first);
    await setProductState(t, first, 'Available');
    expect((await get()).headers['x-total-count']).toBe('2');
  });

  it("shows a seller's verification and new name on every cached page", async () => {
    const before = (await get()).json() as Product[];
    expect(before.every((p) => p.status === '' && p.seller_name === 'Mahmudul Karim')).toBe(true);
    await t.db.update(user).set({ sellerVerified: true, name: 'Mahmudul K.' }).where(eq(user.id, seller.id));
    const after = (await get()).json() as Product[];
    expect(after.every((p) => p.status === 'Verified' && p.seller_name === 'Mahmudul K.')).toBe(true);
  });

  it('shows a bike added or edited directly in the database', async () => {
    await get();
    await patchProduct(t, first, { resalePrice: 10_000 });
    const cheapest = (await get({}, '?sort=price_asc')).json() as Product[];
    expect(cheapest[0]).toMatchObject({ _id: first, resale_price: 10_000 });
  });

  it('serves brotli and gzip that decode to the same page', async () => {
    const plain = await get();
    const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get({ 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(String(plain.headers.vary)).toContain('accept-encoding');
  });
});
