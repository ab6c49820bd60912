import type { AccountType } from '@best-bikes/contract/constants';
import { api } from '../../../lib/api-client';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  role: AccountType;
  /** Optional, 01XXXXXXXXX: fills in the booking forms. */
  mobile?: string;
}

/**
 * better-auth e-mail sign-up. Answers the same whether or not the address has an account (ADR 0083):
 * a new account gets a mailed code and signs in once it is entered (verify-email.ts).
 */
export function signUpWithEmail(input: SignUpInput): Promise<unknown> {
  return api('/auth/sign-up/email', { method: 'POST', body: input });
}
