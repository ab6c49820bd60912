import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deactivate,
  sameOrigin,
  signIn,
  signUpCodeFor,
  signUp as signUpRequest,
  storedUser,
  verifyEmail,
} from '../../../test/factories/users';
import { buildTestApp, cookieHeader, createUser, type TestApp, uniqueEmail } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function signUp(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return signUpRequest(t, payload, headers);
}

function setCookieLines(res: { headers: Record<string, unknown> }): string[] {
  const raw = res.headers['set-cookie'];
  return Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
}

/** No field named like a password, and neither the password nor a hash of one, anywhere in a body. */
function expectNoPasswordMaterial(body: string, password: string) {
  expect(body).not.toContain(password);
  expect(body.toLowerCase()).not.toContain('password');
  // better-auth's scrypt hashes are "salt:key" in hex.
  expect(body).not.toMatch(/[0-9a-f]{32}:[0-9a-f]{64,}/);
}

describe('sign-up', () => {
  it('creates a Buyer or a Seller as chosen, signed in once the mailed code is entered', async () => {
    for (const role of ['Buyer', 'Seller'] as const) {
      const email = uniqueEmail(role.toLowerCase());
      const res = await signUp({ name: `New ${role}`, email, password: 'long-enough-1', role });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ email, name: `New ${role}`, role });
      expect(cookieHeader(res)).toBe('');
      const verified = await verifyEmail(t, email, await signUpCodeFor(t, email));
      expect(verified.statusCode).toBe(200);
      const session = await t.app.inject({
        method: 'GET',
        url: '/api/auth/get-session',
        headers: { cookie: cookieHeader(verified) },
      });
      expect(session.json().user).toMatchObject({ email, role });
    }
  });

  it('makes a Buyer when no account type is sent', async () => {
    const res = await signUp({ name: 'No Type', email: uniqueEmail(), password: 'long-enough-1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('Buyer');
  });

  it('refuses Admin or any other account type, and creates nothing', async () => {
    for (const role of ['Admin', 'admin', 'Root', 42]) {
      const email = uniqueEmail('refused');
      const res = await signUp({ name: 'Mallory', email, password: 'long-enough-1', role });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
      expect((await signIn(t, { email, password: 'long-enough-1' })).statusCode).toBe(401);
    }
  });

  it('never lets sign-up set what only the server sets', async () => {
    const res = await signUp({
      name: 'Mallory',
      email: uniqueEmail('fields'),
      password: 'long-enough-1',
      role: 'Seller',
      sellerVerified: true,
      deactivatedAt: null,
      emailVerified: true,
    });
    // better-auth ignores fields that take no input; what matters is that none is stored.
    expect(res.statusCode).toBe(200);
    const stored = await storedUser(t, res.json().user.id);
    expect(stored).toMatchObject({ sellerVerified: false, emailVerified: false, role: 'Seller' });
  });

  it('refuses a short password', async () => {
    // A taken e-mail is answered like a new one: sign-up.int.test.ts.
    const short = await signUp({ name: 'Short', email: uniqueEmail(), password: 'short' });
    expect(short.statusCode).toBe(400);
  });

  it('keeps an uploaded photo and drops a foreign image URL', async () => {
    const own = '/media/0123456789abcdef0123456789abcdef-1280.webp';
    const withOwn = await signUp({ name: 'P', email: uniqueEmail(), password: 'long-enough-1', image: own });
    expect(withOwn.json().user.image).toBe(own);
    const foreign = await signUp({
      name: 'Q',
      email: uniqueEmail(),
      password: 'long-enough-1',
      image: 'https://tracker.example/pixel.gif',
    });
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json().user.image).toBeNull();
  });

  it('answers no password material, in the body or anywhere else', async () => {
    const password = 'Very-Secret-Pass-42';
    const res = await signUp({ name: 'Careful', email: uniqueEmail(), password, role: 'Seller' });
    expect(res.statusCode).toBe(200);
    expectNoPasswordMaterial(res.body, password);
    const cookie = cookieHeader(res);
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expectNoPasswordMaterial(session.body, password);
    const login = await signIn(t, { email: res.json().user.email, password });
    expectNoPasswordMaterial(login.body, password);
  });
});

