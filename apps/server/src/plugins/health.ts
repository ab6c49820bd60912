import { errorResponseSchema, healthSchema } from '@best-bikes/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../db/client';
import { Unavailable } from '../lib/errors';
import type { RateCounter } from '../lib/rate-counter';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once the process is shutting down: health answers 503 so a proxy sends no more (ADR 0126). */
    draining: boolean;
  }
}

/** From now on /api/health answers 503; every other request is still served until the app closes. */
export function startDraining(app: FastifyInstance) {
  app.draining = true;
}

/**
 * GET /api/health: the process answers, is not shutting down, and the database is reachable.
 * 503 (with Retry-After) otherwise, which is what a proxy's health check reads. A Redis that does
 * not answer makes it `degraded`, still 200: the instance serves (its rate limits count locally,
 * ADR 0120) and must stay in the proxy's rotation.
 */
export async function healthRoute(
  app: FastifyInstance,
  { database, rateCounter }: { database: DatabaseHandle; rateCounter: RateCounter },
) {
  app.decorate('draining', false);
  app.withTypeProvider<ZodTypeProvider>().get('/api/health', {
    config: { access: 'public' },
    schema: {
      tags: ['ops'],
      summary: 'Liveness, shutting down, database reachability and whether Redis answers',
      response: { 200: healthSchema, 503: errorResponseSchema },
    },
    async handler() {
      if (app.draining) throw new Unavailable('This server is shutting down.', 1);
      await database.ping();
      const mode = rateCounter.mode();
      if (mode === 'process') return { status: 'ok' as const, database: 'ok' as const };
      const redis = mode === 'redis' ? ('ok' as const) : ('unavailable' as const);
      return {
        status: redis === 'ok' ? ('ok' as const) : ('degraded' as const),
        database: 'ok' as const,
        redis,
      };
    },
  });
}
