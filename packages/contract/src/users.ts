import { z } from 'zod';
import { errorResponseSchema } from './common';
import { LOCALES } from './constants/enums';
import { roleSchema } from './enums';
import { MEDIA_URL_PATTERN } from './products';

/**
 * Accounts and roles (docs/product.md#entities, §7; docs/product.md#deviation-1–5.3). The account itself is made by better-auth
 * (`/api/auth/*`); these are the original client calls around it.
 */

/** One of our own uploaded images (the URL `POST /api/images` answers). */
export function isMediaUrl(value: string): boolean {
  return MEDIA_URL_PATTERN.test(value);
}

const photoUrlSchema = z
  .string()
  .trim()
  .max(300)
  .regex(MEDIA_URL_PATTERN, 'must be an image uploaded with POST /api/images');

/** The longest name and e-mail address an account may have, through our routes and better-auth's alike. */
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

const emailSchema = z.string().trim().toLowerCase().email().max(EMAIL_MAX_LENGTH);
const nameSchema = z.string().trim().min(1, 'Name is Required').max(NAME_MAX_LENGTH);

/** An e-mail address or a user id (`_id`), as product.md's role checks send either. */
export const identifierParamsSchema = z.object({ identifier: z.string().trim().min(1).max(254) });

export const isAdminSchema = z.object({ isAdmin: z.boolean() });
export const isBuyerSchema = z.object({ isBuyer: z.boolean() });
export const isSellerSchema = z.object({ isSeller: z.boolean() });

/** docs/product.md#entities User; `status` is 'Verified' for a verified seller, '' otherwise; `photo` '' when none. */
export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  photo: z.string(),
  role: roleSchema,
  status: z.enum(['Verified', '']),
});
export type User = z.infer<typeof userSchema>;

/**
 * POST /api/users (product.md's sign-up step "save to the user store"). The account exists already, so
 * this saves the caller's own name and photo. `role` is accepted for product.md's sake and never applied:
 * the role is chosen at sign-up and only an Admin grants Admin.
 */
export const saveUserBodySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  role: roleSchema.optional(),
  photo: photoUrlSchema.optional(),
});
export type SaveUserBody = z.infer<typeof saveUserBodySchema>;

export const saveUserResultSchema = z.object({
  acknowledged: z.literal(true),
  message: z.string().optional(),
});

/**
 * POST /api/users's 403: for an address that is not the caller's it also carries product.md's
 * `acknowledged: false` (other refusals, such as a cross-site request, are plain errors).
 */
export const saveUserRefusedSchema = errorResponseSchema.extend({
  acknowledged: z.literal(false).optional(),
});

/** PUT /api/users?email= (Update Profile). The e-mail is read-only and not part of the body. */
export const updateUserBodySchema = z
  .object({
    name: nameSchema.optional(),
    photo: photoUrlSchema.optional(),
  })
  .refine((b) => b.name !== undefined || b.photo !== undefined, {
    message: 'Send a name or a photo to update',
  });
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

export const updateUserResultSchema = z.object({
  acknowledged: z.boolean(),
  modifiedCount: z.number().int(),
});

/** PUT /api/me/locale: the language the caller's mails are written in (docs/product.md#bangla-search-favourites, ADR 0095). */
export const localeBodySchema = z.object({
  locale: z.enum(LOCALES, { error: `Language must be one of: ${LOCALES.join(', ')}` }),
});

/** GET /api/jwt?email= answers accessToken, POST /api/jwt answers token: the same bearer token. */
export const jwtBodySchema = z.object({ email: emailSchema });
export const accessTokenSchema = z.object({ accessToken: z.string() });
export const tokenSchema = z.object({ token: z.string() });

/** PUT /api/makeAdmin?email=: modifiedCount 1 and a message, or 0 and the reason. */
export const makeAdminResultSchema = z.object({
  modifiedCount: z.number().int(),
  message: z.string(),
});

/** Which external sign-in buttons the login and sign-up screens show. */
export const authProvidersSchema = z.object({
  google: z.boolean(),
  oidc: z.object({ name: z.string() }).nullable(),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;
