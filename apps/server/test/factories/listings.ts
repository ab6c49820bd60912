import { randomBytes } from 'node:crypto';
import type { AddProductBody, Product } from '@best-bikes/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { type ProductState, products } from '../../src/db/schema';
import type { TestApp, TestUser } from '../helpers';

/** A media URL of the shape POST /api/images answers (the file need not exist for the API). */
export function fakeMediaUrl(): string {
  return `/media/${randomBytes(16).toString('hex')}-1280.webp`;
}

/**
 * Factory: a real photo uploaded through POST /api/images (a small PNG of one colour, so each
 * `seed` is a different file); answers its media URL.
 */
export async function uploadPhoto(t: Pick<TestApp, 'app'>, user: TestUser, seed: number): Promise<string> {
  const png = await sharp({
    create: { width: 8, height: 6, channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: 90 } },
  })
    .png()
    .toBuffer();
  const boundary = 'PhotoFactoryBoundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/images',
    headers: { ...user.bearer, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().data.url as string;
}

/**
 * A complete, valid Add Product body; override any field. In Dhaka, unless the overrides name product.md's
 * `location` (a city, read as its district) or a `district`.
 */
export function productBody(overrides: Partial<AddProductBody> = {}): AddProductBody {
  return {
    product_name: 'Pulsar 150',
    category_name: 'Bajaj',
    category_id: '2',
    original_price: 195_000,
    resale_price: 150_000,
    ...('location' in overrides ? {} : { district: 'Dhaka' }),
    condition: 'Good',
    years_of_use: 2,
    mobile: '01712345678',
    description: 'Single owner, papers up to date.',
    img: fakeMediaUrl(),
    ...overrides,
  };
}

/** Factory: a bike listed by `seller` through POST /api/products; answers its id. */
export async function createProduct(
  t: Pick<TestApp, 'app'>,
  seller: TestUser,
  overrides: Partial<AddProductBody> = {},
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: seller.bearer,
    payload: productBody(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`add product failed: ${res.statusCode} ${res.body}`);
  return res.json().insertedId as string;
}

/** Writes a bike's columns straight into the database: data the API would take longer to reach. */
export async function patchProduct(
  t: Pick<TestApp, 'db'>,
  id: string,
  values: Partial<typeof products.$inferInsert>,
) {
  await t.db.update(products).set(values).where(eq(products.id, id));
}

/** Puts a bike in a state other modules reach (a booking holds it, a payment sold it). */
export async function setProductState(t: Pick<TestApp, 'db'>, id: string, state: ProductState) {
  await patchProduct(t, id, { state });
}

/** Moves a bike's posted time, to test ordering without waiting. */
export async function setPostedAt(t: Pick<TestApp, 'db'>, id: string, postedAt: Date) {
  await patchProduct(t, id, { postedAt });
}

export async function fetchBike(t: Pick<TestApp, 'app'>, id: string): Promise<Product | undefined> {
  const res = await t.app.inject({ method: 'GET', url: `/api/bikeDetails/${id}` });
  return res.statusCode === 200 ? (res.json() as Product) : undefined;
}
