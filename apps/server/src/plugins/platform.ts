import { humanIssueMessage } from '@best-bikes/contract';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import { z } from 'zod';
import type { Config } from '../config';
import { NotFound } from '../lib/errors';
import { apiDocs } from './api-docs';
import { installErrorHandler } from './errors';
import { sameOriginPlugin } from './same-origin';
import { contentSecurityPolicy } from './security';
import { boundJsonDepth, refuseNulText } from './text-input';

/**
 * What every route stands on: zod validation, the one error handler, security headers,
 * compression, multipart uploads, the OpenAPI collector and the same-origin check.
 */
export async function platform(app: FastifyInstance, { config }: { config: Config }) {
  // Every check a schema did not word itself answers in words for people, not zod's defaults.
  z.config({ customError: humanIssueMessage });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  boundJsonDepth(app);
  refuseNulText(app);
  refuseEmptyParams(app);

  // helmet's middleware is built once here: @fastify/helmet built it anew for every request (its
  // directives parsed each time), which cost more than setting the headers themselves.
  const securityHeaders = helmet({
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
    // HSTS only means something behind HTTPS.
    hsts: config.baseUrl.startsWith('https://') ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10 } });
  await apiDocs(app);
  await app.register(sameOriginPlugin, { baseUrl: config.baseUrl });
}

/**
 * A path that leaves a route's parameter empty names nothing: `/api/sellers//` is `/api/sellers/:id`
 * with no id to the router (it drops one trailing slash), which a schema would refuse as bad input
 * after the access check, while `/api/sellers` itself asks for sign-in. Not found, before any check,
 * so a spelling never gets another decision than its plain form (docs/product.md#hardening).
 */
function refuseEmptyParams(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const params = request.params as Record<string, unknown> | undefined;
    if (params && Object.values(params).some((value) => value === '')) {
      const pathname = request.url.split('?')[0];
      // The words of the 404 of a path no route has (plugins/spa.ts), which the app translates.
      throw new NotFound(`No such endpoint: ${request.method} ${pathname}`);
    }
  });
}
