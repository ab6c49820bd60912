import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetLinkIn, signIn, signUp, waitForOutboxMail } from './factories/users';
import { buildTestApp, cookieHeader, createUser, type TestApp, uniqueEmail } from './helpers';

/**
 * The shop answers at every address it is opened at (ADR 0110): BASE_URL is http://localhost:3000
 * here, yet a browser at http://127.0.0.1:3000 or a phone at the LAN address sends an Origin equal to
 * the Host it sent the request to, which is its own page. Another site's Origin is still refused.
 */
const FOREIGN = 'This request came from another website and was refused.';

describe('a page opened at another address of this server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ BASE_URL: 'http://localhost:3000' });
  });
  afterAll(() => t.close());

  const at = (address: string) => ({ host: address, origin: `http://${address}` });

  it('signs up at 127.0.0.1 and signs in from a phone at the LAN address', async () => {
    const email = uniqueEmail('opened');
    const up = await signUp(
      t,
      { name: 'Rahim', email, password: 'correct-horse-battery' },
      at('127.0.0.1:3000'),
    );
    expect(up.statusCode).toBe(200);
    const u = await createUser(t);
    const lan = at('192.168.1.20:3000');
    const res = await signIn(t, { email: u.email, password: u.password }, lan);
    expect(res.statusCode).toBe(200);
    // The new session writes from that page too.
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/users?email=${u.email}`,
      headers: { ...lan, cookie: cookieHeader(res) },
      payload: { name: 'From the phone' },
    });
    expect(update.statusCode).toBe(200);
  });

  it('takes the contact form from 127.0.0.1', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: at('127.0.0.1:3000'),
      payload: { name: 'Karim', email: uniqueEmail('contact'), message: 'Is the Pulsar still there?' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('keeps BASE_URL in mailed links whatever address the request came to', async () => {
    const u = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: at('192.168.1.20:3000'),
      payload: { email: u.email, redirectTo: '/reset-password' },
    });
    expect(res.statusCode).toBe(200);
    const mail = await waitForOutboxMail(t, u.email, 5000, /password/i);
    expect(resetLinkIn(mail.mail).origin).toBe('http://localhost:3000');
  });

  it('still refuses another site, also when it names our address in X-Forwarded-Host', async () => {
    const u = await createUser(t);
    const write = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users?email=${u.email}`,
        headers: { cookie: u.headers.cookie, ...headers },
        payload: { name: 'Hijacked' },
      });
    const evil = await write({ host: '127.0.0.1:3000', origin: 'http://evil.example' });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().message).toBe(FOREIGN);
    // Without TRUST_PROXY a forwarded host is only what the client says.
    const forwarded = await write({
      host: '127.0.0.1:3000',
      'x-forwarded-host': 'evil.example',
      origin: 'http://evil.example',
    });
    expect(forwarded.statusCode).toBe(403);
    // The port is part of the origin.
    expect((await write({ host: '127.0.0.1:3000', origin: 'http://127.0.0.1:4000' })).statusCode).toBe(403);
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { host: '127.0.0.1:3000', origin: 'http://evil.example' },
      payload: { name: 'Spam', email: uniqueEmail('spam'), message: 'x' },
    });
    expect(contact.statusCode).toBe(403);
    const login = await signIn(
      t,
      { email: u.email, password: u.password },
      {
        host: '127.0.0.1:3000',
        origin: 'http://evil.example',
      },
    );
    expect(login.statusCode).toBe(403);
  });
});

describe('behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ BASE_URL: 'https://bikes.example', TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('takes the forwarded host and protocol as the address the page was opened at', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: {
        host: '10.0.0.5:3000',
        'x-forwarded-host': 'shop.bikes.example',
        'x-forwarded-proto': 'https',
        origin: 'https://shop.bikes.example',
      },
      payload: { name: 'Karim', email: uniqueEmail('proxied'), message: 'Hello' },
    });
    expect(res.statusCode).toBe(200);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: {
        host: '10.0.0.5:3000',
        'x-forwarded-host': 'shop.bikes.example',
        'x-forwarded-proto': 'https',
        origin: 'https://evil.example',
      },
      payload: { name: 'Spam', email: uniqueEmail('spam'), message: 'x' },
    });
    expect(foreign.statusCode).toBe(403);
  });
});
