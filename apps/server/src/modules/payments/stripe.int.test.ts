import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingRow,
  bookOrThrow,
  createBike,
  createIntent,
  paymentsFor,
  productState,
} from '../../../test/factories/bookings';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';
import { createStripeProcessor } from './providers/stripe';
import type { PaymentsRepository } from './repository';

/**
 * With STRIPE_* set: the Stripe processor against a fake Stripe API on 127.0.0.1, and the signed
 * webhook through the whole app.
 */
const WEBHOOK_SECRET = 'whsec_test_best_bikes_webhook_secret';
let t: TestApp;
let seller: TestUser;
const signer = new Stripe('sk_test_signer');

beforeAll(async () => {
  t = await buildTestApp({
    STRIPE_SECRET_KEY: 'sk_test_best_bikes',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_best_bikes',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  seller = await createUser(t, { role: 'Seller' });
});
afterAll(() => t.close());

function event(type: string, intent: Record<string, unknown>) {
  return JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    api_version: '2025-01-27.acacia',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: { object: 'payment_intent', ...intent } },
  });
}

async function deliver(payload: string, signature?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined
        ? {
            'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
          }
        : signature
          ? { 'stripe-signature': signature }
          : {}),
    },
    payload,
  });
}

describe('with Stripe configured', () => {
  it('tells the SPA to use Stripe Elements with the publishable key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payment-config' });
    expect(res.json().card).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_best_bikes',
      testCards: [],
    });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain('https://js.stripe.com');
  });

  it('turns off the test-mode processor', async () => {
    const buyer = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-payments/confirm',
      headers: buyer.headers,
      payload: {
        clientSecret: 'pi_x_secret_y',
        card: { number: '4242424242424242', exp_month: 1, exp_year: 40, cvc: '123' },
      },
    });
    expect(res.statusCode).toBe(404);
  });

  it('settles the sale from a signed payment_intent.succeeded, once', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller, { price: 120_000 });
    const bookingId = await bookOrThrow(t, buyer, bike);
    const payload = event('payment_intent.succeeded', {
      id: 'pi_3StripeWebhookTest1',
      amount: 12_000_000,
      currency: 'bdt',
      status: 'succeeded',
      metadata: { bookingId },
    });
    const res = await deliver(payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect((await bookingRow(t, bookingId))?.state).toBe('Paid');
    expect(await productState(t, bike)).toBe('Sold');
    expect((await deliver(payload)).statusCode).toBe(200);
    const payments = await paymentsFor(t, bike);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      transactionId: 'pi_3StripeWebhookTest1',
      provider: 'stripe',
      method: 'card',
    });
  });

  it('ignores unsigned, badly signed and mismatched events', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller, { price: 120_000 });
    const bookingId = await bookOrThrow(t, buyer, bike);
    const good = event('payment_intent.succeeded', {
      id: 'pi_3StripeWebhookTest2',
      amount: 12_000_000,
      currency: 'bdt',
      status: 'succeeded',
      metadata: { bookingId },
    });
    expect((await deliver(good, '')).statusCode).toBe(400);
    const forged = signer.webhooks.generateTestHeaderString({ payload: good, secret: 'whsec_wrong' });
    expect((await deliver(good, forged)).statusCode).toBe(400);
    const signedOther = signer.webhooks.generateTestHeaderString({ payload: good, secret: WEBHOOK_SECRET });
    expect((await deliver(good.replace('12000000', '100'), signedOther)).statusCode).toBe(400);

    const cheap = event('payment_intent.succeeded', {
      id: 'pi_3StripeWebhookTest3',
      amount: 100,
      currency: 'bdt',
      status: 'succeeded',
      metadata: { bookingId },
    });
    expect((await deliver(cheap)).statusCode).toBe(200);
    expect(await paymentsFor(t, bike)).toHaveLength(0);
    expect((await bookingRow(t, bookingId))?.state).toBe('Active');
  });

  it('answers a clear error when Stripe cannot be reached', async () => {
    const buyer = await createUser(t);
    const bookingId = await bookOrThrow(t, buyer, await createBike(t, seller));
    const res = await createIntent(t, buyer, bookingId);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(
      'The card payment service is not answering. Please try again in a minute.',
    );
  }, 60_000);
});

describe('the Stripe processor', () => {
  let server: Server;
  let port: number;
  const requests: {
    method: string;
    path: string;
    headers: Record<string, unknown>;
    body: URLSearchParams;
  }[] = [];
  const mirrored: unknown[] = [];
  const intent = {
    id: 'pi_3FakeStripeIntent',
    object: 'payment_intent',
    amount: 15_000_000,
    currency: 'bdt',
    status: 'requires_payment_method',
    client_secret: 'pi_3FakeStripeIntent_secret_abc123',
    metadata: { bookingId: 'bk1', buyerId: 'u1' },
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      let data = '';
      req.on('data', (c) => {
        data += c;
      });
      req.on('end', () => {
        requests.push({
          method: req.method ?? '',
          path: req.url ?? '',
          headers: req.headers,
          body: new URLSearchParams(data),
        });
        res.setHeader('content-type', 'application/json');
        if (req.url === '/v1/payment_intents/pi_missing') {
          res.statusCode = 404;
          res.end(
            JSON.stringify({
              error: {
                type: 'invalid_request_error',
                code: 'resource_missing',
                message: 'No such payment_intent',
              },
            }),
          );
          return;
        }
        if (req.method === 'GET') {
          res.end(JSON.stringify({ ...intent, status: 'succeeded' }));
          return;
        }
        res.end(JSON.stringify(intent));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const processor = () =>
    createStripeProcessor({
      secretKey: 'sk_test_fake',
      publishableKey: 'pk_test_fake',
      repo: {
        insertIntent: async (values: unknown) => {
          mirrored.push(values);
        },
      } as unknown as PaymentsRepository,
      api: { host: '127.0.0.1', port, protocol: 'http' },
    });

  it('creates the intent with the amount in paisa, the booking in metadata and an idempotency key', async () => {
    const created = await processor().createIntent({
      bookingId: 'bk1',
      buyerId: 'u1',
      amount: 15_000_000,
      currency: 'bdt',
      description: 'Best Bikes order bk1',
    });
    expect(created).toEqual({
      id: 'pi_3FakeStripeIntent',
      clientSecret: 'pi_3FakeStripeIntent_secret_abc123',
    });
    const request = requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/payment_intents');
    expect(request.headers['idempotency-key']).toBe('booking-bk1-15000000');
    expect(request.headers.authorization).toBe('Bearer sk_test_fake');
    expect(Object.fromEntries(request.body)).toMatchObject({
      amount: '15000000',
      currency: 'bdt',
      'metadata[bookingId]': 'bk1',
      'metadata[buyerId]': 'u1',
      'automatic_payment_methods[enabled]': 'true',
    });
    expect(mirrored.at(-1)).toMatchObject({
      id: 'pi_3FakeStripeIntent',
      provider: 'stripe',
      bookingId: 'bk1',
    });
  });

  it('retrieves intents for verification and answers null for an unknown one', async () => {
    expect(await processor().retrieveIntent('pi_3FakeStripeIntent')).toEqual({
      id: 'pi_3FakeStripeIntent',
      status: 'succeeded',
      amount: 15_000_000,
      currency: 'bdt',
      bookingId: 'bk1',
    });
    expect(await processor().retrieveIntent('pi_missing')).toBeNull();
  });
});