describe('sign-in, session and sign-out', () => {
  it('signs in with the right password and refuses a wrong one with a message', async () => {
    const u = await createUser(t);
    const ok = await signIn(t, { email: u.email, password: u.password });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe(u.email);
    expect(ok.headers['set-auth-token']).toBeTruthy();

    const wrong = await signIn(t, { email: u.email, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password');
    expect(setCookieLines(wrong).some((l) => l.startsWith('bb.session_token='))).toBe(false);
  });

  it('answers an unknown e-mail exactly as a wrong password', async () => {
    const res = await signIn(t, { email: uniqueEmail('nobody'), password: 'whatever-123' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid email or password');
  });

  it('reads the session by cookie or by bearer token', async () => {
    const u = await createUser(t, { role: 'Seller' });
    for (const headers of [u.headers, u.bearer]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers });
      expect(res.json().user).toMatchObject({ id: u.id, role: 'Seller', sellerVerified: false });
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/auth/get-session' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toBeNull();
  });

  it('signs out: the session no longer works, by cookie or bearer', async () => {
    const u = await createUser(t);
    // Used first, so the process has resolved (and may reuse, ADR 0098) the session sign-out ends.
    for (const headers of [u.headers, u.bearer]) {
      const api = await t.app.inject({ method: 'GET', url: `/api/users?email=${u.email}`, headers });
      expect(api.statusCode).toBe(200);
    }
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...u.headers, ...sameOrigin(t) },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(setCookieLines(out).some((l) => /^bb\.session_token=;/.test(l) && /Max-Age=0/i.test(l))).toBe(
      true,
    );
    for (const headers of [u.headers, u.bearer]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers });
      expect(res.json()).toBeNull();
      const api = await t.app.inject({ method: 'GET', url: `/api/users?email=${u.email}`, headers });
      expect(api.statusCode).toBe(401);
    }
  });

  it('refuses a cookie-carrying sign-out from another site', async () => {
    const u = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...u.headers, origin: 'https://evil.example' },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    const still = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: u.headers });
    expect(still.json().user.id).toBe(u.id);
  });

  it('sets the session cookie httpOnly and SameSite=Lax (not Secure over http)', async () => {
    const u = await createUser(t);
    const res = await signIn(t, { email: u.email, password: u.password });
    const line = setCookieLines(res).find((l) => l.startsWith('bb.session_token='));
    expect(line).toBeDefined();
    expect(line).toMatch(/;\s*HttpOnly/i);
    expect(line).toMatch(/;\s*SameSite=Lax/i);
    expect(line).not.toMatch(/;\s*Secure/i);
  });

  it('keeps a deactivated account from signing in, and its old session from calling the API', async () => {
    const u = await createUser(t, { role: 'Seller' });
    await deactivate(t, u.id);
    const res = await signIn(t, { email: u.email, password: u.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This account has been deactivated.');
    expect(setCookieLines(res).some((l) => l.startsWith('bb.session_token=') && !/Max-Age=0/i.test(l))).toBe(
      false,
    );
    const api = await t.app.inject({ method: 'GET', url: `/api/users?email=${u.email}`, headers: u.headers });
    expect(api.statusCode).toBe(401);
  });
});

