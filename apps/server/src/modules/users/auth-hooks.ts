import type { FastifyBaseLogger } from 'fastify';

/**
 * The mails and log better-auth calls out to. Apart from auth.ts, which imports the mail writers' code
 * length: they import this, not auth.ts (no import cycles, ADR 0136).
 */
export interface AuthHooks {
  /** Sends the password-reset mail; wired by the mail module. */
  sendResetPassword?: (args: { email: string; name: string; url: string }) => Promise<void>;
  /**
   * Queues the 6-digit code that proves a new account's address; must not wait for the mail. True when
   * a mail was queued (false: the address's mails of the hour are spent).
   */
  sendSignUpCode?: (args: { email: string; code: string }) => Promise<boolean>;
  /**
   * Queues a job that mails nothing: a request for a new code that queued no code does the same work
   * as one that did, whether or not an account has the address (ADR 0250).
   */
  queueNoMail?: () => Promise<void>;
  /** Tells an account's owner that someone signed up with their address; must not wait for the mail. */
  sendExistingAccountNotice?: (args: { email: string; name: string }) => Promise<void>;
  /** better-auth's own messages go to the app's log (else they are printed to the console). */
  log?: FastifyBaseLogger;
  /** True when the address's mails of the hour are spent (ADR 0121): no new code is made for it. */
  mailsSpent?: (email: string) => Promise<boolean>;
  /** Runs a password reset for `email` later, in the job queue: the answer never waits for it. */
  deferPasswordReset?: (email: string) => Promise<void>;
}

/**
 * An account mail waiting in the job queue (ADR 0250): what it says, not yet written, so that it is
 * written in the account's language when it is sent. Codes and links carry when they stop working:
 * a mail that could only be sent after that is not sent.
 */
export type AccountMail =
  | { kind: 'sign-up-code'; to: string; code: string; expiresAt: number }
  | { kind: 'existing-account'; to: string; name: string }
  | { kind: 'password-reset'; to: string; name: string; url: string; expiresAt: number };

/** Queues an account mail; resolves once its job is committed. */
export type QueueAccountMail = (mail: AccountMail) => Promise<void>;
