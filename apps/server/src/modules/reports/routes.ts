import {
  acknowledgedSchema,
  deletedCountSchema,
  errorResponseSchema,
  idParamsSchema,
  productIdParamsSchema,
  removeListingBodySchema,
  reportCreateSchema,
  reportedBikesPageSchema,
  reportedBikesQuerySchema,
  reportListSchema,
} from '@best-bikes/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access';
import type { ReportsService } from './service';

const refused = { 403: errorResponseSchema };

/** docs/product.md#calls reported products: any signed-in user reports a bike; admins list and delete reports. */
export async function reportsRoutes(app: FastifyInstance, { reports }: { reports: ReportsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/reportedProducts', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['reports'],
      summary: 'Report a bike to the admins; once per bike per user (a second answers acknowledged: false)',
      description:
        "Only productDataBaseId, reason and reasonText are used (reasonText is required with reason 'other'). The bike's details are read from the database and the reporter from the session; the other product.md fields are accepted and ignored.",
      body: reportCreateSchema,
      response: {
        200: acknowledgedSchema,
        400: errorResponseSchema,
        ...refused,
        404: errorResponseSchema,
      },
    },
    handler: (request) => reports.create(requireCaller(request), request.body),
  });

  r.get('/api/reportedProducts', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['reports'],
      summary: 'Every report, newest first',
      response: { 200: reportListSchema, ...refused },
    },
    handler: () => reports.list(),
  });

  r.get('/api/reportedProducts/bikes', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['reports'],
      summary: 'Reported bikes, one row per bike with its open reports grouped; searched, sorted and paged',
      querystring: reportedBikesQuerySchema,
      response: { 200: reportedBikesPageSchema, 400: errorResponseSchema, ...refused },
    },
    handler: (request) => reports.reportedBikes(request.query),
  });

  r.delete('/api/reportedProducts/:id', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['reports'],
      summary: 'Delete a report',
      params: idParamsSchema,
      response: { 200: deletedCountSchema, ...refused, 404: errorResponseSchema },
    },
    handler: (request) => reports.delete(requireCaller(request), request.params.id),
  });

  r.post('/api/reportedProducts/bike/:productId/remove', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['reports'],
      summary: 'Remove a reported bike (withdrawn), with a reason mailed to its seller; closes its reports',
      params: productIdParamsSchema,
      body: removeListingBodySchema,
      response: {
        200: deletedCountSchema,
        400: errorResponseSchema,
        ...refused,
        404: errorResponseSchema,
        409: errorResponseSchema,
      },
    },
    handler: (request) =>
      reports.removeListing(requireCaller(request), request.params.productId, request.body.reason),
  });

  r.post('/api/reportedProducts/bike/:productId/dismiss', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['reports'],
      summary: 'Dismiss every report of a bike (it stays listed); written to the audit log',
      params: productIdParamsSchema,
      response: { 200: deletedCountSchema, 400: errorResponseSchema, ...refused, 404: errorResponseSchema },
    },
    handler: (request) => reports.dismissForBike(requireCaller(request), request.params.productId),
  });
}
