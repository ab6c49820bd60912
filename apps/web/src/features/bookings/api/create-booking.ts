import { acknowledgedSchema, type BookingBody } from '@best-bikes/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

type BookingAnswer = z.infer<typeof acknowledgedSchema>;

/**
 * POST /bookings with product.md's booking payload. The server reads product, price, seller and names
 * from its database; the rest keeps the call as product.md describes it.
 */
function createBooking(body: BookingBody): Promise<BookingAnswer> {
  return api('/bookings', { method: 'POST', body, schema: acknowledgedSchema });
}

export function useCreateBooking() {
  return useMutation({ mutationFn: createBooking });
}
