import {
  type DealReviews,
  dealReviewsSchema,
  type ReviewBody,
  type SellerReviews,
  sellerReviewsSchema,
} from '@best-bikes/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const reviewKeys = {
  all: ['reviews'] as const,
  deal: (dealId: string) => ['reviews', 'deal', dealId] as const,
  seller: (sellerId: string) => ['reviews', 'seller', sellerId] as const,
};

const dealPath = (id: string) => `/deals/${encodeURIComponent(id)}/reviews`;

/** GET /api/deals/:id/reviews — the deal's reviews as its buyer or seller may see them (ADR 0220). */
export function useDealReviews(dealId: string) {
  return useQuery({
    queryKey: reviewKeys.deal(dealId),
    queryFn: ({ signal }): Promise<DealReviews> =>
      api(dealPath(dealId), { schema: dealReviewsSchema, signal }),
  });
}

/** POST /api/deals/:id/reviews — the caller's one review; the answer replaces the cached reviews. */
export function useWriteReview(dealId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody): Promise<DealReviews> =>
      api(dealPath(dealId), { method: 'POST', body, schema: dealReviewsSchema }),
    onSuccess: (reviews) => client.setQueryData(reviewKeys.deal(dealId), reviews),
    onSettled: () => client.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

/** GET /api/sellers/:id/reviews — a seller's rating and buyers' published reviews. */
export function useSellerReviews(sellerId: string) {
  return useQuery({
    queryKey: reviewKeys.seller(sellerId),
    queryFn: ({ signal }): Promise<SellerReviews> =>
      api(`/sellers/${encodeURIComponent(sellerId)}/reviews`, { schema: sellerReviewsSchema, signal }),
    enabled: sellerId !== '',
  });
}
