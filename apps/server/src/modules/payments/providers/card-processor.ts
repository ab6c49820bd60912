import { createHash, randomBytes } from 'node:crypto';
import type { PaymentsRepository } from '../repository';

/**
 * A card payment provider (docs/product.md#components): Stripe PaymentIntents when STRIPE_* is set, otherwise the
 * built-in test-mode processor. Both hand the browser a client secret and answer, when asked by
 * intent id, what happened to the payment; the server never trusts the browser's word for it.
 */
export interface CardProcessor {
  readonly kind: 'test' | 'stripe';
  readonly publishableKey: string | null;
  createIntent(input: IntentInput): Promise<{ id: string; clientSecret: string }>;
  /** The provider's current view of an intent; null when it does not know the id. */
  retrieveIntent(id: string): Promise<ProviderIntent | null>;
}

interface IntentInput {
  bookingId: string;
  buyerId: string;
  /** Minor units (paisa). */
  amount: number;
  currency: 'bdt';
  description: string;
}

export interface ProviderIntent {
  id: string;
  status: string;
  amount: number;
  currency: string;
  /** The booking the intent was created for (Stripe: metadata.bookingId). */
  bookingId: string | null;
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The intent id inside a client secret ('pi_…_secret_…'), as Stripe shapes them. */
export function intentIdOf(clientSecret: string): string | null {
  const match = /^(pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(clientSecret);
  return match?.[1] ?? null;
}

/** The test-mode processor: intents live in our database; confirming is POST /test-payments/confirm. */
export function createTestCardProcessor(repo: PaymentsRepository): CardProcessor {
  return {
    kind: 'test',
    publishableKey: null,

    async createIntent(input) {
      const id = `pi_test${randomBytes(12).toString('hex')}`;
      const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
      await repo.insertIntent({
        id,
        provider: 'test',
        bookingId: input.bookingId,
        buyerId: input.buyerId,
        amount: input.amount,
        currency: input.currency,
        status: 'requires_payment_method',
        clientSecretHash: hashSecret(clientSecret),
      });
      return { id, clientSecret };
    },

    async retrieveIntent(id) {
      const row = await repo.findIntent(id);
      if (row?.provider !== 'test') return null;
      return {
        id: row.id,
        status: row.status,
        amount: row.amount,
        currency: row.currency,
        bookingId: row.bookingId,
      };
    },
  };
}
