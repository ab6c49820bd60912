import {
  CONVERSATION_MESSAGES,
  type ConversationDetail,
  type ConversationList,
  type ConversationMessage,
  type ConversationReadEvent,
  type ConversationReportBody,
  type ConversationSummary,
  type DealMessageEvent,
  MASK_NOTICES,
  type MaskReason,
  MESSAGE_PAGE_SIZE,
  type OfferMessageEvent,
  type PostMessageResponse,
} from '@best-bikes/contract';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { Database } from '../../db/client';
import { Conflict, Forbidden, Invalid, NotFound, TooManyRequests } from '../../lib/errors';
import type { Mailer } from '../../lib/mail';
import type { RateCounter } from '../../lib/rate-counter';
import type { Caller } from '../../plugins/access';
import type { AuditLog } from '../audit';
import type { JobQueue, Notify } from '../notifications';
import { type DigestLine, digestMail } from './mail';
import { type ConversationAccess, postRefusal, sideOf } from './policy';
import {
  type ConversationRow,
  type ConversationsRepository,
  type ConversationView,
  createConversationsRepository,
  type MessageView,
} from './repository';
import { guardMessage } from './scam-guard';

/** How a deleted account's name reads to the other side (docs/product.md#conversations). */
export const FORMER_MEMBER = 'former member';
/** How the shop's own messages are signed. */
const SHOP_NAME = 'Best Bikes';
const NO_SUCH_CONVERSATION = 'There is no such conversation.';
const INBOX_LIMIT = 200;
const PREVIEW_CHARS = 140;

/** A message as `side` sees it (the sender's words as written, the reader's masked). */
export function presentMessage(row: MessageView, viewer: 'buyer' | 'seller' | 'admin'): ConversationMessage {
  const m = row.message;
  const mine = m.side === viewer;
  const maskedForViewer = m.maskedText !== null && viewer !== 'admin' && !mine;
  return {
    id: String(m.seq),
    conversationId: m.conversationId,
    kind: m.kind,
    side: m.side,
    senderName:
      m.side === 'system'
        ? SHOP_NAME
        : row.senderGone || row.senderName === null
          ? FORMER_MEMBER
          : row.senderName,
    mine,
    text: maskedForViewer ? (m.maskedText ?? '') : m.text,
    photoUrl: m.photoId ? `/api/conversations/${m.conversationId}/photos/${m.photoId}` : null,
    masked: m.maskedText !== null,
    maskReasons: m.maskReasons as MaskReason[],
    offer: m.offer ? { ...m.offer, event: m.offer.event as OfferMessageEvent } : null,
    deal: m.deal ? { ...m.deal, event: m.deal.event as DealMessageEvent } : null,
    createdAt: m.createdAt.toISOString(),
    readAt: m.readAt ? m.readAt.toISOString() : null,
  };
}

function summarise(
  view: ConversationView,
  side: 'buyer' | 'seller',
  last: MessageView | null,
  unread: number,
): ConversationSummary {
  const c = view.conversation;
  const otherName = side === 'buyer' ? view.sellerName : view.buyerName;
  const otherGone = side === 'buyer' ? view.sellerGone : view.buyerGone;
  const shown = last ? presentMessage(last, side) : null;
  return {
    _id: c.id,
    side,
    bike: view.bike,
    other: { name: otherGone ? FORMER_MEMBER : otherName, formerMember: otherGone },
    lastMessage: shown
      ? {
          kind: shown.kind,
          side: shown.side,
          mine: shown.mine,
          preview: shown.text.slice(0, PREVIEW_CHARS),
          hasPhoto: shown.photoUrl !== null,
          masked: shown.masked,
          offer: shown.offer,
          deal: shown.deal,
          createdAt: shown.createdAt,
        }
      : null,
    unread,
    updatedAt: c.lastMessageAt.toISOString(),
    blockedByMe: (side === 'buyer' ? c.buyerBlockedAt : c.sellerBlockedAt) !== null,
    blockedByOther: (side === 'buyer' ? c.sellerBlockedAt : c.buyerBlockedAt) !== null,
  };
}

/** What a new message tells the rest of the app once committed (the live stream, notifications). */
export interface PostedMessage {
  conversation: ConversationRow;
  seq: number;
}

