import type { Role } from '@best-bikes/contract';

/** The two kinds of account the All Sellers and All Buyers pages manage. */
export type ManagedRole = 'Seller' | 'Buyer';

export type DeactivationRefusal = 'self' | 'admin' | 'wrongRole';

/**
 * Whether `actor` (an Admin) may remove `target` through the page for `expected` accounts.
 * An admin can never remove themself or another admin here, and a buyer cannot be removed through
 * the sellers call (or the other way round), so a mistyped id cannot hit the wrong kind of account.
 */
export function deactivationRefusal(
  actor: { id: string },
  target: { id: string; role: Role },
  expected: ManagedRole,
): DeactivationRefusal | null {
  if (actor.id === target.id) return 'self';
  if (target.role === 'Admin') return 'admin';
  if (target.role !== expected) return 'wrongRole';
  return null;
}

/** Only a seller's account can be verified. */
export function canVerify(target: { role: Role }): boolean {
  return target.role === 'Seller';
}

export type RevocationRefusal = 'notAdmin' | 'actorNotAdmin' | 'last';

/**
 * Whether `actor` may take the Admin role from `target`, given every active admin at this moment
 * (read under lock): only an admin's role can be revoked, only by someone still an admin, and never
 * the last one's (the shop must always keep an admin). An admin may step down while others remain.
 */
export function revocationRefusal(
  actor: { id: string },
  target: { id: string; role: Role; deactivatedAt: Date | null },
  activeAdminIds: readonly string[],
): RevocationRefusal | null {
  if (target.role !== 'Admin' || target.deactivatedAt) return 'notAdmin';
  if (!activeAdminIds.includes(actor.id)) return 'actorNotAdmin';
  if (activeAdminIds.filter((id) => id !== target.id).length === 0) return 'last';
  return null;
}
