import { ROUTES } from '@best-bikes/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { escapeHtml } from '../../lib/html';
import type { Mailer, MailMessage } from '../../lib/mail';
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
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const text = [
    greeting,
    '',
    'Someone asked to reset the password of your Best Bikes account. To choose a new one, open this link:',
    '',
    link,
    '',
    'The link works once and expires in one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    '',
    'Best Bikes',
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Someone asked to reset the password of your Best Bikes account. To choose a new one, open this link:</p>
<p><a href="${escapeHtml(link)}">Reset my password</a></p>
<p>The link works once and expires in one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>
<p>Best Bikes</p>`;
  return { to, subject: 'Reset your Best Bikes password', text, html };
}

/** The auth hook that mails the reset link. */
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
      // Not awaited: waiting for the SMTP server would make a known address answer measurably slower
      // than an unknown one, telling who has an account.
      mailer
        .send(resetMail({ to: email, name, link: resetLink(url, config.baseUrl) }))
        .catch((err: unknown) => log.error({ err }, 'the password reset mail could not be sent'));
    },
  };
}
