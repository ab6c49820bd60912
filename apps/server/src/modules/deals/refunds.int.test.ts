import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookOrThrow, createBike } from '../../../test/factories/bookings';
import { dealOfBooking } from '../../../test/factories/deals';
import { setProductState } from '../../../test/factories/listings';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';
import { dealRefunds } from '../../db/schema';
import { sslCommerzSignature } from '../payments/providers/sslcommerz';

/**
 * A seller who does not come is refunded automatically through the provider that took the money:
 * Stripe (a local fake of its API) and SSLCommerz (a local fake of its session, validation and
 * refund APIs), through the whole app, with a controlled clock (ADR 0142).
 */

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  body: URLSearchParams;
  headers: Record<string, unknown>;
}

async function fakeApi(answer: (req: Seen) => { status?: number; body: unknown }) {
  const seen: Seen[] = [];
  const server: Server = createServer((req, res) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const request = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        body: new URLSearchParams(data),
        headers: req.headers,
      };
      seen.push(request);
      const out = answer(request);
      res.writeHead(out.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(out.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    seen,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function noShow(t: TestApp, clock: { now: Date }, bookingId: string) {
  const deal = await dealOfBooking(t, bookingId);
  clock.now = new Date(deal.handoverDueAt.getTime() + 1000);
  await t.app.sweepDueDeals();
  await t.app.deals.drainTimeouts();
  expect((await dealOfBooking(t, bookingId)).state).toBe('cancelled');
  const [refund] = await t.db.select().from(dealRefunds).where(eq(dealRefunds.dealId, deal.id));
  if (!refund) throw new Error('no refund started');
  return { deal, refund };
}

describe('through Stripe', () => {
  const WEBHOOK_SECRET = 'whsec_test_deal_refunds';
  const signer = new Stripe('sk_test_signer');
  const clock = { now: new Date('2026-11-20T06:00:00Z') };
  const refunds = new Map<string, Record<string, unknown>>();
  let api: Awaited<ReturnType<typeof fakeApi>>;
  let t: TestApp;
  let seller: TestUser;

  beforeAll(async () => {
    api = await fakeApi((req) => {
      if (req.method === 'POST' && req.path === '/v1/refunds') {
        // Stripe's idempotency: the same key answers the same refund.
        const key = String(req.headers['idempotency-key']);
        const existing = refunds.get(key);
        if (existing) return { body: existing };
        const refund = {
          id: `re_fake${refunds.size + 1}`,
          object: 'refund',
          amount: Number(req.body.get('amount')),
          payment_intent: req.body.get('payment_intent'),
          status: 'pending',
          currency: 'bdt',
        };
        refunds.set(key, refund);
        return { body: refund };
      }
      const match = /^\/v1\/refunds\/(re_fake\d+)$/.exec(req.path);
      const found = [...refunds.values()].find((r) => r.id === match?.[1]);
      if (req.method === 'GET' && found) return { body: { ...found, status: 'succeeded' } };
      return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing' } } };
    });
    t = await buildTestApp(
      {
        STRIPE_SECRET_KEY: 'sk_test_best_bikes',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_best_bikes',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: api.url,
      },
      { now: () => clock.now, background: false },
    );
    seller = await createUser(t, { role: 'Seller' });
  });
  afterAll(async () => {
    await t.close();
    await api.close();
  });

  async function payByWebhook(bookingId: string, intentId: string, amount: number) {
    const payload = JSON.stringify({
      id: `evt_${intentId}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      api_version: '2025-01-27.acacia',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: {
        object: {
          object: 'payment_intent',
          id: intentId,
          amount,
          currency: 'bdt',
          status: 'succeeded',
          metadata: { bookingId },
        },
      },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      payload,
    });
    expect(res.statusCode).toBe(200);
  }

  it('refunds a seller no-show in full with the Refunds API, once', async () => {
    const buyer = await createUser(t);
    const bookingId = await bookOrThrow(t, buyer, await createBike(t, seller, { price: 110_000 }));
    await payByWebhook(bookingId, 'pi_3DealNoShow1', 11_000_000);
    const { deal, refund } = await noShow(t, clock, bookingId);
    expect(refund).toMatchObject({ reason: 'handover_timeout', provider: 'stripe', state: 'requested' });

    await t.app.deals.drainRefunds();
    const creates = api.seen.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
    expect(creates).toHaveLength(1);
    expect(creates[0]?.body.get('payment_intent')).toBe('pi_3DealNoShow1');
    expect(creates[0]?.body.get('amount')).toBe('11000000');
    expect(creates[0]?.headers['idempotency-key']).toBe(`refund-${deal.id}:handover_timeout`);
    const [done] = await t.db.select().from(dealRefunds).where(eq(dealRefunds.id, refund.id));
    expect(done).toMatchObject({ state: 'succeeded', providerRefundId: 're_fake1' });

    // A job run again (a retry after a crash) asks nothing more of Stripe.
    await t.app.deals.refundJob({ refundId: refund.id });
    expect(api.seen.filter((r) => r.method === 'POST' && r.path === '/v1/refunds')).toHaveLength(1);
    const shown = await t.app.inject({ method: 'GET', url: `/api/deals/${deal.id}`, headers: buyer.headers });
    expect(shown.json().refunds).toEqual([
      expect.objectContaining({ state: 'succeeded', reference: 're_fake1', amountPaisa: 11_000_000 }),
    ]);
  });

  it('refunds a payment whose bike could no longer be sold', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller, { price: 50_000 });
    const bookingId = await bookOrThrow(t, buyer, bike);
    await setProductState(t, bike, 'Sold');
    await payByWebhook(bookingId, 'pi_3DealUnsold1', 5_000_000);
    await t.app.deals.drainRefunds();
    const [refund] = await t.db
      .select()
      .from(dealRefunds)
      .where(eq(dealRefunds.providerRef, 'pi_3DealUnsold1'));
    expect(refund).toMatchObject({
      reason: 'unsold',
      state: 'succeeded',
      amountMinor: 5_000_000,
      dealId: null,
    });
  });
});

describe('through SSLCommerz', () => {
  const STORE = 'bestb0001';
  const PASSWORD = 'bestb0001@ssl';
  const clock = { now: new Date('2026-11-20T06:00:00Z') };
  let queried = 0;
  let api: Awaited<ReturnType<typeof fakeApi>>;
  let t: TestApp;
  let seller: TestUser;
  const sessions = new Map<string, string>();

  beforeAll(async () => {
    api = await fakeApi((req) => {
      if (req.path === '/gwprocess/v4/api.php') {
        sessions.set(req.body.get('tran_id') ?? '', req.body.get('total_amount') ?? '');
        return { body: { status: 'SUCCESS', GatewayPageURL: 'https://sandbox.example/pay' } };
      }
      if (req.path === '/validator/api/validationserverAPI.php') {
        const tranId = req.query.get('val_id')?.replace(/^val-/, '') ?? '';
        return {
          body: {
            status: 'VALID',
            tran_id: tranId,
            val_id: req.query.get('val_id'),
            amount: sessions.get(tranId),
            currency: 'BDT',
            risk_level: '0',
            bank_tran_id: `bank-${tranId}`,
          },
        };
      }
      if (req.path === '/validator/api/merchantTransIDvalidationAPI.php') {
        if (req.query.get('refund_ref_id')) {
          // Processing at first, refunded when asked again.
          queried += 1;
          return {
            body: {
              APIConnect: 'DONE',
              refund_ref_id: req.query.get('refund_ref_id'),
              status: queried === 1 ? 'processing' : 'refunded',
            },
          };
        }
        return {
          body: {
            APIConnect: 'DONE',
            bank_tran_id: req.query.get('bank_tran_id'),
            refund_ref_id: `rf-${req.query.get('refe_id')}`,
            status: 'success',
          },
        };
      }
      return { status: 404, body: {} };
    });
    t = await buildTestApp(
      { SSLCOMMERZ_STORE_ID: STORE, SSLCOMMERZ_PASSWORD: PASSWORD, SSLCOMMERZ_API_URL: api.url },
      { now: () => clock.now, background: false },
    );
    seller = await createUser(t, { role: 'Seller' });
  });
  afterAll(async () => {
    await t.close();
    await api.close();
  });

  it('refunds a seller no-show by initiating the refund and querying it until refunded', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller, { price: 60_000 });
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.headers,
      payload: {
        bikeID: bike,
        buyerPhone: '01912345678',
        buyerLocation: 'Mirpur',
        postCode: '1216',
        currency: 'BDT',
      },
    });
    expect(order.statusCode).toBe(200);
    const tranId = order.json().transactionId as string;
    const fields: Record<string, string> = {
      tran_id: tranId,
      val_id: `val-${tranId}`,
      amount: '60000.00',
      currency: 'BDT',
      status: 'VALID',
    };
    const keys = Object.keys(fields);
    const signed = {
      ...fields,
      verify_key: keys.join(','),
      verify_sign: sslCommerzSignature(fields, keys, PASSWORD),
    };
    const callback = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/success',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(signed).toString(),
    });
    expect(callback.headers.location).toContain('/payment/success');

    const booking = (
      await t.app.inject({ method: 'GET', url: '/api/deals?side=buyer', headers: buyer.headers })
    ).json();
    const { refund } = await noShow(t, clock, booking[0].bookingId);
    expect(refund).toMatchObject({
      provider: 'sslcommerz',
      bankTranId: `bank-${tranId}`,
      amountMinor: 6_000_000,
    });

    // Initiated, then still processing: the job fails so the queue asks again.
    await expect(t.app.deals.drainRefunds()).rejects.toThrow('not confirmed yet');
    const initiate = api.seen.find((r) => r.query.get('refe_id'));
    expect(Object.fromEntries(initiate!.query)).toMatchObject({
      bank_tran_id: `bank-${tranId}`,
      refund_amount: '60000.00',
      refe_id: refund.key,
      store_id: STORE,
    });
    const [pending] = await t.db.select().from(dealRefunds).where(eq(dealRefunds.id, refund.id));
    expect(pending).toMatchObject({ state: 'pending', providerRefundId: `rf-${refund.key}` });

    // The queue's retry: queried again, refunded; no second initiation.
    await t.app.deals.refundJob({ refundId: refund.id });
    const [done] = await t.db.select().from(dealRefunds).where(eq(dealRefunds.id, refund.id));
    expect(done).toMatchObject({ state: 'succeeded', providerRefundId: `rf-${refund.key}` });
    expect(api.seen.filter((r) => r.query.get('refe_id'))).toHaveLength(1);
    expect((await dealOfBooking(t, booking[0].bookingId)).refundSettledPaisa).toBe(6_000_000);
  });
});
