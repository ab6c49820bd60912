import { randomBytes } from 'node:crypto';
import net from 'node:net';

/**
 * The shared Redis the multi-instance tests count in: TEST_REDIS_URL (CI sets it to
 * redis://127.0.0.1:6379). Without it those tests run in-process only, which CI does not allow.
 */
const testRedisUrl = process.env.TEST_REDIS_URL || undefined;
if (process.env.CI && !testRedisUrl) {
  throw new Error('TEST_REDIS_URL is not set: CI runs the rate limits on Redis as well (see .ci/run)');
}

/** App overrides that count rate limits in the test Redis under a prefix of their own. */
export function redisOverrides(url = testRedisUrl): Record<string, string> {
  if (!url) throw new Error('TEST_REDIS_URL is not set');
  return { REDIS_URL: url, REDIS_KEY_PREFIX: `bb-test-${randomBytes(6).toString('hex')}:` };
}

/** The rate-limit backends a suite runs on: in-process always, Redis when there is one. */
export const rateLimitBackends: { name: string; overrides: () => Record<string, string> }[] = [
  { name: 'in-process', overrides: () => ({}) },
  ...(testRedisUrl ? [{ name: 'Redis', overrides: () => redisOverrides() }] : []),
];

/**
 * A Redis the test can take away and bring back: a TCP relay on a port of its own in front of the
 * test Redis. `stop()` closes it and cuts every connection (as a Redis that died would), `start()`
 * listens again on the same port. Starts stopped.
 */
export async function redisThatGoesAway(target = testRedisUrl) {
  if (!target) throw new Error('TEST_REDIS_URL is not set');
  const upstream = new URL(target);
  const sockets = new Set<net.Socket>();
  const port = await freePort();
  let server: net.Server | null = null;
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      server = net.createServer((client) => {
        const redis = net.connect(Number(upstream.port || 6379), upstream.hostname);
        for (const s of [client, redis]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => {
            client.destroy();
            redis.destroy();
          });
        }
        client.pipe(redis).pipe(client);
      });
      await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
    },
    async stop() {
      const closing = server;
      server = null;
      for (const s of sockets) s.destroy();
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
  };
}

/** A port on the loopback where nothing listens (just freed). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** App overrides with REDIS_URL pointing where no Redis answers. */
export async function awayRedisOverrides(): Promise<Record<string, string>> {
  return {
    REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
    REDIS_KEY_PREFIX: `bb-test-${randomBytes(6).toString('hex')}:`,
  };
}

/** The test Redis itself, to look at the keys the app wrote. */
export const testRedis = testRedisUrl;
