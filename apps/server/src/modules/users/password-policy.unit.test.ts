import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BLANK_PASSWORD, passwordProblem, StrengthChecker, WEAK_PASSWORD } from './password-policy';

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

// ADR 0383: the dictionaries live in a worker that ends when no password has come for a while, so an
// idle server does not hold them.
describe('the strength checker', () => {
  it('starts on a password, answers, ends once idle, and starts again for the next', async () => {
    const checker = new StrengthChecker(50);
    expect(checker.isRunning).toBe(false);
    expect(await checker.score('password', [])).toBeLessThan(2);
    expect(checker.isRunning).toBe(true);
    await vi.waitFor(() => expect(checker.isRunning).toBe(false), { timeout: 5_000, interval: 20 });
    expect(await checker.score('correct-horse-battery', [])).toBeGreaterThanOrEqual(2);
    await checker.stop();
  }, 60_000);

  it('answers many passwords at once, each its own score', async () => {
    const checker = new StrengthChecker(60_000);
    const scores = await Promise.all(
      ['12345678', 'correct-horse-battery', 'qwertyuiop', 'sunflower-77'].map((p) => checker.score(p, [])),
    );
    expect(scores.map((s) => s >= 2)).toEqual([false, true, false, true]);
    await checker.stop();
    expect(checker.isRunning).toBe(false);
  }, 60_000);

  it('asks a new checker when the one asked ends before it answers', async () => {
    const checker = new StrengthChecker(60_000);
    const asked = checker.score('password', []);
    await checker.stop();
    expect(await asked).toBeLessThan(2);
    expect(checker.isRunning).toBe(true);
    await checker.stop();
  }, 60_000);
});
