import { type Category, LISTING_PAGE_SIZE, type ListingQuery } from '@best-bikes/contract';
import { NotFound } from '../../lib/errors';
import { presentProduct } from './present';
import type { CatalogRepository } from './repository';

export function createCatalogService(repo: CatalogRepository) {
  return {
    async categories(): Promise<Category[]> {
      const rows = await repo.listCategories();
      return rows.map((c) => ({ _id: c.id, category_id: c.id, category_name: c.name, img: c.img }));
    },

    async categoryListing(categoryId: string, query: ListingQuery) {
      const category = await repo.findCategory(categoryId);
      if (!category) throw new NotFound('No such category.');
      const { rows, total } = await repo.listAvailableInCategory(categoryId, {
        sort: query.sort,
        q: query.q,
        limit: LISTING_PAGE_SIZE,
        offset: (query.page - 1) * LISTING_PAGE_SIZE,
      });
      return { category, products: rows.map(presentProduct), total };
    },

    async bike(id: string) {
      const row = await repo.findProduct(id);
      if (!row || row.state === 'Withdrawn') throw new NotFound('This bike is not available.');
      return presentProduct(row);
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
