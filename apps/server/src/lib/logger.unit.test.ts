import { describe, expect, it } from 'vitest';
import { capturedLog } from '../../test/captured-log';
import { redactSubject, redactUrl } from './logger';

// Issue 18.8: the request log kept /api/auth/reset-password/<token>, and the outbox log the link.
describe('redactUrl', () => {
  it('hides the token of a reset link, in the path and in the query', () => {
    expect(redactUrl('/api/auth/reset-password/AbC123xyz?callbackURL=%2FresetPassword')).toBe(
      '/api/auth/reset-password/[redacted]?callbackURL=%2FresetPassword',
    );
    expect(redactUrl('http://localhost:3000/resetPassword?token=AbC123xyz')).toBe(
      'http://localhost:3000/resetPassword?token=[redacted]',
    );
    expect(redactUrl('/api/auth/callback/oidc?code=c0de&state=st4te&x=1')).toBe(
      '/api/auth/callback/oidc?code=[redacted]&state=[redacted]&x=1',
    );
  });

  it('keeps what holds no secret', () => {
    expect(redactUrl('/api/category/2?page=3')).toBe('/api/category/2?page=3');
    expect(redactUrl('/api/auth/reset-password')).toBe('/api/auth/reset-password');
  });
});

describe('the request log', () => {
  it('writes a reset link request without its token', () => {
    const { log, output } = capturedLog();
    log.info(
      { req: { method: 'GET', url: '/api/auth/reset-password/S3cretT0ken?callbackURL=x' } },
      'incoming',
    );
    const out = output();
    expect(out).not.toContain('S3cretT0ken');
    expect(out).toContain('/api/auth/reset-password/[redacted]');
  });
});

describe('redactSubject', () => {
  it('hides a one-time code in a mail subject, and nothing else', () => {
    expect(redactSubject('482913 is your Best Bikes code')).toBe('[code] is your Best Bikes code');
    expect(redactSubject('Your booking of Pulsar NS160 for 1,44,000 Taka')).toBe(
      'Your booking of Pulsar NS160 for 1,44,000 Taka',
    );
  });
});
