import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deactivate, sameOrigin, signedInCookie, storedUser } from '../../../test/factories/users';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';
import { auditLog } from '../../db/schema';

let t: TestApp;
let buyer: TestUser;
let seller: TestUser;
let verifiedSeller: TestUser;
let admin: TestUser;

const PHOTO = '/media/0123456789abcdef0123456789abcdef-1280.webp';
const OTHER_PHOTO = '/media/fedcba9876543210fedcba9876543210-1280.webp';

beforeAll(async () => {
  t = await buildTestApp();
  buyer = await createUser(t, { role: 'Buyer' });
  seller = await createUser(t, { role: 'Seller' });
  verifiedSeller = await createUser(t, { role: 'Seller', verified: true });
  admin = await createUser(t, { role: 'Admin' });
});
afterAll(() => t.close());

const q = (email: string) => encodeURIComponent(email);

function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

describe('role checks GET /api/users/{admin|buyer|seller}/:identifier', () => {
  const cases = [
    { path: 'admin', key: 'isAdmin' },
    { path: 'buyer', key: 'isBuyer' },
    { path: 'seller', key: 'isSeller' },
  ] as const;

  it('answers for the caller, by e-mail or by id, with cookie or bearer', async () => {
    const expected = {
      buyer: { isAdmin: false, isBuyer: true, isSeller: false },
      seller: { isAdmin: false, isBuyer: false, isSeller: true },
      admin: { isAdmin: true, isBuyer: false, isSeller: false },
    };
    for (const [name, who] of [
      ['buyer', buyer],
      ['seller', seller],
      ['admin', admin],
    ] as const) {
      for (const { path, key } of cases) {
        for (const identifier of [who.email, who.id, who.email.toUpperCase()]) {
          for (const headers of [who.headers, who.bearer]) {
            const res = await get(`/api/users/${path}/${q(identifier)}`, headers);
            expect(res.statusCode, `${name} ${path} ${identifier}`).toBe(200);
            expect(res.json()).toEqual({ [key]: expected[name][key] });
          }
        }
      }
    }
  });

  it('answers 401 without a session, and 403 about anyone else', async () => {
    for (const { path } of cases) {
      const anonymous = await get(`/api/users/${path}/${q(buyer.email)}`);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toBe('Please sign in to continue.');

      for (const identifier of [seller.email, seller.id, admin.email, 'nobody@nowhere.example']) {
        const res = await get(`/api/users/${path}/${q(identifier)}`, buyer.headers);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('You can only see or change your own account.');
      }
    }
  });

  it('answers an Admin about anyone, and 404 for an unknown account', async () => {
    expect((await get(`/api/users/seller/${q(seller.email)}`, admin.headers)).json()).toEqual({
      isSeller: true,
    });
    expect((await get(`/api/users/buyer/${seller.id}`, admin.bearer)).json()).toEqual({ isBuyer: false });
    expect((await get(`/api/users/admin/${buyer.id}`, admin.headers)).json()).toEqual({ isAdmin: false });
    const missing = await get(`/api/users/admin/${q('nobody@nowhere.example')}`, admin.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No account has this e-mail or id.');
  });

  it('sees a role change at once (no stale answer)', async () => {
    const later = await createUser(t, { role: 'Buyer' });
    expect((await get(`/api/users/admin/${later.id}`, later.headers)).json()).toEqual({ isAdmin: false });
    await t.app.inject({
      method: 'PUT',
      url: `/api/makeAdmin?email=${q(later.email)}`,
      headers: { ...admin.headers, ...sameOrigin(t) },
    });
    expect((await get(`/api/users/admin/${later.id}`, later.headers)).json()).toEqual({ isAdmin: true });
  });
});

describe('GET /api/users?email=', () => {
  it("answers product.md's user shape for the caller", async () => {
    const res = await get(`/api/users?email=${q(seller.email)}`, seller.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      _id: seller.id,
      name: seller.name,
      email: seller.email,
      photo: '',
      role: 'Seller',
      status: '',
    });
  });

  it("marks a verified seller 'Verified'", async () => {
    const res = await get(`/api/users?email=${q(verifiedSeller.email)}`, verifiedSeller.bearer);
    expect(res.json()).toMatchObject({ role: 'Seller', status: 'Verified' });
  });

  it('answers an Admin about anyone, 403 to others, 401 anonymous, 400 for a bad e-mail', async () => {
    expect((await get(`/api/users?email=${q(buyer.email)}`, admin.headers)).json()).toMatchObject({
      _id: buyer.id,
      role: 'Buyer',
    });
    expect((await get(`/api/users?email=${q(buyer.email)}`, seller.headers)).statusCode).toBe(403);
    expect((await get(`/api/users?email=${q(buyer.email)}`)).statusCode).toBe(401);
    const bad = await get('/api/users?email=not-an-email', buyer.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/email/i);
    expect((await get(`/api/users?email=${q('ghost@nowhere.example')}`, admin.headers)).statusCode).toBe(404);
  });
});

