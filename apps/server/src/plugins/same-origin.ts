import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Forbidden } from '../lib/errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route is meant to be posted to by another site (a payment gateway's browser callback).
     * It must not rely on the session: it trusts only what it verifies itself (signatures).
     */
    crossSite?: boolean;
  }
}

/**
 * Refuses API calls that change state when the browser says they come from another site (the
 * Origin header) — the cookie would otherwise be sent along. A call carrying a bearer token and no
 * cookie cannot be forged by another site, so it is exempt, as are clients that send no Origin.
 */
export const sameOriginPlugin = fp(
  async (app: FastifyInstance, { baseUrl }: { baseUrl: string }) => {
    const ours = new URL(baseUrl).origin;
    app.addHook('onRequest', async (request) => {
      if (!STATE_CHANGING.has(request.method)) return;
      // The route the router matched, not the raw URL: `/%61pi/bookings` is served as /api/bookings.
      // A request that matched no route reaches only the not-found answer, which changes nothing.
      if (!request.routeOptions.url?.startsWith('/api')) return;
      const origin = request.headers.origin;
      if (origin === undefined || origin === ours) return;
      if (request.routeOptions.config?.crossSite) return;
      const bearerOnly = !request.headers.cookie && /^bearer\s/i.test(request.headers.authorization ?? '');
      if (bearerOnly) return;
      throw new Forbidden('This request came from another website and was refused.');
    });
  },
  { name: 'same-origin' },
);
