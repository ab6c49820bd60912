import { describe, expect, it } from 'vitest';
import { redirectTargetFromState, safeRedirectTarget } from './redirect';

describe('safeRedirectTarget', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(safeRedirectTarget('/dashboard/updateProfile')).toBe('/dashboard/updateProfile');
    expect(safeRedirectTarget('/category/1?sort=price_asc#top')).toBe('/category/1?sort=price_asc#top');
    expect(safeRedirectTarget({ pathname: '/payment/success', search: '?transactionID=abc' })).toBe(
      '/payment/success?transactionID=abc',
    );
  });

  it.each([
    ['protocol-relative', '//evil.example/x'],
    ['backslash trick', '/\\evil.example'],
    ['absolute URL', 'https://evil.example/'],
    ['javascript URL', 'javascript:alert(1)'],
    ['tab inside the slashes', '/\t/evil.example'],
    ['newline', '/dashboard\n'],
    ['relative path', 'dashboard'],
    ['empty', ''],
    ['too long', `/${'a'.repeat(3000)}`],
  ])('refuses a %s', (_, value) => {
    expect(safeRedirectTarget(value)).toBe('/');
  });

  it('refuses non-strings and malformed locations', () => {
    expect(safeRedirectTarget(undefined)).toBe('/');
    expect(safeRedirectTarget(42)).toBe('/');
    expect(safeRedirectTarget({ pathname: 7 })).toBe('/');
    expect(safeRedirectTarget({ pathname: '//evil.example', search: '' })).toBe('/');
  });

  it('never sends the user back to a sign-in page (that would loop)', () => {
    expect(safeRedirectTarget('/login')).toBe('/');
    expect(safeRedirectTarget('/login/?x=1')).toBe('/');
    expect(safeRedirectTarget('/signup')).toBe('/');
    expect(safeRedirectTarget('/resetPassword?token=t')).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeRedirectTarget('//evil.example', '/dashboard')).toBe('/dashboard');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeRedirectTarget('/a/../../dashboard')).toBe('/dashboard');
  });
});

describe('redirectTargetFromState', () => {
  it('reads state.from', () => {
    expect(redirectTargetFromState({ from: { pathname: '/dashboard', search: '?a=1' } })).toBe(
      '/dashboard?a=1',
    );
  });
  it('falls back for a missing or foreign state', () => {
    expect(redirectTargetFromState(null)).toBe('/');
    expect(redirectTargetFromState('x')).toBe('/');
    expect(redirectTargetFromState({ from: 'https://evil.example' })).toBe('/');
  });
});
