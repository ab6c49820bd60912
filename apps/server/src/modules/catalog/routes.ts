import {
  categoryListSchema,
  errorResponseSchema,
  idParamsSchema,
  listingQuerySchema,
  productListSchema,
  productSchema,
} from '@best-bikes/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CatalogService } from './service';

export async function catalogRoutes(app: FastifyInstance, { catalog }: { catalog: CatalogService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/categories', {
    config: { access: 'public' },
    schema: { tags: ['catalog'], summary: 'The bike brands', response: { 200: categoryListSchema } },
    handler: () => catalog.categories(),
  });

  r.get('/api/category/:id', {
    config: { access: 'public' },
    schema: {
      tags: ['catalog'],
      summary: 'Available bikes of one brand, 24 a page; the total is in X-Total-Count',
      params: idParamsSchema,
      querystring: listingQuerySchema,
      response: { 200: productListSchema, 404: errorResponseSchema },
    },
    async handler(request, reply) {
      const { products, total } = await catalog.categoryListing(request.params.id, request.query);
      reply.header('x-total-count', String(total));
      return products;
    },
  });

  r.get('/api/bikeDetails/:id', {
    config: { access: 'public' },
    schema: {
      tags: ['catalog'],
      summary: 'One bike',
      params: idParamsSchema,
      response: { 200: productSchema, 404: errorResponseSchema },
    },
    handler: (request) => catalog.bike(request.params.id),
  });
}
