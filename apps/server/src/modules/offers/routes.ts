import {
  agreedPriceSchema,
  conversationOffersSchema,
  idParamsSchema,
  makeOfferBodySchema,
  productIdParamsSchema,
} from '@best-bikes/contract';
import type { FastifyInstance } from 'fastify';
import { requireCaller } from '../../plugins/access';
import { refusals, typedRoutes } from '../../plugins/route-kit';
import type { OffersService } from './service';

/**
 * Offers inside a conversation (docs/product.md#offers): signed in, and only the conversation's two
 * people (anyone else reads 404, as for the conversation itself). Who may do what is `policy.ts`.
 */
export async function offerRoutes(app: FastifyInstance, { offers }: { offers: OffersService }) {
  const r = typedRoutes(app);

  r.get('/api/conversations/:id/offers', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['offers'],
      summary:
        "A conversation's offers, newest first, the open one, the agreed price and what the caller may do",
      params: idParamsSchema,
      response: { 200: conversationOffersSchema, ...refusals },
    },
    handler: (request) => offers.list(requireCaller(request), request.params.id),
  });

  r.post('/api/conversations/:id/offers', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['offers'],
      summary:
        "Makes an offer (the buyer) or counters the other side's open offer; at least half the listed price, at most the price",
      params: idParamsSchema,
      body: makeOfferBodySchema,
      response: { 200: conversationOffersSchema, ...refusals },
    },
    handler: (request) => offers.offer(requireCaller(request), request.params.id, request.body.amount),
  });

  for (const action of ['accept', 'decline', 'withdraw'] as const) {
    r.post(`/api/offers/:id/${action}`, {
      config: { access: 'signedIn' },
      schema: {
        tags: ['offers'],
        summary:
          action === 'withdraw'
            ? 'Withdraws the caller’s own open offer'
            : action === 'accept'
              ? 'Accepts the other side’s open offer: its buyer may book the bike at the amount for 48 hours'
              : 'Declines the other side’s open offer',
        params: idParamsSchema,
        response: { 200: conversationOffersSchema, ...refusals },
      },
      handler: (request) => offers[action](requireCaller(request), request.params.id),
    });
  }

  r.get('/api/offers/agreed/:productId', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['offers'],
      summary: "The caller's agreed price for a bike while they may book at it, or null",
      params: productIdParamsSchema,
      response: { 200: agreedPriceSchema, ...refusals },
    },
    handler: (request) => offers.agreedFor(requireCaller(request), request.params.productId),
  });
}
