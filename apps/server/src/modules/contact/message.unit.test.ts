import { describe, expect, it } from 'vitest';
import { contactMail } from './message';

describe('contactMail', () => {
  const at = new Date('2024-03-05T08:30:00Z');

  it('addresses the shop inbox, names the sender and quotes the message', () => {
    const mail = contactMail(
      'shop@example.com',
      { name: 'Karim', email: 'k@example.com', message: 'Hi!' },
      at,
    );
    expect(mail.to).toBe('shop@example.com');
    expect(mail.replyTo).toBe('k@example.com');
    expect(mail.subject).toContain('Karim');
    expect(mail.text).toContain('Karim <k@example.com>');
    expect(mail.text).toContain('Hi!');
    expect(mail.text).toContain('5 Mar 2024, 2:30 PM');
  });

  it('keeps a name with line breaks on one header line', () => {
    const mail = contactMail(
      's@example.com',
      { name: 'Eve\r\nBcc: x@evil.example', email: 'e@example.com', message: '' },
      at,
    );
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toContain('Eve Bcc: x@evil.example');
  });

  it('says so when the message was left empty', () => {
    const mail = contactMail('s@example.com', { name: 'A', email: 'a@example.com', message: '' }, at);
    expect(mail.text).toContain('(no message');
  });
});
