import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, signUpCodeFor, storedUser, verifyEmail } from '../../../test/factories/users';
import { buildTestApp, cookieHeader, type TestApp, uniqueEmail } from '../../../test/helpers';

/**
 * Sign-up asks for no photo and, optionally, a Bangladeshi mobile number, which the session then
 * carries so a buyer's booking and buy forms come filled in.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('sign-up with a mobile number and no photo', () => {
  it('stores the number in its one form and hands it to the session', async () => {
    const email = uniqueEmail('mobile');
    const res = await signUp(t, {
      name: 'Rahim',
      email,
      password: 'correct-horse-battery',
      mobile: '+880 1712-345678',
    });
    expect(res.statusCode).toBe(200);
    const verified = await verifyEmail(t, email, await signUpCodeFor(t, email));
    expect(verified.statusCode).toBe(200);
    const id = verified.json().user.id as string;
    expect((await storedUser(t, id))?.mobile).toBe('01712345678');
    expect((await storedUser(t, id))?.image).toBeNull();
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: cookieHeader(verified) },
    });
    expect(session.json().user).toMatchObject({ mobile: '01712345678', image: null });
  });

  it('takes none, and refuses a number that is not Bangladeshi, storing nothing', async () => {
    const none = uniqueEmail('nomobile');
    expect(
      (await signUp(t, { name: 'Karim', email: none, password: 'correct-horse-battery', mobile: '' }))
        .statusCode,
    ).toBe(200);
    const verified = await verifyEmail(t, none, await signUpCodeFor(t, none));
    expect((await storedUser(t, verified.json().user.id))?.mobile).toBeNull();

    const bad = await signUp(t, {
      name: 'Karim',
      email: uniqueEmail('badmobile'),
      password: 'correct-horse-battery',
      mobile: '12345',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Mobile number must look like 01XXXXXXXXX (11 digits)');
  });
});
