import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { simpleParser } from 'mailparser';

/**
 * Sign-up opens no session: the account is usable once the 6-digit code mailed to it is entered
 * (ADR 0083). The scripts start their own server without SMTP, so the code is in that server's
 * outbox: `<DATA_DIR>/outbox`, where DATA_DIR is a `bb-*` folder of the temp directory (or the
 * one named). Addresses are unique per run, so the right mail is the one to this address.
 */
export interface VerifiedAccount {
  id: string;
  /** Cookie header of the session the code opened. */
  cookie: string;
  /** The same session as a bearer token. */
  token: string | null;
}

/**
 * A mail the outbox listed, or undefined when it is gone by the time it is read: another run sharing the
 * temp directory (chaos beside crash safety, ADR 0435) removes its folder when it ends. Any other failure
 * to read is thrown, not waited out until the code's deadline.
 */
export function readListedMail(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

async function codeMailedTo(
  email: string,
  dataDirs: string[] | undefined,
  timeoutMs: number,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const wanted = email.toLowerCase();
  while (Date.now() < deadline) {
    const dirs =
      dataDirs ??
      readdirSync(tmpdir())
        .filter((d) => d.startsWith('bb-'))
        .map((d) => path.join(tmpdir(), d));
    for (const dir of dirs) {
      let files: string[] = [];
      try {
        files = readdirSync(path.join(dir, 'outbox')).filter((f) => f.endsWith('.eml'));
      } catch {
        continue;
      }
      for (const file of files.sort().reverse()) {
        const raw = readListedMail(path.join(dir, 'outbox', file));
        if (!raw) continue;
        if (!raw.includes(wanted)) continue;
        const mail = await simpleParser(raw);
        const code = /^(\d{6}) is your Best Bikes code$/.exec(mail.subject ?? '')?.[1];
        if (code) return code;
      }
    }
    await sleep(100);
  }
  throw new Error(`no sign-up code for ${email} arrived in an outbox within ${timeoutMs} ms`);
}

/** Signs an account up through the API and enters its mailed code: answers the session it opens. */
export async function verifiedSignUp(
  baseUrl: string,
  account: { name: string; email: string; password: string; role: 'Buyer' | 'Seller' },
  options: { dataDirs?: string[]; timeoutMs?: number } = {},
): Promise<VerifiedAccount> {
  const origin = new URL(baseUrl).origin;
  const post = (url: string, body: unknown) =>
    fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(body),
    });
  const signUp = await post('/api/auth/sign-up/email', account);
  if (!signUp.ok)
    throw new Error(`sign-up of ${account.email} failed: ${signUp.status} ${await signUp.text()}`);
  const otp = await codeMailedTo(account.email, options.dataDirs, options.timeoutMs ?? 30_000);
  const verified = await post('/api/auth/email-otp/verify-email', { email: account.email, otp });
  const text = await verified.text();
  if (!verified.ok) throw new Error(`the code for ${account.email} was refused: ${verified.status} ${text}`);
  const cookie = verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error(`the code for ${account.email} opened no session`);
  const user = (JSON.parse(text) as { user?: { id?: string } }).user;
  return { id: String(user?.id ?? ''), cookie, token: verified.headers.get('set-auth-token') };
}
