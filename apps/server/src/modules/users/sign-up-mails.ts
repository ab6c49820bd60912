import { ROUTES } from '@best-bikes/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { composeMail, type Mailer, type MailMessage, sendInBackground } from '../../lib/mail';
import type { AuthHooks } from './auth';

/** How long a sign-up code works, in minutes (the emailOTP plugin's `expiresIn`). */
export const CODE_MINUTES = 10;

/** The 6-digit code that proves a new account's e-mail address (ADR 0083). */
function signUpCodeMail({ to, code }: { to: string; code: string }): MailMessage {
  return composeMail({
    to,
    subject: `${code} is your Best Bikes code`,
    paragraphs: [
      'Your Best Bikes code is:',
      { code },
      `Enter it on the sign-up page to finish signing up. It works for ${CODE_MINUTES} minutes.`,
      'If you did not sign up for Best Bikes, ignore this e-mail: no account is opened without the code.',
    ],
  });
}

/**
 * Sent instead of a code when someone signs up with an address that already has an account: the
 * sign-up answer is the same either way, and only the owner learns of the attempt.
 */
function existingAccountMail({
  to,
  name,
  loginLink,
  resetLink,
}: {
  to: string;
  name: string;
  loginLink: string;
  resetLink: string;
}): MailMessage {
  return composeMail({
    to,
    name,
    subject: 'Someone tried to sign up with your e-mail address',
    paragraphs: [
      'Someone tried to sign up for Best Bikes with your e-mail address. You already have an account, so nothing was changed.',
      { before: 'If it was you, ', label: 'sign in', href: loginLink },
      {
        before: 'Forgot your password? ',
        label: 'Reset it from the login page',
        after: ' (enter your e-mail, then "Forget Password?")',
        href: resetLink,
      },
      'If it was not you, ignore this e-mail: your account and password stay as they are.',
    ],
  });
}

/** The auth hooks that mail sign-up codes and the existing-account notice (neither awaited). */
export function signUpMailer({
  config,
  mailer,
  log,
}: {
  config: Pick<Config, 'baseUrl'>;
  mailer: Mailer;
  log: FastifyBaseLogger;
}): AuthHooks {
  return {
    async sendSignUpCode({ email, code }) {
      sendInBackground(mailer, log, signUpCodeMail({ to: email, code }), 'sign-up code');
    },
    async sendExistingAccountNotice({ email, name }) {
      const login = `${config.baseUrl}${ROUTES.login}`;
      const notice = existingAccountMail({ to: email, name, loginLink: login, resetLink: login });
      sendInBackground(mailer, log, notice, 'existing-account');
    },
  };
}
