import {
  acknowledgedSchema,
  addBrandBodySchema,
  addModelBodySchema,
  addProductBodySchema,
  adminBikeModelListSchema,
  adminBikeModelSchema,
  adminBrandListSchema,
  adminBrandSchema,
  bikeModelListSchema,
  brandOrderBodySchema,
  categoryListSchema,
  deletedCountSchema,
  editBrandBodySchema,
  editModelBodySchema,
  editProductBodySchema,
  emailQuerySchema,
  errorResponseSchema,
  idParamsSchema,
  listingModelBodySchema,
  listingQuerySchema,
  modifiedCountSchema,
  otherModelListSchema,
  placesSchema,
  priceGuideSchema,
  productListSchema,
  productPhotosBodySchema,
  productSchema,
  searchQuerySchema,
  searchResultSchema,
  similarBikesSchema,
} from '@best-bikes/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pickEncoding } from '../../lib/compression';
import { requireCaller } from '../../plugins/access';
import { type CachedPage, matchesEtag } from './listing-cache';
import type { CatalogService } from './service';
import type { ViewCounter } from './view-counter';

const refusals = { 403: errorResponseSchema, 404: errorResponseSchema };

/**
 * Sends a page from the listing cache: its ETag (304 when the caller has it), compressed when the
 * caller accepts it. The body is JSON already checked against the response schema, so Fastify sends
 * the string or buffer as it is, which the typed reply (expecting objects) does not describe.
 */
function sendCached(headers: FastifyRequest['headers'], reply: FastifyReply, page: CachedPage) {
  reply
    .header('etag', page.etag)
    // Revalidate every time: the answer is cheap when unchanged (304) and never stale.
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  if (matchesEtag(headers['if-none-match'], page.etag)) return reply.status(304).send();
  const encoding = pickEncoding(headers['accept-encoding']);
  const raw = reply.type('application/json; charset=utf-8');
  if (!encoding) return raw.send(page.body);
  return raw.header('content-encoding', encoding).send(page.compressed(encoding));
}

