import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  MAX_DISPUTE_PHOTOS,
  type OpenDisputeBody,
  type PaperKind,
  type ResolveDisputeBody,
} from '@best-bikes/contract';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { Database } from '../../db/client';
import { Conflict, Forbidden, Invalid, NotFound, TooManyRequests } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { Caller } from '../../plugins/access';
import type { AuditLog } from '../audit';
import type { JobQueue, JobRetry, Notify } from '../notifications';
import {
  type Actor,
  type DealEvent,
  type DealSnapshot,
  holdMovement,
  payableOf,
  type RefundReason,
  refundPaidMovement,
  transition,
} from './machine';
import { nextStep } from './next-step';
import type { PayableBook } from './payables';
import type { PaymentProvider, RefundProviders, RefundRequest } from './refunds';
import {
  createDealsRepository,
  type DealRow,
  type DealsRepository,
  type DisputeRow,
  type RefundRow,
} from './repository';

export const REFUND_QUEUE = 'deal-refund';
export const TIMEOUT_QUEUE = 'deal-timeout';
export const REMINDER_QUEUE = 'deal-meeting-reminder';

/**
 * A refund is asked for again every `retrySeconds` (PROVIDER_RETRY_SECONDS, a minute by default)
 * until the provider confirms it, for a day at most.
 */
export function providerRetry(retrySeconds = 60): JobRetry {
  return { retryLimit: Math.ceil((24 * 3600) / retrySeconds), retryDelay: retrySeconds, retryBackoff: false };
}

export interface DealSettings {
  handoverDays: number;
  inspectionHours: number;
  commissionPercent: number;
  /** How often an unconfirmed refund is asked about again (seconds; 60 when not given). */
  providerRetrySeconds?: number;
}

/** What a successful payment opens a deal with (settleSale, in its transaction). */
export interface OpenDealInput {
  bookingId: string;
  paymentId: string;
  productId: string;
  buyerId: string;
  sellerId: string;
  /** The bike's price, and what was paid online (the same, or the deposit), in paisa. */
  pricePaisa: number;
  heldPaisa: number;
  paymentKind: 'full' | 'deposit';
  provider: PaymentProvider;
  providerRef: string;
  bankTranId: string | null;
  currency: string;
  chargedMinor: number;
  at: Date;
}

/** A payment that could not become a sale (the bike went elsewhere): refunded in full, no deal. */
export interface UnsoldRefundInput {
  buyerId: string;
  provider: PaymentProvider;
  providerRef: string;
  bankTranId: string | null;
  currency: string;
  chargedMinor: number;
  /** The booking's price in paisa (what the ledger holds for it). */
  paisa: number;
  at: Date;
}

const HOUR_MS = 3600_000;
/** Dhaka is UTC+6 all year (no daylight saving). */
const DHAKA_OFFSET_MS = 6 * HOUR_MS;
const DAY_MS = 24 * HOUR_MS;
const REMIND_BEFORE_MEETING_HOURS = 2;

/**
 * The two reminders of a meeting at `meetingAt` (ADR 0153): 20:00 Dhaka the evening before, and two
 * hours before; one already past at `now` is not sent (null).
 */
export function reminderTimes(meetingAt: Date | null, now: Date) {
  if (!meetingAt) return { eveningReminderAt: null, soonReminderAt: null };
  const dhakaMidnight =
    Math.floor((meetingAt.getTime() + DHAKA_OFFSET_MS) / DAY_MS) * DAY_MS - DHAKA_OFFSET_MS;
  const evening = new Date(dhakaMidnight - 4 * HOUR_MS);
  const soon = new Date(meetingAt.getTime() - REMIND_BEFORE_MEETING_HOURS * HOUR_MS);
  return {
    eveningReminderAt: evening > now ? evening : null,
    soonReminderAt: soon > now ? soon : null,
  };
}
/** Wrong handover codes a seller may enter; then only the buyer's confirmation hands over. */
export const HANDOVER_TRIES = 5;
const MAX_PAPER_PHOTOS = 12;
const PAPER_ORDER: readonly PaperKind[] = ['registration', 'tax_token', 'insurance'];
const BEFORE_HANDOVER: readonly DealRow['state'][] = ['held', 'papers_shared'];

/** Six random digits. */
function newHandoverCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

function sameCode(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * A private photo (papers, disputes) through the same pipeline as listings' photos: re-encoded to
 * WebP, so no camera metadata and only a picture; kept in the database, never a public /media URL.
 */
async function privatePhoto(bytes: Buffer): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: 2000, height: 2000, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new Invalid('This file is not a photo we can read. Send a JPEG, PNG or WebP picture.');
  }
}

function snapshot(deal: DealRow): DealSnapshot {
  return {
    state: deal.state,
    heldPaisa: deal.heldPaisa,
    refundDuePaisa: deal.refundDuePaisa,
    refundSettledPaisa: deal.refundSettledPaisa,
    commissionBasisPoints: deal.commissionBasisPoints,
    handoverDueAt: deal.handoverDueAt,
    inspectionEndsAt: deal.inspectionEndsAt,
    settledRefundKeys: [],
  };
}

