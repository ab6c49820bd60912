import { type ConversationDetail, conversationBlockSchema } from '@best-bikes/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { withBlock } from '../lib/merge';
import { conversationKeys } from './keys';

/** POST (block) / DELETE (unblock) /conversations/:id/block — the block state after the call. */
export function useBlock(conversationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (block: boolean) =>
      api(`/conversations/${encodeURIComponent(conversationId)}/block`, {
        method: block ? 'POST' : 'DELETE',
        schema: conversationBlockSchema,
      }),
    onSuccess: (state) => {
      client.setQueryData<ConversationDetail>(conversationKeys.detail(conversationId), (old) =>
        old ? withBlock(old, state) : old,
      );
      void client.invalidateQueries({ queryKey: conversationKeys.list() });
    },
  });
}
