import type { Locale } from '@best-bikes/contract';
import { translator } from '../../lib/i18n';
import { composeMail, type MailMessage } from '../../lib/mail';
import type { NotificationRow } from './repository';

/**
 * A notification as e-mail: a plain-text part and an HTML part, both with the link back to the app,
 * framed in the recipient's language (the title and body were written in it when the event happened).
 */
export function notificationMail(
  n: Pick<NotificationRow, 'title' | 'body' | 'link'>,
  to: { email: string; name: string; locale: Locale },
  baseUrl: string,
): MailMessage {
  const tr = translator(to.locale);
  return composeMail({
    to: to.email,
    name: to.name,
    tr,
    subject: n.title,
    paragraphs: [n.body, { label: tr.t('mail.open-app'), href: `${baseUrl}${n.link}` }],
  });
}
