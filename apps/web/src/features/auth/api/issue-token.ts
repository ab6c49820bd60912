import { api, storeToken } from '../../../lib/api-client';

/** POST /api/jwt {email} (after login): the bearer token, stored under product.md's access-token key. */
export async function issueAndStoreToken(email: string): Promise<string> {
  // The schema comes with the first sign-in, not with the login page (docs/performance.md).
  const { tokenSchema } = await import('@best-bikes/contract');
  const { token } = await api('/jwt', { method: 'POST', body: { email }, schema: tokenSchema });
  storeToken(token);
  return token;
}
