import { z } from 'zod';
import { REASON_MESSAGES, REPORT_REASONS } from './constants/admin';

/**
 * Conversations between a bike's buyer and its seller (docs/product.md#conversations): one per bike
 * and buyer. Amounts are whole Taka; times are ISO strings; message ids are the messages' sequence
 * numbers as strings (increasing across the whole shop), so they are also the event ids of the live
 * stream (`GET /api/conversations/events`) and the `before` cursor of a page.
 */

/** The longest message, in characters. */
export const MAX_MESSAGE_CHARS = 2000;
/** Messages per page of a conversation (the newest first page, then older ones by `before`). */
export const MESSAGE_PAGE_SIZE = 50;

/** Who wrote a message: one of the two people, or the shop (a booking, a payment, an offer expiring). */
export const MESSAGE_SIDES = ['buyer', 'seller', 'system'] as const;
export type MessageSide = (typeof MESSAGE_SIDES)[number];

/**
 * What a message is: a person's words (and maybe a photo), a step of an offer (posted by the offers
 * module, `offer` says which), or a step of the deal on the bike (`deal` says which).
 */
export const MESSAGE_KINDS = ['text', 'offer', 'deal'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** What happened to an offer (the offers module's steps). */
export const OFFER_MESSAGE_EVENTS = [
  'made',
  'countered',
  'accepted',
  'declined',
  'expired',
  'withdrawn',
] as const;
export type OfferMessageEvent = (typeof OFFER_MESSAGE_EVENTS)[number];

/** What happened to the deal on the bike between the two. */
export const DEAL_MESSAGE_EVENTS = ['booked', 'paid'] as const;
export type DealMessageEvent = (typeof DEAL_MESSAGE_EVENTS)[number];

/**
 * Why the scam guard masked a message (ADR 0271): a link, an e-mail address, a phone number, or a
 * request to pay outside the shop. Until the deal on the bike is paid all four are masked; after
 * it, phone numbers pass.
 */
export const MASK_REASONS = ['link', 'email', 'phone', 'money'] as const;
export type MaskReason = (typeof MASK_REASONS)[number];

/**
 * What the sender of a masked message is told (the `notice` of the answer): one text, for its worst
 * reason (money, then link, e-mail, phone).
 */
export const MASK_NOTICES: Record<MaskReason, string> = {
  money:
    'Your message was sent with the payment request hidden. Never pay outside Best Bikes: pay through the shop, where your money is held until you have the bike.',
  link: 'Your message was sent with the link hidden. Links are not shown in conversations, to protect both of you.',
  email:
    'Your message was sent with the e-mail address hidden. Contact details are shown only after the deal is paid.',
  phone:
    'Your message was sent with the phone number hidden. Phone numbers are shown only after the deal is paid.',
};

/** The words the API refuses with, declared once (the web translates them, api-messages.ts). */
export const CONVERSATION_MESSAGES = {
  ownBike: 'This is your own bike: buyers start conversations about it.',
  blockedByMe: 'You have blocked this conversation. Unblock it to send a message.',
  blockedByOther: 'You cannot send messages in this conversation.',
  emptyMessage: 'Please write a message or add a photo.',
  tooLong: 'Please keep your message under 2000 characters.',
  tooMany:
    'You have sent many messages in the last hour. New accounts can send 30 an hour; please wait a little.',
  noSuchPhoto: 'That photo was not found. Please add it again.',
  alreadyReported: 'You have already reported this conversation.',
} as const;

const iso = z.string();
const messageId = z.string().regex(/^\d{1,19}$/);

/** The bike a conversation is about, as it is now (price in whole Taka, `img` its cover picture). */
const conversationBikeSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number().int(),
  img: z.string(),
  /** Available, Booked, Sold or Withdrawn (a removed bike's conversation stays readable). */
  state: z.enum(['Available', 'Booked', 'Sold', 'Withdrawn', 'Held']),
});

/** The other person of a conversation. A deleted account reads "former member" (`formerMember` true). */
const otherPartySchema = z.object({
  name: z.string(),
  formerMember: z.boolean(),
});

/** An offer step a message carries: the offer's id (read it from the offers calls), what happened, the amount. */
const offerRefSchema = z.object({
  offerId: z.string(),
  event: z.enum(OFFER_MESSAGE_EVENTS),
  /** Whole Taka: the amount offered or countered (the accepted amount for 'accepted'). */
  amount: z.number().int(),
});