/** The input of a message the shop or another module posts (an offer's step, a deal's step). */
export interface SystemMessage {
  conversationId: string;
  kind: 'offer' | 'deal';
  /** Who did it: the buyer (an offer), the seller (a counter) or the shop (an expiry, a payment). */
  side: 'buyer' | 'seller' | 'system';
  offer?: { offerId: string; event: OfferMessageEvent; amount: number };
  deal?: { event: DealMessageEvent; bookingId: string; dealId: string | null; price: number };
}

export interface ConversationsServiceOptions {
  db: Database;
  now: () => Date;
  notify: Notify;
  queue: JobQueue;
  rateCounter: Pick<RateCounter, 'hit'>;
  mailer: Mailer;
  baseUrl: string;
  log: FastifyBaseLogger;
  audit: AuditLog;
  /** Refuses a buyer's first message without a proven number while the shop requires one (modules/phones). */
  requireProvenPhone?: (userId: string) => Promise<void>;
}

/** The pg-boss queue of conversations' digest mails. */
export const CONVERSATION_DIGEST_QUEUE = 'conversation-digest';
/** At most one digest per conversation and reader in this long (docs/product.md#conversations). */
const DIGEST_EVERY_MS = 15 * 60 * 1000;
/** How long a new message waits for its reader before its digest is mailed. */
const DIGEST_DELAY_MS = 2 * 60 * 1000;
/** A reader whose stream stamped them within this long is online: no mail. */
const ONLINE_WITHIN_MS = 60 * 1000;
/** New accounts (docs/product.md#conversations): younger than this, they send at most NEW_ACCOUNT_HOURLY an hour. */
const NEW_ACCOUNT_MS = 7 * 24 * 60 * 60 * 1000;
const NEW_ACCOUNT_HOURLY = 30;
const HOUR_MS = 60 * 60 * 1000;
const DIGEST_LINES = 20;

/** What a notice or digest says of a message: its words as the reader sees them, or what it is. */
function noticeOf(message: ConversationMessage): Pick<DigestLine, 'text' | 'what'> {
  if (message.kind === 'offer') return { text: '', what: 'offer' };
  if (message.text === '') return { text: '', what: 'photo' };
  return { text: message.text.slice(0, PREVIEW_CHARS), what: 'text' };
}

/** Re-encodes a message's photo to WebP (no camera metadata, only a picture), as deals' private photos. */
async function privatePhoto(bytes: Buffer): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new Invalid('This file is not a photo we can read. Send a JPEG, PNG or WebP picture.');
  }
}

/**
 * Adds a message in `repo`'s transaction: the one place messages are written (a person's, the
 * shop's, another module's through `postSystemMessage`).
 */
async function insert(
  repo: ConversationsRepository,
  values: Parameters<ConversationsRepository['insertMessage']>[0],
) {
  return repo.insertMessage(values);
}

/** The seller page's reply time: conversations of the last 90 days, the latest 100, 3 answered at least. */
const REPLY_WINDOW_MS = 90 * 24 * 60 * 60 * 1000;
const REPLY_SAMPLE = 100;
const REPLY_MIN_ANSWERED = 3;

