import type { Locale } from '@best-bikes/contract';
import { ROUTES } from '@best-bikes/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { type Translator, translator } from '../../lib/i18n';
import { composeMail, type Mailer, type MailMessage, sendInBackground } from '../../lib/mail';
import type { AuthHooks } from './auth-hooks';
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

/** The auth hook that mails the reset link (not awaited), in the account's language. */
export function passwordResetMailer({
  config,
  mailer,
  log,
  localeOf,
  cap,
}: {
  config: Pick<Config, 'baseUrl'>;
  mailer: Mailer;
  log: FastifyBaseLogger;
  localeOf: LocaleOf;
  /** At most a few mails an hour to one address (ADR 0121); uncapped when absent. */
  cap?: MailCap;
}): AuthHooks {
  return {
    async sendResetPassword({ email, name, url }) {
      if (cap && !(await cap.take(email))) return;
      const mail = localeOf(email).then((locale) =>
        resetMail({ to: email, name, link: resetLink(url, config.baseUrl) }, translator(locale ?? 'en')),
      );
      sendInBackground(mailer, log, mail, 'password reset');
    },
  };
}
