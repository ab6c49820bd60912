import { api } from '../../../lib/api-client';

/** better-auth's own profile update (product.md: "update displayName and photoURL" at the provider). */
export function updateAccount(input: { name?: string; image?: string }): Promise<unknown> {
  return api('/auth/update-user', { method: 'POST', body: input });
}
