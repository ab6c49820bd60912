import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers';

/** GET /api/metrics (ADR 0123): Prometheus text, for operators only. */
describe('GET /api/metrics without METRICS_TOKEN: the local network only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const scrape = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress, headers });

  it('answers this machine and private networks, not the internet nor anything a proxy relayed', async () => {
    for (const local of ['127.0.0.1', '::1', '10.1.2.3', '172.20.0.5', '192.168.1.9', '::ffff:10.0.0.7']) {
      expect((await scrape(local)).statusCode, local).toBe(200);
    }
    for (const remote of ['203.0.113.9', '2001:db8::1', '172.32.0.1', '::ffff:8.8.8.8']) {
      expect((await scrape(remote)).statusCode, remote).toBe(403);
    }
    // A proxy on this machine relaying someone else's request.
    expect((await scrape('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(403);
    expect((await scrape('127.0.0.1', { forwarded: 'for=203.0.113.9' })).statusCode).toBe(403);
  });

  it('counts requests by method, matched route pattern and status class, never by the URL', async () => {
    for (const id of ['aaaaaaaaaaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbbbbbbbbbb']) {
      await t.app.inject({ method: 'GET', url: `/api/bikeDetails/${id}` });
    }
    await t.app.inject({ method: 'GET', url: '/api/no-such-route-1' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-route-2' });
    const res = await scrape('127.0.0.1');
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(
      /^bb_http_request_duration_seconds_count\{method="GET",route="\/api\/bikeDetails\/:id",status="4xx"\} 2$/m,
    );
    expect(text).toMatch(
      /^bb_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="unmatched",status="4xx"\} \d+$/m,
    );
    expect(text).not.toContain('aaaaaaaaaaaa');
    expect(text).not.toContain('no-such-route');
    // Queue depth by queue, job failures, requests counted while Redis was away, Node's own.
    expect(text).toMatch(/^bb_queue_depth\{queue="notification-mail"\} \d+$/m);
    expect(text).toMatch(/^bb_job_failures_total\{queue="notification-mail"\} 0$/m);
    expect(text).toMatch(/^bb_rate_limit_fallbacks_total 0$/m);
    expect(text).toMatch(/^bb_process_cpu_seconds_total /m);
    // Every in-process cache says what it holds (each has a byte bound: docs/performance.md#memory).
    for (const cache of [
      'listing pages',
      'listing totals',
      'search tallies',
      'price guides',
      'sessions',
      'kept pages',
    ]) {
      expect(text, cache).toMatch(new RegExp(`^bb_cache_bytes\\{cache="${cache}"\\} \\d+$`, 'm'));
    }
    if (t.config.DATABASE_URL || process.env.TEST_DATABASE_URL) {
      expect(text).toMatch(/^bb_db_pool_connections\{state="max"\} \d+$/m);
    }
  });
});

describe('GET /api/metrics with METRICS_TOKEN: the token only', () => {
  let t: TestApp;
  const token = 'metrics-token-0123456789';
  beforeAll(async () => {
    t = await buildTestApp({ METRICS_TOKEN: token });
  });
  afterAll(() => t.close());

  it('answers the bearer of the token, from anywhere, and nobody else, local or not', async () => {
    const scrape = (remoteAddress: string, authorization?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/metrics',
        remoteAddress,
        headers: authorization ? { authorization } : {},
      });
    expect((await scrape('203.0.113.9', `Bearer ${token}`)).statusCode).toBe(200);
    expect((await scrape('127.0.0.1')).statusCode).toBe(403);
    expect((await scrape('127.0.0.1', `Bearer ${token}x`)).statusCode).toBe(403);
    expect((await scrape('127.0.0.1', 'Bearer wrong')).statusCode).toBe(403);
  });
});
