import {
  accountsPageSchema,
  accountsQuerySchema,
  auditLogQuerySchema,
  auditLogSchema,
  buyerListSchema,
  buyerOrdersSchema,
  deletedCountSchema,
  emailQuerySchema,
  errorResponseSchema,
  idParamsSchema,
  modifiedCountSchema,
  registeredUserListSchema,
  revokeAdminResultSchema,
  sellerListingsSchema,
  sellerListSchema,
} from '@best-bikes/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access';
import type { AdminService } from './service';

const ADMIN = { access: ['Admin'] as const };
const refused = { 403: errorResponseSchema };

/** docs/product.md#calls administration calls (sellers, buyers, all users) and the audit log. Admins only. */
export async function adminRoutes(app: FastifyInstance, { admin }: { admin: AdminService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/sellers', {
    config: ADMIN,
    schema: {
      tags: ['admin'],
      summary: 'All sellers (active accounts), newest first',
      response: { 200: sellerListSchema, ...refused },
    },
    handler: () => admin.sellers(),
  });

  r.put('/api/sellers', {
    config: ADMIN,
    schema: {
      tags: ['admin'],
      summary: "Verify a seller: the seller and all their bikes show 'Verified'",
      querystring: emailQuerySchema,
      response: { 200: modifiedCountSchema, ...refused, 404: errorResponseSchema },
    },
    handler: (request) => admin.verifySeller(requireCaller(request), request.query.email),
  });

  r.delete('/api/sellers/:id', {
    config: ADMIN,
    schema: {
      tags: ['admin'],
      summary: 'Delete (deactivate) a seller: no more sign-in, bikes for sale withdrawn',
      params: idParamsSchema,
      response: { 200: deletedCountSchema, ...refused, 404: errorResponseSchema },
    },
    handler: (request) => admin.deleteSeller(requireCaller(request), request.params.id),
  });

  r.get('/api/buyers', {
    config: ADMIN,
    schema: {
      tags: ['admin'],
      summary: 'All buyers (active accounts), newest first',
      response: { 200: buyerListSchema, ...refused },
    },
    handler: () => admin.buyers(),
  });

  r.delete('/api/buyers/:id', {
    config: ADMIN,
    schema: {
      tags: ['admin'],
      summary: 'Delete (deactivate) a buyer: no more sign-in, live bookings cancelled',
      params: idParamsSchema,
      response: { 200: deletedCountSchema, ...refused, 404: errorResponseSchema },
    },
    handler: (request) => admin.deleteBuyer(requireCaller(request), request.params.id),
  });

  r.get('/api/allUsers', {
    config: ADMIN,
    schema: {
      tags: ['admin'],
      summary: 'Every active account with its role, newest first',
      response: { 200: registeredUserListSchema, ...refused },
    },
    handler: () => admin.allUsers(),
  });

  r.get('/api/admin/accounts', {
    config: ADMIN,
    schema: {
      tags: ['admin'],
      summary:
        "An admin table: one role's (or every role's) active accounts, searched (any part of name, e-mail or mobile), sorted and paged",
      querystring: accountsQuerySchema,
      response: { 200: accountsPageSchema, 400: errorResponseSchema, ...refused },
    },
    handler: (request) => admin.accounts(request.query),
  });

  r.get('/api/admin/sellers/:id/listings', {
    config: ADMIN,
    schema: {
      tags: ['admin'],
      summary: "A seller's bikes in every state, newest first, with open reports (read-only)",
      params: idParamsSchema,
      response: { 200: sellerListingsSchema, ...refused, 404: errorResponseSchema },
    },
    handler: (request) => admin.sellerListings(request.params.id),
  });

  r.get('/api/admin/buyers/:id/orders', {
    config: ADMIN,
    schema: {
      tags: ['admin'],
      summary: "A buyer's bookings and purchases, newest first (read-only)",
      params: idParamsSchema,
      response: { 200: buyerOrdersSchema, ...refused, 404: errorResponseSchema },
    },
    handler: (request) => admin.buyerOrders(request.params.id),
  });

  r.post('/api/admins/:id/revoke', {
    config: ADMIN,
    schema: {
      tags: ['admin'],
      summary:
        'Take the Admin role from an account (back to Seller when it has bikes, else Buyer); never the last admin',
      params: idParamsSchema,
      response: {
        200: revokeAdminResultSchema,
        ...refused,
        404: errorResponseSchema,
        409: errorResponseSchema,
      },
    },
    handler: (request) => admin.revokeAdmin(requireCaller(request), request.params.id),
  });

  r.get('/api/auditLog', {
    config: ADMIN,
    schema: {
      tags: ['admin'],
      summary: 'What admins did, newest first, 50 a page; the total is in X-Total-Count',
      querystring: auditLogQuerySchema,
      response: { 200: auditLogSchema, ...refused },
    },
    async handler(request, reply) {
      const { entries, total } = await admin.auditLog(request.query);
      reply.header('x-total-count', String(total));
      return entries;
    },
  });
}
