import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { BookingsService } from '../bookings';
import type { DealBook } from '../deals';
import type { Notify } from '../notifications';
import { checkoutCallbackRoutes } from './checkout-routes';
import { createCheckoutService } from './checkout-service';
import { choosePaymentProviders } from './providers';
import { stripeWebhookRoute } from './providers/stripe';
import { createPaymentsRepository } from './repository';
import { paymentRoutes } from './routes';
import { createPaymentsService } from './service';

export { closePendingCheckouts } from './checkout-state';

/**
 * Payments: card payments (Stripe or the test-mode processor), the hosted checkout (SSLCommerz or
 * the sandbox gateway), receipts and history. Sales settle through the bookings service.
 */
export async function paymentsModule(
  app: FastifyInstance,
  {
    db,
    config,
    bookings,
    now,
    notify,
    deals,
  }: {
    db: Database;
    config: Config;
    bookings: BookingsService;
    now?: () => Date;
    notify?: Notify;
    /** Opens each sale's deal and records refunds of unsellable payments (ADR 0140, 0142). */
    deals: DealBook;
  },
) {
  const repo = createPaymentsRepository(db, notify, deals);
  const providers = choosePaymentProviders(config, repo, app.log);
  const payments = createPaymentsService({
    repo,
    bookings,
    processor: providers.processor,
    log: app.log,
    depositPercent: config.DEPOSIT_PERCENT,
    now,
  });
  const checkout = createCheckoutService({
    repo,
    bookings,
    gateway: providers.gateway,
    baseUrl: config.baseUrl,
    usdBdtRate: config.USD_BDT_RATE,
    depositPercent: config.DEPOSIT_PERCENT,
    log: app.log,
    now,
  });

  await paymentRoutes(app, { config, providers, payments, checkout });
  await app.register(async (scope) =>
    checkoutCallbackRoutes(scope, { checkout, sandbox: providers.sandbox }),
  );
  const { stripe } = providers;
  if (stripe) {
    await app.register(async (scope) =>
      stripeWebhookRoute(scope, { stripe, onEvent: (type, intent) => payments.stripeEvent(type, intent) }),
    );
  }
  return {
    /** The dashboard's figures of sales (docs/product.md#seller-and-admin-tools). */
    figures: { salesSince: (since?: Date) => repo.salesSince(since) },
    /** Refunds through the provider that took the money, for the deals module. */
    refunds: providers.refunds,
  };
}
