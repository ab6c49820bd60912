import { z } from 'zod';

/**
 * Offers inside a conversation (docs/product.md#offers, ADR 0275): the buyer offers an amount, the
 * seller accepts, declines or counters, and an accepted offer lets that buyer book and pay at the
 * agreed price for a while. Amounts are whole Taka here (paisa inside the server); times are ISO.
 */

/** Where an offer stands. A counter ends the countered offer and is a new open offer by the other side. */
export const OFFER_STATES = ['open', 'accepted', 'declined', 'countered', 'expired', 'withdrawn'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/** How long an open offer waits for its answer before it expires, in hours. */
export const OFFER_OPEN_HOURS = 48;
/** How long after acceptance the buyer may book at the agreed price, in hours (ADR 0275). */
export const OFFER_BOOKABLE_HOURS = 48;
/** The highest amount the API takes (well above any bike's price; a bound for hostile input). */
export const OFFER_MAX_TAKA = 100_000_000;

/** The lowest offer the shop passes on to a seller: half the listed price, rounded up to a whole Taka. */
export function minimumOfferTaka(listedTaka: number): number {
  return Math.ceil(listedTaka / 2);
}

/** The words the API refuses with, declared once (the web translates them, api-messages.ts). */
export const OFFER_MESSAGES = {
  tooLow: 'This offer is below half the listed price. Please offer at least half of the price.',
  aboveListed: 'An offer cannot be above the listed price. Book the bike at its price instead.',
  ownBike: 'This is your own bike: buyers make offers on it.',
  notAvailable: 'This bike is no longer available, so offers on it are closed.',
  buyerFirst: 'The buyer makes the first offer. You can answer it with a counter-offer.',
  buyersOnly: 'Only buyer accounts can make and accept offers.',
  openOfferExists: 'There is already an open offer in this conversation. Please wait for its answer.',
  yourOfferOpen: 'Your offer is waiting for an answer. Withdraw it first to offer another amount.',
  agreedAlready: 'You have already agreed on a price. The buyer can book the bike at it.',
  notYours: 'Only the other side can answer this offer.',
  onlyMaker: 'Only the one who made this offer can withdraw it.',
  ended: 'This offer has already ended.',
  notFound: 'No such offer.',
  notInConversation: 'No such conversation.',
} as const;

const iso = z.string();

/** One offer as either side sees it. */
export const offerSchema = z.object({
  _id: z.string(),
  conversationId: z.string(),
  productId: z.string(),
  /** Who made it: the buyer (an offer, or a counter to the seller's) or the seller (a counter). */
  by: z.enum(['buyer', 'seller']),
  /** Whole Taka. */
  amount: z.number().int(),
  state: z.enum(OFFER_STATES),
  createdAt: iso,
  /** When it expires if unanswered (OFFER_OPEN_HOURS after it was made). */
  expiresAt: iso,
  /** When it was accepted, declined, countered, withdrawn or expired. */
  endedAt: iso.nullable(),
  /** For an accepted offer: until when the buyer may book at its amount. */
  bookableUntil: iso.nullable(),
  /** The offer this one counters. */
  counters: z.string().nullable(),
});
export type Offer = z.infer<typeof offerSchema>;

/** What the caller may do now (the panel's buttons). */
export const offerActionsSchema = z.object({
  /** Make an offer (the buyer, with no open offer and no agreed price). */
  offer: z.boolean(),
  /** Accept the other side's open offer. */
  accept: z.boolean(),
  /** Decline the other side's open offer. */
  decline: z.boolean(),
  /** Counter the other side's open offer with another amount. */
  counter: z.boolean(),
  /** Withdraw the caller's own open offer. */
  withdraw: z.boolean(),
});

/**
 * `GET /api/conversations/:id/offers`: the offers of a conversation (newest first), the open one,
 * the agreed price while it holds, and the bounds of a new amount.
 */
export const conversationOffersSchema = z.object({
  conversationId: z.string(),
  productId: z.string(),
  side: z.enum(['buyer', 'seller']),
  /** The bike's listed price now, whole Taka. */
  listedPrice: z.number().int(),
  /** The lowest amount an offer may have (half the listed price, rounded up). */
  minimum: z.number().int(),
  offers: z.array(offerSchema),
  /** The open offer waiting for an answer, if any. */
  open: offerSchema.nullable(),
  /** The accepted offer while the buyer may still book at it. */
  agreed: offerSchema.nullable(),
  can: offerActionsSchema,
});
export type ConversationOffers = z.infer<typeof conversationOffersSchema>;

/** `POST /api/conversations/:id/offers`: an offer, or a counter to the other side's open offer. */
export const makeOfferBodySchema = z.object({
  amount: z
    .number({ error: 'Please enter the amount in Taka.' })
    .int('Please enter a whole amount in Taka.')
    .positive('Please enter the amount in Taka.')
    .max(OFFER_MAX_TAKA, 'Please enter a smaller amount.'),
});
export type MakeOfferBody = z.infer<typeof makeOfferBodySchema>;

/**
 * `GET /api/offers/agreed/:productId`: the caller's agreed price for a bike while it holds (the bike
 * page shows it and the booking charges it), or null.
 */
export const agreedPriceSchema = z.object({
  agreed: z
    .object({
      offerId: z.string(),
      conversationId: z.string(),
      /** Whole Taka: what the caller pays when booking now. */
      amount: z.number().int(),
      listedPrice: z.number().int(),
      bookableUntil: iso,
    })
    .nullable(),
});
export type AgreedPrice = z.infer<typeof agreedPriceSchema>;
