import type { Product } from '@best-bikes/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBike } from '../../../test/factories/bookings';
import {
  createProduct,
  fakeMediaUrl,
  fetchBike,
  productBody,
  setProductState,
  uploadPhoto,
} from '../../../test/factories/listings';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';
import { productPhotos, products } from '../../db/schema';

// docs/product.md#seller-and-admin-tools: up to 8 photos a bike, in the seller's order, the first the cover; old bikes keep one.
let t: TestApp;
let seller: TestUser;
let photos: string[];

beforeAll(async () => {
  t = await buildTestApp();
  seller = await createUser(t, { role: 'Seller' });
  photos = [];
  for (let i = 0; i < 9; i++) photos.push(await uploadPhoto(t, seller, i * 25 + 1));
});
afterAll(() => t.close());

const add = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/products', headers: seller.bearer, payload });
const withoutImg = () => {
  const { img: _, ...body } = productBody();
  return body;
};
const rowCounts = async () => ({
  products: (await t.db.select({ id: products.id }).from(products)).length,
  photos: (await t.db.select({ url: productPhotos.url }).from(productPhotos)).length,
});

describe('POST /api/products with photos', () => {
  it('keeps the order sent; the first photo is the cover (img) on the page, the cards and My Products', async () => {
    const order = [photos[2], photos[0], photos[1]] as string[];
    const res = await add({ ...withoutImg(), product_name: 'Gallery FZ', photos: order });
    expect(res.statusCode).toBe(201);
    const id = res.json().insertedId as string;

    const bike = (await fetchBike(t, id)) as Product;
    expect(bike.photos).toEqual(order);
    expect(bike.img).toBe(order[0]);

    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/products?email=${encodeURIComponent(seller.email)}`,
      headers: seller.bearer,
    });
    const listed = (mine.json() as Product[]).find((p) => p._id === id);
    expect(listed?.photos).toEqual(order);
    expect(listed?.img).toBe(order[0]);

    const page = await t.app.inject({ method: 'GET', url: '/api/category/2' });
    const card = (page.json() as Product[]).find((p) => p._id === id);
    expect(card?.img).toBe(order[0]);
  });

  it('takes eight photos, with img sent as the first', async () => {
    const eight = photos.slice(0, 8);
    const res = await add({ ...withoutImg(), img: eight[0], photos: eight });
    expect(res.statusCode).toBe(201);
    expect((await fetchBike(t, res.json().insertedId))?.photos).toEqual(eight);
  });

  it.each([
    ['a ninth photo', () => ({ photos }), 'photos: at most 8 photos'],
    ['an empty list', () => ({ photos: [] }), 'photos: Photo is Required'],
    [
      'the same photo twice',
      () => ({ photos: [photos[0], photos[1], photos[0]] }),
      'photos.2: This photo is already in the list',
    ],
    [
      'an img that is not the first photo',
      () => ({ img: photos[1], photos: [photos[0], photos[1]] }),
      'img: must be the first of photos (the cover)',
    ],
    [
      'a foreign URL',
      () => ({ photos: [photos[0], 'https://tracker.example/pixel.webp'] }),
      'photos.1: must be the URL answered by POST /api/images',
    ],
    [
      'a URL of our shape that was never uploaded',
      () => ({ photos: [photos[0], fakeMediaUrl()] }),
      'photos.1: This photo was not uploaded here: upload it again.',
    ],
    [
      'a path out of the media folder',
      () => ({ photos: ['/media/../../db/0123456789abcdef0123456789abcdef-1280.webp'] }),
      'photos.0: must be the URL answered by POST /api/images',
    ],
  ] as const)('refuses %s with 400 naming the photo, storing nothing', async (_, body, message) => {
    const before = await rowCounts();
    const res = await add({ ...withoutImg(), ...body() });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('bikes listed with one photo', () => {
  it("answer a one-photo gallery: product.md's img-only body and a bike stored before galleries", async () => {
    const img = fakeMediaUrl();
    const viaApi = await createProduct(t, seller, { img });
    expect((await fetchBike(t, viaApi))?.photos).toEqual([img]);

    const old = await createBike(t, seller);
    const bike = (await fetchBike(t, old)) as Product;
    expect(bike.photos).toEqual([bike.img]);
  });
});

describe('PUT /api/products/:id/photos', () => {
  const put = (headers: Record<string, string>, id: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/products/${id}/photos`, headers, payload });

  it('reorders, adds and removes photos; the first becomes the cover everywhere', async () => {
    const id = await createProduct(t, seller, { img: undefined, photos: [photos[0], photos[1]] } as object);
    const next = [photos[3], photos[1], photos[4]] as string[];
    const res = await put(seller.bearer, id, { photos: next });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });
    const bike = (await fetchBike(t, id)) as Product;
    expect(bike.photos).toEqual(next);
    expect(bike.img).toBe(next[0]);
  });

  it('gives a bike listed with one img a gallery', async () => {
    const old = await createBike(t, seller);
    expect((await put(seller.bearer, old, { photos: [photos[5], photos[6]] })).statusCode).toBe(200);
    expect((await fetchBike(t, old))?.photos).toEqual([photos[5], photos[6]]);
  });

  it('refuses nine photos, a foreign or unknown URL and a repeat, changing nothing', async () => {
    const id = await createProduct(t, seller, { img: undefined, photos: [photos[0]] } as object);
    for (const [body, message] of [
      [{ photos }, 'photos: at most 8 photos'],
      [
        { photos: ['https://tracker.example/p.webp'] },
        'photos.0: must be the URL answered by POST /api/images',
      ],
      [
        { photos: [photos[1], fakeMediaUrl()] },
        'photos.1: This photo was not uploaded here: upload it again.',
      ],
      [{ photos: [photos[1], photos[1]] }, 'photos.1: This photo is already in the list'],
      [{}, 'photos: Photo is Required'],
    ] as const) {
      const res = await put(seller.bearer, id, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await fetchBike(t, id))?.photos).toEqual([photos[0]]);
  });

  it("refuses another seller (403) and a booked bike (409), keeping the bike's photos", async () => {
    const other = await createUser(t, { role: 'Seller' });
    const id = await createProduct(t, seller, { img: undefined, photos: [photos[0]] } as object);
    expect((await put(other.bearer, id, { photos: [photos[2]] })).statusCode).toBe(403);
    await setProductState(t, id, 'Booked');
    const booked = await put(seller.bearer, id, { photos: [photos[2]] });
    expect(booked.statusCode).toBe(409);
    expect(booked.json().message).toMatch(/booked/);
    expect((await fetchBike(t, id))?.photos).toEqual([photos[0]]);
  });
});