export function createConversationsService({
  db,
  now,
  notify,
  queue,
  rateCounter,
  mailer,
  baseUrl,
  log,
  audit,
  requireProvenPhone = async () => {},
}: ConversationsServiceOptions) {
  const repo = createConversationsRepository(db);

  /** The conversation and the caller's side in it; 404 for anyone else (ids leak nothing). */
  async function access(
    caller: Caller,
    id: string,
    r: ConversationsRepository = repo,
  ): Promise<ConversationAccess> {
    const conversation = await r.find(id);
    const side = conversation ? sideOf(conversation, caller.id) : null;
    if (!conversation || !side) throw new NotFound(NO_SUCH_CONVERSATION);
    return { conversation, side };
  }

  /**
   * What a new message does besides being stored, in its transaction: its reader gets an in-app notice
   * when they had nothing unread in the conversation, and a digest mail is queued for them (not for an
   * offer's step, which the offers module announces).
   */
  async function delivered(tx: Database, conversation: ConversationRow, seq: number) {
    const r = createConversationsRepository(tx);
    const row = await r.message(seq);
    const view = await r.view(conversation.id);
    // An offer's step is announced by the offers module, in the page and by mail, in words of its own;
    // a conversation notice and digest for the same step would tell the reader twice.
    if (!row || !view || row.message.side === 'system' || row.message.kind === 'offer') return;
    const readerSide = row.message.side === 'buyer' ? 'seller' : 'buyer';
    const readerId = readerSide === 'buyer' ? conversation.buyerId : conversation.sellerId;
    if ((readerSide === 'buyer' ? view.buyerGone : view.sellerGone) === true) return;
    const shown = presentMessage(row, readerSide);
    if ((await r.unreadIn(conversation.id, readerSide)) === 1) {
      await notify(tx, {
        kind: 'conversation-message',
        userId: readerId,
        conversationId: conversation.id,
        seq,
        bike: view.bike.name,
        sender: shown.senderName,
        ...noticeOf(shown),
      });
    }
    const at = now();
    const claim = await r.claimDigest(conversation.id, readerId, at);
    if (claim.claimed) {
      const earliest = claim.mailedAt ? claim.mailedAt.getTime() + DIGEST_EVERY_MS : 0;
      const startAfter = new Date(Math.max(at.getTime() + DIGEST_DELAY_MS, earliest));
      await queue.enqueue(
        tx,
        CONVERSATION_DIGEST_QUEUE,
        { conversationId: conversation.id, userId: readerId },
        { startAfter },
      );
    }
  }

  /** Adds an offer's or a deal's step to a conversation the caller has in hand, in `r`'s transaction. */
  async function post(
    tx: Database,
    r: ConversationsRepository,
    conversation: ConversationRow,
    message: Omit<SystemMessage, 'conversationId'>,
  ): Promise<PostedMessage> {
    const senderId =
      message.side === 'buyer'
        ? conversation.buyerId
        : message.side === 'seller'
          ? conversation.sellerId
          : null;
    const row = await insert(r, {
      conversationId: conversation.id,
      kind: message.kind,
      side: message.side,
      senderId,
      text: '',
      maskedText: null,
      maskReasons: [],
      photoId: null,
      offer: message.offer ?? null,
      deal: message.deal ?? null,
      createdAt: now(),
    });
    // The shop's own words and an offer's steps are announced elsewhere (see `delivered`): reading
    // the message and its view back only to find that out costs two statements per deal step.
    if (message.side !== 'system' && message.kind !== 'offer') await delivered(tx, conversation, row.seq);
    return { conversation, seq: row.seq };
  }

  /** New accounts send at most NEW_ACCOUNT_HOURLY messages an hour, counted across instances (ADR 0251). */
  async function checkRate(caller: Caller) {
    const created = await repo.accountCreatedAt(caller.id);
    if (!created || now().getTime() - created.getTime() >= NEW_ACCOUNT_MS) return;
    const { current } = await rateCounter.hit(`conversation-messages:${caller.id}`, HOUR_MS);
    if (current > NEW_ACCOUNT_HOURLY) throw new TooManyRequests(CONVERSATION_MESSAGES.tooMany);
  }

  async function detail(caller: Caller, id: string, before?: number): Promise<ConversationDetail> {
    const { side } = await access(caller, id);
    const view = await repo.view(id);
    if (!view) throw new NotFound(NO_SUCH_CONVERSATION);
    const page = await repo.messagesBefore(id, before, MESSAGE_PAGE_SIZE + 1);
    const hasMore = page.length > MESSAGE_PAGE_SIZE;
    const messages = page.slice(0, MESSAGE_PAGE_SIZE).reverse();
    const last =
      view.conversation.lastSeq > 0 ? ((await repo.message(view.conversation.lastSeq)) ?? null) : null;
    const [unread, deal, reportedByMe] = await Promise.all([
      repo.unreadIn(id, side),
      repo.dealBetween(view.conversation.productId, view.conversation.buyerId),
      repo.reportedBy(id, caller.id),
    ]);
    const summary = summarise(view, side, last, unread);
    return {
      ...summary,
      messages: messages.map((m) => presentMessage(m, side)),
      hasMore,
      dealPaid: deal.paid,
      canPost: postRefusal(view.conversation, side) === null,
      reportedByMe,
      bookingId: deal.bookingId,
      dealId: deal.dealId,
    };
  }

  return {
    /**
     * A seller's usual time to answer (docs/product.md#seller-pages): the median of their first
     * replies in the conversations of the last 90 days (the latest 100), once at least
     * three were answered; null before that, so one quick or slow answer does not label anyone.
     */
    async replyTime(sellerId: string): Promise<{ medianMinutes: number; conversations: number } | null> {
      const since = new Date(now().getTime() - REPLY_WINDOW_MS);
      const { medianSeconds, answered } = await repo.firstReplies(sellerId, since, REPLY_SAMPLE);
      if (medianSeconds === null || answered < REPLY_MIN_ANSWERED) return null;
      return { medianMinutes: Math.max(1, Math.round(medianSeconds / 60)), conversations: answered };
    },

    /** Opens (or finds) the caller's conversation about a bike: signed in, not their own, the bike listed. */
    async open(caller: Caller, productId: string): Promise<ConversationDetail> {
      const bike = await repo.bike(productId);
      if (!bike || bike.state === 'Withdrawn' || bike.state === 'Held')
        throw new NotFound('This bike is not available.');
      if (bike.sellerId === caller.id) throw new Forbidden(CONVERSATION_MESSAGES.ownBike);
      const conversation = await repo.openOrGet(productId, caller.id, bike.sellerId, now());
      return detail(caller, conversation.id);
    },

    async inbox(caller: Caller): Promise<ConversationList> {
      const rows = await repo.inbox(caller.id, INBOX_LIMIT);
      const conversations = rows.map((row) => {
        const side = row.conversation.buyerId === caller.id ? 'buyer' : 'seller';
        const last = row.last ? { message: row.last, ...lastSender(row, row.last.side) } : null;
        return summarise(row, side, last, row.unread);
      });
      return { conversations, unread: await repo.unreadCount(caller.id) };
    },

    detail,

    async unread(caller: Caller) {
      return { unread: await repo.unreadCount(caller.id) };
    },

    /** Posts the caller's words (and photo), masked for the reader when the scam guard says so. */
    async post(
      caller: Caller,
      id: string,
      body: { text: string; photoId?: string },
    ): Promise<{ response: PostMessageResponse; posted: PostedMessage }> {
      {
        const { conversation, side } = await access(caller, id);
        const refusal = postRefusal(conversation, side);
        if (refusal) throw new Forbidden(CONVERSATION_MESSAGES[refusal]);
        // A buyer opening the talk needs a proven number (docs/product.md#proven-phone-numbers).
        if (side === 'buyer' && conversation.lastSeq === 0) await requireProvenPhone(caller.id);
      }
      await checkRate(caller);
      return repo.transaction(async (tx, handle) => {
        const { conversation, side } = await access(caller, id, tx);
        const refusal = postRefusal(conversation, side);
        if (refusal) throw new Forbidden(CONVERSATION_MESSAGES[refusal]);
        if (body.photoId && !(await tx.photoUnsent(id, body.photoId, caller.id))) {
          throw new Invalid(CONVERSATION_MESSAGES.noSuchPhoto);
        }
        const deal = await tx.dealBetween(conversation.productId, conversation.buyerId);
        const guard = guardMessage(body.text, { dealPaid: deal.paid });
        const row = await insert(tx, {
          conversationId: id,
          kind: 'text',
          side,
          senderId: caller.id,
          text: body.text,
          maskedText: guard.masked,
          maskReasons: guard.reasons,
          photoId: body.photoId ?? null,
          offer: null,
          deal: null,
          createdAt: now(),
        });
        await delivered(handle, conversation, row.seq);
        const worst = guard.reasons[0];
        const message = presentMessage({ message: row, senderName: caller.name, senderGone: false }, side);
        return {
          response: worst ? { message, notice: MASK_NOTICES[worst] } : { message },
          posted: { conversation, seq: row.seq },
        };
      });
    },

    /** 404 for anyone but the two, 403 for a blocked side. */
    async assertCanPost(caller: Caller, id: string): Promise<void> {
      const { conversation, side } = await access(caller, id);
      const refusal = postRefusal(conversation, side);
      if (refusal) throw new Forbidden(CONVERSATION_MESSAGES[refusal]);
    },

    /** Keeps a photo for a message of this conversation (sent with the next message's `photoId`). */
    async addPhoto(caller: Caller, id: string, bytes: Buffer) {
      const { conversation, side } = await access(caller, id);
      const refusal = postRefusal(conversation, side);
      if (refusal) throw new Forbidden(CONVERSATION_MESSAGES[refusal]);
      const webp = await privatePhoto(bytes);
      const photoId = await repo.addPhoto({
        conversationId: id,
        uploaderId: caller.id,
        contentType: 'image/webp',
        bytes: webp,
      });
      return { photoId };
    },

    /** A message's photo: for the two, and for admins once the conversation is reported. */
    async photo(caller: Caller, id: string, photoId: string) {
      const conversation = await repo.find(id);
      const allowed =
        conversation !== undefined &&
        (sideOf(conversation, caller.id) !== null ||
          (caller.role === 'Admin' && (await repo.isReported(id))));
      const photo = allowed ? await repo.photo(id, photoId) : undefined;
      if (!photo) throw new NotFound('There is no such photo.');
      return { contentType: photo.contentType, bytes: photo.bytes };
    },

    /** Read receipts: the other side's messages up to `upTo` (all without it) are read now. */
    async read(caller: Caller, id: string, upTo?: number) {
      const { side, conversation } = await access(caller, id);
      const at = now();
      const lastRead = await repo.markRead(conversation, side, upTo, at);
      return {
        answer: { unread: await repo.unreadCount(caller.id) },
        receipt: lastRead === undefined ? null : { conversation, side, upTo: lastRead, at },
      };
    },

    async setBlocked(caller: Caller, id: string, blocked: boolean) {
      const { side } = await access(caller, id);
      const row = await repo.setBlocked(id, side, blocked ? now() : null);
      const other = side === 'buyer' ? row?.sellerBlockedAt : row?.buyerBlockedAt;
      return { answer: { blockedByMe: blocked, blockedByOther: (other ?? null) !== null } };
    },

    async report(
      caller: Caller,
      id: string,
      body: ConversationReportBody & { reason: ConversationReportBody['reason'] },
    ) {
      await access(caller, id);
      const filed = await repo.addReport({
        conversationId: id,
        reporterId: caller.id,
        reason: body.reason,
        reasonText: body.reasonText ?? null,
        createdAt: now(),
      });
      if (!filed) throw new Conflict(CONVERSATION_MESSAGES.alreadyReported);
      return { acknowledged: true };
    },

    /** Reported conversations for admins, newest report first. */
    async reports() {
      const rows = await repo.reports();
      return { items: rows.map(presentReport) };
    },

    /**
     * One reported conversation as an admin reads it: every message as written. The reading is
     * written to the audit log in the same transaction (docs/product.md#conversations).
     */
    async reportDetail(admin: Caller, reportId: string) {
      return repo.transaction(async (tx, handle) => {
        const [row] = await tx.reports(reportId);
        if (!row) throw new NotFound('There is no such report.');
        const view = await tx.view(row.conversation.id);
        if (!view) throw new NotFound(NO_SUCH_CONVERSATION);
        const messages = await tx.allMessages(row.conversation.id);
        await audit.record(
          {
            actorId: admin.id,
            action: 'conversation.read',
            targetType: 'conversation',
            targetId: row.conversation.id,
            targetLabel: `${row.bikeName}: ${row.buyerName} / ${row.sellerName}`,
            details: { reportId, messages: messages.length },
          },
          handle,
        );
        return {
          report: presentReport(row),
          bike: view.bike,
          buyerName: view.buyerGone ? FORMER_MEMBER : view.buyerName,
          sellerName: view.sellerGone ? FORMER_MEMBER : view.sellerName,
          messages: messages.map((m) => presentMessage(m, 'admin')),
        };
      });
    },

    /** The live stream's reads (ADR 0270): each message as this reader sees it. */
    live: {
      async messagesAfter(userId: string, afterSeq: number, limit: number): Promise<ConversationMessage[]> {
        const rows = await repo.messagesAfter(userId, afterSeq, limit);
        return rows.map((row) => presentMessage(row, row.buyerId === userId ? 'buyer' : 'seller'));
      },
      lastSeq: () => repo.lastSeq(),
      async receiptsSince(userId: string, afterSeq: number): Promise<ConversationReadEvent[]> {
        const rows = await repo.receiptsSince(userId, afterSeq);
        return rows
          .filter((r) => r.side !== 'system')
          .map((r) => ({
            conversationId: r.conversationId,
            side: r.side === 'buyer' ? ('seller' as const) : ('buyer' as const),
            upTo: String(r.upTo),
            readAt: r.readAt.toISOString(),
          }));
      },
      markOnline: (userIds: string[]) => repo.markOnline(userIds, now()),
    },

    /**
     * The digest job: the reader's unread messages of the conversation not yet told, in one mail in
     * their language; nothing while they have the conversations open, and never twice in 15 minutes.
     */
    async digestJob(data: unknown) {
      const { conversationId, userId } = data as { conversationId?: string; userId?: string };
      if (typeof conversationId !== 'string' || typeof userId !== 'string') return;
      const at = now();
      const conversation = await repo.find(conversationId);
      const reader = await repo.reader(userId);
      const side = conversation ? sideOf(conversation, userId) : null;
      const last = await repo.lastDigest(conversationId, userId);
      if (!conversation || !reader || !side || !last) return;
      if (reader.gone || (await repo.onlineSince(userId, new Date(at.getTime() - ONLINE_WITHIN_MS)))) {
        await repo.settleDigest(conversationId, userId, null);
        return;
      }
      if (last.mailedAt && at.getTime() - last.mailedAt.getTime() < DIGEST_EVERY_MS) {
        // Too soon after the last one (the job ran early): try again when it is allowed.
        await queue.enqueue(db, CONVERSATION_DIGEST_QUEUE, data as object, {
          startAfter: new Date(last.mailedAt.getTime() + DIGEST_EVERY_MS),
        });
        return;
      }
      const unread = await repo.unreadAfter(conversationId, side, last.lastSeq, DIGEST_LINES);
      const view = await repo.view(conversationId);
      const newest = unread[unread.length - 1];
      if (!view || !newest) {
        await repo.settleDigest(conversationId, userId, null);
        return;
      }
      const lines = unread.map((row) => {
        const shown = presentMessage(row, side);
        return { sender: shown.senderName, ...noticeOf(shown) };
      });
      await mailer.send(digestMail(reader, { conversationId, bike: view.bike.name, lines }, baseUrl));
      await repo.settleDigest(conversationId, userId, { lastSeq: newest.message.seq, at });
      log.info({ conversation: conversationId, messages: lines.length }, 'conversation digest mailed');
    },

    /**
     * A booking's or a sale's step, posted by the shop into the conversation of the bike and its buyer,
     * in that booking's or sale's transaction: the conversation is opened here if the buyer never wrote.
     * The caller has just booked or sold the bike and names its seller, so the bike is not read again;
     * the row just opened or found is the one posted to, not read again either.
     */
    async postDealStep(
      tx: Database,
      step: {
        productId: string;
        sellerId: string;
        buyerId: string;
        deal: NonNullable<SystemMessage['deal']>;
      },
    ): Promise<PostedMessage> {
      const r = createConversationsRepository(tx);
      if (step.sellerId === step.buyerId) throw new Forbidden(CONVERSATION_MESSAGES.ownBike);
      const conversation = await r.openOrGet(step.productId, step.buyerId, step.sellerId, now());
      return post(tx, r, conversation, { kind: 'deal', side: 'system', deal: step.deal });
    },

    /** Posts an offer's or a deal's step into a conversation, in the caller's transaction. */
    async postSystemMessage(tx: Database, message: SystemMessage): Promise<PostedMessage> {
      const r = createConversationsRepository(tx);
      const conversation = await r.find(message.conversationId);
      if (!conversation) throw new NotFound(NO_SUCH_CONVERSATION);
      return post(tx, r, conversation, message);
    },
  };
}

function presentReport(row: Awaited<ReturnType<ConversationsRepository['reports']>>[number]) {
  const reporterSide =
    row.report.reporterId === row.conversation.buyerId ? ('buyer' as const) : ('seller' as const);
  return {
    _id: row.report.id,
    conversationId: row.conversation.id,
    bikeName: row.bikeName,
    reporterName: row.reporterName,
    reporterSide,
    reportedName: reporterSide === 'buyer' ? row.sellerName : row.buyerName,
    reason: row.report.reason,
    reasonText: row.report.reasonText ?? '',
    createdAt: row.report.createdAt.toISOString(),
  };
}

function lastSender(
  row: { buyerName: string; buyerGone: boolean; sellerName: string; sellerGone: boolean },
  side: 'buyer' | 'seller' | 'system',
) {
  if (side === 'buyer') return { senderName: row.buyerName, senderGone: row.buyerGone };
  if (side === 'seller') return { senderName: row.sellerName, senderGone: row.sellerGone };
  return { senderName: null, senderGone: false };
}

export type ConversationsService = ReturnType<typeof createConversationsService>;
