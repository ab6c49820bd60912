import type { ConversationDetail, ConversationReportBody } from '@best-bikes/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { conversationKeys } from './keys';

/** POST /conversations/:id/report — a reason as reports of bikes; 409 the second time. */
export function useReportConversation(conversationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConversationReportBody) =>
      api<{ acknowledged: boolean }>(`/conversations/${encodeURIComponent(conversationId)}/report`, {
        method: 'POST',
        body,
      }),
    onSuccess: () => {
      client.setQueryData<ConversationDetail>(conversationKeys.detail(conversationId), (old) =>
        old ? { ...old, reportedByMe: true } : old,
      );
    },
  });
}
