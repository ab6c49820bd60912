import { accessTokenSchema } from '@best-bikes/contract';
import { api, storeToken } from '../../../lib/api-client';

/** GET /api/jwt?email= (after sign-up): the bearer token, stored under product.md's access-token key. */
export async function fetchAndStoreToken(email: string): Promise<string> {
  const { accessToken } = await api('/jwt', { query: { email }, schema: accessTokenSchema });
  storeToken(accessToken);
  return accessToken;
}
