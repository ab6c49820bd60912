import type { ConversationRow } from './repository';

/** The caller's side of a conversation, or null for anyone else (who is then told it does not exist). */
export function sideOf(
  conversation: Pick<ConversationRow, 'buyerId' | 'sellerId'>,
  userId: string,
): 'buyer' | 'seller' | null {
  if (conversation.buyerId === userId) return 'buyer';
  if (conversation.sellerId === userId) return 'seller';
  return null;
}

export interface ConversationAccess {
  conversation: ConversationRow;
  side: 'buyer' | 'seller';
}

/** Why this side may not post now (a block either way), or null when it may. */
export function postRefusal(
  conversation: Pick<ConversationRow, 'buyerBlockedAt' | 'sellerBlockedAt'>,
  side: 'buyer' | 'seller',
): 'blockedByMe' | 'blockedByOther' | null {
  const mine = side === 'buyer' ? conversation.buyerBlockedAt : conversation.sellerBlockedAt;
  const theirs = side === 'buyer' ? conversation.sellerBlockedAt : conversation.buyerBlockedAt;
  if (mine) return 'blockedByMe';
  if (theirs) return 'blockedByOther';
  return null;
}
