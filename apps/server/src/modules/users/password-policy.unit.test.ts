import { beforeAll, describe, expect, it } from 'vitest';
import { BLANK_PASSWORD, passwordProblem, WEAK_PASSWORD } from './password-policy';

// docs/product.md#hardening: `password`, `12345678` and eight spaces were accepted.
describe('passwordProblem', () => {
  // The dictionaries load on the first password (seconds on a busy machine), not in a test's time.
  beforeAll(() => passwordProblem('warming up the dictionaries'), 60_000);

  it.each([
    'password',
    '12345678',
    'Password123',
    'qwertyuiop',
    '11111111',
    'abc12345',
    'bangladesh',
    'iloveyou1',
  ])('refuses the common or patterned %s', async (password) => {
    expect(await passwordProblem(password)).toBe(WEAK_PASSWORD);
  });

  it('refuses a password of spaces only', async () => {
    expect(await passwordProblem('        ')).toBe(BLANK_PASSWORD);
    expect(await passwordProblem('\t\t\t\t    ')).toBe(BLANK_PASSWORD);
  });

  it('refuses a password made of the account’s own e-mail or name', async () => {
    expect(await passwordProblem('rahimuddin2024', ['rahimuddin2024@example.com', 'Rahim Uddin'])).toBe(
      WEAK_PASSWORD,
    );
  });

  it.each(['correct-horse-battery', 'e2e-password-123', 'brand-new-password', 'sunflower-77', 'Rahim@2024'])(
    'accepts %s',
    async (password) => {
      expect(await passwordProblem(password)).toBeNull();
    },
  );
});
