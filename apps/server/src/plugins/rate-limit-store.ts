import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis (REDIS_URL) and the prefix of this shop's keys; null = in-process counts. */
    redis: { client: Redis; prefix: string } | null;
  }
}

/**
 * Where a limiter named `name` counts: in Redis when REDIS_URL is set, so that every instance of
 * the shop counts the same client together; in this process otherwise. A Redis that does not
 * answer lets requests through rather than failing them (ADR 0085).
 */
export function rateLimitStore(
  app: FastifyInstance,
  name: string,
): Pick<RateLimitPluginOptions, 'redis' | 'nameSpace' | 'skipOnError'> {
  if (!app.redis) return {};
  return { redis: app.redis.client, nameSpace: `${app.redis.prefix}rate:${name}:`, skipOnError: true };
}
