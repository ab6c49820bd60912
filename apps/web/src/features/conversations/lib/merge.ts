import type { ConversationDetail, ConversationMessage, ConversationReadEvent } from '@best-bikes/contract';

import { idBefore } from './live-stream';

// Pure updates of a conversation's cached page, from the live stream and from what the person sent.
// Message ids are decimal sequence numbers (strings): compared as big integers (idBefore).

/** The messages with `more` added once each (by id), oldest first. */
export function mergeMessages(
  list: ConversationMessage[],
  more: ConversationMessage[],
): ConversationMessage[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of more) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => (a.id === b.id ? 0 : idBefore(a.id, b.id) ? -1 : 1));
}

export function addMessages(detail: ConversationDetail, more: ConversationMessage[]): ConversationDetail {
  return { ...detail, messages: mergeMessages(detail.messages, more) };
}

/** The other side read up to a message: the caller's messages up to it are seen. */
export function withRead(detail: ConversationDetail, event: ConversationReadEvent): ConversationDetail {
  if (event.side === detail.side) return detail;
  return {
    ...detail,
    messages: detail.messages.map((m) =>
      m.mine && m.readAt === null && !idBefore(event.upTo, m.id) ? { ...m, readAt: event.readAt } : m,
    ),
  };
}

export function withBlock(
  detail: ConversationDetail,
  state: { blockedByMe: boolean; blockedByOther: boolean },
): ConversationDetail {
  const blocked = state.blockedByMe || state.blockedByOther;
  return {
    ...detail,
    ...state,
    // Posting was refused only for the block: lifting it lets the caller post again.
    canPost: !blocked && (detail.canPost || detail.blockedByMe || detail.blockedByOther),
  };
}
