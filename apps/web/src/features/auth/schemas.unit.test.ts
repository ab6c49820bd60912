import { COPY } from '@best-bikes/contract/constants';
import { describe, expect, it } from 'vitest';
import { loginSchema, photoSchema, resetPasswordSchema, signUpSchema } from './schemas';

const V = COPY.validation;
const file = (type = 'image/png', size = 1000) => ({ length: 1, 0: { name: 'me.png', type, size } });
/** The first message per field, as the form resolver shows it. */
function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('loginSchema (docs/product.md#validation)', () => {
  it('names each missing field', () => {
    expect(messages(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: V.email,
      password: V.password,
    });
  });
  it('wants 8 characters', () => {
    expect(messages(loginSchema.safeParse({ email: 'a@b.example', password: '1234567' }))).toEqual({
      password: V.passwordLength,
    });
    expect(loginSchema.safeParse({ email: ' a@b.example ', password: '12345678' }).data?.email).toBe(
      'a@b.example',
    );
  });
});

describe('signUpSchema (docs/product.md#validation)', () => {
  it('names every missing field with product.md’s words', () => {
    expect(
      messages(
        signUpSchema.safeParse({ name: '  ', email: '', password: '', role: '', photo: { length: 0 } }),
      ),
    ).toEqual({
      name: V.name,
      email: V.email,
      password: V.password,
      role: V.accountType,
    });
  });
  it('takes no photo and no mobile number, and checks them when given', () => {
    const base = { name: 'Rafi', email: 'r@b.example', password: 'password1', role: 'Buyer' };
    expect(signUpSchema.safeParse({ ...base, mobile: '', photo: { length: 0 } }).success).toBe(true);
    expect(signUpSchema.safeParse({ ...base, mobile: '+880 1712-345678' }).data?.mobile).toBe('01712345678');
    expect(messages(signUpSchema.safeParse({ ...base, mobile: '12345' }))).toEqual({
      mobile: 'Mobile number must look like 01XXXXXXXXX (11 digits)',
    });
    expect(messages(signUpSchema.safeParse({ ...base, mobile: '', photo: file('application/pdf') }))).toEqual(
      {
        photo: 'Photo must be a JPEG, PNG or WebP image',
      },
    );
  });
  it('accepts Buyer or Seller only', () => {
    const base = { name: 'Rafi', email: 'r@b.example', password: 'password1', mobile: '', photo: file() };
    expect(signUpSchema.safeParse({ ...base, role: 'Seller' }).success).toBe(true);
    expect(messages(signUpSchema.safeParse({ ...base, role: 'Admin' }))).toEqual({ role: V.accountType });
  });
});

describe('photoSchema', () => {
  it('refuses a missing photo, a non-image and an oversized image', () => {
    expect(photoSchema.safeParse(undefined).error?.issues[0]?.message).toBe(V.photo);
    expect(photoSchema.safeParse({ length: 0 }).error?.issues[0]?.message).toBe(V.photo);
    expect(photoSchema.safeParse(file('application/pdf')).error?.issues[0]?.message).toMatch(
      /JPEG, PNG or WebP/,
    );
    expect(photoSchema.safeParse(file('image/jpeg', 11 * 1024 * 1024)).error?.issues[0]?.message).toMatch(
      /10 MB/,
    );
    expect(photoSchema.safeParse(file('image/webp')).success).toBe(true);
  });
});

describe('resetPasswordSchema', () => {
  it('wants the same password twice', () => {
    expect(
      messages(resetPasswordSchema.safeParse({ newPassword: 'password1', confirmPassword: 'password2' })),
    ).toEqual({ confirmPassword: 'Passwords do not match' });
    expect(
      resetPasswordSchema.safeParse({ newPassword: 'password1', confirmPassword: 'password1' }).success,
    ).toBe(true);
  });
});
