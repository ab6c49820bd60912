import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TooManyRequests } from '../../lib/errors';

const PASSWORD_PATHS = new Set([
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
  // Needs the current password: a stolen session must not be able to guess it quickly.
  '/api/auth/change-password',
]);

/** The better-auth endpoints worth guessing at, each counted on its own per client address. */
export function limitedAuthAction(
  method: string,
  url: string,
): 'sign-in' | 'sign-up' | 'password-reset' | null {
  if (method !== 'POST') return null;
  const path = (url.split('?')[0] ?? '').replace(/\/+$/, '');
  if (path.startsWith('/api/auth/sign-in/')) return 'sign-in';
  if (path.startsWith('/api/auth/sign-up/')) return 'sign-up';
  if (PASSWORD_PATHS.has(path)) return 'password-reset';
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
 * At most `perMinute` sign-ins, sign-ups and password resets a minute from one client address.
 * `request.ip` is the forwarded address only when TRUST_PROXY says to trust the proxy.
 */
export const authRateLimit = fp(
  async (app: FastifyInstance, { perMinute }: { perMinute: number }) => {
    await app.register(rateLimit, { global: false });
    const limiter = app.rateLimit({
      max: perMinute,
      timeWindow: 60_000,
      keyGenerator: (request: FastifyRequest) =>
        `${limitedAuthAction(request.method, request.url)}:${clientKey(request.ip)}`,
      errorResponseBuilder: () => new TooManyRequests(),
    });
    app.addHook('onRequest', async (request, reply) => {
      if (!limitedAuthAction(request.method, request.url)) return;
      await limiter.call(app, request, reply);
    });
  },
  { name: 'auth-rate-limit' },
);
