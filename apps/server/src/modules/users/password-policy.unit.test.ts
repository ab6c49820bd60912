import { describe, expect, it } from 'vitest';
import { BLANK_PASSWORD, passwordProblem, WEAK_PASSWORD } from './password-policy';

// docs/product.md#hardening: `password`, `12345678` and eight spaces were accepted.
describe('passwordProblem', () => {
  it.each([
    'password',
    '12345678',
    'Password123',
    'qwertyuiop',
    '11111111',
    'abc12345',
    'bangladesh',
    'iloveyou1',
  ])('refuses the common or patterned %s', (password) => {
    expect(passwordProblem(password)).toBe(WEAK_PASSWORD);
  });

  it('refuses a password of spaces only', () => {
    expect(passwordProblem('        ')).toBe(BLANK_PASSWORD);
    expect(passwordProblem('\t\t\t\t    ')).toBe(BLANK_PASSWORD);
  });

  it('refuses a password made of the account’s own e-mail or name', () => {
    expect(passwordProblem('rahimuddin2024', ['rahimuddin2024@example.com', 'Rahim Uddin'])).toBe(
      WEAK_PASSWORD,
    );
  });

  it.each(['correct-horse-battery', 'e2e-password-123', 'brand-new-password', 'sunflower-77', 'Rahim@2024'])(
    'accepts %s',
    (password) => {
      expect(passwordProblem(password)).toBeNull();
    },
  );
});
