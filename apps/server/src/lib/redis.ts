import type { Redis } from 'ioredis';

/**
 * The shared Redis (REDIS_URL) the rate limits count in, so every instance counts together.
 * Commands fail fast while Redis is away (no offline queue) and the client reconnects by itself;
 * the counter (lib/rate-counter.ts) counts in this process meanwhile (ADR 0120). A start with Redis
 * away goes on, degraded (`/api/health` says so), rather than refusing to start.
 */
export async function openRedis(url: string): Promise<Redis> {
  // Loaded only for a shop that has a Redis: the client held some 14 MiB once loaded (ADR 0381).
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    // Reconnects for as long as the app runs, at most every 2 s.
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  // Reported by the counter (once per outage); without a listener ioredis would print each one.
  redis.on('error', () => {});
  // Not answering now: the client goes on trying, and the counter says so in the log.
  await redis.connect().catch(() => {});
  return redis;
}
