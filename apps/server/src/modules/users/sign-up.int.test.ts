import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressesOf,
  readOutbox,
  sameOrigin,
  signIn,
  signUpCodeFor,
  signUp as signUpRequest,
  storedUser,
  verifyEmail,
  waitForOutboxMail,
} from '../../../test/factories/users';
import { buildTestApp, cookieHeader, createUser, type TestApp, uniqueEmail } from '../../../test/helpers';
import { user } from '../../db/schema';

/** Sign-up proves the address with a mailed code and never says whether it has an account (ADR 0083). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const OWN_PHOTO = '/media/0123456789abcdef0123456789abcdef-1280.webp';
const EXISTING = /^Someone tried to sign up with your e-mail address$/;
const CODE = / is your Best Bikes code$/;
const REFUSED = { code: 'INVALID_OTP', message: 'The code is wrong or has expired.' };

function signUp(payload: Record<string, unknown>) {
  return signUpRequest(t, payload);
}

function sendCode(email: string, type = 'email-verification') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/email-otp/send-verification-otp',
    headers: sameOrigin(t),
    payload: { email, type },
  });
}

/** A 6-digit code that is not `code`. */
function wrong(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

/** An account made the whole way, code included, so that its code mail is already in the outbox. */
async function provenAccount(name: string, role: 'Buyer' | 'Seller' = 'Buyer') {
  const email = uniqueEmail('owner');
  const password = 'owners-own-pass-7';
  expect((await signUp({ name, email, password, role })).statusCode).toBe(200);
  const res = await verifyEmail(t, email, await signUpCodeFor(t, email));
  expect(res.statusCode).toBe(200);
  return { id: res.json().user.id as string, email, password };
}

async function mailsTo(email: string, subject: RegExp) {
  return (await readOutbox(t)).filter(
    (m) => addressesOf(m.mail).includes(email) && subject.test(m.mail.subject ?? ''),
  );
}

/** The answer without what differs by nature between two sign-ups: the e-mail, id and times. */
function shape(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  const body = res.json() as { token: unknown; user: Record<string, unknown> };
  const { id, email, createdAt, updatedAt, ...rest } = body.user;
  return {
    status: res.statusCode,
    cookie: res.headers['set-cookie'] ?? null,
    bearer: res.headers['set-auth-token'] ?? null,
    token: body.token,
    keys: Object.keys(body.user).sort(),
    types: [typeof id, typeof email, typeof createdAt, typeof updatedAt],
    rest,
  };
}

describe('sign-up that does not reveal accounts', () => {
  it('answers a known e-mail exactly as a new one, changes nothing, and mails the owner instead', async () => {
    const owner = await provenAccount('Olga Owner', 'Seller');
    const before = await storedUser(t, owner.id);
    const fresh = uniqueEmail('fresh');
    const payload = { name: 'Mallory', password: 'another-long-pass-9', role: 'Buyer', image: OWN_PHOTO };

    const known = await signUp({ ...payload, email: owner.email.toUpperCase() });
    const unknown = await signUp({ ...payload, email: fresh });

    expect(known.statusCode).toBe(200);
    expect(shape(known)).toEqual(shape(unknown));
    expect(shape(known).cookie).toBeNull();
    expect(known.json().user.email).toBe(owner.email);

    // Nothing about the account changed: its name, role and password are its own.
    expect(await storedUser(t, owner.id)).toEqual(before);
    expect((await signIn(t, { email: owner.email, password: payload.password })).statusCode).toBe(401);
    expect((await signIn(t, { email: owner.email, password: owner.password })).statusCode).toBe(200);

    // The owner is told, with links to sign in and to reset the password; the new address gets a code.
    const { mail } = await waitForOutboxMail(t, owner.email, 5000, EXISTING);
    expect(mail.text).toContain('Hello Olga Owner,');
    expect(mail.text).toContain(`${t.config.baseUrl}/login`);
    expect(mail.text).toMatch(/reset/i);
    expect(mail.html).toContain(`href="${t.config.baseUrl}/login"`);
    expect(await signUpCodeFor(t, fresh)).toMatch(/^\d{6}$/);
    expect(await mailsTo(owner.email, CODE)).toHaveLength(1);
  });

  it('refuses a wrong account type for a known e-mail as for a new one', async () => {
    const owner = await createUser(t);
    const known = await signUp({ name: 'M', email: owner.email, password: 'long-enough-1', role: 'Admin' });
    const unknown = await signUp({
      name: 'M',
      email: uniqueEmail(),
      password: 'long-enough-1',
      role: 'Admin',
    });
    expect(known.statusCode).toBe(400);
    expect(known.body).toBe(unknown.body);
  });

  it('keeps a new account from signing in until its code is entered; the code opens the session', async () => {
    const email = uniqueEmail('new');
    const password = 'my-own-long-pass-3';
    expect((await signUp({ name: 'Nina', email, password, role: 'Seller' })).statusCode).toBe(200);
    const first = await signUpCodeFor(t, email);

    // The right password is not enough yet: 403, and a new code is mailed (the old one stops working).
    const early = await signIn(t, { email, password });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('EMAIL_NOT_VERIFIED');
    expect(cookieHeader(early)).toBe('');
    const second = await signUpCodeFor(t, email, 1);

    if (first !== second) expect((await verifyEmail(t, email, first)).json()).toEqual(REFUSED);
    const res = await verifyEmail(t, email, second);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, user: { email, role: 'Seller', emailVerified: true } });
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: cookieHeader(res) },
    });
    expect(session.json().user).toMatchObject({ email, role: 'Seller' });
    expect((await signIn(t, { email, password })).statusCode).toBe(200);
    // A used code does not work twice.
    expect((await verifyEmail(t, email, second)).json()).toEqual(REFUSED);
  });

  it('counts wrong codes: after three even the right one is refused, until a new code is sent', async () => {
    const email = uniqueEmail('guess');
    await signUp({ name: 'G', email, password: 'long-enough-1' });
    const code = await signUpCodeFor(t, email);
    for (let i = 0; i < 3; i++) {
      const res = await verifyEmail(t, email, wrong(code));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(REFUSED);
    }
    const spent = await verifyEmail(t, email, code);
    expect(spent.statusCode).toBe(400);
    expect(spent.json()).toEqual(REFUSED);
    expect(cookieHeader(spent)).toBe('');
    expect((await storedUser(t, (await idOf(email)) as string))?.emailVerified).toBe(false);

    expect((await sendCode(email)).json()).toEqual({ success: true });
    const fresh = await signUpCodeFor(t, email, 1);
    expect((await verifyEmail(t, email, fresh)).statusCode).toBe(200);
  });

  it('mails a code that works at once after three wrong ones', async () => {
    const email = uniqueEmail('retry');
    await signUp({ name: 'R', email, password: 'long-enough-1' });
    const code = await signUpCodeFor(t, email);
    for (let i = 0; i < 3; i++) expect((await verifyEmail(t, email, wrong(code))).statusCode).toBe(400);
    // "Send a new code" straight away: the new code replaces the used-up one.
    expect((await sendCode(email)).json()).toEqual({ success: true });
    const fresh = await signUpCodeFor(t, email, 1);
    const res = await verifyEmail(t, email, fresh);
    expect(res.statusCode).toBe(200);
    expect(cookieHeader(res)).not.toBe('');
  });

  it('answers a code for a proven account or an unknown address like any wrong code', async () => {
    const owner = await createUser(t);
    for (const email of [owner.email, uniqueEmail('nobody')]) {
      for (let i = 0; i < 4; i++) {
        const res = await verifyEmail(t, email, '123456');
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual(REFUSED);
        expect(cookieHeader(res)).toBe('');
      }
    }
  });

  it('mails no code to a proven account, and sends only sign-up codes', async () => {
    const owner = await provenAccount('Proven');
    const nobody = uniqueEmail('nobody');
    expect((await sendCode(owner.email)).json()).toEqual({ success: true });
    expect((await sendCode(nobody)).json()).toEqual({ success: true });
    for (const type of ['sign-in', 'forget-password', 'change-email']) {
      expect((await sendCode(owner.email, type)).statusCode).toBe(400);
    }
    // A later mail to another address has landed: the sends above had their turn.
    const waiting = uniqueEmail('waiting');
    await signUp({ name: 'W', email: waiting, password: 'long-enough-1' });
    await signUpCodeFor(t, waiting);
    expect(await mailsTo(owner.email, CODE)).toHaveLength(1);
    expect(await mailsTo(nobody, CODE)).toEqual([]);
  });

  it("serves none of the code plugin's other endpoints", async () => {
    for (const url of [
      '/api/auth/sign-in/email-otp',
      '/api/auth/email-otp/reset-password',
      '/api/auth/forget-password/email-otp',
      '/api/auth/email-otp/check-verification-otp',
      '/api/auth/email-otp/change-email',
      '/api/auth/send-verification-email',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: sameOrigin(t),
        payload: { email: 'a@b.example', otp: '123456', type: 'sign-in', password: 'long-enough-1' },
      });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('counts accounts made before this change as proven (migration 0003)', async () => {
    const email = uniqueEmail('old');
    await t.db.insert(user).values({ id: `old-${Date.now()}`, name: 'Old', email, emailVerified: false });
    const migration = readFileSync(
      path.join(import.meta.dirname, '../../db/migrations/0003_verify-existing-accounts.sql'),
      'utf8',
    );
    await t.db.execute(sql.raw(migration));
    const [row] = await t.db.select({ v: user.emailVerified }).from(user).where(eq(user.email, email));
    expect(row?.v).toBe(true);
  });
});

async function idOf(email: string) {
  const [row] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row?.id;
}
