import { createHash } from 'node:crypto';
import type { RateCounter } from '../../lib/rate-counter';

/** Account mails (sign-up codes, existing-account notices, reset links) one address gets an hour. */
export const MAILS_PER_ADDRESS = 5;
const HOUR_MS = 60 * 60 * 1000;

/**
 * The per-address cap (ADR 0121), counted where the rate limits count (Redis across instances). The
 * key is a hash: addresses are not written to Redis.
 */
export function mailCap(counter: RateCounter) {
  const key = (email: string) =>
    `mail:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`;
  return {
    /** Counts one mail to `email`; false when the hour's mails are spent (then none is sent). */
    async take(email: string): Promise<boolean> {
      return (await counter.hit(key(email), HOUR_MS)).current <= MAILS_PER_ADDRESS;
    },
    async spent(email: string): Promise<boolean> {
      return (await counter.peek(key(email), HOUR_MS)).current >= MAILS_PER_ADDRESS;
    },
  };
}
export type MailCap = ReturnType<typeof mailCap>;
