import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { NotFound } from '../lib/errors';
import { requestOrigin } from './same-origin';

/** Response headers that Fastify sets itself and must not be copied from the Web Response. */
const SKIPPED_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'set-cookie',
]);

/** The route that hands requests to better-auth. */
export const AUTH_ROUTE = '/api/auth/*';

/**
 * The better-auth endpoint a request to AUTH_ROUTE reaches, or null when the path is spelled other
 * than plainly: dot segments (`./`, `x/../`, `%2e`), percent-encoded characters or repeated slashes.
 * The router and the URL parser each undo some of those, so a spelled-otherwise path could be
 * served under a name that path-based decisions (the sign-in limit) do not know; it is refused
 * instead. The rate limiter and the bridge both call this, so what is counted is what is served.
 */
export function authEndpoint(request: Pick<FastifyRequest, 'url'>, baseUrl: string): URL | null {
  const rawPath = request.url.split('?')[0] ?? '';
  const url = new URL(request.url, baseUrl);
  if (url.pathname !== rawPath || rawPath.includes('%') || rawPath.includes('//')) return null;
  return url;
}

/** better-auth as this bridge uses it (the users module's `createAuth`): a Web Request in, a Response out. */
interface AuthHandler {
  handler(request: Request): Promise<Response>;
}

/** Mounts better-auth's own endpoints under /api/auth/* by translating to and from a Web Request. */
export async function authRoutes(
  app: FastifyInstance,
  { auth, config }: { auth: AuthHandler; config: Config },
) {
  app.route({
    method: ['GET', 'POST'],
    url: AUTH_ROUTE,
    config: { access: 'public' },
    schema: { hide: true },
    async handler(request, reply) {
      const url = authEndpoint(request, config.baseUrl);
      if (!url) throw new NotFound('No such endpoint.');
      const headers = new Headers();
      for (const [key, value] of Object.entries(request.headers)) {
        if (value === undefined) continue;
        headers.set(key, Array.isArray(value) ? value.join(', ') : String(value));
      }
      // better-auth reads the client address from this header; give it the one Fastify trusts.
      headers.set('x-forwarded-for', request.ip);
      // A page opened at another address of this server (127.0.0.1, the LAN address) is our own page
      // (ADR 0110); better-auth knows only BASE_URL, so it is told the request came from there.
      const origin = request.headers.origin;
      if (origin !== undefined && origin === requestOrigin(request)) {
        headers.set('origin', new URL(config.baseUrl).origin);
      }
      const hasBody = request.method !== 'GET' && request.body !== undefined && request.body !== null;
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          body: hasBody
            ? typeof request.body === 'string'
              ? request.body
              : JSON.stringify(request.body)
            : undefined,
        }),
      );
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (!SKIPPED_HEADERS.has(key)) reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      const text = await response.text();
      return reply.send(text.length > 0 ? text : null);
    },
  });
}
