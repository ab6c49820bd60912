import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import type { Mailer } from '../../lib/mail';
import type { AuditLog } from '../audit';
import type { JobQueue, Notify } from '../notifications';
import { createLiveFeed } from './live';
import { conversationRoutes } from './routes';
import { CONVERSATION_DIGEST_QUEUE, createConversationsService } from './service';

export { CONVERSATION_DIGEST_QUEUE } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs one conversation digest job now (tests; the queue's worker does it otherwise). */
    conversationDigestJob(data: unknown): Promise<void>;
    /** Open conversation event streams on this instance (tests, the bench). */
    conversationStreams(): number;
  }
}

/**
 * Conversations between a bike's buyer and its seller (docs/product.md#conversations): the inbox,
 * messages with private photos, read receipts, blocks and reports, the live stream (ADR 0270) and the
 * digest mails. Other modules get:
 * - `postDealStep(tx, {productId, sellerId, buyerId, deal})`: a booking's or a sale's step in the pair's
 *   conversation, opened there if the buyer never wrote, in their transaction;
 * - `postSystemMessage(tx, {conversationId, kind: 'offer' | 'deal', side, offer | deal})`: an offer's or a
 *   deal's step as a message of the conversation, in their transaction (live and notified like any).
 */
export async function conversationsModule(
  app: FastifyInstance,
  {
    handle,
    now,
    notify,
    queue,
    mailer,
    baseUrl,
    audit,
    background = true,
    requireProvenPhone,
  }: {
    handle: DatabaseHandle;
    now: () => Date;
    notify: Notify;
    queue: JobQueue;
    mailer: Mailer;
    baseUrl: string;
    audit: AuditLog;
    background?: boolean;
    requireProvenPhone?: (userId: string) => Promise<void>;
  },
) {
  const conversations = createConversationsService({
    db: handle.db,
    now,
    notify,
    queue,
    rateCounter: app.rateCounter,
    mailer,
    baseUrl,
    log: app.log,
    audit,
    requireProvenPhone,
  });
  const feed = createLiveFeed({ handle, log: app.log, heartbeat: conversations.live.markOnline });
  await feed.start();
  // Open streams end before the server closes (they would hold it open), and the LISTEN with them.
  app.addHook('preClose', () => feed.close());
  app.decorate('conversationDigestJob', (data: unknown) => conversations.digestJob(data));
  app.decorate('conversationStreams', () => feed.size());
  if (background) {
    app.addHook('onReady', async () => {
      await queue.work(CONVERSATION_DIGEST_QUEUE, conversations.digestJob);
    });
  }
  await conversationRoutes(app, { conversations, feed });
  return {
    postDealStep: conversations.postDealStep,
    postSystemMessage: conversations.postSystemMessage,
    /** A seller's median time to a first reply, for their public page (modules/sellers). */
    replyTime: conversations.replyTime,
  };
}
