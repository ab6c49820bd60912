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
 * The origin this request was sent to: the `Host` it names (the forwarded host and protocol only
 * when TRUST_PROXY says to believe the proxy, as Fastify's `request.host` and `request.protocol` do).
 * A browser sets `Host` from the address it opened, which a page of another site cannot change, so an
 * `Origin` equal to it is the page's own address: `http://127.0.0.1:3000` or a phone on the LAN
 * address are same-origin though BASE_URL names localhost (ADR 0110).
 */
export function requestOrigin(request: Pick<FastifyRequest, 'protocol' | 'host'>): string | null {
  if (!request.host) return null;
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

/**
 * Whether a state-changing API call may go on, as far as where it came from is concerned:
 * - Origin is ours (BASE_URL's, or the address the request was sent to): yes. Another site's (or `null`): only with a bearer token and no cookie, which
 *   another site cannot forge.
 * - No Origin at all: every browser sends one on a cross-site write, but an old or odd client may
 *   not; with cookies (ambient credentials) it must then say `Sec-Fetch-Site: same-origin`.
 *   Without cookies nothing ambient rides on it (scripts, gateways' servers, bearer clients).
 */
function originAllows(request: Pick<FastifyRequest, 'headers' | 'protocol' | 'host'>, ours: string): boolean {
  const { origin, cookie, authorization } = request.headers;
  if (origin === ours || (origin !== undefined && origin === requestOrigin(request))) return true;
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
