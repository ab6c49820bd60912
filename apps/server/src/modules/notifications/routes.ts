import {
  errorResponseSchema,
  markReadBodySchema,
  modifiedCountSchema,
  notificationListSchema,
  unreadCountSchema,
} from '@best-bikes/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access';
import type { NotificationsService } from './service';

const refusals = { 400: errorResponseSchema };

/** The caller's own notifications: every signed-in role has them. */
export async function notificationsRoutes(
  app: FastifyInstance,
  { notifications }: { notifications: NotificationsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/notifications', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['notifications'],
      summary: "The caller's latest notifications, newest first, and the unread count",
      response: { 200: notificationListSchema, ...refusals },
    },
    handler: (request) => notifications.list(requireCaller(request).id),
  });

  r.get('/api/notifications/unread-count', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['notifications'],
      summary: "How many of the caller's notifications are unread (the navbar badge)",
      response: { 200: unreadCountSchema, ...refusals },
    },
    handler: async (request) => ({ unread: await notifications.unreadCount(requireCaller(request).id) }),
  });

  r.post('/api/notifications/read', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['notifications'],
      summary: 'Marks the given notifications of the caller read (all of them without ids)',
      body: markReadBodySchema,
      response: { 200: modifiedCountSchema, ...refusals },
    },
    handler: (request) => notifications.markRead(requireCaller(request).id, request.body?.ids),
  });
}