describe('POST /api/users (sign-up step: save to the user store)', () => {
  function save(who: TestUser, payload: Record<string, unknown>) {
    return t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...who.headers, ...sameOrigin(t) },
      payload,
    });
  }

  it("saves the caller's own name and photo and acknowledges", async () => {
    const u = await createUser(t, { role: 'Seller' });
    const res = await save(u, { name: 'Rahim Uddin', email: u.email, role: 'Seller', photo: PHOTO });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true });
    expect(await storedUser(t, u.id)).toMatchObject({ name: 'Rahim Uddin', image: PHOTO, role: 'Seller' });
    // Saving again (the original client does it on every external login) is fine too.
    expect((await save(u, { name: 'Rahim Uddin', email: u.email, role: 'Seller' })).json()).toEqual({
      acknowledged: true,
    });
    expect((await storedUser(t, u.id))?.image).toBe(PHOTO);
  });

  it('never changes the role, to Admin or otherwise', async () => {
    const u = await createUser(t, { role: 'Buyer' });
    for (const role of ['Admin', 'Seller']) {
      const res = await save(u, { name: 'Sneaky', email: u.email, role });
      expect(res.statusCode).toBe(200);
      expect((await storedUser(t, u.id))?.role).toBe('Buyer');
    }
    // An Admin re-saving their profile with product.md's external-login role stays Admin.
    await save(admin, { name: admin.name, email: admin.email, role: 'Buyer' });
    expect((await storedUser(t, admin.id))?.role).toBe('Admin');
  });

  it("refuses someone else's e-mail with acknowledged: false and a message, changing nothing", async () => {
    const res = await save(buyer, { name: 'Impostor', email: seller.email, role: 'Seller', photo: PHOTO });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      acknowledged: false,
      message: 'This e-mail belongs to another account.',
    });
    expect(await storedUser(t, seller.id)).toMatchObject({ name: seller.name, image: null });
    // Not even an Admin saves another account's profile this way (PUT /users is for that).
    expect((await save(admin, { name: 'X', email: seller.email })).statusCode).toBe(403);
  });

  it('refuses a missing name, a foreign photo URL and an unknown role with the field named', async () => {
    const u = await createUser(t);
    for (const [payload, field] of [
      [{ email: u.email, name: '' }, 'name'],
      [{ email: u.email, name: 'A', photo: 'https://tracker.example/p.gif' }, 'photo'],
      [{ email: u.email, name: 'A', role: 'Root' }, 'role'],
      [{ name: 'A' }, 'email'],
    ] as const) {
      const res = await save(u, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues[0].path).toBe(field);
    }
    expect((await storedUser(t, u.id))?.name).toBe(u.name);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { name: 'A', email: buyer.email },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/users?email= (Update Profile)', () => {
  function put(who: TestUser | null, email: string, payload: Record<string, unknown>) {
    return t.app.inject({
      method: 'PUT',
      url: `/api/users?email=${q(email)}`,
      headers: who ? { ...who.headers, ...sameOrigin(t) } : sameOrigin(t),
      payload,
    });
  }

  it('updates name and photo of the caller and counts the change', async () => {
    const u = await createUser(t);
    const res = await put(u, u.email, { name: 'New Name', photo: PHOTO });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect((await get(`/api/users?email=${q(u.email)}`, u.headers)).json()).toMatchObject({
      name: 'New Name',
      photo: PHOTO,
    });
    // The same values again: acknowledged, nothing modified.
    expect((await put(u, u.email, { name: 'New Name', photo: PHOTO })).json()).toEqual({
      acknowledged: true,
      modifiedCount: 0,
    });
    // Photo only.
    expect((await put(u, u.email, { photo: OTHER_PHOTO })).json()).toEqual({
      acknowledged: true,
      modifiedCount: 1,
    });
    expect(await storedUser(t, u.id)).toMatchObject({ name: 'New Name', image: OTHER_PHOTO });
  });

  it('keeps the e-mail read-only', async () => {
    const u = await createUser(t);
    const res = await put(u, u.email, { name: 'Same', email: 'changed@nowhere.example' });
    expect(res.statusCode).toBe(200);
    expect((await storedUser(t, u.id))?.email).toBe(u.email);
  });

  it('lets an Admin update anyone, 403 for others, 401 anonymous, 404 unknown', async () => {
    const u = await createUser(t);
    expect((await put(admin, u.email, { name: 'Set By Admin' })).json()).toEqual({
      acknowledged: true,
      modifiedCount: 1,
    });
    expect((await storedUser(t, u.id))?.name).toBe('Set By Admin');
    const other = await put(buyer, u.email, { name: 'Nope' });
    expect(other.statusCode).toBe(403);
    expect((await put(null, u.email, { name: 'Nope' })).statusCode).toBe(401);
    expect((await put(admin, 'ghost@nowhere.example', { name: 'Nope' })).statusCode).toBe(404);
    expect((await storedUser(t, u.id))?.name).toBe('Set By Admin');
  });

  it('refuses an empty body, an empty name and a foreign photo', async () => {
    const u = await createUser(t);
    for (const payload of [{}, { name: '   ' }, { photo: 'http://elsewhere.example/x.png' }]) {
      const res = await put(u, u.email, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await storedUser(t, u.id))?.name).toBe(u.name);
  });
});

