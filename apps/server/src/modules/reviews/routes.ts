import {
  dealReviewsSchema,
  errorResponseSchema,
  idParamsSchema,
  reviewBodySchema,
  sellerIdParamsSchema,
  sellerReviewsSchema,
} from '@best-bikes/contract';
import type { FastifyInstance } from 'fastify';
import { requireCaller } from '../../plugins/access';
import { refusals, typedRoutes } from '../../plugins/route-kit';
import type { ReviewsService } from './service';

/** Reviews after a completed deal (ADR 0220): written by its two sides, read double-blind. */
export async function reviewRoutes(app: FastifyInstance, { reviews }: { reviews: ReviewsService }) {
  const r = typedRoutes(app);

  r.get('/api/deals/:id/reviews', {
    config: { access: ['Buyer', 'Seller'] },
    schema: {
      tags: ['reviews'],
      summary:
        "The deal's reviews for its buyer or seller: their own, the other side's once published, and whether they may write",
      params: idParamsSchema,
      response: { 200: dealReviewsSchema, ...refusals },
    },
    handler: (request) => reviews.ofDeal(requireCaller(request), request.params.id),
  });

  r.post('/api/deals/:id/reviews', {
    config: { access: ['Buyer', 'Seller'] },
    schema: {
      tags: ['reviews'],
      summary:
        "The deal's buyer or seller rates the other side once, after completion: {stars 1-5, text}; never changed afterwards",
      params: idParamsSchema,
      body: reviewBodySchema,
      response: { 200: dealReviewsSchema, ...refusals },
    },
    handler: (request) => reviews.write(requireCaller(request), request.params.id, request.body),
  });

  r.get('/api/sellers/:sellerId/reviews', {
    config: { access: 'public' },
    schema: {
      tags: ['reviews'],
      summary: "A seller's average rating and count, and buyers' published reviews, newest first",
      params: sellerIdParamsSchema,
      response: { 200: sellerReviewsSchema, 404: errorResponseSchema },
    },
    handler: (request) => reviews.ofSeller(request.params.sellerId),
  });
}
