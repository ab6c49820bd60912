import { describe, expect, it } from 'vitest';
import { resetLink, resetMail } from './password-reset';

describe('password reset mail', () => {
  it('points the link at our reset page whatever callback the request named', () => {
    const link = resetLink(
      'http://localhost:3000/api/auth/reset-password/TOKEN123?callbackURL=%2Fsomewhere',
      'https://bikes.example',
    );
    const url = new URL(link);
    expect(url.pathname).toBe('/api/auth/reset-password/TOKEN123');
    expect(url.searchParams.get('callbackURL')).toBe('https://bikes.example/resetPassword');
    expect(url.searchParams.getAll('callbackURL')).toHaveLength(1);
  });

  it('escapes the name in the HTML part and keeps the link in both parts', () => {
    const link = 'https://bikes.example/api/auth/reset-password/T?callbackURL=x&y=1';
    const mail = resetMail({ to: 'a@b.example', name: '<img src=x onerror=alert(1)>', link });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain(
      'href="https://bikes.example/api/auth/reset-password/T?callbackURL=x&amp;y=1"',
    );
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('expires in one hour');
    expect(resetMail({ to: 'a@b.example', name: '', link }).text.startsWith('Hello,')).toBe(true);
  });
});
