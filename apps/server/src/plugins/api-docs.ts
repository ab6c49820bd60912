import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Collects the OpenAPI document from the routes' schemas: registered before any route. */
export async function apiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Best Bikes API',
        version: '1.0.0',
        description: 'The JSON API behind bestbikes (docs/product.md#calls).',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          session: { type: 'apiKey', in: 'cookie', name: 'bb.session_token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
}

/** The API reference at /api/docs: after the access plugin, so its routes go through the same check. */
export async function apiReference(app: FastifyInstance) {
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { deepLinking: false },
  });
}
