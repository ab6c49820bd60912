import {
  acknowledgedSchema,
  checkoutBodySchema,
  checkoutResponseSchema,
  createPaymentIntentBodySchema,
  createPaymentIntentResponseSchema,
  deletedCountSchema,
  emailQuerySchema,
  errorResponseSchema,
  idParamsSchema,
  paymentConfigSchema,
  paymentHistorySchema,
  paymentRecordBodySchema,
  productIdParamsSchema,
  receiptSchema,
  testConfirmBodySchema,
  testConfirmResponseSchema,
  transactionParamsSchema,
} from '@best-bikes/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { requireCaller } from '../../plugins/access';
import { refusals, typedRoutes } from '../../plugins/route-kit';
import type { CheckoutService } from './checkout-service';
import type { PaymentProviders } from './providers';
import { testCardList } from './providers/cards';
import type { PaymentsService } from './service';

/** Card payments, starting a hosted checkout, receipts and history (docs/product.md#calls): the JSON routes. */
export async function paymentRoutes(
  app: FastifyInstance,
  {
    config,
    providers: { processor, gateway },
    payments,
    checkout,
  }: { config: Config; providers: PaymentProviders; payments: PaymentsService; checkout: CheckoutService },
) {
  const r = typedRoutes(app);

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
      deposit: { percent: config.DEPOSIT_PERCENT },
    }),
  });

  r.post('/api/create-payment-intent', {
    config: { access: ['Buyer'] },
    schema: {
      tags: ['payments'],
      summary: "A card payment for one of the caller's orders; the amount is the booking's price",
      body: createPaymentIntentBodySchema,
      response: { 200: createPaymentIntentResponseSchema, ...refusals, 502: errorResponseSchema },
    },
    handler: (request) =>
      payments.createIntent(
        requireCaller(request),
        (request.body.bookingId ?? request.body._id)!,
        request.body.paymentKind,
      ),
  });

  r.post('/api/test-payments/confirm', {
    config: { access: ['Buyer'] },
    schema: {
      tags: ['payments'],
      summary: 'The test-mode processor charges a card (only when Stripe is not configured)',
      body: testConfirmBodySchema,
      response: { 200: testConfirmResponseSchema, ...refusals },
    },
    handler: (request) => payments.confirmTestPayment(requireCaller(request), request.body),
  });

  r.post('/api/payments', {
    config: { access: ['Buyer'] },
    schema: {
      tags: ['payments'],
      summary: 'Records a card payment after verifying it with the provider (the body is not trusted)',
      body: paymentRecordBodySchema,
      response: { 200: acknowledgedSchema, ...refusals },
    },
    handler: (request) => payments.recordPayment(requireCaller(request), request.body),
  });

  r.delete('/api/payments/:productId', {
    config: { access: ['Buyer'] },
    schema: {
      tags: ['payments'],
      summary: 'Takes the bike the caller bought off its category (it stays, hidden, for receipts)',
      params: productIdParamsSchema,
      response: { 200: deletedCountSchema, ...refusals },
    },
    handler: (request) => payments.delist(requireCaller(request), request.params.productId),
  });

  r.get('/api/paymentHistory', {
    config: { access: ['Buyer'] },
    schema: {
      tags: ['payments'],
      summary: "The caller's completed payments, card and hosted checkout, newest first",
      querystring: emailQuerySchema,
      response: { 200: paymentHistorySchema, ...refusals },
    },
    handler: (request) => payments.history(requireCaller(request), request.query.email),
  });

  r.get('/api/bikePayment/:transactionID', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['payments'],
      summary: 'The receipt of one payment, for the buyer who paid',
      params: transactionParamsSchema,
      response: { 200: receiptSchema, ...refusals },
    },
    handler: (request) => payments.receipt(requireCaller(request), request.params.transactionID),
  });

  r.post('/api/orders', {
    config: {
      access: ['Buyer'],
      explainRefusal: (request, caller) =>
        checkout.ownBikeRefusal(caller.id, (request.body as { bikeID?: unknown } | undefined)?.bikeID),
    },
    schema: {
      tags: ['payments'],
      summary: 'Starts a hosted checkout for a bike and answers the gateway page to go to',
      body: checkoutBodySchema,
      response: { 200: checkoutResponseSchema, ...refusals, 502: errorResponseSchema },
    },
    handler: (request) => checkout.start(requireCaller(request), request.body),
  });

  r.post('/api/orders/:id/resume', {
    config: { access: ['Buyer'] },
    schema: {
      tags: ['payments'],
      summary:
        'Resumes a checkout the caller left: a new gateway session for the same hold (its end time unchanged)',
      params: idParamsSchema,
      response: { 200: checkoutResponseSchema, ...refusals, 502: errorResponseSchema },
    },
    handler: (request) => checkout.resume(requireCaller(request), request.params.id),
  });
}
