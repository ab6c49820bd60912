import {
  minimumOfferTaka,
  OFFER_BOOKABLE_HOURS,
  OFFER_MESSAGES,
  OFFER_OPEN_HOURS,
  type OfferState,
} from '@best-bikes/contract';

/**
 * The rules of offers (docs/product.md#offers, ADR 0275) as pure functions: the service reads the
 * conversation's offers and the bike, asks `decide`, and writes the effect it answers (or turns the
 * refusal into a typed error). `applyEffect` is the same effect on a list in memory: the property
 * tests run both against each other.
 */

export type Side = 'buyer' | 'seller';
export type BikeState = 'Available' | 'Booked' | 'Sold' | 'Withdrawn' | 'Held';

export interface PolicyOffer {
  id: string;
  by: Side;
  /** Whole Taka. */
  amount: number;
  state: OfferState;
  createdAt: Date;
  expiresAt: Date;
  endedAt: Date | null;
  bookableUntil: Date | null;
}

export interface Situation {
  /** The caller's side in the conversation. */
  side: Side;
  /** The caller's account can buy (a Buyer): needed to make, counter or accept as the buyer. */
  canBuy: boolean;
  bike: { state: BikeState; listedPrice: number; sellerIsBuyer: boolean };
  /** Every offer of the conversation, any order. */
  offers: readonly PolicyOffer[];
  now: Date;
}

export type OfferAction =
  | { type: 'offer'; amount: number }
  | { type: 'accept'; offerId: string }
  | { type: 'decline'; offerId: string }
  | { type: 'withdraw'; offerId: string };

export type Effect =
  | { kind: 'make'; by: Side; amount: number }
  | { kind: 'counter'; of: string; by: Side; amount: number }
  | { kind: 'accept'; offerId: string }
  | { kind: 'decline'; offerId: string }
  | { kind: 'withdraw'; offerId: string };

/** 403: never this caller's to do; 409: not now; 400: the amount is wrong; 404: no such offer. */
export type Refusal = { refused: 'forbidden' | 'conflict' | 'invalid' | 'not-found'; message: string };

const HOUR = 60 * 60 * 1000;
export const OPEN_MS = OFFER_OPEN_HOURS * HOUR;
export const BOOKABLE_MS = OFFER_BOOKABLE_HOURS * HOUR;

/** An open offer past its time is expired, whether or not the sweep has written it yet. */
export function isLive(offer: PolicyOffer, now: Date): boolean {
  return offer.state === 'open' && offer.expiresAt > now;
}

/** The accepted offer the buyer may still book at. */
export function agreedOffer(offers: readonly PolicyOffer[], now: Date): PolicyOffer | null {
  return (
    offers.find((o) => o.state === 'accepted' && o.bookableUntil !== null && o.bookableUntil > now) ?? null
  );
}

export function openOffer(offers: readonly PolicyOffer[], now: Date): PolicyOffer | null {
  return offers.find((o) => isLive(o, now)) ?? null;
}

/** Why an amount is refused, if it is: below half the listed price, above it. */
export function amountRefusal(amount: number, listedPrice: number): Refusal | null {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    return { refused: 'invalid', message: OFFER_MESSAGES.tooLow };
  if (amount < minimumOfferTaka(listedPrice)) return { refused: 'invalid', message: OFFER_MESSAGES.tooLow };
  if (amount > listedPrice) return { refused: 'invalid', message: OFFER_MESSAGES.aboveListed };
  return null;
}

/** What the caller may do now: the panel's buttons, the same answers `decide` gives. */
export function allowedActions(s: Situation) {
  const open = openOffer(s.offers, s.now);
  const allows = (action: OfferAction) => !('refused' in decide(s, action));
  const theirs = open !== null && open.by !== s.side;
  return {
    offer: !open && allows({ type: 'offer', amount: s.bike.listedPrice }),
    accept: theirs && allows({ type: 'accept', offerId: open.id }),
    decline: theirs && allows({ type: 'decline', offerId: open.id }),
    counter: theirs && allows({ type: 'offer', amount: s.bike.listedPrice }),
    withdraw: open !== null && open.by === s.side,
  };
}

/**
 * Decides one action. An `offer` is a first offer when nothing is open, and a counter when the other
 * side's offer is open (the caller's own open offer must be withdrawn first).
 */