describe('GET and POST /api/jwt', () => {
  it('issues a bearer token for the caller that works on every route', async () => {
    const u = await createUser(t, { role: 'Seller' });
    const viaGet = await get(`/api/jwt?email=${q(u.email)}`, u.headers);
    expect(viaGet.statusCode).toBe(200);
    const { accessToken } = viaGet.json();
    expect(typeof accessToken).toBe('string');

    const viaPost = await t.app.inject({
      method: 'POST',
      url: '/api/jwt',
      headers: { ...u.headers, ...sameOrigin(t) },
      payload: { email: u.email },
    });
    expect(viaPost.statusCode).toBe(200);
    const { token } = viaPost.json();

    for (const bearer of [accessToken, token]) {
      const res = await get(`/api/users/seller/${u.id}`, { authorization: `Bearer ${bearer}` });
      expect(res.json()).toEqual({ isSeller: true });
      const session = await get('/api/auth/get-session', { authorization: `Bearer ${bearer}` });
      expect(session.json().user.id).toBe(u.id);
    }
    // The same token better-auth hands out itself after sign-in.
    expect(`Bearer ${accessToken}`).toBe(u.bearer.authorization);
  });

  it('issues a token when the caller came with a bearer token too', async () => {
    const u = await createUser(t);
    const res = await get(`/api/jwt?email=${q(u.email)}`, u.bearer);
    expect(res.statusCode).toBe(200);
    expect(`Bearer ${res.json().accessToken}`).toBe(u.bearer.authorization);
  });

  it('ends with the session: after sign-out the token is refused', async () => {
    const u = await createUser(t);
    const { cookie } = await signedInCookie(t, u);
    const { accessToken } = (await get(`/api/jwt?email=${q(u.email)}`, { cookie })).json();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, ...sameOrigin(t) },
      payload: {},
    });
    const res = await get(`/api/users?email=${q(u.email)}`, { authorization: `Bearer ${accessToken}` });
    expect(res.statusCode).toBe(401);
    // The factory's own session is still signed in.
    expect((await get(`/api/users?email=${q(u.email)}`, u.headers)).statusCode).toBe(200);
  });

  it("refuses another account's e-mail (Admins included) and anonymous callers", async () => {
    const forOther = await get(`/api/jwt?email=${q(seller.email)}`, buyer.headers);
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json().message).toBe('A token is issued for your own account only.');
    expect((await get(`/api/jwt?email=${q(seller.email)}`, admin.headers)).statusCode).toBe(403);
    const postOther = await t.app.inject({
      method: 'POST',
      url: '/api/jwt',
      headers: { ...buyer.headers, ...sameOrigin(t) },
      payload: { email: seller.email },
    });
    expect(postOther.statusCode).toBe(403);
    expect((await get(`/api/jwt?email=${q(buyer.email)}`)).statusCode).toBe(401);
    const postAnon = await t.app.inject({ method: 'POST', url: '/api/jwt', payload: { email: buyer.email } });
    expect(postAnon.statusCode).toBe(401);
    expect((await get('/api/jwt?email=garbage', buyer.headers)).statusCode).toBe(400);
  });

  it('refuses a forged token', async () => {
    const { accessToken } = (await get(`/api/jwt?email=${q(buyer.email)}`, buyer.headers)).json();
    const [raw] = String(accessToken).split('.');
    const forged = `${raw}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`;
    expect(
      (await get(`/api/users?email=${q(buyer.email)}`, { authorization: `Bearer ${forged}` })).statusCode,
    ).toBe(401);
  });
});

