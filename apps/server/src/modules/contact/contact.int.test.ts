import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { contactMessages } from '../../db/schema';
import { outboxDir } from '../../lib/mail';
import { CONTACT_LIMIT } from './routes';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SHOP_INBOX: 'inbox@shop.test' });
});
afterAll(() => t.close());

let address = 0;
/** Each test posts from its own client address, so the per-address limit of one does not touch another. */
function nextAddress(): string {
  address += 1;
  return `10.0.0.${address}`;
}

function send(payload: Record<string, unknown>, remoteAddress: string) {
  return t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress });
}

function outboxMail(): string[] {
  const dir = outboxDir(t.config);
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .map((f) => readFileSync(path.join(dir, f), 'utf8'));
  } catch {
    return [];
  }
}

/** The outbox mail containing `text`, once the queue's worker has written it. */
async function outboxMailWith(text: string): Promise<string> {
  const until = Date.now() + 5000;
  for (;;) {
    const mail = outboxMail().find((m) => m.includes(text));
    if (mail) return mail;
    if (Date.now() > until) throw new Error(`no mail with "${text}" in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('POST /api/contact', () => {
  it('stores the message, mails it to the shop inbox and answers with a confirmation, signed in or not', async () => {
    const res = await send(
      { name: 'Tanvir Ahmed', email: 'Tanvir@Example.com', message: 'Is the R15 still for sale?' },
      nextAddress(),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      acknowledged: true,
      message:
        'Thank you Tanvir Ahmed, your message has been sent. We will get back to you at tanvir@example.com.',
    });

    const [row] = await t.db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(1);
    expect(row).toMatchObject({
      name: 'Tanvir Ahmed',
      email: 'tanvir@example.com',
      message: 'Is the R15 still for sale?',
      ipAddress: expect.stringMatching(/^10\.0\.0\./),
    });

    // Mailed from the job queue (ADR 0250): the worker sends it a moment after the answer.
    const mail = await outboxMailWith('Is the R15 still for sale?');
    expect(mail).toMatch(/^To: inbox@shop\.test$/m);
    expect(mail).toMatch(/^Reply-To: tanvir@example\.com$/m);
    expect(mail).toMatch(/^Subject: .*Tanvir Ahmed/m);
  });

  it('accepts a message left empty', async () => {
    const res = await send({ name: 'Rupa', email: 'rupa@example.com' }, nextAddress());
    expect(res.statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'rupa@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.message).toBe('');
  });

  it('refuses a missing name or a malformed e-mail, naming the field, and stores nothing', async () => {
    const ip = nextAddress();
    const before = (await t.db.select().from(contactMessages)).length;
    const noName = await send({ name: '  ', email: 'a@example.com', message: 'x' }, ip);
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('name: Name is required');
    const badEmail = await send({ name: 'A', email: 'not-an-email' }, ip);
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe('email: Email must be a valid e-mail address');
    expect(await t.db.select().from(contactMessages)).toHaveLength(before);
  });

  it(`allows ${CONTACT_LIMIT} messages per client address in ten minutes, then answers 429; other addresses go on`, async () => {
    const ip = nextAddress();
    for (let i = 0; i < CONTACT_LIMIT; i += 1) {
      const ok = await send({ name: 'Spammy', email: 'spam@example.com', message: `no. ${i}` }, ip);
      expect(ok.statusCode).toBe(200);
    }
    const refused = await send({ name: 'Spammy', email: 'spam@example.com', message: 'one more' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'You have sent several messages already. Please wait ten minutes and try again.',
    );
    expect(refused.headers['retry-after']).toBeDefined();
    const rows = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'spam@example.com'));
    expect(rows).toHaveLength(CONTACT_LIMIT);

    const other = await send({ name: 'Polite', email: 'polite@example.com' }, nextAddress());
    expect(other.statusCode).toBe(200);
  });
});
