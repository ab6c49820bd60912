import { z } from 'zod';

/** The deal's states (ADR 0140): paid and held → papers shared → handed over → completed → paid out. */
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
export type DealStateName = (typeof DEAL_STATES)[number];

/** What one side must do next (the web words each in the reader's language). */
export const DEAL_ACTIONS = [
  'share_papers',
  'wait_for_papers',
  'meet_and_hand_over',
  'inspect',
  'wait_for_inspection',
  'wait_for_payout',
  'resolve_dispute',
  'wait_for_decision',
] as const;

const paisa = z.number().int();

export const dealSchema = z.object({
  _id: z.string(),
  bookingId: z.string(),
  productId: z.string(),
  productName: z.string(),
  productImage: z.string(),
  brand: z.string(),
  buyerName: z.string(),
  sellerName: z.string(),
  side: z.enum(['buyer', 'seller', 'admin']),
  state: z.enum(DEAL_STATES),
  paymentKind: z.enum(['full', 'deposit']),
  pricePaisa: paisa,
  heldPaisa: paisa,
  dueAtHandoverPaisa: paisa,
  refundedPaisa: paisa,
  payablePaisa: paisa.nullable(),
  handoverDueAt: z.string(),
  inspectionEndsAt: z.string().nullable(),
  inspectionHours: z.number(),
  next: z.object({ action: z.enum(DEAL_ACTIONS), by: z.string().nullable() }).nullable(),
  timeline: z.array(
    z.object({
      type: z.string(),
      actor: z.enum(['buyer', 'seller', 'admin', 'system']),
      from: z.enum(DEAL_STATES).nullable(),
      to: z.enum(DEAL_STATES),
      at: z.string(),
      reason: z.string().nullable(),
    }),
  ),
  refunds: z.array(
    z.object({
      reason: z.string(),
      amountPaisa: paisa,
      state: z.enum(['requested', 'pending', 'succeeded', 'failed']),
      requestedAt: z.string(),
      confirmedAt: z.string().nullable(),
      reference: z.string().nullable(),
    }),
  ),
});
export type Deal = z.infer<typeof dealSchema>;

export const dealListSchema = z.array(dealSchema);
export const dealListQuerySchema = z.object({ side: z.enum(['buyer', 'seller']) });
export const dealCancelBodySchema = z.object({ reason: z.string().trim().max(500).optional() });
