import type { SavedBike } from '@best-bikes/contract';
import { NotFound } from '../../lib/errors';
import type { FavouritesRepository } from './repository';

const NOT_AVAILABLE = 'This bike is not available.';

const STATES = {
  Available: 'available',
  Booked: 'booked',
  Sold: 'sold',
  Withdrawn: 'removed',
  Held: 'removed',
} as const;

export function createFavouritesService(repo: FavouritesRepository) {
  return {
    async list(userId: string): Promise<{ favourites: SavedBike[] }> {
      const rows = await repo.list(userId);
      return {
        favourites: rows.map((r) => ({
          _id: r.id,
          product_name: r.productName,
          img: r.img,
          location: r.location,
          category_name: r.categoryName,
          state: STATES[r.state],
          resale_price: r.resalePrice,
          saved_price: r.savedPrice,
          saved_at: r.savedAt.toISOString(),
        })),
      };
    },

    ids: async (userId: string) => ({ ids: await repo.ids(userId) }),

    /**
     * Saves a bike (again: nothing changes, the first saved price stays). A withdrawn bike cannot be
     * saved any more; a booked or sold one can, since the buyer may want to watch it.
     */
    async add(userId: string, productId: string) {
      const product = await repo.product(productId);
      // A held listing (ADR 0360) is not published yet.
      if (!product || product.state === 'Withdrawn' || product.state === 'Held')
        throw new NotFound(NOT_AVAILABLE);
      await repo.add(userId, productId, product.resalePrice);
      return { saved: true };
    },

    /** Unsaves a bike; unsaving one that is not saved answers the same. */
    async remove(userId: string, productId: string) {
      await repo.remove(userId, productId);
      return { saved: false };
    },
  };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;
