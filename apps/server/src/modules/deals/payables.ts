import type { Database } from '../../db/client';

/**
 * What a completed deal owes its seller, handed to the payouts module in the step's own transaction
 * (ADR 0161): the amount is the ledger's release to `seller_payable` (held less refunds and
 * COMMISSION_PERCENT). The payouts module implements it; a deal completed twice opens one payable.
 */
export interface CompletedDeal {
  dealId: string;
  sellerId: string;
  amountPaisa: number;
  completedAt: Date;
}

export interface PayableBook {
  open(db: Database, deal: CompletedDeal): Promise<void>;
}
