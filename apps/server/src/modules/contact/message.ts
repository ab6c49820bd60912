import { formatDateTime, SHOP } from '@best-bikes/contract';
import type { MailMessage } from '../../lib/mail';

/** Header values must stay on one line, or a name could smuggle in extra mail headers. */
function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim();
}

/** The mail the shop receives for one contact-form message (plain text: nothing to escape or render). */
export function contactMail(
  inbox: string,
  input: { name: string; email: string; message: string },
  receivedAt: Date,
): MailMessage {
  const name = oneLine(input.name);
  return {
    to: inbox,
    subject: `${SHOP.name} contact form: message from ${name}`,
    replyTo: input.email,
    text: [
      `${name} <${input.email}> wrote through the contact form on ${formatDateTime(receivedAt)} (Dhaka time):`,
      '',
      input.message || '(no message, the sender only left their name and e-mail)',
      '',
      `Reply to this mail to answer ${name}.`,
    ].join('\n'),
  };
}
