import {
  dealCancelBodySchema,
  dealListQuerySchema,
  dealListSchema,
  dealSchema,
  errorResponseSchema,
  idParamsSchema,
} from '@best-bikes/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access';
import type { DealsService } from './service';

const refusals = { 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

/** The deal after a payment (ADR 0140): its timeline, next step and the ways out. */
export async function dealRoutes(app: FastifyInstance, { deals }: { deals: DealsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/deals', {
    config: { access: ['Buyer', 'Seller'] },
    schema: {
      tags: ['deals'],
      summary: "The caller's deals as buyer or as seller, newest first, each with its timeline and next step",
      querystring: dealListQuerySchema,
      response: { 200: dealListSchema },
    },
    handler: (request) => deals.mine(requireCaller(request), request.query.side),
  });

  r.get('/api/deals/:id', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['deals'],
      summary: 'One deal, for its buyer, its seller or an admin; 403 for anyone else',
      params: idParamsSchema,
      response: { 200: dealSchema, ...refusals },
    },
    handler: (request) => deals.get(requireCaller(request), request.params.id),
  });

  r.post('/api/deals/:id/cancel', {
    config: { access: ['Buyer', 'Seller'] },
    schema: {
      tags: ['deals'],
      summary:
        'The buyer cancels before the papers are shared, the seller before the handover: a full refund through the provider that took the money',
      params: idParamsSchema,
      body: dealCancelBodySchema,
      response: { 200: dealSchema, ...refusals },
    },
    handler: (request) =>
      deals.cancel(requireCaller(request), request.params.id, request.body.reason ?? null),
  });
}
