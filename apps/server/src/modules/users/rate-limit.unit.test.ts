import { describe, expect, it } from 'vitest';
import { clientKey, limitedAuthAction } from './rate-limit';

describe('auth rate limit', () => {
  it('counts sign-in, sign-up, password reset and sign-up code posts, and nothing else', () => {
    expect(limitedAuthAction('POST', '/api/auth/email-otp/verify-email')).toBe('email-code');
    expect(limitedAuthAction('POST', '/api/auth/email-otp/send-verification-otp')).toBe('email-code');
    expect(limitedAuthAction('POST', '/api/auth/sign-in/email')).toBe('sign-in');
    expect(limitedAuthAction('POST', '/api/auth/sign-in/social')).toBe('sign-in');
    expect(limitedAuthAction('POST', '/api/auth/sign-up/email')).toBe('sign-up');
    expect(limitedAuthAction('POST', '/api/auth/SIGN-IN/email')).toBe('sign-in');
    expect(limitedAuthAction('POST', '/api/auth/request-password-reset')).toBe('password-reset');
    expect(limitedAuthAction('POST', '/api/auth/reset-password/')).toBe('password-reset');
    expect(limitedAuthAction('POST', '/api/auth/change-password')).toBe('password-reset');
    expect(limitedAuthAction('GET', '/api/auth/get-session')).toBeNull();
    expect(limitedAuthAction('POST', '/api/auth/sign-out')).toBeNull();
    expect(limitedAuthAction('GET', '/api/auth/reset-password/abc')).toBeNull();
    expect(limitedAuthAction('POST', '/api/users')).toBeNull();
  });

  it('keys IPv4 by address and IPv6 by its /64', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });
});
