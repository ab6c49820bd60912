import { api } from '../../../lib/api-client';

export interface VerifyEmailInput {
  email: string;
  otp: string;
}

/**
 * Proves a new account's address with the 6-digit code mailed at sign-up; the session cookie arrives
 * with the answer. Any refused code answers 400 INVALID_OTP (ADR 0083).
 */
export function verifyEmailCode(input: VerifyEmailInput): Promise<unknown> {
  return api('/auth/email-otp/verify-email', { method: 'POST', body: input });
}
