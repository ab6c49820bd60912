import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { user } from '../../src/db/schema';
import { outboxDir } from '../../src/lib/mail';
import { cookieHeader, type TestApp } from '../helpers';

/** The Origin header a browser on our own site sends with a state-changing request. */
export function sameOrigin(t: Pick<TestApp, 'config'>): { origin: string } {
  return { origin: new URL(t.config.baseUrl).origin };
}

/** POST /api/auth/sign-up/email as a browser on our site would send it (the body as given). */
export function signUp(
  t: Pick<TestApp, 'app' | 'config'>,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { ...sameOrigin(t), ...headers },
    payload,
  });
}

/** POST /api/auth/sign-in/email as a browser on our site would send it. */
export function signIn(
  t: Pick<TestApp, 'app' | 'config'>,
  credentials: { email: string; password: string },
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { ...sameOrigin(t), ...headers },
    payload: credentials,
  });
}

/** POST /api/auth/email-otp/verify-email: proves a new account's address with its mailed code. */
export function verifyEmail(
  t: Pick<TestApp, 'app' | 'config'>,
  email: string,
  otp: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/email-otp/verify-email',
    headers: sameOrigin(t),
    payload: { email, otp },
  });
}

/** Signs in and answers the cookie header of the new session (fails the test when sign-in fails). */
export async function signedInCookie(
  t: Pick<TestApp, 'app' | 'config'>,
  credentials: { email: string; password: string },
): Promise<{ cookie: string }> {
  const res = await signIn(t, credentials);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return { cookie: cookieHeader(res) };
}

/** The user row as stored, for checks the API does not show. */
export async function storedUser(t: Pick<TestApp, 'db'>, id: string) {
  const [row] = await t.db.select().from(user).where(eq(user.id, id));
  return row;
}

export async function deactivate(t: Pick<TestApp, 'db'>, id: string): Promise<void> {
  await t.db.update(user).set({ deactivatedAt: new Date() }).where(eq(user.id, id));
}

export interface OutboxMail {
  file: string;
  mail: ParsedMail;
}

/** Every message in DATA_DIR/outbox, parsed as a mail client would. */
export async function readOutbox(t: Pick<TestApp, 'config'>): Promise<OutboxMail[]> {
  const dir = outboxDir(t.config);
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (f) => ({
      file: path.join(dir, f),
      mail: await simpleParser(readFileSync(path.join(dir, f))),
    })),
  );
}

/** The first message to `to` to appear in the outbox (mail is sent in the background). */
export async function waitForOutboxMail(
  t: Pick<TestApp, 'config'>,
  to: string,
  timeoutMs = 5000,
  subject?: RegExp,
): Promise<OutboxMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readOutbox(t)).find(
      (m) =>
        addressesOf(m.mail).includes(to.toLowerCase()) && (!subject || subject.test(m.mail.subject ?? '')),
    );
    if (found) return found;
    if (Date.now() > until) throw new Error(`no mail to ${to} in the outbox after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The subject of a sign-up code mail, in English or in Bangla (the account's language, ADR 0095). */
export const SIGN_UP_CODE_SUBJECT = /^\d{6} (is your Best Bikes code|আপনার Best Bikes কোড)$/;

/** The sign-up code mailed to `to` (the latest one), from the outbox. */
export async function signUpCodeFor(t: Pick<TestApp, 'config'>, to: string, after = 0): Promise<string> {
  const until = Date.now() + 5000;
  for (;;) {
    const codes = (await readOutbox(t))
      .filter(
        (m) =>
          addressesOf(m.mail).includes(to.toLowerCase()) && SIGN_UP_CODE_SUBJECT.test(m.mail.subject ?? ''),
      )
      .map((m) => /^(\d{6}) /.exec(m.mail.subject ?? '')?.[1] as string);
    if (codes.length > after) return codes[codes.length - 1] as string;
    if (Date.now() > until) throw new Error(`no new sign-up code to ${to} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function addressesOf(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));
}

/** The password-reset link of a mail's plain text. */
export function resetLinkIn(mail: ParsedMail): URL {
  const match = /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/.exec(mail.text ?? '');
  if (!match) throw new Error(`no reset link in: ${mail.text}`);
  return new URL(match[0]);
}

/** The SMTP_URL of a test SMTP server on `port` (nodemailer reads transport options from the query). */
export const smtpUrl = (port: number) => `smtp://127.0.0.1:${port}/?ignoreTLS=true&secure=false`;

export interface TestSmtpServer {
  url: string;
  received: ParsedMail[];
  waitFor(to: string, timeoutMs?: number, subject?: RegExp): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (on `port`, else a free one) that keeps what it receives, parsed. */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: smtpUrl(bound),
    received,
    async waitFor(to, timeoutMs = 5000, subject) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(
          (m) => addressesOf(m).includes(to.toLowerCase()) && (!subject || subject.test(m.subject ?? '')),
        );
        if (found) return found;
        if (Date.now() > until) throw new Error(`the SMTP server got no mail to ${to}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
