import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN, expect, test } from './fixtures';

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
});
