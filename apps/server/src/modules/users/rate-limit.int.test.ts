import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameOrigin } from '../../../test/factories/users';
import { buildTestApp, createUser, type TestApp, type TestUser, uniqueEmail } from '../../../test/helpers';
import { awayRedisOverrides, rateLimitBackends, redisThatGoesAway, testRedis } from '../../../test/services';

const LIMIT = 3;

describe.each(rateLimitBackends)(
  'auth rate limit (AUTH_RATE_LIMIT per minute and client address), $name',
  (backend) => {
    let t: TestApp;
    let u: TestUser;
    beforeAll(async () => {
      t = await buildTestApp({ AUTH_RATE_LIMIT: String(LIMIT), ...backend.overrides() });
      // The factory signs up from inject's default address, not one of those used below.
      u = await createUser(t);
    });
    afterAll(() => t.close());

    it('answers 429 with a JSON message once sign-in attempts go over the limit', async () => {
      const from = { remoteAddress: '198.51.100.1' };
      for (let i = 0; i < LIMIT; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: sameOrigin(t),
          payload: { email: u.email, password: 'wrong-password' },
          ...from,
        });
        expect(res.statusCode).toBe(401);
      }
      const blocked = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: sameOrigin(t),
        // Even the right password waits: the point is to stop guessing.
        payload: { email: u.email, password: u.password },
        ...from,
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['content-type']).toMatch(/application\/json/);
      expect(blocked.json()).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Too many attempts. Please wait a minute and try again.',
      });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

      // Another address is not affected.
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: sameOrigin(t),
        payload: { email: u.email, password: u.password },
        remoteAddress: '198.51.100.2',
      });
      expect(other.statusCode).toBe(200);
    });

    it('limits sign-up and password reset as well, each on its own count', async () => {
      const from = { remoteAddress: '198.51.100.10' };
      for (let i = 0; i < LIMIT; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          headers: sameOrigin(t),
          payload: { name: 'N', email: uniqueEmail('rl'), password: 'long-enough-1' },
          ...from,
        });
        expect(res.statusCode).toBe(200);
      }
      const email = uniqueEmail('rl-blocked');
      const blocked = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: sameOrigin(t),
        payload: { name: 'N', email, password: 'long-enough-1' },
        ...from,
      });
      expect(blocked.statusCode).toBe(429);
      // Blocked before better-auth saw it: no account was made.
      const signInBlocked = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: sameOrigin(t),
        payload: { email, password: 'long-enough-1' },
        ...from,
      });
      expect(signInBlocked.statusCode).toBe(401);

      for (let i = 0; i < LIMIT; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/request-password-reset',
          headers: sameOrigin(t),
          payload: { email: u.email, redirectTo: '/resetPassword' },
          ...from,
        });
        expect(res.statusCode).toBe(200);
      }
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        headers: sameOrigin(t),
        payload: { newPassword: 'whatever-123', token: 'guess' },
        ...from,
      });
      expect(reset.statusCode).toBe(429);
    });

    it('limits guessing a sign-up code, on its own count', async () => {
      const from = { remoteAddress: '198.51.100.11' };
      const email = uniqueEmail('rl-code');
      const guess = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/email-otp/verify-email',
          headers: sameOrigin(t),
          payload: { email, otp: '123456' },
          ...from,
        });
      for (let i = 0; i < LIMIT; i++) expect((await guess()).statusCode).toBe(400);
      expect((await guess()).statusCode).toBe(429);
      const resend = await t.app.inject({
        method: 'POST',
        url: '/api/auth/email-otp/send-verification-otp',
        headers: sameOrigin(t),
        payload: { email, type: 'email-verification' },
        ...from,
      });
      expect(resend.statusCode).toBe(429);
    });

    it('does not limit reading the session or the rest of the API', async () => {
      for (let i = 0; i < LIMIT * 3; i++) {
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/auth/get-session',
          headers: u.headers,
          remoteAddress: '198.51.100.1',
        });
        expect(res.statusCode).toBe(200);
      }
    });

    it('ignores X-Forwarded-For when TRUST_PROXY is off: a client cannot change its address', async () => {
      const from = { remoteAddress: '198.51.100.20' };
      for (let i = 0; i < LIMIT; i++) {
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { ...sameOrigin(t), 'x-forwarded-for': `203.0.113.${100 + i}` },
          payload: { email: u.email, password: 'nope-nope' },
          ...from,
        });
      }
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { ...sameOrigin(t), 'x-forwarded-for': '203.0.113.250' },
        payload: { email: u.email, password: u.password },
        ...from,
      });
      expect(res.statusCode).toBe(429);
    });
  },
);

describe.each(rateLimitBackends)('behind a trusted proxy (TRUST_PROXY), $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT: String(LIMIT), TRUST_PROXY: 'true', ...backend.overrides() });
  });
  afterAll(() => t.close());

  it("counts each forwarded client address, not the proxy's", async () => {
    const proxy = { remoteAddress: '10.0.0.2' };
    const sign = (client: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { ...sameOrigin(t), 'x-forwarded-for': client },
        payload: { email: 'nobody@nowhere.example', password: 'nope-nope' },
        ...proxy,
      });
    for (let i = 0; i < LIMIT; i++) expect((await sign('203.0.113.7')).statusCode).toBe(401);
    expect((await sign('203.0.113.7')).statusCode).toBe(429);
    expect((await sign('203.0.113.8')).statusCode).toBe(401);
  });
});

