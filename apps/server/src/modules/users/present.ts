import { type User, VERIFIED } from '@best-bikes/contract';
import type { UserRow } from './repository';

/** docs/product.md#entities User: `status` 'Verified' marks a verified seller; `photo` is '' when there is none. */
export function presentUser(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    photo: row.image ?? '',
    role: row.role,
    status: row.role === 'Seller' && row.sellerVerified ? VERIFIED : '',
  };
}
