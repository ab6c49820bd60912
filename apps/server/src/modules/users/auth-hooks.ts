import type { FastifyBaseLogger } from 'fastify';

/**
 * The mails and log better-auth calls out to. Apart from auth.ts, which imports the mail writers' code
 * length: they import this, not auth.ts (no import cycles, ADR 0136).
 */
export interface AuthHooks {
  /** Sends the password-reset mail; wired by the mail module. */
  sendResetPassword?: (args: { email: string; name: string; url: string }) => Promise<void>;
  /** Mails the 6-digit code that proves a new account's address; must not wait for the mail. */
  sendSignUpCode?: (args: { email: string; code: string }) => Promise<void>;
  /** Tells an account's owner that someone signed up with their address; must not wait for the mail. */
  sendExistingAccountNotice?: (args: { email: string; name: string }) => Promise<void>;
  /** better-auth's own messages go to the app's log (else they are printed to the console). */
  log?: FastifyBaseLogger;
  /** True when the address's mails of the hour are spent (ADR 0121): no new code is made for it. */
  mailsSpent?: (email: string) => Promise<boolean>;
  /** Runs a password reset for `email` later, in the job queue: the answer never waits for it. */
  deferPasswordReset?: (email: string) => Promise<void>;
}
