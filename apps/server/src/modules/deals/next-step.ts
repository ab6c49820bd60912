import type { DEAL_ACTIONS } from '@best-bikes/contract';
import type { DealState } from './machine';

type DealAction = (typeof DEAL_ACTIONS)[number];

/** What the next step reads of a deal (its row's columns). */
export interface NextStepDeal {
  state: DealState;
  handoverDueAt: Date;
  inspectionEndsAt: Date | null;
  /** The times the seller offered (ISO), and the one the buyer picked. */
  meetingTimes: string[] | null;
  meetingAt: Date | null;
}

/**
 * The next thing one side must do, and by when (null when nothing is asked of them). Once the papers
 * are shared it follows the meeting (ADR 0230): the seller offers times (again, once every offered
 * time has passed unpicked), the buyer picks one, then both meet and check the bike and its papers.
 * Until the handover the deadline is the handover's: it is what cancels the deal when missed.
 */
export function nextStep(
  deal: NextStepDeal,
  side: 'buyer' | 'seller' | 'admin',
  now: Date,
): { action: DealAction; by: Date | null } | null {
  switch (deal.state) {
    case 'held':
      return side === 'seller'
        ? { action: 'share_papers', by: deal.handoverDueAt }
        : side === 'buyer'
          ? { action: 'wait_for_papers', by: deal.handoverDueAt }
          : null;
    case 'papers_shared': {
      if (side === 'admin') return null;
      const by = deal.handoverDueAt;
      if (deal.meetingAt) return { action: 'meet_and_check', by };
      const offered = (deal.meetingTimes ?? []).some((time) => Date.parse(time) > now.getTime());
      if (!offered) return { action: side === 'seller' ? 'propose_meeting' : 'wait_for_meeting_times', by };
      return { action: side === 'buyer' ? 'pick_meeting_time' : 'wait_for_meeting_pick', by };
    }
    case 'handed_over':
      return side === 'buyer'
        ? { action: 'inspect', by: deal.inspectionEndsAt }
        : side === 'seller'
          ? { action: 'wait_for_inspection', by: deal.inspectionEndsAt }
          : null;
    case 'completed':
      return side === 'seller' ? { action: 'wait_for_payout', by: null } : null;
    case 'disputed':
      return side === 'admin'
        ? { action: 'resolve_dispute', by: null }
        : { action: 'wait_for_decision', by: null };
    default:
      return null;
  }
}
