import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressesOf,
  readOutbox,
  SIGN_UP_CODE_SUBJECT,
  sameOrigin,
  signUpCodeFor,
  signUp as signUpRequest,
  storedUser,
  waitForOutboxMail,
} from '../../../test/factories/users';
import { buildTestApp, createUser, type TestApp, uniqueEmail } from '../../../test/helpers';

/**
 * The account's language (docs/product.md#bangla-search-favourites, ADR 0095): chosen at sign-up from the UI's `lang` cookie or the
 * sign-up body, changed with PUT /api/me/locale, and every auth mail is written in it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A sign-up of Nadia with the given e-mail (and locale), as the browser sends it. */
function signUp(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return signUpRequest(
    t,
    { name: 'Nadia Rahman', password: 'nadias-own-pass-7', role: 'Buyer', ...payload },
    headers,
  );
}

async function storedLocale(email: string) {
  const outbox = await signUpCodeFor(t, email); // the account exists once its code is mailed
  expect(outbox).toMatch(/^\d{6}$/);
  const session = await t.app.inject({
    method: 'POST',
    url: '/api/auth/email-otp/verify-email',
    headers: sameOrigin(t),
    payload: { email, otp: outbox },
  });
  expect(session.statusCode).toBe(200);
  return (await storedUser(t, session.json().user.id))?.locale;
}

async function theMailTo(email: string, subject: RegExp) {
  const mail = (await waitForOutboxMail(t, email, 5000, subject)).mail;
  expect(mail.html).toBeTruthy();
  return mail as typeof mail & { text: string; html: string };
}

describe('PUT /api/me/locale', () => {
  it('sets the caller’s own language; 401 signed out, 400 for another language, nothing changed', async () => {
    const me = await createUser(t);
    const put = (payload: unknown, headers: Record<string, string> = me.headers) =>
      t.app.inject({ method: 'PUT', url: '/api/me/locale', headers, payload: payload as object });

    expect((await put({ locale: 'bn' }, sameOrigin(t))).statusCode).toBe(401);
    const refused = await put({ locale: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Language must be one of: en, bn');
    expect((await storedUser(t, me.id))?.locale).toBe('en');

    const res = await put({ locale: 'bn' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ locale: 'bn' });
    expect((await storedUser(t, me.id))?.locale).toBe('bn');
    expect((await put({ locale: 'en' })).json()).toEqual({ locale: 'en' });
    expect((await storedUser(t, me.id))?.locale).toBe('en');
  });

  it('better-auth’s update-user refuses an unknown language too', async () => {
    const me = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: me.headers,
      payload: { locale: 'fr' },
    });
    expect(res.statusCode).toBe(400);
    expect((await storedUser(t, me.id))?.locale).toBe('en');
  });
});

describe('sign-up picks the language', () => {
  it('from the UI’s lang cookie: the code mail is in Bangla, Bengali digits and all', async () => {
    const email = uniqueEmail('bangla');
    expect((await signUp({ email }, { cookie: 'theme=dark; lang=bn' })).statusCode).toBe(200);
    const mail = await theMailTo(email, SIGN_UP_CODE_SUBJECT);
    expect(mail.subject).toMatch(/^\d{6} আপনার Best Bikes কোড$/);
    expect(mail.text).toContain('হ্যালো,');
    expect(mail.text).toContain('১০ মিনিট');
    expect(mail.html).toContain('<div lang="bn">');
    expect(await storedLocale(email)).toBe('bn');
  });

  it('from the sign-up body, which wins over the cookie', async () => {
    const email = uniqueEmail('bangla');
    expect((await signUp({ email, locale: 'bn' }, { cookie: 'lang=en' })).statusCode).toBe(200);
    expect(await storedLocale(email)).toBe('bn');
  });

  it('English when neither says (or the cookie holds something else); an unknown language is refused', async () => {
    const plain = uniqueEmail('english');
    expect((await signUp({ email: plain }, { cookie: 'lang=fr' })).statusCode).toBe(200);
    const mail = await theMailTo(plain, SIGN_UP_CODE_SUBJECT);
    expect(mail.subject).toMatch(/^\d{6} is your Best Bikes code$/);
    expect(mail.text).toContain('It works for 10 minutes.');
    expect(await storedLocale(plain)).toBe('en');

    const odd = uniqueEmail('odd');
    const refused = await signUp({ email: odd, locale: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Language must be one of: en, bn');
    expect((await readOutbox(t)).filter((m) => addressesOf(m.mail).includes(odd))).toHaveLength(0);
  });
});

describe('auth mails in the account’s language', () => {
  it('the password reset: Bangla for a Bangla account, with the working link; English for the rest', async () => {
    const bangla = await createUser(t, { name: 'Rafi Ahmed' });
    const english = await createUser(t, { name: 'Tom Hasan' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/me/locale',
      headers: bangla.headers,
      payload: { locale: 'bn' },
    });
    for (const who of [bangla, english]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: sameOrigin(t),
        payload: { email: who.email },
      });
      expect(res.statusCode).toBe(200);
    }
    const bn = await theMailTo(bangla.email, /^আপনার Best Bikes পাসওয়ার্ড রিসেট করুন$/);
    expect(bn.text).toContain('হ্যালো Rafi Ahmed,');
    expect(bn.text).toMatch(/আমার পাসওয়ার্ড রিসেট করুন: http:\/\/\S+\/api\/auth\/reset-password\//);
    expect(bn.html).toMatch(
      /<a href="http[^"]+\/api\/auth\/reset-password\/[^"]+">আমার পাসওয়ার্ড রিসেট করুন<\/a>/,
    );
    const en = await theMailTo(english.email, /^Reset your Best Bikes password$/);
    expect(en.text).toContain('Hello Tom Hasan,');
    expect(en.text).toMatch(/Reset my password: http:\/\/\S+\/api\/auth\/reset-password\//);
  });

  it('the notice of a sign-up with a known address goes out in its owner’s language', async () => {
    const owner = await createUser(t, { name: 'Mitu Akter' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/me/locale',
      headers: owner.headers,
      payload: { locale: 'bn' },
    });
    // The stranger's page is in English: the owner still reads their own language.
    expect((await signUp({ email: owner.email }, { cookie: 'lang=en' })).statusCode).toBe(200);
    const mail = await theMailTo(owner.email, /^কেউ আপনার ই-মেইল ঠিকানা দিয়ে সাইন আপ করার চেষ্টা করেছে$/);
    expect(mail.text).toContain('হ্যালো Mitu Akter,');
    expect(mail.text).toContain(`সাইন ইন করুন: ${t.config.baseUrl}/login`);
    expect((await storedUser(t, owner.id))?.locale).toBe('bn');
  });
});
