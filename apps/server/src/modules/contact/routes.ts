import { contactMessageSchema, contactResponseSchema, errorResponseSchema } from '@best-bikes/contract';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TooManyRequests } from '../../lib/errors';
import { rateLimitStore } from '../../plugins/rate-limit-store';
import type { ContactService } from './service';

/** Messages one client address may send in `CONTACT_WINDOW`. */
export const CONTACT_LIMIT = 5;
const CONTACT_WINDOW = '10 minutes';

/** The contact form (docs/product.md#entities): public, stored, mailed to the shop, rate limited per client address. */
export async function contactRoutes(app: FastifyInstance, { contact }: { contact: ContactService }) {
  // Its own scope and limiter (not the route-config form, which every registered copy of the
  // plugin would pick up), counting per client address; IPv6 clients per subnet. In Redis across
  // instances when REDIS_URL is set.
  await app.register(async (scope) => {
    await scope.register(rateLimit, { global: false, ...rateLimitStore(app, 'contact') });
    const limiter = scope.rateLimit({
      max: CONTACT_LIMIT,
      timeWindow: CONTACT_WINDOW,
      errorResponseBuilder: () =>
        new TooManyRequests('You have sent several messages already. Please wait ten minutes and try again.'),
    });

    scope.withTypeProvider<ZodTypeProvider>().post('/api/contact', {
      config: { access: 'public' },
      onRequest: limiter,
      schema: {
        tags: ['contact'],
        summary: `Send a message to the shop (${CONTACT_LIMIT} per ${CONTACT_WINDOW} per client address)`,
        body: contactMessageSchema,
        response: { 200: contactResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
      handler: (request) => contact.send(request.body, request.ip ?? null),
    });
  });
}
