import type { Locale } from '@best-bikes/contract';
import { ROUTES } from '@best-bikes/contract';
import { type Translator, translator } from '../../lib/i18n';
import { composeMail, type MailMessage } from '../../lib/mail';
import type { AuthHooks, QueueAccountMail } from './auth-hooks';
import type { MailCap } from './mail-cap';

/**
 * better-auth's link checks the token and answers 302 to its `callbackURL` with `?token=` (or
 * `?error=INVALID_TOKEN`). The callback is always the web's reset page (which posts
 * `{newPassword, token}` to reset-password), whatever the request said.
 */
export function resetLink(betterAuthUrl: string, baseUrl: string): string {
  const link = new URL(betterAuthUrl);
  link.searchParams.set('callbackURL', `${baseUrl}${ROUTES.resetPassword}`);
  return link.toString();
}

export function resetMail(
  { to, name, link }: { to: string; name: string; link: string },
  tr: Translator = translator('en'),
): MailMessage {
  return composeMail({
    to,
    name,
    tr,
    subject: tr.t('reset.subject'),
    paragraphs: [tr.t('reset.asked'), { label: tr.t('reset.link'), href: link }, tr.t('reset.expiry')],
  });
}

/** The language stored on the account of an address (undefined when none has it). */
export type LocaleOf = (email: string) => Promise<Locale | undefined>;

/** How long a reset link works, in seconds (better-auth's `resetPasswordTokenExpiresIn`). */
export const RESET_LINK_SECONDS = 60 * 60;

/**
 * The auth hook that queues the reset link's mail (ADR 0250; it is written in the account's language
 * when it is sent). It runs in the password-reset job (ADR 0121), never while a request waits.
 */
export function passwordResetMailer({
  queueMail,
  cap,
}: {
  queueMail: QueueAccountMail;
  /** At most a few mails an hour to one address (ADR 0121); uncapped when absent. */
  cap?: MailCap;
}): AuthHooks {
  return {
    async sendResetPassword({ email, name, url }) {
      if (cap && !(await cap.take(email))) return;
      await queueMail({
        kind: 'password-reset',
        to: email,
        name,
        url,
        expiresAt: Date.now() + RESET_LINK_SECONDS * 1000,
      });
    },
  };
}
