import {
  acknowledgedSchema,
  addProductBodySchema,
  categoryListSchema,
  deletedCountSchema,
  emailQuerySchema,
  errorResponseSchema,
  idParamsSchema,
  listingQuerySchema,
  modifiedCountSchema,
  productListSchema,
  productSchema,
} from '@best-bikes/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCaller } from '../../plugins/access';
import { matchesEtag, pickEncoding } from './listing-cache';
import type { CatalogService } from './service';

const refusals = { 403: errorResponseSchema, 404: errorResponseSchema };

export async function catalogRoutes(app: FastifyInstance, { catalog }: { catalog: CatalogService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/categories', {
    config: { access: 'public' },
    schema: { tags: ['catalog'], summary: 'The bike brands', response: { 200: categoryListSchema } },
    handler: () => catalog.categories(),
  });

  r.get('/api/category/:id', {
    config: { access: 'public' },
    schema: {
      tags: ['catalog'],
      summary: 'Available bikes of one brand, 24 a page; the total is in X-Total-Count',
      params: idParamsSchema,
      querystring: listingQuerySchema,
      response: {
        200: productListSchema,
        304: z.void().describe('Not modified: the If-None-Match tag is still current'),
        400: errorResponseSchema,
        404: errorResponseSchema,
      },
    },
    async handler(request, reply) {
      const page = await catalog.categoryPage(request.params.id, request.query);
      reply
        .header('x-total-count', String(page.total))
        .header('etag', page.etag)
        // Revalidate every time: the answer is cheap when unchanged (304) and never stale.
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding');
      if (matchesEtag(request.headers['if-none-match'], page.etag)) return reply.status(304).send();
      const encoding = pickEncoding(request.headers['accept-encoding']);
      // The page is JSON already checked against the response schema: Fastify sends a string or a
      // buffer as it is, which the typed reply (expecting objects) does not describe.
      const raw = reply.type('application/json; charset=utf-8') as FastifyReply;
      if (!encoding) return raw.send(page.body);
      return raw.header('content-encoding', encoding).send(page.compressed(encoding));
    },
  });

  r.get('/api/bikeDetails/:id', {
    config: { access: 'public' },
    schema: {
      tags: ['catalog'],
      summary: 'One bike',
      params: idParamsSchema,
      response: { 200: productSchema, 404: errorResponseSchema },
    },
    handler: (request) => catalog.bike(request.params.id),
  });

  r.get('/api/advertisedProducts', {
    config: { access: 'public' },
    schema: {
      tags: ['catalog'],
      summary: 'Available, advertised bikes for the home page, most recently advertised first',
      response: { 200: productListSchema },
    },
    handler: () => catalog.advertised(),
  });

  r.post('/api/products', {
    config: { access: ['Seller'] },
    schema: {
      tags: ['products'],
      summary: 'A seller lists a bike; seller, name, e-mail, verification and time come from the session',
      body: addProductBodySchema,
      response: { 201: acknowledgedSchema, 400: errorResponseSchema, ...refusals },
    },
    async handler(request, reply) {
      const result = await catalog.addProduct(requireCaller(request), request.body);
      return reply.status(201).send(result);
    },
  });

  r.get('/api/products', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['products'],
      summary:
        "A seller's own bikes, newest first (an Admin may read anyone's); the total is in X-Total-Count",
      querystring: emailQuerySchema,
      response: { 200: productListSchema, 400: errorResponseSchema, ...refusals },
    },
    async handler(request, reply) {
      const { products, total } = await catalog.sellerProducts(requireCaller(request), request.query.email);
      reply.header('x-total-count', String(total));
      return products;
    },
  });

  r.put('/api/products/:id', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['products'],
      summary: 'The seller advertises an available bike; advertising again answers modifiedCount 0',
      params: idParamsSchema,
      response: { 200: modifiedCountSchema, ...refusals, 409: errorResponseSchema },
    },
    handler: (request) => catalog.advertise(requireCaller(request), request.params.id),
  });

  r.delete('/api/products/:id', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['products'],
      summary: 'The seller (or an Admin) withdraws an available bike; booked and sold bikes stay',
      params: idParamsSchema,
      response: { 200: deletedCountSchema, ...refusals, 409: errorResponseSchema },
    },
    handler: (request) => catalog.remove(requireCaller(request), request.params.id),
  });
}
