import { z } from 'zod';
import { toLatinDigits } from './constants/format';

/** The body every refused or failed API call answers with. */
export const errorResponseSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  /** Present on 500s: the same id is in the server log. */
  errorId: z.string().optional(),
  /** Present on 400s from validation: which field is wrong and why. */
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

export const idParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const emailQuerySchema = z.object({ email: z.string().trim().toLowerCase().email().max(254) });

export const acknowledgedSchema = z.object({
  acknowledged: z.boolean(),
  message: z.string().optional(),
  insertedId: z.string().optional(),
  /** POST /api/products: true when the listing waits for an admin (docs/product.md#chassis-register). */
  held: z.boolean().optional(),
});
export const modifiedCountSchema = z.object({
  modifiedCount: z.number().int(),
  message: z.string().optional(),
});
export const deletedCountSchema = z.object({
  deletedCount: z.number().int(),
  message: z.string().optional(),
});

/** Bangladeshi mobile number (docs/product.md#deviation-7): 01 then a valid operator digit and 8 more digits. */
export const BD_MOBILE_PATTERN = /^01[3-9]\d{8}$/;
export const BD_MOBILE_MESSAGE = 'Mobile number must look like 01XXXXXXXXX (11 digits)';

/**
 * A mobile number as people type it, in the one stored form 01XXXXXXXXX: spaces and dashes go, and
 * the country code (+880 or 880) becomes the leading 0 ('+880 1712-345678' → '01712345678').
 */
export function normaliseBdMobile(text: string): string {
  // Typed on a Bangla keyboard: '০১৯১১২২৩৩৪৪' is 01911223344 (ADR 0115).
  const compact = toLatinDigits(text.trim()).replace(/[\s-]/g, '');
  const national = /^\+?880(1\d*)$/.exec(compact);
  return national ? `0${national[1]}` : compact;
}

export const bdMobileSchema = z
  .string()
  .trim()
  .transform(normaliseBdMobile)
  .pipe(z.string().regex(BD_MOBILE_PATTERN, BD_MOBILE_MESSAGE));

/** A Bangladeshi post code: four digits (Dhaka GPO is 1000). */
export const POST_CODE_PATTERN = /^\d{4}$/;
export const POST_CODE_MESSAGE = 'Post code must be 4 digits, e.g. 1205';

/**
 * GET /api/health. 200 while the process answers and the database is reachable; `degraded` when
 * REDIS_URL is set and Redis is not answering (rate limits then count in each process, ADR 0120).
 */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.literal('ok'),
  redis: z.enum(['ok', 'unavailable']).optional(),
});

/**
 * A required text field, trimmed: `required` when it is missing or blank, `tooLong` past `max`
 * characters, `notText` when it is not a string. The one definition the request schemas share.
 */
export function requiredText(
  required: string,
  max: number,
  { notText = 'must be text', tooLong = `must be at most ${max} characters` } = {},
) {
  return z
    .string({ error: (iss) => (iss.input === undefined || iss.input === null ? required : notText) })
    .trim()
    .min(1, required)
    .max(max, tooLong);
}
