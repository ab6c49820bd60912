import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The shared Redis (REDIS_URL) the rate limits count in, so every instance counts together.
 * Connected at start: a wrong URL stops the start with a message rather than failing later.
 * Commands fail fast while Redis is away (no offline queue), and the limiters then let requests
 * through (ADR 0085): an outage of the counter must not take sign-in down with it.
 */
export async function openRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
  });
  let reported = false;
  redis.on('error', (err) => {
    if (reported) return;
    reported = true;
    log.error({ err }, 'Redis is not answering; rate limits are not counted until it is back');
  });
  redis.on('ready', () => {
    reported = false;
  });
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    throw new Error(`REDIS_URL: cannot connect (${(err as Error).message})`);
  }
  return redis;
}
