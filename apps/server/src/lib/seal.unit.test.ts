import { describe, expect, it } from 'vitest';
import { sealer } from './seal';

describe('sealer', () => {
  const s = sealer('a-secret-of-at-least-32-characters-long', 'account-mail');

  it('opens what it sealed, and the sealed text shows none of it', () => {
    const sealed = s.seal({ to: 'rahim@example.com', code: '123456' });
    expect(sealed).not.toMatch(/rahim|123456/);
    expect(s.open(sealed)).toEqual({ to: 'rahim@example.com', code: '123456' });
    expect(s.seal({ a: 1 })).not.toBe(s.seal({ a: 1 }));
  });

  it('refuses a value sealed under another secret or purpose, or changed', () => {
    const sealed = s.seal({ code: '123456' });
    expect(() => sealer('another-secret-of-at-least-32-characters', 'account-mail').open(sealed)).toThrow();
    expect(() => sealer('a-secret-of-at-least-32-characters-long', 'other').open(sealed)).toThrow();
    const changed = Buffer.from(sealed, 'base64url');
    changed[changed.length - 1] = (changed[changed.length - 1] ?? 0) ^ 1;
    expect(() => s.open(changed.toString('base64url'))).toThrow();
  });
});
