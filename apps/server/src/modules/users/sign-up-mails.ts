import type { Translator } from '../../lib/i18n';
import { composeMail, type MailMessage } from '../../lib/mail';
import type { AuthHooks, QueueAccountMail } from './auth-hooks';
import type { MailCap } from './mail-cap';

/** How long a sign-up code works, in minutes (the emailOTP plugin's `expiresIn`). */
export const CODE_MINUTES = 10;

/** The 6-digit code that proves a new account's e-mail address (ADR 0083). */
export function signUpCodeMail({ to, code }: { to: string; code: string }, tr: Translator): MailMessage {
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
export function existingAccountMail(
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
 * The auth hooks that queue the sign-up code and the existing-account notice (ADR 0250); each is
 * written, when it is sent, in the language stored on the account the address belongs to (ADR 0095).
 */
export function signUpMailer({
  queueMail,
  cap,
}: {
  queueMail: QueueAccountMail;
  /** At most a few mails an hour to one address (ADR 0121); uncapped when absent. */
  cap?: MailCap;
}): AuthHooks {
  return {
    async sendSignUpCode({ email, code }) {
      if (cap && !(await cap.take(email))) return false;
      await queueMail({
        kind: 'sign-up-code',
        to: email,
        code,
        expiresAt: Date.now() + CODE_MINUTES * 60 * 1000,
      });
      return true;
    },
    async sendExistingAccountNotice({ email, name }) {
      if (cap && !(await cap.take(email))) return;
      await queueMail({ kind: 'existing-account', to: email, name });
    },
  };
}
