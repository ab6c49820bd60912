import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import type { RefundProviders } from '../../deals';
import type { PaymentsRepository } from '../repository';
import { type CardProcessor, createTestCardProcessor } from './card-processor';
import type { CheckoutGateway } from './gateway';
import { createBuiltInRefunds, createSslCommerzRefunds } from './refunds';
import { createSandboxGateway, type SandboxGateway } from './sandbox-gateway';
import { createSslCommerzGateway, SSLCOMMERZ_LIVE, SSLCOMMERZ_SANDBOX } from './sslcommerz';
import { createStripeProcessor, type StripeProcessor } from './stripe';

export interface PaymentProviders {
  /** Takes card payments: Stripe, or the built-in test-mode processor. */
  processor: CardProcessor;
  /** Set when the processor is Stripe (its webhook is mounted then). */
  stripe: StripeProcessor | null;
  /** The hosted checkout: SSLCommerz, or the sandbox gateway. */
  gateway: CheckoutGateway;
  /** Set when the gateway is the sandbox (its pages are served then). */
  sandbox: SandboxGateway | null;
  /** Refunds through the provider that took the money (only the configured ones). */
  refunds: RefundProviders;
}

function stripeApiOf(url: string) {
  const u = new URL(url);
  const protocol = u.protocol === 'http:' ? 'http' : 'https';
  return { host: u.hostname, port: Number(u.port || (protocol === 'http' ? 80 : 443)), protocol } as const;
}

/**
 * Chooses the providers from the configuration: Stripe when its keys are set, else the test-mode
 * processor; SSLCommerz when its store is set, else the sandbox gateway.
 */
export function choosePaymentProviders(
  config: Config,
  repo: PaymentsRepository,
  log: FastifyBaseLogger,
): PaymentProviders {
  const stripe: StripeProcessor | null =
    config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY
      ? createStripeProcessor({
          secretKey: config.STRIPE_SECRET_KEY,
          publishableKey: config.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: config.STRIPE_WEBHOOK_SECRET,
          repo,
          api: config.STRIPE_API_URL ? stripeApiOf(config.STRIPE_API_URL) : undefined,
        })
      : null;
  const processor: CardProcessor = stripe ?? createTestCardProcessor(repo);
  const sandbox: SandboxGateway | null =
    config.SSLCOMMERZ_STORE_ID && config.SSLCOMMERZ_PASSWORD
      ? null
      : createSandboxGateway({ secret: config.authSecret });
  const gateway =
    sandbox ??
    createSslCommerzGateway({
      storeId: config.SSLCOMMERZ_STORE_ID!,
      storePassword: config.SSLCOMMERZ_PASSWORD!,
      baseUrl: config.SSLCOMMERZ_API_URL ?? (config.SSLCOMMERZ_LIVE ? SSLCOMMERZ_LIVE : SSLCOMMERZ_SANDBOX),
    });

  if (config.NODE_ENV === 'production' && (!stripe || sandbox)) {
    log.warn(
      { card: processor.kind, checkout: gateway.name },
      'payments run on the built-in test processor or sandbox gateway: no real money is taken',
    );
  }
  const test = stripe ? null : createBuiltInRefunds(repo, 'test');
  const sandboxRefunds = sandbox ? createBuiltInRefunds(repo, 'sandbox') : null;
  const sslcommerz = sandbox
    ? null
    : createSslCommerzRefunds({
        storeId: config.SSLCOMMERZ_STORE_ID!,
        storePassword: config.SSLCOMMERZ_PASSWORD!,
        baseUrl: config.SSLCOMMERZ_API_URL ?? (config.SSLCOMMERZ_LIVE ? SSLCOMMERZ_LIVE : SSLCOMMERZ_SANDBOX),
      });
  const refunds: RefundProviders = (provider) =>
    provider === 'stripe'
      ? (stripe?.refunds ?? null)
      : provider === 'test'
        ? test
        : provider === 'sandbox'
          ? sandboxRefunds
          : sslcommerz;
  return { processor, stripe, gateway, sandbox, refunds };
}
