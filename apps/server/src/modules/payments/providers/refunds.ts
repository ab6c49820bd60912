import { formatMinor } from '@best-bikes/contract';
import type { RefundOutcome, RefundProvider, RefundRequest } from '../../deals';
import type { PaymentsRepository } from '../repository';
import { GatewayUnavailable } from './sslcommerz';

/**
 * The built-in providers' side of a refund (ADR 0142): the test-mode card processor and the
 * sandbox gateway refund what they charged, once per key, never more in total than the payment.
 * The sandbox answers like SSLCommerz: initiated first (a refund_ref_id), refunded when queried.
 */
export function createBuiltInRefunds(repo: PaymentsRepository, provider: 'test' | 'sandbox'): RefundProvider {
  /** What the payment charged, or null when this provider did not take it; locks the payment. */
  async function charged(tx: PaymentsRepository, request: RefundRequest): Promise<number | null> {
    if (provider === 'test') {
      const intent = await tx.lockIntent(request.providerRef);
      return intent?.provider === 'test' && intent.status === 'succeeded' ? intent.amount : null;
    }
    const checkout = await tx.lockCheckout(request.providerRef);
    // The sandbox took the money when it validated the payment (a sale or not).
    return checkout?.gateway === 'sandbox' && checkout.valId ? checkout.amountMinor : null;
  }

  return {
    async start(request) {
      return repo.transaction(async (tx) => {
        const total = await charged(tx, request);
        if (total === null) return { state: 'failed', providerRefundId: null, detail: 'no such payment' };
        const before = await tx.refundedMinor(provider, request.providerRef, request.key);
        if (request.amountMinor <= 0 || before + request.amountMinor > total) {
          return { state: 'failed', providerRefundId: null, detail: 'more than the payment' };
        }
        const row = await tx.insertProviderRefund({
          idempotencyKey: request.key,
          provider,
          paymentRef: request.providerRef,
          amountMinor: request.amountMinor,
        });
        return { state: provider === 'test' ? 'succeeded' : 'pending', providerRefundId: row.id };
      });
    },
    async check(request) {
      const row = await repo.findProviderRefund(request.providerRefundId);
      if (!row || row.paymentRef !== request.providerRef) {
        return { state: 'failed', providerRefundId: request.providerRefundId, detail: 'no such refund' };
      }
      return { state: 'succeeded', providerRefundId: row.id };
    },
  };
}

/**
 * SSLCommerz' refund API: initiate (`bank_tran_id`, `refund_amount`, `refund_remarks`, `refe_id`)
 * answers a `refund_ref_id`; the refund query with it answers `refunded`, `processing` or
 * `cancelled`. Both are GETs on the merchant transaction validation API.
 */
export function createSslCommerzRefunds(opts: {
  storeId: string;
  storePassword: string;
  baseUrl: string;
  timeoutMs?: number;
}): RefundProvider {
  const endpoint = `${opts.baseUrl}/validator/api/merchantTransIDvalidationAPI.php`;

  async function call(params: Record<string, string>): Promise<Record<string, unknown>> {
    const url = new URL(endpoint);
    url.search = new URLSearchParams({
      ...params,
      store_id: opts.storeId,
      store_passwd: opts.storePassword,
      v: '1',
      format: 'json',
    }).toString();
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000) });
    } catch (err) {
      throw new GatewayUnavailable(`SSLCommerz did not answer: ${(err as Error).message}`);
    }
    if (!response.ok) throw new GatewayUnavailable(`SSLCommerz answered ${response.status}`);
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (body?.APIConnect !== 'DONE') {
      throw new GatewayUnavailable(`SSLCommerz refund API: ${String(body?.APIConnect ?? 'no answer')}`);
    }
    return body;
  }
  const text = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v));

  return {
    async start(request): Promise<RefundOutcome> {
      if (!request.bankTranId) return { state: 'failed', providerRefundId: null, detail: 'no bank_tran_id' };
      const body = await call({
        bank_tran_id: request.bankTranId,
        refund_amount: formatMinor(request.amountMinor),
        refund_remarks: request.remarks,
        refe_id: request.key,
      });
      const ref = text(body.refund_ref_id) || null;
      const status = text(body.status).toLowerCase();
      if (status === 'success' || status === 'processing') return { state: 'pending', providerRefundId: ref };
      return { state: 'failed', providerRefundId: ref, detail: text(body.errorReason) || status };
    },
    async check(request): Promise<RefundOutcome> {
      const body = await call({ refund_ref_id: request.providerRefundId });
      const status = text(body.status).toLowerCase();
      if (status === 'refunded') return { state: 'succeeded', providerRefundId: request.providerRefundId };
      if (status === 'processing') return { state: 'pending', providerRefundId: request.providerRefundId };
      return {
        state: 'failed',
        providerRefundId: request.providerRefundId,
        detail: text(body.errorReason) || status,
      };
    },
  };
}
