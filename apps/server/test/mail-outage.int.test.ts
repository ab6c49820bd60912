import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressesOf,
  sameOrigin,
  signUp,
  smtpUrl,
  startSmtpServer,
  type TestSmtpServer,
  verifyEmail,
} from './factories/users';
import { buildTestApp, type TestApp, uniqueEmail } from './helpers';
import { freePort } from './services';

/**
 * ADR 0250: sign-up codes and contact-form mails wait in the job queue while the mail server is
 * away, and are delivered once it is back, once. No worker here: the test runs the queues itself,
 * as the worker would (each due job once per drain; a failed one is due again after the retry delay).
 */
let t: TestApp;
let port: number;
let smtp: TestSmtpServer | undefined;
beforeAll(async () => {
  port = await freePort();
  t = await buildTestApp(
    { SMTP_URL: smtpUrl(port), MAIL_RETRY_DELAY_SECONDS: '1', SHOP_INBOX: 'inbox@shop.test' },
    { background: false },
  );
});
afterAll(async () => {
  await t.close();
  await smtp?.close();
});

/** Runs `drain` until the mail server has a mail to `to` (failed attempts are retried after 1 s, 2 s…). */
async function drainUntilDelivered(drain: () => Promise<number>, to: string) {
  const until = Date.now() + 20_000;
  while (!received(to).length) {
    if (Date.now() > until) throw new Error(`nothing delivered to ${to}`);
    await drain().catch(() => 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const received = (to: string) => (smtp?.received ?? []).filter((m) => addressesOf(m).includes(to));

describe('account and contact mails while the mail server is away', () => {
  it('delivers a sign-up code asked for during the outage once the server is back, once', async () => {
    const email = uniqueEmail('outage');
    const res = await signUp(t, { name: 'Outage', email, password: 'long-enough-1' });
    expect(res.statusCode).toBe(200);
    // Nothing listens on the mail server's port: the job fails and stays queued for a retry.
    await expect(t.app.drainAccountMails()).rejects.toThrow();
    // The queued job carries neither the address nor the code in the clear.
    const jobs = (await t.db.execute(
      sql`select data from pgboss.job where name = 'account-mail' and state <> 'completed'`,
    )) as unknown as { rows: unknown[] };
    expect(jobs.rows.length).toBeGreaterThan(0);
    const stored = JSON.stringify(jobs.rows);
    expect(stored).not.toContain(email.toLowerCase());
    expect(stored).not.toMatch(/\b\d{6}\b/);

    smtp = await startSmtpServer(port);
    await drainUntilDelivered(() => t.app.drainAccountMails(), email);
    // Nothing is left to send, and nothing comes again after the next retry delay.
    expect(await t.app.drainAccountMails()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(await t.app.drainAccountMails()).toBe(0);
    const mails = received(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.messageId).toMatch(/^<[0-9a-f-]{36}@localhost>$/);
    const code = /^(\d{6}) is your Best Bikes code$/.exec(mails[0]?.subject ?? '')?.[1];
    expect(code).toBeDefined();
    expect((await verifyEmail(t, email, code as string)).statusCode).toBe(200);
    await smtp.close();
    smtp = undefined;
  });

  it('keeps a contact message and mails it to the shop once the server is back, once', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: sameOrigin(t),
      payload: { name: 'Away', email: 'away@example.com', message: 'Sent while the mail was down' },
      remoteAddress: '198.51.100.90',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ acknowledged: true });
    await expect(t.app.drainContactMails()).rejects.toThrow();

    smtp = await startSmtpServer(port);
    await drainUntilDelivered(() => t.app.drainContactMails(), 'inbox@shop.test');
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(await t.app.drainContactMails()).toBe(0);
    const mails = received('inbox@shop.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Sent while the mail was down');
    expect(mails[0]?.replyTo?.text).toBe('away@example.com');
  });
});
