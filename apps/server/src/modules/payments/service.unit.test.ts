import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { BadGateway } from '../../lib/errors';
import type { Caller } from '../../plugins/access';
import type { BookingsService } from '../bookings';
import { type CardProcessor, createTestCardProcessor } from './providers/card-processor';
import type { PaymentsRepository } from './repository';
import { createPaymentsService } from './service';

const buyer: Caller = {
  id: 'u1',
  name: 'Buyer',
  email: 'buyer@example.com',
  image: null,
  role: 'Buyer',
  sellerVerified: false,
};
/** node-postgres's error when the database refuses connections (a provider's unreachable API raises the same code). */
const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

function serviceWith(processor: CardProcessor) {
  const bookings = {
    payableBooking: async () => ({ id: 'bk1', price: 150_000 }),
  } as unknown as BookingsService;
  return createPaymentsService({
    repo: {} as PaymentsRepository,
    bookings,
    processor,
    log: pino({ level: 'silent' }),
    depositPercent: 10,
  });
}

describe('creating a payment intent when something is down', () => {
  it("lets the built-in processor's database outage through to the error handler (503), not a 502", async () => {
    const repo = {
      insertIntent: async () => {
        throw refused();
      },
    } as unknown as PaymentsRepository;
    const failure = await serviceWith(createTestCardProcessor(repo))
      .createIntent(buyer, 'bk1')
      .catch((err: unknown) => err);
    expect(failure).not.toBeInstanceOf(BadGateway);
    expect((failure as { code?: string }).code).toBe('ECONNREFUSED');
  });

  it("answers a real provider's unreachable API as the provider's outage (502)", async () => {
    const stripe: CardProcessor = {
      kind: 'stripe',
      publishableKey: 'pk_test',
      createIntent: async () => {
        throw refused();
      },
      retrieveIntent: async () => null,
    };
    const failure = await serviceWith(stripe)
      .createIntent(buyer, 'bk1')
      .catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(BadGateway);
    expect((failure as Error).message).toBe(
      'The card payment service is not answering. Please try again in a minute.',
    );
  });
});
