import { errorResponseSchema } from '@best-bikes/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import { z } from 'zod';
import type { RefundOutcome, RefundProvider } from '../../deals';
import type { PaymentsRepository } from '../repository';
import type { CardProcessor, ProviderIntent } from './card-processor';

export interface StripeProcessor extends CardProcessor {
  /** Verifies a webhook's signature over the raw body; throws when it does not match. */
  constructEvent(rawBody: Buffer, signature: string): Stripe.Event;
  readonly webhookConfigured: boolean;
  /** Stripe's Refunds API (ADR 0142). */
  readonly refunds: RefundProvider;
}

function fromStripeRefund(refund: Stripe.Refund): RefundOutcome {
  const state =
    refund.status === 'succeeded'
      ? 'succeeded'
      : refund.status === 'failed' || refund.status === 'canceled'
        ? 'failed'
        : 'pending';
  return { state, providerRefundId: refund.id, detail: refund.failure_reason ?? undefined };
}

function fromStripeIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: intent.id,
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency,
    bookingId: intent.metadata?.bookingId ?? null,
  };
}

export function createStripeProcessor(opts: {
  secretKey: string;
  publishableKey: string;
  webhookSecret?: string;
  repo: PaymentsRepository;
  /** Tests point the SDK at a local fake. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}): StripeProcessor {
  const stripe = new Stripe(opts.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(opts.api ?? {}),
  });
  return {
    kind: 'stripe',
    publishableKey: opts.publishableKey,
    webhookConfigured: Boolean(opts.webhookSecret),

    async createIntent(input) {
      // Same booking and amount → Stripe answers the same intent (for 24 h), so a double click or a
      // retried request never creates a second charge.
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency,
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          description: input.description,
          metadata: { bookingId: input.bookingId, buyerId: input.buyerId },
        },
        { idempotencyKey: `booking-${input.bookingId}-${input.amount}` },
      );
      if (!intent.client_secret) throw new Error('Stripe returned a payment intent without a client secret');
      await opts.repo.insertIntent(
        {
          id: intent.id,
          provider: 'stripe',
          bookingId: input.bookingId,
          buyerId: input.buyerId,
          amount: intent.amount,
          currency: intent.currency,
          status: 'requires_payment_method',
        },
        { ignoreExisting: true },
      );
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    async retrieveIntent(id) {
      try {
        return fromStripeIntent(await stripe.paymentIntents.retrieve(id));
      } catch (err) {
        if ((err as { code?: string }).code === 'resource_missing') return null;
        throw err;
      }
    },

    refunds: {
      // The refund's key is Stripe's idempotency key: a retry after a crash is the same refund.
      async start(request) {
        const refund = await stripe.refunds.create(
          {
            payment_intent: request.providerRef,
            amount: request.amountMinor,
            metadata: { refundKey: request.key },
          },
          { idempotencyKey: `refund-${request.key}` },
        );
        return fromStripeRefund(refund);
      },
      async check(request) {
        return fromStripeRefund(await stripe.refunds.retrieve(request.providerRefundId));
      },
    },

    constructEvent(rawBody, signature) {
      if (!opts.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
      return stripe.webhooks.constructEvent(rawBody, signature, opts.webhookSecret);
    },
  };
}

/**
 * Stripe's signed events. The webhook needs the exact bytes Stripe signed, so JSON is not parsed
 * in this scope; `payment_intent.succeeded` and `.payment_failed` go on to `onEvent`.
 */
export async function stripeWebhookRoute(
  app: FastifyInstance,
  {
    stripe,
    onEvent,
  }: {
    stripe: StripeProcessor;
    onEvent: (
      type: 'payment_intent.succeeded' | 'payment_intent.payment_failed',
      intent: ProviderIntent,
    ) => Promise<unknown>;
  },
) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 512 * 1024 },
    (_r, body, done) => done(null, body),
  );
  app.withTypeProvider<ZodTypeProvider>().post('/api/stripe/webhook', {
    config: { access: 'public' },
    schema: {
      tags: ['payments'],
      summary: "Stripe's signed events (payment_intent.succeeded settles the sale)",
      response: { 200: z.object({ received: z.literal(true) }), 400: errorResponseSchema },
    },
    async handler(request, reply) {
      const signature = request.headers['stripe-signature'];
      if (!stripe.webhookConfigured || typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        return reply.status(400).send({ statusCode: 400, error: 'Bad Request', message: 'Unsigned event.' });
      }
      let event: ReturnType<StripeProcessor['constructEvent']>;
      try {
        event = stripe.constructEvent(request.body, signature);
      } catch {
        return reply.status(400).send({ statusCode: 400, error: 'Bad Request', message: 'Bad signature.' });
      }
      if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed') {
        await onEvent(event.type, fromStripeIntent(event.data.object));
      }
      return { received: true as const };
    },
  });
}
