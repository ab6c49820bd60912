import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TooManyRequests } from '../../lib/errors';
import { AUTH_ROUTE, authEndpoint } from '../../plugins/auth-routes';
import { rateLimitStore } from '../../plugins/rate-limit-store';

const PASSWORD_PATHS = new Set([
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
  // Needs the current password: a stolen session must not be able to guess it quickly.
  '/api/auth/change-password',
]);

/** Guessing a sign-up code, and asking for new ones (each is mailed). */
const CODE_PATHS = new Set(['/api/auth/email-otp/verify-email', '/api/auth/email-otp/send-verification-otp']);

/**
 * The better-auth endpoints worth guessing at, each counted on its own per client address. `path`
 * is the endpoint the auth bridge will serve (`authEndpoint`), never the raw URL: a spelling the
 * router or URL parser reads differently must not slip past the count. Compared in lower case,
 * should better-auth ever match without regard to case.
 */
export function limitedAuthAction(
  method: string,
  path: string,
): 'sign-in' | 'sign-up' | 'password-reset' | 'email-code' | null {
  if (method !== 'POST') return null;
  path = path.toLowerCase().replace(/\/+$/, '');
  if (path.startsWith('/api/auth/sign-in/')) return 'sign-in';
  if (path.startsWith('/api/auth/sign-up/')) return 'sign-up';
  if (PASSWORD_PATHS.has(path)) return 'password-reset';
  if (CODE_PATHS.has(path)) return 'email-code';
  return null;
}

/**
 * The address a limit counts against. An IPv6 client usually owns a whole /64, so all of it counts
 * as one client; IPv4 (also when written IPv4-mapped) is the address itself.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1] as string;
  if (!ip.includes(':')) return ip;
  const [head = '', tail] = ip.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * At most `perMinute` sign-ins, sign-ups, password resets and sign-up codes a minute from one client address.
 * `request.ip` is the forwarded address only when TRUST_PROXY says to trust the proxy. Counted in
 * Redis across instances when REDIS_URL is set (`rateLimitStore`).
 */
export const authRateLimit = fp(
  async (app: FastifyInstance, { perMinute, baseUrl }: { perMinute: number; baseUrl: string }) => {
    const action = (request: FastifyRequest) => {
      // Decided on the route the router matched, and on the endpoint the bridge will serve.
      if (request.routeOptions.url !== AUTH_ROUTE) return null;
      const endpoint = authEndpoint(request, baseUrl);
      return endpoint ? limitedAuthAction(request.method, endpoint.pathname) : null;
    };
    await app.register(rateLimit, { global: false, ...rateLimitStore(app, 'auth') });
    const limiter = app.rateLimit({
      max: perMinute,
      timeWindow: 60_000,
      keyGenerator: (request: FastifyRequest) => `${action(request)}:${clientKey(request.ip)}`,
      errorResponseBuilder: () => new TooManyRequests(),
    });
    app.addHook('onRequest', async (request, reply) => {
      if (!action(request)) return;
      await limiter.call(app, request, reply);
    });
  },
  { name: 'auth-rate-limit' },
);
