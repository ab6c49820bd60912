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
 * each instance at its share of the limit (ADR 0120: fail closed to local counts, not open). The
 * counts carry over each switch, both ways (ADR 0251).
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

/**
 * A count carried into Redis when it answers again (ADR 0251): the key keeps the larger of its own
 * count and the carried one, and the longer of the two windows.
 */
const CARRY = `
local want = tonumber(ARGV[1])
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if current < want then
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl < tonumber(ARGV[2]) then ttl = tonumber(ARGV[2]) end
  redis.call('SET', KEYS[1], want, 'PX', ttl)
end
return 1
`;

type CarryCommand = (key: string, current: number, ttlMs: number) => Promise<number>;

/** How soon after a failed carry-over the counter tries Redis again (it answered, then failed). */
const RETRY_CARRY_MS = 2_000;

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
    /** Sets a key's count and window as another store had them, unless this one counts more already. */
    seed(key: string, current: number, endsAt: number) {
      const now = Date.now();
      if (endsAt <= now) return;
      const entry = counts.get(key);
      if (entry && entry.endsAt > now && entry.current >= current) return;
      if (!entry && counts.size >= 10_000) sweep(now);
      counts.set(key, { current, endsAt });
    },
    /** The keys whose window is still open, with their counts. */
    live(): [string, { current: number; endsAt: number }][] {
      const now = Date.now();
      return [...counts].filter(([, entry]) => entry.endsAt > now);
    },
    clear() {
      counts.clear();
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
  if (!('bbCarry' in redis)) redis.defineCommand('bbCarry', { numberOfKeys: 1, lua: CARRY });
  const hitInRedis = (redis as unknown as { bbHit: HitCommand }).bbHit.bind(redis);

  let instances = Math.max(1, processes);
  let away = false;
  let fallbacks = 0;
  /**
   * The last count Redis gave for each key, with the end of its window: where the process starts
   * counting when Redis goes away (ADR 0251), so that a client at its limit stays at it.
   */
  const seen = localCounts();
  const saw = (key: string, count: Count) => {
    if (count.ttl > 0) seen.seed(key, count.current, Date.now() + count.ttl);
  };

  const wentAway = (err?: unknown) => {
    if (away) return;
    away = true;
    // This process's share of each count Redis last gave: scaled back up, it is at least that count.
    for (const [key, entry] of seen.live()) {
      local.seed(key, Math.ceil(entry.current / instances), entry.endsAt);
    }
    seen.clear();
    log.error(
      { err },
      `Redis is not answering: rate limits count in this process, at 1/${instances} of each limit, until it is back`,
    );
  };

  /**
   * Before counting in Redis again, the counts made in the process while it was away go there
   * (ADR 0251): each key keeps the larger of Redis's count and this process's scaled one, which is
   * never less than what the instances counted together. Until that is done, hits wait for it.
   */
  let carrying: Promise<void> | null = null;
  let carryFailedAt = 0;
  const carry = async () => {
    try {
      const now = Date.now();
      const live = local.live();
      const pipeline = redis.pipeline();
      for (const [key, entry] of live) {
        (pipeline as unknown as { bbCarry: CarryCommand }).bbCarry(
          `${prefix}${key}`,
          entry.current * instances,
          Math.max(1, entry.endsAt - now),
        );
      }
      if (live.length > 0) {
        const replies = (await pipeline.exec()) ?? [];
        const failed = replies.find(([err]) => err);
        if (failed) throw failed[0];
      }
      local.clear();
      if (away) {
        away = false;
        log.warn(`Redis answers again: rate limits count there again (${live.length} counts carried over)`);
      }
    } catch (err) {
      carryFailedAt = Date.now();
      wentAway(err);
    }
  };
  // Set before the carry-over can end (it may end without waiting, with nothing to carry).
  const carryBack = () => {
    carrying ??= carry().finally(() => {
      carrying = null;
    });
    return carrying;
  };
  /** True once Redis answers and holds this process's counts; starts carrying them when it can. */
  async function countsInRedis(): Promise<boolean> {
    if (redis?.status !== 'ready') {
      wentAway();
      return false;
    }
    if (carrying) await carrying;
    else if (away && Date.now() - carryFailedAt >= RETRY_CARRY_MS) await carryBack();
    return !away && redis.status === 'ready';
  }

  redis.on('ready', () => {
    if (away) void carryBack();
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
      if (await countsInRedis()) {
        try {
          const [current, ttl] = await hitInRedis(`${prefix}${key}`, windowMs);
          saw(key, { current, ttl });
          return { current, ttl };
        } catch (err) {
          wentAway(err);
        }
      }
      fallbacks += 1;
      return scaled(local.hit(key, windowMs));
    },
    async peek(key, windowMs) {
      if (await countsInRedis()) {
        try {
          const [value, ttl] = await Promise.all([
            redis.get(`${prefix}${key}`),
            redis.pttl(`${prefix}${key}`),
          ]);
          const count = { current: Number(value ?? 0), ttl: Math.max(0, ttl) };
          saw(key, count);
          return count;
        } catch (err) {
          wentAway(err);
        }
      }
      void windowMs;
      return scaled(local.peek(key));
    },
    mode: () => (redis.status === 'ready' && !away ? 'redis' : 'fallback'),
    fallbacks: () => fallbacks,
    instances: () => instances,
    beat: heartbeat,
    close() {
      closing = true;
      clearInterval(timer);
    },
  };
}
