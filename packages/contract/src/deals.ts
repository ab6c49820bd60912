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
  'propose_meeting',
  'wait_for_meeting_times',
  'pick_meeting_time',
  'wait_for_meeting_pick',
  'meet_and_check',
  'inspect',
  'wait_for_inspection',
  'wait_for_payout',
  'resolve_dispute',
  'wait_for_decision',
] as const;

const paisa = z.number().int();

/** The papers a seller photographs for the buyer before the meeting. */
export const PAPER_KINDS = ['registration', 'tax_token', 'insurance'] as const;
export type PaperKind = (typeof PAPER_KINDS)[number];

/** Why a buyer reports a problem with a deal (ADR 0151). */
export const DISPUTE_REASONS = ['not_as_described', 'papers_problem', 'seller_no_show'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];
/** How an admin ends a dispute: the money to the seller, all back to the buyer, or a part back. */
export const DISPUTE_RESOLUTIONS = ['release', 'refund', 'partial_refund'] as const;
export type DisputeResolution = (typeof DISPUTE_RESOLUTIONS)[number];
/** Photos a buyer may add to a dispute. */
export const MAX_DISPUTE_PHOTOS = 4;

export const dealSchema = z.object({
  _id: z.string(),
  bookingId: z.string(),
  /** The conversation of the bike between the buyer and the seller (`/api/conversations/:id`); opened when the deal opens. */
  conversationId: z.string().nullable(),
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
  /** The buyer's 6-digit handover code: on the buyer's side only, until the handover. */
  handoverCode: z.string().nullable(),
  handoverTriesLeft: z.number().int().nullable(),
  papers: z.object({
    chassisNumber: z.string().nullable(),
    engineNumber: z.string().nullable(),
    photos: z.array(z.object({ _id: z.string(), kind: z.enum(PAPER_KINDS), url: z.string().nullable() })),
  }),
  meeting: z.object({
    place: z.string().nullable(),
    times: z.array(z.string()),
    at: z.string().nullable(),
  }),
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
  /** The buyer's reported problem (ADR 0151), once opened; its photos' urls for the buyer and admins. */
  dispute: z
    .object({
      reason: z.enum(DISPUTE_REASONS),
      text: z.string(),
      openedAt: z.string(),
      photos: z.array(z.object({ _id: z.string(), url: z.string().nullable() })),
      resolution: z.enum(DISPUTE_RESOLUTIONS).nullable(),
      refundPaisa: paisa.nullable(),
      resolutionReason: z.string().nullable(),
      resolvedAt: z.string().nullable(),
    })
    .nullable(),
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

const bikeNumber = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{5,30}$/, `${label}: 5 to 30 letters and digits, as stamped on the bike`);

export const sharePapersBodySchema = z.object({
  chassisNumber: bikeNumber('Chassis number'),
  engineNumber: bikeNumber('Engine number'),
});
export const paperPhotoQuerySchema = z.object({ kind: z.enum(PAPER_KINDS) });
export const paperPhotoParamsSchema = z.object({
  id: z.string().min(1).max(64),
  photoId: z.string().min(1).max(64),
});
export const paperPhotoResponseSchema = z.object({ _id: z.string(), kind: z.enum(PAPER_KINDS) });
export const meetingBodySchema = z.object({
  place: z.string({ error: 'Place is required' }).trim().min(3, 'Place is required').max(200),
  times: z
    .array(z.string().datetime({ offset: true }))
    .min(1, 'Offer at least one time')
    .max(3, 'Offer at most three times'),
});
export const meetingChoiceBodySchema = z.object({ time: z.string().datetime({ offset: true }) });
export const handoverCodeBodySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The code has 6 digits'),
});

/** POST /deals/:id/dispute: the buyer reports a problem (then adds up to MAX_DISPUTE_PHOTOS photos). */
export const openDisputeBodySchema = z.object({
  reason: z.enum(DISPUTE_REASONS, { error: 'Choose what went wrong' }),
  text: z
    .string({ error: 'Tell us what went wrong' })
    .trim()
    .min(10, 'Tell us what went wrong in a few words (at least 10 letters)')
    .max(2000, 'Write at most 2000 letters'),
});
export type OpenDisputeBody = z.infer<typeof openDisputeBodySchema>;
export const disputePhotoResponseSchema = z.object({ _id: z.string() });
export const disputePhotoParamsSchema = z.object({
  id: z.string().min(1).max(64),
  photoId: z.string().min(1).max(64),
});

/** POST /admin/disputes/:id/resolve (the deal's id): the admin's decision and why. */
export const resolveDisputeBodySchema = z
  .object({
    outcome: z.enum(DISPUTE_RESOLUTIONS, { error: 'Choose release, refund or partial refund' }),
    /** For a partial refund: paisa, more than 0 and less than what was paid. */
    amountPaisa: z
      .number()
      .int('The amount is in whole paisa')
      .positive('The amount must be more than 0')
      .optional(),
    reason: z
      .string({ error: 'Give the reason both sides will read' })
      .trim()
      .min(5, 'Give the reason both sides will read (at least 5 letters)')
      .max(1000, 'Write at most 1000 letters'),
  })
  .refine((b) => b.outcome !== 'partial_refund' || b.amountPaisa !== undefined, {
    message: 'A partial refund needs an amount',
    path: ['amountPaisa'],
  });
export type ResolveDisputeBody = z.infer<typeof resolveDisputeBodySchema>;
export const disputeListSchema = z.array(dealSchema);
