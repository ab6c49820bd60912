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
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access';
import type { BookingsService } from './service';

const refusals = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** Booking and orders (docs/product.md#calls). */
export async function bookingRoutes(app: FastifyInstance, { bookings }: { bookings: BookingsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/bookings', {
    config: {
      access: ['Buyer'],
      explainRefusal: (request, caller) =>
        bookings.ownBikeRefusal(caller.id, (request.body as { productID?: unknown } | undefined)?.productID),
    },
    schema: {
      tags: ['bookings'],
      summary:
        'Book a bike. Price, seller and names come from the database; a refusal answers acknowledged false',
      body: bookingBodySchema,
      response: { 200: acknowledgedSchema, ...refusals },
    },
    handler: (request) => bookings.book(requireCaller(request), request.body),
  });

  r.put('/api/bookedProducts/:productId', {
    config: { access: ['Buyer'] },
    schema: {
      tags: ['bookings'],
      summary: "Confirms the caller's booking of a bike (the booking already marked it booked)",
      params: productIdParamsSchema,
      response: { 200: modifiedCountSchema, ...refusals },
    },
    handler: (request) => bookings.confirmBooked(requireCaller(request), request.params.productId),
  });

  r.post('/api/bookedProducts/:productId/release', {
    config: { access: ['Seller'] },
    schema: {
      tags: ['bookings'],
      summary:
        "The bike's seller releases an unpaid booking that went quiet: the bike is offered again, the buyer notified",
      params: productIdParamsSchema,
      response: { 200: modifiedCountSchema, ...refusals, 409: errorResponseSchema },
    },
    handler: (request) => bookings.releaseBySeller(requireCaller(request), request.params.productId),
  });

  r.get('/api/orders', {
    config: { access: ['Buyer'] },
    schema: {
      tags: ['bookings'],
      summary: "The caller's orders: unpaid bookings and paid bikes, newest first (own e-mail only)",
      querystring: emailQuerySchema,
      response: { 200: orderListSchema, ...refusals },
    },
    handler: (request) => bookings.listOrders(requireCaller(request), request.query.email),
  });

  r.get('/api/orders/:id', {
    config: { access: ['Buyer'] },
    schema: {
      tags: ['bookings'],
      summary: 'One of the caller’s orders, for the payment page',
      params: idParamsSchema,
      response: { 200: orderSchema, ...refusals },
    },
    handler: (request) => bookings.getOrder(requireCaller(request), request.params.id),
  });

  r.delete('/api/orders/:id', {
    config: { access: ['Buyer'] },
    schema: {
      tags: ['bookings'],
      summary:
        "Cancels the caller's unpaid order (a Book Now booking or a checkout left on the buy page): the bike is offered again at once, a booking's seller told",
      params: idParamsSchema,
      response: { 200: modifiedCountSchema, ...refusals, 409: errorResponseSchema },
    },
    handler: (request) => bookings.cancelCheckout(requireCaller(request), request.params.id),
  });
}
