import type { ListingParams } from '../lib/listing-params';

/** Query keys of the catalogue; anything that changes a bike invalidates `all`. */
export const catalogKeys = {
  all: ['catalog'] as const,
  categories: ['catalog', 'categories'] as const,
  models: ['catalog', 'models'] as const,
  categoryPages: (id: string) => ['catalog', 'category', id] as const,
  categoryPage: (id: string, p: ListingParams) => ['catalog', 'category', id, p.sort, p.q, p.page] as const,
  bike: (id: string) => ['catalog', 'bike', id] as const,
  similar: (id: string) => ['catalog', 'bike', id, 'similar'] as const,
  advertised: ['catalog', 'advertised'] as const,
};
