import { escapeHtml } from '../../lib/html';
import type { MailMessage } from '../../lib/mail';
import type { NotificationRow } from './repository';

/** A notification as e-mail: a plain-text part and an HTML part, both with the link back to the app. */
export function notificationMail(
  n: Pick<NotificationRow, 'title' | 'body' | 'link'>,
  to: { email: string; name: string },
  baseUrl: string,
): MailMessage {
  const url = `${baseUrl}${n.link}`;
  const greeting = to.name ? `Hello ${to.name},` : 'Hello,';
  const text = [greeting, '', n.body, '', `Open Best Bikes: ${url}`, '', 'Best Bikes'].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(n.body)}</p>
<p><a href="${escapeHtml(url)}">Open Best Bikes</a></p>
<p>Best Bikes</p>`;
  return { to: to.email, subject: n.title, text, html };
}
