import {
  type TestConfirmBody,
  type TestConfirmResponse,
  testConfirmResponseSchema,
} from '@best-bikes/contract';
import { api } from '../../../lib/api-client';

/**
 * POST /test-payments/confirm: the built-in test-mode processor's confirmCardPayment. Answers
 * `{paymentIntent}` or `{error}` like Stripe.js does.
 */
export function confirmTestPayment(body: TestConfirmBody): Promise<TestConfirmResponse> {
  return api('/test-payments/confirm', { method: 'POST', body, schema: testConfirmResponseSchema });
}
