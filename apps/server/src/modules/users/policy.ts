import type { Role } from '@best-bikes/contract';
import type { Caller } from '../../plugins/access';

/** True when `identifier` (an e-mail or a user id, as product.md's role checks send) names the caller. */
export function isSelf(caller: Caller, identifier: string): boolean {
  const wanted = identifier.trim();
  return wanted === caller.id || wanted.toLowerCase() === caller.email.toLowerCase();
}

/** Role checks, `GET /users` and `PUT /users` answer for the caller, or for anyone when asked by an Admin (docs/product.md#deviation-1). */
export function mayActOnAccount(caller: Caller, identifier: string): boolean {
  return caller.role === 'Admin' || isSelf(caller, identifier);
}

/**
 * A bearer token is only ever issued to its own account, Admins included (docs/product.md#deviation-2), and
 * `POST /users` saves only the caller's own profile.
 */
export function mayOnlyBeSelf(caller: Caller, email: string): boolean {
  return isSelf(caller, email);
}

/** Only an Admin grants Admin, and an Admin only once (docs/product.md#states: non-Admin → Admin). */
export type PromotionOutcome = 'promote' | 'alreadyAdmin' | 'deactivated';
export function promotionOutcome(target: { role: Role; deactivatedAt: Date | null }): PromotionOutcome {
  if (target.deactivatedAt) return 'deactivated';
  if (target.role === 'Admin') return 'alreadyAdmin';
  return 'promote';
}