describe('PUT /api/makeAdmin?email=', () => {
  function makeAdmin(who: TestUser | null, email: string) {
    return t.app.inject({
      method: 'PUT',
      url: `/api/makeAdmin?email=${q(email)}`,
      headers: who ? { ...who.headers, ...sameOrigin(t) } : sameOrigin(t),
    });
  }

  it('makes a Buyer or a Seller Admin, once, and records it in the audit log', async () => {
    for (const role of ['Buyer', 'Seller'] as const) {
      const u = await createUser(t, { role });
      const res = await makeAdmin(admin, u.email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ modifiedCount: 1, message: `${u.name} is now an Admin.` });
      expect((await storedUser(t, u.id))?.role).toBe('Admin');
      expect((await get(`/api/users/admin/${q(u.email)}`, u.headers)).json()).toEqual({ isAdmin: true });

      const again = await makeAdmin(admin, u.email);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ modifiedCount: 0, message: `${u.name} is already an Admin.` });

      const entries = await t.db.select().from(auditLog).where(eq(auditLog.targetId, u.id));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ actorId: admin.id, action: 'user.makeAdmin', targetType: 'user' });
    }
  });

  it('works with a bearer token too', async () => {
    const u = await createUser(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/makeAdmin?email=${q(u.email)}`,
      headers: admin.bearer,
    });
    expect(res.json().modifiedCount).toBe(1);
  });

  it('is for Admins only: 401 anonymous, 403 for Buyers and Sellers, and nothing changes', async () => {
    const u = await createUser(t);
    expect((await makeAdmin(null, u.email)).statusCode).toBe(401);
    for (const who of [buyer, seller, verifiedSeller]) {
      const res = await makeAdmin(who, u.email);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBeTruthy();
    }
    // Nor may anyone promote themselves.
    expect((await makeAdmin(buyer, buyer.email)).statusCode).toBe(403);
    expect((await storedUser(t, u.id))?.role).toBe('Buyer');
    expect((await storedUser(t, buyer.id))?.role).toBe('Buyer');
  });

  it('answers 404 with a message for an unknown e-mail, and 400 for a malformed one', async () => {
    const missing = await makeAdmin(admin, 'ghost@nowhere.example');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No account has this e-mail.');
    expect((await makeAdmin(admin, 'not-an-email')).statusCode).toBe(400);
  });

  it('does not promote a deactivated account', async () => {
    const u = await createUser(t, { role: 'Seller' });
    await deactivate(t, u.id);
    const res = await makeAdmin(admin, u.email);
    expect(res.json()).toEqual({ modifiedCount: 0, message: `${u.name}'s account has been deactivated.` });
    expect((await storedUser(t, u.id))?.role).toBe('Seller');
  });

  it('makes the same account Admin only once when two Admins click at the same moment', async () => {
    const u = await createUser(t);
    const second = await createUser(t, { role: 'Admin' });
    const results = await Promise.all([makeAdmin(admin, u.email), makeAdmin(second, u.email)]);
    expect(results.map((r) => r.json().modifiedCount).sort()).toEqual([0, 1]);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.targetId, u.id));
    expect(entries).toHaveLength(1);
  });
});
