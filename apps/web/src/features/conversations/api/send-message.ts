import { type ConversationDetail, postMessageResponseSchema } from '@best-bikes/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { addMessages } from '../lib/merge';
import { conversationKeys } from './keys';

/** POST /conversations/:id/messages — words, a photo (an id from the photo upload), or both. */
export function useSendMessage(conversationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { text: string; photoId?: string }) =>
      api(`/conversations/${encodeURIComponent(conversationId)}/messages`, {
        method: 'POST',
        body,
        schema: postMessageResponseSchema,
      }),
    onSuccess: ({ message }) => {
      client.setQueryData<ConversationDetail>(conversationKeys.detail(conversationId), (old) =>
        old ? addMessages(old, [message]) : old,
      );
      void client.invalidateQueries({ queryKey: conversationKeys.list() });
    },
  });
}
