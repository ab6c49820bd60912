import type { AccountType } from '@best-bikes/contract/constants';
import { api } from '../../../lib/api-client';

export interface CreateUserInput {
  name: string;
  email: string;
  role: AccountType;
  photo?: string;
}

export interface CreateUserAnswer {
  acknowledged: boolean;
  message?: string;
}

/** POST /api/users: product.md's "save to the user store" step of sign-up. */
export function createUser(input: CreateUserInput): Promise<CreateUserAnswer> {
  return api<CreateUserAnswer>('/users', { method: 'POST', body: input });
}
