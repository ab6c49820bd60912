import { ROUTES } from '@best-bikes/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { composeMail, type Mailer, type MailMessage, sendInBackground } from '../../lib/mail';
import type { AuthHooks } from './auth';

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

export function resetMail({ to, name, link }: { to: string; name: string; link: string }): MailMessage {
  return composeMail({
    to,
    name,
    subject: 'Reset your Best Bikes password',
    paragraphs: [
      'Someone asked to reset the password of your Best Bikes account. To choose a new one, open this link:',
      { label: 'Reset my password', href: link },
      'The link works once and expires in one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    ],
  });
}

/** The auth hook that mails the reset link (not awaited). */
export function passwordResetMailer({
  config,
  mailer,
  log,
}: {
  config: Pick<Config, 'baseUrl'>;
  mailer: Mailer;
  log: FastifyBaseLogger;
}): AuthHooks {
  return {
    async sendResetPassword({ email, name, url }) {
      const mail = resetMail({ to: email, name, link: resetLink(url, config.baseUrl) });
      sendInBackground(mailer, log, mail, 'password reset');
    },
  };
}
