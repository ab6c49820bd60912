import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local fakes of Stripe's and SSLCommerz' APIs for the crash-safety script's money round (ADR 0241).
 * They live in the script's process, so they outlive the server it kills, and they keep what a real
 * provider keeps: every refund they made, once per idempotency key (Stripe's `Idempotency-Key`
 * header, SSLCommerz' `refe_id`). `hold` makes one withhold its answer after doing the work, so the
 * server can be killed with the provider having refunded and the server not knowing it.
 */

interface Request {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  headers: IncomingMessage['headers'];
}

type Answer = { status?: number; body: unknown } | 'held';

async function listen(handle: (req: Request) => Answer) {
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const out = handle({
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        form: new URLSearchParams(data),
        headers: req.headers,
      });
      // A held answer is never sent: the connection ends when the server that asked dies.
      if (out === 'held') return;
      res.writeHead(out.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(out.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A refund a provider made (the provider's own record, whatever the server believes). */
export interface ProviderRefund {
  id: string;
  /** The payment refunded: Stripe's payment intent, SSLCommerz' bank_tran_id. */
  payment: string;
  /** In the payment's minor units. */
  amountMinor: number;
  /** The idempotency key it was made under (Stripe's header, SSLCommerz' refe_id). */
  key: string;
}

export interface FakeStripe {
  url: string;
  /** Refunds made: one per idempotency key, however often it was asked. */
  refunds: ProviderRefund[];
  /** Every POST /v1/refunds, answered or not. */
  refundCalls: number;
  /** Withhold the answer of this refund (made `made` refunds before it). */
  hold: ((made: number) => boolean) | null;
  held: number;
  close(): Promise<void>;
}

const stripeError = (status: number, message: string) => ({
  status,
  body: { error: { type: 'invalid_request_error', code: 'resource_missing', message } },
});

/**
 * Stripe's payment intents (create with an idempotency key, retrieve) and Refunds API (create with
 * an idempotency key, retrieve): a refund is `pending` when made (every other one) or `succeeded`,
 * and `succeeded` when retrieved.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, Record<string, unknown>>();
  const intentByKey = new Map<string, string>();
  const refundByKey = new Map<string, Record<string, unknown>>();
  let serial = 0;
  const fake: FakeStripe = {
    url: '',
    refunds: [],
    refundCalls: 0,
    hold: null,
    held: 0,
    close: async () => {},
  };
  const server = await listen((req) => {
    const key = String(req.headers['idempotency-key'] ?? '');
    if (req.method === 'POST' && req.path === '/v1/payment_intents') {
      const known = key ? intentByKey.get(key) : undefined;
      if (known) return { body: intents.get(known) };
      const id = `pi_crash${++serial}`;
      const intent = {
        id,
        object: 'payment_intent',
        amount: Number(req.form.get('amount')),
        currency: req.form.get('currency'),
        status: 'requires_payment_method',
        client_secret: `${id}_secret_crash`,
        metadata: {
          bookingId: req.form.get('metadata[bookingId]'),
          buyerId: req.form.get('metadata[buyerId]'),
        },
      };
      intents.set(id, intent);
      if (key) intentByKey.set(key, id);
      return { body: intent };
    }
    const intent = /^\/v1\/payment_intents\/([^/]+)$/.exec(req.path);
    if (req.method === 'GET' && intent) {
      const found = intents.get(intent[1]!);
      return found ? { body: found } : stripeError(404, 'No such payment_intent');
    }
    if (req.method === 'POST' && req.path === '/v1/refunds') {
      fake.refundCalls += 1;
      // Stripe's idempotency: the same key answers the same refund and makes no other.
      const existing = key ? refundByKey.get(key) : undefined;
      if (existing) return { body: existing };
      const made = fake.refunds.length;
      const refund = {
        id: `re_crash${++serial}`,
        object: 'refund',
        amount: Number(req.form.get('amount')),
        payment_intent: req.form.get('payment_intent'),
        currency: 'bdt',
        status: made % 2 === 0 ? 'pending' : 'succeeded',
        metadata: { refundKey: req.form.get('metadata[refundKey]') },
      };
      fake.refunds.push({
        id: refund.id,
        payment: String(refund.payment_intent),
        amountMinor: refund.amount,
        key,
      });
      if (key) refundByKey.set(key, refund);
      if (fake.hold?.(made)) {
        fake.held += 1;
        return 'held';
      }
      return { body: refund };
    }
    const refund = /^\/v1\/refunds\/([^/]+)$/.exec(req.path);
    if (req.method === 'GET' && refund) {
      const found = [...refundByKey.values()].find((r) => r.id === refund[1]);
      return found ? { body: { ...found, status: 'succeeded' } } : stripeError(404, 'No such refund');
    }
    return stripeError(404, `No route ${req.method} ${req.path}`);
  });
  fake.url = server.url;
  fake.close = server.close;
  return fake;
}

/** Stripe's `Stripe-Signature` header for a webhook payload (v1: HMAC-SHA256 of `t.payload`). */
export function stripeSignature(payload: string, secret: string): string {
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${payload}`, 'utf8').digest('hex');
  return `t=${t},v1=${v1}`;
}

export interface FakeSslCommerz {
  url: string;
  /** The sessions the server opened: tran_id → what it asked the buyer to pay. */
  sessions: Map<string, { amount: string; currency: string }>;
  refunds: ProviderRefund[];
  /** Every refund initiation, answered or not. */
  refundCalls: number;
  hold: ((made: number) => boolean) | null;
  held: number;
  close(): Promise<void>;
}

/**
 * SSLCommerz' session API (v4), its validation API (any `val-<tran_id>` is a VALID payment of the
 * session's amount, with bank_tran_id `bank-<tran_id>`) and its refund API: initiate (one refund per
 * `refe_id`; asked again it answers the same `refund_ref_id`), then the refund query, `processing`
 * the first time it is asked and `refunded` after.
 */
export async function startFakeSslCommerz(): Promise<FakeSslCommerz> {
  const sessions: FakeSslCommerz['sessions'] = new Map();
  const byRefeId = new Map<string, ProviderRefund>();
  const queried = new Map<string, number>();
  const fake: FakeSslCommerz = {
    url: '',
    sessions,
    refunds: [],
    refundCalls: 0,
    hold: null,
    held: 0,
    close: async () => {},
  };
  const server = await listen((req) => {
    if (req.method === 'POST' && req.path === '/gwprocess/v4/api.php') {
      const tranId = req.form.get('tran_id') ?? '';
      sessions.set(tranId, {
        amount: req.form.get('total_amount') ?? '',
        currency: req.form.get('currency') ?? '',
      });
      return { body: { status: 'SUCCESS', GatewayPageURL: `${fake.url}/pay/${tranId}` } };
    }
    if (req.path === '/validator/api/validationserverAPI.php') {
      const valId = req.query.get('val_id') ?? '';
      const tranId = valId.replace(/^val-/, '');
      const session = sessions.get(tranId);
      if (!session) return { body: { status: 'INVALID_TRANSACTION' } };
      return {
        body: {
          status: 'VALID',
          tran_id: tranId,
          val_id: valId,
          amount: session.amount,
          currency: session.currency,
          risk_level: '0',
          bank_tran_id: `bank-${tranId}`,
        },
      };
    }
    if (req.path === '/validator/api/merchantTransIDvalidationAPI.php') {
      const ref = req.query.get('refund_ref_id');
      if (ref) {
        const times = (queried.get(ref) ?? 0) + 1;
        queried.set(ref, times);
        const known = fake.refunds.some((r) => r.id === ref);
        return {
          body: {
            APIConnect: 'DONE',
            refund_ref_id: ref,
            status: !known ? 'cancelled' : times === 1 ? 'processing' : 'refunded',
          },
        };
      }
      fake.refundCalls += 1;
      const refeId = req.query.get('refe_id') ?? '';
      const bankTranId = req.query.get('bank_tran_id') ?? '';
      let refund = byRefeId.get(refeId);
      const fresh = !refund;
      if (!refund) {
        refund = {
          id: `rf-crash${fake.refunds.length + 1}`,
          payment: bankTranId,
          amountMinor: Math.round(Number(req.query.get('refund_amount')) * 100),
          key: refeId,
        };
        fake.refunds.push(refund);
        byRefeId.set(refeId, refund);
      }
      if (fresh && fake.hold?.(fake.refunds.length - 1)) {
        fake.held += 1;
        return 'held';
      }
      return {
        body: { APIConnect: 'DONE', bank_tran_id: bankTranId, refund_ref_id: refund.id, status: 'success' },
      };
    }
    return { status: 404, body: {} };
  });
  fake.url = server.url;
  fake.close = server.close;
  return fake;
}
