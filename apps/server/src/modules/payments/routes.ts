import {
  acknowledgedSchema,
  checkoutBodySchema,
  checkoutResponseSchema,
  createPaymentIntentBodySchema,
  createPaymentIntentResponseSchema,
  deletedCountSchema,
  emailQuerySchema,
  errorResponseSchema,
  gatewayCallbackSchema,
  paymentConfigSchema,
  paymentHistorySchema,
  paymentRecordBodySchema,
  productIdParamsSchema,
  receiptSchema,
  testConfirmBodySchema,
  testConfirmResponseSchema,
  transactionParamsSchema,
} from '@best-bikes/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { callerOf } from '../bookings/routes';
import type { BookingsService } from '../bookings/service';
import {
  type CardProcessor,
  createStripeProcessor,
  createTestCardProcessor,
  fromStripeIntent,
  type StripeProcessor,
} from './card-processor';
import { testCardList } from './cards';
import { type CallbackKind, type CheckoutService, createCheckoutService } from './checkout-service';
import { callbackFields } from './gateway';
import { createPaymentsRepository } from './repository';
import { createSandboxGateway, type SandboxGateway } from './sandbox-gateway';
import { sandboxClosedPage, sandboxPage } from './sandbox-page';
import { createPaymentsService, type PaymentsService } from './service';
import { createSslCommerzGateway, SSLCOMMERZ_LIVE, SSLCOMMERZ_SANDBOX } from './sslcommerz';

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const security: { [label: string]: string[] }[] = [{ bearer: [] }, { session: [] }];

/**
 * Card payments, hosted checkout, receipts and history (SPEC §7). Chooses the providers from the
 * configuration: Stripe or the test-mode processor, SSLCommerz or the sandbox gateway.
 */
export async function paymentRoutes(
  app: FastifyInstance,
  { db, config, bookings }: { db: Database; config: Config; bookings: BookingsService },
) {
  const repo = createPaymentsRepository(db);
  const stripe: StripeProcessor | null =
    config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY
      ? createStripeProcessor({
          secretKey: config.STRIPE_SECRET_KEY,
          publishableKey: config.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: config.STRIPE_WEBHOOK_SECRET,
          repo,
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
      baseUrl: config.SSLCOMMERZ_LIVE ? SSLCOMMERZ_LIVE : SSLCOMMERZ_SANDBOX,
    });

  if (config.NODE_ENV === 'production' && (!stripe || sandbox)) {
    app.log.warn(
      { card: processor.kind, checkout: gateway.name },
      'payments run on the built-in test processor or sandbox gateway: no real money is taken',
    );
  }

  const payments = createPaymentsService({ repo, bookings, processor, log: app.log });
  const checkout = createCheckoutService({
    repo,
    bookings,
    gateway,
    baseUrl: config.baseUrl,
    usdBdtRate: config.USD_BDT_RATE,
    log: app.log,
  });

  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/payment-config', {
    config: { access: 'public' },
    schema: {
      tags: ['payments'],
      summary: 'Which card form and checkout the app shows (no secrets)',
      response: { 200: paymentConfigSchema },
    },
    handler: () => ({
      card: {
        provider: processor.kind,
        publishableKey: processor.publishableKey,
        testCards: processor.kind === 'test' ? testCardList() : [],
      },
      checkout: { gateway: gateway.name, usdBdtRate: config.USD_BDT_RATE },
      booking: { ttlHours: config.BOOKING_TTL_HOURS, maxActive: config.MAX_ACTIVE_BOOKINGS },
    }),
  });

  r.post('/api/create-payment-intent', {
    config: { access: ['Buyer'] },
    schema: {
      tags: ['payments'],
      summary: "A card payment for one of the caller's orders; the amount is the booking's price",
      security,
      body: createPaymentIntentBodySchema,
      response: { 200: createPaymentIntentResponseSchema, ...refusals, 502: errorResponseSchema },
    },
    handler: (request) =>
      payments.createIntent(callerOf(request), (request.body.bookingId ?? request.body._id)!),
  });

  r.post('/api/test-payments/confirm', {
    config: { access: ['Buyer'] },
    schema: {
      tags: ['payments'],
      summary: 'The test-mode processor charges a card (only when Stripe is not configured)',
      security,
      body: testConfirmBodySchema,
      response: { 200: testConfirmResponseSchema, ...refusals },
    },
    handler: (request) => payments.confirmTestPayment(callerOf(request), request.body),
  });

  r.post('/api/payments', {
    config: { access: ['Buyer'] },
    schema: {
      tags: ['payments'],
      summary: 'Records a card payment after verifying it with the provider (the body is not trusted)',
      security,
      body: paymentRecordBodySchema,
      response: { 200: acknowledgedSchema, ...refusals },
    },
    handler: (request) => payments.recordPayment(callerOf(request), request.body),
  });

  r.delete('/api/payments/:productId', {
    config: { access: ['Buyer'] },
    schema: {
      tags: ['payments'],
      summary: 'Takes the bike the caller bought off its category (it stays, hidden, for receipts)',
      security,
      params: productIdParamsSchema,
      response: { 200: deletedCountSchema, ...refusals },
    },
    handler: (request) => payments.delist(callerOf(request), request.params.productId),
  });

  r.get('/api/paymentHistory', {
    config: { access: ['Buyer'] },
    schema: {
      tags: ['payments'],
      summary: "The caller's completed payments, card and hosted checkout, newest first",
      security,
      querystring: emailQuerySchema,
      response: { 200: paymentHistorySchema, ...refusals },
    },
    handler: (request) => payments.history(callerOf(request), request.query.email),
  });

  r.get('/api/bikePayment/:transactionID', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['payments'],
      summary: 'The receipt of one payment, for the buyer who paid',
      security,
      params: transactionParamsSchema,
      response: { 200: receiptSchema, ...refusals },
    },
    handler: (request) => payments.receipt(callerOf(request), request.params.transactionID),
  });

  r.post('/api/orders', {
    config: { access: ['Buyer'] },
    schema: {
      tags: ['payments'],
      summary: 'Starts a hosted checkout for a bike and answers the gateway page to go to',
      security,
      body: checkoutBodySchema,
      response: { 200: checkoutResponseSchema, ...refusals, 502: errorResponseSchema },
    },
    handler: (request) => checkout.start(callerOf(request), request.body),
  });

  await app.register(async (scope) => gatewayRoutes(scope, { checkout, sandbox }));
  if (stripe) await app.register(async (scope) => stripeWebhookRoute(scope, { stripe, payments }));
}

