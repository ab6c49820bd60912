import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { RateCounter } from '../lib/rate-counter';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where rate limits and mail caps count: Redis shared by every instance, or this process. */
    rateCounter: RateCounter;
  }
}

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * `@fastify/rate-limit`'s store interface over the app's counter, each limiter under its own name:
 * keys read `<REDIS_KEY_PREFIX>rate:<name>:<the limiter's key>` (the library's own Redis store put
 * the route's method and URL in them, `undefinedundefined` for a limiter made outside a route).
 * The counter never fails a request: while Redis is away it counts in the process (ADR 0120).
 */
function counterStore(counter: RateCounter, name: string) {
  return class CounterStore {
    incr(key: string, cb: Callback, timeWindow: number) {
      counter.hit(`rate:${name}:${key}`, timeWindow).then(
        (count) => cb(null, count),
        (err: Error) => cb(err),
      );
    }
    read(key: string, cb: Callback, timeWindow: number) {
      counter.peek(`rate:${name}:${key}`, timeWindow).then(
        (count) => cb(null, count),
        (err: Error) => cb(err),
      );
    }
    child() {
      return this;
    }
  };
}

/** The store options of a limiter named `name` (`auth`, `contact`). */
export function rateLimitStore(app: FastifyInstance, name: string): Pick<RateLimitPluginOptions, 'store'> {
  return { store: counterStore(app.rateCounter, name) as unknown as RateLimitPluginOptions['store'] };
}
