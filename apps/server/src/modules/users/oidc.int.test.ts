import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAtProvider, startOidcProvider, type TestOidcProvider } from '../../../test/factories/oidc';
import { deactivate, sameOrigin, storedUser } from '../../../test/factories/users';
import { buildTestApp, cookieHeader, createUser, type TestApp } from '../../../test/helpers';
import { account } from '../../db/schema';

const BASE_URL = 'http://localhost:3000';

let idp: TestOidcProvider;
let t: TestApp;

beforeAll(async () => {
  idp = await startOidcProvider({
    redirectUri: `${BASE_URL}/api/auth/callback/oidc`,
    accounts: [
      { sub: 'alice', email: 'alice@idp.example', name: 'Alice Provider' },
      { sub: 'bob', email: 'bob@idp.example', name: 'Bob Provider' },
      { sub: 'sam', email: 'sam.seller@idp.example', name: 'Sam From IdP' },
      { sub: 'carol', email: 'carol@idp.example', name: 'Carol' },
      { sub: 'dora', email: 'dora@idp.example', name: 'Dora' },
    ],
  });
  t = await buildTestApp({
    BASE_URL,
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: idp.clientId,
    OIDC_CLIENT_SECRET: idp.clientSecret,
    OIDC_NAME: 'Test IdP',
  });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

/**
 * The whole authorization-code flow: our sign-in start (inject), the provider's pages (real HTTP),
 * then our callback (inject) with the state cookie from the start. Answers the callback's response.
 */
async function signInWithOidc(sub: string, extra: Record<string, unknown> = {}) {
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    headers: sameOrigin(t),
    payload: { provider: 'oidc', callbackURL: '/dashboard', ...extra },
  });
  expect(start.statusCode).toBe(200);
  const authorizationUrl = new URL(start.json().url);
  const back = await loginAtProvider(authorizationUrl.toString(), sub);
  expect(`${back.origin}${back.pathname}`).toBe(`${BASE_URL}/api/auth/callback/oidc`);
  const callback = await t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { cookie: cookieHeader(start) },
  });
  return { start, authorizationUrl, callback };
}

async function sessionOf(cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
  return res.json();
}

describe('OpenID Connect sign-in against a real provider', () => {
  it('offers the provider by name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth-providers' });
    expect(res.json()).toEqual({ google: false, oidc: { name: 'Test IdP' } });
  });

  it('asks for the code flow with PKCE (S256), a nonce and our callback', async () => {
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: sameOrigin(t),
      payload: { provider: 'oidc', callbackURL: '/' },
    });
    const url = new URL(start.json().url);
    expect(`${url.origin}`).toBe(idp.issuer);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe(idp.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(`${BASE_URL}/api/auth/callback/oidc`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'email', 'profile']),
    );
  });

  it('completes the flow: a new Buyer account, signed in, back on the page asked for', async () => {
    const { callback } = await signInWithOidc('alice');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/dashboard');
    const cookie = cookieHeader(callback);
    expect(cookie).toContain('bb.session_token=');

    const session = await sessionOf(cookie);
    expect(session.user).toMatchObject({
      email: 'alice@idp.example',
      name: 'Alice Provider',
      role: 'Buyer',
      emailVerified: true,
    });
    const [link] = await t.db
      .select()
      .from(account)
      .where(and(eq(account.userId, session.user.id), eq(account.providerId, 'oidc')));
    expect(link?.accountId).toBe('alice');

    // product.md's role check and user call work on the new session.
    const isBuyer = await t.app.inject({
      method: 'GET',
      url: '/api/users/buyer/alice%40idp.example',
      headers: { cookie },
    });
    expect(isBuyer.json()).toEqual({ isBuyer: true });
  });

  it('signs the same person into the same account next time', async () => {
    const first = await signInWithOidc('bob');
    const firstUser = (await sessionOf(cookieHeader(first.callback))).user;
    const second = await signInWithOidc('bob');
    const secondUser = (await sessionOf(cookieHeader(second.callback))).user;
    expect(secondUser.id).toBe(firstUser.id);
  });

  it('makes a Buyer even when the start asks for another role', async () => {
    const { start, callback } = await signInWithOidc('sam', { additionalData: { role: 'Seller' } });
    expect(start.statusCode).toBe(200);
    const user = (await sessionOf(cookieHeader(callback))).user;
    expect(user.role).toBe('Buyer');
    expect((await storedUser(t, user.id))?.role).toBe('Buyer');
  });

  it('refuses a callback without the state cookie of its own start (no login CSRF)', async () => {
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: sameOrigin(t),
      payload: { provider: 'oidc', callbackURL: '/' },
    });
    const back = await loginAtProvider(start.json().url, 'alice');
    const callback = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(callback.statusCode).toBe(302);
    expect(String(callback.headers.location)).toMatch(/error=/);
    expect(cookieHeader(callback)).not.toMatch(/bb\.session_token=[^;]+/);
  });

  it('keeps a deactivated account out through the provider too', async () => {
    const first = await signInWithOidc('carol');
    const carol = (await sessionOf(cookieHeader(first.callback))).user;
    await deactivate(t, carol.id);
    const again = await signInWithOidc('carol');
    expect(again.callback.statusCode).toBe(403);
    expect(again.callback.json().message).toBe('This account has been deactivated.');
    expect(cookieHeader(again.callback)).not.toMatch(/bb\.session_token=[^;]+/);
  });

  it('does not take over an existing password account with the same e-mail', async () => {
    const seller = await createUser(t, { role: 'Seller', email: 'dora@idp.example' });
    const { callback } = await signInWithOidc('dora', { errorCallbackURL: '/login' });
    expect(callback.statusCode).toBe(302);
    // The login page is told why (the web passes errorCallbackURL).
    const to = new URL(String(callback.headers.location), BASE_URL);
    expect(to.pathname).toBe('/login');
    expect(to.searchParams.get('error')).toBe('account_not_linked');
    expect(cookieHeader(callback)).not.toMatch(/bb\.session_token=[^;]+/);
    const links = await t.db.select().from(account).where(eq(account.userId, seller.id));
    expect(links.map((l) => l.providerId)).toEqual(['credential']);
    expect((await storedUser(t, seller.id))?.role).toBe('Seller');
  });
});
