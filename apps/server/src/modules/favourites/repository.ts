import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, favourites, products } from '../../db/schema';

/** The only code of the module that touches Drizzle: it owns `favourites` and reads the bikes. */
export function createFavouritesRepository(db: Database) {
  return {
    /** The caller's saved bikes, newest saved first, with each bike as it stands now. */
    list(userId: string) {
      return db
        .select({
          id: products.id,
          productName: products.productName,
          img: products.img,
          location: products.district,
          categoryName: categories.name,
          state: products.state,
          resalePrice: products.resalePrice,
          savedPrice: favourites.savedPrice,
          savedAt: favourites.createdAt,
        })
        .from(favourites)
        .innerJoin(products, eq(products.id, favourites.productId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(eq(favourites.userId, userId))
        .orderBy(desc(favourites.createdAt), desc(products.id));
    },

    async ids(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: favourites.productId })
        .from(favourites)
        .where(eq(favourites.userId, userId));
      return rows.map((r) => r.id);
    },

    async product(productId: string) {
      const [row] = await db
        .select({ state: products.state, resalePrice: products.resalePrice })
        .from(products)
        .where(eq(products.id, productId));
      return row;
    },

    /** Saves a bike at its price now; saving it again keeps the first price. */
    async add(userId: string, productId: string, savedPrice: number) {
      await db.insert(favourites).values({ userId, productId, savedPrice }).onConflictDoNothing();
    },

    async remove(userId: string, productId: string) {
      await db
        .delete(favourites)
        .where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)));
    },
  };
}

export type FavouritesRepository = ReturnType<typeof createFavouritesRepository>;
