import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /products/:id/conversation — opens the caller's conversation about a bike (or the one already
 * open). The bike page only goes there: the conversation page reads it, so this file stays out of the
 * pages' chunk (vite.config.ts, ADR 0280).
 */
export function useOpenConversation() {
  return useMutation({
    mutationFn: async (productId: string) => {
      // Imported on the click: the bike page a visitor opens carries no zod.
      const { conversationDetailSchema } = await import('@best-bikes/contract');
      return api(`/products/${encodeURIComponent(productId)}/conversation`, {
        method: 'POST',
        schema: conversationDetailSchema,
      });
    },
  });
}
