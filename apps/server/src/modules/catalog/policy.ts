import type { ProductState } from '../../db/schema';
import type { Caller } from '../../plugins/access';

interface OwnedProduct {
  sellerId: string;
}

interface ProductStatus {
  state: ProductState;
  advertisedAt: Date | null;
}

const isAdmin = (caller: Caller) => caller.role === 'Admin';

/** A seller's list of bikes is theirs to read (and an Admin's). */
export function mayReadSellerProducts(caller: Caller, email: string): boolean {
  return isAdmin(caller) || caller.email.toLowerCase() === email.trim().toLowerCase();
}

/** Advertising spends the seller's own visibility: only the seller who listed the bike may. */
export function mayAdvertise(caller: Caller, product: OwnedProduct): boolean {
  return caller.id === product.sellerId;
}

/** The seller who listed the bike may withdraw it, and an Admin may take a bad listing down. */
export function mayWithdraw(caller: Caller, product: OwnedProduct): boolean {
  return caller.id === product.sellerId || isAdmin(caller);
}

export type Decision = { kind: 'apply' } | { kind: 'noop' } | { kind: 'conflict'; message: string };

export const ADVERTISE_CONFLICT: Record<'Booked' | 'Sold', string> = {
  Booked: 'This bike is booked by a buyer, so it cannot be advertised.',
  Sold: 'This bike has been sold, so it cannot be advertised.',
};

export const WITHDRAW_CONFLICT: Record<'Booked' | 'Sold', string> = {
  Booked:
    'This bike is booked by a buyer, so it cannot be deleted now. It can be deleted if the booking expires unpaid.',
  Sold: "This bike has been sold, so it cannot be deleted: it stays in the buyer's payment history.",
};

/** Only an available bike can be advertised; advertising twice changes nothing. */
export function advertiseDecision(product: ProductStatus): Decision {
  if (product.state === 'Booked' || product.state === 'Sold') {
    return { kind: 'conflict', message: ADVERTISE_CONFLICT[product.state] };
  }
  if (product.state === 'Withdrawn' || product.advertisedAt) return { kind: 'noop' };
  return { kind: 'apply' };
}

/**
 * Deleting withdraws the bike (its row stays for history). A booked or sold bike has a buyer
 * depending on it, so nobody withdraws it; withdrawing twice changes nothing.
 */
export function withdrawDecision(product: Pick<ProductStatus, 'state'>): Decision {
  if (product.state === 'Booked' || product.state === 'Sold') {
    return { kind: 'conflict', message: WITHDRAW_CONFLICT[product.state] };
  }
  if (product.state === 'Withdrawn') return { kind: 'noop' };
  return { kind: 'apply' };
}