export function decide(s: Situation, action: OfferAction): Effect | Refusal {
  const { side, bike, now } = s;
  if (bike.sellerIsBuyer) return { refused: 'forbidden', message: OFFER_MESSAGES.ownBike };
  const open = openOffer(s.offers, now);

  if (action.type === 'withdraw' || action.type === 'decline') {
    const target = s.offers.find((o) => o.id === action.offerId);
    if (!target) return { refused: 'not-found', message: OFFER_MESSAGES.notFound };
    // Whose it is to do first, then whether it still can be done.
    if (action.type === 'withdraw' && target.by !== side)
      return { refused: 'forbidden', message: OFFER_MESSAGES.onlyMaker };
    if (action.type === 'decline' && target.by === side)
      return { refused: 'forbidden', message: OFFER_MESSAGES.notYours };
    if (!isLive(target, now)) return { refused: 'conflict', message: OFFER_MESSAGES.ended };
    return { kind: action.type, offerId: target.id };
  }

  // Making, countering and accepting move towards a sale: the bike must be for sale, and the buyer's
  // side must be an account that can book it.
  if (side === 'buyer' && !s.canBuy) return { refused: 'forbidden', message: OFFER_MESSAGES.buyersOnly };
  if (bike.state !== 'Available') return { refused: 'conflict', message: OFFER_MESSAGES.notAvailable };

  if (action.type === 'accept') {
    const target = s.offers.find((o) => o.id === action.offerId);
    if (!target) return { refused: 'not-found', message: OFFER_MESSAGES.notFound };
    if (target.by === side) return { refused: 'forbidden', message: OFFER_MESSAGES.notYours };
    if (!isLive(target, now)) return { refused: 'conflict', message: OFFER_MESSAGES.ended };
    return { kind: 'accept', offerId: target.id };
  }

  if (agreedOffer(s.offers, now)) return { refused: 'conflict', message: OFFER_MESSAGES.agreedAlready };
  if (open?.by === side) return { refused: 'conflict', message: OFFER_MESSAGES.yourOfferOpen };
  if (!open && side === 'seller') return { refused: 'forbidden', message: OFFER_MESSAGES.buyerFirst };
  const wrong = amountRefusal(action.amount, bike.listedPrice);
  if (wrong) return wrong;
  return open
    ? { kind: 'counter', of: open.id, by: side, amount: action.amount }
    : { kind: 'make', by: side, amount: action.amount };
}

/** The new offer's times: open for OPEN_MS from `now`. */
export function newOfferTimes(now: Date) {
  return { createdAt: now, expiresAt: new Date(now.getTime() + OPEN_MS) };
}

/** Until when an offer accepted at `now` may be booked at. */
export function bookableUntil(now: Date): Date {
  return new Date(now.getTime() + BOOKABLE_MS);
}

/**
 * The effect on a list in memory (what the repository does in one transaction): ends the due offers
 * first, as the service does before deciding. `newId` names a new offer.
 */
export function applyEffect(
  offers: readonly PolicyOffer[],
  effect: Effect,
  now: Date,
  newId: () => string,
): PolicyOffer[] {
  const end = (id: string, state: OfferState, extra: Partial<PolicyOffer> = {}) =>
    offers.map((o) => (o.id === id ? { ...o, state, endedAt: now, ...extra } : o));
  switch (effect.kind) {
    case 'make':
      return [...offers, fresh(effect.by, effect.amount, now, newId())];
    case 'counter':
      return [...end(effect.of, 'countered'), fresh(effect.by, effect.amount, now, newId())];
    case 'accept':
      return end(effect.offerId, 'accepted', { bookableUntil: bookableUntil(now) });
    case 'decline':
      return end(effect.offerId, 'declined');
    case 'withdraw':
      return end(effect.offerId, 'withdrawn');
  }
}

/** Ends the open offers whose time has passed (the lazy expiry), in memory. */
export function expireDue(offers: readonly PolicyOffer[], now: Date): PolicyOffer[] {
  return offers.map((o) =>
    o.state === 'open' && o.expiresAt <= now ? { ...o, state: 'expired', endedAt: o.expiresAt } : o,
  );
}

function fresh(by: Side, amount: number, now: Date, id: string): PolicyOffer {
  return { id, by, amount, state: 'open', ...newOfferTimes(now), endedAt: null, bookableUntil: null };
}
