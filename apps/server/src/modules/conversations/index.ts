import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { conversationRoutes } from './routes';
import { createConversationsService } from './service';

/**
 * Conversations between a bike's buyer and its seller (docs/product.md#conversations): the inbox,
 * messages with private photos, read receipts, blocks and reports. Other modules get:
 * - `conversationFor(tx, productId, buyerId)`: opens (or finds) the pair's conversation in their transaction;
 * - `postSystemMessage(tx, {conversationId, kind: 'offer' | 'deal', side, offer | deal})`: an offer's or a
 *   deal's step as a message of the conversation, in their transaction.
 */
export async function conversationsModule(
  app: FastifyInstance,
  { db, now }: { db: Database; now: () => Date },
) {
  const conversations = createConversationsService({ db, now });
  await conversationRoutes(app, { conversations });
  return {
    conversationFor: conversations.conversationFor,
    postSystemMessage: conversations.postSystemMessage,
  };
}
