import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { offerKeys } from './keys';

/** GET /offers/agreed/:productId — the caller's agreed price for a bike while it holds, or null. */
export const agreedPriceQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: offerKeys.agreed(productId),
    queryFn: async ({ signal }) => {
      // Imported when asked (a signed-in buyer only): the bike page a visitor opens carries no zod.
      const { agreedPriceSchema } = await import('@best-bikes/contract');
      return (
        await api(`/offers/agreed/${encodeURIComponent(productId)}`, {
          signal,
          schema: agreedPriceSchema,
        })
      ).agreed;
    },
  });

/** The signed-in buyer's agreed price for a bike (null for anyone else, or none). */
export function useAgreedPrice(productId: string, enabled: boolean) {
  return useQuery({ ...agreedPriceQueryOptions(productId), enabled });
}