/** Callbacks and the sandbox page take form posts (gateways post forms, not JSON). */
async function gatewayRoutes(
  app: FastifyInstance,
  { checkout, sandbox }: { checkout: CheckoutService; sandbox: SandboxGateway | null },
) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();

  const callbackSchema = {
    tags: ['checkout'],
    summary:
      'Gateway callbacks (success, fail, cancel, ipn). Signed and validated before anything changes; browsers are sent on with 303',
    params: z.object({ kind: z.enum(['success', 'fail', 'cancel', 'ipn']) }),
    querystring: gatewayCallbackSchema,
  };
  const onCallback = async (
    request: { params: { kind: CallbackKind }; body?: unknown; query: unknown },
    reply: FastifyReply,
  ) => {
    const kind = request.params.kind;
    const next = await checkout.callback(kind, callbackFields(request.body, request.query));
    if (kind === 'ipn') {
      return reply.type('text/plain').send(next.startsWith('/payment/success') ? 'OK' : 'IGNORED');
    }
    return reply.redirect(next, 303);
  };
  // The sandbox sends the browser back with a GET; SSLCommerz posts a form.
  r.get('/api/checkout/:kind', { config: { access: 'public' }, schema: callbackSchema, handler: onCallback });
  r.post('/api/checkout/:kind', {
    // SSLCommerz posts these from its own site: trusted only after the gateway's own validation.
    config: { access: 'public', crossSite: true },
    schema: { ...callbackSchema, body: gatewayCallbackSchema.optional() },
    handler: onCallback,
  });

  const tranParams = z.object({ tranId: z.string().min(1).max(64) });

  r.get('/api/sandbox-gateway/:tranId', {
    config: { access: 'public' },
    schema: {
      tags: ['checkout'],
      summary: "The sandbox gateway's hosted page (only without SSLCommerz)",
      params: tranParams,
    },
    async handler(request, reply) {
      const session = sandbox ? await checkout.sandboxSession(request.params.tranId) : undefined;
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      if (!session) return reply.status(404).send(sandboxClosedPage('unknown'));
      if (!session.open) return reply.status(409).send(sandboxClosedPage(session.state));
      return reply.send(sandboxPage(session));
    },
  });

  r.post('/api/sandbox-gateway/:tranId', {
    config: { access: 'public' },
    schema: {
      tags: ['checkout'],
      summary: 'The sandbox page’s buttons: Pay, Fail or Cancel; the browser is sent to our signed callback',
      params: tranParams,
      body: z.object({ action: z.enum(['pay', 'fail', 'cancel']) }),
    },
    async handler(request, reply) {
      const session = sandbox ? await checkout.sandboxSession(request.params.tranId) : undefined;
      if (!sandbox || !session) {
        return reply.status(404).type('text/html; charset=utf-8').send(sandboxClosedPage('unknown'));
      }
      if (!session.open) {
        return reply.status(409).type('text/html; charset=utf-8').send(sandboxClosedPage(session.state));
      }
      const action = request.body.action;
      const fields = sandbox.callback(action, session);
      // Like SSLCommerz, the gateway tells our server first (IPN), then sends the browser back.
      if (action === 'pay') await checkout.callback('ipn', fields);
      const kind = action === 'pay' ? 'success' : action;
      return reply.redirect(`/api/checkout/${kind}?${new URLSearchParams(fields).toString()}`, 303);
    },
  });
}

/** Stripe's webhook needs the exact bytes it signed, so JSON is not parsed here. */
async function stripeWebhookRoute(
  app: FastifyInstance,
  { stripe, payments }: { stripe: StripeProcessor; payments: PaymentsService },
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
        await payments.stripeEvent(event.type, fromStripeIntent(event.data.object));
      }
      return { received: true as const };
    },
  });
}
