import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client';
import { Forbidden } from '../lib/errors';
import type { RateCounter } from '../lib/rate-counter';

/** What `/api/metrics` reads at scrape time from the parts made after this plugin. */
interface Sources {
  database: DatabaseHandle;
  rateCounter: RateCounter;
  queue?: {
    depth(): Promise<Record<string, number>>;
    failures(): Readonly<Record<string, number>>;
  };
}

/** Addresses of this machine and of private networks: where Prometheus scrapes from (ADR 0123). */
const LOCAL = new BlockList();
LOCAL.addSubnet('127.0.0.0', 8, 'ipv4');
LOCAL.addSubnet('10.0.0.0', 8, 'ipv4');
LOCAL.addSubnet('172.16.0.0', 12, 'ipv4');
LOCAL.addSubnet('192.168.0.0', 16, 'ipv4');
LOCAL.addAddress('::1', 'ipv6');
LOCAL.addSubnet('fc00::', 7, 'ipv6');
LOCAL.addSubnet('fe80::', 10, 'ipv6');

export function isLocalAddress(address: string | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  return LOCAL.check(ip, isIPv4(ip) ? 'ipv4' : 'ipv6');
}

/** A request a proxy relayed came from elsewhere, whatever the socket's address. */
const FORWARDED = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * May this request read the metrics? With METRICS_TOKEN, only with `Authorization: Bearer <it>`;
 * without, only straight from this machine or a private network (no proxy in between).
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const given = Buffer.from(request.headers.authorization ?? '');
    const wanted = Buffer.from(`Bearer ${token}`);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  }
  if (FORWARDED.some((name) => request.headers[name] !== undefined)) return false;
  return isLocalAddress(request.socket.remoteAddress);
}

/**
 * GET /api/metrics in Prometheus' text format (prom-client): requests and their latency by the
 * matched route pattern (never the URL: no label explosion), job queue depth and failures, the
 * PostgreSQL pool, requests counted in the process while Redis was away, and Node's own figures.
 * Per request it costs one histogram observation on a cached child. Returns `watchQueue` for the
 * job queue, which is made after this plugin, and `route` to add the route itself.
 */
export async function metricsPlugin(
  app: FastifyInstance,
  { token, sources }: { token: string | undefined; sources: Omit<Sources, 'queue'> },
) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'bb_' });
  const watched: Sources = { ...sources };
  app.decorate('cacheBytes', new Map<string, () => number>());
  new Gauge({
    name: 'bb_cache_bytes',
    help: 'Bytes each in-process cache holds now (each has a byte bound: docs/performance.md#memory)',
    labelNames: ['cache'] as const,
    registers: [registry],
    collect() {
      for (const [cache, bytes] of app.cacheBytes) this.set({ cache }, bytes());
    },
  });

  const requests = new Histogram({
    name: 'bb_http_request_duration_seconds',
    help: 'Time to answer a request, by method, matched route pattern and status class',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  type Child = ReturnType<typeof requests.labels>;
  const children = new Map<string, Child>();
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = `${Math.floor(reply.statusCode / 100)}xx`;
    const key = `${request.method} ${route} ${status}`;
    let child = children.get(key);
    if (!child) {
      child = requests.labels(request.method, route, status);
      children.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
  });

  new Gauge({
    name: 'bb_queue_depth',
    help: 'Jobs waiting in each queue (created or to be retried)',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      if (!watched.queue) return;
      this.reset();
      for (const [queue, depth] of Object.entries(await watched.queue.depth())) this.set({ queue }, depth);
    },
  });
  let failuresSeen: Record<string, number> = {};
  new Counter({
    name: 'bb_job_failures_total',
    help: 'Jobs whose handler failed in this process (each is retried, up to 5 times)',
    labelNames: ['queue'] as const,
    registers: [registry],
    collect() {
      const now = watched.queue?.failures() ?? {};
      for (const [queue, count] of Object.entries(now)) {
        this.inc({ queue }, count - (failuresSeen[queue] ?? 0));
      }
      failuresSeen = { ...now };
    },
  });
  const pool = sources.database.poolUse;
  if (pool) {
    new Gauge({
      name: 'bb_db_pool_connections',
      help: 'PostgreSQL connections of this process: open, idle, and the pool size',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const use = pool();
        this.set({ state: 'open' }, use.total);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'max' }, use.max);
      },
    });
    new Gauge({
      name: 'bb_db_pool_waiting',
      help: 'Queries waiting for a PostgreSQL connection',
      registers: [registry],
      collect() {
        this.set(pool().waiting);
      },
    });
  }
  let fallbacksSeen = 0;
  new Counter({
    name: 'bb_rate_limit_fallbacks_total',
    help: 'Rate-limit hits counted in this process because Redis did not answer (ADR 0120)',
    registers: [registry],
    collect() {
      const now = sources.rateCounter.fallbacks();
      this.inc(now - fallbacksSeen);
      fallbacksSeen = now;
    },
  });
  new Gauge({
    name: 'bb_redis_up',
    help: '1 while the rate limits count in Redis, 0 while Redis is away; absent without REDIS_URL',
    registers: [registry],
    collect() {
      const mode = sources.rateCounter.mode();
      if (mode !== 'process') this.set(mode === 'redis' ? 1 : 0);
    },
  });

  return {
    watchQueue(queue: NonNullable<Sources['queue']>) {
      watched.queue = queue;
    },
    /** GET /api/metrics, added after the access plugin so that it sees the route's declaration. */
    route() {
      app.get('/api/metrics', {
        config: { access: 'public' },
        schema: { hide: true },
        onRequest: async (request) => {
          if (!mayReadMetrics(request, token)) {
            throw new Forbidden('Metrics are served to the local network, or with METRICS_TOKEN.');
          }
        },
        async handler(_request, reply) {
          reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
          return registry.metrics();
        },
      });
    },
  };
}
