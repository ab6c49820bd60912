import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameOrigin } from '../../../test/factories/users';
import { buildTestApp, createUser, type TestApp, type TestUser, uniqueEmail } from '../../../test/helpers';
import { rateLimitBackends } from '../../../test/services';

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