/** A wrong sign-in from `remoteAddress`: its status. */
async function wrongSignIn(t: TestApp, remoteAddress: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: sameOrigin(t),
    payload: { email: 'nobody@nowhere.example', password: 'nope-nope' },
    remoteAddress,
  });
  return res.statusCode;
}

async function health(t: TestApp) {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Polls /api/health until it shows `status` (Redis reconnects on its own; no fixed wait). */
async function healthBecomes(t: TestApp, status: string) {
  const until = Date.now() + 15_000;
  while ((await health(t)).status !== status) {
    if (Date.now() > until) throw new Error(`/api/health never said ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** An app logger whose lines the test reads. */
function logLines() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).trim().split('\n'));
      done();
    },
  });
  return {
    logger: { level: 'warn', stream },
    lines,
    said: (text: string) => lines.filter((l) => l.includes(text)).length,
  };
}

describe('with REDIS_URL set and Redis away (ADR 0120)', () => {
  let t: TestApp;
  const log = logLines();
  beforeAll(async () => {
    t = await buildTestApp(
      { AUTH_RATE_LIMIT: String(LIMIT), ...(await awayRedisOverrides()) },
      { logger: log.logger },
    );
  });
  afterAll(() => t?.close());

  it('starts, degraded in /api/health, and says so once in the log', async () => {
    expect(await health(t)).toEqual({ status: 'degraded', database: 'ok', redis: 'unavailable' });
    for (let i = 0; i < 5; i++) await wrongSignIn(t, `198.51.100.${60 + i}`);
    expect(log.said('Redis is not answering')).toBe(1);
  });

  it('still limits sign-in, sign-up codes and the contact form, counting in the process', async () => {
    for (let i = 0; i < LIMIT; i++) expect(await wrongSignIn(t, '198.51.100.70')).toBe(401);
    expect(await wrongSignIn(t, '198.51.100.70')).toBe(429);

    const guess = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/email-otp/verify-email',
        headers: sameOrigin(t),
        payload: { email: uniqueEmail('away'), otp: '123456' },
        remoteAddress: '198.51.100.71',
      });
    for (let i = 0; i < LIMIT; i++) expect((await guess()).statusCode).toBe(400);
    expect((await guess()).statusCode).toBe(429);

    const contact = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Away', email: 'away@example.com', message: 'Is the bike still there?' },
        remoteAddress: '198.51.100.72',
      });
    for (let i = 0; i < 5; i++) expect((await contact()).statusCode).toBe(200);
    expect((await contact()).statusCode).toBe(429);
  });
});

describe.runIf(testRedis)('Redis going away and coming back (ADR 0120)', () => {
  let t: TestApp;
  let relay: Awaited<ReturnType<typeof redisThatGoesAway>>;
  let redis: Redis;
  const log = logLines();
  const prefix = `bb-test-back-${Date.now().toString(36)}:`;
  beforeAll(async () => {
    relay = await redisThatGoesAway();
    redis = new Redis(testRedis as string);
    t = await buildTestApp(
      { AUTH_RATE_LIMIT: String(LIMIT), REDIS_URL: relay.url, REDIS_KEY_PREFIX: prefix },
      { logger: log.logger },
    );
  });
  afterAll(async () => {
    await t?.close();
    await relay.stop();
    redis.disconnect();
  });

  it('counts in the process while it is away, in Redis under readable keys once it answers', async () => {
    expect((await health(t)).status).toBe('degraded');
    await relay.start();
    await healthBecomes(t, 'ok');
    expect(await health(t)).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });
    expect(log.said('Redis answers again')).toBe(1);

    for (let i = 0; i < LIMIT; i++) expect(await wrongSignIn(t, '198.51.100.80')).toBe(401);
    expect(await wrongSignIn(t, '198.51.100.80')).toBe(429);
    // Named by what they count: the limiter, the action and the client address.
    expect(await redis.get(`${prefix}rate:auth:sign-in:198.51.100.80`)).toBe(String(LIMIT + 1));

    await relay.stop();
    await healthBecomes(t, 'degraded');
    for (let i = 0; i < LIMIT; i++) expect(await wrongSignIn(t, '198.51.100.81')).toBe(401);
    expect(await wrongSignIn(t, '198.51.100.81')).toBe(429);
    // Once per outage: at start and now, however many requests it counted meanwhile.
    expect(log.said('Redis is not answering')).toBe(2);
  });

  it('carries the counts over each switch: no client gets more than its limit across one (ADR 0251)', async () => {
    // Still away. A client at its limit in Redis before it went away stays at it in the process.
    expect(await wrongSignIn(t, '198.51.100.80')).toBe(429);
    // A client that used part of its limit while Redis was away has only the rest once it is back.
    for (let i = 0; i < LIMIT - 1; i++) expect(await wrongSignIn(t, '198.51.100.82')).toBe(401);
    await relay.start();
    await healthBecomes(t, 'ok');
    expect(log.said('Redis answers again')).toBe(2);
    expect(await wrongSignIn(t, '198.51.100.82')).toBe(401);
    expect(await wrongSignIn(t, '198.51.100.82')).toBe(429);
    expect(await redis.get(`${prefix}rate:auth:sign-in:198.51.100.82`)).toBe(String(LIMIT + 1));
    // One at its limit while away stays at it in Redis: its count was carried there.
    expect(await wrongSignIn(t, '198.51.100.81')).toBe(429);
    expect(Number(await redis.get(`${prefix}rate:auth:sign-in:198.51.100.81`))).toBeGreaterThan(LIMIT);
  });
});
