import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADMIN, expect, ORIGIN, test } from './fixtures';

/**
 * Runs after every end-to-end spec (a dependent Playwright project) and reads the log the server
 * wrote meanwhile: the passwords, card numbers, session and reset tokens those specs used must not be in it.
 */
const LOG = path.resolve(import.meta.dirname, 'artifacts/server.log');

const PASSWORDS = [
  ADMIN.password,
  'e2e-password-123',
  'a-strong-password',
  'brand-new-password',
  'another-password',
  'not-the-password',
];
const CARD_NUMBERS = ['4242424242424242', '4000000000000002', '4000000000009995'];

test('the server log of the end-to-end run holds no password, card number or session token', () => {
  expect(existsSync(LOG), `${LOG} should exist`).toBe(true);
  const log = readFileSync(LOG, 'utf8');
  // It really is the log of a run that signed people in and paid.
  expect(log).toContain('/api/auth/sign-in/email');
  expect(log).toContain('/api/test-payments/confirm');

  for (const secret of PASSWORDS) expect(log, 'a password is in the log').not.toContain(secret);
  for (const number of CARD_NUMBERS) {
    expect(log, 'a card number is in the log').not.toContain(number);
    expect(log, 'a card number is in the log').not.toContain(number.replace(/(\d{4})(?=\d)/g, '$1 '));
  }
  expect(log, 'a session cookie is in the log').not.toMatch(/session_token=[A-Za-z0-9]/);
  expect(log, 'a bearer token is in the log').not.toMatch(/Bearer [A-Za-z0-9]/);
  // docs/product.md#hardening: the reset link's token, in the request log or the outbox's log of links.
  expect(log, 'the run followed a reset link').toContain('/api/auth/reset-password/[redacted]');
  expect(log, 'a reset token is in the log').not.toMatch(/reset-password\/(?!\[redacted\])[A-Za-z0-9_-]/);
  expect(log, 'a token is in the log').not.toMatch(/[?&](token|code)=(?!\[redacted\])[A-Za-z0-9_-]/);
  expect(log, 'a sign-up code is in the log').not.toMatch(/\d{6} is your Best Bikes code/);
  // docs/product.md#proven-phone-numbers: the numbers texted (the SMS outbox) are logged masked only.
  const texted = smsOutboxNumbers();
  expect(texted.length, 'the run texted a phone code').toBeGreaterThan(0);
  for (const phone of texted) {
    expect(log, 'a mobile number is in the log').not.toMatch(new RegExp(`(?<!\\d)${phone}(?!\\d)`));
  }
});

/** The numbers the e2e server texted codes to: `To:` of the files in its DATA_DIR/sms. */
function smsOutboxNumbers(): string[] {
  const ours = `bb-e2e-${new URL(ORIGIN).port}-`;
  const numbers: string[] = [];
  for (const dir of readdirSync(tmpdir()).filter((d) => d.startsWith(ours))) {
    const sms = path.join(tmpdir(), dir, 'sms');
    if (!existsSync(sms)) continue;
    for (const file of readdirSync(sms).filter((f) => f.endsWith('.txt'))) {
      const to = /^To: (01\d{9})$/m.exec(readFileSync(path.join(sms, file), 'utf8'))?.[1];
      if (to) numbers.push(to);
    }
  }
  return numbers;
}