describe('PATCH /api/products/:id with photos (the edit page saves fields and gallery at once)', () => {
  const patch = (headers: Record<string, string>, id: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/products/${id}`, headers, payload });

  it('saves the fields and the gallery in one call; the first photo becomes the cover', async () => {
    const id = await createProduct(t, seller, { img: undefined, photos: [photos[0], photos[1]] } as object);
    const next = [photos[2], photos[0], photos[3]] as string[];
    const res = await patch(seller.bearer, id, { ...withoutImg(), resale_price: 99_000, photos: next });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });
    const bike = (await fetchBike(t, id)) as Product;
    expect(bike.photos).toEqual(next);
    expect(bike.img).toBe(next[0]);
    expect(bike.resale_price).toBe(99_000);
  });

  it('keeps the gallery when photos are left out', async () => {
    const id = await createProduct(t, seller, { img: undefined, photos: [photos[4], photos[5]] } as object);
    expect((await patch(seller.bearer, id, { ...withoutImg(), resale_price: 98_000 })).statusCode).toBe(200);
    expect((await fetchBike(t, id))?.photos).toEqual([photos[4], photos[5]]);
  });

  it('refuses a bad gallery or bad field and changes neither', async () => {
    const id = await createProduct(t, seller, { img: undefined, photos: [photos[0]] } as object);
    const before = (await fetchBike(t, id)) as Product;
    for (const [body, message] of [
      [
        { ...withoutImg(), resale_price: 1, photos: [photos[1], fakeMediaUrl()] },
        /^photos\.1: This photo was not uploaded here/,
      ],
      [
        { ...withoutImg(), resale_price: 1, photos: [photos[1], photos[1]] },
        /^photos\.1: This photo is already in the list/,
      ],
      [{ ...withoutImg(), resale_price: 1, photos: [] }, /^photos: Photo is Required/],
      [{ ...withoutImg(), original_price: 10, resale_price: 11, photos: [photos[2]] }, /resale_price/],
    ] as const) {
      const res = await patch(seller.bearer, id, body);
      expect(res.statusCode, String(message)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const after = (await fetchBike(t, id)) as Product;
    expect(after.photos).toEqual([photos[0]]);
    expect(after.resale_price).toBe(before.resale_price);
  });

  it("refuses a booked bike (409), keeping the bike's fields and photos", async () => {
    const id = await createProduct(t, seller, { img: undefined, photos: [photos[0]] } as object);
    await setProductState(t, id, 'Booked');
    const res = await patch(seller.bearer, id, { ...withoutImg(), resale_price: 1000, photos: [photos[2]] });
    expect(res.statusCode).toBe(409);
    const bike = (await fetchBike(t, id)) as Product;
    expect(bike.photos).toEqual([photos[0]]);
    expect(bike.resale_price).not.toBe(1000);
  });
});
