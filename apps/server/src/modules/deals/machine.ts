/**
 * The deal's state machine (ADR 0140) and the ledger movements each step makes (ADR 0141), as pure
 * functions: no clock, no database. The service locks the deal, asks `transition`, and writes what
 * it answers (the new state, one deal event, the movement's ledger legs) in one transaction.
 *
 *   held ─share_papers→ papers_shared ─hand_over→ handed_over ─inspection_passed→ completed ─pay_out→ paid_out
 *   held, papers_shared ─buyer_cancel (held only) | seller_cancel | handover_timeout→ cancelled (refunded)
 *   papers_shared, handed_over (inspection window) ─open_dispute→ disputed
 *   disputed ─release→ completed · ─refund→ refunded · ─partial_refund(amount)→ completed (the rest to the seller)
 *
 * Money moves in paisa (integers). A refund is owed when the deal is cancelled or refunded and paid
 * when the provider confirms it (`refund_settled`, a ledger movement without a state change).
 */

export const DEAL_STATES = [
  'held',
  'papers_shared',
  'handed_over',
  'completed',
  'paid_out',
  'cancelled',
  'disputed',
  'refunded',
] as const;
export type DealState = (typeof DEAL_STATES)[number];

export const ACTORS = ['buyer', 'seller', 'admin', 'system'] as const;
export type Actor = (typeof ACTORS)[number];

/** The ledger's accounts. Their balances always sum to zero (every movement does). */
export const ACCOUNTS = ['cash', 'held', 'refunds_due', 'seller_payable', 'commission'] as const;
export type Account = (typeof ACCOUNTS)[number];

export type DealEvent =
  | { type: 'share_papers' }
  | { type: 'hand_over' }
  | { type: 'inspection_passed' }
  | { type: 'buyer_cancel' }
  | { type: 'seller_cancel' }
  | { type: 'handover_timeout' }
  | { type: 'open_dispute' }
  | { type: 'release' }
  | { type: 'refund' }
  | { type: 'partial_refund'; amountPaisa: number }
  | { type: 'pay_out'; reference: string }
  | { type: 'refund_settled'; refundKey: string; amountPaisa: number };

export type EventType = DealEvent['type'];

/** What the machine needs to know of a deal. */
export interface DealSnapshot {
  state: DealState;
  /** What the buyer paid online and the shop holds (the full price or the deposit). */
  heldPaisa: number;
  /** Refunds owed to the buyer so far, and how much of it the providers confirmed. */
  refundDuePaisa: number;
  refundSettledPaisa: number;
  /** Commission in basis points of what is released to the seller (COMMISSION_PERCENT × 100). */
  commissionBasisPoints: number;
  handoverDueAt: Date;
  /** Set at the handover: the end of the buyer's inspection window. */
  inspectionEndsAt: Date | null;
  /** Refund keys already settled (a provider callback delivered twice settles once). */
  settledRefundKeys: readonly string[];
}

export interface Leg {
  account: Account;
  amountPaisa: number;
}

/** One movement of money: its legs sum to zero; its key makes it happen once. */
export interface Movement {
  key: string;
  kind: 'hold' | 'release' | 'refund_due' | 'refund_paid' | 'payout';
  legs: Leg[];
}

export interface Step {
  ok: true;
  from: DealState;
  to: DealState;
  movements: Movement[];
  /** A refund to start with the provider: its reason names it (one per deal and reason). */
  refund: { reason: RefundReason; amountPaisa: number } | null;
  /** The event's idempotency key within the deal: the same key twice is the same event. */
  key: string;
}

export interface Refusal {
  ok: false;
  reason: string;
}

