import { readFileSync, statSync } from 'node:fs';
import { eq, like } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  readOutbox,
  resetLinkIn,
  sameOrigin,
  signIn,
  startSmtpServer,
  type TestSmtpServer,
  waitForOutboxMail,
} from '../../../test/factories/users';
import { buildTestApp, createUser, type TestApp, testConfig, uniqueEmail } from '../../../test/helpers';
import { verification } from '../../db/schema';
import { createMailer, outboxDir } from '../../lib/mail';

/** The reset mails (createUser's sign-up leaves a code mail in the outbox too). */
const RESET = /^Reset your Best Bikes password$/;

const SAME_ANSWER = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
};

function requestReset(t: TestApp, email: string, redirectTo?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: sameOrigin(t),
    payload: redirectTo === undefined ? { email } : { email, redirectTo },
  });
}

function resetPassword(t: TestApp, token: string, newPassword: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    headers: sameOrigin(t),
    payload: { newPassword, token },
  });
}

/** Follows the mailed link as the browser would: better-auth checks the token and redirects to our page. */
async function followLink(t: TestApp, link: URL) {
  const res = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
  expect(res.statusCode).toBe(302);
  return new URL(String(res.headers.location));
}

describe('password reset through the outbox (no SMTP_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('mails a single-use link that leads to /resetPassword and sets the new password', async () => {
    const u = await createUser(t);
    const res = await requestReset(t, u.email, `${t.config.baseUrl}/resetPassword`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SAME_ANSWER);

    const { mail, file } = await waitForOutboxMail(t, u.email, 5000, RESET);
    expect(file.startsWith(outboxDir(t.config))).toBe(true);
    expect(mail.subject).toBe('Reset your Best Bikes password');
    expect(mail.from?.value[0]).toMatchObject({ name: 'Best Bikes', address: 'no-reply@bestbikes.example' });
    expect(mail.messageId).toBeTruthy();
    expect(mail.text).toContain(`Hello ${u.name},`);
    const link = resetLinkIn(mail);
    expect(link.origin).toBe(t.config.baseUrl);
    expect(mail.html).toContain(link.toString().replace(/&/g, '&amp;'));

    const page = await followLink(t, link);
    expect(`${page.origin}${page.pathname}`).toBe(`${t.config.baseUrl}/resetPassword`);
    const token = page.searchParams.get('token');
    expect(token).toBeTruthy();

    const done = await resetPassword(t, token as string, 'brand-new-password');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ status: true });
    expect((await signIn(t, { email: u.email, password: u.password })).statusCode).toBe(401);
    expect((await signIn(t, { email: u.email, password: 'brand-new-password' })).statusCode).toBe(200);

    // Sessions from before the reset are signed out.
    const old = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: u.headers });
    expect(old.json()).toBeNull();

    // The link works once.
    const again = await resetPassword(t, token as string, 'third-password-x');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');
    const relink = await followLink(t, link);
    expect(relink.pathname).toBe('/resetPassword');
    expect(relink.searchParams.get('error')).toBe('INVALID_TOKEN');
    expect((await signIn(t, { email: u.email, password: 'third-password-x' })).statusCode).toBe(401);
  });

  it('always links to our reset page, whatever page of ours the request named', async () => {
    const u = await createUser(t);
    expect((await requestReset(t, u.email, '/somewhere-else')).statusCode).toBe(200);
    const page = await followLink(t, resetLinkIn((await waitForOutboxMail(t, u.email, 5000, RESET)).mail));
    expect(`${page.origin}${page.pathname}`).toBe(`${t.config.baseUrl}/resetPassword`);

    const v = await createUser(t);
    expect((await requestReset(t, v.email)).statusCode).toBe(200);
    const page2 = await followLink(t, resetLinkIn((await waitForOutboxMail(t, v.email, 5000, RESET)).mail));
    expect(page2.pathname).toBe('/resetPassword');
    expect(page2.searchParams.get('token')).toBeTruthy();
  });

  it('answers an unknown e-mail exactly as a known one, and mails nothing', async () => {
    const unknown = uniqueEmail('nobody');
    const known = await createUser(t);
    const a = await requestReset(t, unknown, '/resetPassword');
    const b = await requestReset(t, known.email, '/resetPassword');
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.body).toBe(b.body);
    await waitForOutboxMail(t, known.email, 5000, RESET);
    const all = await readOutbox(t);
    expect(
      all.some((m) => m.mail.text?.includes(unknown) || JSON.stringify(m.mail.to).includes(unknown)),
    ).toBe(false);
  });

  it('refuses a redirect to another site', async () => {
    const u = await createUser(t);
    for (const redirectTo of ['https://evil.example/reset', '//evil.example/reset', 'javascript:alert(1)']) {
      const res = await requestReset(t, u.email, redirectTo);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBeTruthy();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const mails = (await readOutbox(t)).filter((m) => RESET.test(m.mail.subject ?? ''));
    expect(mails.some((m) => JSON.stringify(m.mail.to).includes(u.email))).toBe(false);
  });

  it('refuses an expired link', async () => {
    const u = await createUser(t);
    await requestReset(t, u.email, '/resetPassword');
    const link = resetLinkIn((await waitForOutboxMail(t, u.email, 5000, RESET)).mail);
    const token = link.pathname.split('/').pop() as string;
    await t.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${token}`));

    const page = await followLink(t, link);
    expect(page.searchParams.get('error')).toBe('INVALID_TOKEN');
    const res = await resetPassword(t, token, 'after-expiry-pass');
    expect(res.statusCode).toBe(400);
    expect((await signIn(t, { email: u.email, password: u.password })).statusCode).toBe(200);
  });

  it('keeps the link usable after a refused (too short) new password', async () => {
    const u = await createUser(t);
    await requestReset(t, u.email, '/resetPassword');
    const page = await followLink(t, resetLinkIn((await waitForOutboxMail(t, u.email, 5000, RESET)).mail));
    const token = page.searchParams.get('token') as string;
    const short = await resetPassword(t, token, 'short');
    expect(short.statusCode).toBe(400);
    expect((await resetPassword(t, token, 'long-enough-now')).statusCode).toBe(200);
  });

  it('stores the token with a one-hour lifetime', async () => {
    const u = await createUser(t);
    const before = Date.now();
    await requestReset(t, u.email, '/resetPassword');
    const token = resetLinkIn((await waitForOutboxMail(t, u.email, 5000, RESET)).mail)
      .pathname.split('/')
      .pop();
    const [row] = await t.db
      .select()
      .from(verification)
      .where(like(verification.identifier, `reset-password:${token}`));
    const lifetime = (row?.expiresAt.getTime() ?? 0) - before;
    expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
    expect(lifetime).toBeLessThan(61 * 60 * 1000);
  });
});

describe('password reset through a real SMTP server (SMTP_URL)', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends the reset mail over SMTP, and the link works', async () => {
    const u = await createUser(t);
    const res = await requestReset(t, u.email, '/resetPassword');
    expect(res.json()).toEqual(SAME_ANSWER);
    const mail = await smtp.waitFor(u.email, 5000, RESET);
    expect(mail.subject).toBe('Reset your Best Bikes password');
    expect(mail.from?.value[0]).toMatchObject({ name: 'Best Bikes', address: 'no-reply@bestbikes.example' });
    const page = await followLink(t, resetLinkIn(mail));
    expect(page.pathname).toBe('/resetPassword');
    const done = await resetPassword(t, page.searchParams.get('token') as string, 'smtp-new-password');
    expect(done.statusCode).toBe(200);
    expect((await signIn(t, { email: u.email, password: 'smtp-new-password' })).statusCode).toBe(200);
    // Nothing went to the outbox (the sign-up code of createUser went over SMTP too).
    expect(await readOutbox(t)).toEqual([]);
  });
});

describe('the Mailer other modules use', () => {
  const quietLog = () =>
    ({ info: vi.fn(), error: vi.fn(), warn: vi.fn(), debug: vi.fn() }) as unknown as FastifyBaseLogger & {
      info: ReturnType<typeof vi.fn>;
    };

  it('writes real RFC 822 files to the outbox, readable only by the server, and logs their links without tokens', async () => {
    const config = testConfig();
    const log = quietLog();
    const mailer = createMailer(config, log);
    expect(mailer.mode).toBe('outbox');
    await mailer.send({
      to: 'shop@bestbikes.example',
      subject: 'Hello — ünïcode',
      text: 'See https://bestbikes.example/a?b=1 and http://localhost:3000/x. Reset: http://localhost:3000/api/auth/reset-password/T0kenT0ken?callbackURL=x',
      html: '<p>See <b>this</b></p>',
      replyTo: 'someone@example.com',
    });
    await mailer.close();
    const [entry] = await readOutbox({ config });
    expect(entry).toBeDefined();
    const raw = readFileSync(entry?.file as string, 'utf8');
    expect(raw).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(raw).toMatch(/^Message-ID: </m);
    expect(statSync(entry?.file as string).mode & 0o077).toBe(0);
    const mail = await simpleParser(readFileSync(entry?.file as string));
    expect(mail.subject).toBe('Hello — ünïcode');
    expect(mail.replyTo?.text).toBe('someone@example.com');
    expect(mail.html).toContain('<b>this</b>');
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({
        to: 'shop@bestbikes.example',
        links: [
          'https://bestbikes.example/a?b=1',
          'http://localhost:3000/x.',
          // docs/product.md#hardening: the file holds the link; the log says where it is, not the token.
          'http://localhost:3000/api/auth/reset-password/[redacted]?callbackURL=x',
        ],
      }),
      expect.any(String),
    );
  });

  it('writes each mail readable beside its .eml: a .txt whose long links are whole (ADR 0119)', async () => {
    const config = testConfig();
    const log = quietLog();
    const mailer = createMailer(config, log);
    // Long enough that quoted-printable cuts it, with '=' that it writes as '=3D'.
    const link = `http://localhost:3000/resetPassword?token=${'Ab9'.repeat(40)}&callbackURL=%2Flogin`;
    await mailer.send({ to: 'rahim@example.com', subject: 'Reset your password', text: `Reset it: ${link}` });
    await mailer.close();
    const [entry] = await readOutbox({ config });
    const emlFile = entry?.file ?? '';
    expect(readFileSync(emlFile, 'utf8')).not.toContain(link);
    const txtFile = emlFile.replace(/\.eml$/, '.txt');
    const txt = readFileSync(txtFile, 'utf8');
    expect(txt).toContain(`Reset it: ${link}\n`);
    expect(txt).toMatch(/^To: rahim@example\.com$/m);
    expect(txt).toMatch(/^Subject: Reset your password$/m);
    expect(statSync(txtFile).mode & 0o077).toBe(0);
    // The log points a person at the file they can read.
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ file: txtFile }), expect.any(String));
  });

  it('sends over SMTP when SMTP_URL is set, and fails loudly when the server is gone', async () => {
    const smtp = await startSmtpServer();
    const mailer = createMailer(testConfig({ SMTP_URL: smtp.url }), quietLog());
    expect(mailer.mode).toBe('smtp');
    await mailer.send({ to: 'a@example.com', subject: 'Over SMTP', text: 'Plain text body' });
    const mail = await smtp.waitFor('a@example.com');
    expect(mail.subject).toBe('Over SMTP');
    expect(mail.text?.trim()).toBe('Plain text body');
    await mailer.close();
    await smtp.close();

    const down = createMailer(testConfig({ SMTP_URL: smtp.url }), quietLog());
    await expect(down.send({ to: 'b@example.com', subject: 'x', text: 'y' })).rejects.toThrow();
    await down.close();
  });
});
