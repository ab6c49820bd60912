import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The end-to-end server's test controls (ADR 0170), added by scripts/e2e-app.ts to the app it starts
 * and by nothing else: `npm start`, the image and every other test build the app without them, and
 * this refuses to add them in production.
 *
 * `POST /api/test/deals/:id/clock {hours}` runs one deal's clock `hours` ahead (its deadlines pass;
 * the shop's clock and every other test's deals stay), then runs the timeout sweep and the deal
 * jobs as the one-minute timer would, and answers the deal's state.
 */
export async function addTestControls(app: FastifyInstance, env: NodeJS.ProcessEnv = process.env) {
  if (env.NODE_ENV === 'production') {
    throw new Error('The e2e test controls are never added in production (ADR 0170).');
  }
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/test/deals/:id/clock', {
    config: { access: 'public' },
    schema: {
      params: z.object({ id: z.string().min(1).max(64) }),
      body: z.object({
        hours: z
          .number()
          .positive()
          .max(24 * 60),
      }),
    },
    async handler(request) {
      await app.deals.moveClock(request.params.id, request.body.hours);
      await app.sweepDueDeals();
      await app.deals.drainTimeouts();
      // A refund the provider has not confirmed yet stays queued (its worker asks again).
      await app.deals.drainRefunds().catch(() => 0);
      const deal = await app.deals.get(
        { id: '', name: '', email: '', image: null, role: 'Admin', sellerVerified: false },
        request.params.id,
      );
      return { state: deal.state };
    },
  });
}
