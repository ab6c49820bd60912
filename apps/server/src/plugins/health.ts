import { healthSchema } from '@best-bikes/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../db/client';

/** GET /api/health: the process answers and the database is reachable. */
export async function healthRoute(app: FastifyInstance, { database }: { database: DatabaseHandle }) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/health', {
    config: { access: 'public' },
    schema: {
      tags: ['ops'],
      summary: 'Liveness and database reachability',
      response: { 200: healthSchema },
    },
    async handler() {
      await database.ping();
      return { status: 'ok' as const, database: 'ok' as const };
    },
  });
}