describe('profile changes through better-auth', () => {
  it('never lets an account change its own role', async () => {
    const u = await createUser(t, { role: 'Buyer' });
    for (const role of ['Admin', 'Seller']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/update-user',
        headers: { ...u.headers, ...sameOrigin(t) },
        payload: { role },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only an Admin can change a role.');
    }
    expect((await storedUser(t, u.id))?.role).toBe('Buyer');
  });

  it('updates name and an uploaded photo, and refuses a foreign image', async () => {
    const u = await createUser(t);
    const photo = '/media/abcdefabcdefabcdefabcdefabcdefab-1280.webp';
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { ...u.headers, ...sameOrigin(t) },
      payload: { name: 'Renamed', image: photo },
    });
    expect(ok.statusCode).toBe(200);
    expect(await storedUser(t, u.id)).toMatchObject({ name: 'Renamed', image: photo });

    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { ...u.headers, ...sameOrigin(t) },
      payload: { image: 'javascript:alert(1)' },
    });
    expect(foreign.statusCode).toBe(400);
    expect((await storedUser(t, u.id))?.image).toBe(photo);
  });
});

// docs/product.md#hardening: better-auth's own routes took a 900 KB name; 18.6: weak passwords were accepted.
describe('what people type, through better-auth', () => {
  const huge = 'N'.repeat(900 * 1024);

  it('refuses a name longer than our own routes allow, at sign-up and in update-user', async () => {
    const email = uniqueEmail('long-name');
    const res = await signUp({ name: huge, email, password: 'correct-horse-battery' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Name must be 100 characters or fewer.');
    expect((await signIn(t, { email, password: 'correct-horse-battery' })).statusCode).toBe(401);
    expect(
      (await signUp({ name: 'N'.repeat(101), email, password: 'correct-horse-battery' })).statusCode,
    ).toBe(400);

    const u = await createUser(t);
    const update = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: u.headers,
      payload: { name: huge },
    });
    expect(update.statusCode).toBe(400);
    expect(update.json().message).toBe('Name must be 100 characters or fewer.');
    expect((await storedUser(t, u.id))?.name).toBe(u.name);
  });

  it.each([
    ['password', 'This password is too easy to guess'],
    ['12345678', 'This password is too easy to guess'],
    ['        ', 'A password cannot be only spaces.'],
  ])('refuses the password %j at sign-up, and makes no account', async (password, message) => {
    const email = uniqueEmail('weak');
    const res = await signUp({ name: 'Weak', email, password });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await signIn(t, { email, password })).statusCode).toBe(401);
  });

  it('refuses a weak new password when changing or resetting it', async () => {
    const u = await createUser(t);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: u.headers,
      payload: { currentPassword: u.password, newPassword: '12345678' },
    });
    expect(change.statusCode).toBe(400);
    expect((await signIn(t, { email: u.email, password: u.password })).statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: sameOrigin(t),
      payload: { newPassword: 'password', token: 'any' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toContain('This password is too easy to guess');
  });
});

