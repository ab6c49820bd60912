import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressesOf,
  readOutbox,
  sameOrigin,
  signUpCodeFor,
  signUp as signUpRequest,
  verifyEmail,
} from '../../../test/factories/users';
import { buildTestApp, createUser, type TestApp, uniqueEmail } from '../../../test/helpers';
import { MAILS_PER_ADDRESS } from './mail-cap';

/**
 * ADR 0121: a few account mails an hour to one address, whoever asks; and the answers about an
 * address do the same work whether or not an account has it.
 */
let t: TestApp;
beforeAll(async () => {
  // No worker: the test runs the queued password resets itself.
  t = await buildTestApp({}, { background: false });
});
afterAll(() => t.close());

const CODE = / is your Best Bikes code$/;
const RESET = /^Reset your Best Bikes password$/;

async function mailsTo(email: string, subject: RegExp) {
  return (await readOutbox(t)).filter(
    (m) => addressesOf(m.mail).includes(email.toLowerCase()) && subject.test(m.mail.subject ?? ''),
  );
}

/** Sends the queued account mails (no worker here), then waits for a marker's code to be written. */
async function mailsSettled() {
  const marker = uniqueEmail('marker');
  await signUpRequest(t, { name: 'M', email: marker, password: 'long-enough-1' });
  await t.app.drainAccountMails();
  await signUpCodeFor(t, marker);
}

const sendCode = (email: string, i: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/email-otp/send-verification-otp',
    headers: sameOrigin(t),
    payload: { email, type: 'email-verification' },
    remoteAddress: `198.51.100.${i % 250}`,
  });

const askReset = (email: string, i = 0) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: sameOrigin(t),
    payload: { email, redirectTo: '/resetPassword' },
    remoteAddress: `203.0.113.${i % 250}`,
  });

describe('per-address mail cap', () => {
  it('mails at most a few sign-up codes an hour to one address, answering every request alike', async () => {
    const email = uniqueEmail('flooded');
    await signUpRequest(t, { name: 'F', email, password: 'long-enough-1' });
    for (let i = 0; i < 30; i++) expect((await sendCode(email, i)).json()).toEqual({ success: true });
    await mailsSettled();
    const codes = await mailsTo(email, CODE);
    expect(codes).toHaveLength(MAILS_PER_ADDRESS);
    // The last code mailed still works: a capped request made no new one.
    const last = /^(\d{6}) /.exec(codes.at(-1)?.mail.subject ?? '')?.[1] as string;
    expect((await verifyEmail(t, email, last)).statusCode).toBe(200);
  });

  it('mails at most a few reset links an hour to one address, across client addresses', async () => {
    const owner = await createUser(t);
    const answers = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const res = await askReset(owner.email, i);
      expect(res.statusCode).toBe(200);
      answers.add(res.body);
    }
    expect(answers.size).toBe(1);
    await t.app.drainPasswordResets();
    await mailsSettled();
    const links = (await mailsTo(owner.email, RESET)).length;
    expect(links).toBeGreaterThan(0);
    expect(links).toBeLessThanOrEqual(MAILS_PER_ADDRESS);
  });
});

/** The SQL statements run while `act` runs, without their values. */
async function statements(act: () => Promise<unknown>): Promise<{ texts: string[]; values: string }> {
  const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  const texts: string[] = [];
  const values: unknown[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const [query, params] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    texts.push(typeof query === 'string' ? query : query.text);
    values.push(typeof query === 'string' ? params : (query.values ?? params));
    return original.apply(this, args);
  };
  try {
    await act();
  } finally {
    client.query = original;
  }
  // The pool also serves the job queue's own upkeep: only statements on the account tables and the
  // job the request queues belong to the request.
  const own = texts
    .map((text, i) => ({ text, i }))
    .filter(({ text }) => /"(user|verification|account|session)"|insert into "?pgboss"?\."?job/i.test(text));
  return { texts: own.map((o) => o.text), values: JSON.stringify(own.map((o) => values[o.i])) };
}

describe('the same work whether or not an account has the address', () => {
  it('checks a code for a proven address exactly as for an unknown one', async () => {
    const owner = await createUser(t);
    const nobody = uniqueEmail('nobody');
    const proven = await statements(() => verifyEmail(t, owner.email, '123456'));
    const unknown = await statements(() => verifyEmail(t, nobody, '123456'));
    expect(proven.texts.length).toBeGreaterThan(0);
    expect(proven.texts).toEqual(unknown.texts);
  });

  it('queues one job for every request for a new code, whether or not a code is mailed', async () => {
    const waiting = uniqueEmail('waiting');
    await signUpRequest(t, { name: 'W', email: waiting, password: 'long-enough-1' });
    const proven = await createUser(t);
    const jobs = async (email: string) =>
      (await statements(() => sendCode(email, 1))).texts.filter((s) =>
        /insert into "?pgboss"?\."?job/i.test(s),
      );
    expect(await jobs(waiting)).toHaveLength(1);
    expect(await jobs(uniqueEmail('nobody'))).toEqual(await jobs(waiting));
    expect(await jobs(proven.email)).toEqual(await jobs(waiting));
    await mailsSettled();
  });

  it('answers a reset request before looking the address up, and queues it either way', async () => {
    const owner = await createUser(t);
    const nobody = uniqueEmail('nobody');
    const known = await statements(() => askReset(owner.email));
    const unknown = await statements(() => askReset(nobody));
    expect(known.texts).toEqual(unknown.texts);
    // Nothing read during the request names the address, but the queued job carries it.
    expect(known.texts.filter((s) => /insert into "?pgboss"?\."?job/i.test(s))).toHaveLength(1);
    const asked = (s: string) => s.includes(owner.email);
    expect(known.texts.some(asked)).toBe(false);
    // The job does the rest: the owner gets the link, the unknown address nothing.
    await t.app.drainPasswordResets();
    await mailsSettled();
    expect(await mailsTo(owner.email, RESET)).toHaveLength(1);
    expect(await mailsTo(nobody, RESET)).toEqual([]);
  });
});
