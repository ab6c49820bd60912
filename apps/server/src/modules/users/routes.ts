import {
  accessTokenSchema,
  authProvidersSchema,
  emailQuerySchema,
  errorResponseSchema,
  identifierParamsSchema,
  isAdminSchema,
  isBuyerSchema,
  isSellerSchema,
  jwtBodySchema,
  localeBodySchema,
  makeAdminResultSchema,
  saveUserBodySchema,
  saveUserRefusedSchema,
  saveUserResultSchema,
  tokenSchema,
  updateUserBodySchema,
  updateUserResultSchema,
  userSchema,
} from '@best-bikes/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { requireCaller } from '../../plugins/access';
import type { UsersService } from './service';

const refusals = { 400: errorResponseSchema, 403: errorResponseSchema };

/** Only what identifies the session goes on to better-auth. */
function sessionHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
  if (request.headers.authorization) headers.set('authorization', request.headers.authorization);
  return headers;
}

export async function usersRoutes(
  app: FastifyInstance,
  { users, config }: { users: UsersService; config: Config },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/auth-providers', {
    config: { access: 'public' },
    schema: {
      tags: ['users'],
      summary: 'Which external sign-in options are configured (the screens show only these buttons)',
      response: { 200: authProvidersSchema },
    },
    handler: () => ({
      google: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
      oidc: config.OIDC_ISSUER ? { name: config.OIDC_NAME } : null,
    }),
  });

  r.get('/api/users/admin/:identifier', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['users'],
      summary: 'Is this account (e-mail or id) an Admin? Your own, or any for an Admin',
      params: identifierParamsSchema,
      response: { 200: isAdminSchema, ...refusals, 404: errorResponseSchema },
    },
    handler: async (request) => ({
      isAdmin: await users.hasRole(requireCaller(request), request.params.identifier, 'Admin'),
    }),
  });

  r.get('/api/users/buyer/:identifier', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['users'],
      summary: 'Is this account (e-mail or id) a Buyer? Your own, or any for an Admin',
      params: identifierParamsSchema,
      response: { 200: isBuyerSchema, ...refusals, 404: errorResponseSchema },
    },
    handler: async (request) => ({
      isBuyer: await users.hasRole(requireCaller(request), request.params.identifier, 'Buyer'),
    }),
  });

  r.get('/api/users/seller/:identifier', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['users'],
      summary: 'Is this account (e-mail or id) a Seller? Your own, or any for an Admin',
      params: identifierParamsSchema,
      response: { 200: isSellerSchema, ...refusals, 404: errorResponseSchema },
    },
    handler: async (request) => ({
      isSeller: await users.hasRole(requireCaller(request), request.params.identifier, 'Seller'),
    }),
  });

  r.get('/api/users', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['users'],
      summary: 'One user with their role; your own, or any for an Admin',
      querystring: emailQuerySchema,
      response: { 200: userSchema, ...refusals, 404: errorResponseSchema },
    },
    handler: (request) => users.user(requireCaller(request), request.query.email),
  });

  r.post('/api/users', {
    config: { access: 'signedIn', changesAccounts: true },
    schema: {
      tags: ['users'],
      summary: "Save the caller's own name and photo (product.md's sign-up step); the role is never changed",
      body: saveUserBodySchema,
      response: {
        200: saveUserResultSchema,
        400: errorResponseSchema,
        403: saveUserRefusedSchema,
      },
    },
    async handler(request, reply) {
      const result = await users.saveOwnProfile(requireCaller(request), request.body);
      if (result.acknowledged) return result;
      return reply.status(403).send({
        statusCode: 403,
        error: 'Forbidden',
        message: result.message,
        acknowledged: false,
      });
    },
  });

  r.put('/api/users', {
    config: { access: 'signedIn', changesAccounts: true },
    schema: {
      tags: ['users'],
      summary: 'Update name and photo (the e-mail cannot change); your own, or any for an Admin',
      querystring: emailQuerySchema,
      body: updateUserBodySchema,
      response: { 200: updateUserResultSchema, ...refusals, 404: errorResponseSchema },
    },
    handler: (request) => users.updateProfile(requireCaller(request), request.query.email, request.body),
  });

  r.put('/api/me/locale', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['users'],
      summary:
        "The language of the caller's own mails and notifications: en or bn (docs/product.md#bangla-search-favourites)",
      body: localeBodySchema,
      response: { 200: localeBodySchema, 400: errorResponseSchema },
    },
    handler: (request) => users.setOwnLocale(requireCaller(request), request.body.locale),
  });

  r.get('/api/jwt', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['users'],
      summary: 'Bearer token for your own session (send it as Authorization: Bearer)',
      querystring: emailQuerySchema,
      response: { 200: accessTokenSchema, ...refusals },
    },
    handler: async (request) => ({
      accessToken: await users.bearerToken(
        requireCaller(request),
        request.query.email,
        sessionHeaders(request),
      ),
    }),
  });

  r.post('/api/jwt', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['users'],
      summary: 'Bearer token for your own session (send it as Authorization: Bearer)',
      body: jwtBodySchema,
      response: { 200: tokenSchema, ...refusals },
    },
    handler: async (request) => ({
      token: await users.bearerToken(requireCaller(request), request.body.email, sessionHeaders(request)),
    }),
  });

  r.put('/api/makeAdmin', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['users'],
      summary: 'Make an account Admin (Admin only); an Admin is not made Admin twice',
      querystring: emailQuerySchema,
      response: { 200: makeAdminResultSchema, ...refusals, 404: errorResponseSchema },
    },
    handler: (request) => users.makeAdmin(requireCaller(request), request.query.email),
  });
}
