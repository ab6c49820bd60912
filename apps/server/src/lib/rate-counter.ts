import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** One count of a key in its window: the hits so far and the milliseconds until the window ends. */
export interface Count {
  current: number;
  ttl: number;
}

/** Where the counts go at the moment (`/api/health`, `/api/metrics`). */
export type CounterMode = 'redis' | 'process' | 'fallback';

/**
 * Counts hits of a key in a time window, for the rate limits and the per-address mail caps.
 * With REDIS_URL, in Redis, shared by every instance; while Redis does not answer, in this process,
 * each instance at its share of the limit (ADR 0120: fail closed to local counts, not open).
 */
export interface RateCounter {
  /** Counts one hit; `current` is scaled so that `current > max` means this instance's share is spent. */
  hit(key: string, windowMs: number): Promise<Count>;
  /** The count without adding to it. */
  peek(key: string, windowMs: number): Promise<Count>;
  mode(): CounterMode;
  /** Hits counted in this process because Redis did not answer (a metric). */
  fallbacks(): number;
  /** How many instances share each limit while Redis is away (last seen alive in Redis). */
  instances(): number;
  /** Marks this instance alive in Redis now and reads how many are (every 15 s on its own). */
  beat(): Promise<void>;
  close(): void;
}

/** INCR with the window set on the first hit, in one step so concurrent instances never lose one. */
const HIT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}
`;

type HitCommand = (key: string, windowMs: number) => Promise<[number, number]>;

/** How often an instance says it is alive in Redis, and how long it counts as one after that. */
const HEARTBEAT_MS = 15_000;
const ALIVE_MS = 45_000;

/** Counts in a Map: one window per key, dropped once over (swept when the map grows). */
function localCounts() {
  const counts = new Map<string, { current: number; endsAt: number }>();
  const sweep = (now: number) => {
    for (const [key, entry] of counts) if (entry.endsAt <= now) counts.delete(key);
  };
  return {
    hit(key: string, windowMs: number): Count {
      const now = Date.now();
      let entry = counts.get(key);
      if (!entry || entry.endsAt <= now) {
        if (counts.size >= 10_000) sweep(now);
        entry = { current: 0, endsAt: now + windowMs };
        counts.set(key, entry);
      }
      entry.current += 1;
      return { current: entry.current, ttl: entry.endsAt - now };
    },
    peek(key: string): Count {
      const now = Date.now();
      const entry = counts.get(key);
      return entry && entry.endsAt > now
        ? { current: entry.current, ttl: entry.endsAt - now }
        : { current: 0, ttl: 0 };
    },
  };
}

/**
 * The app's counter. `processes` is how many processes share the limit when Redis has never said
 * (this machine's workers); once Redis answers, the instances alive there say it.
 */
export function createRateCounter({
  redis,
  prefix,
  log,
  processes,
}: {
  redis: Redis | null;
  prefix: string;
  log: FastifyBaseLogger;
  processes: number;
}): RateCounter {
  const local = localCounts();
  if (!redis) {
    return {
      hit: async (key, windowMs) => local.hit(key, windowMs),
      peek: async (key) => local.peek(key),
      mode: () => 'process',
      fallbacks: () => 0,
      instances: () => 1,
      beat: async () => {},
      close() {},
    };
  }

  if (!('bbHit' in redis)) redis.defineCommand('bbHit', { numberOfKeys: 1, lua: HIT });
  const hitInRedis = (redis as unknown as { bbHit: HitCommand }).bbHit.bind(redis);

  let instances = Math.max(1, processes);
  let away = false;
  let fallbacks = 0;

  const wentAway = (err?: unknown) => {
    if (away) return;
    away = true;
    log.error(
      { err },
      `Redis is not answering: rate limits count in this process, at 1/${instances} of each limit, until it is back`,
    );
  };
  const cameBack = () => {
    if (!away) return;
    away = false;
    log.warn('Redis answers again: rate limits count there again');
  };
  redis.on('ready', () => {
    cameBack();
    void heartbeat();
  });
  redis.on('error', (err) => wentAway(err));
  let closing = false;
  redis.on('end', () => {
    if (!closing) wentAway();
  });

  // Each instance marks itself alive in a sorted set; its size is the number of instances sharing
  // a limit, remembered for the time Redis is away.
  const me = randomBytes(8).toString('hex');
  const aliveKey = `${prefix}rate:instances`;
  async function heartbeat() {
    if (redis?.status !== 'ready') return;
    const now = Date.now();
    try {
      const replies = await redis
        .multi()
        .zadd(aliveKey, now, me)
        .zremrangebyscore(aliveKey, 0, now - ALIVE_MS)
        .zcard(aliveKey)
        .pexpire(aliveKey, ALIVE_MS)
        .exec();
      const seen = Number(replies?.[2]?.[1]);
      if (seen > 0) instances = seen;
    } catch {
      // Redis went away between the check and the call: the last count stands.
    }
  }
  void heartbeat();
  if (redis.status !== 'ready') wentAway();
  const timer = setInterval(() => void heartbeat(), HEARTBEAT_MS);
  timer.unref();

  /** The local count scaled to the whole: `instances` times this process's share. */
  const scaled = (count: Count): Count => ({ current: count.current * instances, ttl: count.ttl });

  return {
    async hit(key, windowMs) {
      if (redis.status === 'ready') {
        try {
          const [current, ttl] = await hitInRedis(`${prefix}${key}`, windowMs);
          return { current, ttl };
        } catch (err) {
          wentAway(err);
        }
      } else {
        wentAway();
      }
      fallbacks += 1;
      return scaled(local.hit(key, windowMs));
    },
    async peek(key, windowMs) {
      if (redis.status === 'ready') {
        try {
          const [value, ttl] = await Promise.all([
            redis.get(`${prefix}${key}`),
            redis.pttl(`${prefix}${key}`),
          ]);
          return { current: Number(value ?? 0), ttl: Math.max(0, ttl) };
        } catch (err) {
          wentAway(err);
        }
      }
      void windowMs;
      return scaled(local.peek(key));
    },
    mode: () => (redis.status === 'ready' ? 'redis' : 'fallback'),
    fallbacks: () => fallbacks,
    instances: () => instances,
    beat: heartbeat,
    close() {
      closing = true;
      clearInterval(timer);
    },
  };
}
