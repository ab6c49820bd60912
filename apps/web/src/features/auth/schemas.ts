import { BD_MOBILE_MESSAGE, BD_MOBILE_PATTERN, normaliseBdMobile } from '@best-bikes/contract';
import { ACCOUNT_TYPES, COPY, MAX_IMAGE_BYTES, MIN_PASSWORD_LENGTH } from '@best-bikes/contract/constants';
import { z } from 'zod';

/** docs/product.md#validation messages for the account forms (Login, Sign Up, the reset page). */
const V = COPY.validation;

const email = z.string().trim().min(1, V.email).email('Enter a valid email address').max(254);
const password = z.string().min(1, V.password).min(MIN_PASSWORD_LENGTH, V.passwordLength).max(128);

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** What the file input hands over: a FileList in the browser (anything list-like in tests). */
interface FileListLike {
  readonly length: number;
  readonly [index: number]: { name: string; size: number; type: string };
}

function firstFile(value: unknown) {
  if (!value || typeof value !== 'object' || !('length' in value)) return undefined;
  const list = value as FileListLike;
  return list.length > 0 ? list[0] : undefined;
}

/** A required photo (product.md 'Photo is Required'), checked for type and size before anything is sent. */
export const photoSchema = z
  .custom<FileList>((value) => firstFile(value) !== undefined, V.photo)
  .refine(
    (value) => IMAGE_TYPES.includes(firstFile(value)?.type as (typeof IMAGE_TYPES)[number]),
    'Photo must be a JPEG, PNG or WebP image',
  )
  .refine(
    (value) => (firstFile(value)?.size ?? 0) <= MAX_IMAGE_BYTES,
    `Photo must be ${MAX_IMAGE_BYTES / 1024 / 1024} MB or smaller`,
  );

/**
 * Sign-up's photo is optional (an initials avatar stands in until one is added): no file, or a
 * photo that passes photoSchema.
 */
const optionalPhoto = z
  .custom<FileList | undefined>()
  .optional()
  .superRefine((value, ctx) => {
    if (firstFile(value) === undefined) return;
    const checked = photoSchema.safeParse(value);
    if (!checked.success)
      ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? V.photo });
  });

/** An optional Bangladeshi mobile number, kept as 01XXXXXXXXX; empty when none is given. */
const optionalMobile = z
  .string()
  .optional()
  .transform((v) => {
    const typed = (v ?? '').trim();
    return typed === '' ? '' : normaliseBdMobile(typed);
  })
  .refine((v) => v === '' || BD_MOBILE_PATTERN.test(v), BD_MOBILE_MESSAGE);

export const loginSchema = z.object({ email, password });
export type LoginValues = z.infer<typeof loginSchema>;

export const signUpSchema = z.object({
  name: z.string().trim().min(1, V.name).max(100),
  email,
  password,
  // The select starts empty (''), which must read 'Account Type is Required'.
  role: z.string({ error: V.accountType }).pipe(z.enum(ACCOUNT_TYPES, { error: V.accountType })),
  mobile: optionalMobile,
  photo: optionalPhoto,
});
export type SignUpValues = z.input<typeof signUpSchema>;
export type SignUpData = z.output<typeof signUpSchema>;

export const resetPasswordSchema = z
  .object({ newPassword: password, confirmPassword: z.string().min(1, 'Please confirm the password') })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
