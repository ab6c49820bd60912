import type { ConversationDetail, ConversationMessage, ConversationReadEvent } from '@best-bikes/contract';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormat } from '../../../lib/i18n';
import { useConversationUnread } from '../api/get-unread';
import { conversationKeys } from '../api/keys';
import { onStreamEvent } from '../lib/live-stream';
import { addMessages, withBlock, withRead } from '../lib/merge';

/**
 * The dashboard layout's live part (ADR 0280): while a dashboard page is open, what the tab's one
 * stream (held by the navbar, lib/live-stream.ts) says goes into the cached conversation pages, so a
 * conversation updates in place. A page whose answer is still on its way is read again instead: the
 * answer may predate the message.
 */
export function useMessagesLive(enabled: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return undefined;
    return onStreamEvent(({ type, data }) => {
      const key = conversationKeys.detail(data.conversationId);
      if (client.getQueryState(key)?.fetchStatus === 'fetching') {
        void client.invalidateQueries({ queryKey: key });
        return;
      }
      client.setQueryData<ConversationDetail>(key, (old) => {
        if (!old) return old;
        if (type === 'message') return addMessages(old, [data as ConversationMessage]);
        if (type === 'read') return withRead(old, data as ConversationReadEvent);
        return withBlock(old, data as unknown as { blockedByMe: boolean; blockedByOther: boolean });
      });
    });
  }, [client, enabled]);
}

/** The unread count beside the menu's Messages link. */
export function MessagesUnreadBadge() {
  const { t } = useLingui();
  const f = useFormat();
  const unread = useConversationUnread(true).data ?? 0;
  if (unread === 0) return null;
  const count = unread > 99 ? `${f.number(99)}+` : f.number(unread);
  return (
    <span className="badge badge-primary badge-sm" data-testid="messages-unread">
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{t`${count} unread`}</span>
    </span>
  );
}
