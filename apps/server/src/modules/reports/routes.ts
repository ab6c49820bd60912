import {
  acknowledgedSchema,
  deletedCountSchema,
  errorResponseSchema,
  idParamsSchema,
  reportCreateSchema,
  reportListSchema,
} from '@best-bikes/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ReportsService } from './service';

const refused = { 401: errorResponseSchema, 403: errorResponseSchema };

/** SPEC §7 reported products: any signed-in user reports a bike; admins list and delete reports. */
export async function reportsRoutes(app: FastifyInstance, { reports }: { reports: ReportsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/reportedProducts', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['reports'],
      summary: 'Report a bike to the admins; once per bike per user (a second answers acknowledged: false)',
      description:
        "Only productDataBaseId is used. The bike's details are read from the database and the reporter from the session; the other SPEC fields are accepted and ignored.",
      body: reportCreateSchema,
      response: {
        200: acknowledgedSchema,
        400: errorResponseSchema,
        ...refused,
        404: errorResponseSchema,
      },
    },
    handler: (request) => reports.create(request.user!, request.body.productDataBaseId),
  });

  r.get('/api/reportedProducts', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['reports'],
      summary: 'Every report, newest first',
      security: [{ bearer: [] }, { session: [] }],
      response: { 200: reportListSchema, ...refused },
    },
    handler: () => reports.list(),
  });

  r.delete('/api/reportedProducts/:id', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['reports'],
      summary: 'Delete a report',
      security: [{ bearer: [] }, { session: [] }],
      params: idParamsSchema,
      response: { 200: deletedCountSchema, ...refused, 404: errorResponseSchema },
    },
    handler: (request) => reports.delete(request.user!, request.params.id),
  });
}
