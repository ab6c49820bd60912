import {
  acknowledgedSchema,
  conversationBlockSchema,
  conversationDetailSchema,
  conversationListSchema,
  conversationPageQuerySchema,
  conversationPhotoParamsSchema,
  conversationPhotoSchema,
  conversationReadSchema,
  conversationReportBodySchema,
  conversationReportDetailSchema,
  conversationReportListSchema,
  conversationUnreadSchema,
  errorResponseSchema,
  idParamsSchema,
  markConversationReadBodySchema,
  postMessageBodySchema,
  postMessageResponseSchema,
} from '@best-bikes/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireCaller } from '../../plugins/access';
import { readPhoto, refusals, sendPrivate, typedRoutes } from '../../plugins/route-kit';
import type { LiveFeed } from './live';
import type { ConversationsService } from './service';
import { serveStream } from './stream';

/**
 * Conversations between a bike's buyer and its seller (docs/product.md#conversations). Only the two
 * may read or write one: anyone else is told it does not exist (404), so ids leak nothing.
 */
export async function conversationRoutes(
  app: FastifyInstance,
  { conversations, feed }: { conversations: ConversationsService; feed: LiveFeed },
) {
  const r = typedRoutes(app);

  r.get('/api/conversations/events', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['conversations'],
      summary:
        "Server-sent events of all the caller's conversations: `message` (id = message id), `read` and `block`; resumes after `Last-Event-ID` (or `?after=`) from the stored messages; a comment every 25 s",
      querystring: z.object({
        after: z
          .string()
          .regex(/^\d{1,18}$/)
          .optional(),
      }),
      produces: ['text/event-stream'],
      response: { 200: z.any() },
    },
    async handler(request, reply) {
      const caller = requireCaller(request);
      await serveStream(request, reply, { userId: caller.id, feed, source: conversations.live });
    },
  });

  r.get('/api/admin/conversation-reports', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['conversations'],
      summary: 'Reported conversations, newest report first (which, who reported whom, why)',
      response: { 200: conversationReportListSchema },
    },
    handler: () => conversations.reports(),
  });

  r.get('/api/admin/conversation-reports/:id', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['conversations'],
      summary:
        'One reported conversation with every message as written; each reading is written to the audit log',
      params: idParamsSchema,
      response: { 200: conversationReportDetailSchema, 404: errorResponseSchema },
    },
    handler: (request) => conversations.reportDetail(requireCaller(request), request.params.id),
  });

  r.post('/api/products/:id/conversation', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['conversations'],
      summary:
        "Opens the caller's conversation with the seller about a bike, or answers the one already open (not about one's own bike; 404 for a removed bike)",
      params: idParamsSchema,
      response: { 200: conversationDetailSchema, ...refusals },
    },
    handler: (request) => conversations.open(requireCaller(request), request.params.id),
  });

  r.get('/api/conversations', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['conversations'],
      summary:
        "The caller's conversations as buyer and as seller, newest activity first, and the unread messages in all",
      response: { 200: conversationListSchema },
    },
    handler: (request) => conversations.inbox(requireCaller(request)),
  });

  r.get('/api/conversations/unread-count', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['conversations'],
      summary: "Unread messages in all the caller's conversations (the navbar badge)",
      response: { 200: conversationUnreadSchema },
    },
    handler: (request) => conversations.unread(requireCaller(request)),
  });

  r.get('/api/conversations/:id', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['conversations'],
      summary:
        'A conversation of the caller with its newest 50 messages, oldest first; `before` (a message id) answers the 50 before it',
      params: idParamsSchema,
      querystring: conversationPageQuerySchema,
      response: { 200: conversationDetailSchema, ...refusals },
    },
    handler: (request) =>
      conversations.detail(
        requireCaller(request),
        request.params.id,
        request.query.before === undefined ? undefined : Number(request.query.before),
      ),
  });

  r.post('/api/conversations/:id/messages', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['conversations'],
      summary:
        'Posts a message (text up to 2000 characters and/or a photo id). Before the deal is paid, links, e-mail addresses, phone numbers and requests to pay outside are masked for the reader; `notice` tells the sender',
      params: idParamsSchema,
      body: postMessageBodySchema,
      response: { 200: postMessageResponseSchema, ...refusals, 429: errorResponseSchema },
    },
    async handler(request) {
      const { response } = await conversations.post(requireCaller(request), request.params.id, request.body);
      return response;
    },
  });

  r.post('/api/conversations/:id/photos', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['conversations'],
      summary:
        'Adds a photo for the next message (multipart field `image`): answers its id to post with. Private: served to the two only',
      params: idParamsSchema,
      consumes: ['multipart/form-data'],
      response: { 200: conversationPhotoSchema, 413: errorResponseSchema, ...refusals },
    },
    async handler(request) {
      const caller = requireCaller(request);
      // Who may post is checked before the upload is read: anyone else never gets to send bytes.
      await conversations.assertCanPost(caller, request.params.id);
      const bytes = await readPhoto(request);
      return conversations.addPhoto(caller, request.params.id, bytes);
    },
  });

  r.get('/api/conversations/:id/photos/:photoId', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['conversations'],
      summary:
        "A message's photo (image/webp, never cached publicly): for the two, and admins once the conversation is reported",
      params: conversationPhotoParamsSchema,
      response: { 200: z.any(), ...refusals },
    },
    async handler(request, reply) {
      const photo = await conversations.photo(
        requireCaller(request),
        request.params.id,
        request.params.photoId,
      );
      return sendPrivate(reply, photo);
    },
  });

  r.post('/api/conversations/:id/read', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['conversations'],
      summary:
        "Marks the other side's messages read up to `upTo` (all without it): their sender sees the read receipt",
      params: idParamsSchema,
      body: markConversationReadBodySchema,
      response: { 200: conversationReadSchema, ...refusals },
    },
    async handler(request) {
      const upTo = request.body.upTo === undefined ? undefined : Number(request.body.upTo);
      const { answer } = await conversations.read(requireCaller(request), request.params.id, upTo);
      return answer;
    },
  });

  r.post('/api/conversations/:id/block', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['conversations'],
      summary: 'Blocks the other side: no one can post in the conversation until the caller unblocks it',
      params: idParamsSchema,
      response: { 200: conversationBlockSchema, ...refusals },
    },
    async handler(request) {
      const { answer } = await conversations.setBlocked(requireCaller(request), request.params.id, true);
      return answer;
    },
  });

  r.delete('/api/conversations/:id/block', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['conversations'],
      summary: "Lifts the caller's block (the other side's own block stays)",
      params: idParamsSchema,
      response: { 200: conversationBlockSchema, ...refusals },
    },
    async handler(request) {
      const { answer } = await conversations.setBlocked(requireCaller(request), request.params.id, false);
      return answer;
    },
  });

  r.post('/api/conversations/:id/report', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['conversations'],
      summary:
        'Reports the conversation (reasons as reports of bikes; once per person): an admin may then read it',
      params: idParamsSchema,
      body: conversationReportBodySchema,
      response: { 200: acknowledgedSchema, ...refusals },
    },
    handler: (request) => conversations.report(requireCaller(request), request.params.id, request.body),
  });
}