/** The payment's minor units that match `paisa` of the held amount (USD checkouts refund in cents). */
function minorOf(deal: Pick<DealRow, 'chargedMinor' | 'heldPaisa'>, paisa: number): number {
  if (paisa === deal.heldPaisa) return deal.chargedMinor;
  return Math.floor((deal.chargedMinor * paisa) / deal.heldPaisa);
}

/**
 * The deal book: the writes other modules make inside their own transactions (a sale opens a deal,
 * an unsellable payment is refunded). Built before the payments module, which calls it.
 */
export function createDealBook({
  queue,
  settings,
  opened,
}: {
  queue: JobQueue;
  settings: DealSettings;
  /** More writes of a deal's opening, in its transaction (its step in the pair's conversation). */
  opened?: (db: Database, deal: OpenDealInput & { dealId: string }) => Promise<void>;
}) {
  return {
    /** Opens the deal of a sale in the sale's transaction: the payment is held (ADR 0140, 0141). */
    async open(db: Database, input: OpenDealInput): Promise<string> {
      const repo = createDealsRepository(db);
      const id = newId();
      // Inserted unless the booking has its deal already (then that one is the answer): one statement
      // where a read before the insert made two (ADR 0448).
      const inserted = await repo.insertDeal({
        id,
        bookingId: input.bookingId,
        paymentId: input.paymentId,
        productId: input.productId,
        buyerId: input.buyerId,
        sellerId: input.sellerId,
        state: 'held',
        paymentKind: input.paymentKind,
        pricePaisa: input.pricePaisa,
        heldPaisa: input.heldPaisa,
        commissionBasisPoints: Math.round(settings.commissionPercent * 100),
        provider: input.provider,
        providerRef: input.providerRef,
        bankTranId: input.bankTranId,
        currency: input.currency,
        chargedMinor: input.chargedMinor,
        handoverDueAt: new Date(input.at.getTime() + settings.handoverDays * 24 * HOUR_MS),
        handoverCode: newHandoverCode(),
        createdAt: input.at,
        updatedAt: input.at,
      });
      if (!inserted) {
        const existing = await repo.findDealByBooking(input.bookingId);
        if (!existing) throw new Error('the deal of this booking is missing');
        return existing.id;
      }
      await repo.insertEvent({
        dealId: id,
        key: 'open',
        type: 'open',
        actor: 'buyer',
        actorId: input.buyerId,
        fromState: null,
        toState: 'held',
        reason: null,
        at: input.at,
      });
      await repo.record(holdMovement(id, input.heldPaisa), input.at, { dealId: id });
      await opened?.(db, { ...input, dealId: id });
      return id;
    },

    /**
     * Money taken for a bike that cannot be sold: a full refund through the same provider, started
     * by the queue. Once per payment (its key), however often the provider tells us it was paid.
     */
    async refundUnsold(db: Database, input: UnsoldRefundInput): Promise<void> {
      const repo = createDealsRepository(db);
      const key = `unsold:${input.provider}:${input.providerRef}`;
      const { row, created } = await repo.insertRefund({
        key,
        dealId: null,
        buyerId: input.buyerId,
        reason: 'unsold',
        amountPaisa: input.paisa,
        provider: input.provider,
        providerRef: input.providerRef,
        bankTranId: input.bankTranId,
        currency: input.currency,
        amountMinor: input.chargedMinor,
        state: 'requested',
        requestedAt: input.at,
      });
      if (!created) return;
      await repo.record(
        {
          key: `${key}:due`,
          kind: 'refund_due',
          legs: [
            { account: 'cash', amountPaisa: input.paisa },
            { account: 'refunds_due', amountPaisa: -input.paisa },
          ],
        },
        input.at,
        { dealId: null },
      );
      await queue.enqueue(
        db,
        REFUND_QUEUE,
        { refundId: row.id },
        providerRetry(settings.providerRetrySeconds),
      );
    },
  };
}

export type DealBook = ReturnType<typeof createDealBook>;

export interface DealsDeps {
  repo: DealsRepository;
  queue: JobQueue;
  refunds: RefundProviders;
  log: FastifyBaseLogger;
  now: () => Date;
  settings: DealSettings;
  /** Completed deals open a payable here (the payouts module), in the step's transaction. */
  payables?: PayableBook;
  /** Tells the other side of a step (in-app and by mail, in their language), in the step's transaction. */
  notify: Notify;
  audit: AuditLog;
}

/** Which side of the deal the caller is on, or null (admins see every deal). */
function sideOf(caller: Caller, deal: Pick<DealRow, 'buyerId' | 'sellerId'>): 'buyer' | 'seller' | null {
  if (caller.id === deal.buyerId) return 'buyer';
  if (caller.id === deal.sellerId) return 'seller';
  return null;
}

