import {
  bikeHistorySchema,
  chassisHoldListSchema,
  chassisParamsSchema,
  deletedCountSchema,
  errorResponseSchema,
  idParamsSchema,
  modifiedCountSchema,
  refuseHoldBodySchema,
  stolenChassisBodySchema,
  stolenChassisListSchema,
  stolenChassisSchema,
} from '@best-bikes/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access';
import type { RegisterService } from './service';

export async function registerRoutes(app: FastifyInstance, { register }: { register: RegisterService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/bikeDetails/:id/history', {
    config: { access: 'public' },
    schema: {
      tags: ['register'],
      summary:
        "The earlier listings of a bike's chassis on Best Bikes (date, asking price, km), with a kilometre rollback flagged; never the chassis number",
      params: idParamsSchema,
      response: { 200: bikeHistorySchema, 404: errorResponseSchema },
    },
    handler: (request) => register.history(request.params.id),
  });

  r.get('/api/admin/stolen-chassis', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['register'],
      summary: 'The chassis numbers reported stolen, newest first, each with the live listings that have it',
      response: { 200: stolenChassisListSchema },
    },
    handler: () => register.stolenList(),
  });

  r.post('/api/admin/stolen-chassis', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['register'],
      summary: 'Lists a chassis number as stolen, with the police case or who reported it',
      body: stolenChassisBodySchema,
      response: { 201: stolenChassisSchema, 400: errorResponseSchema, 409: errorResponseSchema },
    },
    async handler(request, reply) {
      return reply.code(201).send(await register.addStolen(requireCaller(request), request.body));
    },
  });

  r.delete('/api/admin/stolen-chassis/:chassis', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['register'],
      summary: 'Takes a chassis number off the stolen list',
      params: chassisParamsSchema,
      response: { 200: deletedCountSchema, 404: errorResponseSchema },
    },
    handler: (request) => register.removeStolen(requireCaller(request), request.params.chassis),
  });

  r.get('/api/admin/chassis-holds', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['register'],
      summary: 'Listings held because another live listing has their chassis number, beside that listing',
      response: { 200: chassisHoldListSchema },
    },
    handler: () => register.holds(),
  });

  r.post('/api/admin/chassis-holds/:id/release', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['register'],
      summary: 'Publishes a held listing; 409 while the other listing of its chassis is live',
      params: idParamsSchema,
      response: { 200: modifiedCountSchema, 404: errorResponseSchema, 409: errorResponseSchema },
    },
    handler: (request) => register.release(requireCaller(request), request.params.id),
  });

  r.post('/api/admin/chassis-holds/:id/refuse', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['register'],
      summary: 'Refuses a held listing (withdrawn), the reason kept in the audit log',
      params: idParamsSchema,
      body: refuseHoldBodySchema,
      response: {
        200: modifiedCountSchema,
        400: errorResponseSchema,
        404: errorResponseSchema,
        409: errorResponseSchema,
      },
    },
    handler: (request) => register.refuse(requireCaller(request), request.params.id, request.body.reason),
  });
}
