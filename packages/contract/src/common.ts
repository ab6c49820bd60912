import { z } from 'zod';

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
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const idParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const emailQuerySchema = z.object({ email: z.string().trim().toLowerCase().email().max(254) });

export const acknowledgedSchema = z.object({
  acknowledged: z.boolean(),
  message: z.string().optional(),
  insertedId: z.string().optional(),
});
export const modifiedCountSchema = z.object({
  modifiedCount: z.number().int(),
  message: z.string().optional(),
});
export const deletedCountSchema = z.object({
  deletedCount: z.number().int(),
  message: z.string().optional(),
});

/** Money is a whole number of Taka (DESIGN §4). */
export const takaSchema = z.number().int().positive().max(100_000_000);

/** Bangladeshi mobile number (DESIGN §5.7): 01 then a valid operator digit and 8 more digits. */
export const BD_MOBILE_PATTERN = /^01[3-9]\d{8}$/;
export const bdMobileSchema = z
  .string()
  .trim()
  .regex(BD_MOBILE_PATTERN, 'Mobile number must look like 01XXXXXXXXX (11 digits)');

export const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
