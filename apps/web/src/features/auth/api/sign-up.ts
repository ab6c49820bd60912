import type { AccountType } from '@best-bikes/contract/constants';
import { api } from '../../../lib/api-client';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  role: AccountType;
}

/** better-auth e-mail sign-up: creates the account and signs it in (session cookie). */
export function signUpWithEmail(input: SignUpInput): Promise<unknown> {
  return api('/auth/sign-up/email', { method: 'POST', body: input });
}
