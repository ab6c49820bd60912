import { z } from 'zod';
import { bdMobileSchema } from './common';
import { toLatinDigits } from './constants/format';

/**
 * Phone numbers proved by an SMS code (docs/product.md#proven-phone-numbers, ADR 0320). The number
 * is the caller's own: it is shown to them and to nobody else.
 */

/** How long a texted code proves the number. */
export const PHONE_CODE_MINUTES = 10;
/** Wrong codes one texted code survives. */
export const PHONE_CODE_ATTEMPTS = 5;

/** The user-facing refusals of the phone calls (also declared for the web's Bangla). */
export const PHONE_MESSAGES = {
  wrongCode: 'That code is not right. Check the SMS and try again.',
  noCode: 'Ask for a code first: the last one has expired or was used up.',
  takenNumber: 'This number is already proven by another account.',
  tooManyCodes: 'Too many codes were sent. Please wait an hour and try again.',
  needProvenPhone: 'Prove your mobile number first (Profile, Mobile number).',
} as const;

/** POST /api/me/phone: the number to prove (01…, +8801…, with spaces, dashes or Bangla digits). */
export const phoneBodySchema = z.object({ phone: bdMobileSchema });
export type PhoneBody = z.infer<typeof phoneBodySchema>;

/** POST /api/me/phone/verify: the 6-digit code from the SMS (Bangla digits accepted). */
export const phoneCodeBodySchema = z.object({
  code: z
    .string()
    .trim()
    .transform((v) => toLatinDigits(v).replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'The code is 6 digits')),
});
export type PhoneCodeBody = z.infer<typeof phoneCodeBodySchema>;

/** GET /api/me/phone: the caller's proven number, the one waiting for its code, and whether one is required. */
export const myPhoneSchema = z.object({
  /** The proven number (01XXXXXXXXX), null before one is proven. */
  phone: z.string().nullable(),
  proven_at: z.string().nullable(),
  /** A number a code was texted to, until it is proven or the code expires. */
  pending: z.object({ phone: z.string(), expires_at: z.string() }).nullable(),
  /** Posting a bike and a first message need a proven number (the admin's setting). */
  required: z.boolean(),
});
export type MyPhone = z.infer<typeof myPhoneSchema>;

/** GET/PUT /api/admin/verification-settings. */
export const verificationSettingsSchema = z.object({ phone_required: z.boolean() });
export type VerificationSettings = z.infer<typeof verificationSettingsSchema>;