export function createDealsService({
  repo,
  queue,
  refunds,
  log,
  now,
  settings,
  payables,
  notify,
  audit,
}: DealsDeps) {
  /**
   * One step of a deal, checked by the state machine, in one transaction: the new state, the event,
   * the ledger movements and the refund job. A step already taken (its key recorded) answers
   * 'already' and changes nothing.
   */
  async function step(
    dealId: string,
    event: DealEvent,
    actor: Actor,
    actorId: string | null,
    reason: string | null = null,
    extra: Partial<DealRow> = {},
    /** More writes of the same step, in its transaction (a dispute's row, the audit entry). */
    also?: (db: Database, deal: DealRow, at: Date) => Promise<void>,
  ): Promise<{ kind: 'done' | 'already'; deal: DealRow }> {
    return repo.transaction(async (tx, db) => {
      const deal = await tx.lockDeal(dealId);
      if (!deal) throw new NotFound('No such deal.');
      const at = now();
      const result = transition(deal.id, snapshot(deal), event, actor, at);
      if (!result.ok) {
        const key = event.type === 'refund_settled' ? `refund_settled:${event.refundKey}` : event.type;
        if (await tx.hasEvent(deal.id, key)) return { kind: 'already' as const, deal };
        throw new Conflict(result.reason);
      }
      const fresh = await tx.insertEvent({
        dealId: deal.id,
        key: result.key,
        type: event.type,
        actor,
        actorId,
        fromState: result.from,
        toState: result.to,
        reason,
        at,
      });
      if (!fresh) return { kind: 'already' as const, deal };
      for (const movement of result.movements) {
        await tx.record(movement, at, { dealId: deal.id, sellerId: deal.sellerId });
      }
      const changes: Partial<DealRow> = { ...extra, state: result.to, updatedAt: at };
      if (result.to === 'handed_over') {
        changes.handedOverAt = at;
        changes.inspectionEndsAt = new Date(at.getTime() + settings.inspectionHours * HOUR_MS);
      }
      if (result.to === 'completed') changes.completedAt = at;
      if (['cancelled', 'refunded', 'paid_out'].includes(result.to)) changes.closedAt = at;
      if (result.refund) changes.refundDuePaisa = deal.refundDuePaisa + result.refund.amountPaisa;
      if (event.type === 'refund_settled')
        changes.refundSettledPaisa = deal.refundSettledPaisa + event.amountPaisa;
      await tx.updateDeal(deal.id, changes);
      if (result.to === 'completed' && payables) {
        await payables.open(db, {
          dealId: deal.id,
          sellerId: deal.sellerId,
          amountPaisa: payableOf({ ...deal, ...changes }),
          completedAt: at,
        });
      }
      if (result.refund) await startRefund(tx, db, deal, result.refund.reason, result.refund.amountPaisa, at);
      const after = { ...deal, ...changes };
      if (also) await also(db, after, at);
      await notify(db, { kind: 'deal', dealId: deal.id, step: event.type, actor });
      return { kind: 'done' as const, deal: after };
    });
  }

  async function startRefund(
    tx: DealsRepository,
    db: Database,
    deal: DealRow,
    reason: RefundReason,
    paisa: number,
    at: Date,
  ) {
    const { row, created } = await tx.insertRefund({
      key: `${deal.id}:${reason}`,
      dealId: deal.id,
      buyerId: deal.buyerId,
      reason,
      amountPaisa: paisa,
      provider: deal.provider,
      providerRef: deal.providerRef,
      bankTranId: deal.bankTranId,
      currency: deal.currency,
      amountMinor: minorOf(deal, paisa),
      state: 'requested',
      requestedAt: at,
    });
    if (created) {
      await queue.enqueue(
        db,
        REFUND_QUEUE,
        { refundId: row.id },
        providerRetry(settings.providerRetrySeconds),
      );
    }
  }

  /** The provider confirmed a refund: its row, the ledger and (for a deal) the deal's figures. */
  async function settleRefund(refundId: string, providerRefundId: string | null) {
    await repo.transaction(async (tx, db) => {
      const refund = await tx.lockRefund(refundId);
      if (!refund || refund.state === 'succeeded') return;
      const at = now();
      await tx.updateRefund(refund.id, {
        state: 'succeeded',
        providerRefundId,
        confirmedAt: at,
        lastError: null,
      });
      if (!refund.dealId) {
        await tx.record(refundPaidMovement(refund.key, refund.amountPaisa), at, { dealId: null });
        return;
      }
      const deal = await tx.lockDeal(refund.dealId);
      if (!deal) return;
      const settled = transition(
        deal.id,
        snapshot(deal),
        { type: 'refund_settled', refundKey: refund.key, amountPaisa: refund.amountPaisa },
        'system',
        at,
      );
      if (!settled.ok) {
        log.error({ refund: refund.id, reason: settled.reason }, 'confirmed refund does not fit its deal');
        return;
      }
      const fresh = await tx.insertEvent({
        dealId: deal.id,
        key: settled.key,
        type: 'refund_settled',
        actor: 'system',
        actorId: null,
        fromState: deal.state,
        toState: deal.state,
        reason: providerRefundId,
        at,
      });
      if (!fresh) return;
      for (const movement of settled.movements) await tx.record(movement, at, { dealId: deal.id });
      await tx.updateDeal(deal.id, { refundSettledPaisa: deal.refundSettledPaisa + refund.amountPaisa });
      await notify(db, {
        kind: 'deal',
        dealId: deal.id,
        step: 'refund_settled',
        actor: 'system',
        ref: refund.key,
      });
    });
  }

  function requestOf(refund: RefundRow): RefundRequest {
    return {
      key: refund.key,
      providerRef: refund.providerRef,
      bankTranId: refund.bankTranId,
      amountMinor: refund.amountMinor,
      currency: refund.currency,
      remarks: `Best Bikes refund (${refund.reason.replace('_', ' ')})`,
    };
  }

  /**
   * The refund job: starts the refund with the provider (the key makes a retry after a crash the
   * same refund), then asks for its status. Throws while it is not confirmed, so the queue tries
   * again in a minute.
   */
  async function refundJob(data: unknown) {
    const refundId = (data as { refundId?: string }).refundId ?? '';
    const refund = await repo.transaction(async (tx) => {
      const row = await tx.lockRefund(refundId);
      if (row && row.state !== 'succeeded') await tx.updateRefund(row.id, { attempts: row.attempts + 1 });
      return row;
    });
    if (!refund || refund.state === 'succeeded') return;
    const provider = refunds(refund.provider);
    if (!provider) throw new Error(`refund ${refund.id}: provider ${refund.provider} is not configured`);
    const request = requestOf(refund);
    let outcome =
      refund.providerRefundId && refund.state === 'pending'
        ? await provider.check({ ...request, providerRefundId: refund.providerRefundId })
        : await provider.start(request);
    if (outcome.state === 'pending' && outcome.providerRefundId) {
      await unlessSettled(refund.id, { state: 'pending', providerRefundId: outcome.providerRefundId });
      outcome = await provider.check({ ...request, providerRefundId: outcome.providerRefundId });
    }
    if (outcome.state === 'succeeded') {
      await settleRefund(refund.id, outcome.providerRefundId);
      return;
    }
    const written = await unlessSettled(refund.id, {
      state: outcome.state === 'failed' ? 'failed' : 'pending',
      providerRefundId: outcome.providerRefundId ?? refund.providerRefundId,
      lastError: outcome.detail ?? null,
    });
    // Another run of the job (this one overran its expiry, ADR 0241) already saw it confirmed.
    if (!written) return;
    if (outcome.state === 'failed') {
      // A refused refund needs a person (the provider's panel): it stays failed and visible to admins.
      log.error({ refund: refund.id, detail: outcome.detail }, 'provider refused a refund');
      return;
    }
    throw new Error(`refund ${refund.id} not confirmed yet`);
  }

  /** Writes a provider's answer unless the refund is already confirmed (by another run of its job). */
  async function unlessSettled(refundId: string, values: Parameters<DealsRepository['updateRefund']>[1]) {
    return repo.transaction(async (tx) => {
      const row = await tx.lockRefund(refundId);
      if (!row || row.state === 'succeeded') return false;
      await tx.updateRefund(row.id, values);
      return true;
    });
  }

  /** The timeout job: the deadline passed (per the deal's own dates), so the system takes the step. */
  async function timeoutJob(data: unknown) {
    const { dealId, type } = data as { dealId?: string; type?: 'handover_timeout' | 'inspection_passed' };
    if (!dealId || (type !== 'handover_timeout' && type !== 'inspection_passed')) return;
    try {
      await step(dealId, { type }, 'system', null);
    } catch (err) {
      // The deal moved on (handed over in time, disputed): the timeout no longer applies.
      if (!(err instanceof Conflict)) throw err;
    }
  }

  /**
   * The meeting reminder job (ADR 0153): both sides are told once. A job for a meeting that moved
   * (its time no longer the deal's) or already sent changes nothing; the notification's key (the
   * reminder and the meeting's time) makes a job run twice notify once.
   */
  async function reminderJob(data: unknown) {
    const { dealId, kind, meetingAt } = data as { dealId?: string; kind?: string; meetingAt?: string };
    if (!dealId || (kind !== 'evening' && kind !== 'soon') || !meetingAt) return;
    await repo.transaction(async (tx, db) => {
      const deal = await tx.lockDeal(dealId);
      if (!deal || !BEFORE_HANDOVER.includes(deal.state)) return;
      if (deal.meetingAt?.toISOString() !== meetingAt) return;
      const column = kind === 'evening' ? 'eveningReminderAt' : 'soonReminderAt';
      const planned = deal[column];
      if (!planned || planned > now()) return;
      await tx.updateDeal(deal.id, { [column]: null });
      await notify(db, {
        kind: 'deal',
        dealId: deal.id,
        step: 'meeting_reminder',
        actor: 'system',
        ref: `${kind}:${meetingAt}`,
      });
    });
  }

  /**
   * Finds deals past a deadline and enqueues their timeout jobs. Run every minute by one instance;
   * the jobs survive a restart, and a job run twice is refused by the state machine the second time.
   */
  async function enqueueDue(): Promise<number> {
    const at = now();
    const due = await repo.dueDeals(at);
    const reminders = await repo.dueReminders(at);
    await repo.transaction(async (_tx, db) => {
      for (const deal of due) {
        const type = deal.state === 'handed_over' ? 'inspection_passed' : 'handover_timeout';
        await queue.enqueue(db, TIMEOUT_QUEUE, { dealId: deal.id, type });
      }
      for (const deal of reminders) {
        for (const kind of ['evening', 'soon'] as const) {
          const when = kind === 'evening' ? deal.eveningReminderAt : deal.soonReminderAt;
          if (!when || when > at || !deal.meetingAt) continue;
          await queue.enqueue(db, REMINDER_QUEUE, {
            dealId: deal.id,
            kind,
            meetingAt: deal.meetingAt.toISOString(),
          });
        }
      }
    });
    return due.length + reminders.length;
  }

  /** A note on the timeline that changes no state (a meeting proposed or chosen). */
  async function note(deal: DealRow, type: string, actor: Actor, actorId: string, reason: string | null) {
    const key = `${type}:${newId()}`;
    await repo.transaction(async (tx, db) => {
      await tx.insertEvent({
        dealId: deal.id,
        key,
        type,
        actor,
        actorId,
        fromState: deal.state,
        toState: deal.state,
        reason,
        at: now(),
      });
      await notify(db, { kind: 'deal', dealId: deal.id, step: type, actor, ref: key });
    });
  }

  /** The caller's deal as `side`, else 403 (admins read, but do not act for a side). */
  async function asSide(caller: Caller, dealId: string, side: 'buyer' | 'seller'): Promise<DealRow> {
    const deal = await repo.findDeal(dealId);
    if (!deal) throw new NotFound('No such deal.');
    if ((side === 'buyer' ? deal.buyerId : deal.sellerId) !== caller.id) {
      throw new Forbidden(
        side === 'buyer'
          ? 'Only the buyer of this deal can do this.'
          : 'Only the seller of this deal can do this.',
      );
    }
    return deal;
  }

  async function visible(caller: Caller, dealId: string) {
    const view = await repo.view(dealId);
    if (!view) throw new NotFound('No such deal.');
    const side = sideOf(caller, view.deal);
    if (!side && caller.role !== 'Admin') throw new Forbidden('This is not your deal.');
    return { view, side };
  }

  /** Everything one side's view of a deal shows. */
  async function load(view: View, side: 'buyer' | 'seller' | 'admin') {
    const id = view.deal.id;
    const [events, refundRows, photos, dispute] = await Promise.all([
      repo.eventsOf(id),
      repo.refundsOf(id),
      repo.photosOf(id),
      repo.disputeOf(id),
    ]);
    const disputePhotos = dispute ? await repo.disputePhotosOf(dispute.id) : [];
    return present(view, events, refundRows, side, settings, photos, dispute ?? null, disputePhotos, now());
  }

  return {
    step,
    refundJob,
    timeoutJob,
    reminderJob,
    enqueueDue,
    settleRefund,
    /** Runs the refund and timeout jobs due now (tests and scripts; the app's workers do it otherwise). */
    drainRefunds: () => queue.drain(REFUND_QUEUE, refundJob),
    drainTimeouts: () => queue.drain(TIMEOUT_QUEUE, timeoutJob),
    drainReminders: () => queue.drain(REMINDER_QUEUE, reminderJob),

    /** A deal as its buyer, its seller or an admin sees it: the timeline, refunds and what is next. */
    async get(caller: Caller, dealId: string) {
      const { view, side } = await visible(caller, dealId);
      return load(view, side ?? 'admin');
    },

    async mine(caller: Caller, side: 'buyer' | 'seller') {
      const ids = await repo.dealsOf(caller.id, side);
      const out = [];
      for (const { id } of ids) {
        const view = await repo.view(id);
        if (view) out.push(await load(view, side));
      }
      return out;
    },

    /**
     * The buyer reports a problem (ADR 0151): from `papers_shared`, or from `handed_over` within the
     * inspection window. The deal is `disputed` and its money stays held until an admin decides.
     */
    async openDispute(caller: Caller, dealId: string, body: OpenDisputeBody) {
      const deal = await asSide(caller, dealId, 'buyer');
      await step(deal.id, { type: 'open_dispute' }, 'buyer', caller.id, body.reason, {}, (db, _d, at) =>
        createDealsRepository(db).insertDispute({
          id: newId(),
          dealId: deal.id,
          reason: body.reason,
          text: body.text,
          openedBy: caller.id,
          openedAt: at,
        }),
      );
      return this.get(caller, deal.id);
    },

    /** Refuses anyone but the deal's buyer (before an upload is read). */
    async assertBuyer(caller: Caller, dealId: string) {
      await asSide(caller, dealId, 'buyer');
    },

    /** The buyer adds a photo to their open dispute (private, like the papers). */
    async addDisputePhoto(caller: Caller, dealId: string, bytes: Buffer) {
      const deal = await asSide(caller, dealId, 'buyer');
      const dispute = await repo.disputeOf(deal.id);
      if (!dispute || dispute.resolvedAt) {
        throw new Conflict('Photos can be added only to an open dispute.');
      }
      if ((await repo.disputePhotosOf(dispute.id)).length >= MAX_DISPUTE_PHOTOS) {
        throw new Conflict('A dispute keeps at most 4 photos.');
      }
      const webp = await privatePhoto(bytes);
      const id = newId();
      await repo.insertDisputePhoto({
        id,
        disputeId: dispute.id,
        contentType: 'image/webp',
        bytes: webp,
        createdAt: now(),
      });
      return { _id: id };
    },

    /** A dispute photo's bytes: for the buyer of the deal and admins only. */
    async disputePhoto(caller: Caller, dealId: string, photoId: string) {
      const deal = await repo.findDeal(dealId);
      if (!deal) throw new NotFound('No such deal.');
      if (caller.id !== deal.buyerId && caller.role !== 'Admin') {
        throw new Forbidden("Only the deal's buyer and admins can see these photos.");
      }
      const dispute = await repo.disputeOf(deal.id);
      const photo = dispute ? await repo.disputePhoto(dispute.id, photoId) : undefined;
      if (!photo) throw new NotFound('There is no such photo.');
      return { contentType: photo.contentType, bytes: photo.bytes };
    },

    /** Open disputes, oldest first, each deal as an admin sees it (timeline, papers, photos). */
    async openDisputes() {
      const out = [];
      for (const { dealId } of await repo.openDisputes()) {
        const view = await repo.view(dealId);
        if (view) out.push(await load(view, 'admin'));
      }
      return out;
    },

    /**
     * An admin ends a dispute: releases the money to the seller, refunds it all, or refunds part
     * (the rest released to the seller's payable). The reason goes to both sides and the audit log.
     */
    async resolveDispute(caller: Caller, dealId: string, body: ResolveDisputeBody) {
      const deal = await repo.findDeal(dealId);
      if (!deal) throw new NotFound('No such deal.');
      const dispute = await repo.disputeOf(deal.id);
      if (!dispute) throw new Conflict('This deal has no dispute to resolve.');
      if (
        body.outcome === 'partial_refund' &&
        !dispute.resolvedAt &&
        (body.amountPaisa ?? 0) >= deal.heldPaisa
      ) {
        throw new Invalid(
          'A partial refund is less than what the buyer paid online; to return it all, refund in full.',
        );
      }
      const event: DealEvent =
        body.outcome === 'partial_refund'
          ? { type: 'partial_refund', amountPaisa: body.amountPaisa ?? 0 }
          : { type: body.outcome };
      const refundPaisa =
        body.outcome === 'refund'
          ? deal.heldPaisa
          : body.outcome === 'partial_refund'
            ? (body.amountPaisa ?? 0)
            : 0;
      const view = await repo.view(deal.id);
      await step(deal.id, event, 'admin', caller.id, body.reason, {}, async (db, _d, at) => {
        await createDealsRepository(db).updateDispute(dispute.id, {
          resolution: body.outcome,
          refundPaisa,
          resolutionReason: body.reason,
          resolvedBy: caller.id,
          resolvedAt: at,
        });
        await audit.record(
          {
            actorId: caller.id,
            action: 'dispute.resolve',
            targetType: 'deal',
            targetId: deal.id,
            targetLabel: view ? `${view.productName}: ${view.buyer.name} → ${view.seller.name}` : deal.id,
            details: { outcome: body.outcome, refundPaisa, heldPaisa: deal.heldPaisa, reason: body.reason },
          },
          db,
        );
      });
      return this.get(caller, deal.id);
    },

    /** The buyer cancels before the papers are shared; the seller cancels before the handover. */
    async cancel(caller: Caller, dealId: string, reason: string | null) {
      const { side } = await visible(caller, dealId);
      if (!side) throw new Forbidden('Only the buyer or the seller can cancel this deal.');
      const result = await step(
        dealId,
        { type: side === 'buyer' ? 'buyer_cancel' : 'seller_cancel' },
        side,
        caller.id,
        reason,
      );
      return this.get(caller, result.deal.id);
    },

    /** Refuses anyone but the deal's seller (before an upload is read). */
    async assertSeller(caller: Caller, dealId: string) {
      await asSide(caller, dealId, 'seller');
    },

    /** The seller adds a photo of a paper (re-encoded: no camera metadata, only an image). */
    async addPaperPhoto(caller: Caller, dealId: string, kind: PaperKind, bytes: Buffer) {
      const deal = await asSide(caller, dealId, 'seller');
      if (!BEFORE_HANDOVER.includes(deal.state))
        throw new Conflict('The papers can no longer be changed in this deal.');
      if ((await repo.photosOf(deal.id)).length >= MAX_PAPER_PHOTOS) {
        throw new Conflict(`A deal keeps at most ${MAX_PAPER_PHOTOS} photos of papers.`);
      }
      const webp = await privatePhoto(bytes);
      const id = newId();
      await repo.insertPhoto({
        id,
        dealId: deal.id,
        kind,
        contentType: 'image/webp',
        bytes: webp,
        createdAt: now(),
      });
      return { _id: id, kind };
    },

    /** A paper photo's bytes: for the buyer of the deal and admins only. */
    async paperPhoto(caller: Caller, dealId: string, photoId: string) {
      const deal = await repo.findDeal(dealId);
      if (!deal) throw new NotFound('No such deal.');
      if (caller.id !== deal.buyerId && caller.role !== 'Admin') {
        throw new Forbidden("Only the deal's buyer can see its papers.");
      }
      const photo = await repo.photo(deal.id, photoId);
      if (!photo) throw new NotFound('There is no such photo.');
      return { contentType: photo.contentType, bytes: photo.bytes };
    },

    /** The seller shares the papers: a photo of each, and the chassis and engine numbers. */
    async sharePapers(caller: Caller, dealId: string, body: { chassisNumber: string; engineNumber: string }) {
      const deal = await asSide(caller, dealId, 'seller');
      const kinds = new Set((await repo.photosOf(deal.id)).map((p) => p.kind));
      const missing = (['registration', 'tax_token', 'insurance'] as const).filter((k) => !kinds.has(k));
      if (deal.state === 'held' && missing.length > 0) {
        throw new Conflict(
          `Add a photo of each paper first (missing: ${missing.join(', ').replace('_', ' ')}).`,
        );
      }
      await step(deal.id, { type: 'share_papers' }, 'seller', caller.id, null, {
        chassisNumber: body.chassisNumber,
        engineNumber: body.engineNumber,
      });
      return this.get(caller, deal.id);
    },

    /** The seller offers a place and up to three times (before the handover deadline); may change them. */
    async proposeMeeting(caller: Caller, dealId: string, body: { place: string; times: string[] }) {
      const deal = await asSide(caller, dealId, 'seller');
      if (!BEFORE_HANDOVER.includes(deal.state))
        throw new Conflict('The meeting can no longer be changed in this deal.');
      const times = [...new Set(body.times.map((t) => new Date(t).toISOString()))].sort();
      const at = now();
      if (times.some((t) => new Date(t) <= at || new Date(t) > deal.handoverDueAt)) {
        throw new Invalid('Offer times between now and the handover deadline.');
      }
      const kept = deal.meetingAt && times.includes(deal.meetingAt.toISOString()) ? deal.meetingAt : null;
      await repo.updateDeal(deal.id, {
        meetingPlace: body.place,
        meetingTimes: times,
        meetingAt: kept,
        ...reminderTimes(kept, at),
        updatedAt: at,
      });
      await note(deal, 'meeting_proposed', 'seller', caller.id, body.place);
      return this.get(caller, deal.id);
    },

    /** The buyer picks one of the offered times (and may pick another until the meeting). */
    async chooseMeeting(caller: Caller, dealId: string, time: string) {
      const deal = await asSide(caller, dealId, 'buyer');
      if (!BEFORE_HANDOVER.includes(deal.state))
        throw new Conflict('The meeting can no longer be changed in this deal.');
      const chosen = new Date(time).toISOString();
      if (!deal.meetingTimes?.includes(chosen))
        throw new Invalid('Pick one of the times the seller offered.');
      if (new Date(chosen) <= now()) throw new Invalid('This time has passed. Pick a later one.');
      const at = now();
      await repo.updateDeal(deal.id, {
        meetingAt: new Date(chosen),
        ...reminderTimes(new Date(chosen), at),
        updatedAt: at,
      });
      await note(deal, 'meeting_chosen', 'buyer', caller.id, chosen);
      return this.get(caller, deal.id);
    },

    /**
     * The seller enters the buyer's code at the meeting. Wrong codes are counted (each in its own
     * transaction, so a refusal still counts); after HANDOVER_TRIES only the buyer can confirm.
     */
    async enterHandoverCode(caller: Caller, dealId: string, code: string) {
      const deal = await asSide(caller, dealId, 'seller');
      if (deal.state === 'handed_over' || deal.state === 'completed' || deal.state === 'paid_out') {
        return this.get(caller, deal.id);
      }
      const verdict = await repo.transaction(async (tx) => {
        const locked = await tx.lockDeal(deal.id);
        if (!locked) throw new NotFound('No such deal.');
        if (locked.handoverTries >= HANDOVER_TRIES) return 'locked' as const;
        if (sameCode(locked.handoverCode, code)) return 'right' as const;
        await tx.updateDeal(locked.id, { handoverTries: locked.handoverTries + 1 });
        return locked.handoverTries + 1 >= HANDOVER_TRIES ? ('locked' as const) : ('wrong' as const);
      });
      if (verdict === 'locked') {
        throw new TooManyRequests(
          'Too many wrong codes. The buyer can confirm the handover on their page instead.',
        );
      }
      if (verdict === 'wrong')
        throw new Invalid('This is not the buyer’s code. Ask the buyer to read it from their page.');
      await step(deal.id, { type: 'hand_over' }, 'seller', caller.id, 'code');
      return this.get(caller, deal.id);
    },

    /** The buyer presses "I have the bike and the papers". */
    async confirmReceived(caller: Caller, dealId: string) {
      const deal = await asSide(caller, dealId, 'buyer');
      await step(deal.id, { type: 'hand_over' }, 'buyer', caller.id, 'buyer confirmed');
      return this.get(caller, deal.id);
    },

    /**
     * Runs one deal's clock `hours` ahead: its dates (deadlines, meeting, timeline) move that much
     * earlier, so its deadlines pass while the shop's clock, and every other deal, stays. Only the
     * e2e server's test control calls it (ADR 0170): the app has no route to it.
     */
    async moveClock(dealId: string, hours: number) {
      const ms = hours * HOUR_MS;
      const back = (d: Date | null) => (d ? new Date(d.getTime() - ms) : null);
      await repo.transaction(async (tx) => {
        const deal = await tx.lockDeal(dealId);
        if (!deal) throw new NotFound('No such deal.');
        await tx.updateDeal(deal.id, {
          createdAt: back(deal.createdAt) ?? deal.createdAt,
          handoverDueAt: back(deal.handoverDueAt) ?? deal.handoverDueAt,
          handedOverAt: back(deal.handedOverAt),
          inspectionEndsAt: back(deal.inspectionEndsAt),
          completedAt: back(deal.completedAt),
          closedAt: back(deal.closedAt),
          meetingAt: back(deal.meetingAt),
          meetingTimes:
            deal.meetingTimes?.map((time) => new Date(Date.parse(time) - ms).toISOString()) ?? null,
        });
        await tx.shiftEvents(deal.id, ms);
      });
    },

    /**
     * The seller was paid (ADR 0161): the deal's `pay_out` step and its ledger movement
     * (`seller_payable +P / cash −P`), once; asked again it changes nothing.
     */
    async payOut(dealId: string, reference: string, actor: 'admin' | 'system', actorId: string | null) {
      const result = await step(dealId, { type: 'pay_out', reference }, actor, actorId, reference);
      return result.kind;
    },

    /** Balances of the whole ledger (tests and the admin's check that it sums to zero). */
    balances: () => repo.balances(),
    payableOf,
  };
}

