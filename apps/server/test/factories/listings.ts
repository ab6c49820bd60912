import { randomBytes } from 'node:crypto';
import type { AddProductBody, Product } from '@best-bikes/contract';
import { eq } from 'drizzle-orm';
import { type ProductState, products } from '../../src/db/schema';
import type { TestApp, TestUser } from '../helpers';

/** A media URL of the shape POST /api/images answers (the file need not exist for the API). */
export function fakeMediaUrl(): string {
  return `/media/${randomBytes(16).toString('hex')}-1280.webp`;
}

/** A complete, valid Add Product body; override any field. */
export function productBody(overrides: Partial<AddProductBody> = {}): AddProductBody {
  return {
    product_name: 'Pulsar 150',
    category_name: 'Bajaj',
    category_id: '2',
    original_price: 195_000,
    resale_price: 150_000,
    location: 'Dhaka',
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
