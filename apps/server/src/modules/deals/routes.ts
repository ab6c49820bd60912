import {
  dealCancelBodySchema,
  dealListQuerySchema,
  dealListSchema,
  dealSchema,
  disputeListSchema,
  disputePhotoParamsSchema,
  disputePhotoResponseSchema,
  errorResponseSchema,
  handoverCodeBodySchema,
  idParamsSchema,
  meetingBodySchema,
  meetingChoiceBodySchema,
  openDisputeBodySchema,
  paperPhotoParamsSchema,
  paperPhotoQuerySchema,
  paperPhotoResponseSchema,
  resolveDisputeBodySchema,
  sharePapersBodySchema,
} from '@best-bikes/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireCaller } from '../../plugins/access';
import { readPhoto, refusals, sendPrivate, typedRoutes } from '../../plugins/route-kit';
import type { DealsService } from './service';

/** The deal after a payment (ADR 0140): its timeline, next step and the ways out. */
export async function dealRoutes(app: FastifyInstance, { deals }: { deals: DealsService }) {
  const r = typedRoutes(app);

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

  r.post('/api/deals/:id/papers/photos', {
    config: { access: ['Seller'] },
    schema: {
      tags: ['deals'],
      summary:
        "The deal's seller adds a photo of a paper (multipart field `image`; ?kind=registration|tax_token|insurance). Private: never a /media URL",
      params: idParamsSchema,
      querystring: paperPhotoQuerySchema,
      consumes: ['multipart/form-data'],
      response: { 200: paperPhotoResponseSchema, 413: errorResponseSchema, ...refusals },
    },
    async handler(request) {
      await deals.assertSeller(requireCaller(request), request.params.id);
      const bytes = await readPhoto(request);
      return deals.addPaperPhoto(requireCaller(request), request.params.id, request.query.kind, bytes);
    },
  });

  r.get('/api/deals/:id/papers/photos/:photoId', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['deals'],
      summary:
        "A photo of the deal's papers, for its buyer and admins only (image/webp, never cached publicly)",
      params: paperPhotoParamsSchema,
      response: { 200: z.any(), ...refusals },
    },
    async handler(request, reply) {
      const photo = await deals.paperPhoto(requireCaller(request), request.params.id, request.params.photoId);
      return sendPrivate(reply, photo);
    },
  });

  r.post('/api/deals/:id/papers', {
    config: { access: ['Seller'] },
    schema: {
      tags: ['deals'],
      summary:
        'The seller shares the papers (a photo of each already added) with the chassis and engine numbers: the deal moves to papers_shared',
      params: idParamsSchema,
      body: sharePapersBodySchema,
      response: { 200: dealSchema, ...refusals },
    },
    handler: (request) => deals.sharePapers(requireCaller(request), request.params.id, request.body),
  });

  r.put('/api/deals/:id/meeting', {
    config: { access: ['Seller'] },
    schema: {
      tags: ['deals'],
      summary:
        'The seller offers a place and one to three times before the handover deadline (may change them)',
      params: idParamsSchema,
      body: meetingBodySchema,
      response: { 200: dealSchema, ...refusals },
    },
    handler: (request) => deals.proposeMeeting(requireCaller(request), request.params.id, request.body),
  });

  r.post('/api/deals/:id/meeting/choice', {
    config: { access: ['Buyer'] },
    schema: {
      tags: ['deals'],
      summary: 'The buyer picks one of the offered times (may pick another until then)',
      params: idParamsSchema,
      body: meetingChoiceBodySchema,
      response: { 200: dealSchema, ...refusals },
    },
    handler: (request) => deals.chooseMeeting(requireCaller(request), request.params.id, request.body.time),
  });

  r.post('/api/deals/:id/handover', {
    config: { access: ['Seller'] },
    schema: {
      tags: ['deals'],
      summary:
        "The seller enters the buyer's 6-digit code at the meeting: the deal is handed over; wrong codes are limited (429 then)",
      params: idParamsSchema,
      body: handoverCodeBodySchema,
      response: { 200: dealSchema, 429: errorResponseSchema, ...refusals },
    },
    handler: (request) =>
      deals.enterHandoverCode(requireCaller(request), request.params.id, request.body.code),
  });

  r.post('/api/deals/:id/received', {
    config: { access: ['Buyer'] },
    schema: {
      tags: ['deals'],
      summary:
        'The buyer confirms "I have the bike and the papers": the deal is handed over and the inspection time starts',
      params: idParamsSchema,
      response: { 200: dealSchema, ...refusals },
    },
    handler: (request) => deals.confirmReceived(requireCaller(request), request.params.id),
  });

  // --- disputes (ADR 0151) ---------------------------------------------------------------------

  r.post('/api/deals/:id/dispute', {
    config: { access: ['Buyer'] },
    schema: {
      tags: ['deals'],
      summary:
        'The buyer reports a problem (from papers_shared, or within the inspection time after the handover): the deal is disputed and its money stays held',
      params: idParamsSchema,
      body: openDisputeBodySchema,
      response: { 200: dealSchema, ...refusals },
    },
    handler: (request) => deals.openDispute(requireCaller(request), request.params.id, request.body),
  });

  r.post('/api/deals/:id/dispute/photos', {
    config: { access: ['Buyer'] },
    schema: {
      tags: ['deals'],
      summary:
        "The deal's buyer adds a photo to the open dispute (multipart field `image`, at most 4). Private: never a /media URL",
      params: idParamsSchema,
      consumes: ['multipart/form-data'],
      response: { 200: disputePhotoResponseSchema, 413: errorResponseSchema, ...refusals },
    },
    async handler(request) {
      await deals.assertBuyer(requireCaller(request), request.params.id);
      const bytes = await readPhoto(request);
      return deals.addDisputePhoto(requireCaller(request), request.params.id, bytes);
    },
  });

  r.get('/api/deals/:id/dispute/photos/:photoId', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['deals'],
      summary:
        "A photo of the deal's dispute, for its buyer and admins only (image/webp, never cached publicly)",
      params: disputePhotoParamsSchema,
      response: { 200: z.any(), ...refusals },
    },
    async handler(request, reply) {
      const photo = await deals.disputePhoto(
        requireCaller(request),
        request.params.id,
        request.params.photoId,
      );
      return sendPrivate(reply, photo);
    },
  });

  r.get('/api/admin/disputes', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['deals'],
      summary:
        "Open disputes, oldest first, each deal as an admin sees it: timeline, papers, the buyer's photos",
      response: { 200: disputeListSchema },
    },
    handler: () => deals.openDisputes(),
  });

  r.post('/api/admin/disputes/:id/resolve', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['deals'],
      summary:
        "An admin resolves the deal's dispute: release to the seller, refund in full, or refund part (amountPaisa, more than 0 and less than what was paid); the reason is mailed to both sides and kept in the audit log",
      params: idParamsSchema,
      body: resolveDisputeBodySchema,
      response: { 200: dealSchema, ...refusals },
    },
    handler: (request) => deals.resolveDispute(requireCaller(request), request.params.id, request.body),
  });
}
