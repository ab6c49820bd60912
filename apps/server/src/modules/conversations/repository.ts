import type { ReportReason } from '@best-bikes/contract';
import { and, asc, count, desc, eq, gt, isNull, lt, lte, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { LOCK_SPACE } from '../../db/lock-keys';
import { placeholderFor, preparedOnce } from '../../db/prepared';
import {
  bookings,
  type ConversationDealRef,
  type ConversationOfferRef,
  conversationDigests,
  conversationMessages,
  conversationPhotos,
  conversationPresence,
  conversationReports,
  conversations,
  deals,
  products,
  user,
} from '../../db/schema';
import { transactional } from '../../db/transactional';
import { newId } from '../../lib/ids';
import { LIVE_CHANNEL, type LiveSignal } from './live';

const buyer = alias(user, 'buyer');
const seller = alias(user, 'seller');
const sender = alias(user, 'sender');
const reporter = alias(user, 'reporter');
const lastMessage = alias(conversationMessages, 'last_message');

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageSide = 'buyer' | 'seller' | 'system';

/** A conversation with its bike and both people as they are now. */
const conversationColumns = {
  conversation: conversations,
  bike: {
    id: products.id,
    name: products.productName,
    price: products.resalePrice,
    img: products.img,
    state: products.state,
  },
  buyerName: buyer.name,
  buyerGone: sql<boolean>`${buyer.deactivatedAt} is not null`.mapWith(Boolean),
  sellerName: seller.name,
  sellerGone: sql<boolean>`${seller.deactivatedAt} is not null`.mapWith(Boolean),
};

const messageColumns = {
  message: conversationMessages,
  senderName: sender.name,
  senderGone: sql<boolean>`${sender.deactivatedAt} is not null`.mapWith(Boolean),
};

export type ConversationView = {
  conversation: ConversationRow;
  bike: {
    id: string;
    name: string;
    price: number;
    img: string;
    state: 'Available' | 'Booked' | 'Sold' | 'Withdrawn' | 'Held';
  };
  buyerName: string;
  buyerGone: boolean;
  sellerName: string;
  sellerGone: boolean;
};
export type MessageView = {
  message: typeof conversationMessages.$inferSelect;
  senderName: string | null;
  senderGone: boolean;
};

/** Messages one side has not read: the other person's (the shop's own are never unread). */
function unreadFor(side: 'buyer' | 'seller') {
  return and(
    isNull(conversationMessages.readAt),
    eq(conversationMessages.side, side === 'buyer' ? 'seller' : 'buyer'),
  );
}

/** Opens the conversation of a bike and a buyer, or answers the open one (see `openOrGet`). */
const openOrGetStatement = preparedOnce((db) => {
  const value = (name: string) => sql.placeholder(name);
  const pair = and(
    eq(conversations.productId, value('productId')),
    eq(conversations.buyerId, value('buyerId')),
  );
  const opened = db.$with('opened').as(
    db
      .insert(conversations)
      .values({
        id: value('id'),
        productId: value('productId'),
        buyerId: value('buyerId'),
        sellerId: value('sellerId'),
        createdAt: value('at'),
        lastMessageAt: value('at'),
      })
      .onConflictDoNothing()
      .returning(),
  );
  // Data-modifying parts must stand at the statement's top, so the union is a part of its own.
  const either = db.$with('either').as(
    db
      .select()
      .from(opened)
      .unionAll(
        db
          .select()
          .from(conversations)
          .where(and(pair, notExists(db.select({ id: opened.id }).from(opened)))),
      ),
  );
  return db.with(opened, either).select().from(either).prepare('conversations_open_or_get');
});

/**
 * A message, its conversation's last message and the live signal (as `signal` sends it) in one
 * statement, not three: a deal's every step posts one (ADR 0448). The update reads the new number
 * from the insert's RETURNING, the only way one part of a statement sees another's rows. The signal
 * is sent from the update's RETURNING (a data-modifying part runs whether or not the statement
 * reads it): the numbers it carries are the row's as the update leaves them. `offer` and `deal` are
 * their JSON text or null (see preparedOnce).
 */
const insertMessageStatement = preparedOnce((db) => {
  const value = (name: string) => sql.placeholder(name);
  const inserted = db.$with('inserted').as(
    db
      .insert(conversationMessages)
      .values({
        conversationId: value('conversationId'),
        kind: value('kind'),
        side: value('side'),
        senderId: value('senderId'),
        text: value('text'),
        maskedText: value('maskedText'),
        maskReasons: value('maskReasons'),
        photoId: value('photoId'),
        offer: sql`${value('offer')}`,
        deal: sql`${value('deal')}`,
        createdAt: value('createdAt'),
      })
      .returning(),
  );
  const moved = db.$with('moved').as(
    db
      .update(conversations)
      .set({
        lastSeq: sql`(select ${inserted.seq} from ${inserted})`,
        lastMessageAt: placeholderFor(conversations.lastMessageAt, 'createdAt'),
      })
      .where(eq(conversations.id, value('conversationId')))
      .returning({
        signalled: sql`pg_notify(${LIVE_CHANNEL}, json_build_object('k', 'm', 'c', ${conversations.id}, 'b', ${conversations.buyerId}, 's', ${conversations.sellerId}, 'q', ${conversations.lastSeq})::text) is null`,
      }),
  );
  return db.with(inserted, moved).select().from(inserted).prepare('conversations_insert_message');
});

function queries(db: Database) {
  /** Messages with their sender's name and whether the sender's account is gone. */
  const messageRows = () =>
    db
      .select(messageColumns)
      .from(conversationMessages)
      .leftJoin(sender, eq(sender.id, conversationMessages.senderId));
  /** Tells every instance's streams, at this transaction's commit (ADR 0270). */
  const signal = async (payload: LiveSignal) => {
    await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(payload)})`);
  };

  const withParts = () =>
    db
      .select(conversationColumns)
      .from(conversations)
      .innerJoin(products, eq(products.id, conversations.productId))
      .innerJoin(buyer, eq(buyer.id, conversations.buyerId))
      .innerJoin(seller, eq(seller.id, conversations.sellerId));

  return {
    /** The bike someone wants to talk about: its seller and state; undefined when there is none. */
    async bike(productId: string) {
      const [row] = await db
        .select({ id: products.id, sellerId: products.sellerId, state: products.state })
        .from(products)
        .where(eq(products.id, productId));
      return row;
    },

    /** Opens the conversation of a bike and a buyer, or finds the one already open (one per pair). */
    async openOrGet(
      productId: string,
      buyerId: string,
      sellerId: string,
      at: Date,
    ): Promise<ConversationRow> {
      // One statement for a new pair and an open one alike: the insert's row, or else the open
      // row (a deal's every step after the booking finds one, ADR 0448). The statement's snapshot
      // cannot see a pair another transaction committed while the insert waited on it: read then.
      const pair = and(eq(conversations.productId, productId), eq(conversations.buyerId, buyerId));
      const [row] = await openOrGetStatement(db).execute({ id: newId(), productId, buyerId, sellerId, at });
      if (row) return row;
      const [committed] = await db.select().from(conversations).where(pair);
      if (!committed) throw new Error('the conversation just opened is missing');
      return committed;
    },

    async find(id: string): Promise<ConversationRow | undefined> {
      const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
      return row;
    },

    async view(id: string): Promise<ConversationView | undefined> {
      const [row] = await withParts().where(eq(conversations.id, id));
      return row;
    },

    /** The caller's conversations as buyer and as seller, newest activity first, with the last message. */
    inbox(userId: string, limit: number) {
      return db
        .select({
          ...conversationColumns,
          last: lastMessage,
          unread: sql<number>`(
            select count(*) from ${conversationMessages}
            where ${conversationMessages.conversationId} = ${conversations.id}
              and ${conversationMessages.readAt} is null
              and ${conversationMessages.side} = case when ${conversations.buyerId} = ${userId}
                then 'seller' else 'buyer' end
          )`.mapWith(Number),
        })
        .from(conversations)
        .innerJoin(products, eq(products.id, conversations.productId))
        .innerJoin(buyer, eq(buyer.id, conversations.buyerId))
        .innerJoin(seller, eq(seller.id, conversations.sellerId))
        .leftJoin(lastMessage, eq(lastMessage.seq, conversations.lastSeq))
        .where(or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId)))
        .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
        .limit(limit);
    },

    /** Unread messages in all of the caller's conversations. */
    async unreadCount(userId: string): Promise<number> {
      const [asBuyer] = await db
        .select({ n: count() })
        .from(conversationMessages)
        .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
        .where(and(eq(conversations.buyerId, userId), unreadFor('buyer')));
      const [asSeller] = await db
        .select({ n: count() })
        .from(conversationMessages)
        .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
        .where(and(eq(conversations.sellerId, userId), unreadFor('seller')));
      return (asBuyer?.n ?? 0) + (asSeller?.n ?? 0);
    },

    /** Messages of the other side this side has not read in one conversation. */
    async unreadIn(conversationId: string, side: 'buyer' | 'seller'): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(conversationMessages)
        .where(and(eq(conversationMessages.conversationId, conversationId), unreadFor(side)));
      return row?.n ?? 0;
    },

    /** A page of messages, newest first: those before `before` (a seq) when given. */
    messagesBefore(
      conversationId: string,
      before: number | undefined,
      limit: number,
    ): Promise<MessageView[]> {
      return messageRows()
        .where(
          and(
            eq(conversationMessages.conversationId, conversationId),
            before === undefined ? undefined : lt(conversationMessages.seq, before),
          ),
        )
        .orderBy(desc(conversationMessages.seq))
        .limit(limit);
    },

    /** Every message of a conversation, oldest first (an admin reading a report). */
    allMessages(conversationId: string): Promise<MessageView[]> {
      return messageRows()
        .where(eq(conversationMessages.conversationId, conversationId))
        .orderBy(asc(conversationMessages.seq));
    },

    /** The messages of the caller's conversations after `afterSeq`, oldest first (the live stream's replay). */
    messagesAfter(userId: string, afterSeq: number, limit: number) {
      return db
        .select({ ...messageColumns, buyerId: conversations.buyerId })
        .from(conversationMessages)
        .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
        .leftJoin(sender, eq(sender.id, conversationMessages.senderId))
        .where(
          and(
            gt(conversationMessages.seq, afterSeq),
            or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId)),
          ),
        )
        .orderBy(asc(conversationMessages.seq))
        .limit(limit);
    },

    async message(seq: number): Promise<MessageView | undefined> {
      const [row] = await messageRows().where(eq(conversationMessages.seq, seq));
      return row;
    },

    /**
     * Adds a message and moves the conversation's last message to it. Messages are numbered under
     * one lock for the whole shop, held to the commit: a message with a lower number is always
     * committed before a higher one, so a reader who has seen number n has seen all below (ADR 0270).
     */
    async insertMessage(values: {
      conversationId: string;
      kind: 'text' | 'offer' | 'deal';
      side: MessageSide;
      senderId: string | null;
      text: string;
      maskedText: string | null;
      maskReasons: string[];
      photoId: string | null;
      offer: ConversationOfferRef | null;
      deal: ConversationDealRef | null;
      createdAt: Date;
    }) {
      await db.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}, hashtext('conversations:messages'))`);
      const [row] = await insertMessageStatement(db).execute({
        ...values,
        offer: values.offer === null ? null : JSON.stringify(values.offer),
        deal: values.deal === null ? null : JSON.stringify(values.deal),
      });
      if (!row) throw new Error('the message was not inserted');
      return row;
    },

    /** Marks the other side's messages read up to `upTo` (all when undefined); answers the last one marked. */
    async markRead(
      conversation: Pick<ConversationRow, 'id' | 'buyerId' | 'sellerId'>,
      readerSide: 'buyer' | 'seller',
      upTo: number | undefined,
      at: Date,
    ) {
      const conversationId = conversation.id;
      const rows = await db
        .update(conversationMessages)
        .set({ readAt: at })
        .where(
          and(
            eq(conversationMessages.conversationId, conversationId),
            unreadFor(readerSide),
            upTo === undefined ? undefined : lte(conversationMessages.seq, upTo),
          ),
        )
        .returning({ seq: conversationMessages.seq });
      if (rows.length === 0) return undefined;
      const last = Math.max(...rows.map((r) => r.seq));
      await signal({
        k: 'r',
        c: conversationId,
        b: conversation.buyerId,
        s: conversation.sellerId,
        side: readerSide,
        upTo: last,
        at: at.toISOString(),
      });
      return last;
    },

    async setBlocked(id: string, side: 'buyer' | 'seller', at: Date | null) {
      const [row] = await db
        .update(conversations)
        .set(side === 'buyer' ? { buyerBlockedAt: at } : { sellerBlockedAt: at })
        .where(eq(conversations.id, id))
        .returning();
      if (row) {
        await signal({
          k: 'x',
          c: id,
          b: row.buyerId,
          s: row.sellerId,
          bb: row.buyerBlockedAt !== null,
          sb: row.sellerBlockedAt !== null,
        });
      }
      return row;
    },

    /** The newest message number of the shop, 0 before any. */
    async lastSeq(): Promise<number> {
      const [row] = await db
        .select({ seq: sql<number>`coalesce(max(${conversationMessages.seq}), 0)`.mapWith(Number) })
        .from(conversationMessages);
      return row?.seq ?? 0;
    },

    /**
     * The read receipts given in the caller's conversations since message `afterSeq` was written: per
     * conversation and reader, the last message read (a resumed stream's catch-up).
     */
    receiptsSince(userId: string, afterSeq: number) {
      return db
        .select({
          conversationId: conversationMessages.conversationId,
          side: conversationMessages.side,
          upTo: sql<number>`max(${conversationMessages.seq})`.mapWith(Number),
          readAt: sql<Date>`max(${conversationMessages.readAt})`.mapWith(conversationMessages.readAt),
        })
        .from(conversationMessages)
        .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
        .where(
          and(
            or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId)),
            sql`${conversationMessages.readAt} >= (select ${conversationMessages.createdAt} from ${conversationMessages} where ${conversationMessages.seq} = ${afterSeq})`,
          ),
        )
        .groupBy(conversationMessages.conversationId, conversationMessages.side);
    },

    /** Stamps these people as having the conversations open now. */
    async markOnline(userIds: string[], at: Date) {
      if (userIds.length === 0) return;
      await db
        .insert(conversationPresence)
        .values(userIds.map((userId) => ({ userId, seenAt: at })))
        .onConflictDoUpdate({ target: conversationPresence.userId, set: { seenAt: at } });
    },

    /** Whether the person had the conversations open on some instance since `since`. */
    async onlineSince(userId: string, since: Date): Promise<boolean> {
      const [row] = await db
        .select({ seenAt: conversationPresence.seenAt })
        .from(conversationPresence)
        .where(and(eq(conversationPresence.userId, userId), gt(conversationPresence.seenAt, since)));
      return row !== undefined;
    },

    async lastDigest(conversationId: string, userId: string) {
      const [row] = await db
        .select()
        .from(conversationDigests)
        .where(
          and(eq(conversationDigests.conversationId, conversationId), eq(conversationDigests.userId, userId)),
        );
      return row;
    },

    /**
     * Marks a digest of the conversation as queued for this reader: true when none was (the caller
     * queues its job), with when the last digest went.
     */
    async claimDigest(conversationId: string, userId: string, at: Date) {
      await db.insert(conversationDigests).values({ conversationId, userId }).onConflictDoNothing();
      const [row] = await db
        .update(conversationDigests)
        .set({ pendingAt: at })
        .where(
          and(
            eq(conversationDigests.conversationId, conversationId),
            eq(conversationDigests.userId, userId),
            isNull(conversationDigests.pendingAt),
          ),
        )
        .returning({ mailedAt: conversationDigests.mailedAt });
      return row ? { claimed: true as const, mailedAt: row.mailedAt } : { claimed: false as const };
    },

    /** The digest job ran: nothing queued any more; `lastSeq` and `mailedAt` when it mailed. */
    async settleDigest(conversationId: string, userId: string, mailed: { lastSeq: number; at: Date } | null) {
      await db
        .update(conversationDigests)
        .set(mailed ? { pendingAt: null, lastSeq: mailed.lastSeq, mailedAt: mailed.at } : { pendingAt: null })
        .where(
          and(eq(conversationDigests.conversationId, conversationId), eq(conversationDigests.userId, userId)),
        );
    },

    /** The person's mail address, name and language (a digest's reader). */
    async reader(userId: string) {
      const [row] = await db
        .select({ email: user.email, name: user.name, locale: user.locale, gone: user.deactivatedAt })
        .from(user)
        .where(eq(user.id, userId));
      return row;
    },

    /** The other side's unread messages after `afterSeq` in one conversation, oldest first (a digest's). */
    unreadAfter(conversationId: string, readerSide: 'buyer' | 'seller', afterSeq: number, limit: number) {
      return messageRows()
        .where(
          and(
            eq(conversationMessages.conversationId, conversationId),
            unreadFor(readerSide),
            gt(conversationMessages.seq, afterSeq),
          ),
        )
        .orderBy(asc(conversationMessages.seq))
        .limit(limit);
    },

    /**
     * Whether the deal on the bike between the two is paid and standing (not cancelled or
     * refunded), and the latest booking and deal between them.
     */
    async dealBetween(productId: string, buyerId: string) {
      const [booking] = await db
        .select({ id: bookings.id, state: bookings.state })
        .from(bookings)
        .where(and(eq(bookings.productId, productId), eq(bookings.buyerId, buyerId)))
        .orderBy(desc(bookings.createdAt))
        .limit(1);
      const [deal] = await db
        .select({ id: deals.id, state: deals.state })
        .from(deals)
        .where(and(eq(deals.productId, productId), eq(deals.buyerId, buyerId)))
        .orderBy(desc(deals.createdAt))
        .limit(1);
      return {
        bookingId: booking?.id ?? null,
        dealId: deal?.id ?? null,
        paid: deal !== undefined && deal.state !== 'cancelled' && deal.state !== 'refunded',
      };
    },

    async addPhoto(values: {
      conversationId: string;
      uploaderId: string;
      contentType: string;
      bytes: Buffer;
    }) {
      const id = newId();
      await db.insert(conversationPhotos).values({ id, ...values });
      return id;
    },

    async photo(conversationId: string, photoId: string) {
      const [row] = await db
        .select()
        .from(conversationPhotos)
        .where(
          and(eq(conversationPhotos.id, photoId), eq(conversationPhotos.conversationId, conversationId)),
        );
      return row;
    },

    /** Whether the photo is the uploader's in this conversation and not yet in a message. */
    async photoUnsent(conversationId: string, photoId: string, uploaderId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: conversationPhotos.id, used: conversationMessages.seq })
        .from(conversationPhotos)
        .leftJoin(conversationMessages, eq(conversationMessages.photoId, conversationPhotos.id))
        .where(
          and(
            eq(conversationPhotos.id, photoId),
            eq(conversationPhotos.conversationId, conversationId),
            eq(conversationPhotos.uploaderId, uploaderId),
          ),
        );
      return row !== undefined && row.used === null;
    },

    /** Files a report; false when this person already reported the conversation. */
    async addReport(values: {
      conversationId: string;
      reporterId: string;
      reason: ReportReason;
      reasonText: string | null;
      createdAt: Date;
    }): Promise<boolean> {
      const rows = await db
        .insert(conversationReports)
        .values({ id: newId(), ...values })
        .onConflictDoNothing()
        .returning({ id: conversationReports.id });
      return rows.length > 0;
    },

    async reportedBy(conversationId: string, reporterId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: conversationReports.id })
        .from(conversationReports)
        .where(
          and(
            eq(conversationReports.conversationId, conversationId),
            eq(conversationReports.reporterId, reporterId),
          ),
        );
      return row !== undefined;
    },

    /** Whether anyone reported the conversation (an admin may read its photos then). */
    async isReported(conversationId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: conversationReports.id })
        .from(conversationReports)
        .where(eq(conversationReports.conversationId, conversationId))
        .limit(1);
      return row !== undefined;
    },

    /** Reports of conversations, newest first, or one of them. */
    reports(id?: string) {
      return db
        .select({
          report: conversationReports,
          reporterName: reporter.name,
          conversation: conversations,
          bikeName: products.productName,
          buyerName: buyer.name,
          sellerName: seller.name,
        })
        .from(conversationReports)
        .innerJoin(reporter, eq(reporter.id, conversationReports.reporterId))
        .innerJoin(conversations, eq(conversations.id, conversationReports.conversationId))
        .innerJoin(products, eq(products.id, conversations.productId))
        .innerJoin(buyer, eq(buyer.id, conversations.buyerId))
        .innerJoin(seller, eq(seller.id, conversations.sellerId))
        .where(id === undefined ? undefined : eq(conversationReports.id, id))
        .orderBy(desc(conversationReports.createdAt), desc(conversationReports.id))
        .limit(200);
    },

    /**
     * How long the seller took to first answer the buyer in their latest conversations (opened since
     * `since`, `limit` of them): the median in seconds and how many answered conversations it is
     * drawn from. Each lookup walks one conversation's messages by the (conversation, seq) index.
     */
    async firstReplies(sellerId: string, since: Date, limit: number) {
      const m = conversationMessages;
      const result = (await db.execute(sql`
        select percentile_cont(0.5) within group (order by extract(epoch from (r.at - b.at))) as median,
               count(*)::int as answered
        from (
          select ${conversations.id} as id from ${conversations}
          where ${conversations.sellerId} = ${sellerId} and ${conversations.createdAt} >= ${since.toISOString()}
          order by ${conversations.createdAt} desc limit ${limit}
        ) c
        cross join lateral (
          select ${m.seq} as seq, ${m.createdAt} as at from ${m}
          where ${m.conversationId} = c.id and ${m.side} = 'buyer' order by ${m.seq} limit 1
        ) b
        cross join lateral (
          select ${m.createdAt} as at from ${m}
          where ${m.conversationId} = c.id and ${m.side} = 'seller' and ${m.seq} > b.seq order by ${m.seq} limit 1
        ) r`)) as unknown as { rows: { median: number | string | null; answered: number | string }[] };
      const row = result.rows[0];
      return {
        medianSeconds: row?.median == null ? null : Number(row.median),
        answered: Number(row?.answered ?? 0),
      };
    },

    async accountCreatedAt(userId: string): Promise<Date | undefined> {
      const [row] = await db.select({ createdAt: user.createdAt }).from(user).where(eq(user.id, userId));
      return row?.createdAt;
    },
  };
}

/** The only code of the module that touches Drizzle: it owns conversations, messages, their photos and reports. */
export function createConversationsRepository(db: Database) {
  return transactional(db, queries);
}
export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
