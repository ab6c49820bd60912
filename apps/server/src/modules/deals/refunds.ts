/**
 * Refunds go back through the provider that took the money (ADR 0142). The payments module
 * implements this for each of its providers: Stripe's Refunds API, the test-mode card processor,
 * SSLCommerz' refund API (initiate, then query) and the sandbox gateway.
 */
export type PaymentProvider = 'test' | 'stripe' | 'sandbox' | 'sslcommerz';

export interface RefundRequest {
  /** Our refund's key: the provider's idempotency key (Stripe) or reference (SSLCommerz refe_id). */
  key: string;
  /** The card payment intent, or the checkout's tran_id. */
  providerRef: string;
  bankTranId: string | null;
  /** In the payment's own currency and minor units. */
  amountMinor: number;
  currency: string;
  remarks: string;
}

export interface RefundOutcome {
  /** 'pending': the provider accepted it and has not finished; ask again with `check`. */
  state: 'succeeded' | 'pending' | 'failed';
  providerRefundId: string | null;
  detail?: string;
}

export interface RefundProvider {
  /** Starts the refund; asking again with the same key starts nothing new. */
  start(request: RefundRequest): Promise<RefundOutcome>;
  /** The provider's current word on a refund it accepted. */
  check(request: RefundRequest & { providerRefundId: string }): Promise<RefundOutcome>;
}

/** The refund provider for a payment's provider, or null when that provider is not configured here. */
export type RefundProviders = (provider: PaymentProvider) => RefundProvider | null;
