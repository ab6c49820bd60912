import { z } from 'zod';
import { toLatinDigits } from './constants/format';

/**
 * The chassis register (docs/product.md#chassis-register, ADR 0360): a listing's chassis and engine
 * numbers, one live listing per chassis, and the chassis numbers admins list as stolen.
 */

// As the deal's papers take them (deals.ts `bikeNumber`).
export const CHASSIS_MIN = 5;
export const CHASSIS_MAX = 30;
/** How many of its last characters a chassis number shows to the public. */
export const CHASSIS_SHOWN = 4;

/**
 * A chassis number in its one stored form: Latin capitals and digits, with spaces, dashes, dots and
 * slashes gone, and I, O and Q read as 1, 0 and 0 (letters a VIN never uses, ISO 3779), so the
 * same frame typed two ways is one number ('md2 a-11cz o…' → 'MD2A11CZ0…').
 */
export function normaliseChassis(text: string): string {
  return toLatinDigits(text)
    .toUpperCase()
    .replace(/[\s\-./]/g, '')
    .replace(/[OQ]/g, '0')
    .replace(/I/g, '1');
}

/** An engine number in its stored form: Latin capitals and digits, separators gone (no letter swaps). */
export function normaliseEngine(text: string): string {
  return toLatinDigits(text)
    .toUpperCase()
    .replace(/[\s\-./]/g, '');
}

/** What the public reads of a chassis number: all but its last characters as '•'. */
export function maskChassis(chassis: string): string {
  const shown = chassis.slice(-CHASSIS_SHOWN);
  return '•'.repeat(Math.max(0, chassis.length - shown.length)) + shown;
}

export const REGISTER_MESSAGES = {
  chassisShape: 'A chassis number has 5 to 30 letters and digits',
  engineShape: 'An engine number has 5 to 30 letters and digits',
  stolen:
    'This chassis number is on the list of motorbikes reported stolen, so the bike cannot be listed. If this is a mistake, contact us with the bike’s papers.',
  ownDuplicate: 'You already have a live listing with this chassis number.',
  held: 'Another live listing has this chassis number, so an admin will check this one before it is published.',
  otherStillLive: 'The other listing with this chassis number is still live: withdraw it first.',
  notHeld: 'This listing is not held for review.',
} as const;

/** A typed chassis number: optional; blank means not given; otherwise its stored form, checked. */
export const chassisField = z
  .preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string({ error: () => 'must be text' })
      .max(60, REGISTER_MESSAGES.chassisShape)
      .transform(normaliseChassis)
      .pipe(
        z
          .string()
          .regex(new RegExp(`^[A-Z0-9]{${CHASSIS_MIN},${CHASSIS_MAX}}$`), REGISTER_MESSAGES.chassisShape),
      )
      .optional(),
  )
  .describe('The frame (chassis) number; stored as capitals and digits, never shown in full to the public.');

export const engineField = z
  .preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string({ error: () => 'must be text' })
      .max(60, REGISTER_MESSAGES.engineShape)
      .transform(normaliseEngine)
      .pipe(
        z
          .string()
          .regex(new RegExp(`^[A-Z0-9]{${CHASSIS_MIN},${CHASSIS_MAX}}$`), REGISTER_MESSAGES.engineShape),
      )
      .optional(),
  )
  .describe('The engine number; private to the seller and admins.');

/** POST /api/admin/stolen-chassis. */
export const stolenChassisBodySchema = z.object({
  chassis_number: z
    .string({ error: () => REGISTER_MESSAGES.chassisShape })
    .max(60, REGISTER_MESSAGES.chassisShape)
    .transform(normaliseChassis)
    .pipe(
      z
        .string()
        .regex(new RegExp(`^[A-Z0-9]{${CHASSIS_MIN},${CHASSIS_MAX}}$`), REGISTER_MESSAGES.chassisShape),
    ),
  /** Why it is listed: the police case number and station, or who reported it. */
  reason: z
    .string({ error: () => 'Say why' })
    .trim()
    .min(3, 'Say why')
    .max(300, 'At most 300 characters'),
});
export type StolenChassisBody = z.input<typeof stolenChassisBodySchema>;

export const chassisParamsSchema = z.object({ chassis: z.string().min(1).max(60) });

export const stolenChassisSchema = z.object({
  chassis_number: z.string(),
  reason: z.string(),
  added_by: z.string(),
  added_at: z.string(),
  /** Listings that are live with this chassis now (an admin may withdraw them). */
  live_listings: z.array(z.object({ _id: z.string(), product_name: z.string(), seller_email: z.string() })),
});
export type StolenChassis = z.infer<typeof stolenChassisSchema>;
export const stolenChassisListSchema = z.array(stolenChassisSchema);

const registerListingSchema = z.object({
  _id: z.string(),
  product_name: z.string(),
  state: z.string(),
  resale_price: z.number().int(),
  milage: z.number().int().nullable(),
  seller_name: z.string(),
  seller_email: z.string(),
  posted_at: z.string(),
  img: z.string(),
});

/** GET /api/admin/chassis-holds: each held listing beside the listings it shares its chassis with. */
export const chassisHoldSchema = z.object({
  chassis_number: z.string(),
  engine_number: z.string().nullable(),
  held: registerListingSchema,
  others: z.array(registerListingSchema),
});
export type ChassisHold = z.infer<typeof chassisHoldSchema>;
export const chassisHoldListSchema = z.array(chassisHoldSchema);

