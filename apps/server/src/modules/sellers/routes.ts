import {
  errorResponseSchema,
  idParamsSchema,
  sellerPageQuerySchema,
  sellerPageSchema,
} from '@best-bikes/contract';
import type { FastifyInstance } from 'fastify';
import { typedRoutes } from '../../plugins/route-kit';
import type { SellersService } from './service';

export async function sellersRoutes(app: FastifyInstance, { sellers }: { sellers: SellersService }) {
  const r = typedRoutes(app);

  r.get('/api/sellers/:id', {
    config: { access: 'public' },
    schema: {
      tags: ['sellers'],
      summary:
        "A seller's public page: name, member since, proven phone and verified badges (never the number), rating, median reply time, and 24 of their live bikes a page",
      params: idParamsSchema,
      querystring: sellerPageQuerySchema,
      response: { 200: sellerPageSchema, 400: errorResponseSchema, 404: errorResponseSchema },
    },
    handler: (request) => sellers.page(request.params.id, request.query.page),
  });
}
