import { conversationDetailSchema } from '@best-bikes/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /products/:id/conversation — opens the caller's conversation about a bike (or the one already
 * open). The bike page only goes there: the conversation page reads it, so this file stays out of the
 * pages' chunk (vite.config.ts, ADR 0280).
 */
export function useOpenConversation() {
  return useMutation({
    mutationFn: (productId: string) =>
      api(`/products/${encodeURIComponent(productId)}/conversation`, {
        method: 'POST',
        schema: conversationDetailSchema,
      }),
  });
}
