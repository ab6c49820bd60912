import type { Deal, DealStateName, DisputeReason, PaperKind } from '@best-bikes/contract';
import { t } from '@lingui/core/macro';

/**
 * The deal's words in the reader's language (docs/product.md#the-deal): each made when read, so it
 * follows a change of language. The API sends names (`papers_shared`, `share_papers`); the web words them.
 */

export function stateLabel(state: DealStateName, paymentKind: Deal['paymentKind'] = 'full'): string {
  switch (state) {
    case 'held':
      return paymentKind === 'deposit' ? t`Deposit paid, money held` : t`Paid, money held`;
    case 'papers_shared':
      return t`Papers shared`;
    case 'handed_over':
      return t`Handed over`;
    case 'completed':
      return t`Completed`;
    case 'paid_out':
      return t`Paid out to the seller`;
    case 'cancelled':
      return t`Cancelled`;
    case 'disputed':
      return t`In dispute`;
    case 'refunded':
      return t`Refunded`;
  }
}

/** The badge colour of a state (daisyUI). */
export function stateTone(state: DealStateName): string {
  if (state === 'cancelled' || state === 'refunded') return 'badge-neutral';
  if (state === 'disputed') return 'badge-error';
  if (state === 'completed' || state === 'paid_out') return 'badge-success';
  return 'badge-info';
}

type Action = NonNullable<Deal['next']>['action'];

/** The one thing this side must do next, as a sentence (the meeting is worded for each side). */
export function actionLabel(action: Action, side: Deal['side']): string {
  switch (action) {
    case 'share_papers':
      return t`Share the papers: a photo of each, and the chassis and engine numbers`;
    case 'wait_for_papers':
      return t`Wait for the seller to share the papers`;
    case 'propose_meeting':
      return t`Offer the buyer a place and up to three times to meet`;
    case 'wait_for_meeting_times':
      return t`Wait for the seller to offer a place and times to meet`;
    case 'pick_meeting_time':
      return t`Pick one of the times the seller offered`;
    case 'wait_for_meeting_pick':
      return t`Wait for the buyer to pick one of your times`;
    case 'meet_and_check':
      return side === 'seller'
        ? t`Meet the buyer at the time they picked; show the bike and its papers, then enter the buyer's code`
        : t`Meet the seller at the time you picked; check the bike and its papers, then give your code`;
    case 'inspect':
      return t`Check the bike and its papers; open a dispute if something is wrong`;
    case 'wait_for_inspection':
      return t`Wait while the buyer checks the bike`;
    case 'wait_for_payout':
      return t`Wait for your payout`;
    case 'resolve_dispute':
      return t`Decide the dispute`;
    case 'wait_for_decision':
      return t`Wait for our decision on the dispute`;
  }
}

export function paperLabel(kind: PaperKind): string {
  switch (kind) {
    case 'registration':
      return t`Registration certificate or smart card`;
    case 'tax_token':
      return t`Tax token`;
    case 'insurance':
      return t`Insurance`;
  }
}

/** Why the buyer reports a problem (the words the admins' Disputes page uses too). */
export function disputeReasonLabel(reason: DisputeReason): string {
  switch (reason) {
    case 'not_as_described':
      return t`Not as described`;
    case 'papers_problem':
      return t`A problem with the papers`;
    case 'seller_no_show':
      return t`The seller did not come`;
  }
}

type Event = Deal['timeline'][number];

/**
 * One line of the timeline: what happened, said for the side reading it. A deposit deal's payment
 * says the deposit held and the rest paid to the seller at the handover (ADR 0240), as amounts
 * already written in the reader's language.
 */
export function eventLabel(
  event: Event,
  side: Deal['side'],
  deposit: { held: string; rest: string } | null = null,
): string {
  const mine = event.actor === side;
  switch (event.type) {
    case 'open':
      if (deposit) {
        const { held, rest } = deposit;
        return t`Deposit of ${held} paid and held by Best Bikes; the rest, ${rest}, is paid to the seller at the handover`;
      }
      return t`Paid; the money is held by Best Bikes`;
    case 'share_papers':
      return mine ? t`You shared the papers` : t`The seller shared the papers`;
    case 'meeting_proposed':
      return mine ? t`You offered meeting times` : t`The seller offered meeting times`;
    case 'meeting_chosen':
      return mine ? t`You picked a meeting time` : t`The buyer picked a meeting time`;
    case 'hand_over':
      return event.actor === 'buyer'
        ? t`The buyer confirmed having the bike and the papers`
        : t`The seller entered the buyer's handover code`;
    case 'inspection_passed':
      return t`The inspection time ended: the deal is complete`;
    case 'buyer_cancel':
      return mine ? t`You cancelled` : t`The buyer cancelled`;
    case 'seller_cancel':
      return mine ? t`You cancelled` : t`The seller cancelled`;
    case 'handover_timeout':
      return t`The seller did not hand over in time: cancelled`;
    case 'open_dispute':
      return t`A dispute was opened`;
    case 'release':
      return t`The dispute ended: the money goes to the seller`;
    case 'refund':
      return t`The dispute ended: a full refund`;
    case 'partial_refund':
      return t`The dispute ended: a partial refund`;
    case 'pay_out':
      return t`Paid out to the seller`;
    case 'refund_settled':
      return t`The refund reached the buyer`;
    default:
      return event.type.replaceAll('_', ' ');
  }
}

type Refund = Deal['refunds'][number];

export function refundStateLabel(state: Refund['state']): string {
  switch (state) {
    case 'requested':
      return t`Requested`;
    case 'pending':
      return t`On its way`;
    case 'succeeded':
      return t`Refunded`;
    case 'failed':
      return t`Failed: our team is on it`;
  }
}
