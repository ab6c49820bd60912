import {
  type AgreedPrice,
  type ConversationOffers,
  minimumOfferTaka,
  OFFER_MESSAGES,
  type Offer,
} from '@best-bikes/contract';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { Conflict, Forbidden, Invalid, NotFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { Caller } from '../../plugins/access';
import type { JobQueue, Notify } from '../notifications';
import {
  allowedActions,
  bookableUntil,
  decide,
  type Effect,
  newOfferTimes,
  type OfferAction,
  type PolicyOffer,
  type Refusal,
  type Side,
} from './policy';
import { createOffersRepository, type OfferRow, type OffersRepository } from './repository';

/** The pg-boss queue of offer expiries: the sweep enqueues one job per due offer. */
export const OFFER_EXPIRY_QUEUE = 'offer-expiry';
const ONE_OPEN_INDEX = 'offers_one_open_per_conversation';
/** How many due offers one turn of the sweep enqueues (the next turn takes the rest). */
const SWEEP_BATCH = 200;

export type OfferEvent = 'made' | 'countered' | 'accepted' | 'declined' | 'expired' | 'withdrawn';

/** A conversation as offers need it: its bike and its two people. */
export interface ConversationRef {
  id: string;
  productId: string;
  buyerId: string;
  sellerId: string;
}

/**
 * What the offers module needs of the conversations module (given by app.ts): posting an offer's
 * step into the conversation in the offer's transaction.
 */
export interface OfferConversations {
  post(
    db: Database,
    message: {
      conversationId: string;
      kind: 'offer';
      side: Side | 'system';
      offer: { offerId: string; event: OfferEvent; amount: number };
    },
  ): Promise<unknown>;
}

export interface OffersDeps {
  repo: OffersRepository;
  conversations: OfferConversations;
  notify: Notify;
  queue: JobQueue;
  now: () => Date;
}

const taka = (paisa: number) => Math.round(paisa / 100);

function toPolicy(o: OfferRow): PolicyOffer {
  return {
    id: o.id,
    by: o.by,
    amount: taka(o.amountPaisa),
    state: o.state,
    createdAt: o.createdAt,
    expiresAt: o.expiresAt,
    endedAt: o.endedAt,
    bookableUntil: o.bookableUntil,
  };
}

function present(o: OfferRow): Offer {
  return {
    _id: o.id,
    conversationId: o.conversationId,
    productId: o.productId,
    by: o.by,
    amount: taka(o.amountPaisa),
    state: o.state,
    createdAt: o.createdAt.toISOString(),
    expiresAt: o.expiresAt.toISOString(),
    endedAt: o.endedAt?.toISOString() ?? null,
    bookableUntil: o.bookableUntil?.toISOString() ?? null,
    counters: o.countersId,
  };
}

function refuse(r: Refusal): never {
  switch (r.refused) {
    case 'forbidden':
      throw new Forbidden(r.message);
    case 'invalid':
      throw new Invalid(r.message);
    case 'not-found':
      throw new NotFound(r.message);
    case 'conflict':
      throw new Conflict(r.message);
  }
}

export function createOffersService({ repo, conversations, notify, queue, now }: OffersDeps) {
  /** The caller's side in a conversation; outsiders read "No such conversation" (they may not know it exists). */
  async function sideIn(db: Database, caller: Caller, conversationId: string) {
    const conversation = await createOffersRepository(db).conversation(conversationId);
    if (!conversation) throw new NotFound(OFFER_MESSAGES.notInConversation);
    if (conversation.buyerId === caller.id) return { conversation, side: 'buyer' as const };
    if (conversation.sellerId === caller.id) return { conversation, side: 'seller' as const };
    throw new NotFound(OFFER_MESSAGES.notInConversation);
  }

  /** Posts the step into the conversation and tells the other side (or the maker), in `db`'s transaction. */
  async function announce(db: Database, row: OfferRow, event: OfferEvent, actor: Side | 'system') {
    await conversations.post(db, {
      conversationId: row.conversationId,
      kind: 'offer',
      side: actor,
      offer: { offerId: row.id, event, amount: taka(row.amountPaisa) },
    });
    // The maker hears what became of their offer; for a new offer or a withdrawal, the other side.
    const to: Side =
      event === 'made' || event === 'countered' || event === 'withdrawn'
        ? row.by === 'buyer'
          ? 'seller'
          : 'buyer'
        : row.by;
    await notify(db, { kind: 'offer', offerId: row.id, event, to });
  }

  /** Ends a pair's open offers past their time (lazily, in the caller's transaction), each announced. */
  async function expirePair(tx: OffersRepository, db: Database, productId: string, buyerId: string) {
    const expired = await tx.expireDue(now(), { productId, buyerId });
    for (const row of expired) await announce(db, row, 'expired', 'system');
  }

  async function state(
    tx: OffersRepository,
    conversation: ConversationRef,
    side: Side,
    canBuy: boolean,
  ): Promise<ConversationOffers> {
    const at = now();
    const bike = await tx.bike(conversation.productId);
    if (!bike) throw new NotFound(OFFER_MESSAGES.notInConversation);
    const rows = await tx.ofPair(conversation.productId, conversation.buyerId);
    const policyOffers = rows.map(toPolicy);
    const open = rows.find((o) => o.state === 'open' && o.expiresAt > at) ?? null;
    const agreed =
      rows.find((o) => o.state === 'accepted' && o.bookableUntil !== null && o.bookableUntil > at) ?? null;
    return {
      conversationId: conversation.id,
      productId: conversation.productId,
      side,
      listedPrice: bike.price,
      minimum: minimumOfferTaka(bike.price),
      offers: rows.map(present),
      open: open ? present(open) : null,
      agreed: agreed ? present(agreed) : null,
      can: allowedActions({
        side,
        canBuy,
        bike: {
          state: bike.state,
          listedPrice: bike.price,
          sellerIsBuyer: bike.sellerId === conversation.buyerId,
        },
        offers: policyOffers,
        now: at,
      }),
    };
  }

  /** Whether the buyer of a conversation can buy (a Buyer account): the rules need it on their side. */
  async function buyerCanBuy(tx: OffersRepository, conversation: ConversationRef) {
    return (await tx.role(conversation.buyerId)) === 'Buyer';
  }

  /**
   * One action, in one transaction: the pair's offers locked, the due ones expired, the rules asked,
   * the effect written, posted into the conversation and told to the other side.
   */
  async function act(
    find: (db: Database) => Promise<{ conversation: ConversationRef; side: Side }>,
    action: (offers: PolicyOffer[]) => OfferAction,
  ): Promise<ConversationOffers> {
    try {
      return await repo.transaction(async (tx, db) => {
        const { conversation, side } = await find(db);
        const { productId, buyerId } = conversation;
        await tx.ofPair(productId, buyerId, true);
        await expirePair(tx, db, productId, buyerId);
        const bike = await tx.bike(productId);
        if (!bike) throw new NotFound(OFFER_MESSAGES.notAvailable);
        const canBuy = await buyerCanBuy(tx, conversation);
        const at = now();
        const offers = (await tx.ofPair(productId, buyerId)).map(toPolicy);
        const decision = decide(
          {
            side,
            canBuy,
            bike: { state: bike.state, listedPrice: bike.price, sellerIsBuyer: bike.sellerId === buyerId },
            offers,
            now: at,
          },
          action(offers),
        );
        if ('refused' in decision) refuse(decision);
        await apply(tx, db, conversation, decision, at);
        return state(tx, conversation, side, canBuy);
      });
    } catch (err) {
      if (isUniqueViolation(err, ONE_OPEN_INDEX)) throw new Conflict(OFFER_MESSAGES.openOfferExists);
      throw err;
    }
  }

  async function apply(tx: OffersRepository, db: Database, c: ConversationRef, effect: Effect, at: Date) {
    const ended = async (
      id: string,
      to: 'accepted' | 'declined' | 'countered' | 'withdrawn',
      until: Date | null = null,
    ) => {
      if (!(await tx.end(id, to, at, until))) throw new Conflict(OFFER_MESSAGES.ended);
      const row = await tx.find(id);
      if (!row) throw new NotFound(OFFER_MESSAGES.notFound);
      return row;
    };
    switch (effect.kind) {
      case 'make':
      case 'counter': {
        if (effect.kind === 'counter') await ended(effect.of, 'countered');
        const id = newId();
        await tx.insert({
          id,
          conversationId: c.id,
          productId: c.productId,
          buyerId: c.buyerId,
          sellerId: c.sellerId,
          by: effect.by,
          amountPaisa: effect.amount * 100,
          state: 'open',
          countersId: effect.kind === 'counter' ? effect.of : null,
          ...newOfferTimes(at),
        });
        const row = await tx.find(id);
        if (row) await announce(db, row, effect.kind === 'make' ? 'made' : 'countered', effect.by);
        return;
      }
      case 'accept': {
        const row = await ended(effect.offerId, 'accepted', bookableUntil(at));
        await announce(db, row, 'accepted', row.by === 'buyer' ? 'seller' : 'buyer');
        return;
      }
      case 'decline': {
        const row = await ended(effect.offerId, 'declined');
        await announce(db, row, 'declined', row.by === 'buyer' ? 'seller' : 'buyer');
        return;
      }
      case 'withdraw': {
        const row = await ended(effect.offerId, 'withdrawn');
        await announce(db, row, 'withdrawn', row.by);
        return;
      }
    }
  }

  /** An action on an offer by its id: its conversation is the caller's, or it is "No such offer". */
  const onOffer = (caller: Caller, offerId: string, type: 'accept' | 'decline' | 'withdraw') =>
    act(
      async (db) => {
        const row = await createOffersRepository(db).find(offerId);
        if (!row) throw new NotFound(OFFER_MESSAGES.notFound);
        try {
          return await sideIn(db, caller, row.conversationId);
        } catch (err) {
          if (err instanceof NotFound) throw new NotFound(OFFER_MESSAGES.notFound);
          throw err;
        }
      },
      () => ({ type, offerId }),
    );

  /** The expiry job: ends one offer if it is still open and due, and announces it. */
  async function expiryJob(data: unknown) {
    const { offerId } = data as { offerId?: unknown };
    if (typeof offerId !== 'string') return;
    await repo.transaction(async (tx, db) => {
      const expired = await tx.expireDue(now(), undefined, [offerId]);
      for (const row of expired) await announce(db, row, 'expired', 'system');
    });
  }

  return {
    /** GET /conversations/{id}/offers: the conversation's offers, the due ones expired first. */
    async list(caller: Caller, conversationId: string): Promise<ConversationOffers> {
      return repo.transaction(async (tx, db) => {
        const { conversation, side } = await sideIn(db, caller, conversationId);
        await expirePair(tx, db, conversation.productId, conversation.buyerId);
        return state(tx, conversation, side, await buyerCanBuy(tx, conversation));
      });
    },

    /** POST /conversations/{id}/offers: a first offer (the buyer) or a counter to the other side's. */
    offer: (caller: Caller, conversationId: string, amount: number) =>
      act(
        (db) => sideIn(db, caller, conversationId),
        () => ({ type: 'offer', amount }),
      ),

    accept: (caller: Caller, offerId: string) => onOffer(caller, offerId, 'accept'),
    decline: (caller: Caller, offerId: string) => onOffer(caller, offerId, 'decline'),
    withdraw: (caller: Caller, offerId: string) => onOffer(caller, offerId, 'withdraw'),

    /** GET /offers/agreed/{productId}: the caller's agreed price for a bike while it holds. */
    async agreedFor(caller: Caller, productId: string): Promise<AgreedPrice> {
      const row = await repo.agreed(productId, caller.id, now());
      const bike = row ? await repo.bike(productId) : undefined;
      if (!row || !bike || !row.bookableUntil) return { agreed: null };
      return {
        agreed: {
          offerId: row.id,
          conversationId: row.conversationId,
          amount: Math.min(taka(row.amountPaisa), bike.price),
          listedPrice: bike.price,
          bookableUntil: row.bookableUntil.toISOString(),
        },
      };
    },

    /**
     * The price a buyer is charged for a bike when booking it now (the bookings module asks, in its
     * transaction): the accepted offer's amount while it holds, never above the listed price;
     * otherwise the listed price (ADR 0275).
     */
    async priceFor(
      db: Database,
      input: { productId: string; buyerId: string; listedPrice: number; at: Date },
    ) {
      const row = await createOffersRepository(db).agreed(input.productId, input.buyerId, input.at);
      return row ? Math.min(taka(row.amountPaisa), input.listedPrice) : input.listedPrice;
    },

    /** One turn of the sweep: a job for each open offer past its time. Answers how many. */
    async enqueueDue(): Promise<number> {
      const ids = await repo.dueIds(now(), SWEEP_BATCH);
      if (ids.length === 0) return 0;
      await repo.transaction(async (_tx, db) => {
        for (const offerId of ids) await queue.enqueue(db, OFFER_EXPIRY_QUEUE, { offerId });
      });
      return ids.length;
    },

    expiryJob,
    /** Runs the expiry jobs due now (tests and scripts; the app's worker does it otherwise). */
    drainExpiries: () => queue.drain(OFFER_EXPIRY_QUEUE, expiryJob),
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
