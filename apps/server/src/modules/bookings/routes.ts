import {
  acknowledgedSchema,
  bookingBodySchema,
  emailQuerySchema,
  errorResponseSchema,
  idParamsSchema,
  modifiedCountSchema,
  orderListSchema,
  orderSchema,
  productIdParamsSchema,
} from '@best-bikes/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { Unauthorized } from '../../lib/errors';
import type { Caller } from './policy';
import { createBookingsRepository } from './repository';
import { type BookingsService, createBookingsService } from './service';

/** How long a hosted checkout holds a bike before it is offered again (DESIGN §4, ADR 0042). */
export const CHECKOUT_HOLD_MINUTES = 60;
const SWEEP_EVERY_MS = 60 * 1000;

/** The caller on a route whose access already demanded a session. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.user) throw new Unauthorized();
  return request.user;
}

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const security: { [label: string]: string[] }[] = [{ bearer: [] }, { session: [] }];

/**
 * Booking and orders (SPEC §7). Builds the bookings service, starts the expiry sweep with the app
 * and stops it on close; answers the service for the payments module.
 */
export async function bookingRoutes(
  app: FastifyInstance,
  { db, config }: { db: Database; config: Config },
): Promise<BookingsService> {
  const bookings = createBookingsService(createBookingsRepository(db), {
    ttlHours: config.BOOKING_TTL_HOURS,
    maxActiveBookings: config.MAX_ACTIVE_BOOKINGS,
    checkoutHoldMinutes: CHECKOUT_HOLD_MINUTES,
  });
  startSweep(app, bookings);

  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/bookings', {
    config: { access: ['Buyer'] },
    schema: {
      tags: ['bookings'],
      summary:
        'Book a bike. Price, seller and names come from the database; a refusal answers acknowledged false',
      security,
      body: bookingBodySchema,
      response: { 200: acknowledgedSchema, ...refusals },
    },
    handler: (request) => bookings.book(callerOf(request), request.body),
  });

  r.put('/api/bookedProducts/:productId', {
    config: { access: ['Buyer'] },
    schema: {
      tags: ['bookings'],
      summary: "Confirms the caller's booking of a bike (the booking already marked it booked)",
      security,
      params: productIdParamsSchema,
      response: { 200: modifiedCountSchema, ...refusals },
    },
    handler: (request) => bookings.confirmBooked(callerOf(request), request.params.productId),
  });

  r.get('/api/orders', {
    config: { access: ['Buyer'] },
    schema: {
      tags: ['bookings'],
      summary: "The caller's orders: unpaid bookings and paid bikes, newest first (own e-mail only)",
      security,
      querystring: emailQuerySchema,
      response: { 200: orderListSchema, ...refusals },
    },
    handler: (request) => bookings.listOrders(callerOf(request), request.query.email),
  });

  r.get('/api/orders/:id', {
    config: { access: ['Buyer'] },
    schema: {
      tags: ['bookings'],
      summary: 'One of the caller’s orders, for the payment page',
      security,
      params: idParamsSchema,
      response: { 200: orderSchema, ...refusals },
    },
    handler: (request) => bookings.getOrder(callerOf(request), request.params.id),
  });

  return bookings;
}

/** Expires overdue bookings every minute while the app runs (requests also expire them lazily). */
function startSweep(app: FastifyInstance, bookings: BookingsService) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running = bookings
        .expireDue()
        .then((n) => {
          if (n > 0) app.log.info({ expired: n }, 'bookings expired');
        })
        .catch((err) => app.log.error({ err }, 'booking expiry sweep failed'));
    }, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
