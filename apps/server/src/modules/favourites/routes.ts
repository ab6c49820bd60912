import {
  errorResponseSchema,
  favouriteStateSchema,
  productIdParamsSchema,
  savedBikeIdsSchema,
  savedBikeListSchema,
} from '@best-bikes/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access';
import type { FavouritesService } from './service';

/**
 * A buyer's saved bikes. Buyers only: a seller cannot book, so has nothing to save bikes for (and
 * cannot heart their own listings).
 */
export async function favouritesRoutes(
  app: FastifyInstance,
  { favourites }: { favourites: FavouritesService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/favourites', {
    config: { access: ['Buyer'] },
    schema: {
      tags: ['favourites'],
      summary:
        "The caller's saved bikes, newest saved first, each with its state now and the price when saved",
      response: { 200: savedBikeListSchema },
    },
    handler: (request) => favourites.list(requireCaller(request).id),
  });

  r.get('/api/favourites/ids', {
    config: { access: ['Buyer'] },
    schema: {
      tags: ['favourites'],
      summary: "The ids of the caller's saved bikes (the hearts on a page of cards)",
      response: { 200: savedBikeIdsSchema },
    },
    handler: (request) => favourites.ids(requireCaller(request).id),
  });

  r.put('/api/favourites/:productId', {
    config: { access: ['Buyer'] },
    schema: {
      tags: ['favourites'],
      summary: 'Saves a bike at its asking price now; saving it again changes nothing',
      params: productIdParamsSchema,
      response: { 200: favouriteStateSchema, 404: errorResponseSchema },
    },
    handler: (request) => favourites.add(requireCaller(request).id, request.params.productId),
  });

  r.delete('/api/favourites/:productId', {
    config: { access: ['Buyer'] },
    schema: {
      tags: ['favourites'],
      summary: 'Unsaves a bike; unsaving one that is not saved answers the same',
      params: productIdParamsSchema,
      response: { 200: favouriteStateSchema },
    },
    handler: (request) => favourites.remove(requireCaller(request).id, request.params.productId),
  });
}