export type DealsService = ReturnType<typeof createDealsService>;

type View = NonNullable<Awaited<ReturnType<DealsRepository['view']>>>;

function present(
  view: View,
  events: Awaited<ReturnType<DealsRepository['eventsOf']>>,
  refundRows: RefundRow[],
  side: 'buyer' | 'seller' | 'admin',
  settings: DealSettings,
  photos: Awaited<ReturnType<DealsRepository['photosOf']>>,
  dispute: DisputeRow | null,
  disputePhotos: Awaited<ReturnType<DealsRepository['disputePhotosOf']>>,
  now: Date,
) {
  const { deal } = view;
  // The papers' photos are the buyer's and the admins' to see; the seller sees what was sent.
  const seesPapers = side !== 'seller';
  const next = nextStep(deal, side, now);
  return {
    _id: deal.id,
    bookingId: deal.bookingId,
    conversationId: view.conversationId,
    productId: deal.productId,
    productName: view.productName,
    productImage: view.productImage,
    brand: view.categoryName,
    buyerName: view.buyer.name,
    sellerName: view.seller.name,
    side,
    state: deal.state,
    paymentKind: deal.paymentKind,
    pricePaisa: deal.pricePaisa,
    heldPaisa: deal.heldPaisa,
    /** Paid to the seller in person at the handover (a deposit deal), in paisa. */
    dueAtHandoverPaisa: deal.pricePaisa - deal.heldPaisa,
    refundedPaisa: deal.refundDuePaisa,
    payablePaisa: ['completed', 'paid_out'].includes(deal.state) ? payableOf(deal) : null,
    handoverDueAt: deal.handoverDueAt.toISOString(),
    inspectionEndsAt: deal.inspectionEndsAt?.toISOString() ?? null,
    inspectionHours: settings.inspectionHours,
    // Only on the buyer's side, and only until the handover: the seller must get it from the buyer.
    handoverCode: side === 'buyer' && BEFORE_HANDOVER.includes(deal.state) ? deal.handoverCode : null,
    handoverTriesLeft: side === 'seller' ? Math.max(0, HANDOVER_TRIES - deal.handoverTries) : null,
    papers: {
      chassisNumber: deal.chassisNumber,
      engineNumber: deal.engineNumber,
      // In the papers' order (registration, tax token, insurance), each kind oldest first.
      photos: [...photos]
        .sort((a, b) => PAPER_ORDER.indexOf(a.kind) - PAPER_ORDER.indexOf(b.kind))
        .map((p) => ({
          _id: p.id,
          kind: p.kind,
          url: seesPapers ? `/api/deals/${deal.id}/papers/photos/${p.id}` : null,
        })),
    },
    meeting: {
      place: deal.meetingPlace,
      times: deal.meetingTimes ?? [],
      at: deal.meetingAt?.toISOString() ?? null,
    },
    next: next ? { action: next.action, by: next.by?.toISOString() ?? null } : null,
    timeline: events.map((e) => ({
      type: e.type,
      actor: e.actor,
      from: e.fromState,
      to: e.toState,
      at: e.at.toISOString(),
      // Why: shown to both sides, except refund references (the buyer's refund card shows those).
      reason: e.type === 'refund_settled' ? null : e.reason,
    })),
    dispute: dispute && {
      reason: dispute.reason,
      text: dispute.text,
      openedAt: dispute.openedAt.toISOString(),
      // Private like the papers: the buyer who sent them and admins.
      photos: disputePhotos.map((p) => ({
        _id: p.id,
        url: seesPapers ? `/api/deals/${deal.id}/dispute/photos/${p.id}` : null,
      })),
      resolution: dispute.resolution,
      refundPaisa: dispute.refundPaisa,
      resolutionReason: dispute.resolutionReason,
      resolvedAt: dispute.resolvedAt?.toISOString() ?? null,
    },
    refunds: refundRows.map((r) => ({
      reason: r.reason,
      amountPaisa: r.amountPaisa,
      state: r.state,
      requestedAt: r.requestedAt.toISOString(),
      confirmedAt: r.confirmedAt?.toISOString() ?? null,
      reference: r.providerRefundId,
    })),
  };
}