export async function catalogRoutes(
  app: FastifyInstance,
  { catalog, views }: { catalog: CatalogService; views: ViewCounter },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/categories', {
    config: { access: 'public' },
    schema: { tags: ['catalog'], summary: 'The bike brands', response: { 200: categoryListSchema } },
    handler: () => catalog.categories(),
  });

  // Districts and their areas (docs/product.md#places, ADR 0292): data of the contract, the same for everyone.
  r.get('/api/places', {
    config: { access: 'public' },
    schema: {
      tags: ['catalog'],
      summary: 'The 64 districts with their positions and the areas listed within them (English and Bangla)',
      response: { 200: placesSchema },
    },
    handler: (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return catalog.places();
    },
  });

  // Brands as data admins keep (docs/product.md#brands-and-models, ADR 0290).
  r.get('/api/admin/brands', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['catalog'],
      summary: 'Every brand, hidden ones too, in the order shown, with its count of bikes',
      response: { 200: adminBrandListSchema },
    },
    handler: () => catalog.adminBrands(),
  });

  r.post('/api/admin/brands', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['catalog'],
      summary: 'Add a brand (names in English and Bangla, a logo uploaded with POST /api/images); shown last',
      body: addBrandBodySchema,
      response: { 201: adminBrandSchema, 400: errorResponseSchema, 409: errorResponseSchema },
    },
    async handler(request, reply) {
      return reply.status(201).send(await catalog.addBrand(request.body));
    },
  });

  r.patch('/api/admin/brands/:id', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['catalog'],
      summary: "Rename a brand, change its logo, hide or show it (a hidden brand's bikes stay)",
      params: idParamsSchema,
      body: editBrandBodySchema,
      response: {
        200: adminBrandSchema,
        400: errorResponseSchema,
        404: errorResponseSchema,
        409: errorResponseSchema,
      },
    },
    handler: (request) => catalog.editBrand(request.params.id, request.body),
  });

  r.put('/api/admin/brands/order', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['catalog'],
      summary: 'Put the brands in order: every brand id once, first shown first',
      body: brandOrderBodySchema,
      response: { 200: adminBrandListSchema, 400: errorResponseSchema },
    },
    handler: (request) => catalog.orderBrands(request.body),
  });

  // Models as data admins keep (docs/product.md#brands-and-models, ADR 0291).
  r.get('/api/models', {
    config: { access: 'public' },
    schema: {
      tags: ['catalog'],
      summary: "The models of the brands shown, in each brand's order (hidden ones left out)",
      response: { 200: bikeModelListSchema },
    },
    handler: () => catalog.models(),
  });

  r.get('/api/admin/brands/:id/models', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['catalog'],
      summary: "A brand's models, hidden ones too, with their count of bikes",
      params: idParamsSchema,
      response: { 200: adminBikeModelListSchema, 404: errorResponseSchema },
    },
    handler: (request) => catalog.adminModels(request.params.id),
  });

  r.post('/api/admin/brands/:id/models', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['catalog'],
      summary: 'Add a model to a brand (names in English and Bangla, engine, type, years made); shown last',
      params: idParamsSchema,
      body: addModelBodySchema,
      response: {
        201: adminBikeModelSchema,
        400: errorResponseSchema,
        404: errorResponseSchema,
        409: errorResponseSchema,
      },
    },
    async handler(request, reply) {
      return reply.status(201).send(await catalog.addModel(request.params.id, request.body));
    },
  });

  r.patch('/api/admin/models/:id', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['catalog'],
      summary: "Rename a model, change its facts, hide or show it (a hidden model's bikes stay)",
      params: idParamsSchema,
      body: editModelBodySchema,
      response: {
        200: adminBikeModelSchema,
        400: errorResponseSchema,
        404: errorResponseSchema,
        409: errorResponseSchema,
      },
    },
    handler: (request) => catalog.editModel(request.params.id, request.body),
  });

  r.get('/api/admin/products/other-models', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['catalog'],
      summary: 'Listings whose seller chose "Other" for the model (not withdrawn), newest 100 first',
      response: { 200: otherModelListSchema },
    },
    handler: () => catalog.otherModelListings(),
  });

  r.put('/api/admin/products/:id/model', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['catalog'],
      summary: "File a listing under one of its brand's models (its seller chose Other)",
      params: idParamsSchema,
      body: listingModelBodySchema,
      response: { 200: modifiedCountSchema, 400: errorResponseSchema, 404: errorResponseSchema },
    },
    handler: (request) => catalog.setListingModel(request.params.id, request.body.model_id),
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
      reply.header('x-total-count', String(page.total));
      return sendCached(request.headers, reply, page);
    },
  });

  r.get('/api/bikes', {
    config: { access: 'public' },
    schema: {
      tags: ['catalog'],
      summary:
        'Search available bikes of every brand: text, filters, sort, 24 a page, with the count of each filter value',
      querystring: searchQuerySchema,
      response: {
        200: searchResultSchema,
        304: z.void().describe('Not modified: the If-None-Match tag is still current'),
        400: errorResponseSchema,
      },
    },
    async handler(request, reply) {
      const page = await catalog.search(request.query);
      return sendCached(request.headers, reply, page);
    },
  });

  r.get('/api/bikes/:id/price-guide', {
    config: { access: 'public' },
    schema: {
      tags: ['catalog'],
      summary:
        "How a bike's asking price compares with the same model's listings and sales: median, range, low / fair / high",
      params: idParamsSchema,
      response: { 200: priceGuideSchema, 404: errorResponseSchema },
    },
    handler: (request) => catalog.priceGuide(request.params.id),
  });

  r.get('/api/bikeDetails/:id/similar', {
    config: { access: 'public' },
    schema: {
      tags: ['catalog'],
      summary:
        'Up to six bikes on sale of the same brand, priced within a quarter of this one (sold and removed bikes too)',
      params: idParamsSchema,
      response: { 200: similarBikesSchema, 404: errorResponseSchema },
    },
    handler: async (request) => ({ products: await catalog.similarTo(request.params.id) }),
  });

  r.get('/api/bikeDetails/:id', {
    config: { access: 'public' },
    schema: {
      tags: ['catalog'],
      summary: "One bike; counts a view of its page (not the seller's own), written every few seconds",
      params: idParamsSchema,
      response: { 200: productSchema, 404: errorResponseSchema },
    },
    handler: async (request) => {
      const bike = await catalog.bike(request.params.id);
      views.seen(request, bike);
      return bike;
    },
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

  r.patch('/api/products/:id', {
    config: { access: ['Seller'] },
    schema: {
      tags: ['products'],
      summary:
        "The seller edits an available bike's listing (every field; the photos too when sent); 409 booked or sold",
      params: idParamsSchema,
      body: editProductBodySchema,
      response: { 200: modifiedCountSchema, 400: errorResponseSchema, ...refusals, 409: errorResponseSchema },
    },
    handler: (request) => catalog.edit(requireCaller(request), request.params.id, request.body),
  });

  r.put('/api/products/:id/photos', {
    config: { access: ['Seller'] },
    schema: {
      tags: ['products'],
      summary:
        "The seller sets an available bike's photos in order (1-8 of our uploads; the first is the cover); 409 booked or sold",
      params: idParamsSchema,
      body: productPhotosBodySchema,
      response: { 200: modifiedCountSchema, 400: errorResponseSchema, ...refusals, 409: errorResponseSchema },
    },
    handler: (request) => catalog.setPhotos(requireCaller(request), request.params.id, request.body.photos),
  });

  r.delete('/api/products/:id/advertisement', {
    config: { access: ['Seller'] },
    schema: {
      tags: ['products'],
      summary: 'The seller stops advertising a bike; stopping again answers modifiedCount 0',
      params: idParamsSchema,
      response: { 200: modifiedCountSchema, ...refusals },
    },
    handler: (request) => catalog.stopAdvertising(requireCaller(request), request.params.id),
  });

  r.post('/api/products/:id/soldElsewhere', {
    config: { access: ['Seller'] },
    schema: {
      tags: ['products'],
      summary:
        'The seller marks an available bike as sold outside Best Bikes: hidden like a sale, counted apart; 409 booked',
      params: idParamsSchema,
      response: { 200: modifiedCountSchema, ...refusals, 409: errorResponseSchema },
    },
    handler: (request) => catalog.markSoldElsewhere(requireCaller(request), request.params.id),
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
