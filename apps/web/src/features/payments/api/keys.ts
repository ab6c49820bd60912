/** Query keys of payments; mutations invalidate `all`. */
export const paymentKeys = {
  all: ['payments'] as const,
  config: ['payments', 'config'] as const,
  intent: (bookingId: string) => ['payments', 'intent', bookingId] as const,
  history: (email: string) => ['payments', 'history', email.toLowerCase()] as const,
  receipt: (transactionId: string) => ['payments', 'receipt', transactionId] as const,
};