export const REFUND_REASONS = [
  'buyer_cancel',
  'seller_cancel',
  'handover_timeout',
  'dispute',
  'dispute_partial',
  'unsold',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** Who may cause each event. */
const ALLOWED: Record<EventType, readonly Actor[]> = {
  share_papers: ['seller'],
  hand_over: ['seller', 'buyer'],
  inspection_passed: ['system'],
  buyer_cancel: ['buyer'],
  seller_cancel: ['seller'],
  handover_timeout: ['system'],
  open_dispute: ['buyer'],
  release: ['admin'],
  refund: ['admin'],
  partial_refund: ['admin'],
  pay_out: ['admin', 'system'],
  refund_settled: ['system'],
};

/** The states each event leaves from. */
const FROM: Record<EventType, readonly DealState[]> = {
  share_papers: ['held'],
  hand_over: ['papers_shared'],
  inspection_passed: ['handed_over'],
  buyer_cancel: ['held'],
  seller_cancel: ['held', 'papers_shared'],
  handover_timeout: ['held', 'papers_shared'],
  open_dispute: ['papers_shared', 'handed_over'],
  release: ['disputed'],
  refund: ['disputed'],
  partial_refund: ['disputed'],
  pay_out: ['completed'],
  refund_settled: ['cancelled', 'refunded', 'completed', 'paid_out'],
};

const REFUSED: Partial<Record<EventType, string>> = {
  share_papers: 'The papers can be shared only while the payment is held and before the handover.',
  hand_over: 'The handover can be confirmed once the seller has shared the papers.',
  buyer_cancel: 'The buyer can cancel only before the seller shares the papers.',
  seller_cancel: 'This deal can no longer be cancelled.',
  open_dispute: 'A problem can be reported only before the inspection time ends.',
  pay_out: 'Only a completed deal is paid out.',
  release: 'Only an open dispute can be resolved; this one is resolved or was never opened.',
  refund: 'Only an open dispute can be resolved; this one is resolved or was never opened.',
  partial_refund: 'Only an open dispute can be resolved; this one is resolved or was never opened.',
};

/** The commission on `paisa`, rounded down (the seller never gets less than their share). */
export function commissionOf(paisa: number, basisPoints: number): number {
  return Math.floor((paisa * basisPoints) / 10_000);
}

function release(dealKey: string, paisa: number, basisPoints: number): Movement {
  const commission = commissionOf(paisa, basisPoints);
  const legs: Leg[] = [
    { account: 'held', amountPaisa: paisa },
    { account: 'seller_payable', amountPaisa: -(paisa - commission) },
  ];
  if (commission > 0) legs.push({ account: 'commission', amountPaisa: -commission });
  return { key: `${dealKey}:release`, kind: 'release', legs };
}

function refundDue(dealKey: string, reason: RefundReason, paisa: number): Movement {
  return {
    key: `${dealKey}:refund-due:${reason}`,
    kind: 'refund_due',
    legs: [
      { account: 'held', amountPaisa: paisa },
      { account: 'refunds_due', amountPaisa: -paisa },
    ],
  };
}

/** The movement a successful payment makes: the buyer's money held for the deal. */
export function holdMovement(dealKey: string, paisa: number): Movement {
  return {
    key: `${dealKey}:hold`,
    kind: 'hold',
    legs: [
      { account: 'cash', amountPaisa: paisa },
      { account: 'held', amountPaisa: -paisa },
    ],
  };
}

/** A refund the provider confirmed: the money owed to the buyer has left. */
export function refundPaidMovement(refundKey: string, paisa: number): Movement {
  return {
    key: `${refundKey}:paid`,
    kind: 'refund_paid',
    legs: [
      { account: 'refunds_due', amountPaisa: paisa },
      { account: 'cash', amountPaisa: -paisa },
    ],
  };
}

/** What the seller is owed once the deal completes (after a partial refund, the rest). */
export function payableOf(
  deal: Pick<DealSnapshot, 'heldPaisa' | 'refundDuePaisa' | 'commissionBasisPoints'>,
) {
  const released = deal.heldPaisa - deal.refundDuePaisa;
  return released - commissionOf(released, deal.commissionBasisPoints);
}

/**
 * One step of a deal: `event` caused by `actor` at `now`. Answers the next state, the ledger
 * movements and the refund to start, or a refusal that says why (the service shows it).
 */
export function transition(
  dealKey: string,
  deal: DealSnapshot,
  event: DealEvent,
  actor: Actor,
  now: Date,
): Step | Refusal {
  if (!ALLOWED[event.type].includes(actor)) return { ok: false, reason: 'You cannot do this in this deal.' };
  if (!FROM[event.type].includes(deal.state)) {
    return { ok: false, reason: REFUSED[event.type] ?? 'This deal is not at that step.' };
  }
  const step = (to: DealState, movements: Movement[] = [], refund: Step['refund'] = null): Step => ({
    ok: true,
    from: deal.state,
    to,
    movements,
    refund,
    key: event.type === 'refund_settled' ? `refund_settled:${event.refundKey}` : event.type,
  });
  const fullRefund = (reason: RefundReason, to: DealState) =>
    step(to, [refundDue(dealKey, reason, deal.heldPaisa)], { reason, amountPaisa: deal.heldPaisa });

  switch (event.type) {
    case 'share_papers':
      return step('papers_shared');
    case 'hand_over':
      return step('handed_over');
    case 'inspection_passed':
      if (!deal.inspectionEndsAt || now < deal.inspectionEndsAt) {
        return { ok: false, reason: 'The inspection time has not ended yet.' };
      }
      return step('completed', [release(dealKey, deal.heldPaisa, deal.commissionBasisPoints)]);
    case 'buyer_cancel':
      return fullRefund('buyer_cancel', 'cancelled');
    case 'seller_cancel':
      return fullRefund('seller_cancel', 'cancelled');
    case 'handover_timeout':
      if (now < deal.handoverDueAt) return { ok: false, reason: 'The seller still has time to hand over.' };
      return fullRefund('handover_timeout', 'cancelled');
    case 'open_dispute':
      if (deal.state === 'handed_over' && deal.inspectionEndsAt && now >= deal.inspectionEndsAt) {
        return { ok: false, reason: REFUSED.open_dispute! };
      }
      return step('disputed');
    case 'release':
      return step('completed', [release(dealKey, deal.heldPaisa, deal.commissionBasisPoints)]);
    case 'refund':
      return fullRefund('dispute', 'refunded');
    case 'partial_refund': {
      const amount = event.amountPaisa;
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount >= deal.heldPaisa) {
        return { ok: false, reason: 'A partial refund is more than nothing and less than what was paid.' };
      }
      return step(
        'completed',
        [
          refundDue(dealKey, 'dispute_partial', amount),
          release(dealKey, deal.heldPaisa - amount, deal.commissionBasisPoints),
        ],
        { reason: 'dispute_partial', amountPaisa: amount },
      );
    }
    case 'pay_out': {
      const payable = payableOf(deal);
      return step('paid_out', [
        {
          key: `${dealKey}:payout`,
          kind: 'payout',
          legs: [
            { account: 'seller_payable', amountPaisa: payable },
            { account: 'cash', amountPaisa: -payable },
          ],
        },
      ]);
    }
    case 'refund_settled': {
      if (deal.settledRefundKeys.includes(event.refundKey)) {
        return { ok: false, reason: 'This refund is already settled.' };
      }
      const outstanding = deal.refundDuePaisa - deal.refundSettledPaisa;
      if (event.amountPaisa <= 0 || event.amountPaisa > outstanding) {
        return { ok: false, reason: 'No refund of that amount is owed in this deal.' };
      }
      return { ...step(deal.state, [refundPaidMovement(event.refundKey, event.amountPaisa)]) };
    }
  }
}

/** A movement's legs sum to zero (the ledger's one rule). */
export function balanced(movement: Movement): boolean {
  return movement.legs.reduce((sum, leg) => sum + leg.amountPaisa, 0) === 0;
}
