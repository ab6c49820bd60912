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
