import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import type { DatabaseHandle } from '../../db/client';
import { categories, listingVersions, products, user } from '../../db/schema';
import { bikeState } from './bike-state';

// The listing-version triggers come with the migrations: a database the app has never started on
// keeps its versions exact (ADR 0031), on PGlite and PostgreSQL alike.
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

async function version(categoryId: string): Promise<number | undefined> {
  const [row] = await handle.db
    .select()
    .from(listingVersions)
    .where(eq(listingVersions.categoryId, categoryId));
  return row?.version;
}

it('bumps a brand’s version on every write to its bikes and on a seller’s name, without the app', async () => {
  const { db } = handle;
  await db.insert(categories).values({ id: 'v1', name: 'Versioned', img: '/media/v1.png' });
  await db
    .insert(user)
    .values({ id: 'seller-v', name: 'Seller', email: 'seller-v@example.com', role: 'Seller' });
  expect(await version('v1')).toBeUndefined();

  await db.insert(products).values({
    id: 'bike-v',
    categoryId: 'v1',
    sellerId: 'seller-v',
    productName: 'FZ',
    description: 'A bike',
    district: 'Dhaka',
    mobile: '01712345678',
    originalPrice: 200_000,
    resalePrice: 150_000,
    yearsOfUse: 2,
    condition: 'good',
    img: '/media/bike.png',
  });
  expect(await version('v1')).toBe(1);

  expect(await bikeState(db).book('bike-v')).toBe(true);
  expect(await version('v1')).toBe(2);

  await db.update(user).set({ name: 'Seller Renamed' }).where(eq(user.id, 'seller-v'));
  expect(await version('v1')).toBe(3);
});
