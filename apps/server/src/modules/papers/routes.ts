import {
  errorResponseSchema,
  idParamsSchema,
  modifiedCountSchema,
  paperCheckBodySchema,
  paperCheckPhotoParamsSchema,
  paperCheckQueueSchema,
  paperCheckStatusSchema,
  refusePapersBodySchema,
} from '@best-bikes/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireCaller } from '../../plugins/access';
import { readPhoto, refusals, sendPrivate, typedRoutes } from '../../plugins/route-kit';
import type { PapersService } from './service';

export async function papersRoutes(app: FastifyInstance, { papers }: { papers: PapersService }) {
  const r = typedRoutes(app);

  r.get('/api/products/:id/papers', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['papers'],
      summary: "A listing's papers check as its seller (or an admin) sees it: state, reason, photos present",
      params: idParamsSchema,
      response: { 200: paperCheckStatusSchema, ...refusals },
    },
    handler: (request) => papers.status(requireCaller(request), request.params.id),
  });

  r.put('/api/products/:id/papers/photos/:kind', {
    config: { access: ['Seller'] },
    schema: {
      tags: ['papers'],
      summary:
        "The listing's seller sends a photo of its registration certificate or tax token (multipart field `image`). Private: never a /media URL",
      params: paperCheckPhotoParamsSchema,
      consumes: ['multipart/form-data'],
      response: { 200: paperCheckStatusSchema, 413: errorResponseSchema, ...refusals },
    },
    async handler(request) {
      const caller = requireCaller(request);
      await papers.assertSeller(caller, request.params.id);
      const bytes = await readPhoto(request);
      return papers.putPhoto(caller, request.params.id, request.params.kind, bytes);
    },
  });

  r.get('/api/products/:id/papers/photos/:kind', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['papers'],
      summary:
        "A photo of a listing's papers, for its seller and admins only (image/webp, never cached publicly)",
      params: paperCheckPhotoParamsSchema,
      response: { 200: z.any(), ...refusals },
    },
    async handler(request, reply) {
      const photo = await papers.photo(requireCaller(request), request.params.id, request.params.kind);
      return sendPrivate(reply, photo);
    },
  });

  r.post('/api/products/:id/papers', {
    config: { access: ['Seller'] },
    schema: {
      tags: ['papers'],
      summary: "The listing's seller sends its papers for an admin's check (both photos first)",
      params: idParamsSchema,
      body: paperCheckBodySchema,
      response: { 200: paperCheckStatusSchema, ...refusals },
    },
    handler: (request) => papers.submit(requireCaller(request), request.params.id, request.body.owner_name),
  });

  r.get('/api/admin/paper-checks', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['papers'],
      summary: 'Papers waiting for a check, oldest first, each with its listing, seller and numbers',
      response: { 200: paperCheckQueueSchema },
    },
    handler: () => papers.queue(),
  });

  r.post('/api/admin/paper-checks/:id/approve', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['papers'],
      summary: 'Approves the papers of a listing: it shows "Papers checked"; the seller is told',
      params: idParamsSchema,
      response: { 200: modifiedCountSchema, ...refusals },
    },
    handler: (request) => papers.decide(requireCaller(request), request.params.id, true, null),
  });

  r.post('/api/admin/paper-checks/:id/refuse', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['papers'],
      summary: 'Refuses the papers of a listing with a reason the seller reads (and the audit log keeps)',
      params: idParamsSchema,
      body: refusePapersBodySchema,
      response: { 200: modifiedCountSchema, ...refusals },
    },
    handler: (request) =>
      papers.decide(requireCaller(request), request.params.id, false, request.body.reason),
  });
}
