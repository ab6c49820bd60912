import { ROUTES } from '@best-bikes/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { escapeHtml } from '../../lib/html';
import type { Mailer, MailMessage } from '../../lib/mail';
import type { AuthHooks } from './auth';

/** How long a sign-up code works, in minutes (the emailOTP plugin's `expiresIn`). */
export const CODE_MINUTES = 10;

/** The 6-digit code that proves a new account's e-mail address (ADR 0083). */
export function signUpCodeMail({ to, code }: { to: string; code: string }): MailMessage {
  const text = [
    'Hello,',
    '',
    'Your Best Bikes code is:',
    '',
    code,
    '',
    `Enter it on the sign-up page to finish signing up. It works for ${CODE_MINUTES} minutes.`,
    'If you did not sign up for Best Bikes, ignore this e-mail: no account is opened without the code.',
    '',
    'Best Bikes',
  ].join('\n');
  const html = `<p>Hello,</p>
<p>Your Best Bikes code is:</p>
<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${escapeHtml(code)}</p>
<p>Enter it on the sign-up page to finish signing up. It works for ${CODE_MINUTES} minutes.
If you did not sign up for Best Bikes, ignore this e-mail: no account is opened without the code.</p>
<p>Best Bikes</p>`;
  return { to, subject: `${code} is your Best Bikes code`, text, html };
}

/**
 * Sent instead of a code when someone signs up with an address that already has an account: the
 * sign-up answer is the same either way, and only the owner learns of the attempt.
 */
export function existingAccountMail({
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
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const text = [
    greeting,
    '',
    'Someone tried to sign up for Best Bikes with your e-mail address. You already have an account, so nothing was changed.',
    '',
    `If it was you, sign in: ${loginLink}`,
    `Forgot your password? Reset it from the login page (enter your e-mail, then "Forget Password?"): ${resetLink}`,
    '',
    'If it was not you, ignore this e-mail: your account and password stay as they are.',
    '',
    'Best Bikes',
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Someone tried to sign up for Best Bikes with your e-mail address. You already have an account, so nothing was changed.</p>
<p>If it was you, <a href="${escapeHtml(loginLink)}">sign in</a>.
Forgot your password? <a href="${escapeHtml(resetLink)}">Reset it from the login page</a> (enter your e-mail, then "Forget Password?").</p>
<p>If it was not you, ignore this e-mail: your account and password stay as they are.</p>
<p>Best Bikes</p>`;
  return { to, subject: 'Someone tried to sign up with your e-mail address', text, html };
}

/** The auth hooks that mail sign-up codes and the existing-account notice. */
export function signUpMailer({
  config,
  mailer,
  log,
}: {
  config: Pick<Config, 'baseUrl'>;
  mailer: Mailer;
  log: FastifyBaseLogger;
}): AuthHooks {
  // Neither is awaited: waiting for the SMTP server would make one answer measurably slower than
  // the other, telling who has an account.
  const send = (message: MailMessage, what: string) => {
    mailer.send(message).catch((err: unknown) => log.error({ err }, `the ${what} mail could not be sent`));
  };
  return {
    async sendSignUpCode({ email, code }) {
      send(signUpCodeMail({ to: email, code }), 'sign-up code');
    },
    async sendExistingAccountNotice({ email, name }) {
      const login = `${config.baseUrl}${ROUTES.login}`;
      send(existingAccountMail({ to: email, name, loginLink: login, resetLink: login }), 'existing-account');
    },
  };
}
