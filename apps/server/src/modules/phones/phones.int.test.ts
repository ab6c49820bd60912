import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { PHONE_CODE_ATTEMPTS, PHONE_MESSAGES } from '@best-bikes/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBike } from '../../../test/factories/bookings';
import { productBody } from '../../../test/factories/listings';
import { startFakeBulkSmsBd } from '../../../test/fake-bulksmsbd';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';
import { redisOverrides } from '../../../test/services';
import { phoneCodes } from '../../db/schema';
import { smsOutboxDir } from '../../lib/sms';

/** The codes texted to `phone` so far, from DATA_DIR/sms (the outbox). */
function outboxCodes(t: TestApp, phone: string): string[] {
  const dir = smsOutboxDir(t.config);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .filter((text) => text.startsWith(`To: ${phone}\n`))
    .map((text) => /\b(\d{6}) is your Best Bikes code/.exec(text)?.[1] ?? '');
}

const ask = (t: TestApp, who: TestUser, phone: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/me/phone',
    headers: who.headers,
    payload: { phone },
    remoteAddress,
  });
const verify = (t: TestApp, who: TestUser, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/me/phone/verify', headers: who.headers, payload: { code } });
const mine = async (t: TestApp, who: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/me/phone', headers: who.headers })).json();

describe('proving a mobile number with the code from the SMS outbox', () => {
  let t: TestApp;
  let clock = new Date('2026-11-27T09:00:00Z');
  // Everything the app logs, at every level: a code or a whole number must never be in it.
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const log = { output: () => lines.join('') };
  beforeAll(async () => {
    t = await buildTestApp({}, { now: () => clock, background: false, logger: { level: 'trace', stream } });
  });
  afterAll(() => t.close());

  it('takes a number in Bangla digits, texts a code stored only as its hash, and proves the number', async () => {
    const person = await createUser(t, { phone: false });
    expect(await mine(t, person)).toEqual({ phone: null, proven_at: null, pending: null, required: false });
    const res = await ask(t, person, '০১৭১২-৩৪৫৬৭৮');
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().pending.phone).toBe('01712345678');
    expect(await t.app.drainPhoneCodes()).toBe(1);
    const [code] = outboxCodes(t, '01712345678');
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.db.select().from(phoneCodes);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row?.sentAt).not.toBeNull();

    const wrong = code === '000000' ? '111111' : '000000';
    expect((await verify(t, person, wrong)).json().message).toBe(PHONE_MESSAGES.wrongCode);
    const ok = await verify(t, person, code as string);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ phone: '01712345678', pending: null });
    // The code is used up.
    expect((await verify(t, person, code as string)).json().message).toBe(PHONE_MESSAGES.noCode);
    // Never logged: neither the code nor the whole number.
    expect(log.output()).not.toContain(code);
    expect(log.output()).not.toContain('01712345678');
  });

  it('lets a code expire after 10 minutes and die after its wrong tries', async () => {
    const person = await createUser(t, { phone: false });
    await ask(t, person, '+8801812345678');
    await t.app.drainPhoneCodes();
    const [code] = outboxCodes(t, '01812345678');
    clock = new Date(clock.getTime() + 11 * 60_000);
    expect((await verify(t, person, code as string)).json().message).toBe(PHONE_MESSAGES.noCode);

    await ask(t, person, '01812345678');
    await t.app.drainPhoneCodes();
    const fresh = outboxCodes(t, '01812345678').find((c) => c !== code) as string;
    const wrong = fresh === '000000' ? '111111' : '000000';
    for (let i = 0; i < PHONE_CODE_ATTEMPTS; i += 1) {
      expect((await verify(t, person, wrong)).statusCode).toBe(400);
    }
    expect((await verify(t, person, fresh)).json().message).toBe(PHONE_MESSAGES.noCode);
    expect((await mine(t, person)).phone).toBeNull();
  });

  it('refuses a number another account proved, and limits the codes one number gets', async () => {
    const owner = await createUser(t, { phone: '01912345678' });
    const other = await createUser(t, { phone: false });
    expect((await ask(t, other, '01912345678')).statusCode).toBe(409);
    expect((await ask(t, owner, '01912345678')).statusCode).toBe(202);
    const person = await createUser(t, { phone: false });
    for (let i = 0; i < 3; i += 1) expect((await ask(t, person, '01612345678')).statusCode).toBe(202);
    const refused = await ask(t, person, '01612345678');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(PHONE_MESSAGES.tooManyCodes);
  });

  it('refuses hostile numbers and codes with a 400', async () => {
    const person = await createUser(t, { phone: false });
    for (const phone of ['01212345678', '+1 202 555 0100', '0171234567', '017123456789', '']) {
      expect((await ask(t, person, phone)).statusCode, phone).toBe(400);
    }
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      expect((await verify(t, person, code)).statusCode, code).toBe(400);
    }
  });

  it('needs a proven number to post a bike and to open a conversation while an admin requires it', async () => {
    const admin = await createUser(t, { role: 'Admin' });
    const seller = await createUser(t, { role: 'Seller', phone: false });
    const proven = await createUser(t, { role: 'Seller' });
    const buyer = await createUser(t, { phone: false });
    const setRequired = (on: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/verification-settings',
        headers: admin.headers,
        payload: { phone_required: on },
      });
    expect((await setRequired(true)).json()).toEqual({ phone_required: true });
    const post = (who: TestUser) =>
      t.app.inject({ method: 'POST', url: '/api/products', headers: who.headers, payload: productBody() });
    const refused = await post(seller);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(PHONE_MESSAGES.needProvenPhone);
    expect((await post(proven)).statusCode).toBe(201);

    const bike = await createBike(t, proven);
    const opened = await t.app.inject({
      method: 'POST',
      url: `/api/products/${bike}/conversation`,
      headers: buyer.headers,
    });
    const say = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/conversations/${opened.json()._id}/messages`,
        headers: buyer.headers,
        payload: { text: 'Is it still available?' },
      });
    expect((await say()).statusCode).toBe(403);

    expect((await setRequired(false)).json()).toEqual({ phone_required: false });
    expect((await post(seller)).statusCode).toBe(201);
    expect((await say()).statusCode).toBe(200);
  });

  it('shows the badge on the bike, never the number', async () => {
    const seller = await createUser(t, { role: 'Seller', phone: '01512345678' });
    const bike = await createBike(t, seller);
    const res = await t.app.inject({ method: 'GET', url: `/api/bikeDetails/${bike}` });
    expect(res.json().seller_phone_verified).toBe(true);
    expect(res.body).not.toContain('01512345678');
  });
});

describe('BulkSMSBD: its HTTP API, against a local fake of it', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeBulkSmsBd>>;
  beforeAll(async () => {
    fake = await startFakeBulkSmsBd('bb-key', '8809617611111');
    t = await buildTestApp(
      {
        BULKSMSBD_API_KEY: 'bb-key',
        BULKSMSBD_SENDER_ID: '8809617611111',
        BULKSMSBD_API_URL: fake.url,
        MAIL_RETRY_DELAY_SECONDS: '1',
      },
      { background: false },
    );
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('texts the code through the provider, retries after its error, and texts once', async () => {
    const person = await createUser(t, { phone: false });
    fake.next = 'error500';
    expect((await ask(t, person, '01311223344')).statusCode).toBe(202);
    await t.app.drainPhoneCodes().catch(() => 0);
    expect(fake.sent).toHaveLength(0);
    expect(fake.calls).toBe(1);
    // The queue tries again after its retry delay.
    const until = Date.now() + 10_000;
    while (fake.sent.length === 0 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 300));
      await t.app.drainPhoneCodes().catch(() => 0);
    }
    expect(fake.sent).toHaveLength(1);
    const [sms] = fake.sent;
    expect(sms).toMatchObject({ number: '8801311223344', senderid: '8809617611111', type: 'text' });
    const code = /^(\d{6}) is your Best Bikes code/.exec(sms?.message ?? '')?.[1] as string;
    expect((await verify(t, person, code)).statusCode).toBe(200);
    await t.app.drainPhoneCodes();
    expect(fake.sent).toHaveLength(1);
    expect(existsSync(smsOutboxDir(t.config))).toBe(false);
  });

  it('gives up on a number the provider calls invalid (1001) without retrying', async () => {
    const person = await createUser(t, { phone: false });
    fake.next = 1001;
    const calls = fake.calls;
    expect((await ask(t, person, '01399887766')).statusCode).toBe(202);
    expect(await t.app.drainPhoneCodes()).toBe(1);
    await new Promise((r) => setTimeout(r, 1500));
    await t.app.drainPhoneCodes();
    expect(fake.calls).toBe(calls + 1);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('rate limits shared by two instances (Redis)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const shared = redisOverrides();
    a = await buildTestApp(shared, { background: false });
    b = await buildTestApp(shared, { background: false });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('counts the codes a number gets across instances', async () => {
    const onA = await createUser(a, { phone: false });
    const onB = await createUser(b, { phone: false });
    expect((await ask(a, onA, '01712000001', '203.0.113.1')).statusCode).toBe(202);
    expect((await ask(b, onB, '01712000001', '203.0.113.2')).statusCode).toBe(202);
    expect((await ask(a, onA, '01712000001', '203.0.113.3')).statusCode).toBe(202);
    expect((await ask(b, onB, '01712000001', '203.0.113.4')).statusCode).toBe(429);
  });

  it('counts the codes one address asks for across instances', async () => {
    const onA = await createUser(a, { phone: false });
    const onB = await createUser(b, { phone: false });
    for (let i = 0; i < 10; i += 1) {
      const [app, who] = i % 2 ? [b, onB] : [a, onA];
      const res = await ask(app, who, `0171300000${i}`, '198.51.100.77');
      expect(res.statusCode, res.body).toBe(202);
    }
    expect((await ask(a, onA, '01713000010', '198.51.100.77')).statusCode).toBe(429);
  });
});
