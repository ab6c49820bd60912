import { api } from '../../../lib/api-client';

export interface SignInInput {
  email: string;
  password: string;
}

/** better-auth e-mail sign-in; the session cookie arrives with the answer. */
export function signInWithEmail(input: SignInInput): Promise<unknown> {
  return api('/auth/sign-in/email', { method: 'POST', body: { ...input, rememberMe: true } });
}