/** POST /api/admin/chassis-holds/:id/refuse. */
export const refuseHoldBodySchema = z.object({
  reason: z
    .string({ error: () => 'Say why' })
    .trim()
    .min(3, 'Say why')
    .max(300, 'At most 300 characters'),
});

// ---------------------------------------------------------------------------------------------
// Papers checked (docs/product.md#papers-checked, ADR 0362): a seller sends photos of a listing's
// papers, an admin compares them with the listing and the seller, and approves or refuses.
// ---------------------------------------------------------------------------------------------

/** The photos a check needs: the registration certificate (or smart card) and the tax token. */
export const PAPER_CHECK_PHOTO_KINDS = ['registration', 'tax_token'] as const;
export type PaperCheckPhotoKind = (typeof PAPER_CHECK_PHOTO_KINDS)[number];
export const PAPER_CHECK_STATES = ['Pending', 'Approved', 'Refused'] as const;
export type PaperCheckState = (typeof PAPER_CHECK_STATES)[number];

export const PAPERS_MESSAGES = {
  ownerName: 'Write the owner’s name as the papers give it (2 to 100 characters)',
  noChassis:
    'This listing has no chassis number, so its papers cannot be checked. List the bike with its chassis number to have them checked.',
  photosMissing: 'Add a photo of the registration certificate (or smart card) and of the tax token first.',
  pending: 'These papers are waiting for an admin already.',
  approved: 'These papers are checked already.',
  notLive: 'Only the papers of a live listing (available or booked) can be checked.',
  notPending: 'These papers are not waiting for a check.',
  notYours: 'Only the seller of this bike can send or see its papers.',
} as const;

/** PUT/GET /api/products/:id/papers/photos/:kind. */
export const paperCheckPhotoParamsSchema = z.object({
  id: z.string().min(1).max(64),
  kind: z.enum(PAPER_CHECK_PHOTO_KINDS, { error: 'kind must be registration or tax_token' }),
});

/** POST /api/products/:id/papers: the owner's name as the registration certificate writes it. */
export const paperCheckBodySchema = z.object({
  owner_name: z
    .string({ error: () => PAPERS_MESSAGES.ownerName })
    .trim()
    .min(2, PAPERS_MESSAGES.ownerName)
    .max(100, PAPERS_MESSAGES.ownerName),
});
export type PaperCheckBody = z.input<typeof paperCheckBodySchema>;

/** GET /api/products/:id/papers: the seller's (or an admin's) view of one listing's check. */
export const paperCheckStatusSchema = z.object({
  /** null before anything was sent. */
  state: z.enum(PAPER_CHECK_STATES).nullable(),
  owner_name: z.string().nullable(),
  /** Why an admin refused; null otherwise. */
  reason: z.string().nullable(),
  /** Which photos are there (each served at …/papers/photos/:kind to the seller and admins). */
  photos: z.object({ registration: z.boolean(), tax_token: z.boolean() }),
  /** Whether the listing has a chassis number to check against. */
  has_chassis: z.boolean(),
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
});
export type PaperCheckStatus = z.infer<typeof paperCheckStatusSchema>;

/** GET /api/admin/paper-checks: each submission waiting for an admin, oldest first. */
export const paperCheckQueueItemSchema = z.object({
  product_id: z.string(),
  product_name: z.string(),
  img: z.string(),
  state: z.string(),
  resale_price: z.number().int(),
  milage: z.number().int().nullable(),
  seller_name: z.string(),
  seller_email: z.string(),
  /** The owner's name the seller read from the papers, to compare with `seller_name` and the photo. */
  owner_name: z.string(),
  chassis_number: z.string(),
  engine_number: z.string().nullable(),
  submitted_at: z.string(),
  /** A kilometre reading lower than an earlier listing of the same chassis (docs/product.md#bike-history). */
  km_rollback: z.boolean(),
});
export type PaperCheckQueueItem = z.infer<typeof paperCheckQueueItemSchema>;
export const paperCheckQueueSchema = z.array(paperCheckQueueItemSchema);

/** POST /api/admin/paper-checks/:id/refuse: the reason the seller reads. */
export const refusePapersBodySchema = z.object({
  reason: z
    .string({ error: () => 'Say why' })
    .trim()
    .min(3, 'Say why')
    .max(300, 'At most 300 characters'),
});

// ---------------------------------------------------------------------------------------------
// Bike history (docs/product.md#bike-history, ADR 0363): the earlier listings of a bike's chassis,
// without the chassis number, the sellers or the listings' ids.
// ---------------------------------------------------------------------------------------------

export const bikeHistoryEntrySchema = z.object({
  posted_at: z.string(),
  resale_price: z.number().int(),
  milage: z.number().int().nullable(),
  /** 'Sold' when it was sold (here or elsewhere); 'Ended' when its seller or an admin withdrew it; else 'Live'. */
  outcome: z.enum(['Sold', 'Ended', 'Live']),
  /** Its kilometres are lower than a reading listed before it. */
  km_lower: z.boolean(),
});
export type BikeHistoryEntry = z.infer<typeof bikeHistoryEntrySchema>;

/** GET /api/bikeDetails/:id/history. */
export const bikeHistorySchema = z.object({
  /** Earlier listings of the same frame, oldest first; empty when none or the bike has no chassis number. */
  earlier: z.array(bikeHistoryEntrySchema),
  /** This listing's kilometres are lower than the highest earlier reading. */
  km_rollback: z.boolean(),
  /** The highest earlier reading (km), when there is one. */
  highest_earlier_km: z.number().int().nullable(),
});
export type BikeHistory = z.infer<typeof bikeHistorySchema>;
