import type { FastifyInstance, FastifyRequest } from 'fastify';
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

const FOREIGN_REQUEST = 'This request came from another website and was refused.';

/**
 * Whether a state-changing API call may go on, as far as where it came from is concerned:
 * - Origin is ours: yes. Another site's (or `null`): only with a bearer token and no cookie, which
 *   another site cannot forge.
 * - No Origin at all: every browser sends one on a cross-site write, but an old or odd client may
 *   not; with cookies (ambient credentials) it must then say `Sec-Fetch-Site: same-origin`.
 *   Without cookies nothing ambient rides on it (scripts, gateways' servers, bearer clients).
 */
function originAllows(request: Pick<FastifyRequest, 'headers'>, ours: string): boolean {
  const { origin, cookie, authorization } = request.headers;
  if (origin === ours) return true;
  if (origin !== undefined) return !cookie && /^bearer\s+\S/i.test(authorization ?? '');
  if (!cookie) return true;
  return request.headers['sec-fetch-site'] === 'same-origin';
}

/**
 * Refuses API calls that change state unless they provably come from our own pages (see
 * originAllows) — the cookie would otherwise be sent along by another site (CSRF, login CSRF).
 * Decided on the route the router matched: `/%61pi/bookings` is served as /api/bookings.
 */
export const sameOriginPlugin = fp(
  async (app: FastifyInstance, { baseUrl }: { baseUrl: string }) => {
    const ours = new URL(baseUrl).origin;
    app.addHook('onRequest', async (request) => {
      if (!STATE_CHANGING.has(request.method)) return;
      // A request that matched no route reaches only the not-found answer, which changes nothing.
      if (!request.routeOptions.url?.startsWith('/api')) return;
      if (request.routeOptions.config?.crossSite) return;
      if (!originAllows(request, ours)) throw new Forbidden(FOREIGN_REQUEST);
    });
  },
  { name: 'same-origin' },
);
