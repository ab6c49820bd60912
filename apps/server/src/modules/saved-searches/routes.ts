import {
  deletedCountSchema,
  errorResponseSchema,
  idParamsSchema,
  savedSearchListSchema,
  savedSearchSchema,
  saveSearchBodySchema,
  unsubscribeBodySchema,
  unsubscribedSchema,
} from '@best-bikes/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access';
import type { SavedSearchesService } from './service';

/** A buyer's saved searches; the alert mail's unsubscribe link is public (its token is the proof). */
export async function savedSearchesRoutes(
  app: FastifyInstance,
  { savedSearches }: { savedSearches: SavedSearchesService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/saved-searches', {
    config: { access: ['Buyer'] },
    schema: {
      tags: ['saved searches'],
      summary: "The caller's saved searches, newest first",
      response: { 200: savedSearchListSchema },
    },
    handler: (request) => savedSearches.list(requireCaller(request).id),
  });

  r.post('/api/saved-searches', {
    config: { access: ['Buyer'] },
    schema: {
      tags: ['saved searches'],
      summary:
        'Saves a /bikes search (its query string) with alerts on: 201 new, 200 when already saved (alerts turned on again)',
      body: saveSearchBodySchema,
      response: {
        200: savedSearchSchema,
        201: savedSearchSchema,
        400: errorResponseSchema,
        409: errorResponseSchema,
      },
    },
    async handler(request, reply) {
      const { search, created } = await savedSearches.save(requireCaller(request).id, request.body.query);
      return reply.status(created ? 201 : 200).send(search);
    },
  });

  r.delete('/api/saved-searches/:id', {
    config: { access: ['Buyer'] },
    schema: {
      tags: ['saved searches'],
      summary: "Deletes one of the caller's saved searches: {deletedCount: 1}, then 0",
      params: idParamsSchema,
      response: { 200: deletedCountSchema, 403: errorResponseSchema },
    },
    handler: (request) => savedSearches.remove(requireCaller(request).id, request.params.id),
  });

  r.post('/api/saved-searches/unsubscribe', {
    config: { access: 'public' },
    schema: {
      tags: ['saved searches'],
      summary: "Turns a saved search's alert mails off by the token of its mail's link (no sign-in)",
      body: unsubscribeBodySchema,
      response: { 200: unsubscribedSchema, 404: errorResponseSchema },
    },
    handler: (request) => savedSearches.unsubscribe(request.body.token),
  });
}
