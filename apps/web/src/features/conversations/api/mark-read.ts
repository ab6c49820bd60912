import { api } from '../../../lib/api-client';

/** POST /conversations/:id/read — marks the other side's messages read up to `upTo`; answers the unread left. */
export async function markConversationRead(conversationId: string, upTo: string): Promise<number> {
  const answer = await api<{ unread?: number }>(`/conversations/${encodeURIComponent(conversationId)}/read`, {
    method: 'POST',
    body: { upTo },
  });
  return answer.unread ?? 0;
}