const dealRefSchema = z.object({
  event: z.enum(DEAL_MESSAGE_EVENTS),
  bookingId: z.string(),
  /** The deal, once paid. */
  dealId: z.string().nullable(),
  /** Whole Taka. */
  price: z.number().int(),
});

/**
 * One message as the caller sees it. For the reader of a masked message `text` is the masked text
 * (each hidden part "•••"), for its sender the text as written; both see `masked` and `maskReasons`
 * (the web warns the reader, and tells the sender what the other side saw).
 */
export const conversationMessageSchema = z.object({
  /** The message's sequence number: increasing, and the live stream's event id. */
  id: messageId,
  conversationId: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  side: z.enum(MESSAGE_SIDES),
  /** The sender's name now ("former member" for a deleted account, "Best Bikes" for the shop). */
  senderName: z.string(),
  /** Whether the caller wrote it. */
  mine: z.boolean(),
  /** '' for offer and deal steps and for a photo without words. */
  text: z.string(),
  /** A private URL (`/api/conversations/:id/photos/:photoId`), for the two and admins reading a report. */
  photoUrl: z.string().nullable(),
  masked: z.boolean(),
  maskReasons: z.array(z.enum(MASK_REASONS)),
  offer: offerRefSchema.nullable(),
  deal: dealRefSchema.nullable(),
  createdAt: iso,
  /** When the other side read it (read receipts); null until then and for the shop's messages. */
  readAt: iso.nullable(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

/** A line of the inbox: newest activity first. */
export const conversationSummarySchema = z.object({
  _id: z.string(),
  /** The caller's side in it: 'buyer' (they asked about the bike) or 'seller' (their bike). */
  side: z.enum(['buyer', 'seller']),
  bike: conversationBikeSchema,
  other: otherPartySchema,
  /** The last message (as the caller sees it), null for a conversation opened but not written in yet. */
  lastMessage: z
    .object({
      kind: z.enum(MESSAGE_KINDS),
      side: z.enum(MESSAGE_SIDES),
      mine: z.boolean(),
      /** At most 140 characters (masked for the reader when it was masked); '' for a photo or a step. */
      preview: z.string(),
      hasPhoto: z.boolean(),
      masked: z.boolean(),
      offer: offerRefSchema.nullable(),
      deal: dealRefSchema.nullable(),
      createdAt: iso,
    })
    .nullable(),
  /** Messages from the other side the caller has not read. */
  unread: z.number().int().nonnegative(),
  /** The last message's time (the opening's time before any). */
  updatedAt: iso,
  /** The caller blocked the other side / the other side blocked the caller: either way no one posts. */
  blockedByMe: z.boolean(),
  blockedByOther: z.boolean(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** `GET /api/conversations`: the caller's conversations as buyer and as seller, newest first. */
export const conversationListSchema = z.object({
  conversations: z.array(conversationSummarySchema),
  /** Unread messages in all of them (the navbar badge). */
  unread: z.number().int().nonnegative(),
});
export type ConversationList = z.infer<typeof conversationListSchema>;

/**
 * `GET /api/conversations/:id`: the conversation and a page of its messages, oldest first. The
 * first page is the newest MESSAGE_PAGE_SIZE; `before` (a message id) pages backwards.
 */
export const conversationDetailSchema = conversationSummarySchema.extend({
  messages: z.array(conversationMessageSchema),
  /** Older messages exist: ask again with `before` = the first message's id. */
  hasMore: z.boolean(),
  /** The deal on this bike between the two is paid: phone numbers are no longer masked. */
  dealPaid: z.boolean(),
  /** The caller may post (not blocked either way, account active). */
  canPost: z.boolean(),
  /** The caller has reported it (once is enough). */
  reportedByMe: z.boolean(),
  /** The booking and deal on this bike between the two, when there are. */
  bookingId: z.string().nullable(),
  dealId: z.string().nullable(),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

export const conversationPageQuerySchema = z.object({
  /** A message id: answer the page of messages before it. */
  before: messageId.optional(),
});

export const conversationPhotoParamsSchema = z.object({
  id: z.string().min(1).max(64),
  photoId: z.string().min(1).max(64),
});

/** `POST /api/conversations/:id/photos` answers the id to send with the message. */
export const conversationPhotoSchema = z.object({ photoId: z.string() });

/** `POST /api/conversations/:id/messages`: words (at most MAX_MESSAGE_CHARS), a photo, or both. */
export const postMessageBodySchema = z
  .object({
    text: z.string().trim().max(MAX_MESSAGE_CHARS, CONVERSATION_MESSAGES.tooLong).default(''),
    /** An id from `POST /api/conversations/:id/photos` of the same conversation, by the same sender. */
    photoId: z.string().min(1).max(64).optional(),
  })
  .refine((b) => b.text.length > 0 || b.photoId !== undefined, {
    path: ['text'],
    message: CONVERSATION_MESSAGES.emptyMessage,
  });
export type PostMessageBody = z.input<typeof postMessageBodySchema>;

/**
 * What posting answers: the message as the sender sees it and, when the scam guard masked it, a
 * `notice` (one of MASK_NOTICES) saying what the other side sees instead.
 */
export const postMessageResponseSchema = z.object({
  message: conversationMessageSchema,
  notice: z.string().optional(),
});
export type PostMessageResponse = z.infer<typeof postMessageResponseSchema>;

/** `POST /api/conversations/:id/read`: marks the other side's messages read up to `upTo` (all without it). */
export const markConversationReadBodySchema = z.object({ upTo: messageId.optional() }).default({});
export const conversationReadSchema = z.object({
  /** The caller's unread messages left in all conversations (the navbar badge). */
  unread: z.number().int().nonnegative(),
});

/** `GET /api/conversations/unread-count`: unread messages in all the caller's conversations. */
export const conversationUnreadSchema = z.object({ unread: z.number().int().nonnegative() });

/** `POST /api/conversations/:id/report`: the same reasons as reports of bikes; 'other' needs words. */
export const conversationReportBodySchema = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: 'Please choose why you are reporting this conversation.' }),
    reasonText: z
      .string()
      .trim()
      .max(500, 'Please keep it under 500 characters.')
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .refine((r) => r.reason !== 'other' || (r.reasonText?.length ?? 0) >= 3, {
    path: ['reasonText'],
    message: REASON_MESSAGES.reasonTextRequired,
  });
export type ConversationReportBody = z.input<typeof conversationReportBodySchema>;

/** `POST`/`DELETE /api/conversations/:id/block`: the block state after the call. */
export const conversationBlockSchema = z.object({ blockedByMe: z.boolean(), blockedByOther: z.boolean() });

/** The admin's list of reported conversations, newest report first. */
export const conversationReportListSchema = z.object({
  items: z.array(
    z.object({
      _id: z.string(),
      conversationId: z.string(),
      bikeName: z.string(),
      reporterName: z.string(),
      /** 'buyer' or 'seller': which side reported. */
      reporterSide: z.enum(['buyer', 'seller']),
      reportedName: z.string(),
      reason: z.enum(REPORT_REASONS),
      reasonText: z.string(),
      createdAt: iso,
    }),
  ),
});

/** One reported conversation as an admin reads it (the reading is audit-logged): every message as written. */
export const conversationReportDetailSchema = z.object({
  report: conversationReportListSchema.shape.items.element,
  bike: conversationBikeSchema,
  buyerName: z.string(),
  sellerName: z.string(),
  messages: z.array(conversationMessageSchema),
});

/**
 * The live stream's event types (`GET /api/conversations/events`, text/event-stream):
 * - `message`: `id:` the message id, `data:` a ConversationMessage as the reader sees it;
 * - `read`: no id, `data:` a ConversationReadEvent (the other side, or the caller elsewhere, read up to a message);
 * - `block`: no id, `data:` {conversationId, blockedByMe, blockedByOther}.
 * A comment line (`: ping`) comes every 25 seconds.
 */
export const CONVERSATION_EVENT_TYPES = ['message', 'read', 'block'] as const;

export const conversationReadEventSchema = z.object({
  conversationId: z.string(),
  /** Who read. */
  side: z.enum(['buyer', 'seller']),
  /** The last message they have read. */
  upTo: messageId,
  readAt: iso,
});
export type ConversationReadEvent = z.infer<typeof conversationReadEventSchema>;
