import { ROUTES } from '@best-bikes/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { type Translator, translator } from '../../lib/i18n';
import { composeMail, type Mailer, type MailMessage, sendInBackground } from '../../lib/mail';
import type { AuthHooks } from './auth-hooks';
import type { MailCap } from './mail-cap';
import type { LocaleOf } from './password-reset';

/** How long a sign-up code works, in minutes (the emailOTP plugin's `expiresIn`). */
export const CODE_MINUTES = 10;

/** The 6-digit code that proves a new account's e-mail address (ADR 0083). */
function signUpCodeMail({ to, code }: { to: string; code: string }, tr: Translator): MailMessage {
  return composeMail({
    to,
    tr,
    subject: tr.t('sign-up-code.subject', { code }),
    paragraphs: [
      tr.t('sign-up-code.intro'),
      { code },
      tr.t('sign-up-code.enter', { minutes: tr.number(CODE_MINUTES) }),
      tr.t('sign-up-code.ignore'),
    ],
  });
}

/**
 * Sent instead of a code when someone signs up with an address that already has an account: the
 * sign-up answer is the same either way, and only the owner learns of the attempt.
 */
function existingAccountMail(
  {
    to,
    name,
    loginLink,
    resetLink,
  }: {
    to: string;
    name: string;
    loginLink: string;
    resetLink: string;
  },
  tr: Translator,
): MailMessage {
  return composeMail({
    to,
    name,
    tr,
    subject: tr.t('existing-account.subject'),
    paragraphs: [
      tr.t('existing-account.told'),
      { before: tr.t('existing-account.if-you'), label: tr.t('existing-account.sign-in'), href: loginLink },
      {
        before: tr.t('existing-account.forgot'),
        label: tr.t('existing-account.reset'),
        after: tr.t('existing-account.reset-how'),
        href: resetLink,
      },
      tr.t('existing-account.not-you'),
    ],
  });
}

/**
 * The auth hooks that mail sign-up codes and the existing-account notice (neither awaited), each in
 * the language stored on the account the address belongs to (ADR 0095).
 */
export function signUpMailer({
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
  const trFor = async (email: string) => translator((await localeOf(email)) ?? 'en');
  return {
    async sendSignUpCode({ email, code }) {
      if (cap && !(await cap.take(email))) return;
      const mail = trFor(email).then((tr) => signUpCodeMail({ to: email, code }, tr));
      sendInBackground(mailer, log, mail, 'sign-up code');
    },
    async sendExistingAccountNotice({ email, name }) {
      if (cap && !(await cap.take(email))) return;
      const login = `${config.baseUrl}${ROUTES.login}`;
      const notice = trFor(email).then((tr) =>
        existingAccountMail({ to: email, name, loginLink: login, resetLink: login }, tr),
      );
      sendInBackground(mailer, log, notice, 'existing-account');
    },
  };
}
