import { composeMail, type MailMessage } from '../../lib/mail';
import type { NotificationRow } from './repository';

/** A notification as e-mail: a plain-text part and an HTML part, both with the link back to the app. */
export function notificationMail(
  n: Pick<NotificationRow, 'title' | 'body' | 'link'>,
  to: { email: string; name: string },
  baseUrl: string,
): MailMessage {
  return composeMail({
    to: to.email,
    name: to.name,
    subject: n.title,
    paragraphs: [n.body, { label: 'Open Best Bikes', href: `${baseUrl}${n.link}` }],
  });
}
