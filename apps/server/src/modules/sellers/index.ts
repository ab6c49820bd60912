import type { FastifyInstance } from 'fastify';
import { sellersRoutes } from './routes';
import { createSellersService, type SellerSources } from './service';

export type { SellerSources } from './service';

/**
 * Seller pages (docs/product.md#seller-pages): who a seller is and their live bikes, gathered from
 * the modules that own each part; no table of its own.
 */
export async function sellersModule(app: FastifyInstance, { sources }: { sources: SellerSources }) {
  const sellers = createSellersService(sources);
  await sellersRoutes(app, { sellers });
  return { page: sellers.page };
}
