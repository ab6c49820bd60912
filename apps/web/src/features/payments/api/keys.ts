/** Query keys of payments; mutations invalidate `all`. */
export const paymentKeys = {
  all: ['payments'] as const,
  config: ['payments', 'config'] as const,
  intent: (bookingId: string, kind = 'full') => ['payments', 'intent', bookingId, kind] as const,
  history: (email: string) => ['payments', 'history', email.toLowerCase()] as const,
  receipt: (transactionId: string) => ['payments', 'receipt', transactionId] as const,
};

/**
 * Whether a query is a payment intent. A secret is asked once per visit: refreshing it after the
 * payment would ask the server to charge a paid booking again (a refused, failing call).
 */
export const isPaymentIntent = (key: readonly unknown[]) => key[0] === 'payments' && key[1] === 'intent';