describe('same-origin guard on /api', () => {
  const photo = '/media/abcdefabcdefabcdefabcdefabcdefab-1280.webp';

  it('refuses a state-changing call with a cookie from another origin, with a message', async () => {
    const u = await createUser(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users?email=${u.email}`,
      headers: { ...u.headers, origin: 'https://evil.example' },
      payload: { name: 'Hijacked' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      statusCode: 403,
      error: 'Forbidden',
      message: 'This request came from another website and was refused.',
    });
    expect((await storedUser(t, u.id))?.name).toBe(u.name);
  });

  it('refuses Origin: null (sandboxed frames, some redirects) too', async () => {
    const u = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...u.headers, origin: 'null' },
      payload: { name: 'X', email: u.email },
    });
    expect(res.statusCode).toBe(403);
  });

  // docs/product.md#hardening: a cookie request without Origin was taken as our own.
  it('refuses a write with a cookie and no Origin, unless the browser says it is same-origin', async () => {
    const u = await createUser(t);
    const { origin: _ours, ...cookieOnly } = u.headers;
    const update = (headers: Record<string, string>, name: string) =>
      t.app.inject({ method: 'PUT', url: `/api/users?email=${u.email}`, headers, payload: { name, photo } });
    const refused = await update(cookieOnly, 'No origin');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This request came from another website and was refused.');
    expect((await update({ ...cookieOnly, 'sec-fetch-site': 'cross-site' }, 'Cross')).statusCode).toBe(403);
    expect((await update({ ...cookieOnly, 'sec-fetch-site': 'same-site' }, 'Sibling')).statusCode).toBe(403);
    expect((await storedUser(t, u.id))?.name).toBe(u.name);
    expect((await update({ ...cookieOnly, 'sec-fetch-site': 'same-origin' }, 'Fetched')).statusCode).toBe(
      200,
    );
    // Sign-in and sign-out ride on cookies too.
    const signOut = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: cookieOnly });
    expect(signOut.statusCode).toBe(403);
  });

  it('lets through our own origin, no Origin without cookies, a bearer token without cookie, and reads', async () => {
    const u = await createUser(t);
    const update = (headers: Record<string, string>, name: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users?email=${u.email}`,
        headers,
        payload: { name, photo },
      });
    expect((await update({ ...u.headers, ...sameOrigin(t) }, 'One')).statusCode).toBe(200);
    expect((await update({ ...u.bearer }, 'Two')).statusCode).toBe(200);
    expect((await update({ ...u.bearer, origin: 'https://app.elsewhere.example' }, 'Three')).statusCode).toBe(
      200,
    );
    // A bearer token next to a cookie does not exempt the cookie.
    expect(
      (await update({ ...u.bearer, ...u.headers, origin: 'https://evil.example' }, 'Four')).statusCode,
    ).toBe(403);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/users?email=${u.email}`,
      headers: { ...u.headers, origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().name).toBe('Three');
  });

  it('guards sign-in as well: another site cannot log a browser into an account', async () => {
    const u = await createUser(t);
    const res = await signIn(t, { email: u.email, password: u.password }, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
  });
});

describe('external sign-in options', () => {
  it('answers none when nothing is configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth-providers' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ google: false, oidc: null });
  });

  it('names Google and the OpenID Connect provider when configured', async () => {
    const other = await buildTestApp({
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      // Unreachable on purpose: the app must still start and answer.
      OIDC_ISSUER: 'http://127.0.0.1:9/issuer',
      OIDC_CLIENT_ID: 'client',
      OIDC_CLIENT_SECRET: 'secret',
      OIDC_NAME: 'Company login',
    });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/api/auth-providers' });
      expect(res.json()).toEqual({ google: true, oidc: { name: 'Company login' } });
      // Google's sign-in starts with a redirect to Google carrying our callback.
      const google = await other.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        headers: sameOrigin(other),
        payload: { provider: 'google', callbackURL: '/' },
      });
      expect(google.statusCode).toBe(200);
      const url = new URL(google.json().url);
      expect(url.hostname).toBe('accounts.google.com');
      expect(url.searchParams.get('redirect_uri')).toBe(`${other.config.baseUrl}/api/auth/callback/google`);
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    } finally {
      await other.close();
    }
  });

  it('refuses a social sign-in whose callback leaves our site', async () => {
    const other = await buildTestApp({ GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 's' });
    try {
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        headers: sameOrigin(other),
        payload: { provider: 'google', callbackURL: 'https://evil.example/after' },
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await other.close();
    }
  });
});

describe('behind HTTPS', () => {
  it('marks the session cookie Secure', async () => {
    const secure = await buildTestApp({ BASE_URL: 'https://bikes.example' });
    try {
      const email = uniqueEmail();
      const signedUp = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: 'https://bikes.example' },
        payload: { name: 'S', email, password: 'long-enough-1' },
      });
      expect(signedUp.statusCode).toBe(200);
      // The session opens when the mailed code is entered.
      const res = await verifyEmail(secure, email, await signUpCodeFor(secure, email));
      expect(res.statusCode).toBe(200);
      const line = setCookieLines(res).find((l) => l.includes('session_token='));
      expect(line).toMatch(/^__Secure-bb\.session_token=/);
      expect(line).toMatch(/;\s*Secure/i);
      expect(line).toMatch(/;\s*HttpOnly/i);
      expect(line).toMatch(/;\s*SameSite=Lax/i);
    } finally {
      await secure.close();
    }
  });
});
