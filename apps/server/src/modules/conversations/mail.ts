import type { Locale } from '@best-bikes/contract';
import { ROUTES, routePath } from '@best-bikes/contract/constants';
import { translator } from '../../lib/i18n';
import { composeMail, type MailMessage, type MailParagraph } from '../../lib/mail';

/** One unread message as the digest tells it: the sender's name and the words as the reader sees them. */
export interface DigestLine {
  sender: string;
  /** '' for a photo or an offer. */
  text: string;
  what: 'text' | 'photo' | 'offer';
}

/**
 * A conversation's digest of unread messages, in the reader's language (docs/product.md#conversations):
 * each message as the reader sees it (masked when it was masked), a link to the conversation and the
 * shop's warning against paying outside.
 */
export function digestMail(
  reader: { email: string; name: string; locale: Locale },
  digest: { conversationId: string; bike: string; lines: DigestLine[] },
  baseUrl: string,
): MailMessage {
  const tr = translator(reader.locale);
  const count = digest.lines.length;
  const first = digest.lines[0];
  const lines: MailParagraph[] = digest.lines.map((line) =>
    tr.t('conversation-message.body', {
      sender: line.sender,
      text:
        line.what === 'text'
          ? line.text
          : tr.t(line.what === 'photo' ? 'conversation-message.photo' : 'conversation-message.offer'),
    }),
  );
  return composeMail({
    to: reader.email,
    name: reader.name,
    tr,
    subject:
      count === 1 && first
        ? tr.t('conversation-digest.subject.one', { sender: first.sender, bike: digest.bike })
        : tr.t('conversation-digest.subject.many', { count: tr.number(count), bike: digest.bike }),
    paragraphs: [
      tr.t('conversation-digest.intro', { bike: digest.bike }),
      ...lines,
      {
        label: tr.t('conversation-digest.open'),
        href: `${baseUrl}${routePath(ROUTES.conversation, { id: digest.conversationId })}`,
      },
      tr.t('conversation-digest.never-pay'),
      tr.t('conversation-digest.at-most'),
    ],
  });
}
