import { updateUserResultSchema } from '@best-bikes/contract';
import { api } from '../../../lib/api-client';

/** PUT /api/users?email= {name, photo}: the caller's own profile (the e-mail itself is read-only). */
export function updateUser(email: string, body: { name?: string; photo: string }) {
  return api('/users', { method: 'PUT', query: { email }, body, schema: updateUserResultSchema });
}
